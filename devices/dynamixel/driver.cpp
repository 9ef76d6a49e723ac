#include "devices/dynamixel/driver.h"

#include "core/timing/realtime.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace loopscope::devices::dynamixel {

namespace {

constexpr std::uint16_t kStateBlockStart = addr::TorqueEnable;                    // 64
constexpr std::uint16_t kStateBlockLength = addr::PresentTemperature + 1 - 64;    // 83
constexpr std::uint16_t kPresentBlockStart = addr::PresentCurrent;                // 126
constexpr std::uint16_t kPresentBlockLength = addr::PresentTemperature + 1 - 126; // 21
constexpr std::uint8_t kWatchdogExpiredRaw = 0xFF;

std::int64_t roundSaturate(double value, std::int64_t lo, std::int64_t hi)
{
    if (std::isnan(value))
        return 0;
    return std::clamp<std::int64_t>(std::int64_t(std::llround(std::clamp(value, double(lo), double(hi)))), lo,
                                    hi);
}

std::int64_t at(QByteArrayView block, std::uint16_t blockStart, std::uint16_t address, int size,
                bool isSigned)
{
    return DxlBus::decodeRaw(block.sliced(address - blockStart), size, isSigned);
}

bool acceptsMode(int operatingMode, ControlMode mode)
{
    switch (mode) {
    case ControlMode::Position:
        return operatingMode == opmode::Position || operatingMode == opmode::ExtendedPosition ||
               operatingMode == opmode::CurrentBasedPosition;
    case ControlMode::Velocity:
        return operatingMode == opmode::Velocity;
    case ControlMode::Current:
    case ControlMode::Torque:
        return operatingMode == opmode::Current;
    default:
        return false;
    }
}

int operatingModeFor(ControlMode mode)
{
    switch (mode) {
    case ControlMode::Position:
        return opmode::Position;
    case ControlMode::Velocity:
        return opmode::Velocity;
    case ControlMode::Current:
    case ControlMode::Torque:
        return opmode::Current;
    default:
        return -1;
    }
}

} // namespace

double ticksToCenteredDeg(std::int64_t ticks)
{
    return double(ticks - kPositionCenterTick) * kPositionDegPerTick;
}

std::int64_t centeredDegToTicks(double degrees)
{
    return roundSaturate(degrees / kPositionDegPerTick + kPositionCenterTick, -1048575, 1048575);
}

double velocityUnitsToDegS(std::int64_t units)
{
    return double(units) * kVelocityRpmPerUnit * 6.0;
}

std::int64_t degSToVelocityUnits(double degS)
{
    return roundSaturate(degS / 6.0 / kVelocityRpmPerUnit, -32767, 32767);
}

double currentUnitsToA(std::int64_t units)
{
    return double(units) * kCurrentMaPerUnit / 1000.0;
}

std::int64_t aToCurrentUnits(double amps)
{
    return roundSaturate(amps * 1000.0 / kCurrentMaPerUnit, -32767, 32767);
}

ControlMode controlModeOf(int operatingMode)
{
    switch (operatingMode) {
    case opmode::Current:
        return ControlMode::Current;
    case opmode::Velocity:
        return ControlMode::Velocity;
    case opmode::Position:
    case opmode::ExtendedPosition:
    case opmode::CurrentBasedPosition:
        return ControlMode::Position;
    default:
        return ControlMode::Invalid;
    }
}

DynamixelActuator::DynamixelActuator(DxlBus *bus, std::uint8_t id, QString address) : m_bus(bus), m_id(id)
{
    m_identity.transport = QStringLiteral("dynamixel-serial");
    m_identity.protocol = QStringLiteral("dynamixel2");
    m_identity.id = id;
    m_identity.address = std::move(address);
}

DeviceResult DynamixelActuator::fail(const QString &text, const DeviceResult &cause) const
{
    return DeviceResult::failure(
        QCoreApplication::translate("loopscope::DeviceTexts", "Dynamixel ID %1: %2").arg(m_id).arg(text),
        cause.linkLost);
}

