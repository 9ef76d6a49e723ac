#include "core/bench/hiccup_probe.h"

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

enum Counter { Samples, Stalls, Corrected, CounterCount };
const char *const kCounterNames[CounterCount] = {"samples", "stalls", "corrected"};

} // namespace

QString HiccupConfig::validate() const
{
    if (!(resolutionMs >= 0.05 && resolutionMs <= 1000))
        return QCoreApplication::translate("loopscope::CoreTexts",
                                           "resolution %1 ms is outside 0.05..1000 ms")
            .arg(resolutionMs);
    if (!(durationS >= 0.1 && durationS <= 7 * 24 * 3600.0))
        return QCoreApplication::translate("loopscope::CoreTexts", "duration %1 s is outside 0.1 s..1 week")
            .arg(durationS);
    if (!(warmupS >= 0 && warmupS <= 3600))
        return QCoreApplication::translate("loopscope::CoreTexts", "warm-up %1 s is outside 0..3600 s")
            .arg(warmupS);
    return realtime.validate();
}

struct HiccupProbe::Impl
{
    Impl(const HiccupConfig &c, ProbeStatus &s) : config(c), status(s) {}

    HiccupConfig config;
    IntervalRecorder hiccup;
    int64_t periodNs = 0;
    int64_t startNs = 0;
    ProbeStatus &status; // the probe's (ThreadedProbe)
    std::atomic<int64_t> counters[CounterCount] = {};
    std::atomic<int64_t> elapsedNs{0};
    mutable std::mutex textLock; // guards grant
    RealtimeGrant grant;

    void run();
};

void HiccupProbe::Impl::run()
{
    const RealtimeGrant granted = applyRealtimeOrPin(config.realtime);
    // Wake on time: the default 50 µs timer slack would be measured as a hiccup.
    prctl(PR_SET_TIMERSLACK, 1UL, 0UL, 0UL, 0UL);
    {
        std::lock_guard lock(textLock);
        grant = granted;
    }
    const int64_t warmupNs = static_cast<int64_t>(std::llround(config.warmupS * 1e9));
    const int64_t endNs = startNs + warmupNs + static_cast<int64_t>(std::llround(config.durationS * 1e9));
    status.state.store(warmupNs > 0 ? ProbeState::WarmingUp : ProbeState::Running);
    bool recording = warmupNs == 0;
    while (!status.stopping()) {
        const int64_t beforeNs = monotonicNs();
        sleepUntilNs(beforeNs + periodNs);
        const int64_t afterNs = monotonicNs();
        elapsedNs.store(afterNs - startNs, std::memory_order_relaxed);
        if (!recording) {
            if (afterNs - startNs < warmupNs)
                continue;
            recording = true;
            status.state.store(ProbeState::Running);
            continue; // the first interval straddles the warm-up's end
        }
        const int64_t excessNs = std::max<int64_t>(0, afterNs - beforeNs - periodNs);
        hiccup.recordCorrected(excessNs, periodNs);
        counters[Samples].fetch_add(1, std::memory_order_relaxed);
        if (excessNs >= periodNs) {
            counters[Stalls].fetch_add(1, std::memory_order_relaxed);
            // recordCorrected added excess - k * period for each k >= 1 that leaves >= one period.
            counters[Corrected].fetch_add(excessNs / periodNs - 1, std::memory_order_relaxed);
        }
        if (afterNs >= endNs)
            break;
    }
    status.finish();
}

HiccupProbe::HiccupProbe(const HiccupConfig &config) : d(std::make_unique<Impl>(config, status())) {}

HiccupProbe::~HiccupProbe()
{
    stopAndWait();
}

bool HiccupProbe::start(QString *error)
{
    if (!d->status.begin(d->config.validate(), error))
        return false;
    d->periodNs = static_cast<int64_t>(std::llround(d->config.resolutionMs * 1e6));
    d->startNs = monotonicNs();
    launch([this] { d->run(); });
    return true;
}

double HiccupProbe::progress() const
{
    const ProbeState s = d->status.state.load();
    if (s == ProbeState::Invalid || s == ProbeState::Starting)
        return 0;
    if (s == ProbeState::Finished) // stopped or failed: where it stopped
        return 1;
    const double totalS = d->config.warmupS + d->config.durationS;
    return std::clamp(d->elapsedNs.load(std::memory_order_relaxed) / 1e9 / totalS, 0.0, 1.0);
}

std::vector<ProbeChannel> HiccupProbe::channels()
{
    return {{QStringLiteral("hiccup"),
             QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ChannelTitles",
                                              "Host hiccup (wake-up interval beyond the resolution)")),
             &d->hiccup}};
}

std::vector<ProbeCounter> HiccupProbe::counters() const
{
    std::vector<ProbeCounter> out;
    for (int i = 0; i < CounterCount; ++i)
        out.push_back(
            {QString::fromLatin1(kCounterNames[i]), d->counters[i].load(std::memory_order_relaxed)});
    return out;
}

QJsonObject HiccupProbe::parameters() const
{
    const HiccupConfig &c = d->config;
    return {
        {QStringLiteral("resolution_ms"), c.resolutionMs},
        {QStringLiteral("duration_s"), c.durationS},
        {QStringLiteral("warmup_s"), c.warmupS},
        {QStringLiteral("expected_interval_ns"), static_cast<qint64>(std::llround(c.resolutionMs * 1e6))},
        {QStringLiteral("realtime"), QJsonObject{{QStringLiteral("enabled"), c.realtime.enabled},
                                                 {QStringLiteral("fifo_priority"), c.realtime.fifoPriority},
                                                 {QStringLiteral("cpu"), c.realtime.cpu},
                                                 {QStringLiteral("lock_memory"), c.realtime.lockMemory},
                                                 {QStringLiteral("granted"), realtimeGrant().summary()}}}};
}

QString HiccupProbe::warning() const
{
    const RealtimeGrant g = realtimeGrant();
    if (d->config.realtime.enabled && !g.notes.isEmpty())
        return QCoreApplication::translate("loopscope::CoreTexts",
                                           "real-time partly refused, measured with %1")
            .arg(g.summary());
    return {};
}

const HiccupConfig &HiccupProbe::config() const
{
    return d->config;
}

RealtimeGrant HiccupProbe::realtimeGrant() const
{
    std::lock_guard lock(d->textLock);
    return d->grant;
}

} // namespace loopscope::core
