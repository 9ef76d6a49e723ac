#pragma once
// `loopscope-cli compare --baseline RUN --candidate RUN ...`: the percentile
// table of stored runs with ratios, their fingerprint differences, and
// --max-ratio limits that turn a regression into exit code 6 (for CI).

#include "app/cli/cli_options.h"

#include <QStringList>

namespace loopscope::cli {

// args: the arguments after "compare". Returns an exit code (exit_codes.h).
int runCompare(const QStringList &args);
// The option tables of the command (and its subcommands), for the man page and completion.
CommandSpecList compareSpecs();

} // namespace loopscope::cli
