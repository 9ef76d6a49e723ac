#pragma once
// `loopscope-cli runs list|show|delete ...`: the result library from the
// command line (the --library option is in library_option.h).

#include "app/cli/cli_options.h"
#include "core/library/run_library.h"

#include <QStringList>

namespace loopscope::cli {

// args: the arguments after "runs". Returns an exit code (exit_codes.h).
int runRuns(const QStringList &args);
// The option tables of the command (and its subcommands), for the man page and completion.
CommandSpecList runsSpecs();

} // namespace loopscope::cli
