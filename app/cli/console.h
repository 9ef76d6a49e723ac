#pragma once
// Writing to stdout and stderr without an event loop (QTextStream-free), and
// whether stderr is a terminal.

#include <QString>

namespace loopscope::cli {

void printOut(const QString &text);   // stdout, flushed
void printErr(const QString &text);   // stderr, flushed
// "loopscope-cli: <message>\n" on stderr.
void printError(const QString &message);
bool stderrIsTerminal();

} // namespace loopscope::cli
