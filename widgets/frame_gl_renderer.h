#pragma once
// Draws a VideoFrame with OpenGL in the current context: the frame's planes
// are uploaded as they are (Y, Cb, Cr or Y, CbCr as one-channel textures;
// RGB32 as RGBA bytes) and a fragment shader converts to RGB with the
// matrix and range the frame declares (core/video/video_color.h). No colour
// conversion on the CPU. A frame is uploaded once however often it is drawn.
//
// Works on desktop OpenGL 2.x/3.x compatibility contexts and OpenGL ES 2/3
// (the shaders are GLSL ES 1.00 style, which Qt maps onto desktop GLSL).

#include "core/video/video_frame.h"

#include <QOpenGLFunctions>
#include <QString>

#include <array>
#include <memory>

class QOpenGLShaderProgram;

namespace loopscope::widgets {

class FrameGlRenderer : protected QOpenGLFunctions
{
public:
    FrameGlRenderer();
    ~FrameGlRenderer();
    FrameGlRenderer(const FrameGlRenderer &) = delete;
    FrameGlRenderer &operator=(const FrameGlRenderer &) = delete;

    // With the context current. False with the reason (a core profile
    // without compatibility, a shader that does not compile, ...).
    bool initialize(QString *error);
    // With the context current: deletes textures and programs.
    void release();
    bool isInitialized() const { return m_initialized; }

    // Where to draw, in normalised device coordinates (x and y in [-1, 1],
    // y up): the frame's first row goes to yTop.
    struct Quad
    {
        float left = -1, top = 1, right = 1, bottom = -1;
    };
    // Draws frame into quad of the current framebuffer, uploading its planes
    // when frame differs from the last one drawn. False when the layout is unknown.
    bool draw(const core::SharedFrame &frame, const Quad &quad);
    int64_t uploads() const { return m_uploads; }

private:
    enum Layout { Rgb32 = 0, Yuv420p, Nv12, LayoutCount };
    QOpenGLShaderProgram *program(Layout layout, QString *error);
    void upload(int texture, const core::VideoPlane &plane, bool twoChannels);

    bool m_initialized = false;
    bool m_redTextures = false; // GL_RED/GL_RG (core, ES 3) instead of GL_LUMINANCE(_ALPHA)
    bool m_hasRowLength = true; // GL_UNPACK_ROW_LENGTH exists (not in ES 2)
    std::array<std::unique_ptr<QOpenGLShaderProgram>, LayoutCount> m_programs;
    std::array<unsigned, 3> m_textures{};
    std::array<QSize, 3> m_textureSizes;
    std::array<int, 3> m_textureFormats{};
    core::SharedFrame m_uploaded;
    int64_t m_uploads = 0;
};

} // namespace loopscope::widgets
