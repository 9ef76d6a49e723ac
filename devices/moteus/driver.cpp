#include "devices/moteus/driver.h"

#include "core/timing/realtime.h"
#include "devices/moteus/can_frame.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace loopscope::devices::moteus {

namespace {
constexpr double kDegPerRev = 360.0;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
} // namespace

MoteusActuator::MoteusActuator(MoteusLink *link, int id, QString address, int replyTimeoutMs)
    : m_link(link), m_id(id), m_replyTimeoutMs(replyTimeoutMs)
{
    m_identity.transport = link ? link->transportName() : QString();
    m_identity.protocol = QStringLiteral("moteus");
    m_identity.id = id;
    m_identity.address = std::move(address);
}

std::vector<ParameterDescription> MoteusActuator::parameters() const
{
    auto make = [](const char *key, const char *name, const char *unit, ParameterKind kind, double min,
                   double max, QVariant def, bool writable) {
        ParameterDescription p;
        p.key = QLatin1String(key);
        p.name = QLatin1String(name);
        p.unit = QString::fromUtf8(unit);
        p.kind = kind;
        p.minimum = min;
        p.maximum = max;
        p.defaultValue = std::move(def);
        p.writable = writable;
        return p;
    };
    return {
        make("id", "ID", "", ParameterKind::Integer, 1, 126, 1, false),
        make("model", "Model", "", ParameterKind::Integer, 0, 2147483647.0, 0, false),
        make("firmware", "Firmware", "", ParameterKind::Text, 0, 0, QString(), false),
        make("register_map_version", "Register map version", "", ParameterKind::Integer, 0, 255, 5, false),
        make("watchdog_timeout_s", "Watchdog timeout", "s", ParameterKind::Real, 0, 10, 0.1, true),
    };
}

std::vector<TelemetryChannel> MoteusActuator::telemetryChannels() const
{
    return {
        {QLatin1String(channel_keys::positionDeg), QStringLiteral("Position"), QStringLiteral("deg"), -360, 360},
        {QLatin1String(channel_keys::velocityDegS), QStringLiteral("Velocity"), QStringLiteral("deg/s"), -3600, 3600},
        {QLatin1String(channel_keys::torqueNm), QStringLiteral("Torque"), QStringLiteral("N·m"), -10, 10},
        {QLatin1String(channel_keys::currentA), QStringLiteral("Current (q)"), QStringLiteral("A"), -40, 40},
        {QLatin1String(channel_keys::temperatureC), QStringLiteral("Temperature"), QStringLiteral("°C"), 0, 100},
        {QLatin1String(channel_keys::voltageV), QStringLiteral("Voltage"), QStringLiteral("V"), 0, 60},
    };
}

std::vector<ControlMode> MoteusActuator::supportedModes() const
{
    return {ControlMode::Stopped, ControlMode::Position, ControlMode::Velocity, ControlMode::Torque};
}

DeviceResult MoteusActuator::exchange(const QByteArray &payload, QByteArray *reply)
{
    QString error;
    bool lost = false;
    int source = -1;
    if (!m_link)
        return DeviceResult::failure(QCoreApplication::translate("loopscope::DeviceTexts", "no link"));
    if (!m_link->transact(m_id, payload, true, m_replyTimeoutMs, reply, &source, &error, &lost))
        return DeviceResult::failure(error, lost);
    return DeviceResult::success();
}

