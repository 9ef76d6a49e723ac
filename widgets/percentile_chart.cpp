#include "widgets/percentile_chart.h"

#include "widgets/chart_legend.h"
#include "widgets/chart_png.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLocale>
#include <QVBoxLayout>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QValueAxis>
#include <algorithm>
#include <cmath>
#include <limits>

namespace loopscope::widgets {

namespace {
constexpr int kMinDecades = 5; // 99.999 %
constexpr int kMaxDecades = 7; // 99.99999 %
constexpr double kLogFloorUs = 0.001;

QString decadeLabel(int decade)
{
    if (decade <= 0)
        return QStringLiteral("0 %");
    const double percent = 100.0 - std::pow(10.0, 2 - decade);
    return QLocale().toString(percent, 'f', std::max(0, decade - 2)) + QStringLiteral(" %");
}
} // namespace

double PercentileChart::xForPercentile(double percentile)
{
    const double remaining = 1.0 - std::clamp(percentile, 0.0, 100.0) / 100.0;
    if (remaining <= std::pow(10.0, -kMaxDecades))
        return kMaxDecades;
    return std::log10(1.0 / remaining);
}

PercentileChart::PercentileChart(QWidget *parent) : QWidget(parent)
{
    m_chart = new QChart;
    m_chart->setLocalizeNumbers(true); // axis labels in the user's locale
    m_chart->setTitle(tr("Latency by percentile"));
    m_chart->legend()->hide();                  // ChartLegend shows the full names
    m_chart->setLocalizeNumbers(true);          // also keeps the unit after the number intact
    m_chart->setMargins(QMargins(4, 4, 28, 4)); // room for the last x label
    m_plot = new QWidget(this);
    m_view = new QChartView(m_chart, m_plot);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(240, 200);
    m_legend = new ChartLegend(m_plot);
    auto *plotLayout = new QVBoxLayout(m_plot);
    plotLayout->setContentsMargins(0, 0, 0, 0);
    plotLayout->setSpacing(0);
    plotLayout->addWidget(m_view, 1);
    plotLayout->addWidget(m_legend);

    m_logToggle = new QCheckBox(tr("Logarithmic latency axis"), this);
    m_logToggle->setObjectName(QStringLiteral("percentileLogToggle"));
    connect(m_logToggle, &QCheckBox::toggled, this, &PercentileChart::setLogScaleY);

    auto *bar = new QHBoxLayout;
    bar->addStretch(1);
    bar->addWidget(m_logToggle);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot, 1);
    layout->addLayout(bar);

    rebuildXAxis(kMinDecades);
    rebuildYAxis();
}

PercentileChart::~PercentileChart() = default;

void PercentileChart::rebuildXAxis(int decades)
{
    if (m_xAxis) {
        m_chart->removeAxis(m_xAxis);
        delete m_xAxis;
    }
    m_decades = decades;
    m_xAxis = new QCategoryAxis;
    m_xAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_xAxis->setTitleText(tr("Percentile"));
    m_xAxis->setStartValue(0);
    for (int decade = 0; decade <= decades; ++decade)
        m_xAxis->append(decadeLabel(decade), decade);
    QFont font = m_xAxis->labelsFont();
    font.setPointSizeF(font.pointSizeF() * 0.85);
    m_xAxis->setLabelsFont(font);
    m_xAxis->setTruncateLabels(false);
    m_xAxis->setRange(0, decades);
    m_xAxis->setGridLineVisible(true);
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    for (QLineSeries *series : m_series)
        series->attachAxis(m_xAxis);
}

void PercentileChart::rebuildYAxis()
{
    if (m_yAxis) {
        m_chart->removeAxis(m_yAxis);
        delete m_yAxis;
    }
    if (m_logY) {
        auto *axis = new QLogValueAxis;
        axis->setBase(10);
        axis->setMinorTickCount(8);
        m_yAxis = axis;
    } else {
        m_yAxis = new QValueAxis;
    }
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);
    for (QLineSeries *series : m_series)
        series->attachAxis(m_yAxis);
    updateRanges();
}

