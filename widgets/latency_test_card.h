#pragma once
// The latency test card: a full-screen window showing the video clock code
// (docs/video_clock_code.md) of this host's CLOCK_REALTIME, redrawn every
// vsync (QOpenGLWidget: each frameSwapped schedules the next frame). Point a
// camera at it so that the camera's picture is the card (the code sits at
// the top-left of the picture with its spec geometry for the picture's
// height): decoding that camera's stream reads the code back, and the
// camera-to-display latency it records is the whole glass-to-glass loop.
// Esc or a double click closes it.

#include <QOpenGLWidget>

#include <cstdint>

namespace loopscope::widgets {

class LatencyTestCard : public QOpenGLWidget
{
    Q_OBJECT
public:
    explicit LatencyTestCard(QWidget *parent = nullptr);

    // The card as an image of this size for the clock value realtimeUs
    // (what paintGL draws; tests read the code back from it).
    static QImage render(QSize size, uint64_t realtimeUs);
    static void paintCard(QPainter &painter, QSize size, uint64_t realtimeUs);

    int64_t framesDrawn() const { return m_frames; }

protected:
    void paintGL() override;
    void keyPressEvent(QKeyEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;

private:
    int64_t m_frames = 0;
};

} // namespace loopscope::widgets
