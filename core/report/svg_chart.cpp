#include "core/report/svg_chart.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace loopscope::core {

namespace {

constexpr int kMinDecades = 2;
constexpr int kMaxDecades = 7;
constexpr double kFontPx = 12;
constexpr double kCharWidthPx = 6.8; // rough advance of the report font at 12 px
constexpr double kLegendRowPx = 18;
constexpr double kLegendSwatchPx = 22;
constexpr int kMarkerMaxPoints = 60; // sparser series get a dot per point
constexpr double kMarkerRadiusPx = 2.5;

// A fixed palette readable in print and for the common colour deficiencies.
const QColor kPalette[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
                           QColor(0xff, 0x7f, 0x0e), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                           QColor(0xe3, 0x77, 0xc2), QColor(0x17, 0xbe, 0xcf)};

QString number(double value)
{
    if (std::abs(value) < 1e-12)
        return QStringLiteral("0");
    return QString::number(value, 'g', 6);
}

QString px(double value)
{
    return QString::number(value, 'f', 1);
}

} // namespace

double percentileToChartX(double percentile, int decades)
{
    const double remaining = 1.0 - std::clamp(percentile, 0.0, 100.0) / 100.0;
    if (remaining <= std::pow(10.0, -decades))
        return decades;
    return std::log10(1.0 / remaining);
}

QString percentileDecadeLabel(int decade)
{
    if (decade <= 0)
        return QStringLiteral("0 %");
    const double percent = 100.0 - std::pow(10.0, 2 - decade);
    return QString::number(percent, 'f', std::max(0, decade - 2)) + QStringLiteral(" %");
}

std::vector<double> niceTicks(double maxValue, int targetCount)
{
    if (!(maxValue > 0) || !std::isfinite(maxValue))
        return {0.0, 1.0};
    const double raw = maxValue / std::max(1, targetCount);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = magnitude * 10;
    for (double factor : {1.0, 2.0, 5.0, 10.0}) {
        if (factor * magnitude >= raw) {
            step = factor * magnitude;
            break;
        }
    }
    std::vector<double> ticks;
    const int steps = static_cast<int>(std::ceil(maxValue / step - 1e-9));
    for (int i = 0; i <= std::max(1, steps); ++i)
        ticks.push_back(i * step);
    return ticks;
}

ChartSpec percentileChartSpec(const QString &title, const std::vector<NamedHistogram> &curves)
{
    ChartSpec spec;
    spec.title = title;
    spec.xLabel = QStringLiteral("Percentile");
    spec.yLabel = QStringLiteral("Latency (µs)");
    spec.emptyText = QStringLiteral("no samples");
    int64_t maxCount = 0;
    for (const NamedHistogram &c : curves) {
        if (c.histogram)
            maxCount = std::max(maxCount, c.histogram->totalCount());
    }
    const int decades =
        std::clamp(maxCount > 1 ? static_cast<int>(std::ceil(std::log10(double(maxCount)))) : kMinDecades,
                   kMinDecades, kMaxDecades);
    spec.xMin = 0;
    spec.xMax = decades;
    for (int d = 0; d <= decades; ++d)
        spec.xTicks.push_back({double(d), percentileDecadeLabel(d)});
    for (const NamedHistogram &c : curves) {
        ChartSeries series;
        series.name = c.name;
        if (c.histogram && c.histogram->totalCount() > 0) {
            for (const HdrHistogram::PercentileStep &step : c.histogram->percentileSteps(5))
                series.points.emplace_back(percentileToChartX(step.percentile, decades), step.value / 1000.0);
        }
        spec.series.push_back(std::move(series));
    }
    return spec;
}

ChartSpec intervalMaxChartSpec(const QString &title, const std::vector<NamedIntervals> &input, int maxPoints)
{
    ChartSpec spec;
    spec.title = title;
    spec.xLabel = QStringLiteral("Time since start (s)");
    spec.yLabel = QStringLiteral("Max per interval (µs)");
    spec.emptyText = QStringLiteral("no intervals");
    double xMax = 0;
    for (const NamedIntervals &n : input) {
        ChartSeries series;
        series.name = n.name;
        std::vector<QPointF> all;
        if (n.intervals) {
            for (const IntervalBucket &b : n.intervals->buckets()) {
                if (b.count > 0)
                    all.emplace_back(b.endS, b.high.maxNs / 1000.0);
            }
        }
        const size_t group = std::max<size_t>(1, (all.size() + size_t(std::max(1, maxPoints)) - 1) /
                                                     size_t(std::max(1, maxPoints)));
        for (size_t i = 0; i < all.size(); i += group) {
            QPointF worst = all[i];
            for (size_t j = i; j < std::min(all.size(), i + group); ++j) {
                if (all[j].y() > worst.y())
                    worst = all[j];
            }
            series.points.push_back(worst);
        }
        if (!all.empty())
            xMax = std::max(xMax, all.back().x());
        spec.series.push_back(std::move(series));
    }
    spec.xMin = 0;
    const std::vector<double> ticks = niceTicks(xMax > 0 ? xMax : 1.0);
    spec.xMax = ticks.back();
    for (double t : ticks)
        spec.xTicks.push_back({t, number(t)});
    return spec;
}

