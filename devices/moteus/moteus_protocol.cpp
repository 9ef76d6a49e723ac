// The moteus family's entries in the protocol registry: the fdcanusb (and
// moteus UART) line protocol and the RS485 framing.

#include "devices/common/protocol.h"
#include "devices/moteus/driver.h"

namespace loopscope::devices {

namespace {

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
    p.loop = rs485 ? LoopProtocol::MoteusRs485 : LoopProtocol::MoteusFdcanusb;
    p.defaultBaud = defaultLoopBaud(p.loop);
    p.pollRateHz = 200;
    p.effortUnit = QStringLiteral("N·m");
    p.defaultMaxEffort = 0.5;
    p.modeChangeNeedsTorqueOff = false;
    p.makeBackend = [transport](const QString &port, int baud, const std::vector<int> &ids) {
        moteus::MoteusBusConfig config;
        config.transport = transport;
        config.portPath = port;
        config.baud = baud;
        config.ids = ids;
        return std::unique_ptr<BusBackend>(std::make_unique<moteus::MoteusBusBackend>(config));
    };
    p.budget = [](core::LinkBudgetInput *in) {
        // fdcanusb text lines: "can send 8001 <hex>\n" / "rcv 0180 <hex>\n" + "OK\n";
        // a position command + query is ~30 bytes of CAN payload, twice that in hex.
        in->commandPayloadBytes = 60;
        in->replyPayloadBytes = 48;
        in->framingOverheadBytes = 20;
        in->deviceTurnaroundUs = 100;
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
