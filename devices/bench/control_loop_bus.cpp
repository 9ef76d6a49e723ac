#include "devices/bench/control_loop_bus.h"

#include "devices/common/protocol.h"

namespace loopscope::devices {

std::unique_ptr<ControlLoopBus> ControlLoopBus::create(const ControlLoopBusConfig &configIn)
{
    if (!configIn.protocol || !configIn.protocol->makeLoopBus)
        return nullptr;
    ControlLoopBusConfig config = configIn;
    if (config.baud <= 0)
        config.baud = config.protocol->defaultBaud;
    return config.protocol->makeLoopBus(config);
}

} // namespace loopscope::devices