DeviceResult MoteusActuator::identify()
{
    const RegisterRead reads[] = {{reg::ModelNumber, ValueType::Int32},
                                  {reg::FirmwareVersion, ValueType::Int32},
                                  {reg::RegisterMapVersion, ValueType::Int32},
                                  {reg::Id, ValueType::Int32}};
    const QByteArray payload = makeRequest({}, reads);
    QByteArray replyBytes;
    const std::int64_t startNs = core::monotonicNs();
    DeviceResult r = exchange(payload, &replyBytes);
    if (!r)
        return r;
    m_identity.probeRttMs = double(core::monotonicNs() - startNs) / 1e6;
    QString error;
    const auto reply = parseReply(replyBytes, &error);
    if (!reply)
        return DeviceResult::failure(
            QCoreApplication::translate("loopscope::DeviceTexts", "ID %1: malformed identity reply: %2")
                .arg(m_id)
                .arg(error));
    const auto model = reply->value(reg::ModelNumber);
    const auto firmware = reply->value(reg::FirmwareVersion);
    const auto mapVersion = reply->value(reg::RegisterMapVersion);
    m_identity.model = model ? QStringLiteral("moteus 0x%1").arg(quint32(model->raw), 4, 16, QLatin1Char('0'))
                             : QStringLiteral("moteus");
    m_identity.firmware = firmware ? firmwareVersionText(quint32(firmware->raw)) : QString();
    m_registerMapVersion = mapVersion ? mapVersion->raw : -1;
    if (const auto id = reply->value(reg::Id); id && id->raw != m_id)
        return DeviceResult::failure(
            QCoreApplication::translate("loopscope::DeviceTexts", "device at ID %1 reports ID %2")
                .arg(m_id)
                .arg(id->raw));
    return DeviceResult::success();
}

DeviceResult MoteusActuator::readParameter(const QString &key, QVariant *value)
{
    if (key == QLatin1String("watchdog_timeout_s")) {
        *value = m_watchdogS;
        return DeviceResult::success();
    }
    DeviceResult r = identify();
    if (!r)
        return r;
    if (key == QLatin1String("id"))
        *value = m_id;
    else if (key == QLatin1String("model"))
        *value = m_identity.model;
    else if (key == QLatin1String("firmware"))
        *value = m_identity.firmware;
    else if (key == QLatin1String("register_map_version"))
        *value = m_registerMapVersion;
    else
        return DeviceResult::failure(
            QCoreApplication::translate("loopscope::DeviceTexts", "moteus has no parameter '%1'").arg(key));
    return DeviceResult::success();
}

DeviceResult MoteusActuator::writeParameter(const QString &key, const QVariant &value)
{
    if (key == QLatin1String("watchdog_timeout_s")) {
        bool ok = false;
        const double seconds = value.toDouble(&ok);
        if (!ok || seconds < 0 || seconds > 10)
            return DeviceResult::failure(
                QCoreApplication::translate("loopscope::DeviceTexts", "watchdog timeout must be 0..10 s"));
        return setDeviceWatchdog(seconds);
    }
    return DeviceResult::failure(
        QCoreApplication::translate("loopscope::DeviceTexts", "moteus parameter '%1' is not writable")
            .arg(key));
}

DeviceResult MoteusActuator::setDeviceWatchdog(double timeoutS)
{
    // Register 0x027 is a command register: it travels with every command.
    // 0 here means "disabled" (NaN on the wire; 0 on the wire is the 0.1 s default).
    m_watchdogS = timeoutS > 0 ? timeoutS : kNaN;
    return DeviceResult::success();
}

DeviceResult MoteusActuator::enableTorque(bool enabled)
{
    // moteus has no separate enable: disabling is a stop; enabling clears a
    // latched fault or watchdog timeout (mode 0) so the next command takes.
    (void)enabled;
    return stop(nullptr);
}

QByteArray MoteusActuator::commandPayload(const ActuatorCommand &command) const
{
    PositionCommand pc;
    pc.watchdogTimeoutS = m_watchdogS;
    if (!std::isnan(command.maxEffort))
        pc.maxTorqueNm = command.maxEffort;
    switch (command.mode) {
    case ControlMode::Position:
        pc.positionRev = command.positionDeg / kDegPerRev;
        pc.velocityRevS = command.velocityDegS / kDegPerRev;
        pc.kpScale = command.kpScale;
        pc.kdScale = command.kdScale;
        break;
    case ControlMode::Velocity:
        pc.positionRev = kNaN;
        pc.velocityRevS = command.velocityDegS / kDegPerRev;
        pc.kpScale = command.kpScale;
        pc.kdScale = command.kdScale;
        break;
    case ControlMode::Torque:
        pc.positionRev = kNaN;
        pc.velocityRevS = 0;
        pc.feedforwardNm = command.effort;
        pc.kpScale = 0.0;
        pc.kdScale = 0.0;
        break;
    default:
        return {};
    }
    return makeCommandWithQuery(pc, m_queryFormat);
}

