#include "core/video/video_frame.h"

#include "core/video/frame_converter.h"

#include <mutex>
#include <vector>

extern "C" {
#include <libavutil/frame.h>
#include <libavutil/pixfmt.h>
}

namespace loopscope::core {

struct FramePoolShared
{
    std::mutex lock;
    std::vector<std::unique_ptr<VideoFrame>> free;
    int capacity = 0;
    int inUse = 0;
    int64_t allocations = 0;
};

const char *videoPixelFormatName(VideoPixelFormat format)
{
    switch (format) {
    case VideoPixelFormat::Rgb32:
        return "rgb32";
    case VideoPixelFormat::Yuv420p:
        return "yuv420p";
    case VideoPixelFormat::Nv12:
        return "nv12";
    case VideoPixelFormat::Invalid:
        break;
    }
    return "invalid";
}

VideoFrame::VideoFrame() = default;

VideoFrame::~VideoFrame()
{
    av_frame_free(&m_avFrame);
}

int VideoFrame::planeCount() const
{
    switch (m_format) {
    case VideoPixelFormat::Rgb32:
        return 1;
    case VideoPixelFormat::Nv12:
        return 2;
    case VideoPixelFormat::Yuv420p:
        return 3;
    case VideoPixelFormat::Invalid:
        break;
    }
    return 0;
}

VideoPlane VideoFrame::plane(int index) const
{
    if (index < 0 || index >= planeCount())
        return {};
    VideoPlane p;
    p.data = m_planes[index];
    p.stride = m_strides[index];
    const int cw = (m_width + 1) / 2, ch = (m_height + 1) / 2;
    switch (m_format) {
    case VideoPixelFormat::Rgb32:
        p.width = m_width;
        p.height = m_height;
        p.bytesPerSample = 4;
        break;
    case VideoPixelFormat::Nv12:
        p.width = index == 0 ? m_width : cw;
        p.height = index == 0 ? m_height : ch;
        p.bytesPerSample = index == 0 ? 1 : 2;
        break;
    case VideoPixelFormat::Yuv420p:
        p.width = index == 0 ? m_width : cw;
        p.height = index == 0 ? m_height : ch;
        break;
    case VideoPixelFormat::Invalid:
        break;
    }
    return p;
}

QImage VideoFrame::image() const
{
    if (!m_planes[0])
        return {};
    if (m_format == VideoPixelFormat::Rgb32)
        return QImage(m_planes[0], m_width, m_height, m_strides[0], QImage::Format_RGB32);
    FrameConverter converter;
    return converter.toImage(*this).copy(); // the converter's buffer dies with it
}

void VideoFrame::dropShared()
{
    if (m_avFrame && m_avFrame->buf[0]) {
        av_frame_unref(m_avFrame);
        m_planes[0] = m_planes[1] = m_planes[2] = nullptr;
        m_strides[0] = m_strides[1] = m_strides[2] = 0;
        m_format = VideoPixelFormat::Invalid;
        m_width = m_height = 0;
    }
}

bool VideoFrame::reshape(int width, int height, VideoPixelFormat format)
{
    dropShared();
    bool reallocated = false;
    // 64-byte aligned rows suit SIMD in sws_scale and texture uploads.
    auto align = [](int bytes) { return ((bytes + 63) / 64) * 64; };
    const int cw = (width + 1) / 2, ch = (height + 1) / 2;
    int strides[3] = {0, 0, 0};
    int rows[3] = {0, 0, 0};
    switch (format) {
    case VideoPixelFormat::Nv12:
        strides[0] = align(width);
        strides[1] = align(cw * 2);
        rows[0] = height;
        rows[1] = ch;
        break;
    case VideoPixelFormat::Yuv420p:
        strides[0] = align(width);
        strides[1] = strides[2] = align(cw);
        rows[0] = height;
        rows[1] = rows[2] = ch;
        break;
    case VideoPixelFormat::Rgb32:
    case VideoPixelFormat::Invalid:
        format = VideoPixelFormat::Rgb32;
        strides[0] = align(width * 4);
        rows[0] = height;
        break;
    }
    size_t needed = 64;
    for (int i = 0; i < 3; ++i)
        needed += size_t(strides[i]) * size_t(rows[i]);
    if (needed > m_capacity) {
        m_storage = std::make_unique<uint8_t[]>(needed);
        m_capacity = needed;
        reallocated = true;
    }
    const auto base = reinterpret_cast<uintptr_t>(m_storage.get());
    uint8_t *at = m_storage.get() + ((64 - (base % 64)) % 64);
    for (int i = 0; i < 3; ++i) {
        m_planes[i] = strides[i] ? at : nullptr;
        m_strides[i] = strides[i];
        at += size_t(strides[i]) * size_t(rows[i]);
    }
    m_ownsPixels = true;
    m_format = format;
    m_width = width;
    m_height = height;
    return reallocated;
}

bool VideoFrame::adopt(AVFrame *decoded)
{
    if (!decoded || !decoded->buf[0] || decoded->width <= 0 || decoded->height <= 0)
        return false;
    VideoPixelFormat format = VideoPixelFormat::Invalid;
    switch (decoded->format) {
    case AV_PIX_FMT_YUV420P:
    case AV_PIX_FMT_YUVJ420P:
        format = VideoPixelFormat::Yuv420p;
        break;
    case AV_PIX_FMT_NV12:
        format = VideoPixelFormat::Nv12;
        break;
    default:
        return false;
    }
    // Negative strides (bottom-up) are not for a texture upload.
    for (int i = 0; i < (format == VideoPixelFormat::Nv12 ? 2 : 3); ++i)
        if (decoded->linesize[i] <= 0 || !decoded->data[i])
            return false;
    if (!m_avFrame && !(m_avFrame = av_frame_alloc()))
        return false;
    av_frame_unref(m_avFrame);
    av_frame_move_ref(m_avFrame, decoded);
    m_ownsPixels = false;
    m_format = format;
    m_width = m_avFrame->width;
    m_height = m_avFrame->height;
    for (int i = 0; i < 3; ++i) {
        const bool used = i < (format == VideoPixelFormat::Nv12 ? 2 : 3);
        m_planes[i] = used ? m_avFrame->data[i] : nullptr;
        m_strides[i] = used ? m_avFrame->linesize[i] : 0;
    }
    color = videoColorFromFfmpeg(m_avFrame->colorspace, m_avFrame->color_range, m_avFrame->format, m_height);
    return true;
}

void FrameRecycler::operator()(VideoFrame *frame) const noexcept
{
    if (!frame)
        return;
    if (!pool) {
        delete frame;
        return;
    }
    frame->dropShared(); // the decoder's buffers go back now, not at the next acquire
    std::lock_guard<std::mutex> guard(pool->lock);
    pool->inUse--;
    try {
        pool->free.emplace_back(frame);
    } catch (...) {
        delete frame;
    }
}

FramePool::FramePool(int capacity) : m_shared(std::make_shared<FramePoolShared>())
{
    m_shared->capacity = capacity < 1 ? 1 : capacity;
    m_shared->free.reserve(size_t(m_shared->capacity));
}

FramePool::~FramePool() = default;

FramePtr FramePool::acquireShell()
{
    std::unique_ptr<VideoFrame> frame;
    {
        std::lock_guard<std::mutex> guard(m_shared->lock);
        if (m_shared->inUse >= m_shared->capacity)
            return FramePtr(nullptr, FrameRecycler{m_shared});
        m_shared->inUse++;
        if (!m_shared->free.empty()) {
            frame = std::move(m_shared->free.back());
            m_shared->free.pop_back();
        }
    }
    if (!frame)
        frame = std::make_unique<VideoFrame>();
    frame->frameIndex = 0;
    frame->pts = 0;
    frame->ptsS = 0;
    frame->sourceWidth = frame->sourceHeight = 0;
    frame->times = {};
    frame->color = {};
    frame->hasClockCode = false;
    frame->clockCodeUs = 0;
    return FramePtr(frame.release(), FrameRecycler{m_shared});
}

FramePtr FramePool::acquire(int width, int height, VideoPixelFormat format)
{
    if (width <= 0 || height <= 0)
        return FramePtr(nullptr, FrameRecycler{m_shared});
    FramePtr frame = acquireShell();
    if (frame && frame->reshape(width, height, format)) {
        std::lock_guard<std::mutex> guard(m_shared->lock);
        m_shared->allocations++;
    }
    return frame;
}

int FramePool::capacity() const
{
    return m_shared->capacity;
}

int FramePool::inUse() const
{
    std::lock_guard<std::mutex> guard(m_shared->lock);
    return m_shared->inUse;
}

int64_t FramePool::allocations() const
{
    std::lock_guard<std::mutex> guard(m_shared->lock);
    return m_shared->allocations;
}

} // namespace loopscope::core
