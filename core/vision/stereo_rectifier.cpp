#include "core/vision/stereo_rectifier.h"

#include "core/vision/checkerboard.h"

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

namespace loopscope::core {

StereoRectifier::StereoRectifier() = default;
StereoRectifier::~StereoRectifier() = default;

bool StereoRectifier::setCalibration(const StereoCalibration &calibration)
{
    StereoCalibration c = calibration;
    if (c.P1.empty() && !c.rectify())
        return false;
    if (!c.isValid())
        return false;
    m_size = c.imageSize;
    cv::initUndistortRectifyMap(c.cameraMatrixLeft, c.distLeft, c.R1, c.P1, m_size, CV_16SC2, m_mapLeftX,
                                m_mapLeftY);
    cv::initUndistortRectifyMap(c.cameraMatrixRight, c.distRight, c.R2, c.P2, m_size, CV_16SC2, m_mapRightX,
                                m_mapRightY);
    return true;
}

bool StereoRectifier::rectifyLeft(const cv::Mat &in, cv::Mat &out) const
{
    if (!isReady() || in.size() != m_size)
        return false;
    cv::remap(in, out, m_mapLeftX, m_mapLeftY, cv::INTER_LINEAR);
    return true;
}

bool StereoRectifier::rectifyRight(const cv::Mat &in, cv::Mat &out) const
{
    if (!isReady() || in.size() != m_size)
        return false;
    cv::remap(in, out, m_mapRightX, m_mapRightY, cv::INTER_LINEAR);
    return true;
}

bool StereoRectifier::disparityView(const cv::Mat &rectLeft, const cv::Mat &rectRight, cv::Mat &outBgr,
                                    int numDisparities)
{
    const cv::Mat l = toGrey(rectLeft);
    const cv::Mat r = toGrey(rectRight);
    if (l.empty() || r.empty() || l.size() != r.size())
        return false;
    numDisparities = std::max(16, (numDisparities + 15) / 16 * 16);
    const int block = 5;
    if (!m_sgbm || m_sgbm->getNumDisparities() != numDisparities)
        m_sgbm = cv::StereoSGBM::create(0, numDisparities, block, 8 * block * block, 32 * block * block, 1, 0, 10,
                                        100, 2, cv::StereoSGBM::MODE_SGBM);
    cv::Mat disparity16;
    m_sgbm->compute(l, r, disparity16);
    cv::Mat disparity8;
    disparity16.convertTo(disparity8, CV_8U, 255.0 / (numDisparities * 16.0));
    cv::applyColorMap(disparity8, outBgr, cv::COLORMAP_JET);
    outBgr.setTo(cv::Scalar(0, 0, 0), disparity16 <= 0);
    return true;
}

} // namespace loopscope::core
