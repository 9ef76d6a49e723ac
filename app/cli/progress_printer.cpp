#include "app/cli/progress_printer.h"

#include "app/cli/console.h"
#include "app/cli/percentile_table.h"

namespace loopscope::cli {

namespace {
constexpr double kTerminalPeriodS = 0.25;
constexpr double kLogPeriodS = 2.0;
} // namespace

ProgressPrinter::ProgressPrinter(bool enabled, bool terminal, double totalS)
    : m_enabled(enabled), m_terminal(terminal), m_totalS(totalS)
{
}

QString ProgressPrinter::formatLine(const ProgressSnapshot &snapshot, double totalS)
{
    QString line = totalS > 0 ? QStringLiteral("%1/%2 s").arg(snapshot.elapsedS, 0, 'f', 1).arg(totalS, 0, 'f', 1)
                              : QStringLiteral("%1 s").arg(snapshot.elapsedS, 0, 'f', 1);
    if (!snapshot.stateName.isEmpty())
        line += QStringLiteral(" %1").arg(snapshot.stateName);
    line += QStringLiteral("  sent %1  received %2  lost %3")
                .arg(counterValue(snapshot.counters, QStringLiteral("sent")))
                .arg(counterValue(snapshot.counters, QStringLiteral("received")))
                .arg(counterValue(snapshot.counters, QStringLiteral("lost")));
    if (snapshot.p99Ns >= 0)
        line += QStringLiteral("  p99 %1 µs").arg(formatMicros(snapshot.p99Ns));
    return line;
}

void ProgressPrinter::update(const ProgressSnapshot &snapshot)
{
    if (!m_enabled)
        return;
    const double period = m_terminal ? kTerminalPeriodS : kLogPeriodS;
    if (snapshot.elapsedS - m_lastPrintS < period)
        return;
    m_lastPrintS = snapshot.elapsedS;
    const QString line = formatLine(snapshot, m_totalS);
    if (m_terminal) {
        // Pad with spaces so a shorter line fully covers the previous one.
        const int length = static_cast<int>(line.size());
        const QString padding(std::max(0, m_lastLength - length), QLatin1Char(' '));
        printErr(QLatin1Char('\r') + line + padding);
        m_lastLength = length;
    } else {
        printErr(line + QLatin1Char('\n'));
    }
}

void ProgressPrinter::finish()
{
    if (m_enabled && m_terminal && m_lastLength > 0) {
        printErr(QStringLiteral("\n"));
        m_lastLength = 0;
    }
}

} // namespace loopscope::cli
