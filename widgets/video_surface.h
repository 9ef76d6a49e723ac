#pragma once
// The two ways a VideoView puts a frame on screen, behind one interface:
// VideoPainterSurface (QPainter drawImage; a YUV frame is converted to RGB32
// on the CPU once per displayed frame, however often it is painted) and
// VideoGlSurface (QOpenGLWidget: the frame's planes uploaded as textures
// straight from the decoder's buffers, converted to RGB by a shader,
// widgets/frame_gl_renderer.h). Both letterbox aspect-correct and draw the
// overlay text.

#include "core/video/frame_converter.h"
#include "core/vision/stereo_pairer.h"

#include <QOpenGLFunctions>
#include <QOpenGLWidget>
#include <QRect>
#include <QSize>
#include <QString>
#include <QWidget>

#include <memory>

namespace loopscope::widgets {

class FrameGlRenderer;

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

private:
    core::RgbFrameCache m_rgb;
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
    std::unique_ptr<FrameGlRenderer> m_renderer;
    bool m_initFailed = false;
};

} // namespace loopscope::widgets