ChartLayout layoutChart(const ChartSpec &spec, const QSizeF &size)
{
    ChartLayout layout;
    layout.size = size;
    layout.title = spec.title;
    layout.xLabel = spec.xLabel;
    layout.yLabel = spec.yLabel;

    // Legend rows first: they decide how much room the plot gets.
    const double left = 72, right = 28, top = 30;
    double x = left;
    int row = 0;
    std::vector<std::pair<int, double>> legendPlaces; // row, x
    for (const ChartSeries &s : spec.series) {
        const double width = kLegendSwatchPx + 6 + kCharWidthPx * s.name.size() + 18;
        if (x > left && x + width > size.width() - right) {
            ++row;
            x = left;
        }
        legendPlaces.emplace_back(row, x);
        x += width;
    }
    const int legendRows = spec.series.empty() ? 0 : row + 1;
    const double bottom = 52 + legendRows * kLegendRowPx;
    layout.plot = QRectF(left, top, std::max(10.0, size.width() - left - right),
                         std::max(10.0, size.height() - top - bottom));
    const QRectF &plot = layout.plot;

    double yMaxData = 0;
    bool anyPoint = false;
    for (const ChartSeries &s : spec.series) {
        for (const QPointF &p : s.points) {
            yMaxData = std::max(yMaxData, p.y());
            anyPoint = true;
        }
    }
    if (!anyPoint)
        layout.emptyText = spec.emptyText;
    const std::vector<double> yTicks = niceTicks(yMaxData);
    const double yMax = yTicks.back();
    const double xSpan = spec.xMax > spec.xMin ? spec.xMax - spec.xMin : 1.0;
    auto toPixel = [&](const QPointF &p) {
        const double fx = std::clamp((p.x() - spec.xMin) / xSpan, 0.0, 1.0);
        const double fy = std::clamp(p.y() / yMax, 0.0, 1.0);
        return QPointF(plot.left() + fx * plot.width(), plot.bottom() - fy * plot.height());
    };
    for (double t : yTicks)
        layout.yTicks.push_back({toPixel(QPointF(spec.xMin, t)).y(), number(t)});
    if (spec.xTicks.empty()) {
        for (double t : niceTicks(spec.xMax))
            if (t <= spec.xMax)
                layout.xTicks.push_back({toPixel(QPointF(t, 0)).x(), number(t)});
    } else {
        for (const ChartTick &t : spec.xTicks)
            layout.xTicks.push_back({toPixel(QPointF(t.value, 0)).x(), t.label});
    }

    for (size_t i = 0; i < spec.series.size(); ++i) {
        const ChartSeries &s = spec.series[i];
        ChartLayout::Line line;
        line.name = s.name;
        line.color = kPalette[i % std::size(kPalette)];
        for (const QPointF &p : s.points)
            line.points << toPixel(p);
        line.markers = !s.points.empty() && s.points.size() <= size_t(kMarkerMaxPoints);
        layout.lines.push_back(line);
        const double legendY = plot.bottom() + 44 + legendPlaces[i].first * kLegendRowPx;
        layout.legend.push_back({QPointF(legendPlaces[i].second, legendY), line.color, s.name});
    }
    return layout;
}

