#include "widgets/video_track_plot.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace loopscope::widgets {

VideoTrackPlot::VideoTrackPlot(QWidget *parent) : QWidget(parent)
{
    setMinimumSize(160, 80);
}

void VideoTrackPlot::addPoint(double timeS, const QVector3D &xyzM)
{
    m_points.push_back({timeS, xyzM});
    while (!m_points.empty() && m_points.front().timeS < timeS - m_windowS)
        m_points.pop_front();
    update();
}

void VideoTrackPlot::clear()
{
    m_points.clear();
    update();
}

void VideoTrackPlot::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    painter.setPen(palette().mid().color());
    painter.drawRect(rect().adjusted(0, 0, -1, -1));
    const QRect plot = rect().adjusted(40, 16, -6, -6);
    if (m_points.size() < 2 || plot.width() < 10 || plot.height() < 10) {
        painter.setPen(palette().text().color());
        painter.drawText(rect(), Qt::AlignCenter, tr("XYZ (m) over time: no tracked position yet"));
        return;
    }
    float lo = m_points.front().xyz.x(), hi = lo;
    for (const Point &p : m_points)
        for (int i = 0; i < 3; ++i) {
            lo = std::min(lo, p.xyz[i]);
            hi = std::max(hi, p.xyz[i]);
        }
    if (hi - lo < 0.01f) {
        lo -= 0.005f;
        hi += 0.005f;
    }
    const double t1 = m_points.back().timeS, t0 = t1 - m_windowS;
    auto map = [&](double t, float v) {
        return QPointF(plot.left() + (t - t0) / m_windowS * plot.width(),
                       plot.bottom() - double(v - lo) / double(hi - lo) * plot.height());
    };
    painter.setPen(palette().text().color());
    painter.drawText(QRect(0, plot.top() - 8, 38, 16), Qt::AlignRight | Qt::AlignVCenter,
                     QLocale().toString(hi, 'f', 2));
    painter.drawText(QRect(0, plot.bottom() - 8, 38, 16), Qt::AlignRight | Qt::AlignVCenter,
                     QLocale().toString(lo, 'f', 2));
    const QColor colours[3] = {QColor(220, 50, 50), QColor(40, 160, 40), QColor(50, 90, 230)};
    const char *names[3] = {"X", "Y", "Z"};
    painter.setRenderHint(QPainter::Antialiasing);
    for (int axis = 0; axis < 3; ++axis) {
        QPainterPath path(map(m_points.front().timeS, m_points.front().xyz[axis]));
        for (const Point &p : m_points)
            path.lineTo(map(p.timeS, p.xyz[axis]));
        painter.setPen(QPen(colours[axis], 1.5));
        painter.drawPath(path);
        painter.drawText(plot.left() + 6 + axis * 60, 12,
                         QStringLiteral("%1 %2")
                             .arg(QLatin1String(names[axis]))
                             .arg(QLocale().toString(m_points.back().xyz[axis], 'f', 3)));
    }
}

} // namespace loopscope::widgets
