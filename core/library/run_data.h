#pragma once
// One run as the result library, the comparison and the reports see it:
// what was run (kind, parameters, note), where (fingerprint), what came out
// (counters, the total histogram of each channel, every closed interval).
// Plain data; loaded from and saved to the library (run_library.h).

#include "core/bench/run_collector.h"
#include "core/histogram/hdr_histogram.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QVariantMap>
#include <map>
#include <vector>

namespace loopscope::core {

struct RunChannel
{
    QString tag;    // "latency", "service", "hiccup", ...
    QString title;  // human-readable
    HdrHistogram total{1, 3600LL * 1000000000LL, 3}; // values in ns
    // The closed intervals, downsampled to a bounded number of buckets (a
    // day-long run takes no more memory than a minute-long one); the full
    // interval log is in the library (RunLibrary::readIntervals).
    IntervalSeries intervals;
};

struct RunData
{
    qint64 id = 0;           // library row id; 0 when not stored
    QString name;            // "udp-echo-20261130-101500" or the user's name
    QString kind;            // probe kind ("udp-echo", "hiccup", ...)
    QString title;           // probe kind title
    QVariantMap params;      // complete, validated
    QString note;            // user text
    QJsonObject fingerprint; // EnvironmentFingerprint::toJson()
    QDateTime started, ended;
    QString state;           // "running", "finished", "stopped", "failed", "interrupted" (crashed/killed)
    QString failureReason;
    QString warning;
    double durationS = 0;
    std::vector<ProbeCounter> counters;
    std::vector<RunChannel> channels;
    QStringList tags;        // user labels for filtering ("idle", "under-load", ...)

    const RunChannel *channel(const QString &tag) const;
    qint64 counter(const QString &name, qint64 fallback = -1) const;
};

} // namespace loopscope::core
