#include "widgets/frame_gl_renderer.h"

#include "core/video/video_color.h"

#include <QCoreApplication>
#include <QGenericMatrix>
#include <QOpenGLContext>
#include <QOpenGLShaderProgram>
#include <QVector3D>

#include <vector>

#ifndef GL_UNPACK_ROW_LENGTH
#define GL_UNPACK_ROW_LENGTH 0x0CF2
#endif
#ifndef GL_RED
#define GL_RED 0x1903
#endif
#ifndef GL_RG
#define GL_RG 0x8227
#endif
#ifndef GL_R8
#define GL_R8 0x8229
#endif
#ifndef GL_RG8
#define GL_RG8 0x822B
#endif
#ifndef GL_LUMINANCE
#define GL_LUMINANCE 0x1909
#endif
#ifndef GL_LUMINANCE_ALPHA
#define GL_LUMINANCE_ALPHA 0x190A
#endif

namespace loopscope::widgets {

namespace {

const char *kVertexShader = R"(
attribute highp vec2 position;
attribute highp vec2 texCoord;
varying highp vec2 uv;
void main() { uv = texCoord; gl_Position = vec4(position, 0.0, 1.0); }
)";

// RGB32 bytes are B, G, R, X (QImage::Format_RGB32 on little endian),
// uploaded as RGBA bytes: swizzled here.
const char *kRgb32Shader = R"(
varying highp vec2 uv;
uniform sampler2D plane0;
void main() { gl_FragColor = vec4(texture2D(plane0, uv).bgr, 1.0); }
)";

// Y, Cb, Cr as byte/255 -> R'G'B' by the frame's matrix and range.
const char *kYuv420pShader = R"(
varying highp vec2 uv;
uniform sampler2D plane0;
uniform sampler2D plane1;
uniform sampler2D plane2;
uniform highp mat3 yuvToRgb;
uniform highp vec3 yuvOffset;
void main()
{
    highp vec3 yuv = vec3(texture2D(plane0, uv).r, texture2D(plane1, uv).r, texture2D(plane2, uv).r);
    gl_FragColor = vec4(clamp(yuvToRgb * yuv + yuvOffset, 0.0, 1.0), 1.0);
}
)";

// NV12: the CbCr pairs in one two-channel texture (CHROMA picks the channels).
const char *kNv12Shader = R"(
varying highp vec2 uv;
uniform sampler2D plane0;
uniform sampler2D plane1;
uniform highp mat3 yuvToRgb;
uniform highp vec3 yuvOffset;
void main()
{
    highp vec2 c = texture2D(plane1, uv).CHROMA;
    highp vec3 yuv = vec3(texture2D(plane0, uv).r, c.x, c.y);
    gl_FragColor = vec4(clamp(yuvToRgb * yuv + yuvOffset, 0.0, 1.0), 1.0);
}
)";

} // namespace

FrameGlRenderer::FrameGlRenderer() = default;

FrameGlRenderer::~FrameGlRenderer() = default; // release() needs the context: the owner calls it

bool FrameGlRenderer::initialize(QString *error)
{
    QOpenGLContext *context = QOpenGLContext::currentContext();
    if (!context) {
        *error = QStringLiteral("no current OpenGL context");
        return false;
    }
    initializeOpenGLFunctions();
    const QSurfaceFormat format = context->format();
    if (!context->isOpenGLES() && format.profile() == QSurfaceFormat::CoreProfile) {
        *error = QStringLiteral("an OpenGL core profile context (the video shaders need a "
                                "compatibility profile or OpenGL ES)");
        return false;
    }
    m_redTextures = context->isOpenGLES() && format.majorVersion() >= 3;
    m_hasRowLength = !context->isOpenGLES() || format.majorVersion() >= 3;
    glGenTextures(3, m_textures.data());
    for (unsigned texture : m_textures) {
        glBindTexture(GL_TEXTURE_2D, texture);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    }
    glBindTexture(GL_TEXTURE_2D, 0);
    m_textureSizes = {};
    m_textureFormats = {};
    // Compile the common program now: a driver that cannot is found before the first frame.
    if (!program(Yuv420p, error)) {
        release();
        return false;
    }
    m_initialized = true;
    return true;
}

void FrameGlRenderer::release()
{
    if (m_textures[0])
        glDeleteTextures(3, m_textures.data());
    m_textures = {};
    for (auto &p : m_programs)
        p.reset();
    m_uploaded.reset();
    m_initialized = false;
}

QOpenGLShaderProgram *FrameGlRenderer::program(Layout layout, QString *error)
{
    if (m_programs[layout])
        return m_programs[layout].get();
    QByteArray fragment = layout == Rgb32 ? kRgb32Shader : layout == Yuv420p ? kYuv420pShader : kNv12Shader;
    fragment.replace("CHROMA", m_redTextures ? "rg" : "ra");
    auto p = std::make_unique<QOpenGLShaderProgram>();
    if (!p->addShaderFromSourceCode(QOpenGLShader::Vertex, kVertexShader) ||
        !p->addShaderFromSourceCode(QOpenGLShader::Fragment, fragment) || !p->link()) {
        if (error)
            *error = QStringLiteral("the video shader did not build: %1").arg(p->log().trimmed());
        return nullptr;
    }
    m_programs[layout] = std::move(p);
    return m_programs[layout].get();
}

