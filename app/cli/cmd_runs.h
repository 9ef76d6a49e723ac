#pragma once
// `loopscope-cli runs list|show|delete ...`: the result library from the
// command line; plus the --library option every library command shares.

#include "app/cli/cli_options.h"
#include "core/library/run_library.h"

#include <QStringList>

namespace loopscope::cli {

// args: the arguments after "runs". Returns an exit code (exit_codes.h).
int runRuns(const QStringList &args);

// The --library PATH option, for the option table of any library command.
OptionSpec libraryOption();
// --library PATH, else $LOOPSCOPE_LIBRARY, else RunLibrary::defaultPath().
QString libraryPath(const ParsedOptions &options);
// Opens the library the options name; false with a message naming the path.
bool openLibrary(const ParsedOptions &options, core::RunLibrary *library, QString *error);

} // namespace loopscope::cli
