#pragma once
// What a report shows, computed once from one or more runs (a comparison's
// baseline is the one ReportOptions::baselineId names, by the one rule of
// core/library/run_comparison.h; its ratios come from RunComparison): title, the method in plain words, parameters
// formatted from the probe kind's ParamSpecs, per-channel percentile tables,
// counters, the fingerprint, an intervals summary, chart descriptions, and for
// comparisons the ratio table and the fingerprint differences. The HTML and
// PDF renderers both draw this model, so they show the same content.
//
// Plain data (strings are unescaped; renderers escape them).

#include "core/bench/probe.h"
#include "core/library/run_data.h"
#include "core/report/svg_chart.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace loopscope::core {

// One row of the percentile table.
struct ReportStat
{
    QString key;            // "p50", "p99.9", "max", "mean", "count" (machine-readable)
    double percentile = -1; // 0..100 for percentile rows, -1 otherwise
};
const std::vector<ReportStat> &reportStats(); // p50 p90 p99 p99.9 p99.99 max mean count

struct ReportChannel
{
    QString tag, title;
    // Aligned with reportStats(): ns for every row but "count", which holds the count.
    std::vector<qint64> values;
    double meanNs = 0;
    qint64 count = 0;
    qint64 minNs = 0;
    // Intervals summary.
    int intervalCount = 0;
    int emptyIntervals = 0;
    double intervalLengthS = 0; // typical (median) interval length
    qint64 worstIntervalMaxNs = 0;
    double worstIntervalAtS = 0; // start of the worst interval
    qint64 medianIntervalMaxNs = 0;

    qint64 value(const QString &statKey) const; // -1 when unknown
};

struct ReportParam
{
    QString label, value, help;
};

struct ReportField
{
    QString label, value;
};

struct ReportChart
{
    QString id; // "run0-percentiles", "cmp-latency", ...
    ChartSpec spec;
};

struct ReportRun
{
    qint64 id = 0; // library id; 0 when the run is not stored
    QString label; // runLabel(): "#3 udp-echo-20261202-101400"
    QString name, kind, kindTitle, state, failureReason, warning, note, method;
    QString started, ended, duration, host;
    QStringList tags;
    bool kindKnown = false;
    std::vector<ReportParam> params;
    std::vector<ReportChannel> channels;
    std::vector<ProbeCounter> counters;
    std::vector<ReportField> fingerprint;
    std::vector<ReportChart> charts; // percentile curves, max per interval
    // A fleet run: each agent's (and the peer's) clock offset from the
    // controller with its error bound, and the one-way verdicts.
    std::vector<ReportField> clocks;
};

struct ReportRatioRow
{
    QString statKey;
    qint64 baselineNs = -1;
    std::vector<qint64> candidateNs; // one per candidate; -1 when the candidate lacks the channel
    std::vector<double> ratios;      // RunComparison's candidate / baseline; NaN without the channel
};

struct ReportComparison
{
    QString tag, title;
    std::vector<ReportRatioRow> rows;
    ReportChart chart; // overlaid percentile curves of every run
};

struct ReportFingerprintDiff
{
    QString label;
    QStringList values; // one per run, baseline first
};

struct ReportModel
{
    QString title;
    QString generatedAt; // ISO 8601, UTC
    std::vector<ReportRun> runs; // a comparison's baseline first
    bool isComparison() const { return runs.size() > 1; }
    std::vector<ReportComparison> comparisons;
    std::vector<ReportFingerprintDiff> fingerprintDiffs;
};

struct ReportOptions
{
    QString channelTag; // only this channel (empty: all)
    // The baseline of a comparison: the library id of the run the user
    // picked; 0 takes the first run given (see baselineFirst()).
    qint64 baselineId = 0;
};

// Builds the model; false with a clear message (no run, unknown channel).
bool buildReportModel(const std::vector<RunData> &runs, const ReportOptions &options, ReportModel *model,
                      QString *error);

// Nanoseconds as microseconds with about four significant digits.
QString formatReportMicros(qint64 ns);
// "0.8 s", "42.0 s", "12 min 03 s", "2 h 05 min".
QString formatReportDuration(double seconds);
// "1.23×" (or "—" when not defined).
QString formatReportRatio(double ratio);

} // namespace loopscope::core
