#pragma once
// `loopscope-cli bench video --url URL [--url URL] ...`: decodes one or more
// streams with VideoDecoder, takes the newest frames at a display-like rate,
// prints per stream fps, drops and per-stage percentiles (and camera-to-
// display latency where the clock code is present) and writes the same files
// as the other benchmarks.

#include "app/cli/cli_options.h"

#include <QStringList>

namespace loopscope::cli {

// args: the arguments after "bench video". Returns an exit code (exit_codes.h).
int runBenchVideo(const QStringList &args);
// The option tables of the command (and its subcommands), for the man page and completion.
CommandSpecList benchVideoSpecs();

} // namespace loopscope::cli
