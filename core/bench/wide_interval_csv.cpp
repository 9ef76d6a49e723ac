#include "core/bench/wide_interval_csv.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

namespace loopscope::core {

namespace {

// The long CSV's fixed columns (run_collector.cpp writes them).
constexpr int kStart = 0;
constexpr int kTag = 2;
constexpr int kFirstFigure = 3; // count, p50_us, p90_us, p99_us, p99_9_us, max_us
constexpr int kFigures = 6;
const char *const kFigureNames[kFigures] = {"count", "p50_us", "p90_us", "p99_us", "p99_9_us", "max_us"};

} // namespace

bool WideIntervalCsv::write(const QByteArray &bytes, QString *error)
{
    if (m_out->write(bytes) == bytes.size())
        return true;
    if (error)
        *error = m_out->errorString().isEmpty()
                     ? QCoreApplication::translate("loopscope::CoreTexts", "disk full or file too large")
                     : m_out->errorString();
    return false;
}

bool WideIntervalCsv::flushInterval(QString *error)
{
    if (m_intervalRows.isEmpty())
        return true;
    if (!m_wideHeaderWritten) {
        for (const QByteArrayList &row : m_intervalRows)
            m_tags << QString::fromUtf8(row[kTag]);
        QStringList header{QStringLiteral("time_s")};
        for (const QString &tag : m_tags)
            for (const char *figure : kFigureNames)
                header << tag + QLatin1Char('/') + QLatin1String(figure);
        header << m_counterNames;
        if (!write(header.join(QLatin1Char(',')).toUtf8() + '\n', error))
            return false;
        m_wideHeaderWritten = true;
    }
    QByteArrayList out{m_startS};
    for (const QString &tag : m_tags) {
        const QByteArrayList *found = nullptr;
        for (const QByteArrayList &row : m_intervalRows)
            if (QString::fromUtf8(row[kTag]) == tag)
                found = &row;
        for (int i = 0; i < kFigures; ++i)
            out << (found ? (*found)[kFirstFigure + i]
                          : QByteArray()); // empty: no such channel this interval
    }
    const QByteArrayList &first = m_intervalRows.first();
    for (int i = 0; i < m_counterNames.size(); ++i)
        out << first.value(kFirstFigure + kFigures + i);
    m_intervalRows.clear();
    ++m_rows;
    return write(out.join(',') + '\n', error);
}

bool WideIntervalCsv::line(const QByteArray &text, QString *error)
{
    const QByteArray trimmed = text.endsWith('\r') ? text.chopped(1) : text;
    if (trimmed.isEmpty())
        return true;
    const QByteArrayList fields = trimmed.split(',');
    if (!m_headerSeen) {
        if (fields.size() < kFirstFigure + kFigures || fields[kStart] != "start_s" || fields[kTag] != "tag") {
            if (error)
                *error = QCoreApplication::translate("loopscope::CoreTexts",
                                                     "not a Loopscope interval CSV (its header is '%1')")
                             .arg(QString::fromUtf8(trimmed.left(80)));
            return false;
        }
        for (int i = kFirstFigure + kFigures; i < fields.size(); ++i)
            m_counterNames << QString::fromUtf8(fields[i]);
        m_headerSeen = true;
        return true;
    }
    if (fields.size() != kFirstFigure + kFigures + m_counterNames.size()) {
        if (error)
            *error = QCoreApplication::translate("loopscope::CoreTexts",
                                                 "a row of the interval CSV has %1 fields, the header %2")
                         .arg(fields.size())
                         .arg(kFirstFigure + kFigures + m_counterNames.size());
        return false;
    }
    if (fields[kStart] != m_startS && !flushInterval(error))
        return false;
    m_startS = fields[kStart];
    m_intervalRows << fields;
    return true;
}

bool WideIntervalCsv::feed(const QByteArray &bytes, QString *error)
{
    m_partial += bytes;
    qsizetype start = 0;
    for (qsizetype newline = m_partial.indexOf('\n'); newline >= 0;
         newline = m_partial.indexOf('\n', start)) {
        if (!line(m_partial.mid(start, newline - start), error))
            return false;
        start = newline + 1;
    }
    m_partial.remove(0, start);
    return true;
}

bool WideIntervalCsv::finish(QString *error)
{
    if (!m_partial.isEmpty()) {
        const QByteArray rest = m_partial;
        m_partial.clear();
        if (!line(rest, error))
            return false;
    }
    if (!m_headerSeen) {
        if (error)
            *error = QCoreApplication::translate("loopscope::CoreTexts", "the interval CSV is empty");
        return false;
    }
    if (!flushInterval(error))
        return false;
    if (!m_wideHeaderWritten) // a run without intervals: the header alone
        return write(QByteArrayLiteral("time_s\n"), error);
    return true;
}

bool convertToWideIntervalCsv(const QString &inPath, const QString &outPath, QString *error)
{
    const auto fail = [&](const QString &path, const QString &why) {
        if (error)
            *error =
                QCoreApplication::translate("loopscope::CoreTexts", "cannot write %1: %2").arg(path, why);
        return false;
    };
    QFile in(inPath);
    if (!in.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("loopscope::CoreTexts", "cannot read %1: %2")
                         .arg(inPath, in.errorString());
        return false;
    }
    QSaveFile out(outPath);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(outPath, out.errorString());
    WideIntervalCsv wide(&out);
    QString why;
    while (!in.atEnd()) {
        const QByteArray chunk = in.read(1 << 20);
        if (chunk.isEmpty() && !in.atEnd()) {
            out.cancelWriting();
            if (error)
                *error = QCoreApplication::translate("loopscope::CoreTexts", "cannot read %1: %2")
                             .arg(inPath, in.errorString());
            return false;
        }
        if (!wide.feed(chunk, &why)) {
            out.cancelWriting();
            return fail(outPath, why);
        }
    }
    if (!wide.finish(&why)) {
        out.cancelWriting();
        return fail(outPath, why);
    }
    if (!out.commit())
        return fail(outPath, out.errorString());
    return true;
}

} // namespace loopscope::core
