#include "app/cli/console.h"

#include "app/cli/exit_codes.h"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <unistd.h>

namespace loopscope::cli {

namespace {
std::atomic<int> g_stdoutErrno{0}; // the first error writing stdout (0: none)

void write(std::FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    errno = 0;
    const size_t written = std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stream);
    const bool flushed = std::fflush(stream) == 0;
    if (stream == stdout && (written != static_cast<size_t>(bytes.size()) || !flushed)) {
        int expected = 0;
        g_stdoutErrno.compare_exchange_strong(expected, errno ? errno : EIO);
        std::clearerr(stream);
    }
}
} // namespace

void ignoreWriteSignals()
{
    std::signal(SIGPIPE, SIG_IGN);
    std::signal(SIGXFSZ, SIG_IGN);
}

bool stdoutFailed() { return g_stdoutErrno.load() != 0; }
bool stdoutBrokenPipe() { return g_stdoutErrno.load() == EPIPE; }
QString stdoutError() { return stdoutFailed() ? QString::fromLocal8Bit(std::strerror(g_stdoutErrno.load())) : QString(); }

int finishOutput(int rc)
{
    if (!stdoutFailed() || rc != kExitSuccess)
        return rc;
    if (!stdoutBrokenPipe())
        printError(QStringLiteral("cannot write to standard output: %1").arg(stdoutError()));
    return kExitIoError;
}

void printOut(const QString &text) { write(stdout, text); }
void printErr(const QString &text) { write(stderr, text); }

void printError(const QString &message)
{
    printErr(QStringLiteral("loopscope-cli: %1\n").arg(message));
}

bool stderrIsTerminal() { return ::isatty(STDERR_FILENO) == 1; }

} // namespace loopscope::cli
