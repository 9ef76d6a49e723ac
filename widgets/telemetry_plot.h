#pragma once
// Live telemetry plot: stacked lanes sharing one time axis, one or more
// channels per lane (e.g. "Position" alone, or "Command" and "Response"
// overlaid). Painted with QPainter: thousands of points per lane at device
// rate, redrawn only when the owner calls update() at display rate — the
// producer appends, the GUI timer repaints (no per-sample signals).
//
// Gaps: appendGap() ends the current line piece; the next point starts a new
// piece, so a disconnect shows as a break, never as a straight line across it.
// Pause freezes the visible time window (data still arrive and are kept).
// Zoom: the mouse wheel zooms the time axis around the cursor, a drag with
// the left button selects a time range (rubber band); resetZoom() follows the
// newest data again.

#include <QColor>
#include <QPointF>
#include <QString>
#include <QWidget>
#include <deque>
#include <vector>

namespace loopscope::widgets {

class TelemetryPlot : public QWidget
{
    Q_OBJECT
public:
    explicit TelemetryPlot(QWidget *parent = nullptr);

    // Adds a channel and returns its index. lane < 0 opens a new lane below
    // the others; otherwise the channel is drawn in that existing lane.
    int addChannel(const QString &name, const QString &unit, int lane = -1);
    void clearChannels();
    void clearData();
    int channelCount() const { return int(m_channels.size()); }
    int laneCount() const { return m_laneCount; }
    QString channelName(int channel) const;

    void appendPoint(int channel, double timeS, double value);
    void appendGap(int channel);     // breaks the line of one channel
    void appendGapAll();             // breaks every channel (a disconnect)

    // Seconds of data kept (older points are dropped) and shown while following.
    void setHistoryS(double seconds);
    void setWindowS(double seconds);
    double windowS() const { return m_windowS; }

    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    // Shows [startS, endS]; stops following until resetZoom().
    void setTimeRange(double startS, double endS);
    void resetZoom();
    bool isZoomed() const { return m_zoomed; }
    // The time range that is (or would be) drawn now.
    QPointF visibleTimeRange() const; // x = start, y = end

    int pointCount(int channel) const;        // points stored (gap markers excluded)
    int visiblePointCount(int channel) const; // points inside the visible range
    int segmentCount(int channel) const;      // line pieces the stored points form
    double lastValue(int channel) const;      // NaN when none
    double latestTimeS() const { return m_latestS; }

signals:
    void pausedChanged(bool paused);
    void zoomChanged(bool zoomed);

protected:
    void paintEvent(QPaintEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;

private:
    struct Channel
    {
        QString name;
        QString unit;
        int lane = 0;
        QColor colour;
        std::deque<QPointF> points; // y = NaN marks a gap
    };
    QRectF plotArea() const;
    QRectF laneRect(int lane) const;
    double timeAt(double x) const;
    void trim(Channel &channel);
    void drawLane(QPainter &painter, int lane, double t0, double t1);

    std::vector<Channel> m_channels;
    int m_laneCount = 0;
    double m_historyS = 120;
    double m_windowS = 10;
    bool m_paused = false;
    bool m_zoomed = false;
    double m_viewStartS = 0; // when paused or zoomed
    double m_viewEndS = 0;
    double m_latestS = 0;
    bool m_dragging = false;
    double m_dragStartX = 0;
    double m_dragNowX = 0;
};

} // namespace loopscope::widgets
