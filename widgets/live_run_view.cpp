#include "widgets/live_run_view.h"

#include "core/bench/run_collector.h"
#include "core/histogram/hdr_histogram.h"
#include "widgets/counters_view.h"
#include "widgets/interval_max_chart.h"
#include "widgets/percentile_chart.h"
#include "widgets/spec_text.h"

#include <QSplitter>
#include <QVBoxLayout>

namespace loopscope::widgets {

QString channelSeriesName(const QString &title, const QString &tag)
{
    return title.isEmpty() ? tag : channelTitle(title); // stored English, shown translated
}

namespace {
QString titleOf(const QString &title, const QString &tag)
{
    return channelSeriesName(title, tag);
}

double maxUs(const core::IntervalStats &interval)
{
    return static_cast<double>(interval.maxNs) / 1000.0;
}
} // namespace

std::vector<QPointF> intervalMaxPointsOf(const core::IntervalSeries &series)
{
    std::vector<QPointF> points;
    points.reserve(series.buckets().size());
    for (const core::IntervalBucket &bucket : series.buckets())
        if (bucket.count > 0)
            points.emplace_back(bucket.endS, maxUs(bucket.high));
    return points;
}

std::vector<PercentilePoint> percentilePointsOf(const core::HdrHistogram &histogram)
{
    std::vector<PercentilePoint> points;
    if (histogram.totalCount() == 0)
        return points;
    for (const core::HdrHistogram::PercentileStep &step : histogram.percentileSteps(5))
        points.push_back({step.percentile, static_cast<double>(step.value) / 1000.0});
    return points;
}

void showStoredRun(const core::RunData &run, PercentileChart *percentile, IntervalMaxChart *intervalMax,
                   CountersView *counters)
{
    percentile->clear();
    intervalMax->clear();
    intervalMax->setTimeSpanS(run.durationS); // the actual duration
    counters->clear();
    std::vector<PercentileRow> rows;
    for (const core::RunChannel &channel : run.channels) {
        const QString title = titleOf(channel.title, channel.tag);
        rows.push_back(PercentileRow::fromHistogram(title, channel.total));
        const std::vector<PercentilePoint> points = percentilePointsOf(channel.total);
        if (!points.empty())
            percentile->setSeries(title, points);
        if (const std::vector<QPointF> points = intervalMaxPointsOf(channel.intervals); !points.empty())
            intervalMax->setPoints(title, points);
    }
    counters->setPercentileRows(rows);
    counters->setCounters(run.counters);
}

LiveRunView::LiveRunView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("liveRunView"));
    m_percentile = new PercentileChart;
    m_percentile->setObjectName(QStringLiteral("percentileChart"));
    m_intervalMax = new IntervalMaxChart;
    m_intervalMax->setObjectName(QStringLiteral("intervalMaxChart"));
    m_counters = new CountersView;
    m_counters->setObjectName(QStringLiteral("countersView"));
    auto *charts = new QSplitter(Qt::Horizontal);
    charts->addWidget(m_percentile);
    charts->addWidget(m_intervalMax);
    charts->setStretchFactor(0, 3);
    charts->setStretchFactor(1, 2);
    auto *split = new QSplitter(Qt::Vertical);
    split->setObjectName(QStringLiteral("liveRunSplitter"));
    split->addWidget(charts);
    split->addWidget(m_counters);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 0);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);
}

void LiveRunView::clear()
{
    m_percentile->clear();
    m_intervalMax->clear();
    m_counters->clear();
    m_shown = nullptr;
    m_intervalsShown = 0;
}

void LiveRunView::update(const core::RunCollector &collector, const std::vector<core::ProbeCounter> &counters,
                         bool refreshCurves)
{
    if (&collector != m_shown) {
        clear();
        m_shown = &collector;
        refreshCurves = true;
    }
    if (refreshCurves) {
        std::vector<PercentileRow> rows;
        for (const QString &tag : collector.tags()) {
            const core::HdrHistogram &total = collector.total(tag);
            const QString title = titleOf(collector.title(tag), tag);
            rows.push_back(PercentileRow::fromHistogram(title, total));
            const std::vector<PercentilePoint> points = percentilePointsOf(total);
            if (!points.empty())
                m_percentile->setSeries(title, points);
        }
        m_counters->setPercentileRows(rows);
    }
    // One new interval since the last update: append it; more (a slow
    // display tick, a view switched back to this run): redraw from the
    // collector's downsampled series. Either way the chart stays bounded.
    const qint64 closed = collector.closedIntervalCount();
    if (closed != m_intervalsShown) {
        for (const QString &tag : collector.tags()) {
            const core::IntervalSeries &series = collector.series(tag);
            const QString title = titleOf(collector.title(tag), tag);
            if (closed == m_intervalsShown + 1) {
                if (series.last().count > 0)
                    m_intervalMax->appendPoint(title, series.last().startS + series.last().lengthS,
                                               maxUs(series.last()));
            } else if (const std::vector<QPointF> points = intervalMaxPointsOf(series); !points.empty()) {
                m_intervalMax->setPoints(title, points);
            }
        }
        m_intervalsShown = closed;
    }
    m_counters->setCounters(counters);
}

void LiveRunView::setTimeSpanS(double seconds)
{
    m_intervalMax->setTimeSpanS(seconds);
}

void LiveRunView::showRun(const core::RunData &run)
{
    clear();
    showStoredRun(run, m_percentile, m_intervalMax, m_counters);
}

} // namespace loopscope::widgets
