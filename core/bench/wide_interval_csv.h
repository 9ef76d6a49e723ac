#pragma once
// The per-interval CSV in the shape plotting tools open as is (PlotJuggler,
// spreadsheets): one row per interval, time in seconds in the first column,
// one header row, one column per channel and figure ("latency/p99_us"; the
// slash makes PlotJuggler's tree), the counters' per-interval deltas last,
// '.' as the decimal separator whatever the locale. It is made from the
// run's long CSV (.intervals.csv: one row per channel and interval, the tidy
// shape pandas wants) as a stream, so a day-long run converts in constant
// memory.

#include <QByteArray>
#include <QIODevice>
#include <QStringList>

namespace loopscope::core {

class WideIntervalCsv
{
public:
    explicit WideIntervalCsv(QIODevice *out) : m_out(out) {}

    // Feeds bytes of the long CSV (any split); writes finished rows to out.
    // False (with *error) when out refuses bytes or the input is not a run's
    // interval CSV.
    bool feed(const QByteArray &bytes, QString *error);
    // After the last bytes: writes the last interval.
    bool finish(QString *error);

    int rowsWritten() const { return m_rows; }

private:
    bool line(const QByteArray &text, QString *error);
    bool flushInterval(QString *error);
    bool write(const QByteArray &bytes, QString *error);

    QIODevice *m_out;
    QByteArray m_partial;       // an unfinished line
    QStringList m_counterNames; // from the long header
    QStringList m_tags;         // column order, from the first interval
    bool m_headerSeen = false;
    bool m_wideHeaderWritten = false;
    QByteArray m_startS; // the interval being gathered ("" none)
    QList<QByteArrayList> m_intervalRows;
    int m_rows = 0;
};

// Reads the long interval CSV at inPath and writes the wide one to outPath
// (through a temporary file: a failure leaves no half file).
bool convertToWideIntervalCsv(const QString &inPath, const QString &outPath, QString *error);

} // namespace loopscope::core
