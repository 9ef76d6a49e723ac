#pragma once
// `loopscope-cli jog ...`: moves one actuator within soft limits, with the
// device watchdog armed and the keep-alive fed, and stops it at the end.

#include "app/cli/cli_options.h"

#include <QStringList>

namespace loopscope::cli {

int runJog(const QStringList &args);
// The option tables of the command (and its subcommands), for the man page and completion.
CommandSpecList jogSpecs();

} // namespace loopscope::cli
