#pragma once
// Two or more runs side by side: their percentile curves overlaid in one
// chart (one series per run, with a legend), the table of each percentile of
// one channel with the ratio of every run to the baseline (the run the user
// picks; the first run given until then; ratios above kHighlightRatio are
// highlighted),
// and the differences between their environment fingerprints. The numbers
// come from core::RunComparison (core/library/run_comparison.h), the same
// table `loopscope-cli compare` checks and the reports print. Every run is
// named by core::runLabel() ("#3 udp-echo-..."): combo, legend and headers.
// A view only: it is handed the runs.

#include "core/library/run_comparison.h"
#include "core/library/run_data.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <vector>

class QComboBox;
class QLabel;
class QTableWidget;

namespace loopscope::widgets {

class PercentileChart;

class ComparisonView : public QWidget
{
    Q_OBJECT
public:
    static constexpr double kHighlightRatio = 1.2;

    explicit ComparisonView(QWidget *parent = nullptr);

    // The first run is the baseline. Fewer than two runs show a hint.
    void setRuns(std::vector<core::RunData> runs);
    void clear();
    int runCount() const { return static_cast<int>(m_runs.size()); }

    // Index into the runs as given to setRuns().
    void setBaseline(int runIndex);
    int baseline() const { return m_baseline; }
    // The picked baseline by library id (0 when fewer than two runs are shown).
    qint64 baselineRunId() const;
    bool setBaselineRunId(qint64 id); // false when no shown run has that id
    QList<qint64> runIds() const;     // as given to setRuns()
    // A channel tag of the baseline ("latency", "service", ...).
    void setChannel(const QString &tag);
    QString channel() const;
    QStringList channels() const; // of the baseline

    // Read-only views for tests. runIndex as given to setRuns().
    PercentileChart *chart() const { return m_chart; }
    QTableWidget *ratioTable() const { return m_table; }
    QTableWidget *fingerprintTable() const { return m_fingerprint; }
    // The ratio of a run's value to the baseline's for a metric key ("p99",
    // "max", ... see RunComparison::metricKeys()) of the current channel:
    // 1 for the baseline, NaN when unknown (the run lacks the channel).
    double ratio(const QString &statKey, int runIndex) const;
    qint64 valueNs(const QString &statKey, int runIndex) const; // -1 when unknown
    bool isHighlighted(const QString &statKey, int runIndex) const;
    QStringList fingerprintDiffLabels() const;
    QString fingerprintDiffValue(const QString &label, int runIndex) const;
    QString messageText() const;

signals:
    void baselineChanged(int runIndex);
    void channelChanged(const QString &tag);

private:
    void rebuild();     // baseline changed: channels, fingerprint, table
    void showChannel(); // chart and ratio table of the current channel
    void showFingerprint();
    int shownIndexOf(int runIndex) const; // position in the table (0 = baseline), -1 when not shown
    const core::ComparisonRow *comparisonRow(const QString &key) const;
    int tableRowOf(const QString &statKey) const;
    QString seriesName(int runIndex) const;

    std::vector<core::RunData> m_runs;
    std::vector<int> m_shown; // table position -> run index: baseline, then candidates with the channel
    core::RunComparison m_comparison;
    bool m_compared = false;
    int m_baseline = 0;

    QComboBox *m_baselineCombo = nullptr;
    QComboBox *m_channelCombo = nullptr;
    QLabel *m_message = nullptr;
    PercentileChart *m_chart = nullptr;
    QTableWidget *m_table = nullptr;
    QTableWidget *m_fingerprint = nullptr;
};

} // namespace loopscope::widgets
