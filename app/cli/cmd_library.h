#pragma once
// `loopscope-cli library copy FROM TO`: moves stored runs between result
// libraries — an SQLite file and a shared PostgreSQL database, either way.

#include "app/cli/cli_options.h"

#include <QStringList>

namespace loopscope::cli {

// args: the arguments after "library". Returns an exit code (exit_codes.h).
int runLibraryCommand(const QStringList &args);
// The option tables of the command (and its subcommands), for the man page and completion.
CommandSpecList librarySpecs();

} // namespace loopscope::cli
