#include "widgets/video_view.h"

#include "core/timing/realtime.h"
#include "core/video/clock_code.h"

#include <QCoreApplication>
#include <QLocale>
#include <QMouseEvent>
#include <QVBoxLayout>

namespace loopscope::widgets {

VideoView::VideoView(VideoRenderPath path, QWidget *parent)
    : QWidget(parent), m_paintInterval(m_paintRecorder.makeHistogram())
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    setRenderPath(path);
    m_ticker = new FrameArrivalTicker([this] { tick(); }, this);
    setDisplayRateHz(60);
    m_statsClock.start();
}

VideoView::~VideoView() = default;

VideoRenderPath VideoView::defaultPath()
{
    return VideoRenderPath::Painter;
}

void VideoView::setSource(VideoFrameSource *source)
{
    m_source = source;
    if (!source && m_surface)
        m_surface->setFrame(nullptr);
    m_ticker->setSources({source});
}

void VideoView::setRenderPath(VideoRenderPath path)
{
    if (path == VideoRenderPath::OpenGl && !VideoGlSurface::isAvailable())
        path = VideoRenderPath::Painter;
    if (m_surface && m_surface->path() == path)
        return;
    core::SharedFrame frame = m_surface ? m_surface->frame() : nullptr;
    if (m_surface) {
        delete m_surface->widget();
        m_surface = nullptr;
    }
    if (path == VideoRenderPath::OpenGl)
        m_surface = new VideoGlSurface(this);
    else
        m_surface = new VideoPainterSurface(this);
    m_surface->setFrame(std::move(frame));
    m_surface->setSmooth(m_smooth);
    m_surface->widget()->setAttribute(Qt::WA_TransparentForMouseEvents);
    layout()->addWidget(m_surface->widget());
    resetStatistics();
}

VideoRenderPath VideoView::renderPath() const
{
    return m_surface ? m_surface->path() : VideoRenderPath::Invalid;
}

void VideoView::setDisplayRateHz(double rateHz)
{
    m_ticker->setDisplayRateHz(rateHz);
}

void VideoView::setOverlayVisible(bool visible)
{
    m_overlayVisible = visible;
    m_surface->setOverlayText(visible ? m_overlayText : QString());
    m_surface->widget()->update();
}

void VideoView::setSmooth(bool smooth)
{
    m_smooth = smooth;
    m_surface->setSmooth(smooth);
}

const core::SharedFrame &VideoView::currentFrame() const
{
    return m_surface->frame();
}

QRect VideoView::pictureRect() const
{
    const core::SharedFrame &frame = m_surface->frame();
    if (!frame)
        return {};
    return letterboxRect(QSize(frame->width(), frame->height()), size());
}

void VideoView::resetStatistics()
{
    m_paintTotal.reset();
    m_paintRecorder.takeInterval(m_paintInterval);
    m_framesShown = 0;
    m_framesAtLastStats = 0;
    m_statsClock.restart();
}

bool VideoView::tick()
{
    if (!m_source)
        return false;
    const int64_t startNs = core::monotonicNs();
    core::FramePtr taken = m_source->takeLatest();
    if (!taken)
        return false;
    core::SharedFrame frame = core::shareFrame(std::move(taken));
    m_surface->setFrame(frame);
    // Synchronous: paint (or texture upload + draw) and flush happen inside, so the
    // measured cost is the GUI thread's whole cost for this frame.
    m_surface->widget()->repaint();
    if (m_surface->path() == VideoRenderPath::OpenGl) {
        // A QOpenGLWidget is drawn when its window composes, on the window's
        // next update request: compose now, so that the frame is on screen
        // at once and its whole cost is measured here.
        QCoreApplication::sendPostedEvents(window(), QEvent::UpdateRequest);
    }
    const int64_t costNs = core::monotonicNs() - startNs;
    m_paintRecorder.record(costNs);
    m_paintTotal.record(costNs);
    m_source->recordPaintNs(costNs);
    m_source->markDisplayed(*frame, core::ClockCode::nowRealtimeUs());
    m_framesShown++;
    if (m_statsClock.elapsed() >= 1000)
        updateOverlay();
    return true;
}

void VideoView::updateOverlay()
{
    const double elapsedS = m_statsClock.restart() / 1000.0;
    m_fps = elapsedS > 0 ? double(m_framesShown - m_framesAtLastStats) / elapsedS : 0;
    m_framesAtLastStats = m_framesShown;
    m_paintRecorder.takeInterval(m_paintInterval);
    if (m_paintInterval.totalCount() > 0)
        m_lastPaintP99Ns = m_paintInterval.valueAtPercentile(99);
    m_overlayText = tr("%1 · %2 fps · dropped %3 · paint p99 %4 ms")
                        .arg(renderPath() == VideoRenderPath::OpenGl ? tr("OpenGL") : tr("Painter"))
                        .arg(QLocale().toString(m_fps, 'f', 1))
                        .arg(m_source ? m_source->droppedFrames() : 0)
                        .arg(QLocale().toString(m_lastPaintP99Ns / 1e6, 'f', 2));
    if (m_overlayVisible)
        m_surface->setOverlayText(m_overlayText);
}

void VideoView::mousePressEvent(QMouseEvent *event)
{
    const core::SharedFrame &frame = m_surface->frame();
    const QRect picture = pictureRect();
    if (!frame || !picture.contains(event->position().toPoint())) {
        QWidget::mousePressEvent(event);
        return;
    }
    const QPointF local = event->position() - picture.topLeft();
    emit framePixelClicked(QPoint(int(local.x() * frame->width() / picture.width()),
                                  int(local.y() * frame->height() / picture.height())));
}

} // namespace loopscope::widgets
