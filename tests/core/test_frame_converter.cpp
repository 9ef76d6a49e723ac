// The colour of YUV frames: the conversion matrices against values worked
// out from the specifications (BT.601 and BT.709, limited and full range),
// and the CPU conversion (FrameConverter, what the painter display path,
// snapshots and vision use) of known Yuv420p and Nv12 frames against the
// exact double-precision conversion, within 2 levels per channel.

#include "core/video/frame_converter.h"
#include "core/video/video_color.h"
#include "support/yuv_test_frames.h"

#include <QTest>

using namespace loopscope::core;
using namespace loopscope::testsupport;

namespace {

const VideoColor kColors[] = {
    {VideoColorMatrix::Bt601, VideoColorRange::Limited},  {VideoColorMatrix::Bt709, VideoColorRange::Limited},
    {VideoColorMatrix::Bt601, VideoColorRange::Full},     {VideoColorMatrix::Bt709, VideoColorRange::Full},
    {VideoColorMatrix::Bt2020, VideoColorRange::Limited},
};

std::array<uint8_t, 3> yuv(int y, int cb, int cr)
{
    return {uint8_t(y), uint8_t(cb), uint8_t(cr)};
}

} // namespace

class TestFrameConverter : public QObject
{
    Q_OBJECT

private slots:
    void specificationValues()
    {
        const VideoColor bt709{VideoColorMatrix::Bt709, VideoColorRange::Limited};
        const VideoColor bt601{VideoColorMatrix::Bt601, VideoColorRange::Limited};
        const VideoColor jpeg{VideoColorMatrix::Bt601, VideoColorRange::Full};
        // Limited range: black is 16, white 235, chroma zero 128.
        QCOMPARE(rgbToYuv8(bt709, 0, 0, 0), yuv(16, 128, 128));
        QCOMPARE(rgbToYuv8(bt709, 255, 255, 255), yuv(235, 128, 128));
        // Red: Y = 16 + 219 Kr, Cr = 128 + 112 (E'Cr = 0.5 for a primary's own difference).
        QCOMPARE(rgbToYuv8(bt709, 255, 0, 0), yuv(63, 102, 240)); // 16 + 219 * 0.2126 = 62.6
        QCOMPARE(rgbToYuv8(bt601, 255, 0, 0), yuv(81, 90, 240));  // 16 + 219 * 0.299 = 81.5
        QCOMPARE(rgbToYuv8(bt709, 0, 0, 255), yuv(32, 240, 118)); // 16 + 219 * 0.0722 = 31.8
        QCOMPARE(rgbToYuv8(jpeg, 255, 0, 0), yuv(76, 85, 255));   // JFIF: 255 * 0.299 = 76.2
        // And back (8-bit samples: red comes back as 255, 1, 0).
        QCOMPARE(yuvToRgb8(bt709, 63, 102, 240), (std::array<uint8_t, 3>{255, 1, 0}));
        QCOMPARE(yuvToRgb8(bt601, 235, 128, 128), (std::array<uint8_t, 3>{255, 255, 255}));
        QCOMPARE(yuvToRgb8(jpeg, 0, 128, 128), (std::array<uint8_t, 3>{0, 0, 0}));
    }

    void roundTripsWithinALevel()
    {
        for (const VideoColor color : kColors) {
            for (int r = 0; r < 256; r += 17) {
                for (int g = 0; g < 256; g += 17) {
                    for (int b = 0; b < 256; b += 17) {
                        const auto v = rgbToYuv8(color, uint8_t(r), uint8_t(g), uint8_t(b));
                        const auto back = yuvToRgb8(color, v[0], v[1], v[2]);
                        const int d =
                            std::max({std::abs(back[0] - r), std::abs(back[1] - g), std::abs(back[2] - b)});
                        // 8-bit quantisation of Y, Cb, Cr: a few levels at most (limited range has fewer
                        // codes).
                        QVERIFY2(d <= 3, qPrintable(QStringLiteral("%1: %2,%3,%4 -> %5")
                                                        .arg(color.name())
                                                        .arg(r)
                                                        .arg(g)
                                                        .arg(b)
                                                        .arg(d)));
                    }
                }
            }
        }
    }

    // The float map (the shader's uniforms) agrees with the double reference.
    void shaderMapMatchesReference()
    {
        for (const VideoColor color : kColors) {
            const YuvToRgbMap map = yuvToRgbMap(color);
            for (int y = 0; y < 256; y += 5) {
                for (int c = 0; c < 256; c += 15) {
                    const uint8_t cb = uint8_t(c), cr = uint8_t(255 - c);
                    const float in[3] = {y / 255.f, cb / 255.f, cr / 255.f};
                    const auto exact = yuvToRgb8(color, uint8_t(y), cb, cr);
                    for (int row = 0; row < 3; ++row) {
                        float v = map.offset[size_t(row)];
                        for (int k = 0; k < 3; ++k)
                            v += map.m[size_t(row * 3 + k)] * in[k];
                        const long level = std::clamp(std::lround(v * 255.f), 0L, 255L);
                        QVERIFY2(std::abs(level - exact[size_t(row)]) <= 1, qPrintable(color.name()));
                    }
                }
            }
        }
    }

