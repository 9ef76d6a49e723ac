// The Dynamixel family's entry in the protocol registry: Protocol 2.0 on a
// half-duplex serial bus (X-series control table).

#include "devices/common/protocol.h"
#include "devices/dynamixel/driver.h"

namespace loopscope::devices {

void registerDynamixelProtocols(ProtocolRegistry &registry)
{
    Protocol p;
    p.bus = QStringLiteral("dynamixel");
    p.family = QStringLiteral("dynamixel2");
    p.transport = QStringLiteral("dynamixel-serial");
    p.title = QStringLiteral("Dynamixel");
    p.loop = LoopProtocol::Dynamixel;
    p.defaultBaud = defaultLoopBaud(p.loop);
    p.pollRateHz = 100;
    p.effortUnit = QStringLiteral("A");
    p.defaultMaxEffort = 1.0;
    // The operating mode is in EEPROM: torque off, then on with the new mode.
    p.modeChangeNeedsTorqueOff = true;
    p.makeBackend = [](const QString &port, int baud, const std::vector<int> &ids) {
        dynamixel::DynamixelBusConfig config;
        config.portPath = port;
        config.baud = baud;
        config.ids = ids;
        return std::unique_ptr<BusBackend>(std::make_unique<dynamixel::DynamixelBusBackend>(config));
    };
    p.budget = [](core::LinkBudgetInput *in) {
        // Dynamixel 2.0: goal write (16 B + 11 B status) and a read of the
        // present block (14 B instruction + 11 B header/CRC + 83 B data).
        in->commandPayloadBytes = 30;
        in->replyPayloadBytes = 94;
        in->framingOverheadBytes = 11;
        in->deviceTurnaroundUs = 500; // default Return Delay Time (250 × 2 µs)
    };
    registry.add(std::move(p));
}

} // namespace loopscope::devices
