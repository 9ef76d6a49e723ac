#pragma once
// A live video view: pulls the newest frame from a VideoFrameSource on a
// display-rate timer (never a signal per decoded frame) and shows it through
// one of two render paths (QPainter or OpenGL texture upload), letterboxed.
// The GUI-thread cost of each displayed frame (take + upload/paint + flush,
// measured around a synchronous repaint) goes into an HDR interval recorder
// and to the source's paint hook; the overlay shows fps, dropped frames and
// the paint p99. Displayed frames are reported to the source, which records
// camera-to-display latency when the frame carries the clock code.
//
// Default path: Painter. Measured with bench_video_gui (two simulated 1080p30
// RTSP streams, 60 s per path, Release, 2 shared cores at load ~8, views
// 640x400): under xvfb the painter's GUI cost per frame was p50 1.15 ms /
// p99 27 ms, OpenGL (llvmpipe, no GPU) p50 26 ms / p99 142 ms; offscreen
// painter p50 0.82 ms / p99 19.9 ms. OpenGL stays selectable for real GPUs.

#include "core/histogram/hdr_histogram.h"
#include "core/histogram/interval_recorder.h"
#include "widgets/frame_arrival_ticker.h"
#include "widgets/video_frame_source.h"
#include "widgets/video_surface.h"

#include <QElapsedTimer>
#include <QWidget>

namespace loopscope::widgets {

class VideoView : public QWidget
{
    Q_OBJECT
public:
    explicit VideoView(VideoRenderPath path = defaultPath(), QWidget *parent = nullptr);
    ~VideoView() override;

    // The faster path measured on this class of machine (Painter), or
    // Painter when OpenGL is wanted but unavailable.
    static VideoRenderPath defaultPath();

    void setSource(VideoFrameSource *source); // not owned; null detaches
    VideoFrameSource *source() const { return m_source; }
    // Switches the render path (OpenGL falls back to Painter when no context can be made).
    void setRenderPath(VideoRenderPath path);
    VideoRenderPath renderPath() const;
    void setDisplayRateHz(double rateHz);
    void setOverlayVisible(bool visible);
    void setSmooth(bool smooth);

    // Pulls and shows the newest frame now (the timer calls this). True when a frame was shown.
    bool tick();

    const core::SharedFrame &currentFrame() const;
    QRect pictureRect() const; // where the picture is drawn, in this widget's coordinates
    int64_t framesShown() const { return m_framesShown; }
    double displayedFps() const { return m_fps; }
    // GUI-thread cost per displayed frame, ns: every value since start / reset.
    const core::HdrHistogram &paintHistogram() const { return m_paintTotal; }
    core::IntervalRecorder &paintRecorder() { return m_paintRecorder; }
    void resetStatistics();
    QString overlayText() const { return m_overlayText; }

signals:
    // A click on the picture, in frame pixel coordinates.
    void framePixelClicked(QPoint framePixel);

protected:
    void mousePressEvent(QMouseEvent *event) override;

private:
    void updateOverlay();

    VideoFrameSource *m_source = nullptr;
    VideoSurface *m_surface = nullptr;
    FrameArrivalTicker *m_ticker = nullptr; // pulls when a frame arrives (frame_arrival_ticker.h)
    QElapsedTimer m_statsClock;
    bool m_overlayVisible = true;
    bool m_smooth = false;
    int64_t m_framesShown = 0;
    int64_t m_framesAtLastStats = 0;
    double m_fps = 0;
    QString m_overlayText;
    core::IntervalRecorder m_paintRecorder; // before m_paintInterval (made from it)
    core::HdrHistogram m_paintTotal;
    core::HdrHistogram m_paintInterval;
    int64_t m_lastPaintP99Ns = 0;
};

} // namespace loopscope::widgets
