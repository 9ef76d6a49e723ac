#pragma once
// `loopscope-cli completion bash|zsh` (the shell completion script) and the
// build's `loopscope-cli man-page` (loopscope-cli(1)); both made from the
// command and option tables by cli_docs.h.

#include "app/cli/cli_options.h"

#include <QStringList>

namespace loopscope::cli {

int runCompletion(const QStringList &args); // args after "completion"
int runManPage(const QStringList &args);    // args after "man-page"
CommandSpecList completionSpecs();

} // namespace loopscope::cli
