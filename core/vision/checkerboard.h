#pragma once
// Checkerboard detection for stereo calibration (OpenCV): the inner-corner
// grid of a planar chessboard, refined to sub-pixel accuracy.

#include <opencv2/core.hpp>

#include <QString>

#include <optional>
#include <vector>

namespace loopscope::core {

struct CheckerboardSpec
{
    int innerColumns = 9;   // inner corners along a row (squares - 1)
    int innerRows = 6;      // inner corners along a column
    double squareSizeM = 0.025;

    // A clear message when the spec cannot work, else empty.
    QString validate() const;
    cv::Size patternSize() const { return {innerColumns, innerRows}; }
    // The corners on the board plane (z = 0), row by row, in metres.
    std::vector<cv::Point3f> objectPoints() const;
};

// The inner corners of the board in image (8-bit grey, BGR or BGRA), row by
// row, refined with cornerSubPix; nothing when the full grid is not found.
std::optional<std::vector<cv::Point2f>> findCheckerboard(const cv::Mat &image, const CheckerboardSpec &spec);

// 8-bit grey view of an 8-bit 1, 3 or 4 channel image (no copy when already grey).
cv::Mat toGrey(const cv::Mat &image);

} // namespace loopscope::core
