#include "devices/bench/control_loop_bus.h"

#include "devices/bench/loop_bus_impl.h"

namespace loopscope::devices {

QString loopProtocolName(LoopProtocol protocol)
{
    switch (protocol) {
    case LoopProtocol::MoteusFdcanusb: return QStringLiteral("moteus-fdcanusb");
    case LoopProtocol::MoteusRs485: return QStringLiteral("moteus-rs485");
    case LoopProtocol::Dynamixel: return QStringLiteral("dynamixel");
    case LoopProtocol::Invalid: break;
    }
    return QStringLiteral("invalid");
}

int defaultLoopBaud(LoopProtocol protocol)
{
    switch (protocol) {
    case LoopProtocol::MoteusFdcanusb: return 921600;
    case LoopProtocol::MoteusRs485: return 3000000;
    case LoopProtocol::Dynamixel: return 57600;
    case LoopProtocol::Invalid: break;
    }
    return 0;
}

std::unique_ptr<ControlLoopBus> ControlLoopBus::create(const ControlLoopBusConfig &configIn)
{
    ControlLoopBusConfig config = configIn;
    if (config.baud <= 0)
        config.baud = defaultLoopBaud(config.protocol);
    switch (config.protocol) {
    case LoopProtocol::MoteusFdcanusb:
    case LoopProtocol::MoteusRs485: return createMoteusLoopBus(config);
    case LoopProtocol::Dynamixel: return createDynamixelLoopBus(config);
    case LoopProtocol::Invalid: break;
    }
    return nullptr;
}

} // namespace loopscope::devices
