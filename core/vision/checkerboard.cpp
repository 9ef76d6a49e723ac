#include "core/vision/checkerboard.h"

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>


namespace loopscope::core {

QString CheckerboardSpec::validate() const
{
    if (innerColumns < 2 || innerRows < 2)
        return QStringLiteral("The checkerboard needs at least 2 x 2 inner corners.");
    if (innerColumns == innerRows)
        return QStringLiteral(
            "Use a checkerboard with different corner counts along its sides (e.g. 9 x 6).");
    if (!(squareSizeM > 0) || squareSizeM > 10)
        return QStringLiteral("The square size must be between 0 and 10 m.");
    return {};
}

std::vector<cv::Point3f> CheckerboardSpec::objectPoints() const
{
    std::vector<cv::Point3f> points;
    points.reserve(size_t(innerColumns) * size_t(innerRows));
    for (int row = 0; row < innerRows; ++row)
        for (int col = 0; col < innerColumns; ++col)
            points.emplace_back(float(col * squareSizeM), float(row * squareSizeM), 0.f);
    return points;
}

cv::Mat toGrey(const cv::Mat &image)
{
    if (image.empty() || image.depth() != CV_8U)
        return {};
    cv::Mat grey;
    switch (image.channels()) {
    case 1:
        return image;
    case 3:
        cv::cvtColor(image, grey, cv::COLOR_BGR2GRAY);
        return grey;
    case 4:
        cv::cvtColor(image, grey, cv::COLOR_BGRA2GRAY);
        return grey;
    default:
        return {};
    }
}

std::optional<std::vector<cv::Point2f>> findCheckerboard(const cv::Mat &image, const CheckerboardSpec &spec)
{
    if (!spec.validate().isEmpty())
        return std::nullopt;
    const cv::Mat grey = toGrey(image);
    if (grey.empty())
        return std::nullopt;
    std::vector<cv::Point2f> corners;
    const int flags = cv::CALIB_CB_ADAPTIVE_THRESH | cv::CALIB_CB_NORMALIZE_IMAGE | cv::CALIB_CB_FAST_CHECK;
    if (!cv::findChessboardCorners(grey, spec.patternSize(), corners, flags))
        return std::nullopt;
    cv::cornerSubPix(grey, corners, cv::Size(5, 5), cv::Size(-1, -1),
                     cv::TermCriteria(cv::TermCriteria::EPS + cv::TermCriteria::COUNT, 50, 0.001));
    return corners;
}

} // namespace loopscope::core
