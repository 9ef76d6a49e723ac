#include "devices/bench/control_loop_probe.h"

#include "devices/common/protocol.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <atomic>
#include <cmath>
#include <mutex>
#include <sys/prctl.h>
#include <thread>

namespace loopscope::devices {

namespace {

enum Counter { Cycles, DeadlineMisses, Timeouts, CrcErrors, Garbage, ReplyErrors, CounterCount };
const char *const kCounterNames[CounterCount] = {"cycles",     "deadline_misses", "timeouts",
                                                 "crc_errors", "garbage",         "reply_errors"};

} // namespace

QString ControlLoopConfig::validate() const
{
    if (!bus.protocol || !bus.protocol->makeLoopBus)
        return QCoreApplication::translate("loopscope::DeviceTexts", "choose a bus protocol (%1)")
            .arg(ProtocolRegistry::instance().busWords().join(QStringLiteral(", ")));
    if (bus.portPath.trimmed().isEmpty())
        return QCoreApplication::translate("loopscope::DeviceTexts", "the serial port path is empty");
    if (bus.ids.empty())
        return QCoreApplication::translate("loopscope::DeviceTexts", "give at least one servo ID");
    if (bus.ids.size() > 32)
        return QCoreApplication::translate("loopscope::DeviceTexts", "%1 servos: at most 32 on one bus")
            .arg(bus.ids.size());
    for (int id : bus.ids) {
        if (!bus.protocol->idInRange(id))
            return QCoreApplication::translate("loopscope::DeviceTexts", "servo ID %1 is outside %2..%3")
                .arg(id)
                .arg(bus.protocol->minId)
                .arg(bus.protocol->maxId);
    }
    if (bus.baud < 0 || bus.baud > 20'000'000)
        return QCoreApplication::translate("loopscope::DeviceTexts", "baud %1 is outside 1..20000000")
            .arg(bus.baud);
    if (!(rateHz >= 0 && rateHz <= 20000))
        return QCoreApplication::translate("loopscope::DeviceTexts",
                                           "rate %1 Hz is outside 1..20000 Hz (0: back to back)")
            .arg(rateHz);
    if (!(durationS >= 0) || !std::isfinite(durationS) || count < 0)
        return QCoreApplication::translate("loopscope::DeviceTexts",
                                           "duration and count must not be negative");
    if (durationS == 0 && count == 0)
        return QCoreApplication::translate("loopscope::DeviceTexts", "give a duration or a count of cycles");
    if (durationS > 24 * 3600.0)
        return QCoreApplication::translate("loopscope::DeviceTexts", "duration %1 s is longer than a day")
            .arg(durationS);
    if (!(bus.watchdogS >= 0.02 && bus.watchdogS <= 10))
        return QCoreApplication::translate("loopscope::DeviceTexts", "watchdog %1 s is outside 0.02..10 s")
            .arg(bus.watchdogS);
    if (bus.replyTimeoutMs < 1 || bus.replyTimeoutMs > 1000)
        return QCoreApplication::translate("loopscope::DeviceTexts",
                                           "reply timeout %1 ms is outside 1..1000 ms")
            .arg(bus.replyTimeoutMs);
    return {};
}

namespace {

// "moteus ID 1, 2, 3 on /dev/pts/4@921600": the servos one loop bus drives.
QString busDeviceName(const ControlLoopBusConfig &bus)
{
    QStringList ids;
    for (int id : bus.ids)
        ids << QString::number(id);
    return QCoreApplication::translate("loopscope::DeviceTexts", "%1 ID %2 on %3@%4")
        .arg(bus.protocol ? bus.protocol->title : QStringLiteral("?"), ids.join(QStringLiteral(", ")), bus.portPath)
        .arg(bus.baud);
}

} // namespace

struct ControlLoopProbe::Impl
{
    Impl(const ControlLoopConfig &c, core::ProbeStatus &s) : config(c), status(s)
    {
        if (config.bus.baud <= 0)
            config.bus.baud = config.bus.protocol ? config.bus.protocol->defaultBaud : 0;
        if (config.deviceTurnaroundUs < 0)
            if (config.bus.protocol)
                config.deviceTurnaroundUs = config.bus.protocol->budgetFor({}, 0, 1).deviceTurnaroundUs;
        budget.pattern = core::BusPattern::Invalid; // until start() prepared the bus
    }

