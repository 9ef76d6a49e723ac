#pragma once
// Turns a running probe into a run: on every poll() it takes each channel's
// interval from its IntervalRecorder (the reader side), and at each interval
// boundary (default 1 s) closes an interval — adding it to the totals,
// remembering its statistics for the max-per-interval chart, and appending it
// to the .hlog and .csv as the run goes (flushed, so a killed run keeps all but
// its last interval). The GUI calls poll() from its display-rate timer, the
// CLI from its wait loop; the probe's threads never see this object.

#include "core/bench/probe.h"
#include "core/histogram/hdr_histogram.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>
#include <vector>

namespace loopscope::core {

struct IntervalStats
{
    QString tag;
    double startS = 0;        // seconds since the run's start
    double lengthS = 0;
    qint64 count = 0;
    qint64 p50Ns = 0, p90Ns = 0, p99Ns = 0, p999Ns = 0, maxNs = 0;
};

class RunCollector
{
public:
    // The probe must outlive the collector. intervalS: length of one logged interval.
    explicit RunCollector(LatencyProbe &probe, double intervalS = 1.0);
    ~RunCollector();

    // Stream .hlog and .csv into dir while running (optional). Creates dir.
    // Files: <baseName>.hlog, <baseName>.intervals.csv
    bool streamTo(const QString &dir, const QString &baseName, QString *error);

    // Called (on the polling thread) for every channel of every closed
    // interval, with that interval's histogram; the result library stores
    // runs as they go through this (see RunRecorder).
    using IntervalSink = std::function<void(const QString &tag, const QString &title, const IntervalStats &stats,
                                            const HdrHistogram &interval)>;
    void setIntervalSink(IntervalSink sink);
    QString title(const QString &tag) const;

    void poll();     // cheap; call at display rate (or every ~100 ms)
    void finish();   // after the probe ended: takes and closes the last interval

    QStringList tags() const;
    // Everything recorded so far for a tag, including the open interval.
    const HdrHistogram &total(const QString &tag) const;
    const std::vector<IntervalStats> &intervals() const; // all tags, in order
    double elapsedS() const;
    QString streamError() const; // non-empty when writing the stream failed (disk full, ...)

    // Exports of the run so far (they can be called during or after the run).
    // Each returns false with a clear message in *error; nothing is lost on failure.
    bool writeHgrm(const QString &path, const QString &tag, QString *error) const; // values in µs
    bool writeHlog(const QString &path, QString *error) const;
    bool writeIntervalCsv(const QString &path, QString *error) const;
    bool writeJsonSummary(const QString &path, const QJsonObject &fingerprint, QString *error) const;
    QJsonObject summaryJson(const QJsonObject &fingerprint) const;
    // Writes <baseName>.hgrm (one per tag: <baseName>.<tag>.hgrm), .hlog,
    // .intervals.csv and .json into dir; the list of written files in *written.
    bool exportAll(const QString &dir, const QString &baseName, const QJsonObject &fingerprint,
                   QStringList *written, QString *error) const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::core
