// The Dynamixel side of the control-loop benchmark: one sync write of Goal
// Position and one sync read of the present values per cycle (FAST SYNC READ
// when every servo is one model that has it, unless the config says not).
#include "devices/bench/control_loop_bus.h"
#include "devices/common/protocol.h"

#include "core/timing/realtime.h"
#include "devices/discovery/serial_port_scan.h"
#include "devices/dynamixel/control_table.h"
#include "devices/dynamixel/driver.h"
#include "devices/dynamixel/dxl_bus.h"
#include "devices/dynamixel/protocol2.h"
#include "devices/transport/serial_link.h"

#include <QCoreApplication>

namespace loopscope::devices {

namespace {

using namespace dynamixel;

constexpr std::uint16_t kPresentStart = addr::PresentCurrent;
constexpr std::uint16_t kPresentLength = addr::PresentTemperature + 1 - addr::PresentCurrent;

class DynamixelLoopBus final : public ControlLoopBus
{
public:
    explicit DynamixelLoopBus(ControlLoopBusConfig config) : m_config(std::move(config))
    {
        for (int id : m_config.ids)
            m_ids.push_back(std::uint8_t(id));
    }

    bool open(QString *error) override
    {
        m_serial = createSerialLink();
        if (!m_serial->open(m_config.portPath, m_config.baud)) {
            *error = explainOpenError(m_config.portPath, m_serial->errorString());
            return false;
        }
        m_bus.setStream(m_serial.get());
        m_bus.setBaud(m_config.baud);
        m_bus.setReplyMarginMs(m_config.replyTimeoutMs);
        const QString address = QStringLiteral("%1@%2").arg(m_config.portPath).arg(m_config.baud);
        for (std::uint8_t id : m_ids)
            m_actuators.push_back(std::make_unique<DynamixelActuator>(&m_bus, id, address));
        return true;
    }

    bool prepare(QString *error) override
    {
        for (auto &actuator : m_actuators) {
            const DeviceResult r = actuator->identify();
            if (!r) {
                *error = QCoreApplication::translate("loopscope::DeviceTexts",
                                                     "Dynamixel ID %1 did not answer: %2")
                             .arg(actuator->id())
                             .arg(r.error);
                return false;
            }
        }
        if (!m_config.queryOnly) {
            for (auto &actuator : m_actuators) {
                if (!holdPosition(*actuator, error))
                    return false;
            }
        }
        std::vector<std::uint16_t> models;
        for (auto &actuator : m_actuators)
            models.push_back(actuator->modelNumber());
        m_poll = planPresentPoll(models);
        m_poll.fast = m_poll.fast && m_config.fastRead;
        std::vector<TelemetrySample> samples;
        if (const DeviceResult r = syncReadPresent(m_bus, m_ids, &samples, &m_poll); !r) {
            *error = QCoreApplication::translate("loopscope::DeviceTexts",
                                                 "sync read of the present values failed: %1")
                         .arg(r.error);
            return false;
        }
        m_holdDeg.clear();
        for (const TelemetrySample &sample : samples)
            m_holdDeg.push_back(sample.values[dynamixel::ChannelPosition]);

        std::vector<SyncWriteEntry> entries;
        for (std::size_t i = 0; i < m_ids.size(); ++i)
            entries.push_back({m_ids[i], DxlBus::encodeRaw(centeredDegToTicks(m_holdDeg[i]), 4)});
        m_sizes.commandBytes = m_config.queryOnly ? 0 : int(makeSyncWrite(addr::GoalPosition, 4, entries).size());
        m_sizes.requestBytes = int(makeSyncRead(kPresentStart, kPresentLength, m_ids).size());
        m_sizes.replyBytes = int(makeStatusPacket(m_ids.front(), 0, QByteArray(kPresentLength, '\0')).size());
        if (m_poll.fast) {
            // One packet: header, INST, per servo ERR ID data CRC — per servo on average.
            const int n = int(m_ids.size());
            const int total = (m_sizes.replyBytes - kPresentLength - 3) + n * (4 + kPresentLength);
            m_sizes.replyBytes = (total + n - 1) / n;
        }
        return true;
    }