std::vector<TelemetryChannel> DynamixelActuator::telemetryChannels() const
{
    return {
        {QString::fromLatin1(channel_keys::positionDeg), QStringLiteral("Position"), QStringLiteral("deg"),
         -180, 180},
        {QString::fromLatin1(channel_keys::velocityDegS), QStringLiteral("Velocity"), QStringLiteral("deg/s"),
         -1406, 1406},
        hasCurrent() ? TelemetryChannel{QString::fromLatin1(channel_keys::currentA), QStringLiteral("Current"),
                                        QStringLiteral("A"), -3.3, 3.3}
                     : TelemetryChannel{QStringLiteral("load_pct"), QStringLiteral("Load"), QStringLiteral("%"),
                                        -100, 100},
        {QString::fromLatin1(channel_keys::temperatureC), QStringLiteral("Temperature"), QStringLiteral("°C"),
         0, 100},
        {QString::fromLatin1(channel_keys::voltageV), QStringLiteral("Voltage"), QStringLiteral("V"), 0, 16},
    };
}

bool DynamixelActuator::hasCurrent() const
{
    const auto info = modelInfo(m_modelNumber);
    return !info || info->hasCurrent;
}

std::vector<ControlMode> DynamixelActuator::supportedModes() const
{
    if (!hasCurrent())
        return {ControlMode::Stopped, ControlMode::Position, ControlMode::Velocity};
    return {ControlMode::Stopped, ControlMode::Position, ControlMode::Velocity, ControlMode::Current};
}

void DynamixelActuator::fillPresent(QByteArrayView block, TelemetrySample *sample, bool presentIsLoad)
{
    if (block.size() < kPresentBlockLength)
        return;
    const auto v = [&](std::uint16_t address, int size, bool isSigned) {
        return at(block, kPresentBlockStart, address, size, isSigned);
    };
    sample->values[ChannelPosition] = ticksToCenteredDeg(v(addr::PresentPosition, 4, true));
    sample->values[ChannelVelocity] = velocityUnitsToDegS(v(addr::PresentVelocity, 4, true));
    sample->values[ChannelCurrent] = presentIsLoad ? double(v(addr::PresentLoad, 2, true)) * kLoadPercentPerUnit
                                                   : currentUnitsToA(v(addr::PresentCurrent, 2, true));
    sample->values[ChannelTemperature] = double(v(addr::PresentTemperature, 1, false)) * kTemperatureCPerUnit;
    sample->values[ChannelVoltage] = double(v(addr::PresentInputVoltage, 2, false)) * kVoltageVPerUnit;
    sample->valid = true;
}

void DynamixelActuator::fillSample(QByteArrayView block, int operatingMode, TelemetrySample *sample,
                                   bool presentIsLoad)
{
    if (block.size() < kStateBlockLength)
        return;
    const bool torqueOn = block[0] != 0;
    const auto hwError = std::uint8_t(block[addr::HardwareErrorStatus - kStateBlockStart]);
    const bool watchdogExpired =
        std::uint8_t(block[addr::BusWatchdog - kStateBlockStart]) == kWatchdogExpiredRaw;
    sample->timeNs = core::monotonicNs();
    sample->deviceMode = operatingMode;
    sample->mode = torqueOn ? controlModeOf(operatingMode) : ControlMode::Stopped;
    sample->faultCode = hwError | (watchdogExpired ? kFaultWatchdogExpired : 0);
    QStringList faults = hardwareErrorNames(hwError);
    if (watchdogExpired)
        faults.prepend(QCoreApplication::translate("loopscope::DeviceTexts", "bus watchdog expired"));
    sample->faultText = faults.join(QStringLiteral(", "));
    fillPresent(block.sliced(kPresentBlockStart - kStateBlockStart), sample, presentIsLoad);
}

DeviceResult DynamixelActuator::refresh(TelemetrySample *sample)
{
    QByteArray block;
    const DeviceResult result = m_bus->read(m_id, kStateBlockStart, kStateBlockLength, &block);
    if (!result)
        return fail(result.error, result);
    m_torqueOn = block[0] != 0;
    m_hardwareError = std::uint8_t(block[addr::HardwareErrorStatus - kStateBlockStart]);
    TelemetrySample local;
    fillSample(block, m_operatingMode, sample ? sample : &local, !hasCurrent());
    return result;
}

