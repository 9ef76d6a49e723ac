// End-to-end tests of the servo commands of loopscope-cli (scan, jog, stop,
// bench loop): the real binary against the simulated lab it starts itself
// (--sim) or against a simulator this test starts, over PTYs.

#include "app/cli/exit_codes.h"
#include "support/test_support.h"
#include "devices/sim/sim_lab.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace loopscope::cli;
using namespace loopscope::testsupport;

namespace {

// Positions of the telemetry lines "t=0.20s pos=8.69° ..." in order.
QList<double> telemetryPositions(const QString &out)
{
    QList<double> positions;
    static const QRegularExpression re(QStringLiteral("^t=[0-9.]+s pos=(-?[0-9.]+)°"), QRegularExpression::MultilineOption);
    for (auto it = re.globalMatch(out); it.hasNext();)
        positions << it.next().captured(1).toDouble();
    return positions;
}

} // namespace

class TestCliDevices : public QObject
{
    Q_OBJECT

private slots:
    void scanSimListsTheMixedLab()
    {
        const CliResult r = runCli({QStringLiteral("scan"), QStringLiteral("--sim"), QStringLiteral("--json")});
        QVERIFY2(r.finished && r.exitCode == kExitSuccess, qPrintable(describe(r)));
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        int echo = 0;
        QList<int> moteus;
        QList<int> dynamixel;
        for (const QJsonValue &value : json.value(QStringLiteral("devices")).toArray()) {
            const QJsonObject d = value.toObject();
            const QString protocol = d.value(QStringLiteral("protocol")).toString();
            if (protocol == QLatin1String("udp-echo"))
                ++echo;
            else if (protocol == QLatin1String("moteus"))
                moteus << d.value(QStringLiteral("id")).toInt();
            else if (protocol == QLatin1String("dynamixel2"))
                dynamixel << d.value(QStringLiteral("id")).toInt();
        }
        QCOMPARE(echo, 2);
        QCOMPARE(moteus, (QList<int>{1, 2, 3}));
        QCOMPARE(dynamixel, (QList<int>{1, 2, 3, 4}));
        QVERIFY(json.value(QStringLiteral("ports")).toArray().size() >= 2);
        QVERIFY2(r.err.contains(QStringLiteral("scan ")), qPrintable(r.err)); // progress on stderr
    }

