#pragma once
// `loopscope-cli stop --all [--port PATH]... [--sim]` / `stop --device SPEC`:
// stops actuators (moteus mode 0, Dynamixel torque off) and prints each
// device's acknowledged stop time.

#include <QStringList>

namespace loopscope::cli {

int runStop(const QStringList &args);

} // namespace loopscope::cli
