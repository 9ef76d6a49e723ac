// RunCollector's whole-file exports. Every file is written through QSaveFile:
// a failed export (unwritable path, full disk) reports a clear message and
// never leaves a truncated file behind.
#include "core/bench/run_collector.h"

#include "core/bench/run_collector_impl.h"
#include "core/bench/wide_interval_csv.h"
#include "core/histogram/hgrm.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <functional>

namespace loopscope::core {

namespace {

// Writes path through a QSaveFile: write(file, &why) fills it; a failure
// leaves whatever was at path before untouched.
bool writeFileWith(const QString &path, const std::function<bool(QSaveFile &, QString *)> &write,
                   QString *error)
{
    const auto fail = [&](const QString &why) {
        if (error)
            *error =
                QCoreApplication::translate("loopscope::CoreTexts", "cannot write %1: %2").arg(path, why);
        return false;
    };
    if (path.isEmpty())
        return fail(QCoreApplication::translate("loopscope::CoreTexts", "no file name given"));
    const QFileInfo info(path);
    if (!info.absoluteDir().exists())
        return fail(QCoreApplication::translate("loopscope::CoreTexts", "directory %1 does not exist")
                        .arg(info.absolutePath()));
    QSaveFile file(path);
    // Unbuffered: Qt 6.4's buffered flush reports a short write (disk full,
    // file size limit) as success, so the byte count of write() is the check.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(file.errorString());
    if (QString why; !write(file, &why)) {
        file.cancelWriting();
        return fail(why);
    }
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

bool writeWholeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    return writeFileWith(
        path,
        [&](QSaveFile &file, QString *why) {
            const qint64 writtenBytes = file.write(bytes);
            if (writtenBytes == bytes.size())
                return true;
            *why = writtenBytes >= 0
                       ? QCoreApplication::translate("loopscope::CoreTexts",
                                                     "only %1 of %2 bytes written (disk full or file too large)")
                             .arg(writtenBytes)
                             .arg(bytes.size())
                       : file.errorString();
            return false;
        },
        error);
}

QJsonObject histogramSummary(const HdrHistogram &h, const QString &title)
{
    const auto us = [](double ns) { return ns / 1000.0; };
    QJsonObject o;
    o[QStringLiteral("title")] = title;
    o[QStringLiteral("count")] = static_cast<qint64>(h.totalCount());
    if (h.totalCount() == 0)
        return o;
    o[QStringLiteral("min_us")] = us(double(h.min()));
    o[QStringLiteral("mean_us")] = us(h.mean());
    o[QStringLiteral("stddev_us")] = us(h.stddev());
    o[QStringLiteral("p50_us")] = us(double(h.valueAtPercentile(50)));
    o[QStringLiteral("p90_us")] = us(double(h.valueAtPercentile(90)));
    o[QStringLiteral("p99_us")] = us(double(h.valueAtPercentile(99)));
    o[QStringLiteral("p99_9_us")] = us(double(h.valueAtPercentile(99.9)));
    o[QStringLiteral("p99_99_us")] = us(double(h.valueAtPercentile(99.99)));
    o[QStringLiteral("max_us")] = us(double(h.max()));
    return o;
}

} // namespace

bool RunCollector::writeHgrm(const QString &path, const QString &tag, QString *error) const
{
    for (const RunCollectorTag &t : d->tags) {
        if (t.tag == tag)
            return writeWholeFile(path, hgrmText(*t.total, 1000.0).toUtf8(), error);
    }
    if (error)
        *error = QCoreApplication::translate("loopscope::CoreTexts",
                                             "cannot write %1: the run has no channel '%2'")
                     .arg(path, tag);
    return false;
}

namespace {

// A whole-file export of a streamed text: a copy of the streamed file (read
// in chunks, never all in memory), or, when path is that file itself, the
// rest of its backlog.
bool exportStreamed(StreamedText &stream, const QByteArray &header, const QString &path, QString *error)
{
    const auto fail = [&](const QString &why) {
        if (error)
            *error =
                QCoreApplication::translate("loopscope::CoreTexts", "cannot write %1: %2").arg(path, why);
        return false;
    };
    if (stream.path.isEmpty() && stream.backlog.isEmpty())
        return writeWholeFile(path, header, error); // nothing closed yet
    if (!stream.path.isEmpty() && QFileInfo(path).absoluteFilePath() == QFileInfo(stream.path).absoluteFilePath()) {
        if (!stream.drain())
            return fail(stream.lastFailure);
        if (stream.droppedIntervals > 0)
            return fail(QCoreApplication::translate("loopscope::CoreTexts",
                                                    "%1 interval(s) could not be written to it while the run "
                                                    "went (the result library has them)")
                            .arg(stream.droppedIntervals));
        return true;
    }
    return writeFileWith(
        path, [&](QSaveFile &file, QString *why) { return stream.copyTo(file, why); }, error);
}

} // namespace

bool RunCollector::writeHlog(const QString &path, QString *error) const
{
    return exportStreamed(d->hlog, d->hlogHeader(), path, error);
}

bool RunCollector::writeIntervalCsv(const QString &path, QString *error) const
{
    return exportStreamed(d->csv, d->csvHeader(), path, error);
}

QJsonObject RunCollector::summaryJson(const QJsonObject &fingerprint) const
{
    QJsonObject json;
    json[QStringLiteral("kind")] = d->probe.kind();
    json[QStringLiteral("parameters")] = d->probe.parameters();
    json[QStringLiteral("state")] = probeStateName(d->probe.state());
    json[QStringLiteral("failure_reason")] = d->probe.failureReason();
    json[QStringLiteral("warning")] = d->probe.warning();
    json[QStringLiteral("start_time_utc")] =
        QDateTime::fromMSecsSinceEpoch(d->startEpochMs, Qt::UTC).toString(Qt::ISODateWithMs);
    json[QStringLiteral("duration_s")] = elapsedS();
    json[QStringLiteral("interval_s")] = d->intervalS;
    QJsonObject counters;
    for (const ProbeCounter &c : d->probe.counters())
        counters[c.name] = c.value;
    json[QStringLiteral("counters")] = counters;
    QJsonObject histograms;
    for (const RunCollectorTag &t : d->tags)
        histograms[t.tag] = histogramSummary(*t.total, t.title);
    json[QStringLiteral("histograms")] = histograms;
    json[QStringLiteral("fingerprint")] = fingerprint;
    json[QStringLiteral("files")] = QJsonArray::fromStringList(d->streamedFiles);
    if (const QString streamError = d->streamError(); !streamError.isEmpty())
        json[QStringLiteral("stream_error")] = streamError;
    return json;
}

bool RunCollector::writeJsonSummary(const QString &path, const QJsonObject &fingerprint, QString *error) const
{
    return writeWholeFile(path, QJsonDocument(summaryJson(fingerprint)).toJson(QJsonDocument::Indented),
                          error);
}

bool RunCollector::exportAll(const QString &dir, const QString &baseName, const QJsonObject &fingerprint,
                             QStringList *written, QString *error) const
{
    if (baseName.isEmpty() || baseName.contains(QLatin1Char('/'))) {
        if (error)
            *error = QCoreApplication::translate("loopscope::CoreTexts", "invalid file base name '%1'")
                         .arg(baseName);
        return false;
    }
    if (!QDir().mkpath(dir)) {
        if (error)
            *error =
                QCoreApplication::translate("loopscope::CoreTexts", "cannot create directory %1").arg(dir);
        return false;
    }
    const QDir folder(dir);
    QStringList files;
    for (const RunCollectorTag &t : d->tags)
        files << folder.filePath(QStringLiteral("%1.%2.hgrm").arg(baseName, t.tag));
    const QString hlogPath = folder.filePath(baseName + QStringLiteral(".hlog"));
    const QString csvPath = folder.filePath(baseName + QStringLiteral(".intervals.csv"));
    // The same intervals one row each, for PlotJuggler (wide_interval_csv.h).
    const QString wideCsvPath = folder.filePath(baseName + QStringLiteral(".intervals.wide.csv"));
    const QString jsonPath = folder.filePath(baseName + QStringLiteral(".json"));
    files << hlogPath << csvPath << wideCsvPath << jsonPath;

    QStringList done;
    const auto report = [&]() {
        if (written)
            *written = done;
    };
    for (size_t i = 0; i < d->tags.size(); ++i) {
        if (!writeHgrm(files[qsizetype(i)], d->tags[i].tag, error))
            return report(), false;
        done << files[qsizetype(i)];
    }
    if (!writeHlog(hlogPath, error))
        return report(), false;
    done << hlogPath;
    if (!writeIntervalCsv(csvPath, error))
        return report(), false;
    done << csvPath;
    if (!convertToWideIntervalCsv(csvPath, wideCsvPath, error))
        return report(), false;
    done << wideCsvPath;
    QJsonObject json = summaryJson(fingerprint);
    json[QStringLiteral("files")] = QJsonArray::fromStringList(files);
    if (!writeWholeFile(jsonPath, QJsonDocument(json).toJson(QJsonDocument::Indented), error))
        return report(), false;
    done << jsonPath;
    report();
    return true;
}

} // namespace loopscope::core
