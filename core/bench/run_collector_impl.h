#pragma once
// Private state of RunCollector, shared by run_collector.cpp (collecting,
// streaming) and run_export.cpp (whole-file exports). Not for other users.

#include "core/bench/interval_series.h"
#include "core/bench/run_collector.h"

#include <QByteArray>
#include <QFile>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>
#include <vector>

namespace loopscope::core {

struct RunCollectorTag
{
    QString tag;
    QString title;
    IntervalRecorder *recorder = nullptr;
    std::unique_ptr<HdrHistogram> scratch; // what takeInterval hands out
    std::unique_ptr<HdrHistogram> pending; // the open interval
    std::unique_ptr<HdrHistogram> total;   // everything taken so far
    IntervalSeries series;                 // the closed intervals, downsampled
};

// One text file the run appends to as intervals close (.hlog or .csv). The
// file, not memory, holds the run's lines: a whole-file export copies it.
// Bytes that could not be written (disk full, file size limit) wait in a
// bounded backlog and go out before the next interval's; past the limit
// whole intervals are left out of the file and counted (the result library
// still has them).
struct StreamedText
{
    static constexpr qsizetype kBacklogLimit = 8 * 1024 * 1024;

    QString path;
    std::unique_ptr<QFile> file; // open while the run goes
    QByteArray backlog;
    qint64 droppedIntervals = 0;
    QString lastFailure; // why the last write fell short

    bool open(const QString &filePath, const QByteArray &header, QString *error);
    // Writes backlog + bytes; what does not fit stays in the backlog.
    void append(const QByteArray &bytes);
    // Tries the backlog once more (reopening the closed file for appending).
    bool drain();
    void close() { file.reset(); }
    bool complete() const { return backlog.isEmpty() && droppedIntervals == 0; }
    // Copies the file and its backlog to dest (an open device).
    bool copyTo(QIODevice &dest, QString *error) const;
};

struct RunCollector::Impl
{
    LatencyProbe &probe;
    double intervalS = 1.0;
    std::vector<RunCollectorTag> tags;
    int64_t startNs = 0;
    int64_t intervalStartNs = 0;
    int64_t endNs = -1; // set by finish()
    qint64 startEpochMs = 0;
    qint64 closedIntervals = 0; // interval boundaries passed (all tags at once)
    QStringList counterNames;
    std::vector<qint64> lastCounters;

    // Streaming: into the user's folder after streamTo(), else into a spool
    // folder of its own that lives as long as the collector.
    StreamedText hlog;
    StreamedText csv;
    std::unique_ptr<QTemporaryDir> spool;
    bool userFiles = false;
    QStringList streamedFiles;
    QString openError; // the spool could not be made
    RunCollector::IntervalSink intervalSink;
    std::vector<RunCollector::IntervalSink> intervalWatchers;

    Impl(LatencyProbe &p, double interval) : probe(p), intervalS(interval) {}

    void takeFromRecorders();
    void closeInterval(int64_t nowNs);
    bool ensureStreams();
    QString streamError() const;

    QByteArray hlogHeader() const;
    QByteArray csvHeader() const;
    int64_t nowOrEndNs() const;
};

// Formats a value in ns as µs with a '.' decimal point (locale independent).
QString formatMicros(double valueNs);

// A .hlog interval line: "Tag=<tag>,<start>,<length>,<max ms>,<base64 V2 compressed>".
QString hlogIntervalLine(const QString &tag, double startS, double lengthS, const HdrHistogram &histogram);

} // namespace loopscope::core
