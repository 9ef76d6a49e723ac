#pragma once
// A decoded video frame, and the pool its buffers come from.
//
// A frame is in one of three layouts (VideoPixelFormat):
//   Yuv420p  three planes Y, Cb, Cr, chroma halved both ways (what H.264 decodes to);
//   Nv12     two planes Y and interleaved CbCr (what hardware decoders give);
//   Rgb32    one plane in QImage::Format_RGB32 layout (bytes B, G, R, 0xff on x86).
// The decoder hands out its own YUV planes by reference (no copy, no colour
// conversion: the display converts on the GPU, docs/video.md) or, when it
// must scale or the decoder's layout is another, converts once into a
// pooled buffer. YUV frames carry the colour they declare (VideoColor).
// Consumers that need RGB convert on their own thread (core/video/frame_converter.h).
//
// A FramePtr owns the frame exclusively; destroying it returns the buffer to
// its pool and drops any reference into the decoder's buffers (no allocation
// per frame after warm-up). The pool may be destroyed before its frames: the
// storage lives until the last frame is returned.

#include "core/video/video_color.h"

#include <QImage>

#include <cstdint>
#include <memory>

struct AVFrame;

namespace loopscope::core {

// Stage timestamps of one frame, CLOCK_MONOTONIC ns (core/timing monotonicNs()).
struct VideoFrameTimes
{
    int64_t demuxNs = 0;     // the packet that produced the frame left av_read_frame
    int64_t decodedNs = 0;   // the decoder handed out the frame
    int64_t convertedNs = 0; // sws_scale finished (and the clock code read)
    int64_t publishedNs = 0; // put into the mailbox
};

enum class VideoPixelFormat { Invalid = 0, Rgb32, Yuv420p, Nv12 };
const char *videoPixelFormatName(VideoPixelFormat format); // "rgb32", "yuv420p", "nv12"

// One plane of a frame: rows of `bytesPerRow` used bytes, `stride` apart.
struct VideoPlane
{
    const uint8_t *data = nullptr;
    int stride = 0;
    int width = 0;  // in samples (Nv12's CbCr plane: sample pairs)
    int height = 0;
    int bytesPerSample = 1;
};

class VideoFrame
{
public:
    VideoFrame();
    ~VideoFrame();
    VideoFrame(const VideoFrame &) = delete;
    VideoFrame &operator=(const VideoFrame &) = delete;

    int width() const { return m_width; }
    int height() const { return m_height; }
    VideoPixelFormat format() const { return m_format; }
    int planeCount() const;
    VideoPlane plane(int index) const;
    // Plane 0 (Y of a YUV frame, the pixels of an Rgb32 frame).
    int strideBytes() const { return m_strides[0]; }
    const uint8_t *pixels() const { return m_planes[0]; }
    // Writable planes: only the pool's own buffer (null for a frame shared with the decoder).
    uint8_t *writablePixels() { return m_ownsPixels ? m_planes[0] : nullptr; }
    uint8_t *planeData(int index) { return m_ownsPixels && index >= 0 && index < 3 ? m_planes[index] : nullptr; }
    bool isShared() const { return m_avFrame != nullptr; } // a reference into the decoder's buffers

    // Rgb32: a QImage wrapping the pixels without a copy, valid while this
    // frame is alive. YUV: a converted copy (costly: for snapshots and tests;
    // repeated consumers keep a FrameConverter).
    QImage image() const;

    int64_t frameIndex = 0;  // 0, 1, 2... per stream since start (not reset on reconnect)
    int64_t pts = 0;         // in the stream's time base (AV_NOPTS_VALUE -> INT64_MIN)
    double ptsS = 0;         // pts in seconds, NaN when unknown
    int sourceWidth = 0;     // decoded size before scaling
    int sourceHeight = 0;
    VideoFrameTimes times;
    VideoColor color;         // YUV frames: the matrix and range the stream declares
    bool hasClockCode = false;
    uint64_t clockCodeUs = 0; // camera CLOCK_REALTIME µs mod 2^48 (docs/video_clock_code.md)

    // Pool side: (re)shapes the pooled buffer for this layout; reallocates
    // only when it grows (returns true then). Drops any shared reference.
    bool reshape(int width, int height, VideoPixelFormat format = VideoPixelFormat::Rgb32);
    // Decoder side: takes over the reference of an AVFrame in yuv420p,
    // yuvj420p or nv12 (av_frame_move_ref: the source is left empty).
    // False (and nothing taken) for any other layout.
    bool adopt(AVFrame *decoded);
    void dropShared(); // releases the decoder's buffers early (the pool does it on return)

private:
    std::unique_ptr<uint8_t[]> m_storage;
    size_t m_capacity = 0;
    AVFrame *m_avFrame = nullptr; // when shared: holds the decoder's buffers
    uint8_t *m_planes[3] = {nullptr, nullptr, nullptr};
    int m_strides[3] = {0, 0, 0};
    bool m_ownsPixels = false;
    VideoPixelFormat m_format = VideoPixelFormat::Invalid;
    int m_width = 0, m_height = 0;
};

class FramePool;
struct FramePoolShared;

// Returns a frame to the pool it came from.
struct FrameRecycler
{
    std::shared_ptr<FramePoolShared> pool;
    void operator()(VideoFrame *frame) const noexcept;
};
using FramePtr = std::unique_ptr<VideoFrame, FrameRecycler>;
// A frame several consumers hold (the view, the stereo pairer, vision); the
// pool still gets the buffer back when the last one lets go.
using SharedFrame = std::shared_ptr<const VideoFrame>;
inline SharedFrame shareFrame(FramePtr frame)
{
    return SharedFrame(std::move(frame));
}

class FramePool
{
public:
    // capacity: the most frames alive at once (in the decoder, the mailbox
    // and held by consumers); acquire() fails beyond that.
    explicit FramePool(int capacity = 8);
    ~FramePool();
    FramePool(const FramePool &) = delete;
    FramePool &operator=(const FramePool &) = delete;

    // A frame shaped width x height in format, or null when all frames are in use.
    FramePtr acquire(int width, int height, VideoPixelFormat format = VideoPixelFormat::Rgb32);
    // A frame with no buffer shaped (for VideoFrame::adopt), or null when all are in use.
    FramePtr acquireShell();
    int capacity() const;
    int inUse() const;
    int64_t allocations() const; // buffer (re)allocations so far: flat after warm-up

private:
    std::shared_ptr<FramePoolShared> m_shared;
};

} // namespace loopscope::core
