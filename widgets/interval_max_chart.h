#pragma once
// The maximum latency of every interval over the run's time: the timeline on
// which stalls show up that a percentile chart averages away. One series per
// stream ("latency", "service"); points are appended as intervals close. A
// series never holds more than kMaxPoints: past that, neighbouring points are
// merged pairwise keeping the higher maximum (the envelope a scope draws), so
// a day-long run costs what a few minutes do. The
// time axis spans the run (setTimeSpanS: the planned duration while it goes,
// the actual one after), the latency axis reads in the unit its range reads
// best in (ns, µs, ms, s), and the legend under the chart shows each
// series' full name.

#include "widgets/chart_axes.h"

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <vector>

class QChart;
class QChartView;
class QLineSeries;
class QValueAxis;

namespace loopscope::widgets {

class ChartLegend;

class IntervalMaxChart : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kMaxPoints = 2048; // per series

    explicit IntervalMaxChart(QWidget *parent = nullptr);
    ~IntervalMaxChart() override;

    // timeS: seconds since the run's start (end of the interval); maxUs: the
    // interval's maximum in microseconds. A new name adds a series.
    void appendPoint(const QString &series, double timeS, double maxUs);
    // Replaces a series' points (time s, max µs), e.g. with the buckets of a
    // downsampled run; reduced to kMaxPoints the same way.
    void setPoints(const QString &series, const std::vector<QPointF> &points);
    // Removes the points; the time span stays.
    void clear();
    // The run's duration in seconds: the time axis runs from 0 to it (or to
    // the last point, when a run outlasts it). 0: unknown, the axis follows
    // the points.
    void setTimeSpanS(double seconds);

    // A zoomable chart (a stored run): dragging across it asks for that time
    // range (zoomRequested; the owner reads it from the library at full
    // resolution and calls setPoints), a right click or a double click goes
    // back to the whole run (zoomReset). The time axis then shows the range.
    void setZoomable(bool zoomable);
    void showTimeWindow(double fromS, double toS);
    void resetZoom();
    bool isZoomed() const { return m_zoomToS > m_zoomFromS; }
    double timeAxisMinS() const;

    QStringList seriesNames() const;
    int pointCount() const;
    int pointCount(const QString &series) const;
    QChart *chart() const { return m_chart; }
    ChartLegend *legend() const { return m_legend; }
    double timeAxisMaxS() const;
    double timeTickStep() const;
    QString latencyUnit() const { return m_unit.symbol; }
    QString yAxisTitle() const;

    // Saves what is on screen as a PNG. Empty on success, else a clear message.
    QString exportPng(const QString &path) const;

signals:
    void zoomRequested(double fromS, double toS);
    void zoomReset();

private:
    QLineSeries *seriesNamed(const QString &name);
    std::size_t indexOf(const QLineSeries *series) const;
    void showRaw(std::size_t index); // m_raw[index], scaled, into the line series
    void updateTimeAxis();
    void updateLatencyAxis();
    void updateLegend();

    QChart *m_chart = nullptr;
    QChartView *m_view = nullptr;
    ChartLegend *m_legend = nullptr;
    QValueAxis *m_xAxis = nullptr;
    QValueAxis *m_yAxis = nullptr;
    std::vector<QLineSeries *> m_series;
    std::vector<QList<QPointF>> m_raw; // per series: (s, µs)
    LatencyUnit m_unit = latencyUnitFor(100);
    double m_spanS = 0;
    double m_maxTimeS = 0;
    double m_maxUs = 0;
    double m_zoomFromS = 0, m_zoomToS = 0; // the time window shown when zoomed
    bool m_settingAxis = false;            // the chart, not the user, sets the range
    bool m_zoomable = false;
};

} // namespace loopscope::widgets
