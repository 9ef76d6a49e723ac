#pragma once
// `loopscope-cli fingerprint [--json]`: the environment fingerprint that is
// attached to every result.

#include "app/cli/cli_options.h"

#include <QStringList>

namespace loopscope::cli {

int runFingerprint(const QStringList &args); // args after "fingerprint"; returns an exit code
// The option tables of the command (and its subcommands), for the man page and completion.
CommandSpecList fingerprintSpecs();

} // namespace loopscope::cli
