#include "core/bench/deadline_probe.h"

#include "core/bench/probe_status.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <mutex>
#include <pthread.h>
#include <sched.h>
#include <sys/prctl.h>
#include <thread>
#include <unistd.h>

namespace loopscope::core {

namespace {

enum Counter { Cycles, Misses, Skipped, WorstStreak, CounterCount };
const char *const kCounterNames[CounterCount] = {"cycles", "misses", "skipped", "worst_streak"};

} // namespace

QString DeadlineConfig::validate() const
{
    if (!(rateHz >= 1 && rateHz <= 20000))
        return QCoreApplication::translate("loopscope::CoreTexts", "rate %1 Hz is outside 1..20000 Hz")
            .arg(rateHz);
    if (!(workUs >= 0 && workUs <= 1e6))
        return QCoreApplication::translate("loopscope::CoreTexts", "work %1 µs is outside 0..1000000 µs")
            .arg(workUs);
    if (!(durationS >= 0.1 && durationS <= 7 * 24 * 3600.0))
        return QCoreApplication::translate("loopscope::CoreTexts", "duration %1 s is outside 0.1 s..1 week")
            .arg(durationS);
    if (!(warmupS >= 0 && warmupS <= 3600))
        return QCoreApplication::translate("loopscope::CoreTexts", "warm-up %1 s is outside 0..3600 s")
            .arg(warmupS);
    return realtime.validate();
}

struct DeadlineProbe::Impl
{
    Impl(const DeadlineConfig &c, ProbeStatus &s) : config(c), status(s) {}

    DeadlineConfig config;
    IntervalRecorder wakeup;
    IntervalRecorder late;
    int64_t startNs = 0;
    int64_t warmupCycles = 0;
    int64_t totalCycles = 0; // warm-up + measured periods
    ProbeStatus &status; // the probe's (ThreadedProbe)
    std::atomic<int64_t> counters[CounterCount] = {};
    std::atomic<int64_t> nextCycle{0};
    mutable std::mutex textLock; // guards grant
    RealtimeGrant grant;
    bool grantKnown = false;

