#include "core/video/video_frame.h"

#include <mutex>
#include <vector>

namespace loopscope::core {

struct FramePoolShared
{
    std::mutex lock;
    std::vector<std::unique_ptr<VideoFrame>> free;
    int capacity = 0;
    int inUse = 0;
    int64_t allocations = 0;
};

QImage VideoFrame::image() const
{
    if (!m_pixels)
        return {};
    return QImage(m_pixels, m_width, m_height, m_strideBytes, QImage::Format_RGB32);
}

bool VideoFrame::reshape(int width, int height)
{
    bool reallocated = false;
    // 64-byte aligned rows suit SIMD in sws_scale and texture uploads.
    const int stride = ((width * 4 + 63) / 64) * 64;
    const size_t needed = size_t(stride) * size_t(height) + 64;
    if (needed > m_capacity) {
        m_storage = std::make_unique<uint8_t[]>(needed);
        m_capacity = needed;
        reallocated = true;
    }
    const auto base = reinterpret_cast<uintptr_t>(m_storage.get());
    m_pixels = m_storage.get() + ((64 - (base % 64)) % 64);
    m_width = width;
    m_height = height;
    m_strideBytes = stride;
    return reallocated;
}

void FrameRecycler::operator()(VideoFrame *frame) const noexcept
{
    if (!frame)
        return;
    if (!pool) {
        delete frame;
        return;
    }
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

FramePtr FramePool::acquire(int width, int height)
{
    if (width <= 0 || height <= 0)
        return FramePtr(nullptr, FrameRecycler{m_shared});
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
    if (frame->reshape(width, height)) {
        std::lock_guard<std::mutex> guard(m_shared->lock);
        m_shared->allocations++;
    }
    frame->frameIndex = 0;
    frame->pts = 0;
    frame->ptsS = 0;
    frame->times = {};
    frame->hasClockCode = false;
    frame->clockCodeUs = 0;
    return FramePtr(frame.release(), FrameRecycler{m_shared});
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
