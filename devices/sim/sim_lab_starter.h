#pragma once
// Where a probe kind (devices/bench) gets the simulator it measures when no
// real device is given. By default each call starts its own SimLab. An
// application that owns every process it starts (the GUI's LabController)
// installs its own starter, so that it knows those simulators, can count
// them and ends whatever is left when it goes; the CLI keeps the default.
// Starters are called on the thread that creates the probe.

#include "devices/sim/sim_lab.h"

#include <QString>
#include <functional>
#include <memory>

namespace loopscope::devices {

using SimLabStarter =
    std::function<std::shared_ptr<SimLab>(const SimEchoOptions &options, QString *error, int timeoutMs)>;

// Installs starter (empty: back to the default). Returns the one it replaces.
SimLabStarter setSimLabStarter(SimLabStarter starter);

// Starts a simulator through the installed starter; null with *error set on failure.
std::shared_ptr<SimLab> startSimLab(const SimEchoOptions &options, QString *error, int timeoutMs = 5000);

} // namespace loopscope::devices
