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

// The process writes no matter what the other end does: SIGPIPE (a reader
// such as `| head` went away) and SIGXFSZ (a file-size limit) are ignored,
// so such writes fail with EPIPE / EFBIG and are reported instead of
// killing the process before it has stored its run. Call first in main().
void ignoreWriteSignals();
// Whether a write to stdout failed (short write or flush error), and why;
// brokenPipe: the reader went away (EPIPE), which is reported quietly.
bool stdoutFailed();
bool stdoutBrokenPipe();
QString stdoutError();
// The exit code after the command returned `rc`: kExitIoError (with a line
// on stderr unless the pipe was closed) when stdout could not be written and
// the command had succeeded; else rc.
int finishOutput(int rc);

} // namespace loopscope::cli
