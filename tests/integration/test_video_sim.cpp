// `loopscope-cli bench video --sim`: the CLI starts the simulated stereo pair
// (loopscope-sim --cameras 2, RTSP on loopback with the clock code in every
// frame), measures both streams and reports camera-to-display latency. Only
// presence and sanity bounds are asserted (shared machine, no speed claims).

#include "support/test_support.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

using loopscope::testsupport::CliResult;

// The shared runner (tests/support) with this file's longer default timeout:
// video runs start decoders and, with --sim, the camera simulator.
CliResult runCli(const QStringList &args, int timeoutMs = 120000)
{
    return loopscope::testsupport::runCli(args, timeoutMs);
}

// The report's block for one stream: from "stream N:" to the next blank line.
QString streamBlock(const QString &out, int index)
{
    const qsizetype start = out.indexOf(QStringLiteral("stream %1:").arg(index));
    if (start < 0)
        return {};
    const qsizetype end = out.indexOf(QStringLiteral("\n\n"), start);
    return out.mid(start, end < 0 ? -1 : end - start);
}

} // namespace

class TestVideoSim : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void simulatedStereoPairReportsCameraToDisplay()
    {
        const QString out = m_dir.filePath(QStringLiteral("sim"));
        const CliResult r = runCli({"bench", "video", "--sim", "--sim-size", "640x360", "--duration", "3", "--out",
                                    out, "--quiet"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        for (int i = 1; i <= 2; ++i) {
            const QString block = streamBlock(r.out, i);
            QVERIFY2(!block.isEmpty(), qPrintable(r.out));
            QVERIFY2(block.contains(QStringLiteral("rtsp://127.0.0.1:")), qPrintable(block));
            QVERIFY2(block.contains(QStringLiteral("640x360")), qPrintable(block));
            const QRegularExpressionMatch fps =
                QRegularExpression(QStringLiteral("fps: ([0-9.]+) decoded, ([0-9.]+) displayed")).match(block);
            QVERIFY2(fps.hasMatch(), qPrintable(block));
            QVERIFY2(fps.captured(1).toDouble() > 0, qPrintable(block));
            QVERIFY2(fps.captured(2).toDouble() > 0, qPrintable(block));
            // camera_to_display p50 (ms): present, > 0 and < 5 s.
            const QRegularExpressionMatch c2d =
                QRegularExpression(QStringLiteral("camera_to_display +([0-9.]+) ")).match(block);
            QVERIFY2(c2d.hasMatch(), qPrintable(block));
            const double p50Ms = c2d.captured(1).toDouble();
            QVERIFY2(p50Ms > 0 && p50Ms < 5000, qPrintable(block));
            const QString base = out + QStringLiteral("/video-%1").arg(i);
            for (const char *suffix : {".json", ".hlog", ".camera_to_display.hgrm", ".decode.hgrm"})
                QVERIFY2(QFile::exists(base + QLatin1String(suffix)), qPrintable(base + QLatin1String(suffix)));
            QFile json(base + QStringLiteral(".json"));
            QVERIFY(json.open(QIODevice::ReadOnly));
            QVERIFY(!QJsonDocument::fromJson(json.readAll()).object().isEmpty());
        }
    }

    void simOptionsAreChecked()
    {
        CliResult r = runCli({"bench", "video", "--sim", "--sim-size", "banana", "--duration", "1"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--sim-size")), qPrintable(r.err));
        r = runCli({"bench", "video", "--url", "rtsp://127.0.0.1:1/x", "--sim-size", "640x360"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--sim")), qPrintable(r.err));
        r = runCli({"bench", "video", "--sim", "--url", "rtsp://127.0.0.1:1/x"});
        QCOMPARE(r.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestVideoSim)
#include "test_video_sim.moc"
