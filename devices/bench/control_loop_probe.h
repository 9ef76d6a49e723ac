#pragma once
// The control-loop cycle benchmark as a core::LatencyProbe: polls N servos on
// one bus in a loop on a plain blocking thread (ControlLoopBus does the bus
// work) and records
//   "cycle"          the duration of each full cycle (raw), and, with a rate,
//   "cycle_latency"  from each cycle's *intended* start on an absolute
//                    schedule to its end (coordinated-omission correct: a
//                    late cycle runs at once, never skipped, and shows its
//                    lateness),
// plus counters: cycles, deadline_misses (a cycle that ended after its slot),
// timeouts, crc_errors, garbage, reply_errors, timeouts_id<N> per servo.
// Without a rate the loop runs back to back (as fast as the bus allows).
//
// Safety: motion commands only hold the position read at the start (never
// move), with the device watchdog set; every servo is stopped at the end
// (stopReports()), whatever ended the run.

#include "core/bench/threaded_probe.h"
#include "core/timing/realtime.h"
#include "devices/bench/control_loop_bus.h"

#include <memory>

namespace loopscope::devices {

struct ControlLoopConfig
{
    ControlLoopBusConfig bus;
    double rateHz = 0;          // 0: back to back; else 1..20000 on an absolute schedule
    double durationS = 0;       // stop after this long (0: use count)
    qint64 count = 0;           // stop after this many cycles (0: use duration)
    core::RealtimeRequest realtime;
    // Link-budget inputs the prediction uses (frame sizes come from the bus).
    double deviceTurnaroundUs = -1; // -1: the simulator's defaults (moteus 100, Dynamixel 500)
    double hostTurnaroundUs = 50;

    QString validate() const; // empty when valid, else names the bad field
};

class ControlLoopProbe final : public core::ThreadedProbe
{
public:
    explicit ControlLoopProbe(const ControlLoopConfig &config);
    ~ControlLoopProbe() override; // stops and joins (servos are stopped by the thread)

    // Opens the port and prepares every servo (all must answer) before the
    // thread starts, so a bad port or a missing ID fails here with a clear message.
    bool start(QString *error) override;
    double progress() const override;
    std::vector<core::ProbeChannel> channels() override;
    std::vector<core::ProbeCounter> counters() const override;
    QJsonObject parameters() const override;
    QString kind() const override { return QStringLiteral("control-loop"); }
    QString warning() const override;
    // The bus whose port vanished mid-run (the run then failed), if any.
    core::DeviceLoss deviceLoss() const override;

    const ControlLoopConfig &config() const;
    double achievedRateHz() const;             // cycles / time from first start to last end
    // Frame sizes and the link-budget prediction (valid after start()).
    LoopFrameSizes frameSizes() const;
    core::LinkBudgetInput linkBudgetInput() const;
    // The stop sent to every servo at the end (valid once terminal).
    std::vector<ServoStopReport> stopReports() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::devices
