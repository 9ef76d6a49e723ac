#pragma once
// Known YUV frames for the colour-conversion tests (CPU and OpenGL): luma in
// a fine pattern that reaches both ends of the range, chroma in slow
// gradients (one level per chroma sample) so that any chroma upsampling
// (nearest or bilinear) lands within a level of the sample's own value.
// Header-only: included by tests that link the video part of core.

#include "core/video/video_color.h"
#include "core/video/video_frame.h"

#include <QImage>

#include <algorithm>
#include <cstdlib>

namespace loopscope::testsupport {

inline uint8_t knownLuma(int x, int y, core::VideoColorRange range)
{
    const int lo = range == core::VideoColorRange::Full ? 0 : 16;
    const int hi = range == core::VideoColorRange::Full ? 255 : 235;
    return uint8_t(lo + ((x * 7 + y * 13) % (hi - lo + 1)));
}
inline uint8_t knownCb(int cx, int cw)
{
    return uint8_t(std::clamp(128 + cx - cw / 2, 16, 240));
}
inline uint8_t knownCr(int cy, int ch)
{
    return uint8_t(std::clamp(128 + cy - ch / 2, 16, 240));
}

// A width x height frame (even sizes) in format (Yuv420p or Nv12) declaring color.
inline core::FramePtr makeKnownYuvFrame(core::FramePool &pool, int width, int height,
                                        core::VideoPixelFormat format, core::VideoColor color)
{
    core::FramePtr frame = pool.acquire(width, height, format);
    if (!frame)
        return frame;
    frame->color = color;
    const int cw = (width + 1) / 2, ch = (height + 1) / 2;
    uint8_t *yPlane = frame->planeData(0);
    const int yStride = frame->plane(0).stride;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            yPlane[y * yStride + x] = knownLuma(x, y, color.range);
    for (int cy = 0; cy < ch; ++cy) {
        for (int cx = 0; cx < cw; ++cx) {
            if (format == core::VideoPixelFormat::Nv12) {
                uint8_t *uv = frame->planeData(1) + cy * frame->plane(1).stride + cx * 2;
                uv[0] = knownCb(cx, cw);
                uv[1] = knownCr(cy, ch);
            } else {
                frame->planeData(1)[cy * frame->plane(1).stride + cx] = knownCb(cx, cw);
                frame->planeData(2)[cy * frame->plane(2).stride + cx] = knownCr(cy, ch);
            }
        }
    }
    return frame;
}

// The exact (double precision) RGB of pixel (x, y) of a known frame.
inline QRgb knownRgb(int x, int y, int width, int height, core::VideoColor color)
{
    const int cw = (width + 1) / 2, ch = (height + 1) / 2;
    const auto rgb =
        core::yuvToRgb8(color, knownLuma(x, y, color.range), knownCb(x / 2, cw), knownCr(y / 2, ch));
    return qRgb(rgb[0], rgb[1], rgb[2]);
}

// The largest difference of any channel of any pixel between two images of one size.
inline int maxChannelDifference(const QImage &a, const QImage &b, QPoint *where = nullptr)
{
    if (a.size() != b.size())
        return 256;
    int worst = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            const int d = std::max({std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                                    std::abs(qBlue(p) - qBlue(q))});
            if (d > worst) {
                worst = d;
                if (where)
                    *where = QPoint(x, y);
            }
        }
    }
    return worst;
}

} // namespace loopscope::testsupport