void PercentileChart::setSeries(const QString &name, const std::vector<PercentilePoint> &points)
{
    std::size_t index = 0;
    while (index < m_series.size() && m_series[index]->name() != name)
        ++index;
    const bool added = index == m_series.size();
    if (added) {
        auto *series = new QLineSeries;
        series->setName(name);
        m_chart->addSeries(series);
        series->attachAxis(m_xAxis);
        series->attachAxis(m_yAxis);
        m_series.push_back(series);
        m_raw.emplace_back();
    }
    QList<QPointF> xy;
    xy.reserve(static_cast<qsizetype>(points.size()));
    for (const PercentilePoint &point : points) {
        double x = xForPercentile(point.percentile);
        const double y = std::max(point.valueUs, kLogFloorUs); // a log axis cannot show 0
        if (!std::isfinite(point.valueUs) || !std::isfinite(x))
            continue;
        // 100 % lies at infinity on this axis: the maximum is drawn where the
        // previous step ends (dropped when it adds nothing).
        if (x >= kMaxDecades && !xy.isEmpty()) {
            if (xy.last().y() >= y)
                continue;
            x = xy.last().x();
        }
        xy.append(QPointF(x, y));
    }
    m_raw[index] = std::move(xy);
    // Called at display rate for every series: only what changed is redone
    // (the other series keep their points unless the unit changes; the
    // legend changes only with a new series).
    updateRanges(int(index));
    if (added)
        updateLegend();
}

void PercentileChart::removeSeries(const QString &name)
{
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        if (m_series[i]->name() == name) {
            m_chart->removeSeries(m_series[i]);
            delete m_series[i];
            m_series.erase(m_series.begin() + static_cast<std::ptrdiff_t>(i));
            m_raw.erase(m_raw.begin() + static_cast<std::ptrdiff_t>(i));
            break;
        }
    }
    updateRanges();
    updateLegend();
}

void PercentileChart::updateLegend()
{
    std::vector<std::pair<QString, QColor>> entries;
    for (const QLineSeries *series : m_series)
        entries.emplace_back(series->name(), series->color());
    m_legend->setEntries(entries);
}

void PercentileChart::showPoints()
{
    for (std::size_t i = 0; i < m_series.size(); ++i)
        showPoints(i);
}

void PercentileChart::showPoints(std::size_t index)
{
    QList<QPointF> scaled = m_raw[index];
    for (QPointF &p : scaled)
        p.setY(p.y() * m_unit.perUs);
    if (scaled != m_series[index]->points()) // an unchanged series is not laid out again
        m_series[index]->replace(scaled);
}

void PercentileChart::clear()
{
    for (QLineSeries *series : m_series) {
        m_chart->removeSeries(series);
        delete series;
    }
    m_series.clear();
    m_raw.clear();
    updateRanges();
    updateLegend();
}

void PercentileChart::setLogScaleY(bool on)
{
    if (on == m_logY)
        return;
    m_logY = on;
    if (m_logToggle->isChecked() != on)
        m_logToggle->setChecked(on);
    rebuildYAxis();
    emit logScaleYChanged(on);
}