QString toSvg(const ChartLayout &layout)
{
    const QRectF &plot = layout.plot;
    QString svg;
    svg +=
        QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" width=\"%1\" height=\"%2\" "
                       "viewBox=\"0 0 %1 %2\" font-family=\"sans-serif\" font-size=\"%3\" role=\"img\" "
                       "aria-label=\"%4\">\n")
            .arg(px(layout.size.width()), px(layout.size.height()), px(kFontPx),
                 layout.title.toHtmlEscaped());
    svg += QStringLiteral("<rect x=\"0\" y=\"0\" width=\"%1\" height=\"%2\" fill=\"#ffffff\"/>\n")
               .arg(px(layout.size.width()), px(layout.size.height()));
    svg += QStringLiteral("<text x=\"%1\" y=\"18\" text-anchor=\"middle\" font-weight=\"bold\">%2</text>\n")
               .arg(px(layout.size.width() / 2), layout.title.toHtmlEscaped());
    for (const ChartLayout::Tick &t : layout.yTicks) {
        svg += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"#dddddd\"/>"
                              "<text x=\"%4\" y=\"%5\" text-anchor=\"end\">%6</text>\n")
                   .arg(px(plot.left()), px(t.pos), px(plot.right()), px(plot.left() - 6), px(t.pos + 4),
                        t.label.toHtmlEscaped());
    }
    for (const ChartLayout::Tick &t : layout.xTicks) {
        svg += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\" stroke=\"#dddddd\"/>"
                              "<text x=\"%1\" y=\"%4\" text-anchor=\"middle\">%5</text>\n")
                   .arg(px(t.pos), px(plot.top()), px(plot.bottom()), px(plot.bottom() + 16),
                        t.label.toHtmlEscaped());
    }
    svg += QStringLiteral(
               "<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"none\" stroke=\"#555555\"/>\n")
               .arg(px(plot.left()), px(plot.top()), px(plot.width()), px(plot.height()));
    svg += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\">%3</text>\n")
               .arg(px(plot.center().x()), px(plot.bottom() + 34), layout.xLabel.toHtmlEscaped());
    svg +=
        QStringLiteral("<text transform=\"translate(16 %1) rotate(-90)\" text-anchor=\"middle\">%2</text>\n")
            .arg(px(plot.center().y()), layout.yLabel.toHtmlEscaped());
    for (const ChartLayout::Line &line : layout.lines) {
        if (line.points.isEmpty())
            continue;
        QString points;
        for (const QPointF &p : line.points)
            points += px(p.x()) + QLatin1Char(',') + px(p.y()) + QLatin1Char(' ');
        svg += QStringLiteral("<polyline fill=\"none\" stroke=\"%1\" stroke-width=\"1.8\" points=\"%2\"/>\n")
                   .arg(line.color.name(), points.trimmed());
        if (line.markers) {
            for (const QPointF &p : line.points)
                svg += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"%3\" fill=\"%4\"/>\n")
                           .arg(px(p.x()), px(p.y()), px(kMarkerRadiusPx), line.color.name());
        }
    }
    for (const ChartLayout::LegendItem &item : layout.legend) {
        svg +=
            QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"%4\" stroke-width=\"3\"/>"
                           "<text x=\"%5\" y=\"%6\">%7</text>\n")
                .arg(px(item.at.x()), px(item.at.y()), px(item.at.x() + kLegendSwatchPx), item.color.name(),
                     px(item.at.x() + kLegendSwatchPx + 6), px(item.at.y() + 4), item.text.toHtmlEscaped());
    }
    if (!layout.emptyText.isEmpty()) {
        svg += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\" fill=\"#888888\">%3</text>\n")
                   .arg(px(plot.center().x()), px(plot.center().y()), layout.emptyText.toHtmlEscaped());
    }
    svg += QStringLiteral("</svg>\n");
    return svg;
}

void paintChart(QPainter &painter, const ChartLayout &layout)
{
    const QRectF &plot = layout.plot;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(QRectF(QPointF(0, 0), layout.size), Qt::white);
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(int(kFontPx));
    painter.setFont(font);
    const double textHalfHeight = 4;

    QFont bold = font;
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(Qt::black);
    painter.drawText(QRectF(0, 4, layout.size.width(), 20), Qt::AlignHCenter | Qt::AlignVCenter,
                     layout.title);
    painter.setFont(font);

    for (const ChartLayout::Tick &t : layout.yTicks) {
        painter.setPen(QColor(0xdd, 0xdd, 0xdd));
        painter.drawLine(QPointF(plot.left(), t.pos), QPointF(plot.right(), t.pos));
        painter.setPen(Qt::black);
        painter.drawText(QRectF(0, t.pos - 10, plot.left() - 6, 20), Qt::AlignRight | Qt::AlignVCenter,
                         t.label);
    }
    for (const ChartLayout::Tick &t : layout.xTicks) {
        painter.setPen(QColor(0xdd, 0xdd, 0xdd));
        painter.drawLine(QPointF(t.pos, plot.top()), QPointF(t.pos, plot.bottom()));
        painter.setPen(Qt::black);
        painter.drawText(QRectF(t.pos - 50, plot.bottom() + 4, 100, 16), Qt::AlignHCenter | Qt::AlignVCenter,
                         t.label);
    }
    painter.setPen(QColor(0x55, 0x55, 0x55));
    painter.drawRect(plot);
    painter.setPen(Qt::black);
    painter.drawText(QRectF(plot.left(), plot.bottom() + 22, plot.width(), 18),
                     Qt::AlignHCenter | Qt::AlignVCenter, layout.xLabel);
    painter.save();
    painter.translate(16, plot.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-plot.height() / 2, -10, plot.height(), 20), Qt::AlignCenter, layout.yLabel);
    painter.restore();

    for (const ChartLayout::Line &line : layout.lines) {
        painter.setPen(QPen(line.color, 1.8));
        painter.drawPolyline(line.points);
        if (line.markers) {
            painter.setBrush(line.color);
            painter.setPen(Qt::NoPen);
            for (const QPointF &p : line.points)
                painter.drawEllipse(p, kMarkerRadiusPx, kMarkerRadiusPx);
            painter.setBrush(Qt::NoBrush);
        }
    }
    for (const ChartLayout::LegendItem &item : layout.legend) {
        painter.setPen(QPen(item.color, 3));
        painter.drawLine(item.at, item.at + QPointF(kLegendSwatchPx, 0));
        painter.setPen(Qt::black);
        painter.drawText(QPointF(item.at.x() + kLegendSwatchPx + 6, item.at.y() + textHalfHeight), item.text);
    }
    if (!layout.emptyText.isEmpty()) {
        painter.setPen(QColor(0x88, 0x88, 0x88));
        painter.drawText(plot, Qt::AlignCenter, layout.emptyText);
    }
    painter.restore();
}

} // namespace loopscope::core
