// The host probes as probe kinds: hiccup, timer, deadline. Every parameter
// is described once here; the GUI form, `loopscope-cli bench <kind>` and the
// report's method section are generated from these descriptions.

#include "core/bench/deadline_probe.h"
#include "core/bench/hiccup_probe.h"
#include "core/bench/timer_latency_probe.h"
#include "core/experiment/builtin_kinds.h"
#include "core/experiment/experiment.h"

namespace loopscope::core {

namespace {

constexpr double kWeekS = 7 * 24 * 3600.0;

QVariant whole(qint64 v)
{
    return QVariant::fromValue(v);
}

ParamSpec durationParam(double defaultS)
{
    return makeParam(
        "duration", QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Duration")),
        QStringLiteral("s"), ParamType::Double, defaultS, 0.1, kWeekS,
        QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp", "How long to measure, after the warm-up.")));
}
ParamSpec warmupParam()
{
    return makeParam(
        "warmup", QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Warm-up")), QStringLiteral("s"),
        ParamType::Double, 0.0, 0, 3600,
        QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp",
                                         "Time run first and not recorded (caches, frequency scaling).")),
        true);
}
ParamSpec realtimeParam(bool defaultOn)
{
    return makeParam(
        "realtime", QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Real-time thread")),
        QString(), ParamType::Bool, defaultOn, 0, 0,
        QStringLiteral(QT_TRANSLATE_NOOP(
            "loopscope::ParamHelp", "Ask for SCHED_FIFO and locked memory for the measuring thread; what the "
                                    "kernel grants is reported, a refusal does not stop the run.")));
}
ParamSpec priorityParam()
{
    return makeParam("priority", QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Priority")),
                     QString(), ParamType::Int, whole(80), 1, 99,
                     QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp",
                                                      "SCHED_FIFO priority when real-time is on (1..99).")),
                     true);
}
ParamSpec cpuParam()
{
    return makeParam("cpu", QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "CPU")), QString(),
                     ParamType::Int, whole(-1), -1, 1023,
                     QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp",
                                                      "Pin the measuring thread to this CPU (-1: any CPU).")),
                     true);
}

RealtimeRequest realtimeFrom(const QVariantMap &p)
{
    RealtimeRequest r;
    r.enabled = p.value(QStringLiteral("realtime")).toBool(); // cpu is honoured either way
    r.fifoPriority = p.value(QStringLiteral("priority")).toInt();
    r.cpu = p.value(QStringLiteral("cpu")).toInt();
    r.lockMemory = p.value(QStringLiteral("realtime")).toBool();
    return r;
}

// Builds the probe and checks its configuration (cross-parameter rules, CPUs online).
template <typename Probe, typename Config>
std::unique_ptr<LatencyProbe> makeProbe(const Config &config, QString *error)
{
    const QString invalid = config.validate();
    if (!invalid.isEmpty()) {
        if (error)
            *error = invalid;
        return nullptr;
    }
    return std::make_unique<Probe>(config);
}

QString number(double v)
{
    return QString::number(v, 'g', 6);
}

