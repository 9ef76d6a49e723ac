#include "core/vision/blob_tracker.h"

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>

namespace loopscope::core {

HsvRange HsvRange::around(const cv::Vec3b &bgr, int hueTolerance, int satTolerance, int valTolerance,
                          int minSaturation)
{
    cv::Mat pixel(1, 1, CV_8UC3, cv::Scalar(bgr[0], bgr[1], bgr[2]));
    cv::Mat hsv;
    cv::cvtColor(pixel, hsv, cv::COLOR_BGR2HSV);
    const cv::Vec3b c = hsv.at<cv::Vec3b>(0, 0);
    HsvRange r;
    hueTolerance = std::clamp(hueTolerance, 0, 89);
    r.hueLow = (int(c[0]) - hueTolerance + 180) % 180;
    r.hueHigh = (int(c[0]) + hueTolerance) % 180;
    r.satLow = std::max({0, int(c[1]) - satTolerance, minSaturation});
    r.satHigh = std::min(255, int(c[1]) + satTolerance);
    r.valLow = std::max(0, int(c[2]) - valTolerance);
    r.valHigh = std::min(255, int(c[2]) + valTolerance);
    r.enabled = r.satLow <= r.satHigh;
    return r;
}

bool HsvRange::contains(const cv::Vec3b &hsv) const
{
    const int h = hsv[0];
    const bool hueOk = hueLow <= hueHigh ? (h >= hueLow && h <= hueHigh) : (h >= hueLow || h <= hueHigh);
    return enabled && hueOk && hsv[1] >= satLow && hsv[1] <= satHigh && hsv[2] >= valLow && hsv[2] <= valHigh;
}

BlobDetection findBlob(const cv::Mat &image, const HsvRange &range, double minAreaPx, cv::Mat *maskOut)
{
    BlobDetection result;
    if (!range.enabled || image.empty() || image.depth() != CV_8U || (image.channels() != 3 && image.channels() != 4))
        return result;
    cv::Mat hsv;
    if (image.channels() == 4) {
        cv::Mat bgr;
        cv::cvtColor(image, bgr, cv::COLOR_BGRA2BGR);
        cv::cvtColor(bgr, hsv, cv::COLOR_BGR2HSV);
    } else {
        cv::cvtColor(image, hsv, cv::COLOR_BGR2HSV);
    }
    cv::Mat mask;
    if (range.hueLow <= range.hueHigh) {
        cv::inRange(hsv, cv::Scalar(range.hueLow, range.satLow, range.valLow),
                    cv::Scalar(range.hueHigh, range.satHigh, range.valHigh), mask);
    } else {
        cv::Mat upper;
        cv::inRange(hsv, cv::Scalar(range.hueLow, range.satLow, range.valLow),
                    cv::Scalar(179, range.satHigh, range.valHigh), mask);
        cv::inRange(hsv, cv::Scalar(0, range.satLow, range.valLow),
                    cv::Scalar(range.hueHigh, range.satHigh, range.valHigh), upper);
        mask |= upper;
    }
    cv::morphologyEx(mask, mask, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_ELLIPSE, {3, 3}));
    std::vector<std::vector<cv::Point>> contours;
    cv::findContours(mask, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
    double bestArea = 0;
    int best = -1;
    for (int i = 0; i < int(contours.size()); ++i) {
        const double area = cv::contourArea(contours[size_t(i)]);
        if (area > bestArea) {
            bestArea = area;
            best = i;
        }
    }
    if (maskOut)
        *maskOut = mask;
    if (best < 0 || bestArea < minAreaPx)
        return result;
    // The centroid of the filled blob's pixels (more exact than the contour's moments for small blobs).
    cv::Mat filled = cv::Mat::zeros(mask.size(), CV_8U);
    cv::drawContours(filled, contours, best, cv::Scalar(255), cv::FILLED);
    const cv::Moments m = cv::moments(filled, true);
    if (m.m00 <= 0)
        return result;
    result.found = true;
    result.centroidPx = cv::Point2f(float(m.m10 / m.m00), float(m.m01 / m.m00));
    result.areaPx = bestArea;
    cv::Point2f centre;
    float radius = 0;
    cv::minEnclosingCircle(contours[size_t(best)], centre, radius);
    result.radiusPx = radius;
    return result;
}

std::optional<cv::Point3d> triangulate(const StereoCalibration &c, const cv::Point2f &left, const cv::Point2f &right)
{
    if (!c.isValid() || c.P1.empty() || c.P2.empty() || c.R1.empty() || c.R2.empty())
        return std::nullopt;
    std::vector<cv::Point2f> l{left}, r{right}, lu, ru;
    // Undistort into the rectified frames, where P1/P2 project.
    cv::undistortPoints(l, lu, c.cameraMatrixLeft, c.distLeft, c.R1, c.P1);
    cv::undistortPoints(r, ru, c.cameraMatrixRight, c.distRight, c.R2, c.P2);
    cv::Mat points4;
    cv::triangulatePoints(c.P1, c.P2, lu, ru, points4);
    points4.convertTo(points4, CV_64F);
    const double w = points4.at<double>(3, 0);
    if (std::abs(w) < 1e-12)
        return std::nullopt;
    cv::Mat rectified = (cv::Mat_<double>(3, 1) << points4.at<double>(0, 0) / w, points4.at<double>(1, 0) / w,
                         points4.at<double>(2, 0) / w);
    // Rectified left frame -> left camera frame: X = R1^T * Xr.
    cv::Mat x = c.R1.t() * rectified;
    const cv::Point3d p(x.at<double>(0), x.at<double>(1), x.at<double>(2));
    if (!(p.z > 0))
        return std::nullopt;
    return p;
}

} // namespace loopscope::core