DeviceResult DynamixelActuator::identify()
{
    DxlPingResult ping;
    DeviceResult result = m_bus->ping(m_id, &ping);
    if (!result)
        return fail(result.error, result);
    m_identity.model = modelName(ping.modelNumber);
    m_modelNumber = ping.modelNumber;
    m_identity.firmware = QString::number(ping.firmware);
    m_identity.probeRttMs = ping.rttMs;
    std::int64_t mode = -1;
    result = m_bus->readItem(m_id, *controlItem(addr::OperatingMode), &mode);
    if (!result)
        return fail(result.error, result);
    m_operatingMode = int(mode);
    return refresh(nullptr);
}

DeviceResult DynamixelActuator::query(TelemetrySample *sample)
{
    return refresh(sample);
}

DeviceResult DynamixelActuator::explainGoalFailure(const DeviceResult &result)
{
    if (result.linkLost)
        return fail(result.error, result);
    // A goal rejected for "data range" after the bus watchdog expired: say so.
    std::int64_t watchdog = 0;
    if (m_bus->readItem(m_id, *controlItem(addr::BusWatchdog), &watchdog) && watchdog == -1) {
        m_torqueOn = false;
        return fail(QCoreApplication::translate(
            "loopscope::DeviceTexts", "bus watchdog expired (commands stopped for longer than its timeout); "
                                      "enable torque again to resume"));
    }
    return fail(result.error, result);
}

DeviceResult DynamixelActuator::writeGoal(const ActuatorCommand &command)
{
    switch (command.mode) {
    case ControlMode::Position: {
        std::int64_t ticks = 0;
        if (std::isnan(command.positionDeg)) { // hold: goal = present position
            const DeviceResult r = m_bus->readItem(m_id, *controlItem(addr::PresentPosition), &ticks);
            if (!r)
                return fail(r.error, r);
        } else {
            ticks = centeredDegToTicks(command.positionDeg);
        }
        if (m_operatingMode == opmode::CurrentBasedPosition && std::isfinite(command.maxEffort) && hasCurrent()) {
            const DeviceResult r = m_bus->writeItem(m_id, *controlItem(addr::GoalCurrent),
                                                    aToCurrentUnits(std::fabs(command.maxEffort)));
            if (!r)
                return explainGoalFailure(r);
        }
        if (m_operatingMode == opmode::Position)
            ticks = std::clamp<std::int64_t>(ticks, 0, 4095);
        const DeviceResult r = m_bus->writeItem(m_id, *controlItem(addr::GoalPosition), ticks);
        return r ? r : explainGoalFailure(r);
    }
    case ControlMode::Velocity: {
        const DeviceResult r = m_bus->writeItem(m_id, *controlItem(addr::GoalVelocity),
                                                degSToVelocityUnits(command.velocityDegS));
        return r ? r : explainGoalFailure(r);
    }
    case ControlMode::Current:
    case ControlMode::Torque: {
        const DeviceResult r =
            m_bus->writeItem(m_id, *controlItem(addr::GoalCurrent), aToCurrentUnits(command.effort));
        return r ? r : explainGoalFailure(r);
    }
    default:
        return fail(QCoreApplication::translate("loopscope::DeviceTexts", "cannot command mode %1")
                        .arg(controlModeName(command.mode)));
    }
}

DeviceResult DynamixelActuator::command(const ActuatorCommand &command, TelemetrySample *reply)
{
    if (command.mode == ControlMode::Stopped)
        return stop(reply);
    if ((command.mode == ControlMode::Current || command.mode == ControlMode::Torque) && !hasCurrent())
        return fail(QCoreApplication::translate("loopscope::DeviceTexts",
                                                "the %1 has no current control (no Goal Current)")
                        .arg(m_identity.model));
    const int wanted = operatingModeFor(command.mode);
    if (wanted < 0)
        return fail(QCoreApplication::translate("loopscope::DeviceTexts", "mode %1 is not supported")
                        .arg(controlModeName(command.mode)));
    if (!acceptsMode(m_operatingMode, command.mode))
        m_requestedMode = wanted;
    if (!m_torqueOn)
        return fail(QCoreApplication::translate(
                        "loopscope::DeviceTexts",
                        "torque is off: enable torque before commanding %1 (the mode is applied then)")
                        .arg(controlModeName(command.mode)));
    if (!acceptsMode(m_operatingMode, command.mode))
        return fail(QCoreApplication::translate(
                        "loopscope::DeviceTexts",
                        "the servo is in %1 mode; %2 commands need the mode changed, which needs "
                        "torque off: disable and re-enable torque")
                        .arg(operatingModeName(m_operatingMode), controlModeName(command.mode)));
    const DeviceResult written = writeGoal(m_limits.clamp(command));
    if (!written)
        return written;
    return reply ? refresh(reply) : written;
}

