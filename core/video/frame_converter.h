#pragma once
// RGB32 from any VideoFrame layout, on the thread that needs it: the
// painter display path (once per displayed frame), snapshots, vision.
// Honours the colour the frame declares (BT.601/709/2020, limited/full);
// swscale does the work, its context and the output buffer are reused.
//
// Two qualities (measured on this project's 2-vCPU machines, 1280x720):
//   Accurate  within 1 level of the exact conversion per channel, ~3.5 ms;
//   Fast      swscale's table converter, within 3 levels, ~0.25 ms.
// Displays and vision use Fast (the GUI thread's budget); snapshots and
// VideoFrame::image() use Accurate. The OpenGL path converts exactly, in a shader.

#include "core/video/video_frame.h"

#include <QImage>

#include <memory>

struct SwsContext;

namespace loopscope::core {

// swscale's colourspace constant (SWS_CS_*) for a matrix: what
// sws_getCoefficients() takes. Shared by the decoder's and the display's conversions.
int swsColorspaceFor(VideoColorMatrix matrix);

class FrameConverter
{
public:
    enum class Quality { Fast, Accurate };
    explicit FrameConverter(Quality quality = Quality::Accurate);
    ~FrameConverter();
    FrameConverter(const FrameConverter &) = delete;
    FrameConverter &operator=(const FrameConverter &) = delete;

    // Worker threads of swscale's slice threading (0 = one per core, 1 = none).
    void setThreads(int threads) { m_threads = threads; }

    // frame as RGB32 at its own size: a wrap of the frame itself when it is
    // Rgb32 already, else in this converter's buffer (valid until the next
    // call or the converter's end). Null for an empty or unconvertible frame.
    QImage toImage(const VideoFrame &frame);
    // The same, scaled to size in the same pass (a display converts
    // straight to the size it shows: fewer pixels to write and no scaling
    // when painting). size empty or equal to the frame's: toImage(frame).
    QImage toImage(const VideoFrame &frame, QSize size);
    // Into a caller's RGB32 buffer of dstSize (the frame's size when empty).
    bool toRgb32(const VideoFrame &frame, uint8_t *dst, int dstStride, QSize dstSize = {});

    int64_t conversions() const { return m_conversions; }

private:
    SwsContext *m_sws = nullptr;
    Quality m_quality;
    int m_srcFormat = -1, m_width = 0, m_height = 0, m_dstWidth = 0, m_dstHeight = 0, m_threads = 1;
    VideoColor m_color;
    bool m_colorSet = false;
    QImage m_image;
    int64_t m_conversions = 0;
};

// A display's cache: the frame it shows, converted once however often it is
// painted (again only when the frame or the size shown changes).
class RgbFrameCache
{
public:
    explicit RgbFrameCache(FrameConverter::Quality quality = FrameConverter::Quality::Fast)
        : m_converter(quality)
    {
    }
    // At the frame's own size, or at size (converted and scaled in one pass).
    const QImage &image(const SharedFrame &frame, QSize size = {});
    void clear();
    FrameConverter &converter() { return m_converter; }

private:
    SharedFrame m_key;
    QSize m_keySize;
    QImage m_image;
    FrameConverter m_converter;
};

} // namespace loopscope::core