void MoteusActuator::fillSample(const QueryResult &result, TelemetrySample *sample)
{
    sample->timeNs = core::monotonicNs();
    sample->valid = true;
    sample->deviceMode = result.mode;
    switch (result.mode) {
    case mode::Position: sample->mode = ControlMode::Position; break;
    case mode::Current: sample->mode = ControlMode::Current; break;
    case -1: sample->mode = ControlMode::Invalid; break;
    default: sample->mode = ControlMode::Stopped; break;
    }
    sample->faultCode = std::max(0, result.fault);
    sample->faultText.clear();
    if (result.mode == mode::Fault || sample->faultCode != 0)
        sample->faultText = QCoreApplication::translate("loopscope::DeviceTexts", "fault %1: %2")
                                .arg(sample->faultCode)
                                .arg(faultName(sample->faultCode));
    else if (result.mode == mode::Timeout)
        sample->faultText =
            QCoreApplication::translate("loopscope::DeviceTexts", "watchdog timeout (mode 11)");
    sample->values.fill(kNaN);
    sample->values[ChannelPosition] = result.positionRev * kDegPerRev;
    sample->values[ChannelVelocity] = result.velocityRevS * kDegPerRev;
    sample->values[ChannelTorque] = result.torqueNm;
    sample->values[ChannelCurrent] = result.qCurrentA;
    sample->values[ChannelTemperature] = std::isnan(result.motorTemperatureC) ? result.boardTemperatureC
                                                                               : result.motorTemperatureC;
    sample->values[ChannelVoltage] = result.voltageV;
}

DeviceResult MoteusActuator::exchangeQuery(const QByteArray &payload, TelemetrySample *sample)
{
    QByteArray replyBytes;
    DeviceResult r = exchange(payload, &replyBytes);
    if (!r)
        return r;
    QString error;
    const auto reply = parseReply(replyBytes, &error);
    if (!reply)
        return DeviceResult::failure(
            QCoreApplication::translate("loopscope::DeviceTexts", "ID %1: malformed reply: %2")
                .arg(m_id)
                .arg(error));
    TelemetrySample local;
    TelemetrySample *target = sample ? sample : &local;
    fillSample(parseQueryResult(*reply), target);
    m_lastDeviceMode = target->deviceMode;
    return DeviceResult::success();
}

DeviceResult MoteusActuator::command(const ActuatorCommand &command, TelemetrySample *reply)
{
    if (command.mode == ControlMode::Stopped)
        return stop(reply);
    const QByteArray payload = commandPayload(command);
    if (payload.isEmpty())
        return DeviceResult::failure(
            QCoreApplication::translate("loopscope::DeviceTexts", "moteus driver does not support %1 mode")
                .arg(controlModeName(command.mode)));
    if (m_lastDeviceMode == mode::Timeout) {
        // The watchdog latched mode 11 (commands had stopped); only a stop
        // leaves it. Faults (mode 1) are not cleared implicitly.
        DeviceResult s = stop(nullptr);
        if (!s)
            return s;
    }
    DeviceResult r = exchangeQuery(payload, reply);
    if (r && reply && reply->mode == ControlMode::Position)
        reply->mode = command.mode; // mode 10 carries position, velocity and torque commands
    return r;
}

DeviceResult MoteusActuator::query(TelemetrySample *sample)
{
    return exchangeQuery(makeQuery(m_queryFormat), sample);
}

DeviceResult MoteusActuator::stop(TelemetrySample *reply)
{
    QByteArray payload = makeStop();
    payload += makeQuery(m_queryFormat);
    return exchangeQuery(payload, reply);
}

