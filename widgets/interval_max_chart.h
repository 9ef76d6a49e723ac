#pragma once
// The maximum latency of every interval over the run's time: the timeline on
// which stalls show up that a percentile chart averages away. One series per
// stream ("latency", "service"); points are appended as intervals close.

#include <QString>
#include <QStringList>
#include <QWidget>
#include <vector>

class QChart;
class QChartView;
class QLineSeries;
class QValueAxis;

namespace loopscope::widgets {

class IntervalMaxChart : public QWidget
{
    Q_OBJECT
public:
    explicit IntervalMaxChart(QWidget *parent = nullptr);
    ~IntervalMaxChart() override;

    // timeS: seconds since the run's start (end of the interval); maxUs: the
    // interval's maximum in microseconds. A new name adds a series.
    void appendPoint(const QString &series, double timeS, double maxUs);
    void clear();

    QStringList seriesNames() const;
    int pointCount() const;
    int pointCount(const QString &series) const;
    QChart *chart() const { return m_chart; }

    // Saves what is on screen as a PNG. Empty on success, else a clear message.
    QString exportPng(const QString &path) const;

private:
    QLineSeries *seriesNamed(const QString &name);

    QChart *m_chart = nullptr;
    QChartView *m_view = nullptr;
    QValueAxis *m_xAxis = nullptr;
    QValueAxis *m_yAxis = nullptr;
    std::vector<QLineSeries *> m_series;
    double m_maxTimeS = 0;
    double m_maxUs = 0;
};

} // namespace loopscope::widgets