    void jogMovesTowardTheSetpointAndStops()
    {
        const CliResult r = runCli({QStringLiteral("jog"), QStringLiteral("--sim"), QStringLiteral("--device"),
                                    QStringLiteral("moteus:1"), QStringLiteral("--position"), QStringLiteral("10"),
                                    QStringLiteral("--duration"), QStringLiteral("2")});
        QVERIFY2(r.finished && r.exitCode == kExitSuccess, qPrintable(describe(r)));
        const QList<double> positions = telemetryPositions(r.out);
        QVERIFY2(positions.size() >= 5, qPrintable(r.out)); // ~5 Hz for 2 s
        QVERIFY2(std::abs(positions.last() - 10.0) < std::abs(positions.first() - 10.0) - 5.0, qPrintable(r.out));
        QVERIFY2(positions.last() > 5.0 && positions.last() < 15.0, qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("mode=stopped\\s*\\nstopped \\(duration reached\\)"))),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("acknowledged the stop in")), qPrintable(r.out));
        // It says which mode it sends and what the device watchdog covers.
        QVERIFY2(r.out.contains(QStringLiteral("sent as position mode 10, which the device watchdog stops")),
                 qPrintable(r.out));
        const CliResult help = runCli({QStringLiteral("jog"), QStringLiteral("--help")});
        const QString helpText = help.out.simplified(); // lines are wrapped
        QVERIFY2(helpText.contains(QStringLiteral("stops only position (10) and stay-within")), qPrintable(help.out));
        QVERIFY(helpText.contains(QStringLiteral("current (9), zero-velocity (12) or brake (15)")));
    }

    void jogBeyondLimitsIsClampedOrRefused()
    {
        CliResult r = runCli({QStringLiteral("jog"), QStringLiteral("--sim"), QStringLiteral("--device"),
                              QStringLiteral("moteus:2"), QStringLiteral("--position"), QStringLiteral("40"),
                              QStringLiteral("--limits"), QStringLiteral("-5:5"), QStringLiteral("--duration"),
                              QStringLiteral("1")});
        QVERIFY2(r.finished && r.exitCode == kExitSuccess, qPrintable(describe(r)));
        QVERIFY2(r.err.contains(QStringLiteral("outside the soft limits -5:5; clamped to 5")), qPrintable(r.err));
        const QList<double> positions = telemetryPositions(r.out);
        QVERIFY(!positions.isEmpty());
        QVERIFY2(positions.last() < 6.0, qPrintable(r.out)); // never toward 40

        r = runCli({QStringLiteral("jog"), QStringLiteral("--sim"), QStringLiteral("--device"), QStringLiteral("moteus:2"),
                    QStringLiteral("--velocity"), QStringLiteral("1000")});
        QCOMPARE(r.exitCode, kExitUsage);
        QVERIFY2(r.err.contains(QStringLiteral("refused: --velocity 1000")), qPrintable(r.err));

        r = runCli({QStringLiteral("jog"), QStringLiteral("--sim"), QStringLiteral("--device"), QStringLiteral("moteus:2"),
                    QStringLiteral("--position"), QStringLiteral("1"), QStringLiteral("--limits"), QStringLiteral("-inf:inf")});
        QCOMPARE(r.exitCode, kExitUsage);
        QVERIFY2(r.err.contains(QStringLiteral("unbounded jogging is refused")), qPrintable(r.err));
    }

    void stopAllAcknowledgesEveryActuator()
    {
        const CliResult r = runCli({QStringLiteral("stop"), QStringLiteral("--all"), QStringLiteral("--sim")});
        QVERIFY2(r.finished && r.exitCode == kExitSuccess, qPrintable(describe(r)));
        for (int id = 1; id <= 3; ++id)
            QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("moteus #%1 on \\S+: stopped, acknowledged in [0-9.]+ ms").arg(id))),
                     qPrintable(r.out));
        for (int id = 1; id <= 4; ++id)
            QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("Dynamixel #%1 on \\S+: stopped, acknowledged in [0-9.]+ ms").arg(id))),
                     qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("7 actuator(s) stopped")));
    }

    void benchLoopWritesFilesAndPrintsPrediction()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const CliResult r = runCli({QStringLiteral("bench"), QStringLiteral("loop"), QStringLiteral("--sim"),
                                    QStringLiteral("--bus"), QStringLiteral("moteus"), QStringLiteral("--ids"),
                                    QStringLiteral("1-3"), QStringLiteral("--rate"), QStringLiteral("200"),
                                    QStringLiteral("--duration"), QStringLiteral("2"), QStringLiteral("--out"), dir.path(),
                                    QStringLiteral("--name"), QStringLiteral("loop")});
        QVERIFY2(r.finished && r.exitCode == kExitSuccess, qPrintable(describe(r)));
        for (const char *suffix : {".cycle.hgrm", ".cycle_latency.hgrm", ".hlog", ".intervals.csv", ".json"})
            QVERIFY2(QFile::exists(dir.filePath(QStringLiteral("loop") + QLatin1String(suffix))), suffix);
        QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("predicted cycle\\s+[0-9.]+ µs"))), qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("measured cycle\\s+p50 [0-9.]+ µs"))), qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("achieved rate\\s+[0-9.]+ Hz of 200 Hz"))), qPrintable(r.out));
        const QRegularExpressionMatch cycles =
            QRegularExpression(QStringLiteral("^\\s+cycles\\s+(\\d+)"), QRegularExpression::MultilineOption).match(r.out);
        QVERIFY(cycles.hasMatch());
        QVERIFY2(cycles.captured(1).toInt() > 100, qPrintable(r.out));

        QFile jsonFile(dir.filePath(QStringLiteral("loop.json")));
        QVERIFY(jsonFile.open(QIODevice::ReadOnly));
        const QJsonObject json = QJsonDocument::fromJson(jsonFile.readAll()).object();
        const QJsonObject comparison = json.value(QStringLiteral("prediction_vs_measurement")).toObject();
        QVERIFY(comparison.value(QStringLiteral("cycle_us")).toDouble() > 0);
        QVERIFY(comparison.value(QStringLiteral("measured_p50_us")).toDouble() > 0);
        QCOMPARE(json.value(QStringLiteral("kind")).toString(), QStringLiteral("control-loop"));
    }

    void badBusSpecNamesIt()
    {
        CliResult r = runCli({QStringLiteral("bench"), QStringLiteral("loop"), QStringLiteral("--bus"),
                              QStringLiteral("canbus:/dev/ttyX"), QStringLiteral("--rate"), QStringLiteral("100"),
                              QStringLiteral("--count"), QStringLiteral("10")});
        QCOMPARE(r.exitCode, kExitUsage);
        QVERIFY2(r.err.contains(QStringLiteral("'canbus:/dev/ttyX'")) && r.err.contains(QStringLiteral("unknown protocol")),
                 qPrintable(r.err));
        r = runCli({QStringLiteral("jog"), QStringLiteral("--device"), QStringLiteral("moteus:/dev/ttyX"),
                    QStringLiteral("--position"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, kExitUsage);
        QVERIFY2(r.err.contains(QStringLiteral("moteus:/dev/ttyX")), qPrintable(r.err));
    }

    void vanishedPortIsAClearError()
    {
        // A simulator that was there and is gone: its port (the stable link
        // name; a /dev/pts number could be reused by anyone) no longer opens.
        QTemporaryDir linkDir;
        QVERIFY(linkDir.isValid());
        const QString ptyPath = linkDir.filePath(QStringLiteral("moteus-fdcanusb"));
        {
            loopscope::devices::SimLab lab;
            loopscope::devices::SimEchoOptions options;
            options.deviceCount = 1;
            options.moteusIds = QStringLiteral("1");
            options.ptyLinkDir = linkDir.path();
            QString error;
            QVERIFY2(lab.start(options, &error), qPrintable(error));
            QVERIFY(QFileInfo::exists(ptyPath));
        }
        QFile::remove(ptyPath); // in case the simulator left a dangling link
        const QString spec = QStringLiteral("moteus:%1").arg(ptyPath);
        CliResult r = runCli({QStringLiteral("bench"), QStringLiteral("loop"), QStringLiteral("--bus"), spec,
                              QStringLiteral("--rate"), QStringLiteral("100"), QStringLiteral("--count"), QStringLiteral("10")});
        QCOMPARE(r.exitCode, kExitMeasurementFailed);
        QVERIFY2(r.err.contains(ptyPath), qPrintable(r.err));
        r = runCli({QStringLiteral("jog"), QStringLiteral("--device"), spec + QStringLiteral(":1"),
                    QStringLiteral("--position"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, kExitMeasurementFailed);
        QVERIFY2(r.err.contains(QStringLiteral("cannot open %1").arg(ptyPath)), qPrintable(r.err));
        r = runCli({QStringLiteral("stop"), QStringLiteral("--device"), spec + QStringLiteral(":1")});
        QCOMPARE(r.exitCode, kExitMeasurementFailed);
        QVERIFY2(r.err.contains(ptyPath), qPrintable(r.err));
    }

    void helpDocumentsTheCommands()
    {
        for (const QStringList &command : {QStringList{QStringLiteral("scan")}, QStringList{QStringLiteral("jog")},
                                           QStringList{QStringLiteral("stop")},
                                           QStringList{QStringLiteral("bench"), QStringLiteral("loop")}}) {
            const CliResult r = runCli(command + QStringList{QStringLiteral("--help")});
            QCOMPARE(r.exitCode, kExitSuccess);
            QVERIFY2(r.out.contains(QStringLiteral("EXIT CODES")), qPrintable(r.out));
        }
        const CliResult jog = runCli({QStringLiteral("jog"), QStringLiteral("--help")});
        QVERIFY(jog.out.contains(QStringLiteral("PROTOCOL:PORT[@BAUD]:ID")));
        QVERIFY(jog.out.contains(QStringLiteral("--watchdog-s")));
    }
};

QTEST_GUILESS_MAIN(TestCliDevices)
#include "test_cli_devices.moc"
