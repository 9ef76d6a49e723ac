#include "core/bench/event_loop_hiccup_probe.h"

#include "core/timing/realtime.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <mutex>
#include <thread>

namespace loopscope::core {

QString EventLoopHiccupConfig::validate() const
{
    if (!(periodMs >= 1 && periodMs <= 1000))
        return QCoreApplication::translate("loopscope::CoreTexts", "period %1 ms is outside 1..1000 ms")
            .arg(periodMs);
    if (!(durationS == 0 || (durationS >= 0.1 && durationS <= 7 * 24 * 3600.0)))
        return QCoreApplication::translate("loopscope::CoreTexts",
                                           "duration %1 s is outside 0.1 s..1 week (0: until stopped)")
            .arg(durationS);
    return {};
}

struct EventLoopHiccupProbe::Impl
{
    explicit Impl(const EventLoopHiccupConfig &c) : config(c) {}

    EventLoopHiccupConfig config;
    IntervalRecorder hiccup;
    std::unique_ptr<QTimer> timer; // lives on the measured thread
    QThread *owner = nullptr;
    int64_t periodNs = 0;
    int64_t startNs = 0;
    int64_t lastTickNs = 0;
    std::atomic<ProbeState> state{ProbeState::Invalid};
    std::atomic<bool> stopRequested{false};
    std::atomic<int64_t> ticks{0};
    std::atomic<int64_t> stalls{0};
    std::atomic<int64_t> elapsedNs{0};
    mutable std::mutex textLock;
    QString failure;

    void tick();
    void finish(ProbeState end)
    {
        if (timer)
            timer->stop();
        state.store(end);
    }
};

void EventLoopHiccupProbe::Impl::tick()
{
    if (isTerminal(state.load()))
        return;
    const int64_t nowNs = monotonicNs();
    const int64_t excessNs = std::max<int64_t>(0, nowNs - lastTickNs - periodNs);
    lastTickNs = nowNs;
    hiccup.recordCorrected(excessNs, periodNs);
    ticks.fetch_add(1, std::memory_order_relaxed);
    if (excessNs >= periodNs)
        stalls.fetch_add(1, std::memory_order_relaxed);
    elapsedNs.store(nowNs - startNs, std::memory_order_relaxed);
    if (stopRequested.load())
        finish(ProbeState::Stopped);
    else if (config.durationS > 0 && nowNs - startNs >= static_cast<int64_t>(config.durationS * 1e9))
        finish(ProbeState::Finished);
}

EventLoopHiccupProbe::EventLoopHiccupProbe(const EventLoopHiccupConfig &config)
    : d(std::make_unique<Impl>(config))
{
}

EventLoopHiccupProbe::~EventLoopHiccupProbe()
{
    if (d->timer)
        d->timer->stop();
}

bool EventLoopHiccupProbe::start(QString *error)
{
    const auto refuse = [&](const QString &message) {
        {
            std::lock_guard lock(d->textLock);
            d->failure = message;
        }
        d->state.store(ProbeState::Failed);
        if (error)
            *error = message;
        return false;
    };
    if (d->state.load() != ProbeState::Invalid)
        return refuse(QCoreApplication::translate("loopscope::CoreTexts", "the probe was already started"));
    const QString invalid = d->config.validate();
    if (!invalid.isEmpty())
        return refuse(invalid);
    d->owner = QThread::currentThread();
    const int periodMs = static_cast<int>(std::lround(d->config.periodMs)); // QTimer counts whole ms
    d->periodNs = int64_t(periodMs) * 1'000'000;
    d->timer = std::make_unique<QTimer>();
    d->timer->setTimerType(Qt::PreciseTimer);
    d->timer->setInterval(periodMs);
    Impl *impl = d.get();
    QObject::connect(d->timer.get(), &QTimer::timeout, d->timer.get(), [impl] { impl->tick(); });
    d->startNs = monotonicNs();
    d->lastTickNs = d->startNs;
    d->state.store(ProbeState::Running);
    d->timer->start();
    return true;
}

void EventLoopHiccupProbe::requestStop()
{
    d->stopRequested.store(true);
}

void EventLoopHiccupProbe::wait()
{
    if (!d->timer || isTerminal(d->state.load()))
        return;
    if (QThread::currentThread() == d->owner) {
        d->finish(d->stopRequested.load() ? ProbeState::Stopped : ProbeState::Finished);
        return;
    }
    // Another thread: the measured thread ends the run at its next tick.
    while (!isTerminal(d->state.load()))
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

ProbeState EventLoopHiccupProbe::state() const
{
    return d->state.load();
}

QString EventLoopHiccupProbe::failureReason() const
{
    std::lock_guard lock(d->textLock);
    return d->failure;
}

double EventLoopHiccupProbe::progress() const
{
    const ProbeState s = d->state.load();
    if (s == ProbeState::Invalid)
        return 0;
    if (s == ProbeState::Finished) // stopped or failed: where it stopped
        return 1;
    if (d->config.durationS <= 0)
        return -1;
    return std::clamp(d->elapsedNs.load(std::memory_order_relaxed) / 1e9 / d->config.durationS, 0.0, 1.0);
}

std::vector<ProbeChannel> EventLoopHiccupProbe::channels()
{
    return {{QStringLiteral("gui-hiccup"),
             QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ChannelTitles",
                                              "Event-loop hiccup (timer interval beyond the period)")),
             &d->hiccup}};
}

std::vector<ProbeCounter> EventLoopHiccupProbe::counters() const
{
    return {{QStringLiteral("ticks"), d->ticks.load(std::memory_order_relaxed)},
            {QStringLiteral("stalls"), d->stalls.load(std::memory_order_relaxed)}};
}

QJsonObject EventLoopHiccupProbe::parameters() const
{
    return {{QStringLiteral("period_ms"), d->config.periodMs},
            {QStringLiteral("duration_s"), d->config.durationS},
            {QStringLiteral("expected_interval_ns"), qint64(std::lround(d->config.periodMs)) * 1'000'000},
            {QStringLiteral("timer"), QStringLiteral("QTimer, Qt::PreciseTimer")}};
}

const EventLoopHiccupConfig &EventLoopHiccupProbe::config() const
{
    return d->config;
}

} // namespace loopscope::core
