#include "widgets/percentile_chart.h"

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
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setMargins(QMargins(4, 4, 28, 4)); // room for the last x label
    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(320, 220);

    m_logToggle = new QCheckBox(tr("Logarithmic latency axis"), this);
    m_logToggle->setObjectName(QStringLiteral("percentileLogToggle"));
    connect(m_logToggle, &QCheckBox::toggled, this, &PercentileChart::setLogScaleY);

    auto *bar = new QHBoxLayout;
    bar->addStretch(1);
    bar->addWidget(m_logToggle);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
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
        axis->setLabelFormat(QStringLiteral("%g"));
        axis->setMinorTickCount(8);
        m_yAxis = axis;
    } else {
        auto *axis = new QValueAxis;
        axis->setLabelFormat(QStringLiteral("%.0f"));
        m_yAxis = axis;
    }
    m_yAxis->setTitleText(tr("Latency (µs)"));
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);
    for (QLineSeries *series : m_series)
        series->attachAxis(m_yAxis);
    updateRanges();
}

void PercentileChart::setSeries(const QString &name, const std::vector<PercentilePoint> &points)
{
    QLineSeries *series = nullptr;
    for (QLineSeries *candidate : m_series)
        if (candidate->name() == name)
            series = candidate;
    if (!series) {
        series = new QLineSeries;
        series->setName(name);
        m_chart->addSeries(series);
        series->attachAxis(m_xAxis);
        series->attachAxis(m_yAxis);
        m_series.push_back(series);
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
    series->replace(xy);
    updateRanges();
}

void PercentileChart::removeSeries(const QString &name)
{
    for (auto it = m_series.begin(); it != m_series.end(); ++it) {
        if ((*it)->name() == name) {
            m_chart->removeSeries(*it);
            delete *it;
            m_series.erase(it);
            break;
        }
    }
    updateRanges();
}

void PercentileChart::clear()
{
    for (QLineSeries *series : m_series) {
        m_chart->removeSeries(series);
        delete series;
    }
    m_series.clear();
    updateRanges();
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

void PercentileChart::updateRanges()
{
    double maxX = 0;
    double maxY = 0;
    double minPositiveY = std::numeric_limits<double>::max();
    for (const QLineSeries *series : m_series) {
        for (const QPointF &p : series->points()) {
            maxX = std::max(maxX, p.x());
            maxY = std::max(maxY, p.y());
            if (p.y() > 0)
                minPositiveY = std::min(minPositiveY, p.y());
        }
    }
    const int decades = std::clamp(static_cast<int>(std::ceil(maxX - 1e-9)), kMinDecades, kMaxDecades);
    if (decades != m_decades)
        rebuildXAxis(decades);

    if (m_logY) {
        if (minPositiveY > maxY)
            minPositiveY = 1;
        const double low = std::pow(10.0, std::floor(std::log10(std::max(minPositiveY, kLogFloorUs))));
        const double high = std::pow(10.0, std::ceil(std::log10(std::max(maxY, low * 10))));
        m_yAxis->setRange(low, high);
    } else {
        auto *axis = static_cast<QValueAxis *>(m_yAxis);
        axis->setRange(0, maxY > 0 ? maxY * 1.1 : 100.0);
        axis->applyNiceNumbers();
    }
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
    return saveWidgetPng(m_view, path);
}

} // namespace loopscope::widgets
