#pragma once
// Shared by jog and stop: the bus backend of a bus SPEC (the real drivers),
// and a first contact that turns a missing port or a silent ID into a clear
// message before any runtime starts.

#include "app/cli/device_spec.h"
#include "devices/common/bus.h"

#include <memory>
#include <vector>

namespace loopscope::cli {

std::unique_ptr<devices::BusBackend> makeBackend(const BusSpec &bus, const std::vector<int> &ids);

// Opens the port and identifies every actuator once; closes it again. False
// with a message naming the port or the ID that did not answer.
bool firstContact(devices::BusBackend &backend, const BusSpec &bus, QString *error);

// "PROTOCOL #ID on PORT@BAUD" for messages.
QString deviceName(const BusSpec &bus, int id);

} // namespace loopscope::cli
