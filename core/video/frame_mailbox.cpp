#include "core/video/frame_mailbox.h"

#include "core/timing/realtime.h"

namespace loopscope::core {

bool LatestFrameMailbox::publish(FramePtr frame)
{
    if (!frame)
        return false;
    frame->times.publishedNs = monotonicNs();
    FramePtr old(nullptr, frame.get_deleter());
    {
        std::lock_guard<std::mutex> guard(m_lock);
        old = std::move(m_slot);
        m_slot = std::move(frame);
    }
    m_published.fetch_add(1, std::memory_order_relaxed);
    if (old) {
        m_replaced.fetch_add(1, std::memory_order_relaxed);
        return true; // old goes back to its pool here, outside the lock
    }
    return false;
}

FramePtr LatestFrameMailbox::take()
{
    std::lock_guard<std::mutex> guard(m_lock);
    if (!m_slot)
        return FramePtr(nullptr, m_slot.get_deleter());
    m_taken.fetch_add(1, std::memory_order_relaxed);
    return std::move(m_slot);
}

bool LatestFrameMailbox::hasFrame() const
{
    std::lock_guard<std::mutex> guard(m_lock);
    return bool(m_slot);
}

void LatestFrameMailbox::clear()
{
    FramePtr old(nullptr, FrameRecycler{});
    std::lock_guard<std::mutex> guard(m_lock);
    old = std::move(m_slot);
}

} // namespace loopscope::core
