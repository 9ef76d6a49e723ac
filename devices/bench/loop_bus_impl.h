#pragma once
// Factories of the ControlLoopBus implementations (control_loop_bus.cpp picks one).

#include "devices/bench/control_loop_bus.h"

namespace loopscope::devices {

std::unique_ptr<ControlLoopBus> createMoteusLoopBus(const ControlLoopBusConfig &config);
std::unique_ptr<ControlLoopBus> createDynamixelLoopBus(const ControlLoopBusConfig &config);

} // namespace loopscope::devices
