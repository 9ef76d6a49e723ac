#pragma once
// Plumbing shared by the tests that run Loopscope's own binaries: where they
// are (LOOPSCOPE_BIN_DIR), running loopscope-cli to completion, and waiting
// for a loopscope-sim process to print "ready". Assertions stay in the tests.

#include <QMap>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace loopscope::testsupport {

// LOOPSCOPE_BIN_DIR/<name>, e.g. binPath("loopscope-cli").
QString binPath(const QString &name);

struct CliResult
{
    bool finished = false; // started and exited before the timeout
    int exitCode = -1;     // -1 when it did not exit normally
    QString out;
    QString err;
};

// Runs loopscope-cli with args and waits up to timeoutMs; a process still
// running then is killed (finished stays false).
CliResult runCli(const QStringList &args, int timeoutMs = 60000,
                 const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());

// "exit N\nstdout:\n...\nstderr:\n..." for failure messages.
QString describe(const CliResult &result);

// Reads a started loopscope-sim's stdout until its "ready" line or until
// timeoutMs. Every earlier line "<name> <path> ..." (three or more fields)
// is stored as name -> path in endpoints when given; all text read is
// appended to output when given. Returns whether "ready" was seen.
// Reads a running `loopscope-cli jog` until it prints a telemetry line in
// velocity mode with |vel| above minDegS (its lines are added to *seen).
// False when it ends first or timeoutMs passes.
bool waitUntilJogMoves(QProcess &jog, double minDegS, int timeoutMs, QString *seen);

bool waitForSimReady(QProcess &sim, int timeoutMs, QMap<QString, QString> *endpoints = nullptr,
                     QString *output = nullptr);

} // namespace loopscope::testsupport
