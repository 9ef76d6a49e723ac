#pragma once
// Timer wake-up latency, the cyclictest way: N plain threads (default 1)
// each sleep on an absolute CLOCK_MONOTONIC schedule with clock_nanosleep
// (TIMER_ABSTIME) at a fixed interval and record, per thread, how long after
// the intended time they actually woke (ns): channels "t0", "t1", ...
// Like cyclictest, one value is recorded per wake-up; a wake-up more than one
// interval late counts as an overrun and the schedule skips ahead to the next
// interval still in the future (the skipped wake-ups are counted, not
// recorded — compare with cyclictest's own figures). With realtime on, the
// probe also holds /dev/cpu_dma_latency at 0 µs while it runs, as cyclictest
// does by default.

#include "core/bench/threaded_probe.h"
#include "core/timing/realtime.h"

#include <QString>
#include <memory>

namespace loopscope::core {

struct TimerLatencyConfig
{
    int intervalUs = 1000;  // 50 .. 1'000'000 µs
    int threads = 1;        // 1 .. 64
    double durationS = 10;  // 0.1 s .. 1 week
    bool realtime = true;   // ask for SCHED_FIFO (never fails when refused: see warning())
    int priority = 80;      // SCHED_FIFO priority 1..99 (like cyclictest -p)
    bool lockMemory = true; // mlockall (like cyclictest -m)
    int cpu = -1;           // pin every thread to this CPU; -1: any

    QString validate() const;
};

class TimerLatencyProbe final : public ThreadedProbe
{
public:
    explicit TimerLatencyProbe(const TimerLatencyConfig &config);
    ~TimerLatencyProbe() override;

    bool start(QString *error) override;
    double progress() const override;
    std::vector<ProbeChannel> channels() override;       // "t0", "t1", ...
    std::vector<ProbeCounter> counters() const override; // cycles, overruns, skipped
    QJsonObject parameters() const override;
    QString kind() const override { return QStringLiteral("timer"); }
    QString warning() const override; // real-time asked for but refused

    const TimerLatencyConfig &config() const;
    RealtimeGrant realtimeGrant() const; // of thread 0, valid once Running

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::core
