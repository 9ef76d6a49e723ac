#pragma once
// The fleet from the command line: `loopscope-cli agent` (a headless agent
// on this host) and `loopscope-cli fleet list|run|cancel` (the controller).
// See docs/fleet.md.

#include "app/cli/cli_options.h"

#include <QStringList>

namespace loopscope::cli {

int runAgent(const QStringList &args);
int runFleet(const QStringList &args);
// The option tables of agent and of fleet and its subcommands (man page, completion).
CommandSpecList agentSpecs();
CommandSpecList fleetSpecs();

} // namespace loopscope::cli
