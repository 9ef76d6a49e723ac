#include "widgets/telemetry_plot.h"

#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <limits>

namespace loopscope::widgets {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr int kLeftMargin = 64;
constexpr int kRightMargin = 8;
constexpr int kTopMargin = 6;
constexpr int kBottomMargin = 20;
constexpr std::size_t kMaxPointsPerChannel = 200000;

const QColor kPalette[] = {QColor(31, 119, 180), QColor(214, 39, 40), QColor(44, 160, 44),
                           QColor(255, 127, 14), QColor(148, 103, 189), QColor(140, 86, 75)};

QString formatValue(double value)
{
    const double magnitude = std::abs(value);
    if (magnitude != 0 && (magnitude < 0.01 || magnitude >= 1e5))
        return QLocale().toString(value, 'g', 3);
    return QLocale().toString(value, 'f', magnitude < 10 ? 2 : 1);
}
} // namespace

TelemetryPlot::TelemetryPlot(QWidget *parent) : QWidget(parent)
{
    setMinimumSize(240, 160);
    setMouseTracking(false);
    setAutoFillBackground(true);
    setToolTip(tr("Mouse wheel: zoom the time axis. Drag: zoom into a time range. Double-click: reset zoom."));
}

int TelemetryPlot::addChannel(const QString &name, const QString &unit, int lane)
{
    Channel channel;
    channel.name = name;
    channel.unit = unit;
    if (lane < 0 || lane >= m_laneCount)
        channel.lane = m_laneCount++;
    else
        channel.lane = lane;
    channel.colour = kPalette[m_channels.size() % std::size(kPalette)];
    m_channels.push_back(std::move(channel));
    update();
    return int(m_channels.size()) - 1;
}

void TelemetryPlot::clearChannels()
{
    m_channels.clear();
    m_laneCount = 0;
    m_latestS = 0;
    update();
}

void TelemetryPlot::clearData()
{
    for (Channel &channel : m_channels)
        channel.points.clear();
    m_latestS = 0;
    update();
}

QString TelemetryPlot::channelName(int channel) const
{
    return channel >= 0 && channel < channelCount() ? m_channels[std::size_t(channel)].name : QString();
}

void TelemetryPlot::appendPoint(int channel, double timeS, double value)
{
    if (channel < 0 || channel >= channelCount() || !std::isfinite(timeS))
        return;
    Channel &c = m_channels[std::size_t(channel)];
    c.points.emplace_back(timeS, std::isfinite(value) ? value : kNaN);
    m_latestS = std::max(m_latestS, timeS);
    trim(c);
}

void TelemetryPlot::appendGap(int channel)
{
    if (channel < 0 || channel >= channelCount())
        return;
    Channel &c = m_channels[std::size_t(channel)];
    if (!c.points.empty() && !std::isnan(c.points.back().y()))
        c.points.emplace_back(c.points.back().x(), kNaN);
}

void TelemetryPlot::appendGapAll()
{
    for (int i = 0; i < channelCount(); ++i)
        appendGap(i);
}

void TelemetryPlot::trim(Channel &channel)
{
    const double oldest = m_latestS - m_historyS;
    while (!channel.points.empty()
           && (channel.points.front().x() < oldest || channel.points.size() > kMaxPointsPerChannel))
        channel.points.pop_front();
}

void TelemetryPlot::setHistoryS(double seconds)
{
    m_historyS = std::max(1.0, seconds);
}

void TelemetryPlot::setWindowS(double seconds)
{
    m_windowS = std::clamp(seconds, 0.1, m_historyS);
    update();
}

void TelemetryPlot::setPaused(bool paused)
{
    if (paused == m_paused)
        return;
    if (paused && !m_zoomed) {
        const QPointF range = visibleTimeRange();
        m_viewStartS = range.x();
        m_viewEndS = range.y();
    }
    m_paused = paused;
    update();
    emit pausedChanged(paused);
}

void TelemetryPlot::setTimeRange(double startS, double endS)
{
    if (!(endS > startS) || !std::isfinite(startS) || !std::isfinite(endS))
        return;
    m_viewStartS = startS;
    m_viewEndS = endS;
    const bool was = m_zoomed;
    m_zoomed = true;
    update();
    if (!was)
        emit zoomChanged(true);
}

void TelemetryPlot::resetZoom()
{
    const bool was = m_zoomed;
    m_zoomed = false;
    if (m_paused) { // stay frozen, but at the normal window width
        m_viewStartS = m_viewEndS - m_windowS;
    }
    update();
    if (was)
        emit zoomChanged(false);
}

QPointF TelemetryPlot::visibleTimeRange() const
{
    if (m_zoomed || m_paused)
        return {m_viewStartS, m_viewEndS};
    const double end = std::max(m_latestS, m_windowS);
    return {end - m_windowS, end};
}