DeviceResult DynamixelActuator::writeSafeGoal(int operatingMode)
{
    ActuatorCommand hold;
    hold.mode = controlModeOf(operatingMode);
    hold.positionDeg = std::numeric_limits<double>::quiet_NaN();
    hold.velocityDegS = 0;
    hold.effort = 0;
    if (hold.mode == ControlMode::Invalid)
        return DeviceResult::success(); // PWM: goal PWM is not part of this driver's table
    return writeGoal(hold);
}

DeviceResult DynamixelActuator::enableTorque(bool enabled)
{
    const ControlItem torque = *controlItem(addr::TorqueEnable);
    if (!enabled) {
        const DeviceResult r = m_bus->writeItem(m_id, torque, 0);
        if (!r)
            return fail(r.error, r);
        m_torqueOn = false;
        return r;
    }
    if (m_operatingMode < 0) {
        const DeviceResult r = identify();
        if (!r)
            return r;
    }
    if (m_requestedMode >= 0 && m_requestedMode != m_operatingMode) {
        DeviceResult r = m_bus->writeItem(m_id, torque, 0); // EEPROM needs torque off
        if (r)
            r = m_bus->writeItem(m_id, *controlItem(addr::OperatingMode), m_requestedMode);
        if (!r)
            return fail(QCoreApplication::translate("loopscope::DeviceTexts", "could not set %1 mode: %2")
                            .arg(operatingModeName(m_requestedMode), r.error),
                        r);
        m_operatingMode = m_requestedMode;
    }
    m_requestedMode = -1;
    const ControlItem watchdog = *controlItem(addr::BusWatchdog);
    DeviceResult r = m_bus->writeItem(m_id, watchdog, 0); // clears an expired watchdog
    if (r)
        r = writeSafeGoal(m_operatingMode);
    if (r)
        r = m_bus->writeItem(m_id, torque, 1);
    if (r && m_watchdogUnits > 0)
        r = m_bus->writeItem(m_id, watchdog, m_watchdogUnits);
    if (!r)
        return r.error.startsWith(fail(QString(), r).error) ? r : fail(r.error, r); // already prefixed
    m_torqueOn = true;
    return r;
}

DeviceResult DynamixelActuator::stop(TelemetrySample *reply)
{
    const DeviceResult r = m_bus->writeItem(m_id, *controlItem(addr::TorqueEnable), 0);
    if (!r)
        return fail(
            QCoreApplication::translate("loopscope::DeviceTexts", "stop (torque off) not acknowledged: %1")
                .arg(r.error),
            r);
    m_torqueOn = false;
    m_requestedMode = -1;
    if (reply)
        refresh(reply); // best effort: the stop itself was acknowledged
    return r;
}

DeviceResult DynamixelActuator::setDeviceWatchdog(double timeoutS)
{
    if (std::isnan(timeoutS) || timeoutS < 0)
        return fail(QCoreApplication::translate("loopscope::DeviceTexts", "watchdog timeout must be >= 0 s"));
    const int units =
        timeoutS == 0 ? 0 : int(std::clamp(std::ceil(timeoutS / kWatchdogSPerUnit - 1e-9), 1.0, 127.0));
    const DeviceResult r = m_bus->writeItem(m_id, *controlItem(addr::BusWatchdog), units);
    if (!r)
        return fail(r.error, r);
    m_watchdogUnits = units;
    return r;
}

DeviceResult DynamixelActuator::reboot()
{
    const DeviceResult r = m_bus->reboot(m_id);
    if (!r)
        return fail(r.error, r);
    m_torqueOn = false;
    m_watchdogUnits = 0;
    return r;
}

} // namespace loopscope::devices::dynamixel