    ControlLoopConfig config;
    std::unique_ptr<ControlLoopBus> bus;
    core::IntervalRecorder cycle;
    core::IntervalRecorder cycleLatency;
    core::ProbeStatus &status; // the probe's (ThreadedProbe)
    std::atomic<std::int64_t> counters[CounterCount] = {};
    std::unique_ptr<std::atomic<std::int64_t>[]> perServo;
    std::atomic<std::int64_t> firstStartNs{0};
    std::atomic<std::int64_t> lastEndNs{0};
    std::atomic<std::int64_t> maxBehindNs{0};
    mutable std::mutex lock; // stops, loss
    std::vector<ServoStopReport> stops;
    core::DeviceLoss loss;
    LoopFrameSizes sizes;
    core::LinkBudgetInput budget;

    qint64 totalCycles() const
    {
        if (config.count > 0)
            return config.count;
        return config.rateHz > 0 ? qint64(std::ceil(config.durationS * config.rateHz)) : 0;
    }

    void run();
    void publishErrors()
    {
        const LoopErrorCounts e = bus->errorCounts();
        counters[Timeouts].store(std::int64_t(e.timeouts), std::memory_order_relaxed);
        counters[CrcErrors].store(std::int64_t(e.crcErrors), std::memory_order_relaxed);
        counters[Garbage].store(std::int64_t(e.garbage), std::memory_order_relaxed);
        counters[ReplyErrors].store(std::int64_t(e.replyErrors), std::memory_order_relaxed);
    }
};

void ControlLoopProbe::Impl::run()
{
    core::applyRealtime(config.realtime);
    prctl(PR_SET_TIMERSLACK, 1UL, 0UL, 0UL, 0UL);
    std::vector<std::uint64_t> perServoTimeouts(config.bus.ids.size(), 0);
    const bool scheduled = config.rateHz > 0;
    const std::int64_t periodNs = scheduled ? std::int64_t(std::llround(1e9 / config.rateHz)) : 0;
    const qint64 total = totalCycles();
    const std::int64_t startNs = core::monotonicNs() + 1'000'000;
    const std::int64_t endByDurationNs =
        config.durationS > 0 ? startNs + std::int64_t(config.durationS * 1e9) : INT64_MAX;
    firstStartNs.store(startNs);
    status.state.store(core::ProbeState::Running);
    for (qint64 k = 0; total == 0 || k < total; ++k) {
        if (status.stopping())
            break;
        const std::int64_t intendedNs = scheduled ? startNs + k * periodNs : core::monotonicNs();
        if (scheduled)
            core::sleepUntilNs(intendedNs);
        else if (k == 0)
            core::sleepUntilNs(startNs);
        const std::int64_t cycleStartNs = core::monotonicNs();
        if (cycleStartNs >= endByDurationNs && (config.count == 0))
            break;
        maxBehindNs.store(std::max(maxBehindNs.load(std::memory_order_relaxed), cycleStartNs - intendedNs),
                          std::memory_order_relaxed);
        QString error;
        bool lost = false;
        if (!bus->cycle(&perServoTimeouts, &error, &lost)) {
            if (lost) {
                core::DeviceLoss vanished{busDeviceName(config.bus), QDateTime::currentDateTime(),
                                          double(cycleStartNs - startNs) / 1e9, error};
                status.fail(QCoreApplication::translate("loopscope::DeviceTexts",
                                                        "lost %1 at %2 (%3 s into the run): %4 (port lost)")
                                .arg(vanished.device, vanished.at.toString(QStringLiteral("HH:mm:ss.zzz")))
                                .arg(vanished.runS, 0, 'f', 2)
                                .arg(error));
                std::lock_guard guard(lock);
                loss = std::move(vanished);
            } else {
                status.fail(QCoreApplication::translate("loopscope::DeviceTexts", "the bus failed: %1").arg(error));
            }
            break;
        }
        const std::int64_t endNs = core::monotonicNs();
        cycle.record(endNs - cycleStartNs);
        if (scheduled) {
            cycleLatency.record(endNs - intendedNs);
            if (endNs > intendedNs + periodNs)
                counters[DeadlineMisses].fetch_add(1, std::memory_order_relaxed);
        }
        lastEndNs.store(endNs, std::memory_order_relaxed);
        counters[Cycles].fetch_add(1, std::memory_order_relaxed);
        for (std::size_t i = 0; i < perServoTimeouts.size(); ++i)
            perServo[i].store(std::int64_t(perServoTimeouts[i]), std::memory_order_relaxed);
        publishErrors();
    }
    // Whatever ended the run: stop every servo (the port may be gone; then
    // the devices' watchdogs stop them).
    std::vector<ServoStopReport> reports = bus->stopAll();
    publishErrors();
    {
        std::lock_guard guard(lock);
        stops = std::move(reports);
    }
    if (status.failed())
        status.state.store(core::ProbeState::Failed);
    else
        status.finish();
}

ControlLoopProbe::ControlLoopProbe(const ControlLoopConfig &config) : d(std::make_unique<Impl>(config, status())) {}

ControlLoopProbe::~ControlLoopProbe()
{
    stopAndWait();
}

bool ControlLoopProbe::start(QString *error)
{
    const auto refuse = [&](const QString &message) { return d->status.refuse(message, error); };
    if (!d->status.begin(d->config.validate(), error))
        return false;
    d->bus = ControlLoopBus::create(d->config.bus);
    if (!d->bus)
        return refuse(QCoreApplication::translate("loopscope::DeviceTexts", "unknown bus protocol"));
    QString message;
    if (!d->bus->open(&message))
        return refuse(message);
    if (!d->bus->prepare(&message)) {
        d->bus->stopAll();
        return refuse(message);
    }
    d->sizes = d->bus->frameSizes();
    d->budget = d->bus->linkBudget(d->config.deviceTurnaroundUs, d->config.hostTurnaroundUs);
    d->perServo = std::make_unique<std::atomic<std::int64_t>[]>(d->config.bus.ids.size());
    launch([this] { d->run(); });
    return true;
}

double ControlLoopProbe::progress() const
{
    const std::int64_t first = d->firstStartNs.load();
    const core::ProbeState s = state();
    if (s == core::ProbeState::Finished)
        return 1.0;
    if (first == 0)
        return 0.0;
    if (d->config.count > 0)
        return std::min(1.0, double(d->counters[Cycles].load()) / double(d->config.count));
    // Stopped or failed: where the last cycle ended.
    const std::int64_t nowNs = core::isTerminal(s) ? d->lastEndNs.load() : core::monotonicNs();
    return std::clamp(double(nowNs - first) / (d->config.durationS * 1e9), 0.0, 1.0);
}

core::DeviceLoss ControlLoopProbe::deviceLoss() const
{
    std::lock_guard guard(d->lock);
    return d->loss;
}

std::vector<core::ProbeChannel> ControlLoopProbe::channels()
{
    std::vector<core::ProbeChannel> list{
        {QStringLiteral("cycle"), QStringLiteral("raw, duration of each full cycle"), &d->cycle}};
    if (d->config.rateHz > 0)
        list.push_back({QStringLiteral("cycle_latency"),
                        QStringLiteral("corrected, from each cycle's intended start to its end"), &d->cycleLatency});
    return list;
}

std::vector<core::ProbeCounter> ControlLoopProbe::counters() const
{
    std::vector<core::ProbeCounter> list;
    for (int c = 0; c < CounterCount; ++c)
        list.push_back({QLatin1String(kCounterNames[c]), d->counters[c].load(std::memory_order_relaxed)});
    if (d->perServo) {
        for (std::size_t i = 0; i < d->config.bus.ids.size(); ++i)
            list.push_back({QStringLiteral("timeouts_id%1").arg(d->config.bus.ids[i]),
                            d->perServo[i].load(std::memory_order_relaxed)});
    }
    return list;
}

double ControlLoopProbe::achievedRateHz() const
{
    const std::int64_t cycles = d->counters[Cycles].load();
    const std::int64_t spanNs = d->lastEndNs.load() - d->firstStartNs.load();
    return cycles > 0 && spanNs > 0 ? double(cycles) * 1e9 / double(spanNs) : 0.0;
}

QJsonObject ControlLoopProbe::parameters() const
{
    const ControlLoopConfig &c = d->config;
    QJsonArray ids;
    for (int id : c.bus.ids)
        ids.append(id);
    QJsonObject json{{QStringLiteral("protocol"), c.bus.protocol ? c.bus.protocol->bus : QString()},
                     {QStringLiteral("port"), c.bus.portPath},
                     {QStringLiteral("baud"), c.bus.baud},
                     {QStringLiteral("ids"), ids},
                     {QStringLiteral("rate_hz"), c.rateHz},
                     {QStringLiteral("duration_s"), c.durationS},
                     {QStringLiteral("count"), c.count},
                     {QStringLiteral("query_only"), c.bus.queryOnly},
                     {QStringLiteral("watchdog_s"), c.bus.watchdogS},
                     {QStringLiteral("achieved_rate_hz"), achievedRateHz()}};
    const LoopFrameSizes sizes = frameSizes();
    json.insert(QStringLiteral("frame_bytes"), QJsonObject{{QStringLiteral("command"), sizes.commandBytes},
                                                           {QStringLiteral("reply"), sizes.replyBytes},
                                                           {QStringLiteral("request"), sizes.requestBytes}});
    if (d->budget.pattern != core::BusPattern::Invalid) {
        const core::LinkBudgetInput in = linkBudgetInput();
        QJsonObject prediction = core::predictCycle(in).toJson();
        prediction.insert(QStringLiteral("device_turnaround_us"), in.deviceTurnaroundUs);
        prediction.insert(QStringLiteral("host_turnaround_us"), in.hostTurnaroundUs);
        json.insert(QStringLiteral("link_budget"), prediction);
    }
    return json;
}

QString ControlLoopProbe::warning() const
{
    if (d->config.rateHz <= 0)
        return {};
    const std::int64_t cycles = d->counters[Cycles].load();
    const std::int64_t misses = d->counters[DeadlineMisses].load();
    if (cycles > 10 && misses * 10 > cycles)
        return QCoreApplication::translate(
                   "loopscope::DeviceTexts",
                   "rate not sustained: %1 of %2 cycles missed their deadline (achieved %3 Hz of %4 Hz)")
            .arg(misses)
            .arg(cycles)
            .arg(achievedRateHz(), 0, 'f', 1)
            .arg(d->config.rateHz);
    return {};
}

const ControlLoopConfig &ControlLoopProbe::config() const { return d->config; }

LoopFrameSizes ControlLoopProbe::frameSizes() const
{
    return d->sizes; // fixed by prepare()
}

core::LinkBudgetInput ControlLoopProbe::linkBudgetInput() const
{
    return d->budget;
}

std::vector<ServoStopReport> ControlLoopProbe::stopReports() const
{
    std::lock_guard guard(d->lock);
    return d->stops;
}

} // namespace loopscope::devices
