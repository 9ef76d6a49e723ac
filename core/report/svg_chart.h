#pragma once
// The report's two charts — latency by percentile on a log 1/(1-p) axis, and
// the maximum of each interval over time — described once as a ChartSpec
// (data in chart units), laid out once into pixel geometry (ChartLayout),
// and drawn twice from that geometry: as inline SVG for the HTML report
// (toSvg) and with QPainter for the PDF report (paintChart), so both show
// the same curves, ticks and legend.

#include "core/bench/run_collector.h"
#include "core/histogram/hdr_histogram.h"

#include <QColor>
#include <QPolygonF>
#include <QRectF>
#include <QString>
#include <vector>

class QPainter;

namespace loopscope::core {

struct ChartSeries
{
    QString name;                // legend text (user/device text: escaped when written)
    std::vector<QPointF> points; // x and y in chart units (see ChartSpec)
};

struct ChartTick
{
    double value = 0; // chart units
    QString label;
};

struct ChartSpec
{
    QString title;
    QString xLabel, yLabel;
    double xMin = 0, xMax = 1;     // fixed x range
    std::vector<ChartTick> xTicks; // fixed ticks (empty: computed "nice" ticks)
    std::vector<ChartSeries> series;
    QString emptyText; // shown when no series has points
};

// Percentile axis: x = log10(1 / (1 - p)), so 0 % → 0, 90 % → 1, 99 % → 2 ...
double percentileToChartX(double percentile, int decades);
// "0 %", "90 %", "99 %", "99.9 %" ...
QString percentileDecadeLabel(int decade);

// Percentile curves of several histograms (values in ns, plotted in µs).
struct NamedHistogram
{
    QString name;
    const HdrHistogram *histogram = nullptr;
};
ChartSpec percentileChartSpec(const QString &title, const std::vector<NamedHistogram> &curves);

// Max per interval over time (x: seconds since the run's start, y: µs).
// Long runs are reduced to at most maxPoints per series (keeping the maxima).
struct NamedIntervals
{
    QString name;
    const IntervalSeries *intervals = nullptr;
};
ChartSpec intervalMaxChartSpec(const QString &title, const std::vector<NamedIntervals> &series,
                               int maxPoints = 1500);

// Pixel geometry of a chart of a given size.
struct ChartLayout
{
    QSizeF size;
    QRectF plot;
    QString title, xLabel, yLabel, emptyText;
    struct Tick
    {
        double pos = 0; // pixels (x for x ticks, y for y ticks)
        QString label;
    };
    std::vector<Tick> xTicks, yTicks;
    struct Line
    {
        QString name;
        QColor color;
        QPolygonF points;     // pixels, clipped to the plot
        bool markers = false; // few points: each drawn as a dot too
    };
    std::vector<Line> lines;
    struct LegendItem
    {
        QPointF at; // left end of the swatch, on the text's baseline middle
        QColor color;
        QString text;
    };
    std::vector<LegendItem> legend;
};

ChartLayout layoutChart(const ChartSpec &spec, const QSizeF &size = QSizeF(720, 360));

// A self-contained <svg> element (no external references besides the xmlns).
QString toSvg(const ChartLayout &layout);
// Draws the same chart with a painter whose coordinates are the layout's pixels.
void paintChart(QPainter &painter, const ChartLayout &layout);

// "Nice" tick values (1, 2, 5 × 10^n) covering [0, maxValue].
std::vector<double> niceTicks(double maxValue, int targetCount = 6);

} // namespace loopscope::core
