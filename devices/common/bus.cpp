#include "devices/common/bus.h"

#include "core/timing/realtime.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

namespace loopscope::devices {

QString busStateName(BusState state)
{
    switch (state) {
    case BusState::Stopped:
        return QStringLiteral(QT_TRANSLATE_NOOP("loopscope::StateNames", "stopped"));
    case BusState::Connecting:
        return QStringLiteral(QT_TRANSLATE_NOOP("loopscope::StateNames", "connecting"));
    case BusState::Connected:
        return QStringLiteral(QT_TRANSLATE_NOOP("loopscope::StateNames", "connected"));
    case BusState::Disconnected:
        return QStringLiteral(QT_TRANSLATE_NOOP("loopscope::StateNames", "disconnected"));
    case BusState::Invalid:
        break;
    }
    return QStringLiteral(QT_TRANSLATE_NOOP("loopscope::StateNames", "invalid"));
}

namespace {
bool sameValue(double a, double b)
{
    return a == b || (std::isnan(a) && std::isnan(b));
}

struct Slot
{
    explicit Slot(std::size_t capacity) : ring(capacity) {}
    // --- shared (m_mutex) ---
    std::optional<ActuatorCommand> pending;
    bool clearRequested = false;
    std::optional<bool> torqueRequest;
    SoftLimits limits;
    DeviceIdentity identity;
    std::vector<TelemetryChannel> channels;
    std::vector<ParameterDescription> parameters;
    std::vector<ControlMode> modes;
    // --- bus thread only ---
    std::optional<ActuatorCommand> active;
    bool gapPending = false;
    std::int64_t lastGoodNs = 0;
    int lastFault = 0;
    QString lastFaultText;
    TelemetryRing ring;
};
} // namespace

struct Bus::Impl
{
    Bus *q;
    std::unique_ptr<BusBackend> backend;
    EmergencyStop *estop = nullptr;
    int estopHandle = 0;
    std::vector<std::unique_ptr<Slot>> entries;
    mutable std::mutex mutex; // entries' shared parts, lastError, gaps, counters, commandObserver
    CommandObserver commandObserver;
    QString lastError;
    std::vector<TelemetryGap> gaps;
    BusCounters counters;
    std::atomic<std::int64_t> lastHeartbeatNs{0};
    std::mutex wakeMutex;
    std::condition_variable wakeCv;
    bool wakeFlag = false;
    std::atomic<bool> stopFlag{false};
    std::jthread thread;
    // bus thread only
    std::uint64_t handledEstopGeneration = 0;
    bool heartbeatWasFresh = true;
    bool everConnected = false;

