#pragma once
// The percentile distribution of one or more latency streams, plotted the way
// latency should be read: x is 1/(1-p) on a logarithmic scale (labelled
// "0 %", "90 %", "99 %", "99.9 %", ...), y is the latency on a linear or
// logarithmic scale, in the unit its range reads best in (ns, µs, ms or s:
// "100 ms", not "100000 µs"). The legend under the chart shows each series'
// full name. A view only: it is handed points, it never reads a histogram or
// a file itself.

#include "widgets/chart_axes.h"

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <vector>

class QChart;
class QChartView;
class QCategoryAxis;
class QAbstractAxis;
class QCheckBox;
class QLineSeries;

namespace loopscope::widgets {

class ChartLegend;

struct PercentilePoint
{
    double percentile = 0; // 0..100
    double valueUs = 0;
};

class PercentileChart : public QWidget
{
    Q_OBJECT
public:
    explicit PercentileChart(QWidget *parent = nullptr);
    ~PercentileChart() override;

    // Adds the series, or replaces the points of the series with that name.
    void setSeries(const QString &name, const std::vector<PercentilePoint> &points);
    void removeSeries(const QString &name);
    void clear();

    void setLogScaleY(bool on);
    bool logScaleY() const { return m_logY; }

    // Read-only views for tests and exports.
    QStringList seriesNames() const;
    int pointCount() const;                    // all series
    int pointCount(const QString &name) const; // one series, 0 when absent
    QStringList xAxisLabels() const;           // left to right
    double xMax() const;                       // right end of the x axis (decades)
    QString latencyUnit() const { return m_unit.symbol; } // of the y axis: "ns", "µs", "ms", "s"
    QString yAxisTitle() const;
    double yMax() const; // top of the y axis, in latencyUnit()
    QStringList yTickLabels() const; // the labels the y axis draws, e.g. "100 ms"
    QChart *chart() const { return m_chart; }
    ChartLegend *legend() const { return m_legend; }

    // Saves what is on screen as a PNG. Empty on success, else a clear message.
    QString exportPng(const QString &path) const;

    // x coordinate (decades of 1/(1-p)) of a percentile in 0..100.
    static double xForPercentile(double percentile);

signals:
    void logScaleYChanged(bool on);

private:
    void rebuildXAxis(int decades);
    void rebuildYAxis();
    void updateRanges(int changedSeries = -1); // -1: every series may have changed
    void showPoints();                         // the raw points in the current unit
    void showPoints(std::size_t index);
    void updateLegend();

    QChart *m_chart = nullptr;
    QChartView *m_view = nullptr;
    QCheckBox *m_logToggle = nullptr;
    QCategoryAxis *m_xAxis = nullptr;
    QAbstractAxis *m_yAxis = nullptr;
    std::vector<QLineSeries *> m_series;
    std::vector<QList<QPointF>> m_raw; // per series: (decades, µs)
    LatencyUnit m_unit = latencyUnitFor(100);
    QWidget *m_plot = nullptr; // chart and legend: what exportPng saves
    ChartLegend *m_legend = nullptr;
    bool m_logY = false;
    int m_decades = 5;
};

} // namespace loopscope::widgets
