#pragma once
// Pairs left and right video frames by timestamp: the newest pair whose
// skew is within a tolerance. The timestamp is the camera's clock code when
// both frames carry one (capture time), else the demux time (arrival). Every
// emitted pair's skew goes into an HDR histogram (absolute ns) and a signed
// running sum (so a constant offset shows its sign).
//
// One thread uses a pairer (the display tick); skew() may be read from any
// thread through the interval recorder.

#include "core/histogram/hdr_histogram.h"
#include "core/histogram/interval_recorder.h"
#include "core/video/video_frame.h"

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>

namespace loopscope::core {


struct StereoPair
{
    SharedFrame left, right;
    int64_t skewNs = 0; // right time - left time
};

class StereoPairer
{
public:
    explicit StereoPairer(int64_t toleranceNs = 20'000'000, int historyFrames = 3);

    void setToleranceNs(int64_t toleranceNs) { m_toleranceNs = toleranceNs; }
    int64_t toleranceNs() const { return m_toleranceNs; }

    void addLeft(SharedFrame frame);
    void addRight(SharedFrame frame);
    // The newest pair made only of frames newer than the last pair's, within
    // the tolerance (nothing otherwise). Records its skew.
    std::optional<StereoPair> takePair();
    void clear();

    // Signed skew between two frames (right - left), with the rule above.
    static int64_t skewNs(const VideoFrame &left, const VideoFrame &right);

    int64_t pairs() const { return m_pairs; }
    double meanSignedSkewNs() const { return m_pairs ? double(m_signedSumNs) / double(m_pairs) : 0.0; }
    const HdrHistogram &skewHistogram() const { return m_total; } // |skew| of every pair since clear()
    IntervalRecorder &skewRecorder() { return m_recorder; }       // |skew|, for interval readers

private:
    struct Item
    {
        SharedFrame frame;
        int64_t serial = 0;
    };
    void add(std::deque<Item> &side, SharedFrame frame);

    int64_t m_toleranceNs;
    size_t m_history;
    std::deque<Item> m_left, m_right;
    int64_t m_serial = 0;
    int64_t m_lastLeft = -1, m_lastRight = -1;
    int64_t m_pairs = 0;
    int64_t m_signedSumNs = 0;
    HdrHistogram m_total;
    IntervalRecorder m_recorder;
};

} // namespace loopscope::core
