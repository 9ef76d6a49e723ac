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

std::vector<OptionSpec> libraryOptions(); // "library", "no-library"

// Opens the library the options name into *library. Returns false when
// storing is off (--no-library) or the library cannot be opened; in the
// latter case *warning says why.
bool openRunLibrary(const ParsedOptions &options, core::RunLibrary *library, QString *warning);

} // namespace loopscope::cli
