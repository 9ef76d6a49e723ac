// VideoDecoder on real H.264 files made at test time by the ffmpeg CLI:
// frame count and size, scaling, the clock code through H.264, the layout
// and colour frames are handed out in (the decoder's own YUV planes with the
// declared matrix and range, RGB32 on request), recording without
// re-encoding, and clear errors for bad paths.

#include "core/video/clock_code.h"
#include "core/video/frame_converter.h"
#include "core/video/stream_probe.h"
#include "core/video/video_decoder.h"

#include <QColor>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QThread>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace loopscope::core;

namespace {

bool runFfmpeg(const QStringList &args, QString *log)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral("ffmpeg"), QStringList{QStringLiteral("-hide_banner"), QStringLiteral("-loglevel"),
                                                  QStringLiteral("error"), QStringLiteral("-y")} + args);
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
    }
    *log = QString::fromLocal8Bit(p.readAll());
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

// Runs the decoder until it stops by itself (end of file) or timeoutS passes,
// taking frames like a consumer would.
void runToEnd(VideoDecoder &dec, double timeoutS, std::vector<int64_t> *codesMinusIndex = nullptr,
              uint64_t base = 0, int64_t stepUs = 0)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < timeoutS * 1000) {
        if (FramePtr f = dec.takeLatest()) {
            dec.markDisplayed(*f);
            if (codesMinusIndex && f->hasClockCode)
                codesMinusIndex->push_back(int64_t(f->clockCodeUs - base) - f->frameIndex * stepUs);
        }
        const auto s = dec.state();
        if (s == VideoStreamState::Stopped || s == VideoStreamState::Failed)
            break;
        QThread::msleep(1);
    }
}

} // namespace

