#pragma once
// Where benchmark commands store their runs: --library PATH, else
// $LOOPSCOPE_LIBRARY, else the user's data folder (RunLibrary::defaultPath);
// --no-library stores nothing. A library that cannot be opened never stops
// a measurement: the command says so and measures anyway.

#include "app/cli/cli_options.h"

#include <vector>

namespace loopscope::core {
class RunLibrary;
}

namespace loopscope::cli {

// --library PATH, for any command that reads the library (runs, compare, report).
OptionSpec libraryOption();
// --library PATH, else $LOOPSCOPE_LIBRARY, else RunLibrary::defaultPath().
QString libraryPath(const ParsedOptions &options);
// For the commands that read the library (runs, compare, report): opens the
// library the options name if it exists, and creates nothing (no folder, no
// empty library). Returns kExitSuccess, else the exit code with *error:
// kExitUsage for an empty --library or a library that does not exist,
// kExitIoError for one that cannot be opened.
int openLibraryToRead(const ParsedOptions &options, core::RunLibrary *library, QString *error);

// For the bench commands, which store runs: --library FILE and --no-library.
std::vector<OptionSpec> libraryOptions();
CommandSpec withLibraryOptions(CommandSpec spec); // appends libraryOptions()

// Opens the library the options name into *library. Returns false when
// storing is off (--no-library) or the library cannot be opened; in the
// latter case *warning says why.
bool openRunLibrary(const ParsedOptions &options, core::RunLibrary *library, QString *warning);

} // namespace loopscope::cli
