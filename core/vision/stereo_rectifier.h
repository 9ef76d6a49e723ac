#pragma once
// Rectified views (initUndistortRectifyMap + remap) and an optional
// disparity view (StereoSGBM) for a calibrated pair.

#include "core/vision/stereo_calibration.h"

#include <opencv2/core.hpp>

#include <memory>

namespace cv {
class StereoSGBM;
}

namespace loopscope::core {

class StereoRectifier
{
public:
    StereoRectifier();
    ~StereoRectifier();

    // Builds the maps for images of the calibration's size. False when the
    // calibration is not usable.
    bool setCalibration(const StereoCalibration &calibration);
    bool isReady() const { return !m_mapLeftX.empty(); }
    cv::Size imageSize() const { return m_size; }

    // Rectifies an 8-bit image (any channel count) of imageSize() into out
    // (out may wrap caller memory of the right size and type).
    bool rectifyLeft(const cv::Mat &in, cv::Mat &out) const;
    bool rectifyRight(const cv::Mat &in, cv::Mat &out) const;

    // Disparity of a rectified pair (grey or colour), colour-mapped to BGR
    // (near = warm); numDisparities a multiple of 16.
    bool disparityView(const cv::Mat &rectLeft, const cv::Mat &rectRight, cv::Mat &outBgr, int numDisparities = 64);

private:
    cv::Size m_size;
    cv::Mat m_mapLeftX, m_mapLeftY, m_mapRightX, m_mapRightY;
    cv::Ptr<cv::StereoSGBM> m_sgbm;
};

} // namespace loopscope::core