class TestVideoDecoderFile : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_file;

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("ffmpeg")).isEmpty())
            QFAIL("ffmpeg is not installed (apt-get install ffmpeg)");
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(QStringLiteral("testsrc.mp4"));
        QString log;
        QVERIFY2(runFfmpeg({"-f", "lavfi", "-i", "testsrc=size=640x480:rate=30", "-t", "3", "-c:v", "libx264",
                            "-g", "30", "-pix_fmt", "yuv420p", m_file},
                           &log),
                 qPrintable(log));
    }

    void decodesEveryFrame()
    {
        VideoSourceOptions o;
        o.url = m_file;
        o.realtimeFiles = false;
        o.threads = 2;
        VideoDecoder dec(o);
        QString error;
        QVERIFY2(dec.start(&error), qPrintable(error));
        runToEnd(dec, 60);
        dec.wait();
        const VideoStreamStats s = dec.stats();
        QCOMPARE(s.state, VideoStreamState::Stopped);
        QCOMPARE(s.reason, QStringLiteral("end of file"));
        QCOMPARE(s.framesDecoded, int64_t(90));
        QCOMPARE(s.framesPublished + s.droppedDecoder, int64_t(90));
        QCOMPARE(s.sourceWidth, 640);
        QCOMPARE(s.sourceHeight, 480);
        QCOMPARE(s.outputWidth, 640);
        QCOMPARE(s.codec, QStringLiteral("h264"));
        QCOMPARE(s.decoderPath, QStringLiteral("software"));
        QCOMPARE(s.decodeErrors, int64_t(0));
        QVERIFY(s.framesDisplayed >= 1);
        QVERIFY(s.framesDisplayed + s.droppedDisplay <= s.framesPublished);
        HdrHistogram h = dec.recorders().decodeNs.makeHistogram();
        dec.recorders().decodeNs.takeInterval(h);
        QCOMPARE(h.totalCount(), int64_t(90));
        dec.recorders().convertNs.takeInterval(h);
        QCOMPARE(h.totalCount(), s.framesPublished);
    }

    // Hardware decode where the machine has it, with a clean fallback: a
    // device type FFmpeg does not offer for H.264, and VA-API/auto (present
    // or not on this machine), all decode every frame and say which path
    // they took and why.
    void hardwareRequestFallsBackToSoftware_data()
    {
        QTest::addColumn<QString>("hwaccel");
        QTest::newRow("unknown type") << QStringLiteral("nosuchaccel");
        QTest::newRow("vaapi") << QStringLiteral("vaapi");
        QTest::newRow("auto") << QStringLiteral("auto");
    }

    void hardwareRequestFallsBackToSoftware()
    {
        QFETCH(QString, hwaccel);
        VideoSourceOptions o;
        o.url = m_file;
        o.realtimeFiles = false;
        o.hwaccel = hwaccel;
        VideoDecoder dec(o);
        QString error;
        QVERIFY2(dec.start(&error), qPrintable(error));
        runToEnd(dec, 60);
        dec.wait();
        const VideoStreamStats s = dec.stats();
        QCOMPARE(s.reason, QStringLiteral("end of file"));
        QCOMPARE(s.framesDecoded, int64_t(90));
        QCOMPARE(s.decodeErrors, int64_t(0));
        QVERIFY(s.framesPublished > 0);
        if (hwaccel == QLatin1String("nosuchaccel")) {
            QCOMPARE(s.decoderPath, QStringLiteral("software"));
            QVERIFY2(s.decoderNote.contains(QLatin1String("no nosuchaccel hardware decoder for h264")),
                     qPrintable(s.decoderNote));
        }
        if (s.decoderPath == QLatin1String("software"))
            QVERIFY2(s.decoderNote.endsWith(QLatin1String("software decode")), qPrintable(s.decoderNote));
        else
            QVERIFY2(hwaccel == QLatin1String("auto") || s.decoderPath == hwaccel, qPrintable(s.decoderPath));
        qInfo("hwaccel %s -> %s (%s)", qPrintable(hwaccel), qPrintable(s.decoderPath), qPrintable(s.decoderNote));
    }

    void scalesToMaxWidth()
    {
        VideoSourceOptions o;
        o.url = QStringLiteral("file:") + m_file;
        o.realtimeFiles = false;
        o.maxWidth = 320;
        VideoDecoder dec(o);
        QString error;
        QVERIFY(dec.start(&error));
        FramePtr got;
        QElapsedTimer t;
        t.start();
        while (!got && t.elapsed() < 30000)
            got = dec.takeLatest();
        QVERIFY(got);
        QCOMPARE(got->width(), 320);
        QCOMPARE(got->height(), 240);
        QCOMPARE(got->sourceWidth, 640);
        QCOMPARE(got->image().size(), QSize(320, 240));
        QVERIFY(got->times.demuxNs <= got->times.decodedNs);
        QVERIFY(got->times.decodedNs <= got->times.convertedNs);
        QVERIFY(got->times.convertedNs <= got->times.publishedNs);
        dec.requestStop();
        dec.wait();
    }

    void clockCodeThroughH264()
    {
        // Frames carrying the code (t = base + i * 33333 µs), encoded with x264, decoded back.
        const uint64_t base = 123456789012ULL;
        const int64_t step = 33333;
        for (int i = 0; i < 30; ++i) {
            QImage img(640, 360, QImage::Format_RGB32);
            img.fill(QColor::fromHsv((i * 12) % 360, 200, 200));
            QVERIFY(ClockCode::draw(img, base + uint64_t(i * step)));
            QVERIFY(img.save(m_dir.filePath(QStringLiteral("f%1.png").arg(i, 3, 10, QLatin1Char('0')))));
        }
        const QString coded = m_dir.filePath(QStringLiteral("coded.mp4"));
        QString log;
        QVERIFY2(runFfmpeg({"-framerate", "30", "-i", m_dir.filePath("f%03d.png"), "-c:v", "libx264", "-preset",
                            "veryfast", "-crf", "28", "-pix_fmt", "yuv420p", coded},
                           &log),
                 qPrintable(log));
        VideoSourceOptions o;
        o.url = coded;
        o.realtimeFiles = false;
        VideoDecoder dec(o);
        QString error;
        QVERIFY(dec.start(&error));
        std::vector<int64_t> offsets;
        runToEnd(dec, 60, &offsets, base, step);
        dec.wait();
        const VideoStreamStats s = dec.stats();
        QCOMPARE(s.framesDecoded, int64_t(30));
        QCOMPARE(s.clockCodeFrames, int64_t(30));
        QVERIFY(!offsets.empty());
        for (int64_t off : offsets)
            QCOMPARE(off, int64_t(0)); // the code of frame i is exactly base + i*step
    }

