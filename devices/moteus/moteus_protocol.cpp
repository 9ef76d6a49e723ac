// The moteus family's entries in the protocol registry: the fdcanusb (and
// moteus UART) line protocol and the RS485 framing — how a scan finds them,
// their drivers and control-loop bus, link budget, jog traits and simulator.

#include "devices/common/protocol.h"
#include "devices/moteus/driver.h"
#include "devices/moteus/moteus_link.h"
#include "devices/sim/sim_lab.h"
#include "devices/transport/serial_link.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace loopscope::devices {

std::unique_ptr<ControlLoopBus> createMoteusLoopBus(const ControlLoopBusConfig &config); // moteus_loop_bus.cpp

namespace {

QString idList(const std::vector<int> &ids)
{
    QStringList out;
    for (int id : ids)
        out << QString::number(id);
    return out.join(QStringLiteral(", "));
}

// One scan step: a broadcast query (fdcanusb) and, when nothing answered,
// an ID sweep 1..moteusSweepMaxId.
void scanMoteus(PortProbe &port, moteus::MoteusTransport transport, int baud)
{
    const bool rs485 = transport == moteus::MoteusTransport::Rs485;
    const ScanOptions &options = port.options();
    const QString name = rs485 ? QStringLiteral("moteus RS485") : QStringLiteral("moteus fdcanusb");
    const QString text = QCoreApplication::translate("loopscope::DeviceTexts", "port %1: %2 at %3 baud")
                             .arg(QFileInfo(port.path()).fileName(), name)
                             .arg(baud);
    port.progress(0, text);
    port.probed(QStringLiteral("%1 @%2").arg(name).arg(baud));
    if (!port.useBaud(baud))
        return;
    std::unique_ptr<moteus::MoteusLink> link;
    if (rs485)
        link = std::make_unique<moteus::Rs485MoteusLink>(port.link());
    else
        link = std::make_unique<moteus::FdcanusbMoteusLink>(port.link());
    const QString address = QStringLiteral("%1@%2").arg(port.path()).arg(baud);
    const int timeoutMs = std::max(1, options.moteusTimeoutMs);
    QString error;
    std::vector<moteus::MoteusProbeResult> results;
    if (options.moteusBroadcast && !rs485) {
        const int broadcastMs = std::max(timeoutMs, options.moteusBroadcastTimeoutMs);
        // The broadcast's answers are candidates; each is listed after it
        // answered a query to its own ID and its identity was read.
        std::vector<int> ignored;
        const std::vector<int> candidates = moteus::broadcastMoteusIds(link.get(), broadcastMs, &error, &ignored);
        if (!ignored.empty())
            port.warn(QCoreApplication::translate("loopscope::DeviceTexts",
                                                  "%1: replies to the broadcast query from ID(s) %2 were ignored "
                                                  "(not a device ID, or claiming another ID)")
                          .arg(port.path(), idList(ignored)));
        const std::size_t room = std::size_t(std::max(0, port.room()));
        QStringList unconfirmed;
        for (std::size_t i = 0; i < candidates.size() && i < room; ++i) {
            if (port.cancelled() || !error.isEmpty())
                break;
            moteus::MoteusProbeResult result;
            if (moteus::probeMoteusId(link.get(), candidates[i], address, broadcastMs, &result, &error))
                results.push_back(result);
            else if (error.isEmpty())
                unconfirmed << QString::number(candidates[i]);
        }
        if (!unconfirmed.isEmpty())
            port.warn(QCoreApplication::translate("loopscope::DeviceTexts",
                                                  "%1: ID(s) %2 answered the broadcast query but not the identity "
                                                  "queries to their own ID; not listed")
                          .arg(port.path(), unconfirmed.join(QStringLiteral(", "))));
        if (candidates.size() > room)
            port.cap(QCoreApplication::translate("loopscope::DeviceTexts",
                                                 "%1: %2 IDs answered the broadcast query, more than one port may "
                                                 "have; only the first %3 were checked — a flooded or misbehaving "
                                                 "bus?")
                         .arg(port.path())
                         .arg(candidates.size())
                         .arg(room));
    }
    if (results.empty() && error.isEmpty() && options.moteusSweepMaxId > 0 && !port.cancelled()) {
        std::vector<int> ids;
        for (int id = 1; id <= std::min(options.moteusSweepMaxId, 126); ++id)
            ids.push_back(id);
        const auto progress = [&](int done, int total) {
            port.progress(double(done) / std::max(1, total),
                          text + QCoreApplication::translate("loopscope::DeviceTexts", ", ID %1").arg(done));
        };
        results = moteus::sweepMoteusIds(link.get(), ids, address, timeoutMs, port.cancel(), progress, &error);
    }
    for (const auto &result : results) {
        DeviceIdentity identity = result.identity;
        identity.address = address;
        if (!port.add(identity))
            break;
    }
    if (!error.isEmpty() || !port.link()->isOpen())
        port.linkFailed(error);
}

Protocol moteusOn(moteus::MoteusTransport transport)
{
    const bool rs485 = transport == moteus::MoteusTransport::Rs485;
    Protocol p;
    p.bus = rs485 ? QStringLiteral("moteus-rs485") : QStringLiteral("moteus-fdcanusb");
    if (!rs485)
        p.aliases << QStringLiteral("moteus");
    p.family = QStringLiteral("moteus");
    p.transport = rs485 ? QStringLiteral("moteus-rs485") : QStringLiteral("fdcanusb");
    p.title = QStringLiteral("moteus");
    p.linkTitle = rs485 ? QStringLiteral("RS485") : QStringLiteral("fdcanusb");
    p.minId = 1;
    p.maxId = 126;
    p.defaultBaud = rs485 ? 3'000'000 : 921'600;
    p.pollRateHz = 200;
    // The RS485 framing is looked for only when asked (it shares ports with
    // nothing else but costs an ID sweep).
    p.scannedByDefault = !rs485;
    p.scanPriority = rs485 ? 30 : 10;
    p.scanBauds = [rs485](const ScanOptions &options) {
        return std::vector<int>{rs485 ? options.moteusRs485Baud : options.moteusBaud};
    };
    p.scanAt = [transport](PortProbe &port, int baud) { scanMoteus(port, transport, baud); };
    p.effortName = QStringLiteral("torque");
    p.torqueCommand = true;
    p.effortUnit = QStringLiteral("N·m");
    p.defaultMaxEffort = 0.5;
    p.commandsEffortLimit = true; // the position command's maximum torque
    p.modeChangeNeedsTorqueOff = false;
    p.watchdogCoversPositionOnly = true; // fw/bldc_servo_control.h: only modes 10 and 13 time out
    p.makeBackend = [transport](const QString &port, int baud, const std::vector<int> &ids) {
        moteus::MoteusBusConfig config;
        config.transport = transport;
        config.portPath = port;
        config.baud = baud;
        config.ids = ids;
        return std::unique_ptr<BusBackend>(std::make_unique<moteus::MoteusBusBackend>(config));
    };
    p.makeLoopBus = createMoteusLoopBus;
    p.budget = [](core::LinkBudgetInput *in) {
        // fdcanusb text lines: "can send 8001 <hex>\n" / "rcv 0180 <hex>\n" + "OK\n";
        // a position command + query is ~30 bytes of CAN payload, twice that in hex.
        in->commandPayloadBytes = 60;
        in->replyPayloadBytes = 48;
        in->framingOverheadBytes = 20;
        in->deviceTurnaroundUs = 100;
    };
    p.simEndpoint = p.bus;
    p.simulate = [rs485](SimEchoOptions *sim, const QString &ids, int) {
        (rs485 ? sim->moteusRs485Ids : sim->moteusIds) = ids;
    };
    return p;
}

} // namespace

void registerMoteusProtocols(ProtocolRegistry &registry)
{
    registry.add(moteusOn(moteus::MoteusTransport::Fdcanusb));
    registry.add(moteusOn(moteus::MoteusTransport::Rs485));
}

} // namespace loopscope::devices
