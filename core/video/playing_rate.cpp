#include "core/video/playing_rate.h"

namespace loopscope::core {

void PlayingRate::start(int64_t ns)
{
    m_startNs.store(ns, std::memory_order_relaxed);
}

void PlayingRate::connected(int64_t ns)
{
    if (m_connectedNs.load(std::memory_order_relaxed) == 0)
        m_connectedNs.store(ns, std::memory_order_relaxed);
}

void PlayingRate::frame(int64_t ns)
{
    if (m_firstNs.load(std::memory_order_relaxed) == 0)
        m_firstNs.store(ns, std::memory_order_relaxed);
    m_lastNs.store(ns, std::memory_order_relaxed);
    m_frames.fetch_add(1, std::memory_order_release);
}

PlayingRate::Snapshot PlayingRate::snapshot() const
{
    Snapshot s;
    const int64_t frames = m_frames.load(std::memory_order_acquire);
    const int64_t start = m_startNs.load(std::memory_order_relaxed);
    const int64_t connected = m_connectedNs.load(std::memory_order_relaxed);
    const int64_t first = m_firstNs.load(std::memory_order_relaxed);
    const int64_t last = m_lastNs.load(std::memory_order_relaxed);
    if (start != 0 && connected != 0)
        s.connectS = double(connected - start) / 1e9;
    if (start != 0 && first != 0)
        s.firstFrameS = double(first - start) / 1e9;
    s.frames = frames;
    if (frames >= 2 && last > first) {
        s.playingS = double(last - first) / 1e9;
        s.fps = double(frames - 1) / s.playingS;
    }
    return s;
}

} // namespace loopscope::core