private:
    // A solid red file encoded with the given matrix and range (tagged, and
    // converted from RGB with that matrix), decoded: the frame's layout and
    // declared colour, and its RGB after conversion on the consumer's side.
    struct Decoded
    {
        VideoPixelFormat format = VideoPixelFormat::Invalid;
        bool shared = false;
        VideoColor color;
        QSize size;
        QRgb centre = 0;
    };
    Decoded decodeRed(const QString &matrix, const QString &range, const QString &pixFmt, bool rgb32, int maxWidth)
    {
        const QString file = m_dir.filePath(QStringLiteral("red-%1-%2-%3.mp4").arg(matrix, range, pixFmt));
        if (!QFileInfo::exists(file)) {
            QString log;
            const bool ok = runFfmpeg({"-f", "lavfi", "-i", "color=c=red:size=320x240:rate=30,format=rgb24", "-t", "0.2",
                                       "-vf",
                                       QStringLiteral("scale=out_color_matrix=%1:out_range=%2,format=%3")
                                           .arg(matrix, range, pixFmt),
                                       "-colorspace",
                                       matrix == QLatin1String("bt601") ? QStringLiteral("smpte170m") : matrix,
                                       "-color_range", range, "-c:v", "libx264", "-qp", "0",
                                       file},
                                      &log);
            if (!ok)
                qWarning("ffmpeg: %s", qPrintable(log));
        }
        VideoSourceOptions o;
        o.url = file;
        o.realtimeFiles = false;
        o.outputRgb32 = rgb32;
        o.maxWidth = maxWidth;
        o.poolFrames = 12;
        VideoDecoder dec(o);
        QString error;
        Decoded got;
        if (!dec.start(&error))
            return got;
        QElapsedTimer t;
        t.start();
        FramePtr frame;
        while (!frame && t.elapsed() < 20000) {
            frame = dec.takeLatest();
            QThread::msleep(1);
        }
        if (!frame)
            return got;
        got.format = frame->format();
        got.shared = frame->isShared();
        got.color = frame->color;
        got.size = QSize(frame->width(), frame->height());
        FrameConverter converter;
        const QImage image = converter.toImage(*frame);
        got.centre = image.pixel(image.width() / 2, image.height() / 2);
        frame.reset();
        dec.requestStop();
        dec.wait();
        return got;
    }

    static bool near(QRgb a, QRgb b, int levels)
    {
        return std::abs(qRed(a) - qRed(b)) <= levels && std::abs(qGreen(a) - qGreen(b)) <= levels &&
               std::abs(qBlue(a) - qBlue(b)) <= levels;
    }