    void run();
    bool connect();
    void handleLoss(const QString &error);
    bool cycle();
    void emergencyStopAll();
    void stopAll();
    void record(int index, Slot &slot, const TelemetrySample &sample);
    void setState(BusState state, const QString &message);
    void sleepUntil(std::int64_t deadlineNs);
    void countError(const QString &error)
    {
        std::lock_guard lock(mutex);
        ++counters.errors;
        lastError = error;
    }
};

Bus::Bus(std::unique_ptr<BusBackend> backend, BusOptions options, EmergencyStop *estop, QObject *parent)
    : QObject(parent), m_options(std::move(options)), d(std::make_unique<Impl>())
{
    qRegisterMetaType<loopscope::devices::BusState>("loopscope::devices::BusState");
    m_options.pollRateHz = std::clamp(m_options.pollRateHz, 1.0, 2000.0);
    d->q = this;
    d->backend = std::move(backend);
    d->estop = estop;
    if (estop) {
        d->handledEstopGeneration = estop->isRaised() ? 0 : estop->generation();
        d->estopHandle = estop->registerListener([this] { wake(); });
    }
    for (int i = 0; i < d->backend->actuatorCount(); ++i) {
        auto slot = std::make_unique<Slot>(m_options.telemetryCapacity);
        if (Actuator *a = d->backend->actuator(i)) {
            slot->identity = a->identity();
            slot->channels = a->telemetryChannels();
            slot->parameters = a->parameters();
            slot->modes = a->supportedModes();
        }
        d->entries.push_back(std::move(slot));
    }
}

Bus::~Bus()
{
    stop();
    if (d->estop)
        d->estop->unregisterListener(d->estopHandle);
}

void Bus::start()
{
    if (d->thread.joinable())
        return;
    d->stopFlag = false;
    d->lastHeartbeatNs = core::monotonicNs();
    d->thread = std::jthread([this] { d->run(); });
}

void Bus::stop()
{
    if (!d->thread.joinable())
        return;
    d->stopFlag = true;
    wake();
    d->thread.join();
    d->thread = {};
    d->backend->close();
    m_state.store(BusState::Stopped, std::memory_order_release);
}

bool Bus::isRunning() const
{
    return d->thread.joinable();
}

QString Bus::lastError() const
{
    std::lock_guard lock(d->mutex);
    return d->lastError;
}

QString Bus::address() const
{
    return d->backend->address();
}
int Bus::actuatorCount() const
{
    return int(d->entries.size());
}

namespace {
// A copy of one field of one actuator's slot, read under the bus's lock; the
// field's default for an index that is not on the bus.
template <class Impl, class Field> auto slotField(Impl &d, int index, Field field)
{
    using Value = std::decay_t<decltype((*d.entries.front()).*field)>;
    if (index < 0 || index >= int(d.entries.size()))
        return Value{};
    std::lock_guard lock(d.mutex);
    return Value((*d.entries[std::size_t(index)]).*field);
}
} // namespace

DeviceIdentity Bus::identity(int index) const
{
    return slotField(*d, index, &Slot::identity);
}
std::vector<TelemetryChannel> Bus::telemetryChannels(int index) const
{
    return slotField(*d, index, &Slot::channels);
}
std::vector<ParameterDescription> Bus::parameters(int index) const
{
    return slotField(*d, index, &Slot::parameters);
}
std::vector<ControlMode> Bus::supportedModes(int index) const
{
    return slotField(*d, index, &Slot::modes);
}
SoftLimits Bus::softLimits(int index) const
{
    return slotField(*d, index, &Slot::limits);
}

bool Bus::setSetpoint(int index, const ActuatorCommand &command)
{
    if (index < 0 || index >= int(d->entries.size()) || command.mode == ControlMode::Invalid)
        return false;
    if (isMotionMode(command.mode) && d->estop && d->estop->isRaised())
        return false;
    CommandObserver observer;
    {
        std::lock_guard lock(d->mutex);
        d->entries[std::size_t(index)]->pending = command;
        d->entries[std::size_t(index)]->clearRequested = false;
        observer = d->commandObserver;
    }
    if (command.mode == ControlMode::Stopped)
        wake();
    if (observer)
        observer(index, softLimits(index).clamp(command));
    return true;
}

void Bus::setCommandObserver(CommandObserver observer)
{
    std::lock_guard lock(d->mutex);
    d->commandObserver = std::move(observer);
}

void Bus::clearSetpoint(int index)
{
    if (index < 0 || index >= int(d->entries.size()))
        return;
    std::lock_guard lock(d->mutex);
    d->entries[std::size_t(index)]->pending.reset();
    d->entries[std::size_t(index)]->clearRequested = true;
}

void Bus::requestTorque(int index, bool enabled)
{
    if (index < 0 || index >= int(d->entries.size()))
        return;
    std::lock_guard lock(d->mutex);
    d->entries[std::size_t(index)]->torqueRequest = enabled;
}

void Bus::setSoftLimits(int index, const SoftLimits &limits)
{
    if (index < 0 || index >= int(d->entries.size()))
        return;
    std::lock_guard lock(d->mutex);
    d->entries[std::size_t(index)]->limits = limits;
}

void Bus::heartbeat()
{
    d->lastHeartbeatNs.store(core::monotonicNs(), std::memory_order_release);
}

bool Bus::heartbeatFresh() const
{
    const std::int64_t ageNs = core::monotonicNs() - d->lastHeartbeatNs.load(std::memory_order_acquire);
    return ageNs < std::int64_t(m_options.heartbeatTimeoutMs) * 1'000'000;
}

TelemetryRing &Bus::telemetry(int index)
{
    return d->entries[std::size_t(std::clamp(index, 0, int(d->entries.size()) - 1))]->ring;
}

std::vector<TelemetryGap> Bus::gaps() const
{
    std::lock_guard lock(d->mutex);
    return d->gaps;
}

BusCounters Bus::counters() const
{
    std::lock_guard lock(d->mutex);
    return d->counters;
}

void Bus::wake()
{
    {
        std::lock_guard lock(d->wakeMutex);
        d->wakeFlag = true;
    }
    d->wakeCv.notify_all();
}

// ------------------------------------------------------------------ thread
void Bus::Impl::setState(BusState state, const QString &message)
{
    if (q->m_state.exchange(state, std::memory_order_acq_rel) != state)
        emit q->stateChanged(state, message);
}

void Bus::Impl::sleepUntil(std::int64_t deadlineNs)
{
    std::unique_lock lock(wakeMutex);
    const auto leftNs = deadlineNs - core::monotonicNs();
    if (leftNs > 0 && !wakeFlag && !stopFlag)
        wakeCv.wait_for(lock, std::chrono::nanoseconds(leftNs),
                        [this] { return wakeFlag || stopFlag.load(); });
    wakeFlag = false;
}

void Bus::Impl::run()
{
    setState(BusState::Connecting, backend->address());
    const std::int64_t periodNs = std::int64_t(1e9 / q->m_options.pollRateHz);
    std::int64_t nextNs = core::monotonicNs();
    while (!stopFlag) {
        if (!backend->isOpen() && !connect()) {
            sleepUntil(core::monotonicNs() + std::int64_t(q->m_options.reconnectIntervalMs) * 1'000'000);
            // An E-STOP while disconnected still counts as handled on reconnect.
            continue;
        }
        if (!cycle())
            continue; // link lost: reconnect at once, then every reconnectIntervalMs
        nextNs += periodNs;
        const std::int64_t now = core::monotonicNs();
        if (nextNs < now)
            nextNs = now; // overrun: do not burst to catch up
        sleepUntil(nextNs);
    }
}

bool Bus::Impl::connect()
{
    const DeviceResult opened = backend->open();
    if (!opened) {
        countError(opened.error);
        setState(everConnected ? BusState::Disconnected : BusState::Connecting, opened.error);
        return false;
    }
    for (int i = 0; i < int(entries.size()); ++i) {
        Actuator *a = backend->actuator(i);
        DeviceResult r = a->identify();
        if (r.linkLost) {
            handleLoss(r.error);
            return false;
        }
        if (!r)
            countError(r.error);
        if (q->m_options.deviceWatchdogS > 0)
            a->setDeviceWatchdog(q->m_options.deviceWatchdogS);
        std::lock_guard lock(mutex);
        entries[std::size_t(i)]->identity = a->identity();
    }
    if (everConnected) {
        std::lock_guard lock(mutex);
        ++counters.reconnects;
    }
    everConnected = true;
    setState(BusState::Connected, backend->address());
    return true;
}

void Bus::Impl::handleLoss(const QString &error)
{
    backend->close();
    countError(error);
    for (auto &slot : entries) {
        slot->gapPending = true;
        slot->active.reset();
    }
    setState(BusState::Disconnected, error);
}

void Bus::Impl::record(int index, Slot &slot, const TelemetrySample &sampleIn)
{
    TelemetrySample sample = sampleIn;
    if (sample.timeNs == 0)
        sample.timeNs = core::monotonicNs();
    if (slot.gapPending) {
        sample.gap = true;
        slot.gapPending = false;
        std::lock_guard lock(mutex);
        gaps.push_back({index, slot.lastGoodNs, sample.timeNs});
    }
    slot.lastGoodNs = sample.timeNs;
    slot.ring.push(sample);
    if (sample.faultCode != slot.lastFault || sample.faultText != slot.lastFaultText) {
        slot.lastFault = sample.faultCode;
        slot.lastFaultText = sample.faultText;
        emit q->faultChanged(index, sample.faultCode, sample.faultText);
    }
}

void Bus::Impl::emergencyStopAll()
{
    handledEstopGeneration = estop->generation();
    // Every actuator gets its stop at once; those whose stop was not
    // confirmed (a lost or late reply on a noisy bus) get it again, up to
    // kEstopAttempts in all, after the others — a retry never delays another
    // actuator's first stop. An acknowledgement is recorded per actuator,
    // with the latency to the stop that was confirmed.
    constexpr int kEstopAttempts = 3;
    const int count = int(entries.size());
    std::vector<char> done(std::size_t(count), 0);
    for (int attempt = 1; attempt <= kEstopAttempts; ++attempt) {
        bool anyLeft = false;
        for (int i = 0; i < count; ++i) {
            if (done[std::size_t(i)])
                continue;
            Slot &slot = *entries[std::size_t(i)];
            Actuator *a = backend->actuator(i);
            TelemetrySample sample;
            const DeviceResult r = a->stop(&sample);
            if (attempt == 1) {
                slot.active.reset();
                std::lock_guard lock(mutex);
                slot.pending.reset();
            }
            const bool last = r.ok || r.linkLost || attempt == kEstopAttempts;
            if (last) {
                StopAcknowledgement ack;
                ack.busName = q->m_options.name;
                ack.deviceKey = a->identity().uniqueKey();
                ack.deviceName = a->identity().displayName();
                ack.latencyNs = core::monotonicNs() - estop->raiseTimeNs();
                ack.acknowledged = r.ok;
                ack.error = r.error;
                estop->recordAcknowledgement(ack);
                done[std::size_t(i)] = 1;
            } else {
                anyLeft = true;
            }
            if (r)
                record(i, slot, sample);
            else if (r.linkLost) {
                handleLoss(r.error);
                return;
            }
        }
        if (!anyLeft)
            break;
    }
}

void Bus::Impl::stopAll()
{
    for (int i = 0; i < int(entries.size()); ++i) {
        TelemetrySample sample;
        const DeviceResult r = backend->actuator(i)->stop(&sample);
        entries[std::size_t(i)]->active.reset();
        if (r)
            record(i, *entries[std::size_t(i)], sample);
        else if (r.linkLost)
            return handleLoss(r.error);
    }
}

bool Bus::Impl::cycle()
{
    const bool fresh = q->heartbeatFresh();
    if (!fresh && heartbeatWasFresh) {
        {
            std::lock_guard lock(mutex);
            ++counters.heartbeatLosses;
            for (auto &slot : entries)
                slot->pending.reset();
        }
        for (auto &slot : entries)
            slot->active.reset();
        emit q->heartbeatLost();
        if (q->m_options.stopOnHeartbeatLoss) {
            stopAll();
            if (!backend->isOpen())
                return false;
        }
    }
    heartbeatWasFresh = fresh;
    {
        std::lock_guard lock(mutex);
        ++counters.cycles;
    }
    for (int i = 0; i < int(entries.size()); ++i) {
        if (estop && estop->isRaised() && estop->generation() != handledEstopGeneration) {
            emergencyStopAll(); // before anything else, then a fresh cycle
            return backend->isOpen();
        }
        const bool estopRaised = estop && estop->isRaised();
        Slot &slot = *entries[std::size_t(i)];
        Actuator *a = backend->actuator(i);
        std::optional<ActuatorCommand> incoming;
        std::optional<bool> torque;
        SoftLimits limits;
        {
            std::lock_guard lock(mutex);
            incoming.swap(slot.pending);
            torque.swap(slot.torqueRequest);
            limits = slot.limits;
            if (slot.clearRequested) {
                slot.active.reset();
                slot.clearRequested = false;
            }
        }
        TelemetrySample sample;
        DeviceResult r = DeviceResult::success();
        bool sampled = false;
        if (torque) {
            r = a->enableTorque(*torque);
            if (r && *torque && q->m_options.deviceWatchdogS > 0)
                a->setDeviceWatchdog(q->m_options.deviceWatchdogS);
            if (!*torque)
                slot.active.reset();
        }
        if (r && incoming) {
            if (incoming->mode == ControlMode::Stopped) {
                slot.active.reset();
                r = a->stop(&sample);
                sampled = true;
            } else if (!estopRaised && fresh) {
                slot.active = incoming;
            }
        }
        if (r && !sampled) {
            if (slot.active && fresh && !estopRaised) {
                const ActuatorCommand clamped = limits.clamp(*slot.active);
                {
                    std::lock_guard lock(mutex);
                    ++counters.commands;
                    if (!sameValue(clamped.positionDeg, slot.active->positionDeg) ||
                        !sameValue(clamped.velocityDegS, slot.active->velocityDegS) ||
                        !sameValue(clamped.effort, slot.active->effort))
                        ++counters.clampedCommands;
                }
                r = a->command(clamped, &sample);
            } else {
                slot.active.reset();
                {
                    std::lock_guard lock(mutex);
                    ++counters.queries;
                }
                r = a->query(&sample);
            }
        }
        if (r.linkLost) {
            handleLoss(r.error);
            return false;
        }
        if (!r) {
            countError(r.error);
            continue;
        }
        record(i, slot, sample);
    }
    return true;
}

} // namespace loopscope::devices