ProbeKindSpec hiccupKind()
{
    ProbeKindSpec k;
    k.kind = QStringLiteral("hiccup");
    k.title = QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ProbeKinds", "Host hiccups"));
    k.summary = QStringLiteral(
        QT_TRANSLATE_NOOP("loopscope::ProbeKinds",
                          "How long the host keeps a thread that wants to run from running: a thread sleeps "
                          "a short period again and again and records every wake-up beyond it."));
    k.method = QStringLiteral(
        "A dedicated thread sleeps for the resolution period (default 1 ms) again and again, the way jHiccup "
        "does, and measures with the monotonic clock how long each sleep really took. Whatever exceeds the "
        "period is a hiccup: time in which the host (scheduler, interrupts, power management, other "
        "processes, "
        "a stopped or swapped process) did not let a ready thread run. Each value is that excess in "
        "nanoseconds; an idle, well-tuned host shows tens of microseconds, a busy desktop milliseconds. A "
        "stall longer than the period also hides the samples the thread could not take while stalled, so "
        "they "
        "are added as HdrHistogram's recordValueWithExpectedInterval (and jHiccup) do: for a stall S, also "
        "S - period, S - 2 periods, ... down to one period. Unlike jHiccup, which subtracts the shortest "
        "sleep it has seen, the excess is taken over the nominal period, and the thread's timer slack is set "
        "to 1 ns so the kernel does not round wake-ups up by its default 50 µs.");
    k.params = {makeParam("resolution",
                          QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Resolution")),
                          QStringLiteral("ms"), ParamType::Double, 1.0, 0.05, 1000,
                          QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp",
                                                           "How long the thread sleeps between samples."))),
                durationParam(60),
                warmupParam(),
                realtimeParam(false),
                priorityParam(),
                cpuParam()};
    k.create = [](const QVariantMap &p, QString *error) {
        HiccupConfig c;
        c.resolutionMs = p.value(QStringLiteral("resolution")).toDouble();
        c.durationS = p.value(QStringLiteral("duration")).toDouble();
        c.warmupS = p.value(QStringLiteral("warmup")).toDouble();
        c.realtime = realtimeFrom(p);
        return makeProbe<HiccupProbe>(c, error);
    };
    k.describe = [](const QVariantMap &p) {
        return QStringLiteral("hiccup-%1ms%2")
            .arg(number(p.value(QStringLiteral("resolution")).toDouble()),
                 p.value(QStringLiteral("realtime")).toBool() ? QStringLiteral("-rt") : QString());
    };
    return k;
}

ProbeKindSpec timerKind()
{
    ProbeKindSpec k;
    k.kind = QStringLiteral("timer");
    k.title = QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ProbeKinds", "Timer wake-up latency"));
    k.summary = QStringLiteral(
        QT_TRANSLATE_NOOP("loopscope::ProbeKinds",
                          "How late a thread wakes from an absolute timer, per thread, the way cyclictest "
                          "measures it."));
    k.method = QStringLiteral(
        "One or more threads each wake up on a fixed absolute schedule (clock_nanosleep with TIMER_ABSTIME "
        "on "
        "CLOCK_MONOTONIC, one wake-up every interval) and record how long after the intended time they "
        "actually ran, in nanoseconds, one histogram per thread (t0, t1, ...). This is what cyclictest from "
        "rt-tests measures with -m -p PRIO -i INTERVAL, and the figures are directly comparable: a "
        "PREEMPT_RT "
        "kernel on an idle machine keeps the maximum in the tens of microseconds, a generic kernel under "
        "load "
        "can reach milliseconds. The threads ask for SCHED_FIFO at the given priority and for locked memory; "
        "when the kernel refuses, the run continues with normal scheduling and says so. Like cyclictest, one "
        "value is recorded per wake-up: a wake-up more than one interval late is an overrun and the schedule "
        "skips ahead to the next wake-up in the future; the skipped wake-ups are counted, not recorded.");
    k.params = {
        makeParam("interval", QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Interval")),
                  QStringLiteral("µs"), ParamType::Int, whole(1000), 50, 1e6,
                  QStringLiteral(
                      QT_TRANSLATE_NOOP("loopscope::ParamHelp", "Time between two wake-ups of a thread."))),
        makeParam("threads", QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Threads")),
                  QString(), ParamType::Int, whole(1), 1, 64,
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp",
                                                   "Measuring threads, each with its own histogram."))),
        durationParam(60),
        makeParam("priority", QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Priority")),
                  QString(), ParamType::Int, whole(80), 1, 99,
                  QStringLiteral(QT_TRANSLATE_NOOP(
                      "loopscope::ParamHelp", "SCHED_FIFO priority of the threads (like cyclictest -p)."))),
        realtimeParam(true),
        makeParam(
            "mlock", QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Lock memory")), QString(),
            ParamType::Bool, true, 0, 0,
            QStringLiteral(QT_TRANSLATE_NOOP(
                "loopscope::ParamHelp", "Lock the process's memory with mlockall (like cyclictest -m).")),
            true),
        cpuParam()};
    k.create = [](const QVariantMap &p, QString *error) {
        TimerLatencyConfig c;
        c.intervalUs = p.value(QStringLiteral("interval")).toInt();
        c.threads = p.value(QStringLiteral("threads")).toInt();
        c.durationS = p.value(QStringLiteral("duration")).toDouble();
        c.priority = p.value(QStringLiteral("priority")).toInt();
        c.realtime = p.value(QStringLiteral("realtime")).toBool();
        c.lockMemory = p.value(QStringLiteral("mlock")).toBool();
        c.cpu = p.value(QStringLiteral("cpu")).toInt();
        return makeProbe<TimerLatencyProbe>(c, error);
    };
    k.describe = [](const QVariantMap &p) {
        return QStringLiteral("timer-%1us-%2t")
            .arg(p.value(QStringLiteral("interval")).toInt())
            .arg(p.value(QStringLiteral("threads")).toInt());
    };
    return k;
}