    bool cycle(std::vector<std::uint64_t> *perServoTimeouts, QString *error, bool *lost) override
    {
        if (!m_config.queryOnly) {
            const DeviceResult written = syncWriteGoalPositions(m_bus, m_ids, m_holdDeg, nullptr);
            if (!written && written.linkLost) {
                *error = written.error;
                *lost = true;
                return false;
            }
        }
        const DeviceResult read = syncReadPresent(m_bus, m_ids, &m_samples, &m_poll);
        if (!read && read.linkLost) {
            *error = read.error;
            *lost = true;
            return false;
        }
        for (std::size_t i = 0; i < m_samples.size() && i < perServoTimeouts->size(); ++i) {
            if (!m_samples[i].valid)
                ++(*perServoTimeouts)[i];
        }
        return true;
    }

    std::vector<ServoStopReport> stopAll() override
    {
        std::vector<ServoStopReport> reports;
        for (auto &actuator : m_actuators) {
            ServoStopReport report;
            report.id = actuator->id();
            const std::int64_t startNs = core::monotonicNs();
            const DeviceResult r = actuator->stop(nullptr);
            report.ackMs = double(core::monotonicNs() - startNs) / 1e6;
            report.acknowledged = r.ok;
            report.error = r.error;
            reports.push_back(report);
        }
        return reports;
    }

    LoopErrorCounts errorCounts() const override
    {
        const DxlCounters c = m_bus.counters();
        LoopErrorCounts counts;
        counts.timeouts = c.timeouts;
        counts.crcErrors = c.crcErrors;
        counts.garbage = c.garbageBytes + c.truncatedPackets + c.badPackets + c.unexpectedPackets;
        counts.replyErrors = c.deviceErrors;
        return counts;
    }

    LoopFrameSizes frameSizes() const override { return m_sizes; }

    core::LinkBudgetInput linkBudget(double deviceTurnaroundUs, double hostTurnaroundUs) const override
    {
        // The model: (overhead + n x slice) + (overhead + n) + n x (reply + overhead).
        // With the overhead taken from the sync read instruction, the three
        // frame sizes come out exactly as sent.
        const int n = int(m_ids.size());
        core::LinkBudgetInput in;
        in.name = QStringLiteral("%1 Dynamixel at %2 baud, sync write + %3")
                      .arg(n)
                      .arg(m_config.baud)
                      .arg(m_poll.fast ? QStringLiteral("fast sync read") : QStringLiteral("sync read"));
        in.pattern = core::BusPattern::SyncWriteRead;
        in.baudBitsPerS = m_config.baud;
        in.deviceCount = n;
        in.framingOverheadBytes = std::max(0, m_sizes.requestBytes - n);
        in.commandPayloadBytes = n > 0 ? std::max(0, (m_sizes.commandBytes - in.framingOverheadBytes) / n) : 0;
        in.replyPayloadBytes = std::max(0, m_sizes.replyBytes - in.framingOverheadBytes);
        in.deviceTurnaroundUs = deviceTurnaroundUs;
        in.hostTurnaroundUs = hostTurnaroundUs;
        return in;
    }

    const ControlLoopBusConfig &config() const override { return m_config; }

private:
    // Position mode, bus watchdog armed, torque on holding the present position.
    bool holdPosition(DynamixelActuator &actuator, QString *error)
    {
        DeviceResult r = actuator.stop(nullptr); // mode changes need torque off
        if (r && controlModeOf(actuator.operatingMode()) != ControlMode::Position) {
            r = m_bus.writeItem(actuator.id(), *controlItem(addr::OperatingMode), 3);
            if (r)
                r = actuator.identify();
        }
        if (r)
            r = actuator.setDeviceWatchdog(m_config.watchdogS);
        if (r)
            r = actuator.enableTorque(true); // goal = present position first
        if (!r) {
            *error = QCoreApplication::translate("loopscope::DeviceTexts",
                                                 "Dynamixel ID %1: cannot hold position: %2")
                         .arg(actuator.id())
                         .arg(r.error);
            return false;
        }
        return true;
    }

    ControlLoopBusConfig m_config;
    std::vector<std::uint8_t> m_ids;
    std::unique_ptr<SerialLink> m_serial;
    DxlBus m_bus;
    std::vector<std::unique_ptr<DynamixelActuator>> m_actuators;
    std::vector<double> m_holdDeg;
    std::vector<TelemetrySample> m_samples;
    PresentPoll m_poll;
    LoopFrameSizes m_sizes;
};

} // namespace

std::unique_ptr<ControlLoopBus> createDynamixelLoopBus(const ControlLoopBusConfig &config)
{
    return std::make_unique<DynamixelLoopBus>(config);
}

} // namespace loopscope::devices
