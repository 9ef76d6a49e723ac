#pragma once
// What a scan for Dynamixel servos covers on a port.

#include "devices/discovery/scan_types.h"

#include <vector>

namespace loopscope::devices {

// The X-series bauds a scan tries (options.dynamixelBauds, else all eight).
std::vector<int> dynamixelScanBauds(const ScanOptions &options);

} // namespace loopscope::devices
