#pragma once
// The latest-frame mailbox between one decoder thread and its consumer (the
// GUI or a CLI display-rate thread): publish() replaces any frame not yet
// taken (it goes back to the pool and is counted as dropped, "not
// displayed"); take() hands out the newest frame only. A mutex guards two
// pointer moves; neither side ever waits on the other's work.

#include "core/video/video_frame.h"

#include <atomic>
#include <cstdint>
#include <mutex>

namespace loopscope::core {

class LatestFrameMailbox
{
public:
    // Stamps frame->times.publishedNs. Returns true when an untaken frame was replaced.
    bool publish(FramePtr frame);
    // The newest frame, or null when nothing new was published since the last take.
    FramePtr take();
    bool hasFrame() const;
    void clear();

    int64_t published() const { return m_published.load(std::memory_order_relaxed); }
    int64_t taken() const { return m_taken.load(std::memory_order_relaxed); }
    int64_t replaced() const { return m_replaced.load(std::memory_order_relaxed); } // dropped, not displayed

private:
    mutable std::mutex m_lock;
    FramePtr m_slot;
    std::atomic<int64_t> m_published{0};
    std::atomic<int64_t> m_taken{0};
    std::atomic<int64_t> m_replaced{0};
};

} // namespace loopscope::core
