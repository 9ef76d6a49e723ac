#pragma once
// The one view of a run's figures: the percentile chart (log 1/(1-p) axis),
// the max-per-interval timeline and the counters with the percentile table.
// It shows a running collector — the caller calls update() at display rate
// and the view pulls what is new (no signal per sample) — or a stored run
// (showRun). The benchmark panel, the Workbench and the Library's run view
// all show runs through it; channel names are the probe's own titles.

#include "core/bench/probe.h"
#include "core/library/run_data.h"

#include <QPointF>
#include <QWidget>
#include <cstddef>
#include <vector>

namespace loopscope::core {
class HdrHistogram;
class RunCollector;
} // namespace loopscope::core

namespace loopscope::widgets {

class CountersView;
class IntervalMaxChart;
class PercentileChart;
struct PercentilePoint;

// The percentile curve of a histogram (ns) as chart points (µs); empty for
// an empty histogram.
std::vector<PercentilePoint> percentilePointsOf(const core::HdrHistogram &histogram);
// The name a channel's series has in the charts (its title, translated).
QString channelSeriesName(const QString &title, const QString &tag);
// The max-per-interval points of a series: one per bucket that recorded
// something (end time in s, the bucket's highest maximum in µs).
std::vector<QPointF> intervalMaxPointsOf(const core::IntervalSeries &series);

// Fills the three views from one stored run (what LiveRunView::showRun and
// the Library's RunView show).
void showStoredRun(const core::RunData &run, PercentileChart *percentile, IntervalMaxChart *intervalMax,
                   CountersView *counters);

class LiveRunView : public QWidget
{
    Q_OBJECT
public:
    explicit LiveRunView(QWidget *parent = nullptr);

    void clear();
    // Pulls from a running (or ended) collector: every interval closed since
    // the last call, the counters, and — when refreshCurves — the percentile
    // curves (a walk over each histogram; a few times a second is plenty).
    // A different collector than last time clears the view first.
    void update(const core::RunCollector &collector, const std::vector<core::ProbeCounter> &counters,
                bool refreshCurves = true);
    void showRun(const core::RunData &run);
    // The span of the max-per-interval time axis: the planned duration while
    // a run goes, its actual duration once it ended (showRun sets it from the
    // stored run). Kept by clear() and by a change of collector.
    void setTimeSpanS(double seconds);

    PercentileChart *percentileChart() const { return m_percentile; }
    IntervalMaxChart *intervalMaxChart() const { return m_intervalMax; }
    CountersView *countersView() const { return m_counters; }

private:
    PercentileChart *m_percentile = nullptr;
    IntervalMaxChart *m_intervalMax = nullptr;
    CountersView *m_counters = nullptr;
    const core::RunCollector *m_shown = nullptr;
    qint64 m_intervalsShown = 0; // closed intervals drawn
};

} // namespace loopscope::widgets
