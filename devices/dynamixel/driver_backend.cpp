// Group helpers (sync write / sync read of N servos) and the bus backend.
#include "devices/dynamixel/driver.h"

#include "core/timing/realtime.h"

#include <QCoreApplication>

namespace loopscope::devices::dynamixel {

namespace {

constexpr std::uint16_t kPresentStart = addr::PresentCurrent;
constexpr std::uint16_t kPresentLength = addr::PresentTemperature + 1 - addr::PresentCurrent;

DeviceResult checkSizes(std::size_t ids, std::size_t values)
{
    if (ids == 0)
        return DeviceResult::failure(
            QCoreApplication::translate("loopscope::DeviceTexts", "no servo IDs given"));
    if (ids != values)
        return DeviceResult::failure(
            QCoreApplication::translate("loopscope::DeviceTexts", "%1 IDs but %2 values")
                .arg(ids)
                .arg(values));
    return DeviceResult::success();
}

} // namespace

DeviceResult syncWriteGoalPositions(DxlBus &bus, std::span<const std::uint8_t> ids,
                                    std::span<const double> positionsDeg, const SoftLimits *limits)
{
    if (DeviceResult r = checkSizes(ids.size(), positionsDeg.size()); !r)
        return r;
    std::vector<SyncWriteEntry> entries;
    entries.reserve(ids.size());
    for (std::size_t i = 0; i < ids.size(); ++i) {
        ActuatorCommand c;
        c.mode = ControlMode::Position;
        c.positionDeg = positionsDeg[i];
        if (limits)
            c = limits->clamp(c);
        entries.push_back({ids[i], DxlBus::encodeRaw(centeredDegToTicks(c.positionDeg), 4)});
    }
    return bus.syncWrite(addr::GoalPosition, 4, entries);
}

DeviceResult syncWriteGoalVelocities(DxlBus &bus, std::span<const std::uint8_t> ids,
                                     std::span<const double> velocitiesDegS, const SoftLimits *limits)
{
    if (DeviceResult r = checkSizes(ids.size(), velocitiesDegS.size()); !r)
        return r;
    std::vector<SyncWriteEntry> entries;
    entries.reserve(ids.size());
    for (std::size_t i = 0; i < ids.size(); ++i) {
        ActuatorCommand c;
        c.mode = ControlMode::Velocity;
        c.velocityDegS = velocitiesDegS[i];
        if (limits)
            c = limits->clamp(c);
        entries.push_back({ids[i], DxlBus::encodeRaw(degSToVelocityUnits(c.velocityDegS), 4)});
    }
    return bus.syncWrite(addr::GoalVelocity, 4, entries);
}

PresentPoll planPresentPoll(std::span<const std::uint16_t> modelNumbers)
{
    PresentPoll poll;
    bool same = !modelNumbers.empty();
    for (std::uint16_t number : modelNumbers) {
        const auto info = modelInfo(number);
        poll.presentIsLoad.push_back(info && !info->hasCurrent);
        same = same && info && info->fastRead && number == modelNumbers.front();
    }
    poll.fast = same;
    return poll;
}

DeviceResult syncReadPresent(DxlBus &bus, std::span<const std::uint8_t> ids,
                             std::vector<TelemetrySample> *samples, const PresentPoll *poll)
{
    std::vector<DxlReadResult> results;
    const DeviceResult r = poll && poll->fast ? bus.fastSyncRead(kPresentStart, kPresentLength, ids, &results)
                                              : bus.syncRead(kPresentStart, kPresentLength, ids, &results);
    if (samples) {
        samples->assign(ids.size(), TelemetrySample{});
        const std::int64_t now = core::monotonicNs();
        for (std::size_t i = 0; i < results.size() && i < samples->size(); ++i) {
            TelemetrySample &s = (*samples)[i];
            s.timeNs = now;
            const bool load = poll && i < poll->presentIsLoad.size() && poll->presentIsLoad[i];
            if (results[i].ok)
                DynamixelActuator::fillPresent(results[i].data, &s, load);
            if (results[i].errorByte & error::Alert) {
                s.faultCode = -1; // hardware error flagged; read address 70 for the bits
                s.faultText = QCoreApplication::translate("loopscope::DeviceTexts", "hardware error (alert)");
            }
        }
    }
    return r;
}

DynamixelBusBackend::DynamixelBusBackend(DynamixelBusConfig config)
    : m_config(std::move(config)), m_serial(createSerialLink(m_config.linkKind))
{
    m_bus.setReplyMarginMs(m_config.replyMarginMs);
    m_bus.setBaud(m_config.baud);
    for (int id : m_config.ids) {
        if (id >= 0 && id <= kMaxId)
            m_actuators.push_back(std::make_unique<DynamixelActuator>(&m_bus, std::uint8_t(id), address()));
    }
}

DynamixelBusBackend::~DynamixelBusBackend()
{
    close();
}

QString DynamixelBusBackend::address() const
{
    return QStringLiteral("%1@%2").arg(m_config.portPath).arg(m_config.baud);
}

DeviceResult DynamixelBusBackend::open()
{
    if (m_actuators.size() != m_config.ids.size())
        return DeviceResult::failure(
            QCoreApplication::translate("loopscope::DeviceTexts", "Dynamixel IDs must be 0..252"));
    if (!m_serial->open(m_config.portPath, m_config.baud))
        return DeviceResult::failure(
            QCoreApplication::translate("loopscope::DeviceTexts", "cannot open %1 at %2 baud: %3")
                .arg(m_config.portPath)
                .arg(m_config.baud)
                .arg(m_serial->errorString()),
            true);
    m_bus.setStream(m_serial.get());
    m_bus.setBaud(m_config.baud);
    return DeviceResult::success();
}

void DynamixelBusBackend::close()
{
    if (m_serial)
        m_serial->close();
}

bool DynamixelBusBackend::isOpen() const
{
    return m_serial && m_serial->isOpen();
}

Actuator *DynamixelBusBackend::actuator(int index)
{
    return dynamixel(index);
}

DynamixelActuator *DynamixelBusBackend::dynamixel(int index)
{
    if (index < 0 || index >= int(m_actuators.size()))
        return nullptr;
    return m_actuators[std::size_t(index)].get();
}

} // namespace loopscope::devices::dynamixel
