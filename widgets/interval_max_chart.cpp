#include "widgets/interval_max_chart.h"

#include "widgets/chart_legend.h"
#include "widgets/chart_png.h"

#include <QMouseEvent>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>
#include <algorithm>
#include <cmath>
#include <functional>

namespace loopscope::widgets {

namespace {
constexpr double kDefaultSpanS = 10;  // before anything is known
constexpr double kDefaultTopUs = 100; // an empty chart

// Right or double click: back to the whole run (instead of Qt Charts' own
// zoom out by a factor of two).
class ZoomChartView : public QChartView
{
public:
    ZoomChartView(QChart *chart, QWidget *parent, std::function<void()> reset)
        : QChartView(chart, parent), m_reset(std::move(reset))
    {
    }

protected:
    void mouseReleaseEvent(QMouseEvent *event) override
    {
        if (event->button() == Qt::RightButton && rubberBand() != QChartView::NoRubberBand) {
            m_reset();
            event->accept();
            return;
        }
        QChartView::mouseReleaseEvent(event);
    }
    void mouseDoubleClickEvent(QMouseEvent *event) override
    {
        if (rubberBand() != QChartView::NoRubberBand) {
            m_reset();
            event->accept();
            return;
        }
        QChartView::mouseDoubleClickEvent(event);
    }

private:
    std::function<void()> m_reset;
};

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

    m_view = new ZoomChartView(m_chart, this, [this] {
        if (!isZoomed())
            return;
        resetZoom();
        emit zoomReset();
    });
    connect(m_xAxis, &QValueAxis::rangeChanged, this, [this](double min, double max) {
        if (m_settingAxis || !m_zoomable || !(max > min))
            return;
        // The user dragged a range (Qt Charts zoomed the axis itself).
        m_zoomFromS = std::max(0.0, min);
        m_zoomToS = max;
        emit zoomRequested(m_zoomFromS, m_zoomToS);
    });
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
    m_zoomFromS = m_zoomToS = 0;
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

void IntervalMaxChart::setZoomable(bool zoomable)
{
    m_zoomable = zoomable;
    m_view->setRubberBand(zoomable ? QChartView::HorizontalRubberBand : QChartView::NoRubberBand);
    setToolTip(zoomable ? tr("Drag across the chart to zoom into that time (read from the library at full "
                             "resolution); right-click or double-click to see the whole run.")
                        : QString());
}

void IntervalMaxChart::showTimeWindow(double fromS, double toS)
{
    if (!(toS > fromS))
        return;
    m_zoomFromS = std::max(0.0, fromS);
    m_zoomToS = toS;
    updateTimeAxis();
}

void IntervalMaxChart::resetZoom()
{
    m_zoomFromS = m_zoomToS = 0;
    updateTimeAxis();
}

double IntervalMaxChart::timeAxisMinS() const
{
    return m_xAxis->min();
}

void IntervalMaxChart::updateTimeAxis()
{
    m_settingAxis = true;
    if (isZoomed()) {
        m_xAxis->setRange(m_zoomFromS, m_zoomToS);
        m_xAxis->setTickInterval(timeTickStepS(m_zoomToS - m_zoomFromS));
        m_settingAxis = false;
        return;
    }
    // The run's span, exactly (a 10 s run ends at 10 s, not at a rounder 20 s),
    // with ticks on round steps from 0.
    double span = m_spanS > 0 ? std::max(m_spanS, m_maxTimeS) : m_maxTimeS;
    if (!(span > 0))
        span = kDefaultSpanS;
    m_xAxis->setRange(0, span);
    m_xAxis->setTickInterval(timeTickStepS(span));
    m_settingAxis = false;
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
