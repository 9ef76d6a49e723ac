// `loopscope-cli bench video` end to end: a file made at test time and a
// live UDP MPEG-TS stream from ffmpeg; the printed report, the files written
// and the exit codes (stream fails -> 1, usage -> 2, I/O -> 3).

#include "integration/video_test_support.h"

#include "support/test_support.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace videotest;

namespace {

using loopscope::testsupport::CliResult;

// The shared runner (tests/support) with this file's longer default timeout:
// video runs start decoders and, with --sim, the camera simulator.
CliResult runCli(const QStringList &args, int timeoutMs = 90000)
{
    return loopscope::testsupport::runCli(args, timeoutMs);
}

} // namespace

class TestVideoCli : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_file;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(QStringLiteral("clip.mp4"));
        QString log;
        QVERIFY2(runFfmpeg({"-f", "lavfi", "-i", "testsrc=size=640x480:rate=30", "-t", "2", "-c:v", "libx264",
                            "-g", "30", "-pix_fmt", "yuv420p", m_file},
                           &log),
                 qPrintable(log));
    }

    void fileRunWritesTheUsualFiles()
    {
        const QString out = m_dir.filePath(QStringLiteral("results"));
        const CliResult r = runCli({"bench", "video", "--url", m_file, "--as-fast-as-possible", "--duration",
                                    "0", "--out", out, "--name", "clip", "--quiet"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY(r.out.contains(QStringLiteral("h264, 640x480")));
        QVERIFY(r.out.contains(QStringLiteral("(60 frames decoded")));
        QVERIFY(r.out.contains(QStringLiteral("throughput:")));
        for (const char *suffix :
             {".hlog", ".intervals.csv", ".json", ".decode.hgrm", ".convert.hgrm", ".demux.hgrm"})
            QVERIFY2(QFile::exists(out + QStringLiteral("/clip") + QLatin1String(suffix)), suffix);
        QFile json(out + QStringLiteral("/clip.json"));
        QVERIFY(json.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(json.readAll()).object();
        QVERIFY(!root.isEmpty());
        QVERIFY(QString::fromUtf8(QJsonDocument(root).toJson()).contains(QStringLiteral("decode")));
        // The stream's own timing: connected, then the first frame, then 59
        // frame intervals over the playing time, as the report says too.
        const QJsonObject stream = root.value(QStringLiteral("stream")).toObject();
        const double connectS = stream.value(QStringLiteral("connect_s")).toDouble(-1);
        const double firstFrameS = stream.value(QStringLiteral("first_frame_s")).toDouble(-1);
        const double playingS = stream.value(QStringLiteral("playing_s")).toDouble();
        QVERIFY2(connectS >= 0 && firstFrameS >= connectS && playingS > 0,
                 qPrintable(QJsonDocument(stream).toJson()));
        QCOMPARE(stream.value(QStringLiteral("frames_decoded")).toInteger(), qint64(60));
        QVERIFY(std::abs(stream.value(QStringLiteral("fps_decoded")).toDouble() - 59.0 / playingS) <
                1e-6 * 59.0 / playingS);
        QVERIFY2(r.out.contains(QStringLiteral("timing: connected after")), qPrintable(r.out));
    }

    void liveUdpTwoStreams()
    {
        const int p1 = freePort(SOCK_DGRAM), p2 = freePort(SOCK_DGRAM);
        Child s1, s2;
        for (auto [child, port] : {std::pair{&s1, p1}, std::pair{&s2, p2}})
            QVERIFY(child->start(QStringLiteral("ffmpeg"),
                                 {"-hide_banner",
                                  "-loglevel",
                                  "error",
                                  "-re",
                                  "-f",
                                  "lavfi",
                                  "-i",
                                  "testsrc=size=320x240:rate=30",
                                  "-t",
                                  "30",
                                  "-c:v",
                                  "libx264",
                                  "-preset",
                                  "ultrafast",
                                  "-tune",
                                  "zerolatency",
                                  "-g",
                                  "15",
                                  "-pix_fmt",
                                  "yuv420p",
                                  "-f",
                                  "mpegts",
                                  QStringLiteral("udp://127.0.0.1:%1?pkt_size=1316").arg(port)}));
        const QString out = m_dir.filePath(QStringLiteral("live"));
        const CliResult r = runCli({"bench", "video", "--url", QStringLiteral("udp://127.0.0.1:%1").arg(p1),
                                    "--url", QStringLiteral("udp://127.0.0.1:%1").arg(p2), "--duration", "4",
                                    "--out", out, "--quiet", "--connect-timeout", "10"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY(r.out.contains(QStringLiteral("stream 1:")));
        QVERIFY(r.out.contains(QStringLiteral("stream 2:")));
        QVERIFY(r.out.contains(QStringLiteral("320x240")));
        QVERIFY(QFile::exists(out + QStringLiteral("/video-1.hlog")));
        QVERIFY(QFile::exists(out + QStringLiteral("/video-2.handoff.hgrm")));
    }

    void errorsHaveTheirExitCodes()
    {
        CliResult r = runCli({"bench", "video", "--duration", "1"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("--url")));
        r = runCli({"bench", "video", "--url", m_file, "--rtsp-transport", "carrier-pigeon"});
        QCOMPARE(r.exitCode, 2);
        r = runCli({"bench", "video", "--url", QStringLiteral("rtsp://127.0.0.1:%1/x").arg(freePort()),
                    "--connect-timeout", "2", "--quiet"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(QStringLiteral("refused"), Qt::CaseInsensitive), qPrintable(r.out));
        QFile blocker(m_dir.filePath(QStringLiteral("afile")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        r = runCli({"bench", "video", "--url", m_file, "--as-fast-as-possible", "--duration", "0", "--quiet",
                    "--out", blocker.fileName() + QStringLiteral("/sub")});
        QCOMPARE(r.exitCode, 3);
    }
};

QTEST_GUILESS_MAIN(TestVideoCli)
#include "test_video_cli.moc"