    // Intended start of period k (absolute schedule, no drift from rounding).
    int64_t periodStartNs(int64_t k) const
    {
        return startNs + static_cast<int64_t>(std::llround(double(k) * 1e9 / config.rateHz));
    }
    void count(Counter c, int64_t n = 1) { counters[c].fetch_add(n, std::memory_order_relaxed); }
    void run();
};

void DeadlineProbe::Impl::run()
{
    const RealtimeGrant granted = applyRealtimeOrPin(config.realtime);
    prctl(PR_SET_TIMERSLACK, 1UL, 0UL, 0UL, 0UL);
    // Locking the memory can take longer than the 1 ms head start: the
    // schedule then begins after the set-up, which is not a missed deadline.
    if (const int64_t readyNs = monotonicNs(); readyNs >= startNs)
        startNs = readyNs + 1'000'000;
    {
        std::lock_guard lock(textLock);
        grant = granted;
        grantKnown = true;
    }
    const int64_t workNs = static_cast<int64_t>(std::llround(config.workUs * 1e3));
    status.state.store(warmupCycles > 0 ? ProbeState::WarmingUp : ProbeState::Running);
    int64_t streak = 0;
    int64_t k = 0;
    while (k < totalCycles && !status.stopping()) {
        const bool measured = k >= warmupCycles;
        if (k == warmupCycles && warmupCycles > 0)
            status.state.store(ProbeState::Running);
        const int64_t intendedNs = periodStartNs(k);
        sleepUntilNs(intendedNs);
        const int64_t wakeNs = monotonicNs();
        int64_t endNs = wakeNs;
        while (endNs - wakeNs < workNs && !status.stopping())
            endNs = monotonicNs(); // the cycle's busy work
        const int64_t deadlineNs = periodStartNs(k + 1);
        if (measured) {
            wakeup.record(wakeNs - intendedNs);
            count(Cycles);
        }
        int64_t next = k + 1;
        if (endNs > deadlineNs) {
            // Periods whose own deadline passed before they could start never run.
            while (next < totalCycles && periodStartNs(next + 1) <= endNs)
                ++next;
            if (measured) {
                count(Misses);
                late.record(endNs - deadlineNs);
            }
            for (int64_t j = k + 1; j < next; ++j) {
                if (j < warmupCycles)
                    continue;
                count(Skipped);
                late.record(endNs - periodStartNs(j + 1));
            }
            streak += std::max<int64_t>(0, next - std::max(k, warmupCycles)); // measured periods only
            if (streak > counters[WorstStreak].load(std::memory_order_relaxed))
                counters[WorstStreak].store(streak, std::memory_order_relaxed);
        } else {
            streak = 0;
        }
        k = next;
        nextCycle.store(k, std::memory_order_relaxed);
    }
    status.finish();
}

DeadlineProbe::DeadlineProbe(const DeadlineConfig &config) : d(std::make_unique<Impl>(config, status())) {}

DeadlineProbe::~DeadlineProbe()
{
    stopAndWait();
}

bool DeadlineProbe::start(QString *error)
{
    if (!d->status.begin(d->config.validate(), error))
        return false;
    d->warmupCycles = static_cast<int64_t>(std::ceil(d->config.warmupS * d->config.rateHz - 1e-9));
    const int64_t measured =
        std::max<int64_t>(1, static_cast<int64_t>(std::ceil(d->config.durationS * d->config.rateHz - 1e-9)));
    d->totalCycles = d->warmupCycles + measured;
    d->startNs = monotonicNs() + 1'000'000; // first period 1 ms from now
    launch([this] { d->run(); });
    return true;
}

double DeadlineProbe::progress() const
{
    const ProbeState s = d->status.state.load();
    if (s == ProbeState::Invalid || s == ProbeState::Starting)
        return 0;
    if (s == ProbeState::Finished) // stopped or failed: where it stopped
        return 1;
    return std::clamp(double(d->nextCycle.load(std::memory_order_relaxed)) / double(d->totalCycles), 0.0,
                      1.0);
}

std::vector<ProbeChannel> DeadlineProbe::channels()
{
    return {{QStringLiteral("wakeup"),
             QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ChannelTitles",
                                              "Cycle wake-up latency (from the period's start)")),
             &d->wakeup},
            {QStringLiteral("late"),
             QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ChannelTitles",
                                              "Lateness of missed cycles (finish after the deadline)")),
             &d->late}};
}

std::vector<ProbeCounter> DeadlineProbe::counters() const
{
    std::vector<ProbeCounter> out;
    for (int i = 0; i < CounterCount; ++i)
        out.push_back(
            {QString::fromLatin1(kCounterNames[i]), d->counters[i].load(std::memory_order_relaxed)});
    return out;
}

QJsonObject DeadlineProbe::parameters() const
{
    const DeadlineConfig &c = d->config;
    return {
        {QStringLiteral("rate_hz"), c.rateHz},
        {QStringLiteral("work_us"), c.workUs},
        {QStringLiteral("duration_s"), c.durationS},
        {QStringLiteral("warmup_s"), c.warmupS},
        {QStringLiteral("expected_interval_ns"), static_cast<qint64>(std::llround(1e9 / c.rateHz))},
        {QStringLiteral("realtime"), QJsonObject{{QStringLiteral("enabled"), c.realtime.enabled},
                                                 {QStringLiteral("fifo_priority"), c.realtime.fifoPriority},
                                                 {QStringLiteral("cpu"), c.realtime.cpu},
                                                 {QStringLiteral("lock_memory"), c.realtime.lockMemory},
                                                 {QStringLiteral("granted"), realtimeGrant().summary()}}}};
}

QString DeadlineProbe::warning() const
{
    std::lock_guard lock(d->textLock);
    if (d->config.realtime.enabled && d->grantKnown && !d->grant.notes.isEmpty())
        return QCoreApplication::translate("loopscope::CoreTexts",
                                           "real-time partly refused, measured with %1")
            .arg(d->grant.summary());
    return {};
}

const DeadlineConfig &DeadlineProbe::config() const
{
    return d->config;
}

RealtimeGrant DeadlineProbe::realtimeGrant() const
{
    std::lock_guard lock(d->textLock);
    return d->grant;
}

} // namespace loopscope::core
