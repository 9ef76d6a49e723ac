#pragma once
// Private state of RunCollector, shared by run_collector.cpp (collecting,
// streaming) and run_export.cpp (whole-file exports). Not for other users.

#include "core/bench/run_collector.h"

#include <QFile>
#include <QStringList>

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
    std::vector<IntervalStats> intervals;
    QStringList hlogLines; // one compressed line per interval and tag
    QStringList csvRows;   // one row per interval and tag
    QStringList counterNames;
    std::vector<qint64> lastCounters;

    // Streaming.
    std::unique_ptr<QFile> hlogFile;
    std::unique_ptr<QFile> csvFile;
    QStringList streamedFiles;
    QString streamError;
    RunCollector::IntervalSink intervalSink;

    Impl(LatencyProbe &p, double interval) : probe(p), intervalS(interval) {}

    void takeFromRecorders();
    void closeInterval(int64_t nowNs);
    bool appendToStream(QFile *file, const QString &text);

    QString hlogHeader() const;
    QString csvHeader() const;
    int64_t nowOrEndNs() const;
};

// Formats a value in ns as µs with a '.' decimal point (locale independent).
QString formatMicros(double valueNs);

// A .hlog interval line: "Tag=<tag>,<start>,<length>,<max ms>,<base64 V2 compressed>".
QString hlogIntervalLine(const QString &tag, double startS, double lengthS, const HdrHistogram &histogram);

} // namespace loopscope::core