void FrameGlRenderer::upload(int index, const core::VideoPlane &plane, bool twoChannels)
{
    const int bytesPerSample = plane.bytesPerSample;
    GLenum format = GL_RGBA;
    GLint internal = GL_RGBA;
    if (bytesPerSample == 1) {
        format = m_redTextures ? GL_RED : GL_LUMINANCE;
        internal = m_redTextures ? GL_R8 : GL_LUMINANCE;
    } else if (twoChannels) {
        format = m_redTextures ? GL_RG : GL_LUMINANCE_ALPHA;
        internal = m_redTextures ? GL_RG8 : GL_LUMINANCE_ALPHA;
    }
    glActiveTexture(GL_TEXTURE0 + index);
    glBindTexture(GL_TEXTURE_2D, m_textures[size_t(index)]);
    const QSize size(plane.width, plane.height);
    if (size != m_textureSizes[size_t(index)] || internal != m_textureFormats[size_t(index)]) {
        glTexImage2D(GL_TEXTURE_2D, 0, internal, size.width(), size.height(), 0, format, GL_UNSIGNED_BYTE,
                     nullptr);
        m_textureSizes[size_t(index)] = size;
        m_textureFormats[size_t(index)] = internal;
    }
    const int rowBytes = plane.width * bytesPerSample;
    // Rows of any length are allowed by alignment 1; whole words are faster where the stride allows.
    glPixelStorei(GL_UNPACK_ALIGNMENT, plane.stride % 4 == 0 ? 4 : 1);
    if (plane.stride == rowBytes || m_hasRowLength) {
        if (m_hasRowLength)
            glPixelStorei(GL_UNPACK_ROW_LENGTH, plane.stride / bytesPerSample);
        // Straight from the decoder's (or the pool's) buffer: no copy on our side.
        glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, plane.width, plane.height, format, GL_UNSIGNED_BYTE,
                        plane.data);
        if (m_hasRowLength)
            glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
    } else {
        // OpenGL ES 2 has no row length: one row at a time.
        for (int row = 0; row < plane.height; ++row)
            glTexSubImage2D(GL_TEXTURE_2D, 0, 0, row, plane.width, 1, format, GL_UNSIGNED_BYTE,
                            plane.data + size_t(row) * size_t(plane.stride));
    }
}

bool FrameGlRenderer::draw(const core::SharedFrame &frame, const Quad &quad)
{
    if (!m_initialized || !frame)
        return false;
    Layout layout = LayoutCount;
    switch (frame->format()) {
    case core::VideoPixelFormat::Rgb32:
        layout = Rgb32;
        break;
    case core::VideoPixelFormat::Yuv420p:
        layout = Yuv420p;
        break;
    case core::VideoPixelFormat::Nv12:
        layout = Nv12;
        break;
    case core::VideoPixelFormat::Invalid:
        return false;
    }
    QOpenGLShaderProgram *p = program(layout, nullptr);
    if (!p)
        return false;
    const int planes = frame->planeCount();
    if (frame != m_uploaded) {
        for (int i = 0; i < planes; ++i)
            upload(i, frame->plane(i), layout == Nv12 && i == 1);
        m_uploaded = frame;
        m_uploads++;
    } else {
        for (int i = 0; i < planes; ++i) {
            glActiveTexture(GL_TEXTURE0 + i);
            glBindTexture(GL_TEXTURE_2D, m_textures[size_t(i)]);
        }
    }
    // Texture row 0 (the frame's first row) at the top.
    const GLfloat positions[] = {quad.left, quad.top,    quad.right, quad.top,
                                 quad.left, quad.bottom, quad.right, quad.bottom};
    const GLfloat coords[] = {0, 0, 1, 0, 0, 1, 1, 1};
    p->bind();
    static const char *const kSamplers[3] = {"plane0", "plane1", "plane2"};
    for (int i = 0; i < planes; ++i)
        p->setUniformValue(kSamplers[i], i);
    if (layout != Rgb32) {
        const core::YuvToRgbMap map = core::yuvToRgbMap(frame->color);
        p->setUniformValue("yuvToRgb", QMatrix3x3(map.m.data())); // row-major values
        p->setUniformValue("yuvOffset", QVector3D(map.offset[0], map.offset[1], map.offset[2]));
    }
    p->enableAttributeArray("position");
    p->enableAttributeArray("texCoord");
    p->setAttributeArray("position", positions, 2);
    p->setAttributeArray("texCoord", coords, 2);
    glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
    p->disableAttributeArray("position");
    p->disableAttributeArray("texCoord");
    p->release();
    for (int i = planes - 1; i >= 0; --i) {
        glActiveTexture(GL_TEXTURE0 + i);
        glBindTexture(GL_TEXTURE_2D, 0);
    }
    return true;
}

} // namespace loopscope::widgets