void PercentileChart::updateRanges(int changedSeries)
{
    double maxX = 0;
    double maxY = 0;
    double minPositiveY = std::numeric_limits<double>::max();
    for (const QList<QPointF> &points : m_raw) {
        for (const QPointF &p : points) {
            maxX = std::max(maxX, p.x());
            maxY = std::max(maxY, p.y());
            if (p.y() > 0)
                minPositiveY = std::min(minPositiveY, p.y());
        }
    }
    const int decades = std::clamp(static_cast<int>(std::ceil(maxX - 1e-9)), kMinDecades, kMaxDecades);
    if (decades != m_decades)
        rebuildXAxis(decades);

    // The unit the top of the axis reads best in (the linear axis ends about 10 % above the maximum).
    const double topUs = maxY > 0 ? (m_logY ? maxY : maxY * 1.1) : 100.0;
    const LatencyUnit unit = latencyUnitFor(topUs);
    const bool unitChanged = unit.symbol != m_unit.symbol || unit.perUs != m_unit.perUs;
    m_unit = unit;
    if (unitChanged || changedSeries < 0 || changedSeries >= int(m_series.size()))
        showPoints();
    else
        showPoints(std::size_t(changedSeries));
    const QString title = tr("Latency (%1)").arg(m_unit.symbol);
    if (m_yAxis->titleText() != title)
        m_yAxis->setTitleText(title);
    const QString format = QStringLiteral("%.4g ") + m_unit.symbol; // "%.Ng": what localized labels parse
    if (m_logY) {
        auto *axis = static_cast<QLogValueAxis *>(m_yAxis);
        if (axis->labelFormat() != format)
            axis->setLabelFormat(format);
        const double floor = kLogFloorUs * m_unit.perUs;
        double low = 1, high = 10;
        if (maxY > 0) {
            low = std::pow(10.0, std::floor(std::log10(std::max(minPositiveY * m_unit.perUs, floor))));
            high = std::pow(10.0, std::ceil(std::log10(std::max(maxY * m_unit.perUs, low * 10))));
        }
        // A range change lays the axis out again (labels and all): only when it changes.
        if (axis->min() != low || axis->max() != high)
            axis->setRange(low, high);
    } else {
        auto *axis = static_cast<QValueAxis *>(m_yAxis);
        if (axis->labelFormat() != format)
            axis->setLabelFormat(format);
        // Nice numbers above the maximum; kept while the top still fits and
        // is not below half of it, so that a curve growing a little every
        // display tick does not lay the axis out again every tick.
        const double top = topUs * m_unit.perUs;
        if (unitChanged || top > axis->max() || top < axis->max() / 2 || axis->min() != 0) {
            axis->setRange(0, top);
            axis->applyNiceNumbers();
        }
    }
}

QString PercentileChart::yAxisTitle() const
{
    return m_yAxis->titleText();
}

double PercentileChart::yMax() const
{
    if (m_logY)
        return static_cast<const QLogValueAxis *>(m_yAxis)->max();
    return static_cast<const QValueAxis *>(m_yAxis)->max();
}

QStringList PercentileChart::yTickLabels() const
{
    // What the axis draws with localized numbers: the value as %.4g in the chart's locale, then the unit.
    const QLocale locale = m_chart->locale();
    const auto label = [&](double value) {
        return locale.toString(value, 'g', 4) + QLatin1Char(' ') + m_unit.symbol;
    };
    QStringList labels;
    if (m_logY) {
        const auto *axis = static_cast<const QLogValueAxis *>(m_yAxis);
        for (double v = axis->min(); v <= axis->max() * (1 + 1e-9); v *= 10)
            labels << label(v);
    } else {
        const auto *axis = static_cast<const QValueAxis *>(m_yAxis);
        const int ticks = axis->tickCount();
        for (int i = 0; i < ticks; ++i)
            labels << label(axis->min() + (axis->max() - axis->min()) * i / std::max(1, ticks - 1));
    }
    return labels;
}

QStringList PercentileChart::seriesNames() const
{
    QStringList names;
    for (const QLineSeries *series : m_series)
        names << series->name();
    return names;
}

int PercentileChart::pointCount() const
{
    int count = 0;
    for (const QLineSeries *series : m_series)
        count += static_cast<int>(series->count());
    return count;
}

int PercentileChart::pointCount(const QString &name) const
{
    for (const QLineSeries *series : m_series)
        if (series->name() == name)
            return static_cast<int>(series->count());
    return 0;
}

QStringList PercentileChart::xAxisLabels() const
{
    return m_xAxis->categoriesLabels();
}

double PercentileChart::xMax() const
{
    return m_xAxis->max();
}

QString PercentileChart::exportPng(const QString &path) const
{
    return saveWidgetPng(m_plot, path);
}

} // namespace loopscope::widgets
