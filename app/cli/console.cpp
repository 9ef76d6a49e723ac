#include "app/cli/console.h"

#include <cstdio>
#include <unistd.h>

namespace loopscope::cli {

namespace {
void write(std::FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stream);
    std::fflush(stream);
}
} // namespace

void printOut(const QString &text) { write(stdout, text); }
void printErr(const QString &text) { write(stderr, text); }

void printError(const QString &message)
{
    printErr(QStringLiteral("loopscope-cli: %1\n").arg(message));
}

bool stderrIsTerminal() { return ::isatty(STDERR_FILENO) == 1; }

} // namespace loopscope::cli
