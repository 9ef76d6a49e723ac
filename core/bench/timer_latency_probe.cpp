#include "core/bench/timer_latency_probe.h"

#include "core/bench/probe_status.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <mutex>
#include <pthread.h>
#include <sched.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <thread>
#include <unistd.h>

namespace loopscope::core {

namespace {

enum Counter { Cycles, Overruns, Skipped, CounterCount };
const char *const kCounterNames[CounterCount] = {"cycles", "overruns", "skipped"};

} // namespace

QString TimerLatencyConfig::validate() const
{
    if (intervalUs < 50 || intervalUs > 1'000'000)
        return QCoreApplication::translate("loopscope::CoreTexts", "interval %1 µs is outside 50..1000000 µs")
            .arg(intervalUs);
    if (threads < 1 || threads > 64)
        return QCoreApplication::translate("loopscope::CoreTexts", "threads %1 is outside 1..64")
            .arg(threads);
    if (!(durationS >= 0.1 && durationS <= 7 * 24 * 3600.0))
        return QCoreApplication::translate("loopscope::CoreTexts", "duration %1 s is outside 0.1 s..1 week")
            .arg(durationS);
    if (priority < 1 || priority > 99)
        return QCoreApplication::translate("loopscope::CoreTexts", "priority %1 is outside 1..99")
            .arg(priority);
    const long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    if (cpu < -1 || (cpus > 0 && cpu >= cpus))
        return QCoreApplication::translate("loopscope::CoreTexts", "cpu %1 does not exist (use -1 or 0..%2)")
            .arg(cpu)
            .arg(cpus - 1);
    return {};
}

struct TimerLatencyProbe::Impl
{
    Impl(const TimerLatencyConfig &c, ProbeStatus &s) : config(c), status(s)
    {
        for (int i = 0; i < c.threads; ++i)
            recorders.push_back(std::make_unique<IntervalRecorder>());
    }

    TimerLatencyConfig config;
    std::vector<std::unique_ptr<IntervalRecorder>> recorders;
    int64_t intervalNs = 0;
    int64_t startNs = 0;
    bool memoryLockedAtStart = false;
    int64_t endNs = 0;
    ProbeStatus &status; // the probe's (ThreadedProbe)
    std::atomic<int> runningThreads{0};
    std::atomic<int64_t> counters[CounterCount] = {};
    std::atomic<int64_t> elapsedNs{0};
    mutable std::mutex textLock; // guards grants
    std::vector<RealtimeGrant> grants;
    bool grantKnown = false; // thread 0 has set itself up
    std::unique_ptr<CpuDmaLatencyHold> dmaLatency; // like cyclictest: no deep C-states while measuring
    bool dmaLatencyHeld = false;

