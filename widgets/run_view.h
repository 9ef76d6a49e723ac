#pragma once
// One stored run, opened from the result library: its charts restored from
// what the library kept — the percentile curve of every channel from the
// stored totals, the max-per-interval timeline from the stored intervals —
// with the counters, the percentile table, the parameters, the environment
// fingerprint and the state (and failure reason). A view only: it is handed a
// core::RunData and never reads the library or a file itself.

#include "core/histogram/hdr_histogram.h"
#include "core/library/run_data.h"
#include "widgets/live_run_view.h"
#include "widgets/percentile_chart.h"

#include <QString>
#include <QWidget>
#include <vector>

class QLabel;
class QTabWidget;
class QTableWidget;

namespace loopscope::widgets {

class CountersView;
class IntervalMaxChart;

class RunView : public QWidget
{
    Q_OBJECT
public:
    explicit RunView(QWidget *parent = nullptr);

    void setRun(const core::RunData &run);
    void clear();

    qint64 runId() const { return m_runId; }
    QString runName() const { return m_runName; }

    // Read-only views for tests.
    QString headerText() const;
    QString stateText() const;
    PercentileChart *percentileChart() const { return m_percentile; }
    IntervalMaxChart *intervalMaxChart() const { return m_intervalMax; }
    CountersView *countersView() const { return m_counters; }
    int parameterCount() const;
    QString parameterText(const QString &key) const; // the shown value, empty when absent
    int fingerprintCount() const;
    QString fingerprintText(const QString &key) const; // the shown value, empty when absent

private:
    void fillParameters(const core::RunData &run);
    void fillFingerprint(const core::RunData &run);
    static QString findInTable(const QTableWidget *table, const QString &key);

    QLabel *m_header = nullptr;
    QLabel *m_state = nullptr;
    QLabel *m_note = nullptr;
    QTabWidget *m_tabs = nullptr;
    PercentileChart *m_percentile = nullptr;
    IntervalMaxChart *m_intervalMax = nullptr;
    CountersView *m_counters = nullptr;
    QTableWidget *m_params = nullptr;
    QTableWidget *m_fingerprint = nullptr;
    qint64 m_runId = 0;
    QString m_runName;
};

} // namespace loopscope::widgets
