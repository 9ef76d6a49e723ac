#pragma once
// --mcap FILE of the bench commands: the run's intervals and counters (and,
// for bench video, the camera streams) recorded as one MCAP session file.

#include "app/cli/cli_options.h"

namespace loopscope::cli {

OptionSpec mcapOption();

// --mcap given with an empty value: false with "bad value for --mcap: ...".
bool checkMcapOption(const ParsedOptions &options, QString *error);

} // namespace loopscope::cli
