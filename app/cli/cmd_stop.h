#pragma once
// `loopscope-cli stop --all [--port PATH]... [--sim]` / `stop --device SPEC`:
// stops actuators (moteus mode 0, Dynamixel torque off) and prints each
// device's acknowledged stop time.

#include "app/cli/cli_options.h"

#include <QStringList>

namespace loopscope::cli {

int runStop(const QStringList &args);
// The option tables of the command (and its subcommands), for the man page and completion.
CommandSpecList stopSpecs();

} // namespace loopscope::cli