private slots:
    void framesComeInTheDecodersLayoutWithTheDeclaredColour()
    {
        const QRgb red = qRgb(255, 0, 0);
        // BT.709 on a 240-line picture (the default guess there would be BT.601): the tag wins.
        Decoded d = decodeRed(QStringLiteral("bt709"), QStringLiteral("tv"), QStringLiteral("yuv420p"), false, 0);
        QCOMPARE(d.format, VideoPixelFormat::Yuv420p);
        QVERIFY2(d.shared, "the decoder's own planes, not a copy");
        QCOMPARE(d.color, (VideoColor{VideoColorMatrix::Bt709, VideoColorRange::Limited}));
        QCOMPARE(d.size, QSize(320, 240));
        QVERIFY2(near(d.centre, red, 3), qPrintable(QColor(d.centre).name()));
        // Read as BT.601 the same samples would be far from red: the test can fail.
        const auto wrong = yuvToRgb8({VideoColorMatrix::Bt601, VideoColorRange::Limited}, 63, 102, 240);
        QVERIFY(!near(qRgb(wrong[0], wrong[1], wrong[2]), red, 10));

        d = decodeRed(QStringLiteral("bt601"), QStringLiteral("pc"), QStringLiteral("yuvj420p"), false, 0);
        QCOMPARE(d.format, VideoPixelFormat::Yuv420p);
        QCOMPARE(d.color, (VideoColor{VideoColorMatrix::Bt601, VideoColorRange::Full}));
        QVERIFY2(near(d.centre, red, 3), qPrintable(QColor(d.centre).name()));

        // Scaled: converted once into a pooled YUV buffer, the range kept.
        d = decodeRed(QStringLiteral("bt709"), QStringLiteral("pc"), QStringLiteral("yuv420p"), false, 160);
        QCOMPARE(d.format, VideoPixelFormat::Yuv420p);
        QVERIFY(!d.shared);
        QCOMPARE(d.size, QSize(160, 120));
        QCOMPARE(d.color, (VideoColor{VideoColorMatrix::Bt709, VideoColorRange::Full}));
        QVERIFY2(near(d.centre, red, 3), qPrintable(QColor(d.centre).name()));

        // RGB32 asked for: converted on the decoder thread with the declared colour.
        d = decodeRed(QStringLiteral("bt709"), QStringLiteral("tv"), QStringLiteral("yuv420p"), true, 0);
        QCOMPARE(d.format, VideoPixelFormat::Rgb32);
        QVERIFY(!d.shared);
        QVERIFY2(near(d.centre, red, 3), qPrintable(QColor(d.centre).name()));
    }

    void recordsWithoutReencoding()
    {
        VideoSourceOptions o;
        o.url = m_file;
        o.realtimeFiles = true; // 3 s at 30 fps: time to start the recording
        VideoDecoder dec(o);
        QString error;
        const QString out = m_dir.filePath(QStringLiteral("rec.mkv"));
        QVERIFY(dec.startRecording(out, &error));
        QVERIFY(dec.start(&error));
        runToEnd(dec, 30);
        dec.wait();
        const VideoStreamStats s = dec.stats();
        QVERIFY2(s.recordingError.isEmpty(), qPrintable(s.recordingError));
        QVERIFY(s.recordedPackets >= 60);
        VideoSourceOptions check;
        check.url = out;
        const StreamInfo info = probeStream(check);
        QVERIFY2(info.ok, qPrintable(info.error));
        QCOMPARE(info.codec, QStringLiteral("h264"));
        QCOMPARE(info.width, 640);
        QCOMPARE(info.height, 480);

        QVERIFY(!dec.startRecording(QStringLiteral("/nonexistent-dir/x.mkv"), &error));
        QVERIFY2(error.contains(QStringLiteral("does not exist")), qPrintable(error));
    }

    void missingFileFailsClearly()
    {
        VideoSourceOptions o;
        o.url = m_dir.filePath(QStringLiteral("missing.mp4"));
        VideoDecoder dec(o);
        QString error;
        QVERIFY(dec.start(&error));
        runToEnd(dec, 20);
        dec.wait();
        QCOMPARE(dec.state(), VideoStreamState::Failed);
        QVERIFY2(dec.reason().contains(QStringLiteral("No such file")), qPrintable(dec.reason()));

        VideoSourceOptions bad;
        VideoDecoder none(bad);
        QVERIFY(!none.start(&error));
        QVERIFY(error.contains(QStringLiteral("URL")));
    }

    void notAVideoFileFailsClearly()
    {
        const QString junk = m_dir.filePath(QStringLiteral("junk.mp4"));
        QFile f(junk);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'x'));
        f.close();
        VideoSourceOptions o;
        o.url = junk;
        VideoDecoder dec(o);
        QString error;
        QVERIFY(dec.start(&error));
        runToEnd(dec, 20);
        dec.wait();
        QCOMPARE(dec.state(), VideoStreamState::Failed);
        QVERIFY(!dec.reason().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestVideoDecoderFile)
#include "test_video_decoder_file.moc"
