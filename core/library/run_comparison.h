#pragma once
// Comparing runs honestly: one channel of a baseline run beside the same
// channel of one or more candidates — each percentile with its
// candidate/baseline ratio — the differences between their environment
// fingerprints, and ratio thresholds ("p99=1.2,max=2") a CI job can check.
//
// Every comparison of the product (the GUI's comparison view, the HTML/PDF
// reports, `loopscope-cli compare` and `report`) orders its runs with
// baselineFirst() and takes its numbers from RunComparison::compare(), so a
// ratio reads the same wherever it is shown; runs are named by runLabel().

#include "core/library/run_data.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace loopscope::core {

// How a compared or reported run is named everywhere: "#3 udp-echo-20261202-101400"
// (the library id, then the name; only the name for a run that is not stored).
QString runLabel(const RunData &run);
QString runLabel(qint64 id, const QString &name);

// The one baseline rule: the baseline is the run the user picked, by its
// library id (0: the first run given). Returns the runs with the baseline
// first and the others in their given order; nullopt with a clear message
// when no run has that id.
std::optional<std::vector<RunData>> baselineFirst(std::vector<RunData> runs, qint64 baselineId,
                                                  QString *error);

// One row of the table: a metric of the baseline and of every candidate.
struct ComparisonRow
{
    QString key;                    // "p50", "p90", "p99", "p99.9", "p99.99", "max", "mean", "count"
    double baseline = 0;            // ns (count: samples)
    std::vector<double> candidates; // one per candidate
    std::vector<double> ratios;     // candidate / baseline; 1 when both 0, +inf when only baseline is 0
};

// A fingerprint key whose value differs ("(absent)" when one side lacks it).
// Nested objects are flattened with '.', arrays with [i].
struct FingerprintDifference
{
    QString key;
    QString baseline;
    QString candidate;
};

// "p99=1.2": the candidate's p99 may be at most 1.2 times the baseline's.
struct RatioThreshold
{
    QString key;
    double maxRatio = 0;
};

struct ThresholdViolation
{
    int candidate = 0; // index into the candidates
    QString candidateName; // runLabel() of the candidate
    QString key;
    double ratio = 0;
    double maxRatio = 0;
    double baselineNs = 0, candidateNs = 0;
    QString describe() const; // "run-b: p99 2.500 x baseline (limit 1.2): 50.0 µs vs 20.0 µs"
};

class RunComparison
{
public:
    // The keys of the table, in order.
    static QStringList metricKeys();
    // The first channel of the baseline that every candidate also has; empty when none.
    static QString firstCommonChannel(const RunData &baseline, const std::vector<RunData> &candidates);

    // Builds the table for channelTag (empty: the first common channel).
    // False with a clear message when a run lacks the channel or no
    // candidate is given.
    bool compare(const RunData &baseline, const std::vector<RunData> &candidates, const QString &channelTag,
                 QString *error);

    QString channelTag() const { return m_tag; }
    const std::vector<ComparisonRow> &rows() const { return m_rows; }
    const ComparisonRow *row(const QString &key) const;
    QString baselineName() const { return m_baselineName; }
    const QStringList &candidateNames() const { return m_candidateNames; }
    qint64 baselineId() const { return m_baselineId; }
    const std::vector<qint64> &candidateIds() const { return m_candidateIds; }
    QString baselineLabel() const { return runLabel(m_baselineId, m_baselineName); }
    QStringList candidateLabels() const;
    // The compared histograms: 0 = baseline, 1.. = candidates (for overlaid curves).
    const std::vector<HdrHistogram> &histograms() const { return m_histograms; }
    // Fingerprint differences of candidate i against the baseline.
    const std::vector<FingerprintDifference> &fingerprintDifferences(int candidate) const;

    // Parses "p99=1.2,max=2,p50=1.1". Keys: p50, p90, p99, p99.9 (p999),
    // p99.99 (p9999), max, mean; ratios > 0. Nullopt with a clear message
    // naming the bad part otherwise.
    static std::optional<std::vector<RatioThreshold>> parseThresholds(const QString &spec, QString *error);
    // Every candidate metric whose ratio exceeds its threshold.
    std::vector<ThresholdViolation> check(const std::vector<RatioThreshold> &thresholds) const;

    // Table, fingerprint differences and names as JSON (values in ns).
    QJsonObject toJson() const;

    // Flattened key/value differences of two JSON objects (also used alone).
    // Keys listed in ignored (e.g. "captured_at_utc") are skipped.
    static std::vector<FingerprintDifference>
    diffJson(const QJsonObject &baseline, const QJsonObject &candidate, const QStringList &ignored = {});

private:
    QString m_tag;
    QString m_baselineName;
    qint64 m_baselineId = 0;
    QStringList m_candidateNames;
    std::vector<qint64> m_candidateIds;
    std::vector<HdrHistogram> m_histograms;
    std::vector<ComparisonRow> m_rows;
    std::vector<std::vector<FingerprintDifference>> m_fingerprintDiffs;
};

} // namespace loopscope::core
