#pragma once
// Frame rates that a connection does not dilute: how long a stream took to
// connect and to show its first frame, and the rate over its playing time
// (first frame to last frame) — a healthy 30 fps stream reads 30 however
// long it took to connect. One writer thread marks the events; any thread
// reads a snapshot (atomics, consistent enough for a report).

#include <atomic>
#include <cstdint>

namespace loopscope::core {

class PlayingRate
{
public:
    void start(int64_t ns);     // the stream was asked to start
    void connected(int64_t ns); // the first connection opened (later ones do not move it)
    void frame(int64_t ns);     // one frame (decoded, or displayed)

    struct Snapshot
    {
        double connectS = -1;    // start -> connected; -1 not yet
        double firstFrameS = -1; // start -> first frame; -1 not yet
        double playingS = 0;     // first frame -> last frame
        int64_t frames = 0;
        double fps = 0; // (frames - 1) / playingS; 0 with fewer than two frames
    };
    Snapshot snapshot() const;

private:
    std::atomic<int64_t> m_startNs{0};
    std::atomic<int64_t> m_connectedNs{0};
    std::atomic<int64_t> m_firstNs{0};
    std::atomic<int64_t> m_lastNs{0};
    std::atomic<int64_t> m_frames{0};
};

} // namespace loopscope::core
