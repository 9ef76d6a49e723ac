#pragma once
// Deadline misses of a periodic loop, the way robot-arm communication tests
// count missed control cycles. A plain thread runs cycle k at
// start + k * period (absolute clock_nanosleep), does `work` µs of busy work
// and must finish before the next period starts (its deadline).
//
// Channels:
//   "wakeup" — wake-up latency of every cycle: actual start - intended start.
//   "late"   — for missed cycles only: finish - deadline. When the loop fell
//              so far behind that whole periods never ran ("skipped": their
//              own deadline had passed before they could begin), their
//              lateness (late - period, late - 2 period, ...) is recorded too,
//              so a long stall weighs as much as the cycles it cost.
// Counters: cycles (ran), misses (ran and finished late), skipped (never
// ran), worst_streak (longest run of consecutive missed or skipped periods).

#include "core/bench/threaded_probe.h"
#include "core/timing/realtime.h"

#include <QString>
#include <memory>

namespace loopscope::core {

struct DeadlineConfig
{
    double rateHz = 1000;  // 1 .. 20000 Hz
    double workUs = 0;     // busy work per cycle, 0 .. 1'000'000 µs
    double durationS = 10; // recorded time (0.1 s .. 1 week)
    double warmupS = 0;    // cycles run but not recorded
    RealtimeRequest
        realtime; // SCHED_FIFO / mlockall for the loop thread; cpu is honoured even when not enabled

    QString validate() const;
};

class DeadlineProbe final : public ThreadedProbe
{
public:
    explicit DeadlineProbe(const DeadlineConfig &config);
    ~DeadlineProbe() override;

    bool start(QString *error) override;
    double progress() const override;
    std::vector<ProbeChannel> channels() override;       // "wakeup", "late"
    std::vector<ProbeCounter> counters() const override; // cycles, misses, skipped, worst_streak
    QJsonObject parameters() const override;
    QString kind() const override { return QStringLiteral("deadline"); }
    QString warning() const override;

    const DeadlineConfig &config() const;
    RealtimeGrant realtimeGrant() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::core
