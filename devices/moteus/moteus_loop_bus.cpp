// The moteus side of the control-loop benchmark: one command+query exchange
// per servo per cycle over fdcanusb lines or the RS485 framing.
#include "devices/bench/control_loop_bus.h"
#include "devices/common/protocol.h"

#include "core/timing/realtime.h"
#include "devices/discovery/serial_port_scan.h"
#include "devices/moteus/can_frame.h"
#include "devices/moteus/driver.h"
#include "devices/moteus/fdcanusb_line.h"
#include "devices/moteus/multiplex.h"
#include "devices/moteus/rs485_frame.h"
#include "devices/transport/serial_link.h"

#include <QCoreApplication>

namespace loopscope::devices {

namespace {

using namespace moteus;

class MoteusLoopBus final : public ControlLoopBus
{
public:
    explicit MoteusLoopBus(ControlLoopBusConfig config) : m_config(std::move(config)) {}

    bool isRs485() const { return m_config.protocol->transport == QLatin1String("moteus-rs485"); }

    bool open(QString *error) override
    {
        m_serial = createSerialLink();
        if (!m_serial->open(m_config.portPath, m_config.baud)) {
            *error = explainOpenError(m_config.portPath, m_serial->errorString());
            return false;
        }
        if (isRs485())
            m_link = std::make_unique<Rs485MoteusLink>(m_serial.get());
        else
            m_link = std::make_unique<FdcanusbMoteusLink>(m_serial.get());
        const QString address = QStringLiteral("%1@%2").arg(m_config.portPath).arg(m_config.baud);
        for (int id : m_config.ids)
            m_actuators.push_back(std::make_unique<MoteusActuator>(m_link.get(), id, address, m_config.replyTimeoutMs));
        return true;
    }

    bool prepare(QString *error) override
    {
        m_payloads.clear();
        for (auto &actuator : m_actuators) {
            actuator->setDeviceWatchdog(m_config.watchdogS);
            // A stop first: clears a latched watchdog timeout (mode 11) and reads
            // where the servo is, so holding it there cannot move it.
            TelemetrySample sample;
            const DeviceResult r = actuator->stop(&sample);
            if (!r) {
                *error =
                    QCoreApplication::translate("loopscope::DeviceTexts", "moteus ID %1 did not answer: %2")
                        .arg(actuator->id())
                        .arg(r.error);
                return false;
            }
            if (m_config.queryOnly) {
                m_payloads.push_back(makeStop() + makeQuery());
                continue;
            }
            ActuatorCommand hold;
            hold.mode = ControlMode::Position;
            hold.positionDeg = sample.values[ChannelPosition];
            hold.velocityDegS = 0;
            m_payloads.push_back(actuator->commandPayload(hold));
        }
        CanAddress address;
        address.destination = std::uint8_t(m_config.ids.front());
        const auto frame = CanFdFrame::make(address, m_payloads.front());
        if (isRs485())
            m_sizes.commandBytes = int(encodeRs485Frame({0, address.destination, true, m_payloads.front()}).size());
        else if (frame)
            m_sizes.commandBytes = int(makeCanSendLine(*frame).size());
        // One exchange of the cycle's own frame (it holds, or stops) for the reply's size.
        QByteArray reply;
        QString transactError;
        if (!m_link->transact(m_config.ids.front(), m_payloads.front(), true, m_config.replyTimeoutMs, &reply,
                              nullptr, &transactError, nullptr)) {
            *error = QCoreApplication::translate("loopscope::DeviceTexts", "moteus ID %1 did not answer: %2")
                         .arg(m_config.ids.front())
                         .arg(transactError);
            return false;
        }
        m_sizes.replyBytes = replyWireBytes(m_config.ids.front(), reply);
        return true;
    }

