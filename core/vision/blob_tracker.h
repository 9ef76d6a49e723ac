#pragma once
// Colour-blob tracking: an HSV range (picked by clicking the object), a
// mask, the largest contour and its centroid; triangulated to 3D from a
// calibrated stereo pair.

#include "core/vision/stereo_calibration.h"

#include <opencv2/core.hpp>

#include <cstdint>
#include <optional>

namespace loopscope::core {

// OpenCV 8-bit HSV: hue 0..179, saturation and value 0..255. When
// hueLow > hueHigh the range wraps around red (e.g. 170..10).
struct HsvRange
{
    int hueLow = 0, hueHigh = 0;
    int satLow = 0, satHigh = 255;
    int valLow = 0, valHigh = 255;
    bool enabled = false;

    // A range around one pixel's colour (B, G, R): hue +- hueTolerance
    // (wrapping), saturation and value +- their tolerances, and saturation
    // at least minSaturation so grey backgrounds never match.
    static HsvRange around(const cv::Vec3b &bgr, int hueTolerance = 10, int satTolerance = 70,
                           int valTolerance = 80, int minSaturation = 60);
    bool contains(const cv::Vec3b &hsv) const;
};

struct BlobDetection
{
    bool found = false;
    cv::Point2f centroidPx;   // image pixels
    double areaPx = 0;        // contour area
    double radiusPx = 0;      // of the enclosing circle
};

// Finds the largest blob in range in an 8-bit BGR or BGRA image; blobs
// smaller than minAreaPx are ignored. mask (optional) receives the mask.
BlobDetection findBlob(const cv::Mat &image, const HsvRange &range, double minAreaPx = 12, cv::Mat *mask = nullptr);

// 3D position in the LEFT camera's frame (metres) of a point seen at pixel
// left and pixel right (raw, distorted image coordinates). Nothing when the
// calibration is not rectified or the point is behind the cameras.
std::optional<cv::Point3d> triangulate(const StereoCalibration &calibration, const cv::Point2f &left,
                                       const cv::Point2f &right);

// The per-frame result of stereo blob tracking.
struct StereoTrackResult
{
    int64_t timeNs = 0;      // CLOCK_MONOTONIC of the left frame's demux (or its processing)
    double timeS = 0;        // seconds since tracking started
    int64_t frameIndexLeft = 0, frameIndexRight = 0;
    bool foundLeft = false, foundRight = false;
    cv::Point2f left, right; // pixel positions (frame pixels)
    cv::Point3d xyzM;        // left camera frame, metres
    bool valid = false;      // both found and triangulated
};

} // namespace loopscope::core
