#pragma once
// `loopscope-cli report RUN [RUN...] --html FILE --pdf FILE`: the HTML and PDF
// reports of runs in the result library (several runs: a comparison, the
// first is the baseline).

#include "app/cli/cli_options.h"

#include <QCoreApplication>
#include <QStringList>
#include <memory>

namespace loopscope::cli {

// args: the arguments after "report". Returns an exit code (exit_codes.h).
int runReport(const QStringList &args);
// The option tables of the command (and its subcommands), for the man page and completion.
CommandSpecList reportSpecs();

// The application object main() creates: a QGuiApplication for `report`
// (typesetting the PDF needs fonts), on the offscreen platform unless
// QT_QPA_PLATFORM already names one; a QCoreApplication for every other
// command, so they never need a display.
std::unique_ptr<QCoreApplication> createCliApplication(int &argc, char **argv);

} // namespace loopscope::cli