int TelemetryPlot::pointCount(int channel) const
{
    if (channel < 0 || channel >= channelCount())
        return 0;
    const auto &points = m_channels[std::size_t(channel)].points;
    return int(std::count_if(points.begin(), points.end(), [](const QPointF &p) { return !std::isnan(p.y()); }));
}

int TelemetryPlot::visiblePointCount(int channel) const
{
    if (channel < 0 || channel >= channelCount())
        return 0;
    const QPointF range = visibleTimeRange();
    const auto &points = m_channels[std::size_t(channel)].points;
    return int(std::count_if(points.begin(), points.end(), [&](const QPointF &p) {
        return !std::isnan(p.y()) && p.x() >= range.x() && p.x() <= range.y();
    }));
}

int TelemetryPlot::segmentCount(int channel) const
{
    if (channel < 0 || channel >= channelCount())
        return 0;
    int segments = 0;
    bool inPiece = false;
    for (const QPointF &p : m_channels[std::size_t(channel)].points) {
        const bool valid = !std::isnan(p.y());
        if (valid && !inPiece)
            ++segments;
        inPiece = valid;
    }
    return segments;
}

double TelemetryPlot::lastValue(int channel) const
{
    if (channel < 0 || channel >= channelCount())
        return kNaN;
    const auto &points = m_channels[std::size_t(channel)].points;
    for (auto it = points.rbegin(); it != points.rend(); ++it)
        if (!std::isnan(it->y()))
            return it->y();
    return kNaN;
}

QRectF TelemetryPlot::plotArea() const
{
    return QRectF(kLeftMargin, kTopMargin, std::max(10, width() - kLeftMargin - kRightMargin),
                  std::max(10, height() - kTopMargin - kBottomMargin));
}

QRectF TelemetryPlot::laneRect(int lane) const
{
    const QRectF area = plotArea();
    const double laneHeight = area.height() / std::max(1, m_laneCount);
    return QRectF(area.left(), area.top() + lane * laneHeight, area.width(), laneHeight - 4);
}

double TelemetryPlot::timeAt(double x) const
{
    const QRectF area = plotArea();
    const QPointF range = visibleTimeRange();
    const double fraction = std::clamp((x - area.left()) / area.width(), 0.0, 1.0);
    return range.x() + fraction * (range.y() - range.x());
}

void TelemetryPlot::drawLane(QPainter &painter, int lane, double t0, double t1)
{
    const QRectF rect = laneRect(lane);
    painter.setPen(QPen(palette().color(QPalette::Mid), 1));
    painter.setBrush(palette().color(QPalette::Base));
    painter.drawRect(rect);

    // Vertical range over the visible points of the lane's channels.
    double low = std::numeric_limits<double>::infinity();
    double high = -low;
    for (const Channel &c : m_channels) {
        if (c.lane != lane)
            continue;
        for (const QPointF &p : c.points)
            if (!std::isnan(p.y()) && p.x() >= t0 && p.x() <= t1) {
                low = std::min(low, p.y());
                high = std::max(high, p.y());
            }
    }
    if (!std::isfinite(low)) {
        low = -1;
        high = 1;
    }
    if (high - low < 1e-9) {
        const double pad = std::max(std::abs(high) * 0.05, 0.5);
        low -= pad;
        high += pad;
    } else {
        const double pad = (high - low) * 0.08;
        low -= pad;
        high += pad;
    }
    auto toX = [&](double t) { return rect.left() + (t - t0) / (t1 - t0) * rect.width(); };
    auto toY = [&](double v) { return rect.bottom() - (v - low) / (high - low) * rect.height(); };

    // Axis labels: lane title (channels and units) and the value range.
    painter.setPen(palette().color(QPalette::Text));
    const QFontMetrics metrics = painter.fontMetrics();
    painter.drawText(QRectF(0, rect.top(), kLeftMargin - 4, metrics.height()), Qt::AlignRight,
                     formatValue(high));
    painter.drawText(QRectF(0, rect.bottom() - metrics.height(), kLeftMargin - 4, metrics.height()),
                     Qt::AlignRight, formatValue(low));
    QString title;
    for (const Channel &c : m_channels) {
        if (c.lane != lane)
            continue;
        if (!title.isEmpty())
            title += QStringLiteral(" / ");
        title += c.unit.isEmpty() ? c.name : QStringLiteral("%1 [%2]").arg(c.name, c.unit);
    }
    painter.drawText(rect.adjusted(6, 2, -6, -2), Qt::AlignLeft | Qt::AlignTop, title);

    painter.save();
    painter.setClipRect(rect);
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (const Channel &c : m_channels) {
        if (c.lane != lane)
            continue;
        QPainterPath path;
        bool inPiece = false;
        double lastColumn = -1;
        for (std::size_t i = 0; i < c.points.size(); ++i) {
            const QPointF &p = c.points[i];
            if (std::isnan(p.y())) {
                inPiece = false; // a gap: the next point starts a new piece
                continue;
            }
            if (p.x() < t0 || p.x() > t1) {
                // Keep the line continuous into the view from just outside it.
                const bool nextInside = i + 1 < c.points.size() && c.points[i + 1].x() >= t0
                                        && p.x() < t0;
                if (!nextInside) {
                    if (p.x() > t1 && inPiece) {
                        path.lineTo(toX(p.x()), toY(p.y()));
                        break;
                    }
                    continue;
                }
            }
            const double x = toX(p.x());
            // Many points per pixel column: skip points that fall in the same
            // column except for its extremes (keeps the drawing cheap).
            if (inPiece && std::floor(x) == lastColumn && i + 1 < c.points.size()
                && std::floor(toX(c.points[i + 1].x())) == lastColumn && !std::isnan(c.points[i + 1].y()))
                continue;
            if (!inPiece)
                path.moveTo(x, toY(p.y()));
            else
                path.lineTo(x, toY(p.y()));
            inPiece = true;
            lastColumn = std::floor(x);
        }
        painter.setPen(QPen(c.colour, 1.5));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
    }
    painter.restore();
}