    void run(int index);
};

void TimerLatencyProbe::Impl::run(int index)
{
    RealtimeRequest request;
    request.enabled = true;
    request.fifoPriority = config.priority;
    request.cpu = config.cpu;
    request.lockMemory = false; // locked once for the process in start()
    RealtimeGrant granted;
    if (config.realtime) {
        granted = applyRealtime(request);
    } else if (config.cpu >= 0) {
        // Pinning only: applyRealtime would also ask for SCHED_FIFO.
        cpu_set_t set;
        CPU_ZERO(&set);
        CPU_SET(config.cpu, &set);
        granted.affinity = pthread_setaffinity_np(pthread_self(), sizeof(set), &set) == 0;
        granted.cpu = granted.affinity ? config.cpu : -1;
    }
    granted.memoryLocked = memoryLockedAtStart;
    prctl(PR_SET_TIMERSLACK, 1UL, 0UL, 0UL, 0UL); // no 50 µs slack for normal threads
    {
        std::lock_guard lock(textLock);
        grants[static_cast<size_t>(index)] = granted;
        if (index == 0)
            grantKnown = true;
    }
    IntervalRecorder &recorder = *recorders[static_cast<size_t>(index)];
    // Setting up (locking the process's memory, real-time scheduling) can
    // take longer than the head start: then begin with the next period still
    // ahead instead of recording the set-up as wake-up latency.
    int64_t nextNs = startNs;
    if (const int64_t readyNs = monotonicNs(); readyNs >= nextNs)
        nextNs += ((readyNs - nextNs) / intervalNs + 1) * intervalNs;
    while (!status.stopping()) {
        sleepUntilNs(nextNs);
        const int64_t nowNs = monotonicNs();
        const int64_t latencyNs = nowNs - nextNs;
        recorder.record(latencyNs);
        counters[Cycles].fetch_add(1, std::memory_order_relaxed);
        if (index == 0)
            elapsedNs.store(nowNs - startNs, std::memory_order_relaxed);
        nextNs += intervalNs;
        if (nowNs > nextNs) {
            // More than one interval late: skip to the next wake-up still ahead.
            counters[Overruns].fetch_add(1, std::memory_order_relaxed);
            const int64_t behind = (nowNs - nextNs) / intervalNs + 1;
            counters[Skipped].fetch_add(behind, std::memory_order_relaxed);
            nextNs += behind * intervalNs;
        }
        if (nextNs >= endNs)
            break;
    }
    if (runningThreads.fetch_sub(1) == 1)
        status.finish();
}

TimerLatencyProbe::TimerLatencyProbe(const TimerLatencyConfig &config) : d(std::make_unique<Impl>(config, status())) {}

TimerLatencyProbe::~TimerLatencyProbe()
{
    stopAndWait();
}

bool TimerLatencyProbe::start(QString *error)
{
    if (!d->status.begin(d->config.validate(), error))
        return false;
    if (static_cast<int>(d->recorders.size()) != d->config.threads)
        return d->status.refuse(
            QCoreApplication::translate("loopscope::CoreTexts", "threads changed after the probe was made"),
            error);
    d->intervalNs = int64_t(d->config.intervalUs) * 1000;
    // Lock the memory first (process-wide; it pages everything in, which can
    // take 100 ms and more), then put the first wake-up a little ahead so
    // every thread has set itself up.
    if (d->config.lockMemory)
        d->memoryLockedAtStart = mlockall(MCL_CURRENT | MCL_FUTURE) == 0;
    d->startNs = monotonicNs() + 10'000'000;
    d->endNs = d->startNs + static_cast<int64_t>(std::llround(d->config.durationS * 1e9));
    d->grants.assign(static_cast<size_t>(d->config.threads), RealtimeGrant{});
    if (d->config.realtime)
        d->dmaLatency = std::make_unique<CpuDmaLatencyHold>();
    d->dmaLatencyHeld = d->dmaLatency && d->dmaLatency->held();
    d->runningThreads.store(d->config.threads);
    d->status.state.store(ProbeState::Running);
    for (int i = 0; i < d->config.threads; ++i)
        launch([this, i] { d->run(i); });
    return true;
}

double TimerLatencyProbe::progress() const
{
    const ProbeState s = d->status.state.load();
    if (s == ProbeState::Invalid || s == ProbeState::Starting)
        return 0;
    if (s == ProbeState::Finished) // stopped or failed: where it stopped
        return 1;
    return std::clamp(d->elapsedNs.load(std::memory_order_relaxed) / 1e9 / d->config.durationS, 0.0, 1.0);
}

std::vector<ProbeChannel> TimerLatencyProbe::channels()
{
    std::vector<ProbeChannel> out;
    for (size_t i = 0; i < d->recorders.size(); ++i)
        out.push_back(
            {QStringLiteral("t%1").arg(i),
             QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ChannelTitles", "Timer wake-up latency, thread %1"))
                 .arg(i),
             d->recorders[i].get()});
    return out;
}

std::vector<ProbeCounter> TimerLatencyProbe::counters() const
{
    std::vector<ProbeCounter> out;
    for (int i = 0; i < CounterCount; ++i)
        out.push_back(
            {QString::fromLatin1(kCounterNames[i]), d->counters[i].load(std::memory_order_relaxed)});
    return out;
}

QJsonObject TimerLatencyProbe::parameters() const
{
    const TimerLatencyConfig &c = d->config;
    QJsonArray granted;
    {
        std::lock_guard lock(d->textLock);
        for (const RealtimeGrant &g : d->grants)
            granted.append(g.summary());
    }
    return {{QStringLiteral("interval_us"), c.intervalUs},
            {QStringLiteral("threads"), c.threads},
            {QStringLiteral("duration_s"), c.durationS},
            {QStringLiteral("realtime"), c.realtime},
            {QStringLiteral("priority"), c.priority},
            {QStringLiteral("mlock"), c.lockMemory},
            {QStringLiteral("cpu"), c.cpu},
            {QStringLiteral("cpu_dma_latency_held"), d->dmaLatencyHeld},
            {QStringLiteral("granted"), granted}};
}

QString TimerLatencyProbe::warning() const
{
    if (!d->config.realtime)
        return {};
    std::lock_guard lock(d->textLock);
    if (!d->grantKnown || d->grants.front().fifo)
        return {};
    const RealtimeGrant &g = d->grants.front();
    return QCoreApplication::translate("loopscope::CoreTexts", "SCHED_FIFO %1 was refused, measured with %2")
        .arg(d->config.priority)
        .arg(g.summary());
}

const TimerLatencyConfig &TimerLatencyProbe::config() const
{
    return d->config;
}

RealtimeGrant TimerLatencyProbe::realtimeGrant() const
{
    std::lock_guard lock(d->textLock);
    return d->grants.empty() ? RealtimeGrant{} : d->grants.front();
}

} // namespace loopscope::core