ProbeKindSpec deadlineKind()
{
    ProbeKindSpec k;
    k.kind = QStringLiteral("deadline");
    k.title = QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ProbeKinds", "Control-loop deadline misses"));
    k.summary = QStringLiteral(
        QT_TRANSLATE_NOOP("loopscope::ProbeKinds",
                          "Whether a periodic loop at a given rate, doing a given amount of work per cycle, "
                          "finishes every cycle before the next one starts."));
    k.method = QStringLiteral(
        "A dedicated thread runs a periodic loop on an absolute schedule (cycle k starts at start + k / "
        "rate, "
        "clock_nanosleep TIMER_ABSTIME), does the given amount of busy work and must finish before the next "
        "cycle's start, its deadline, the way robot-arm communication tests count missed control cycles. "
        "'wakeup' is the wake-up latency of every cycle (actual start minus intended start). 'late' holds, "
        "for "
        "missed cycles only, how long after the deadline the work finished. When the loop falls so far "
        "behind "
        "that later periods' deadlines pass before they can even start, those periods are skipped and "
        "counted, "
        "and their lateness is recorded too, so a long stall weighs as much as the cycles it cost "
        "(coordinated "
        "omission corrected). Counters: cycles that ran, misses (ran but finished late), skipped periods, "
        "and "
        "the longest streak of consecutive missed or skipped periods — the figure a controller with a "
        "watchdog cares about. cyclictest measures only the wake-up; this probe adds the work and the "
        "deadline.");
    k.params = {
        makeParam("rate", QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Rate")),
                  QStringLiteral("Hz"), ParamType::Double, 1000.0, 1, 20000,
                  QStringLiteral(QT_TRANSLATE_NOOP(
                      "loopscope::ParamHelp",
                      "Cycles per second; the deadline of a cycle is the next cycle's start."))),
        makeParam(
            "work", QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Work per cycle")),
            QStringLiteral("µs"), ParamType::Double, 0.0, 0, 1e6,
            QStringLiteral(QT_TRANSLATE_NOOP(
                "loopscope::ParamHelp", "Busy work done in every cycle (the controller's computation)."))),
        durationParam(60),
        warmupParam(),
        realtimeParam(false),
        priorityParam(),
        cpuParam()};
    k.create = [](const QVariantMap &p, QString *error) {
        DeadlineConfig c;
        c.rateHz = p.value(QStringLiteral("rate")).toDouble();
        c.workUs = p.value(QStringLiteral("work")).toDouble();
        c.durationS = p.value(QStringLiteral("duration")).toDouble();
        c.warmupS = p.value(QStringLiteral("warmup")).toDouble();
        c.realtime = realtimeFrom(p);
        return makeProbe<DeadlineProbe>(c, error);
    };
    k.describe = [](const QVariantMap &p) {
        return QStringLiteral("deadline-%1hz-%2us")
            .arg(number(p.value(QStringLiteral("rate")).toDouble()),
                 number(p.value(QStringLiteral("work")).toDouble()));
    };
    return k;
}

} // namespace

void registerSystemProbeKinds(ProbeRegistry &registry)
{
    registry.add(hiccupKind());
    registry.add(timerKind());
    registry.add(deadlineKind());
}

} // namespace loopscope::core
