// Live streams decoded by VideoDecoder: FFmpeg-served UDP and TCP MPEG-TS,
// RTSP from GStreamer's rtsp-server (TCP and UDP transports), and the faults
// of the video feature: wrong URL, bad credentials, server killed mid-stream,
// garbage bytes, corrupted packets and a stream without keyframes.

#include "integration/video_test_support.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace loopscope::core;
using namespace videotest;

namespace {

QString rtspServerScript()
{
    return qEnvironmentVariable("LOOPSCOPE_SOURCE_DIR") + QStringLiteral("/tests/integration/rtsp_server.py");
}

QStringList liveTestsrc(int seconds)
{
    return {"-re", "-f", "lavfi", "-i", "testsrc=size=640x480:rate=30", "-t", QString::number(seconds), "-c:v",
            "libx264", "-preset", "ultrafast", "-tune", "zerolatency", "-g", "15", "-pix_fmt", "yuv420p"};
}

bool playingWithFrames(VideoDecoder &dec, int64_t frames, int timeoutMs)
{
    return waitFor(dec, [&] { return dec.stats().framesDecoded >= frames; }, timeoutMs);
}

} // namespace

class TestVideoStreams : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_tsOneKeyframe;

    bool startRtspServer(Child &server, int port, const QStringList &extra = {})
    {
        if (!server.start(QStringLiteral("/usr/bin/python3"),
                          QStringList{rtspServerScript(), QStringLiteral("--port"), QString::number(port)} + extra))
            return false;
        return server.waitForLine(QStringLiteral("READY"), 15000);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFile::exists(rtspServerScript()), qPrintable(rtspServerScript()));
        // An MPEG-TS with a single keyframe at the start (for the no-keyframe case).
        m_tsOneKeyframe = m_dir.filePath(QStringLiteral("onekey.ts"));
        QString log;
        QVERIFY2(runFfmpeg({"-f", "lavfi", "-i", "testsrc=size=320x240:rate=30", "-t", "6", "-c:v", "libx264",
                            "-preset", "ultrafast", "-bf", "0", "-g", "100000", "-x264-params", "scenecut=0",
                            "-pix_fmt", "yuv420p", "-f", "mpegts", m_tsOneKeyframe},
                           &log),
                 qPrintable(log));
    }

    void udpMpegTs()
    {
        const int port = freePort(SOCK_DGRAM);
        Child sender;
        QVERIFY(sender.start(QStringLiteral("ffmpeg"),
                             QStringList{"-hide_banner", "-loglevel", "error"} + liveTestsrc(30) +
                                 QStringList{"-f", "mpegts", QStringLiteral("udp://127.0.0.1:%1?pkt_size=1316").arg(port)}));
        VideoSourceOptions o;
        o.url = QStringLiteral("udp://127.0.0.1:%1").arg(port);
        o.connectTimeoutS = 10;
        VideoDecoder dec(o);
        QString error;
        QVERIFY(dec.start(&error));
        QVERIFY2(playingWithFrames(dec, 30, 30000), qPrintable(dec.reason() + QLatin1Char(' ') + sender.output()));
        const VideoStreamStats s = dec.stats();
        QCOMPARE(s.state, VideoStreamState::Playing);
        QCOMPARE(s.sourceWidth, 640);
        QCOMPARE(s.sourceHeight, 480);
        QCOMPARE(s.codec, QStringLiteral("h264"));
        QVERIFY(s.bytes > 0);
    }

    void tcpMpegTs()
    {
        const int port = freePort();
        Child sender;
        QVERIFY(sender.start(QStringLiteral("ffmpeg"),
                             QStringList{"-hide_banner", "-loglevel", "error"} + liveTestsrc(30) +
                                 QStringList{"-f", "mpegts", QStringLiteral("tcp://127.0.0.1:%1?listen=1").arg(port)}));
        // The listener appears when ffmpeg is ready: retry a refused connection for a while.
        std::unique_ptr<VideoDecoder> dec;
        QElapsedTimer t;
        t.start();
        bool playing = false;
        while (!playing && t.elapsed() < 30000) {
            VideoSourceOptions o;
            o.url = QStringLiteral("tcp://127.0.0.1:%1").arg(port);
            dec = std::make_unique<VideoDecoder>(o);
            QString error;
            QVERIFY(dec->start(&error));
            playing = playingWithFrames(*dec, 30, 15000);
            if (!playing)
                QThread::msleep(200);
        }
        QVERIFY2(playing, qPrintable(dec->reason()));
        QCOMPARE(dec->stats().sourceWidth, 640);
    }

    // HTTP MJPEG (multipart/x-mixed-replace), as IP cameras serve it: ffmpeg's
    // mpjpeg muxer behind its one-shot HTTP listener (-listen 1).
    void httpMjpeg()
    {
        const int port = freePort();
        Child server;
        QVERIFY(server.start(QStringLiteral("ffmpeg"),
                             {"-hide_banner", "-loglevel", "error", "-re", "-f", "lavfi", "-i",
                              "testsrc=size=320x240:rate=15", "-t", "20", "-c:v", "mjpeg", "-f", "mpjpeg", "-listen",
                              "1", QStringLiteral("http://127.0.0.1:%1/stream.mjpg").arg(port)}));
        // The listener appears when ffmpeg is ready: retry a refused connection for a while.
        std::unique_ptr<VideoDecoder> dec;
        QElapsedTimer t;
        t.start();
        bool playing = false;
        while (!playing && t.elapsed() < 20000) {
            VideoSourceOptions o;
            o.url = QStringLiteral("http://127.0.0.1:%1/stream.mjpg").arg(port);
            dec = std::make_unique<VideoDecoder>(o);
            QString error;
            QVERIFY2(dec->start(&error), qPrintable(error));
            // A refused connection (listener not up yet) fails at once: retry then.
            waitFor(*dec, [&] { return dec->stats().framesDecoded >= 15 || dec->state() == VideoStreamState::Failed; },
                    10000);
            playing = dec->stats().framesDecoded >= 15;
            if (!playing)
                QThread::msleep(200);
        }
        QVERIFY2(playing, qPrintable(dec->reason() + QLatin1Char(' ') + server.output()));
        const VideoStreamStats s = dec->stats();
        QCOMPARE(s.state, VideoStreamState::Playing);
        QCOMPARE(s.codec, QStringLiteral("mjpeg"));
        QCOMPARE(s.sourceWidth, 320);
        QCOMPARE(s.sourceHeight, 240);
        FramePtr f;
        QElapsedTimer wait;
        wait.start();
        while (!f && wait.elapsed() < 5000) {
            f = dec->takeLatest();
            QThread::msleep(10);
        }
        QVERIFY2(f, qPrintable(QStringLiteral("no frame; state %1, %2 decoded")
                                   .arg(videoStreamStateName(dec->stats().state))
                                   .arg(dec->stats().framesDecoded)));
        QCOMPARE(f->width(), 320);
        QCOMPARE(f->height(), 240);
    }

    void rtsp_data()
    {
        QTest::addColumn<int>("transport");
        QTest::newRow("tcp") << int(RtspTransport::Tcp);
        QTest::newRow("udp") << int(RtspTransport::Udp);
    }
    void rtsp()
    {
        QFETCH(int, transport);
        const int port = freePort();
        Child server;
        QVERIFY2(startRtspServer(server, port), qPrintable(server.output()));
        VideoSourceOptions o;
        o.url = QStringLiteral("rtsp://127.0.0.1:%1/test").arg(port);
        o.rtspTransport = RtspTransport(transport);
        o.connectTimeoutS = 10;
        VideoDecoder dec(o);
        QString error;
        QVERIFY(dec.start(&error));
        QVERIFY2(playingWithFrames(dec, 45, 30000), qPrintable(dec.reason()));
        const VideoStreamStats s = dec.stats();
        QCOMPARE(s.state, VideoStreamState::Playing);
        QCOMPARE(s.sourceWidth, 640);
        QCOMPARE(s.sourceHeight, 480);
        QVERIFY(s.framesDisplayed > 0);
        HdrHistogram h = dec.recorders().handoffNs.makeHistogram();
        dec.recorders().handoffNs.takeInterval(h);
        QVERIFY(h.totalCount() > 0);
    }

    void refusedConnectionFails()
    {
        VideoSourceOptions o;
        o.url = QStringLiteral("rtsp://127.0.0.1:%1/nothing").arg(freePort());
        o.connectTimeoutS = 3;
        VideoDecoder dec(o);
        QString error;
        QVERIFY(dec.start(&error));
        QVERIFY(waitFor(dec, [&] { return dec.state() == VideoStreamState::Failed; }, 15000));
        QVERIFY2(dec.reason().contains(QStringLiteral("refused"), Qt::CaseInsensitive), qPrintable(dec.reason()));
    }

    void wrongPathAndBadCredentialsFail()
    {
        const int port = freePort();
        Child server;
        QVERIFY(startRtspServer(server, port, {"--user", "lab", "--password", "secret"}));
        VideoSourceOptions o;
        o.url = QStringLiteral("rtsp://lab:wrong@127.0.0.1:%1/test").arg(port);
        o.connectTimeoutS = 5;
        VideoDecoder dec(o);
        QString error;
        QVERIFY(dec.start(&error));
        QVERIFY(waitFor(dec, [&] { return dec.state() == VideoStreamState::Failed; }, 20000));
        QVERIFY2(dec.reason().contains(QStringLiteral("access denied")), qPrintable(dec.reason()));
        QVERIFY2(!dec.reason().contains(QStringLiteral("wrong")), "password leaked into the message");

        o.url = QStringLiteral("rtsp://lab:secret@127.0.0.1:%1/test").arg(port);
        VideoDecoder good(o);
        QVERIFY(good.start(&error));
        QVERIFY2(playingWithFrames(good, 10, 30000), qPrintable(good.reason()));
    }

    void serverKilledThenBack()
    {
        const int port = freePort();
        auto server = std::make_unique<Child>();
        QVERIFY(startRtspServer(*server, port));
        VideoSourceOptions o;
        o.url = QStringLiteral("rtsp://127.0.0.1:%1/test").arg(port);
        o.readTimeoutS = 2;
        o.connectTimeoutS = 3;
        o.backoffMinS = 0.5;
        o.backoffMaxS = 2;
        VideoDecoder dec(o);
        QString error;
        QVERIFY(dec.start(&error));
        QVERIFY(playingWithFrames(dec, 15, 30000));
        server->process().kill();
        server->process().waitForFinished();
        QVERIFY2(waitFor(dec, [&] { return dec.state() == VideoStreamState::Reconnecting; }, 15000),
                 qPrintable(dec.reason()));
        QVERIFY(dec.stats().gaps >= 1);
        server = std::make_unique<Child>();
        QVERIFY(startRtspServer(*server, port));
        const int64_t before = dec.stats().framesDecoded;
        QVERIFY2(waitFor(dec, [&] { return dec.state() == VideoStreamState::Playing && dec.stats().framesDecoded > before + 10; }, 40000),
                 qPrintable(dec.reason()));
        QVERIFY(dec.stats().reconnects >= 1);
    }

    void garbageBytesOnTcp()
    {
        QByteArray junk(200000, '\0');
        QRandomGenerator rng(5);
        for (auto &c : junk)
            c = char(rng.bounded(256));
        ByteServer server(junk, 2'000'000);
        VideoSourceOptions o;
        o.url = QStringLiteral("tcp://127.0.0.1:%1").arg(server.port());
        o.connectTimeoutS = 4;
        o.readTimeoutS = 3;
        VideoDecoder dec(o);
        QString error;
        QVERIFY(dec.start(&error));
        QVERIFY(waitFor(dec, [&] { return dec.state() == VideoStreamState::Failed; }, 20000));
        QVERIFY(!dec.reason().isEmpty());
        QCOMPARE(dec.stats().framesDecoded, int64_t(0));
    }

    void corruptedPacketsKeepPlaying()
    {
        QFile f(m_tsOneKeyframe);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray ts = f.readAll();
        // Flip bytes in the payload of ~2 % of the TS packets after the first 200.
        QRandomGenerator rng(11);
        for (qsizetype p = 200 * 188; p + 188 <= ts.size(); p += 188)
            if (rng.bounded(50) == 0)
                ts[p + 20 + rng.bounded(160)] = char(rng.bounded(256));
        ByteServer server(ts, 400'000);
        VideoSourceOptions o;
        o.url = QStringLiteral("tcp://127.0.0.1:%1").arg(server.port());
        o.connectTimeoutS = 5;
        VideoDecoder dec(o);
        QString error;
        QVERIFY(dec.start(&error));
        QVERIFY2(playingWithFrames(dec, 150, 40000), qPrintable(dec.reason()));
        QCOMPARE(dec.state(), VideoStreamState::Playing);
    }

    void noKeyframeIsAClearState()
    {
        QFile f(m_tsOneKeyframe);
        QVERIFY(f.open(QIODevice::ReadOnly));
        // Drop the first half (keyframe, SPS/PPS): only P frames remain.
        QByteArray ts = f.readAll();
        const qsizetype cut = (ts.size() / 2 / 188) * 188;
        ts = ts.mid(cut);
        ByteServer server(ts, 300'000);
        VideoSourceOptions o;
        o.url = QStringLiteral("tcp://127.0.0.1:%1").arg(server.port());
        o.connectTimeoutS = 5;
        o.keyframeTimeoutS = 2;
        VideoDecoder dec(o);
        QString error;
        QVERIFY(dec.start(&error));
        QVERIFY2(waitFor(dec, [&] { return dec.reason().startsWith(QStringLiteral("no keyframe received in 2 s")); }, 20000),
                 qPrintable(videoStreamStateName(dec.state()) + QLatin1Char(' ') + dec.reason()));
        QCOMPARE(dec.state(), VideoStreamState::WaitingForKeyframe);
        QCOMPARE(dec.stats().framesDecoded, int64_t(0));
        QVERIFY(dec.stats().packets > 0);
        dec.requestStop();
        dec.wait(); // returns: not a hang
        QCOMPARE(dec.state(), VideoStreamState::Stopped);
    }
};

QTEST_GUILESS_MAIN(TestVideoStreams)
#include "test_video_streams.moc"
