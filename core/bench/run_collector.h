#pragma once
// Turns a running probe into a run: on every poll() it takes each channel's
// interval from its IntervalRecorder (the reader side), and at each interval
// boundary (default 1 s) closes an interval — adding it to the totals,
// adding its statistics to the channel's downsampled IntervalSeries (for the
// max-per-interval chart), and appending it to the .hlog and .csv as the run
// goes (written at once, so a killed run keeps all but its last interval).
// The GUI calls poll() from its display-rate timer, the CLI from its wait
// loop; the probe's threads never see this object.
//
// Memory does not grow with the run's length: per channel three histograms
// and one IntervalSeries of bounded size. The interval lines live in the
// streamed files (the user's folder after streamTo(), else a spool folder of
// the collector's own), and whole-file exports copy them from there.

#include "core/bench/interval_series.h"
#include "core/bench/probe.h"
#include "core/histogram/hdr_histogram.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>
#include <vector>

namespace loopscope::core {

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
    // One sink that calls first (when set), then second: a run's own sink
    // and a recording's.
    static IntervalSink chain(IntervalSink first, IntervalSink second);
    // More receivers of every closed interval, after the sink (a fleet agent
    // streams them to its controller).
    void addIntervalWatcher(IntervalSink watcher);
    QString title(const QString &tag) const;

    void poll();     // cheap; call at display rate (or every ~100 ms)
    void finish();   // after the probe ended: takes and closes the last interval

    QStringList tags() const;
    // Everything recorded so far for a tag, including the open interval.
    const HdrHistogram &total(const QString &tag) const;
    // The closed intervals of a tag, downsampled (empty for an unknown tag).
    const IntervalSeries &series(const QString &tag) const;
    // Interval boundaries passed so far (each closes one interval of every tag).
    qint64 closedIntervalCount() const;
    double elapsedS() const;
    // Non-empty while part of the streamed .hlog/.csv is not on disk (disk
    // full, file size limit: it is written when there is room again) or was
    // left out (past the backlog limit).
    QString streamError() const;

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
