#include "widgets/video_surface.h"

#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLShaderProgram>
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
    painter.drawImage(target, m_frame->image()); // wraps the pooled buffer: no copy
    paintOverlay(painter, all);
}

namespace {

const char *kVertexShader = R"(
attribute highp vec2 position;
attribute highp vec2 texCoord;
varying highp vec2 uv;
void main() { uv = texCoord; gl_Position = vec4(position, 0.0, 1.0); }
)";

// The frame's bytes are B, G, R, X (QImage::Format_RGB32 on little endian),
// uploaded as RGBA bytes: swizzle here instead of converting on the CPU.
const char *kFragmentShader = R"(
varying highp vec2 uv;
uniform sampler2D frame;
void main() { gl_FragColor = vec4(texture2D(frame, uv).bgr, 1.0); }
)";

#ifndef GL_UNPACK_ROW_LENGTH
#define GL_UNPACK_ROW_LENGTH 0x0CF2
#endif

} // namespace

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
    if (!m_program && !m_texture)
        return;
    if (context() && isValid()) {
        makeCurrent();
        if (m_texture)
            glDeleteTextures(1, &m_texture);
        m_program.reset();
        doneCurrent();
    }
    m_texture = 0;
    m_program.reset();
}

void VideoGlSurface::initializeGL()
{
    initializeOpenGLFunctions();
    m_program = std::make_unique<QOpenGLShaderProgram>();
    if (!m_program->addShaderFromSourceCode(QOpenGLShader::Vertex, kVertexShader) ||
        !m_program->addShaderFromSourceCode(QOpenGLShader::Fragment, kFragmentShader) || !m_program->link()) {
        m_initFailed = true;
        m_program.reset();
        return;
    }
    glGenTextures(1, &m_texture);
    glBindTexture(GL_TEXTURE_2D, m_texture);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glBindTexture(GL_TEXTURE_2D, 0);
    m_textureSize = {};
}

void VideoGlSurface::paintGL()
{
    glClearColor(0, 0, 0, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    if (m_frame && m_program && m_texture) {
        const QSize size(m_frame->width(), m_frame->height());
        glBindTexture(GL_TEXTURE_2D, m_texture);
        if (size != m_textureSize) {
            glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, size.width(), size.height(), 0, GL_RGBA, GL_UNSIGNED_BYTE,
                         nullptr);
            m_textureSize = size;
        }
        // Straight from the pooled buffer: rows are stride apart (64-byte aligned).
        glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
        glPixelStorei(GL_UNPACK_ROW_LENGTH, m_frame->strideBytes() / 4);
        glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, size.width(), size.height(), GL_RGBA, GL_UNSIGNED_BYTE,
                        m_frame->pixels());
        glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);

        const qreal dpr = devicePixelRatioF();
        const QSize area(int(width() * dpr), int(height() * dpr));
        const QRect target = letterboxRect(size, area);
        const float x0 = 2.f * target.left() / area.width() - 1.f;
        const float x1 = 2.f * (target.left() + target.width()) / area.width() - 1.f;
        const float y0 = 1.f - 2.f * target.top() / area.height();
        const float y1 = 1.f - 2.f * (target.top() + target.height()) / area.height();
        const GLfloat positions[] = {x0, y0, x1, y0, x0, y1, x1, y1};
        const GLfloat coords[] = {0, 0, 1, 0, 0, 1, 1, 1};
        m_program->bind();
        m_program->setUniformValue("frame", 0);
        glActiveTexture(GL_TEXTURE0);
        m_program->enableAttributeArray("position");
        m_program->enableAttributeArray("texCoord");
        m_program->setAttributeArray("position", positions, 2);
        m_program->setAttributeArray("texCoord", coords, 2);
        glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
        m_program->disableAttributeArray("position");
        m_program->disableAttributeArray("texCoord");
        m_program->release();
        glBindTexture(GL_TEXTURE_2D, 0);
    }
    if (!m_overlay.isEmpty()) {
        QPainter painter(this);
        paintOverlay(painter, rect());
    }
}

} // namespace loopscope::widgets
