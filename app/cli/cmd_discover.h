#pragma once
// `loopscope-cli discover ...`: lists the UDP echo devices that answer a
// discovery request, as a table or JSON.

#include "app/cli/cli_options.h"

#include <QStringList>

namespace loopscope::cli {

int runDiscover(const QStringList &args); // args after "discover"; returns an exit code
// The option tables of the command (and its subcommands), for the man page and completion.
CommandSpecList discoverSpecs();

} // namespace loopscope::cli
