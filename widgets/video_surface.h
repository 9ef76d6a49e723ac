#pragma once
// The two ways a VideoView puts a frame on screen, behind one interface:
// VideoPainterSurface (QPainter drawImage of a QImage that wraps the pooled
// buffer, no copy) and VideoGlSurface (QOpenGLWidget, glTexSubImage2D from
// the frame's pixel pointer, a textured quad). Both letterbox aspect-correct
// and draw the overlay text.

#include "core/vision/stereo_pairer.h"

#include <QOpenGLFunctions>
#include <QOpenGLWidget>
#include <QRect>
#include <QSize>
#include <QString>
#include <QWidget>

#include <memory>

class QOpenGLShaderProgram;

namespace loopscope::widgets {

// The largest rectangle of frame's aspect ratio centred in area.
QRect letterboxRect(QSize frame, QSize area);

enum class VideoRenderPath { Invalid = 0, Painter, OpenGl };

class VideoSurface
{
public:
    virtual ~VideoSurface() = default;
    virtual QWidget *widget() = 0;
    virtual VideoRenderPath path() const = 0;
    // The frame to show (held until replaced). Does not repaint.
    void setFrame(core::SharedFrame frame) { m_frame = std::move(frame); }
    const core::SharedFrame &frame() const { return m_frame; }
    void setOverlayText(const QString &text) { m_overlay = text; }
    void setSmooth(bool smooth) { m_smooth = smooth; }

protected:
    void paintOverlay(QPainter &painter, const QRect &area) const;
    core::SharedFrame m_frame;
    QString m_overlay;
    bool m_smooth = false;
};

class VideoPainterSurface final : public QWidget, public VideoSurface
{
public:
    explicit VideoPainterSurface(QWidget *parent = nullptr);
    QWidget *widget() override { return this; }
    VideoRenderPath path() const override { return VideoRenderPath::Painter; }

protected:
    void paintEvent(QPaintEvent *event) override;
};

class VideoGlSurface final : public QOpenGLWidget, public VideoSurface, protected QOpenGLFunctions
{
public:
    explicit VideoGlSurface(QWidget *parent = nullptr);
    ~VideoGlSurface() override;
    QWidget *widget() override { return this; }
    VideoRenderPath path() const override { return VideoRenderPath::OpenGl; }
    // Whether an OpenGL context can be made on this platform (offscreen often cannot).
    static bool isAvailable();
    bool initFailed() const { return m_initFailed; }

protected:
    void initializeGL() override;
    void paintGL() override;

private:
    void releaseGl();
    std::unique_ptr<QOpenGLShaderProgram> m_program;
    unsigned m_texture = 0;
    QSize m_textureSize;
    bool m_initFailed = false;
};

} // namespace loopscope::widgets
