#include "widgets/interval_max_chart.h"

#include "widgets/chart_legend.h"
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
constexpr double kDefaultSpanS = 10;  // before anything is known
constexpr double kDefaultTopUs = 100; // an empty chart

// Halves the points: each pair becomes its higher point (at the later time).
void mergePairs(QList<QPointF> &points)
{
    qsizetype out = 0;
    for (qsizetype i = 0; i < points.size(); i += 2) {
        QPointF p = points[i];
        if (i + 1 < points.size()) {
            p.setY(std::max(p.y(), points[i + 1].y()));
            p.setX(points[i + 1].x());
        }
        points[out++] = p;
    }
    points.resize(out);
}

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
    m_chart->legend()->hide(); // ChartLegend shows the full names
    m_chart->setLocalizeNumbers(true);
    m_chart->setMargins(QMargins(4, 4, 12, 4));

    m_xAxis = new QValueAxis;
    m_xAxis->setTitleText(tr("Time since start (s)"));
    m_xAxis->setLabelFormat(QStringLiteral("%.4g"));
    m_xAxis->setTickType(QValueAxis::TicksDynamic);
    m_xAxis->setTickAnchor(0);
    m_yAxis = new QValueAxis;
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);
    updateTimeAxis();
    updateLatencyAxis();

    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(240, 200);
    m_legend = new ChartLegend(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_legend);
    updateLegend();
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
    m_raw.emplace_back();
    updateLegend();
    return series;
}

std::size_t IntervalMaxChart::indexOf(const QLineSeries *series) const
{
    return static_cast<std::size_t>(std::find(m_series.begin(), m_series.end(), series) - m_series.begin());
}

void IntervalMaxChart::showRaw(std::size_t index)
{
    QList<QPointF> scaled = m_raw[index];
    for (QPointF &p : scaled)
        p.setY(p.y() * m_unit.perUs);
    m_series[index]->replace(scaled);
}

void IntervalMaxChart::appendPoint(const QString &series, double timeS, double maxUs)
{
    QLineSeries *line = seriesNamed(series);
    const std::size_t index = indexOf(line);
    QList<QPointF> &raw = m_raw[index];
    raw.append(QPointF(timeS, maxUs));
    m_maxTimeS = std::max(m_maxTimeS, timeS);
    const QString unitBefore = m_unit.symbol;
    m_maxUs = std::max(m_maxUs, maxUs);
    updateLatencyAxis();
    if (raw.size() > kMaxPoints) {
        mergePairs(raw);
        showRaw(index);
    } else if (m_unit.symbol == unitBefore) {
        line->append(timeS, maxUs * m_unit.perUs);
    }
    updateTimeAxis();
}

void IntervalMaxChart::setPoints(const QString &series, const std::vector<QPointF> &points)
{
    const std::size_t index = indexOf(seriesNamed(series));
    QList<QPointF> &raw = m_raw[index];
    raw = QList<QPointF>(points.begin(), points.end());
    while (raw.size() > kMaxPoints)
        mergePairs(raw);
    for (const QPointF &p : raw) {
        m_maxTimeS = std::max(m_maxTimeS, p.x());
        m_maxUs = std::max(m_maxUs, p.y());
    }
    updateLatencyAxis();
    showRaw(index);
    updateTimeAxis();
}

void IntervalMaxChart::clear()
{
    for (QLineSeries *series : m_series) {
        m_chart->removeSeries(series);
        delete series;
    }
    m_series.clear();
    m_raw.clear();
    m_maxTimeS = 0;
    m_maxUs = 0;
    updateTimeAxis();
    updateLatencyAxis();
    updateLegend();
}

void IntervalMaxChart::setTimeSpanS(double seconds)
{
    m_spanS = seconds > 0 && std::isfinite(seconds) ? seconds : 0;
    updateTimeAxis();
}

void IntervalMaxChart::updateTimeAxis()
{
    // The run's span, exactly (a 10 s run ends at 10 s, not at a rounder 20 s),
    // with ticks on round steps from 0.
    double span = m_spanS > 0 ? std::max(m_spanS, m_maxTimeS) : m_maxTimeS;
    if (!(span > 0))
        span = kDefaultSpanS;
    m_xAxis->setRange(0, span);
    m_xAxis->setTickInterval(timeTickStepS(span));
}

void IntervalMaxChart::updateLatencyAxis()
{
    const double topUs = m_maxUs > 0 ? m_maxUs * 1.1 : kDefaultTopUs;
    const LatencyUnit unit = latencyUnitFor(topUs);
    const bool changed = unit.symbol != m_unit.symbol;
    m_unit = unit;
    m_yAxis->setTitleText(tr("Maximum latency (%1)").arg(m_unit.symbol));
    m_yAxis->setLabelFormat(QStringLiteral("%.4g ") + m_unit.symbol);
    setNiceRange(m_yAxis, topUs * m_unit.perUs);
    if (!changed)
        return;
    for (std::size_t i = 0; i < m_series.size(); ++i)
        showRaw(i);
}

void IntervalMaxChart::updateLegend()
{
    if (!m_legend)
        return;
    std::vector<std::pair<QString, QColor>> entries;
    for (const QLineSeries *series : m_series)
        entries.emplace_back(series->name(), series->color());
    m_legend->setEntries(entries);
}

double IntervalMaxChart::timeAxisMaxS() const
{
    return m_xAxis->max();
}

double IntervalMaxChart::timeTickStep() const
{
    return m_xAxis->tickInterval();
}

QString IntervalMaxChart::yAxisTitle() const
{
    return m_yAxis->titleText();
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
    return saveWidgetPng(this, path);
}

} // namespace loopscope::widgets