// ------------------------------------------------------------------ probing
// Discovery runs on ports that may be slow to answer (a simulator or adapter
// held up by a loaded machine). Two rules keep a late answer from being
// mistaken for an absent device or for the answer to another request:
// a reply only counts when it carries the register that was asked for, and
// a broadcast collects until the bus has been quiet for a whole window.
namespace {

std::int64_t deadlineAfter(int timeoutMs)
{
    return core::monotonicNs() + std::int64_t(std::max(0, timeoutMs)) * 1'000'000;
}

int msUntil(std::int64_t deadlineNs)
{
    const std::int64_t left = deadlineNs - core::monotonicNs();
    return left <= 0 ? 0 : int((left + 999'999) / 1'000'000);
}

bool replyCarries(const QByteArray &payload, std::uint32_t reg)
{
    const auto reply = parseReply(payload);
    return reply && reply->value(reg).has_value();
}

// One request to id whose reply must carry register `reg`; replies that do
// not (late answers to an earlier request) are discarded and the request is
// sent again while time is left. False with *lost on a transport failure.
// *sentNs: when the request that drew the reply was sent (its round trip).
bool exchangeCarrying(MoteusLink *link, int id, const QByteArray &payload, std::uint32_t reg, int timeoutMs,
                      QByteArray *reply, QString *error, bool *lost, std::int64_t *sentNs = nullptr)
{
    const std::int64_t deadline = deadlineAfter(timeoutMs);
    do {
        QByteArray bytes;
        int source = -1;
        *lost = false;
        const std::int64_t sent = core::monotonicNs();
        if (!link->transact(id, payload, true, std::max(1, msUntil(deadline)), &bytes, &source, error, lost))
            return false;
        if (source == id && replyCarries(bytes, reg)) {
            if (reply)
                *reply = bytes;
            if (sentNs)
                *sentNs = sent;
            return true;
        }
    } while (msUntil(deadline) > 0);
    if (error)
        *error = QCoreApplication::translate("loopscope::DeviceTexts",
                                             "ID %1 answered only with replies to earlier requests")
                     .arg(id);
    return false;
}

// A reply to the broadcast query: from a servo's ID (1..126), well formed and
// carrying the mode register that was asked for (the firmware refuses reads
// of 0x110, so the sender's ID is the frame's source address alone; the
// sweep then confirms each candidate with a query to its own ID).
bool answersIdQuery(int source, const QByteArray &payload)
{
    if (source < 1 || source >= kBroadcastId)
        return false;
    const auto reply = parseReply(payload);
    return reply && reply->value(reg::Mode).has_value();
}

} // namespace

bool probeMoteusId(MoteusLink *link, int id, const QString &address, int timeoutMs,
                   MoteusProbeResult *out, QString *error)
{
    if (id < 1 || id >= kBroadcastId)
        return false; // 0 is the host, 0x7f every device: neither is one servo
    const QByteArray payload = makeRequest({}, std::vector<RegisterRead>{{reg::Mode, ValueType::Int8}});
    QString transactError;
    bool lost = false;
    std::int64_t sentNs = 0;
    if (!exchangeCarrying(link, id, payload, reg::Mode, timeoutMs, nullptr, &transactError, &lost, &sentNs)) {
        if (lost && error)
            *error = transactError;
        return false;
    }
    const double rttMs = double(core::monotonicNs() - sentNs) / 1e6;
    // The identity exchange gets the same patience: the device has answered.
    const int identifyTimeoutMs = std::max(timeoutMs, 20);
    MoteusActuator actuator(link, id, address, identifyTimeoutMs);
    const std::int64_t identifyDeadline = deadlineAfter(identifyTimeoutMs);
    DeviceResult r;
    do {
        r = actuator.identify();
        // An identity reply without a firmware version was a late answer to
        // the probe above: ask again while time is left.
    } while (r && actuator.identity().firmware.isEmpty() && msUntil(identifyDeadline) > 0);
    if (!r || actuator.identity().firmware.isEmpty()) {
        // Not listed without its identity: a device is what answered its
        // own ID with model and firmware.
        if (r.linkLost && error)
            *error = r.error;
        return false;
    }
    out->id = id;
    out->identity = actuator.identity();
    out->identity.probeRttMs = rttMs;
    return true;
}

std::vector<MoteusProbeResult> sweepMoteusIds(MoteusLink *link, const std::vector<int> &ids,
                                              const QString &address, int timeoutMs,
                                              const std::atomic<bool> *cancel,
                                              const std::function<void(int, int)> &progress,
                                              QString *error)
{
    std::vector<MoteusProbeResult> found;
    int done = 0;
    for (int id : ids) {
        if (cancel && cancel->load())
            break;
        MoteusProbeResult result;
        QString probeError;
        if (probeMoteusId(link, id, address, timeoutMs, &result, &probeError))
            found.push_back(result);
        else if (!probeError.isEmpty()) {
            if (error)
                *error = probeError;
            break; // the port is gone: no point probing further IDs
        }
        ++done;
        if (progress)
            progress(done, int(ids.size()));
    }
    return found;
}

std::vector<int> broadcastMoteusIds(MoteusLink *link, int timeoutMs, QString *error, std::vector<int> *ignored)
{
    // Every device answers a broadcast one after the other (the bus is
    // shared), and a loaded host may see the first answer late: wait up to
    // timeoutMs for the first one, then keep collecting until no reply came
    // for a whole timeoutMs (looking in slices of 1/8 of it, so the scan ends
    // soon after the gap; at most 16 gaps in all, for a bus never quiet).
    // The mode register: the firmware answers 0x110 (the ID) with a read error.
    const QByteArray payload = makeRequest({}, std::vector<RegisterRead>{{reg::Mode, ValueType::Int8}});
    std::vector<int> ids;
    std::vector<int> rejected;
    QByteArray first;
    int source = -1;
    QString transactError;
    bool lost = false;
    if (link->transact(kBroadcastId, payload, true, timeoutMs, &first, &source, &transactError, &lost)) {
        (answersIdQuery(source, first) ? ids : rejected).push_back(source);
        const int sliceMs = std::max(1, timeoutMs / 8);
        const std::int64_t endNs = deadlineAfter(16 * timeoutMs);
        std::int64_t quietUntilNs = deadlineAfter(timeoutMs);
        while (msUntil(quietUntilNs) > 0 && msUntil(endNs) > 0) {
            const auto replies = link->collectReplies(std::min(sliceMs, msUntil(quietUntilNs)));
            for (const auto &[from, bytes] : replies)
                (answersIdQuery(from, bytes) ? ids : rejected).push_back(from);
            if (!replies.empty())
                quietUntilNs = deadlineAfter(timeoutMs);
        }
    } else if (lost && error) {
        *error = transactError;
    }
    const auto sortUnique = [](std::vector<int> &v) {
        std::sort(v.begin(), v.end());
        v.erase(std::unique(v.begin(), v.end()), v.end());
    };
    sortUnique(ids);
    if (ignored) {
        sortUnique(rejected);
        *ignored = std::move(rejected);
    }
    return ids;
}

// ------------------------------------------------------------------ backend
MoteusBusBackend::MoteusBusBackend(MoteusBusConfig config) : m_config(std::move(config))
{
    m_serial = createSerialLink(m_config.linkKind);
    if (m_config.transport == MoteusTransport::Rs485)
        m_link = std::make_unique<Rs485MoteusLink>(m_serial.get());
    else
        m_link = std::make_unique<FdcanusbMoteusLink>(m_serial.get());
    for (int id : m_config.ids)
        m_actuators.push_back(std::make_unique<MoteusActuator>(m_link.get(), id, address(), m_config.replyTimeoutMs));
}

MoteusBusBackend::~MoteusBusBackend() = default;

QString MoteusBusBackend::address() const
{
    return QStringLiteral("%1@%2").arg(m_config.portPath).arg(m_config.baud);
}

DeviceResult MoteusBusBackend::open()
{
    if (!m_serial->open(m_config.portPath, m_config.baud))
        return DeviceResult::failure(m_serial->errorString(), true);
    m_link->resetBuffers();
    return DeviceResult::success();
}

void MoteusBusBackend::close() { m_serial->close(); }
bool MoteusBusBackend::isOpen() const { return m_serial->isOpen(); }

Actuator *MoteusBusBackend::actuator(int index)
{
    if (index < 0 || index >= int(m_actuators.size()))
        return nullptr;
    return m_actuators[std::size_t(index)].get();
}

} // namespace loopscope::devices::moteus
