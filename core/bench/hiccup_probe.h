#pragma once
// Host hiccups, the jHiccup way: a plain blocking thread sleeps one
// resolution period (default 1 ms) again and again; every wake-up interval
// longer than the period is a hiccup of the host (scheduler, interrupts,
// frequency changes, a stopped process) and its excess over the period is
// recorded in nanoseconds on channel "hiccup". A stall of length S > period
// would have hidden the samples the thread could not take while stalled, so
// they are added the way HdrHistogram's recordValueWithExpectedInterval does
// (S - period, S - 2 period, ... down to one period).

#include "core/bench/threaded_probe.h"
#include "core/timing/realtime.h"

#include <QString>
#include <memory>

namespace loopscope::core {

struct HiccupConfig
{
    double resolutionMs = 1.0; // sleep per sample: 0.05 .. 1000 ms
    double durationS = 10;     // recorded time, after the warm-up (0.1 s .. 1 week)
    double warmupS = 0;        // sampled but not recorded
    RealtimeRequest
        realtime; // SCHED_FIFO / mlockall for the sampling thread; cpu is honoured even when not enabled

    // Empty when valid, else a clear message naming the bad parameter.
    QString validate() const;
};

class HiccupProbe final : public ThreadedProbe
{
public:
    explicit HiccupProbe(const HiccupConfig &config);
    ~HiccupProbe() override;

    bool start(QString *error) override;
    double progress() const override;
    std::vector<ProbeChannel> channels() override; // "hiccup"
    std::vector<ProbeCounter>
    counters() const override; // samples, stalls (>= 1 period late), corrected (samples added)
    QJsonObject parameters() const override;
    QString kind() const override { return QStringLiteral("hiccup"); }
    QString warning() const override; // real-time refused

    const HiccupConfig &config() const;
    RealtimeGrant realtimeGrant() const; // valid once Running

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::core
