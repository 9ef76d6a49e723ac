#pragma once
// Hiccups of an event loop — typically the GUI thread's — so that a slow
// widget shows up as latency like any other. A QTimer (Qt::PreciseTimer)
// fires every period (default 5 ms) on the thread that called start(); each
// observed interval beyond the period is recorded in nanoseconds on channel
// "gui-hiccup", corrected for coordinated omission (a 200 ms freeze at a 5 ms
// period also records 195, 190, ... 5 ms: the ticks the loop could not take).
//
// Threading: unlike the other probes this one owns no thread. start() must be
// called on the thread whose event loop is to be measured, and that thread
// must run its event loop. requestStop() may be called from any thread (the
// timer stops at its next tick); wait() on the measured thread stops the
// timer at once, on any other thread it waits for the next tick. The probe
// must be destroyed on the measured thread. It is not a CLI kind: the GUI
// creates it directly and hands it to a RunCollector like any probe.

#include "core/bench/probe.h"

#include <QString>
#include <memory>

namespace loopscope::core {

struct EventLoopHiccupConfig
{
    double periodMs = 5;  // 1 .. 1000 ms, rounded to whole ms (QTimer)
    double durationS = 0; // 0: until stopped; else 0.1 s .. 1 week

    QString validate() const;
};

class EventLoopHiccupProbe final : public LatencyProbe
{
public:
    explicit EventLoopHiccupProbe(const EventLoopHiccupConfig &config = {});
    ~EventLoopHiccupProbe() override;

    bool start(QString *error) override; // on the thread to be measured
    void requestStop() override;
    void wait() override;
    ProbeState state() const override;
    QString failureReason() const override;
    double progress() const override;                    // -1 when running until stopped
    std::vector<ProbeChannel> channels() override;       // "gui-hiccup"
    std::vector<ProbeCounter> counters() const override; // ticks, stalls (>= 1 period late)
    QJsonObject parameters() const override;
    QString kind() const override { return QStringLiteral("event-loop-hiccup"); }

    const EventLoopHiccupConfig &config() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::core
