#pragma once
// A decoded, converted video frame in a pooled buffer, and the pool.
// Pixels are in QImage::Format_RGB32 layout (32 bits per pixel, 0xffRRGGBB
// in native endianness: bytes B, G, R, 0xff on x86), converted once by the
// decoder thread. A FramePtr owns the frame exclusively; destroying it returns
// the buffer to its pool (no allocation per frame after warm-up). The pool
// may be destroyed before its frames: the storage lives until the last
// frame is returned.

#include <QImage>

#include <cstdint>
#include <memory>

namespace loopscope::core {

// Stage timestamps of one frame, CLOCK_MONOTONIC ns (core/timing monotonicNs()).
struct VideoFrameTimes
{
    int64_t demuxNs = 0;     // the packet that produced the frame left av_read_frame
    int64_t decodedNs = 0;   // the decoder handed out the frame
    int64_t convertedNs = 0; // sws_scale finished (and the clock code read)
    int64_t publishedNs = 0; // put into the mailbox
};

class VideoFrame
{
public:
    int width() const { return m_width; }
    int height() const { return m_height; }
    int strideBytes() const { return m_strideBytes; }
    const uint8_t *pixels() const { return m_pixels; }
    uint8_t *pixels() { return m_pixels; }

    // A QImage (Format_RGB32) wrapping the pooled pixels without a copy.
    // Valid only while this frame (its FramePtr) is alive.
    QImage image() const;

    int64_t frameIndex = 0;  // 0, 1, 2... per stream since start (not reset on reconnect)
    int64_t pts = 0;         // in the stream's time base (AV_NOPTS_VALUE -> INT64_MIN)
    double ptsS = 0;         // pts in seconds, NaN when unknown
    int sourceWidth = 0;     // decoded size before scaling
    int sourceHeight = 0;
    VideoFrameTimes times;
    bool hasClockCode = false;
    uint64_t clockCodeUs = 0; // camera CLOCK_REALTIME µs mod 2^48 (docs/video_clock_code.md)

    // Pool side: (re)shapes the buffer; reallocates only when it grows (returns true then).
    bool reshape(int width, int height);

private:
    std::unique_ptr<uint8_t[]> m_storage;
    size_t m_capacity = 0;
    uint8_t *m_pixels = nullptr;
    int m_width = 0, m_height = 0, m_strideBytes = 0;
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

class FramePool
{
public:
    // capacity: the most frames alive at once (in the decoder, the mailbox
    // and held by consumers); acquire() fails beyond that.
    explicit FramePool(int capacity = 8);
    ~FramePool();
    FramePool(const FramePool &) = delete;
    FramePool &operator=(const FramePool &) = delete;

    // A frame shaped width x height, or null when all frames are in use.
    FramePtr acquire(int width, int height);
    int capacity() const;
    int inUse() const;
    int64_t allocations() const; // buffer (re)allocations so far: flat after warm-up

private:
    std::shared_ptr<FramePoolShared> m_shared;
};

} // namespace loopscope::core