    void cpuConversionMatchesReference_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<int>("color");
        for (int f : {int(VideoPixelFormat::Yuv420p), int(VideoPixelFormat::Nv12)})
            for (int c = 0; c < int(std::size(kColors)); ++c)
                QTest::addRow("%s %s", videoPixelFormatName(VideoPixelFormat(f)),
                              qPrintable(kColors[c].name()))
                    << f << c;
    }

    void cpuConversionMatchesReference()
    {
        QFETCH(int, format);
        QFETCH(int, color);
        const int w = 320, h = 240;
        FramePool pool(2);
        FramePtr frame = makeKnownYuvFrame(pool, w, h, VideoPixelFormat(format), kColors[color]);
        QVERIFY(frame);
        QImage exact(w, h, QImage::Format_RGB32);
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x)
                exact.setPixel(x, y, knownRgb(x, y, w, h, kColors[color]));
        FrameConverter converter; // accurate
        const QImage converted = converter.toImage(*frame);
        QCOMPARE(converted.size(), QSize(w, h));
        QPoint at;
        const int worst = maxChannelDifference(converted, exact, &at);
        qInfo("%s: accurate CPU conversion within %d levels of the exact values (worst at %d,%d)",
              qPrintable(kColors[color].name()), worst, at.x(), at.y());
        QVERIFY2(worst <= 2,
                 qPrintable(QStringLiteral("%1 levels off at %2,%3").arg(worst).arg(at.x()).arg(at.y())));
        // The display's fast conversion: swscale's tables, a few levels at most.
        FrameConverter fast(FrameConverter::Quality::Fast);
        const int fastWorst = maxChannelDifference(fast.toImage(*frame), exact, &at);
        qInfo("%s: fast CPU conversion within %d levels", qPrintable(kColors[color].name()), fastWorst);
        QVERIFY2(fastWorst <= 4,
                 qPrintable(QStringLiteral("%1 levels off at %2,%3").arg(fastWorst).arg(at.x()).arg(at.y())));
        // Converted once per call; a display's cache converts once per frame however often it paints.
        RgbFrameCache cache;
        const SharedFrame shared = shareFrame(std::move(frame));
        cache.image(shared);
        cache.image(shared);
        QCOMPARE(cache.converter().conversions(), int64_t(1));
        // An RGB32 frame is wrapped, not converted.
        FramePtr rgb = pool.acquire(8, 8);
        QVERIFY(rgb);
        QCOMPARE(converter.toImage(*rgb).constBits(), rgb->pixels());
    }

    // A display converts straight to the size it shows: one pass, right colours.
    void scalesInTheSamePass()
    {
        FramePool pool(2);
        const VideoColor bt709{VideoColorMatrix::Bt709, VideoColorRange::Limited};
        FramePtr frame = pool.acquire(64, 48, VideoPixelFormat::Yuv420p);
        const auto red = rgbToYuv8(bt709, 255, 0, 0);
        frame->color = bt709;
        for (int i = 0; i < 3; ++i) {
            const VideoPlane p = frame->plane(i);
            for (int y = 0; y < p.height; ++y)
                std::fill_n(frame->planeData(i) + y * p.stride, p.width, red[size_t(i)]);
        }
        FrameConverter converter(FrameConverter::Quality::Fast);
        const QImage small = converter.toImage(*frame, QSize(32, 24));
        QCOMPARE(small.size(), QSize(32, 24));
        const QColor c = small.pixelColor(16, 12);
        QVERIFY2(c.red() >= 250 && c.green() <= 5 && c.blue() <= 5, qPrintable(c.name()));
        // RGB32 in, scaled.
        FramePtr rgb = pool.acquire(64, 48);
        rgb->image().fill(qRgb(10, 200, 30));
        const QImage half = converter.toImage(*rgb, QSize(32, 24));
        QCOMPARE(half.size(), QSize(32, 24));
        const QColor h = half.pixelColor(5, 5);
        QVERIFY2(std::abs(h.red() - 10) <= 2 && std::abs(h.green() - 200) <= 2 && std::abs(h.blue() - 30) <= 2,
                 qPrintable(h.name()));
    }

    void sharedFramesAreReadOnly()
    {
        FramePool pool(1);
        FramePtr frame = pool.acquire(64, 48, VideoPixelFormat::Yuv420p);
        QVERIFY(frame->writablePixels());
        QCOMPARE(frame->planeCount(), 3);
        QCOMPARE(frame->plane(1).width, 32);
        QCOMPARE(frame->plane(1).height, 24);
        QVERIFY(frame->plane(0).stride % 64 == 0);
        // Back to the pool and out again as RGB32: same buffer, no new allocation.
        frame.reset();
        frame = pool.acquire(32, 24);
        QCOMPARE(frame->format(), VideoPixelFormat::Rgb32);
        QCOMPARE(pool.allocations(), int64_t(1));
        QVERIFY(!frame->adopt(nullptr));
    }
};

QTEST_GUILESS_MAIN(TestFrameConverter)
#include "test_frame_converter.moc"