void TelemetryPlot::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Window));
    const QPointF range = visibleTimeRange();
    const double t0 = range.x();
    const double t1 = range.y() > range.x() ? range.y() : range.x() + 1;
    if (m_laneCount == 0) {
        painter.drawText(rect(), Qt::AlignCenter, tr("No telemetry channels"));
        return;
    }
    for (int lane = 0; lane < m_laneCount; ++lane)
        drawLane(painter, lane, t0, t1);

    // Time axis.
    const QRectF area = plotArea();
    painter.setPen(palette().color(QPalette::Text));
    const int ticks = 5;
    for (int i = 0; i <= ticks; ++i) {
        const double t = t0 + (t1 - t0) * i / ticks;
        const double x = area.left() + area.width() * i / ticks;
        const Qt::Alignment align = i == 0 ? Qt::AlignLeft : (i == ticks ? Qt::AlignRight : Qt::AlignHCenter);
        const QRectF box(i == 0 ? x : (i == ticks ? x - 80 : x - 40), area.bottom() + 2, 80, kBottomMargin - 2);
        painter.drawText(box, align | Qt::AlignTop,
                         tr("%1 s").arg(QLocale().toString(t, 'f', t1 - t0 < 2 ? 2 : 1)));
    }
    QStringList state;
    if (m_paused)
        state << tr("paused");
    if (m_zoomed)
        state << tr("zoomed");
    if (!state.isEmpty()) {
        painter.setPen(QColor(180, 90, 0));
        painter.drawText(area.adjusted(4, 2, -6, 0), Qt::AlignRight | Qt::AlignTop, state.join(QStringLiteral(", ")));
    }
    if (m_dragging) {
        const double left = std::min(m_dragStartX, m_dragNowX);
        const double right = std::max(m_dragStartX, m_dragNowX);
        QColor band = palette().color(QPalette::Highlight);
        band.setAlpha(60);
        painter.fillRect(QRectF(left, area.top(), right - left, area.height()), band);
    }
}

void TelemetryPlot::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0) {
        event->ignore();
        return;
    }
    const QPointF range = visibleTimeRange();
    const double anchor = timeAt(event->position().x());
    const double factor = std::pow(0.8, steps); // wheel forward: zoom in
    const double span = std::clamp((range.y() - range.x()) * factor, 0.01, m_historyS);
    const double fraction = (anchor - range.x()) / std::max(1e-9, range.y() - range.x());
    setTimeRange(anchor - fraction * span, anchor + (1 - fraction) * span);
    event->accept();
}

void TelemetryPlot::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !plotArea().contains(event->position())) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_dragging = true;
    m_dragStartX = m_dragNowX = event->position().x();
}

void TelemetryPlot::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_dragging)
        return;
    m_dragNowX = std::clamp(event->position().x(), plotArea().left(), plotArea().right());
    update();
}

void TelemetryPlot::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_dragging || event->button() != Qt::LeftButton)
        return;
    m_dragging = false;
    m_dragNowX = std::clamp(event->position().x(), plotArea().left(), plotArea().right());
    if (std::abs(m_dragNowX - m_dragStartX) >= 5) {
        const double a = timeAt(std::min(m_dragStartX, m_dragNowX));
        const double b = timeAt(std::max(m_dragStartX, m_dragNowX));
        setTimeRange(a, b);
    }
    update();
}

void TelemetryPlot::mouseDoubleClickEvent(QMouseEvent *)
{
    resetZoom();
}

} // namespace loopscope::widgets
