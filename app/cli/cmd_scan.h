#pragma once
// `loopscope-cli scan ...`: one discovery scan (serial ports x protocols x
// bauds x IDs, and UDP echo devices) with progress on stderr and the merged
// device table on stdout.

#include "app/cli/cli_options.h"

#include <QStringList>

namespace loopscope::cli {

int runScan(const QStringList &args);
// The option tables of the command (and its subcommands), for the man page and completion.
CommandSpecList scanSpecs();

} // namespace loopscope::cli
