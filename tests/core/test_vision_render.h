#pragma once
// Synthetic stereo frames with known geometry for the vision tests: a planar
// checkerboard and a coloured sphere, projected with cv::projectPoints through
// ideal pinhole cameras (the right camera 'baselineM' to the left's +x).

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include <cmath>
#include <vector>

namespace vision_render {

struct Rig
{
    double focalPx = 800;
    cv::Size size{640, 480};
    double baselineM = 0.1;
    cv::Mat K() const
    {
        return (cv::Mat_<double>(3, 3) << focalPx, 0, size.width / 2.0, 0, focalPx, size.height / 2.0, 0, 0, 1);
    }
    // Left camera at the origin; a point X (left frame) is X + tRight in the right frame.
    cv::Vec3d tRight() const { return {-baselineM, 0, 0}; }
};

// Projects board-plane points with pose (rvec, tvec) into a camera shifted by shift.
inline std::vector<cv::Point2f> project(const Rig &rig, const std::vector<cv::Point3f> &points, const cv::Vec3d &rvec,
                                        const cv::Vec3d &tvec, const cv::Vec3d &shift)
{
    std::vector<cv::Point2f> image;
    cv::projectPoints(points, rvec, tvec + shift, rig.K(), cv::noArray(), image);
    return image;
}

// A checkerboard of (cols+1) x (rows+1) squares plus a white margin, drawn
// with 4x supersampling for anti-aliased edges.
inline cv::Mat renderBoard(const Rig &rig, int innerCols, int innerRows, double squareM, const cv::Vec3d &rvec,
                           const cv::Vec3d &tvec, const cv::Vec3d &shift)
{
    const int ss = 4;
    cv::Mat big(rig.size.height * ss, rig.size.width * ss, CV_8UC1, cv::Scalar(90));
    auto poly = [&](double x0, double y0, double x1, double y1, int grey) {
        const std::vector<cv::Point3f> corners{{float(x0), float(y0), 0}, {float(x1), float(y0), 0},
                                               {float(x1), float(y1), 0}, {float(x0), float(y1), 0}};
        std::vector<cv::Point> pts;
        for (const cv::Point2f &p : project(rig, corners, rvec, tvec, shift))
            pts.emplace_back(int(std::lround((p.x + 0.5) * ss * 16 - 8)), int(std::lround((p.y + 0.5) * ss * 16 - 8)));
        cv::fillConvexPoly(big, pts, cv::Scalar(grey), cv::LINE_8, 4);
    };
    // Board: squares from (-1,-1) to (cols, rows) in square units around the inner corners; white margin.
    const double m = squareM;
    poly(-2 * m, -2 * m, (innerCols + 1) * m, (innerRows + 1) * m, 245);
    for (int r = -1; r < innerRows; ++r)
        for (int c = -1; c < innerCols; ++c)
            if (((r + c) & 1) == 0)
                poly(c * m, r * m, (c + 1) * m, (r + 1) * m, 15);
    cv::Mat out;
    cv::resize(big, out, rig.size, 0, 0, cv::INTER_AREA);
    cv::Mat bgr;
    cv::cvtColor(out, bgr, cv::COLOR_GRAY2BGR);
    return bgr;
}

// A low-saturation textured background (grey noise blocks).
inline cv::Mat texturedBackground(const Rig &rig, unsigned seed)
{
    cv::Mat small(rig.size.height / 8, rig.size.width / 8, CV_8UC1);
    cv::RNG rng(seed);
    rng.fill(small, cv::RNG::UNIFORM, 40, 200);
    cv::Mat grey;
    cv::resize(small, grey, rig.size, 0, 0, cv::INTER_NEAREST);
    cv::Mat bgr;
    cv::cvtColor(grey, bgr, cv::COLOR_GRAY2BGR);
    return bgr;
}

// A sphere at centre (left frame, metres) drawn as a filled disc of its projected radius.
inline void drawSphere(cv::Mat &image, const Rig &rig, const cv::Point3d &centre, double radiusM,
                       const cv::Scalar &bgr, const cv::Vec3d &shift)
{
    const cv::Point3d c(centre.x + shift[0], centre.y + shift[1], centre.z + shift[2]);
    const double u = rig.focalPx * c.x / c.z + rig.size.width / 2.0;
    const double v = rig.focalPx * c.y / c.z + rig.size.height / 2.0;
    const double d = std::sqrt(c.x * c.x + c.y * c.y + c.z * c.z);
    const double radiusPx = rig.focalPx * radiusM / std::sqrt(d * d - radiusM * radiusM);
    const int shiftBits = 4;
    cv::circle(image, cv::Point(int(std::lround(u * 16)), int(std::lround(v * 16))),
               int(std::lround(radiusPx * 16)), bgr, cv::FILLED, cv::LINE_AA, shiftBits);
}

} // namespace vision_render
