// The OpenGL video path's colour conversion: known Yuv420p and Nv12 frames
// (BT.601/709/2020, limited and full range) drawn by FrameGlRenderer (the
// renderer VideoGlSurface uses: planes as textures, a shader converts) into
// an offscreen framebuffer of the frame's size, read back and compared with
// the CPU conversion (FrameConverter, accurate): within 2 levels per channel.
// Needs an OpenGL context: under the offscreen platform there may be none,
// and the test says so and skips; CTest also runs it under Xvfb (Mesa),
// where there is one (tests/CMakeLists.txt).

#include "core/video/frame_converter.h"
#include "support/yuv_test_frames.h"
#include "widgets/frame_gl_renderer.h"

#include <QGuiApplication>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFramebufferObject>
#include <QOpenGLFunctions>
#include <QtTest>

#include <memory>

using namespace loopscope;
using namespace loopscope::testsupport;

namespace {

const core::VideoColor kColors[] = {
    {core::VideoColorMatrix::Bt601, core::VideoColorRange::Limited},
    {core::VideoColorMatrix::Bt709, core::VideoColorRange::Limited},
    {core::VideoColorMatrix::Bt601, core::VideoColorRange::Full},
    {core::VideoColorMatrix::Bt709, core::VideoColorRange::Full},
    {core::VideoColorMatrix::Bt2020, core::VideoColorRange::Limited},
};

} // namespace

class TestGlVideo : public QObject
{
    Q_OBJECT

    QOpenGLContext m_context;
    QOffscreenSurface m_surface;
    QString m_noGl;

private slots:
    void initTestCase()
    {
        if (!m_context.create()) {
            m_noGl =
                QStringLiteral("no OpenGL context on platform '%1'").arg(QGuiApplication::platformName());
            return;
        }
        m_surface.setFormat(m_context.format());
        m_surface.create();
        if (!m_surface.isValid() || !m_context.makeCurrent(&m_surface))
            m_noGl = QStringLiteral("an OpenGL context but no offscreen surface on platform '%1'")
                         .arg(QGuiApplication::platformName());
        else
            qInfo("OpenGL: %s, %s",
                  reinterpret_cast<const char *>(m_context.functions()->glGetString(GL_RENDERER)),
                  reinterpret_cast<const char *>(m_context.functions()->glGetString(GL_VERSION)));
    }

    void openGlIsThereWhereRequired()
    {
        // The Xvfb run sets this: there, a missing context is a failure, not a skip.
        if (qEnvironmentVariableIsSet("LOOPSCOPE_REQUIRE_GL") && !m_noGl.isEmpty())
            QFAIL(
                qPrintable(m_noGl + QStringLiteral(" (Mesa's libgl1-mesa-dri under Xvfb should give one)")));
    }

    void shaderMatchesCpuConversion_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<int>("color");
        for (int f : {int(core::VideoPixelFormat::Yuv420p), int(core::VideoPixelFormat::Nv12)})
            for (int c = 0; c < int(std::size(kColors)); ++c)
                QTest::addRow("%s %s", core::videoPixelFormatName(core::VideoPixelFormat(f)),
                              qPrintable(kColors[c].name()))
                    << f << c;
    }

    void shaderMatchesCpuConversion()
    {
        if (!m_noGl.isEmpty())
            QSKIP(qPrintable(m_noGl + QStringLiteral(": the shader is not tested here (run under Xvfb)")));
        QFETCH(int, format);
        QFETCH(int, color);
        const int w = 320, h = 240;
        core::FramePool pool(2);
        const core::SharedFrame frame =
            core::shareFrame(makeKnownYuvFrame(pool, w, h, core::VideoPixelFormat(format), kColors[color]));
        QVERIFY(frame);

        QVERIFY(m_context.makeCurrent(&m_surface));
        QOpenGLFramebufferObject fbo(w, h);
        QVERIFY(fbo.isValid());
        QVERIFY(fbo.bind());
        QOpenGLFunctions *gl = m_context.functions();
        gl->glViewport(0, 0, w, h);
        gl->glClearColor(1, 0, 1, 1);
        gl->glClear(GL_COLOR_BUFFER_BIT);
        widgets::FrameGlRenderer renderer;
        QString error;
        QVERIFY2(renderer.initialize(&error), qPrintable(error));
        QVERIFY(renderer.draw(frame, {}));
        QVERIFY(renderer.draw(frame, {})); // drawn again: not uploaded again
        QCOMPARE(renderer.uploads(), int64_t(1));
        gl->glFinish();
        // Read back, flipped from OpenGL's bottom-up rows into the frame's top-down ones.
        const QImage gpu = fbo.toImage(true).convertToFormat(QImage::Format_RGB32);
        renderer.release();
        fbo.release();

        core::FrameConverter cpu; // accurate
        const QImage reference = cpu.toImage(*frame);
        QPoint at;
        const int worst = maxChannelDifference(gpu, reference, &at);
        qInfo("%s: shader within %d levels of the CPU conversion (worst at %d,%d: GPU %s, CPU %s)",
              qPrintable(kColors[color].name()), worst, at.x(), at.y(),
              qPrintable(QColor(gpu.pixel(at)).name()), qPrintable(QColor(reference.pixel(at)).name()));
        QVERIFY2(worst <= 2,
                 qPrintable(QStringLiteral("%1 levels off at %2,%3").arg(worst).arg(at.x()).arg(at.y())));
        // Not trivially equal: the picture has both ends of the range in it.
        QVERIFY(gpu.pixel(0, 0) != gpu.pixel(w / 2, h / 2));
    }

    void rgb32FramesAreSwizzledNotConverted()
    {
        if (!m_noGl.isEmpty())
            QSKIP(qPrintable(m_noGl));
        core::FramePool pool(1);
        core::FramePtr frame = pool.acquire(64, 32);
        QImage image = frame->image();
        image.fill(qRgb(200, 30, 90));
        const core::SharedFrame shared = core::shareFrame(std::move(frame));
        QVERIFY(m_context.makeCurrent(&m_surface));
        QOpenGLFramebufferObject fbo(64, 32);
        QVERIFY(fbo.bind());
        m_context.functions()->glViewport(0, 0, 64, 32);
        widgets::FrameGlRenderer renderer;
        QString error;
        QVERIFY2(renderer.initialize(&error), qPrintable(error));
        QVERIFY(renderer.draw(shared, {}));
        m_context.functions()->glFinish();
        const QImage gpu = fbo.toImage(true).convertToFormat(QImage::Format_RGB32);
        renderer.release();
        fbo.release();
        QCOMPARE(QColor(gpu.pixel(10, 10)), QColor(200, 30, 90));
    }

    void cleanupTestCase()
    {
        if (m_noGl.isEmpty())
            m_context.doneCurrent();
    }
};

QTEST_MAIN(TestGlVideo)
#include "test_gl_video.moc"
