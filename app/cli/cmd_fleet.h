#pragma once
// The fleet from the command line: `loopscope-cli agent` (a headless agent
// on this host) and `loopscope-cli fleet list|run|cancel` (the controller).
// See docs/fleet.md.

#include <QStringList>

namespace loopscope::cli {

int runAgent(const QStringList &args);
int runFleet(const QStringList &args);

} // namespace loopscope::cli
