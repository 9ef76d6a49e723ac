#pragma once
// A calibrated stereo pair (OpenCV conventions: a point X in the left
// camera's frame is R * X + T in the right camera's frame), the calibrator
// that computes it from captured checkerboard pairs, and YAML save/load
// (cv::FileStorage) with clear errors for missing or corrupt files.

#include "core/vision/checkerboard.h"

#include <opencv2/core.hpp>

#include <QString>

#include <optional>
#include <vector>

namespace loopscope::core {

struct StereoCalibration
{
    cv::Size imageSize;
    cv::Mat cameraMatrixLeft, distLeft;   // 3x3 CV_64F, 1xN CV_64F
    cv::Mat cameraMatrixRight, distRight;
    cv::Mat R, T;                         // 3x3, 3x1 (metres)
    double rmsLeftPx = 0, rmsRightPx = 0, rmsStereoPx = 0;
    int pairCount = 0;
    // Rectification (stereoRectify); filled by rectify() or load.
    cv::Mat R1, R2, P1, P2, Q;

    bool isValid() const;
    double baselineM() const; // |T|
    double focalLeftPx() const;
    // Computes R1, R2, P1, P2, Q from the intrinsics and extrinsics (alpha 0:
    // only valid pixels). False when the calibration is not valid.
    bool rectify();

    // A calibration from known values (tests, simulated cameras).
    static StereoCalibration fromIdeal(cv::Size imageSize, double focalPx, double baselineM);
};

// Collects checkerboard pairs and runs calibrateCamera per camera, then
// stereoCalibrate with the intrinsics fixed.
class StereoCalibrator
{
public:
    explicit StereoCalibrator(const CheckerboardSpec &spec = {});
    const CheckerboardSpec &spec() const { return m_spec; }

    // Looks for the board in both images (same size). True when both were
    // found and the pair was kept; else *error says which side failed.
    bool addPair(const cv::Mat &left, const cv::Mat &right, QString *error);
    // Adds already-detected corners (the worker detects off the GUI thread).
    bool addCorners(const std::vector<cv::Point2f> &left, const std::vector<cv::Point2f> &right, cv::Size imageSize,
                    QString *error);
    int pairCount() const { return int(m_left.size()); }
    void clear();

    static constexpr int kMinPairs = 4;
    // Runs the calibration (seconds for many pairs: call off the GUI thread).
    std::optional<StereoCalibration> compute(QString *error) const;

private:
    CheckerboardSpec m_spec;
    cv::Size m_imageSize;
    std::vector<std::vector<cv::Point2f>> m_left, m_right;
};

// YAML (or any cv::FileStorage format by suffix). False/nothing with *error on failure.
bool saveStereoCalibration(const QString &path, const StereoCalibration &calibration, QString *error);
std::optional<StereoCalibration> loadStereoCalibration(const QString &path, QString *error);

} // namespace loopscope::core