    bool cycle(std::vector<std::uint64_t> *perServoTimeouts, QString *error, bool *lost) override
    {
        for (std::size_t i = 0; i < m_actuators.size(); ++i) {
            const int id = m_actuators[i]->id();
            const std::uint64_t timeoutsBefore = m_link->counters().timeouts;
            QByteArray reply;
            int source = -1;
            QString transactError;
            bool linkLost = false;
            if (!m_link->transact(id, m_payloads[i], true, m_config.replyTimeoutMs, &reply, &source, &transactError,
                                  &linkLost)) {
                if (linkLost) {
                    *error = transactError;
                    *lost = true;
                    return false;
                }
                if (m_link->counters().timeouts != timeoutsBefore)
                    ++(*perServoTimeouts)[i];
                else
                    ++m_replyErrors;
                continue;
            }
            if (!parseReply(reply)) {
                ++m_replyErrors;
                continue;
            }
        }
        return true;
    }

    std::vector<ServoStopReport> stopAll() override
    {
        std::vector<ServoStopReport> reports;
        for (auto &actuator : m_actuators) {
            ServoStopReport report;
            report.id = actuator->id();
            TelemetrySample sample;
            const std::int64_t startNs = core::monotonicNs();
            const DeviceResult r = actuator->stop(&sample);
            report.ackMs = double(core::monotonicNs() - startNs) / 1e6;
            report.acknowledged = r.ok && sample.deviceMode == 0;
            report.error =
                r.ok && !report.acknowledged
                    ? QCoreApplication::translate("loopscope::DeviceTexts", "reports mode %1 after the stop")
                          .arg(sample.deviceMode)
                    : r.error;
            reports.push_back(report);
        }
        return reports;
    }

    LoopErrorCounts errorCounts() const override
    {
        LoopErrorCounts counts;
        if (!m_link)
            return counts;
        const MoteusLinkCounters &c = m_link->counters();
        counts.timeouts = c.timeouts;
        counts.garbage = c.garbage + c.adapterErrors; // bad CRCs are dropped as garbage by the decoders
        counts.replyErrors = m_replyErrors;
        return counts;
    }

    LoopFrameSizes frameSizes() const override { return m_sizes; }

    core::LinkBudgetInput linkBudget(double deviceTurnaroundUs, double hostTurnaroundUs) const override
    {
        core::LinkBudgetInput in;
        in.name = QStringLiteral("%1 moteus on %2 at %3 baud")
                      .arg(m_config.ids.size())
                      .arg(m_config.protocol->bus)
                      .arg(m_config.baud);
        in.pattern = core::BusPattern::PerDevice;
        in.baudBitsPerS = m_config.baud;
        in.deviceCount = int(m_config.ids.size());
        // Whole frames as they travel (the line text or the RS485 frame).
        in.commandPayloadBytes = m_sizes.commandBytes;
        in.replyPayloadBytes = m_sizes.replyBytes;
        in.framingOverheadBytes = 0;
        in.deviceTurnaroundUs = deviceTurnaroundUs;
        in.hostTurnaroundUs = hostTurnaroundUs;
        return in;
    }

    const ControlLoopBusConfig &config() const override { return m_config; }

private:
    int replyWireBytes(int id, const QByteArray &reply) const
    {
        CanAddress from;
        from.source = std::uint8_t(id);
        from.destination = 0;
        from.replyWanted = false;
        if (isRs485())
            return int(encodeRs485Frame({std::uint8_t(id), 0, false, reply}).size());
        CanFdFrame frame;
        frame.arbitrationId = makeArbitrationId(from);
        frame.data = reply;
        return int(makeOkLine().size() + makeReceiveLine(frame).size());
    }

    ControlLoopBusConfig m_config;
    std::unique_ptr<SerialLink> m_serial;
    std::unique_ptr<MoteusLink> m_link;
    std::vector<std::unique_ptr<MoteusActuator>> m_actuators;
    std::vector<QByteArray> m_payloads;
    std::uint64_t m_replyErrors = 0;
    LoopFrameSizes m_sizes;
};

} // namespace

std::unique_ptr<ControlLoopBus> createMoteusLoopBus(const ControlLoopBusConfig &config)
{
    return std::make_unique<MoteusLoopBus>(config);
}

} // namespace loopscope::devices
