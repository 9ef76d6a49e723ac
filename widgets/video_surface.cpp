#include "widgets/video_surface.h"

#include "widgets/frame_gl_renderer.h"

#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QPainter>

#include <cmath>

namespace loopscope::widgets {

QRect letterboxRect(QSize frame, QSize area)
{
    if (frame.width() <= 0 || frame.height() <= 0 || area.width() <= 0 || area.height() <= 0)
        return {};
    // Fit by width or by height, whichever is the tighter constraint (integer arithmetic, exact).
    int w = area.width();
    int h = int(std::lround(double(w) * frame.height() / frame.width()));
    if (h > area.height()) {
        h = area.height();
        w = int(std::lround(double(h) * frame.width() / frame.height()));
    }
    return QRect((area.width() - w) / 2, (area.height() - h) / 2, w, h);
}

void VideoSurface::paintOverlay(QPainter &painter, const QRect &area) const
{
    if (m_overlay.isEmpty())
        return;
    const QFontMetrics metrics(painter.font());
    const QRect text = metrics.boundingRect(QRect(0, 0, area.width() - 12, area.height()), Qt::TextWordWrap, m_overlay);
    const QRect box(area.left() + 4, area.bottom() - text.height() - 8, text.width() + 8, text.height() + 4);
    painter.fillRect(box, QColor(0, 0, 0, 160));
    painter.setPen(Qt::white);
    painter.drawText(box.adjusted(4, 2, -4, -2), Qt::TextWordWrap, m_overlay);
}

VideoPainterSurface::VideoPainterSurface(QWidget *parent) : QWidget(parent)
{
    // Every pixel is painted each time: skip Qt's background erase.
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(64, 36);
}

void VideoPainterSurface::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QRect all = rect();
    if (!m_frame) {
        painter.fillRect(all, Qt::black);
        paintOverlay(painter, all);
        return;
    }
    const QRect target = letterboxRect(QSize(m_frame->width(), m_frame->height()), all.size());
    // Only the bars are filled; the picture covers the rest.
    painter.fillRect(QRect(0, 0, all.width(), target.top()), Qt::black);
    painter.fillRect(QRect(0, target.bottom() + 1, all.width(), all.height() - target.bottom() - 1), Qt::black);
    painter.fillRect(QRect(0, target.top(), target.left(), target.height()), Qt::black);
    painter.fillRect(QRect(target.right() + 1, target.top(), all.width() - target.right() - 1, target.height()),
                     Qt::black);
    painter.setRenderHint(QPainter::SmoothPixmapTransform, m_smooth);
    // Converted (and scaled) straight to the size shown, once per frame
    // shown: the paint is then a plain copy. RGB32 frames at their own size
    // are wrapped, not copied.
    if (m_frame->format() == core::VideoPixelFormat::Rgb32) {
        painter.drawImage(target, m_frame->image()); // wraps the pooled buffer: no copy
    } else {
        // In device pixels: on a high-DPI screen the target's logical
        // rectangle maps onto exactly this many pixels.
        const QImage &image = m_rgb.image(m_frame, (QSizeF(target.size()) * devicePixelRatioF()).toSize());
        painter.drawImage(QRectF(target), image);
    }
    paintOverlay(painter, all);
}

VideoGlSurface::VideoGlSurface(QWidget *parent) : QOpenGLWidget(parent)
{
    setMinimumSize(64, 36);
}

VideoGlSurface::~VideoGlSurface()
{
    releaseGl();
}

bool VideoGlSurface::isAvailable()
{
    QOpenGLContext context;
    if (!context.create())
        return false;
    QOffscreenSurface surface;
    surface.setFormat(context.format());
    surface.create();
    if (!surface.isValid())
        return false;
    const bool ok = context.makeCurrent(&surface);
    if (ok)
        context.doneCurrent();
    return ok;
}

void VideoGlSurface::releaseGl()
{
    if (!m_renderer)
        return;
    if (context() && isValid()) {
        makeCurrent();
        m_renderer->release();
        doneCurrent();
    }
    m_renderer.reset();
}

void VideoGlSurface::initializeGL()
{
    initializeOpenGLFunctions();
    m_renderer = std::make_unique<FrameGlRenderer>();
    QString error;
    if (!m_renderer->initialize(&error)) {
        qWarning("OpenGL video path unavailable: %s", qPrintable(error));
        m_initFailed = true;
        m_renderer.reset();
    }
}

void VideoGlSurface::paintGL()
{
    glClearColor(0, 0, 0, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    if (m_frame && m_renderer) {
        const qreal dpr = devicePixelRatioF();
        const QSize area(int(width() * dpr), int(height() * dpr));
        const QRect target = letterboxRect(QSize(m_frame->width(), m_frame->height()), area);
        FrameGlRenderer::Quad quad;
        quad.left = 2.f * target.left() / area.width() - 1.f;
        quad.right = 2.f * (target.left() + target.width()) / area.width() - 1.f;
        quad.top = 1.f - 2.f * target.top() / area.height();
        quad.bottom = 1.f - 2.f * (target.top() + target.height()) / area.height();
        m_renderer->draw(m_frame, quad);
    }
    if (!m_overlay.isEmpty()) {
        QPainter painter(this);
        paintOverlay(painter, rect());
    }
}

} // namespace loopscope::widgets
