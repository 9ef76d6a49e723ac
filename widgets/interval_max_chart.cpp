#include "widgets/interval_max_chart.h"

#include "widgets/chart_png.h"

#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>
#include <algorithm>
#include <cmath>

namespace loopscope::widgets {

namespace {
// 0 .. the smallest 1-2-2.5-5 number >= value, with ticks on round numbers.
void setNiceRange(QValueAxis *axis, double value)
{
    const double magnitude = std::pow(10.0, std::floor(std::log10(std::max(value, 1e-3))));
    struct Step
    {
        double factor;
        int ticks;
    };
    constexpr Step steps[] = {{1, 6}, {2, 5}, {2.5, 6}, {5, 6}, {10, 6}};
    for (const Step &step : steps) {
        if (step.factor * magnitude >= value * (1 - 1e-9)) {
            axis->setRange(0, step.factor * magnitude);
            axis->setTickCount(step.ticks);
            return;
        }
    }
}
} // namespace

IntervalMaxChart::IntervalMaxChart(QWidget *parent) : QWidget(parent)
{
    m_chart = new QChart;
    m_chart->setLocalizeNumbers(true); // axis labels in the user's locale
    m_chart->setTitle(tr("Maximum latency per interval"));
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setMargins(QMargins(4, 4, 4, 4));

    m_xAxis = new QValueAxis;
    m_xAxis->setTitleText(tr("Time since start (s)"));
    m_xAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_yAxis = new QValueAxis;
    m_yAxis->setTitleText(tr("Maximum latency (µs)"));
    m_yAxis->setLabelFormat(QStringLiteral("%g"));
    setNiceRange(m_xAxis, 10);
    setNiceRange(m_yAxis, 100);
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);

    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(320, 200);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
}

IntervalMaxChart::~IntervalMaxChart() = default;

QLineSeries *IntervalMaxChart::seriesNamed(const QString &name)
{
    for (QLineSeries *series : m_series)
        if (series->name() == name)
            return series;
    auto *series = new QLineSeries;
    series->setName(name);
    series->setPointsVisible(true);
    m_chart->addSeries(series);
    series->attachAxis(m_xAxis);
    series->attachAxis(m_yAxis);
    m_series.push_back(series);
    return series;
}

void IntervalMaxChart::appendPoint(const QString &series, double timeS, double maxUs)
{
    seriesNamed(series)->append(timeS, maxUs);
    m_maxTimeS = std::max(m_maxTimeS, timeS);
    m_maxUs = std::max(m_maxUs, maxUs);
    setNiceRange(m_xAxis, std::max(10.0, m_maxTimeS * 1.05));
    setNiceRange(m_yAxis, m_maxUs > 0 ? m_maxUs * 1.1 : 100.0);
}

void IntervalMaxChart::clear()
{
    for (QLineSeries *series : m_series) {
        m_chart->removeSeries(series);
        delete series;
    }
    m_series.clear();
    m_maxTimeS = 0;
    m_maxUs = 0;
    setNiceRange(m_xAxis, 10);
    setNiceRange(m_yAxis, 100);
}

QStringList IntervalMaxChart::seriesNames() const
{
    QStringList names;
    for (const QLineSeries *series : m_series)
        names << series->name();
    return names;
}

int IntervalMaxChart::pointCount() const
{
    int count = 0;
    for (const QLineSeries *series : m_series)
        count += static_cast<int>(series->count());
    return count;
}

int IntervalMaxChart::pointCount(const QString &series) const
{
    for (const QLineSeries *candidate : m_series)
        if (candidate->name() == series)
            return static_cast<int>(candidate->count());
    return 0;
}

QString IntervalMaxChart::exportPng(const QString &path) const
{
    return saveWidgetPng(m_view, path);
}

} // namespace loopscope::widgets
