#pragma once
// A compact view of a run's counters (sent, received, lost with its share,
// duplicated, reordered, foreign, late, send errors) and of the percentile
// table (p50 .. p99.99 and max) of each channel.

#include "core/bench/probe.h"
#include "core/histogram/hdr_histogram.h"

#include <QHash>
#include <QString>
#include <QWidget>
#include <vector>

class QLabel;
class QTableWidget;

namespace loopscope::widgets {

struct PercentileRow
{
    QString channel;
    qint64 count = 0;
    qint64 p50Ns = 0, p90Ns = 0, p99Ns = 0, p999Ns = 0, p9999Ns = 0, maxNs = 0;

    static PercentileRow fromHistogram(const QString &channel, const core::HdrHistogram &histogram);
};

class CountersView : public QWidget
{
    Q_OBJECT
public:
    explicit CountersView(QWidget *parent = nullptr);

    void setCounters(const std::vector<core::ProbeCounter> &counters);
    void setPercentileRows(const std::vector<PercentileRow> &rows);
    void clear();

    // For tests: the shown value of a counter ("sent", "lost", ...), -1 when absent.
    qint64 counterValue(const QString &name) const;
    QString counterText(const QString &name) const;
    int percentileRowCount() const;
    QString percentileCell(int row, int column) const;

private:
    QLabel *valueLabel(const QString &name);
    QLabel *addCounter(const QString &name, const QString &title);

    QWidget *m_grid = nullptr;
    QHash<QString, QLabel *> m_values;
    QHash<QString, qint64> m_raw;
    QTableWidget *m_table = nullptr;
    int m_gridCells = 0;
};

} // namespace loopscope::widgets
