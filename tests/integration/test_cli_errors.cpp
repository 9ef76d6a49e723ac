// Bad input to loopscope-cli: usage errors, unknown hosts, refused ports,
// unwritable output, a simulator that cannot start — each a clear message,
// the documented exit code, no crash and no hang. Also the help, --version,
// discover and fingerprint.

#include "app/cli/exit_codes.h"
#include "support/test_support.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>
#include <QUdpSocket>

using namespace loopscope::cli;
using namespace loopscope::testsupport;

namespace {

QStringList benchArgs(const QStringList &extra)
{
    return QStringList{QStringLiteral("bench"), QStringLiteral("udp")} + extra;
}

// A UDP port on 127.0.0.1 that nothing listens on (bound, noted, released).
quint16 unusedUdpPort()
{
    QUdpSocket socket;
    if (!socket.bind(QHostAddress::LocalHost, 0))
        return 0;
    const quint16 port = socket.localPort();
    socket.close();
    return port;
}

// A one-second UDP bench on the simulator into $D, for runShell().
const QString kShortBench = QStringLiteral(
    "\"$CLI\" bench udp --sim --rate 200 --duration 1 --library \"$D/l.sqlite\" --out \"$D/out\"");

// Runs `prefix + script` in bash with $CLI set to loopscope-cli and $D to
// `dir`; the script echoes "rc=N". Checks that it ran and that N is 3.
CliResult runShell(const QString &prefix, const QString &script, const QString &dir)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("CLI"), binPath(QStringLiteral("loopscope-cli")));
    env.insert(QStringLiteral("D"), dir);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral("/bin/bash"), {QStringLiteral("-c"), prefix + script});
    CliResult r;
    r.finished = p.waitForFinished(60000);
    r.exitCode = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    [&] {
        QVERIFY(r.finished);
        QVERIFY2(r.out.contains(QStringLiteral("rc=%1").arg(kExitIoError)), qPrintable(r.out + r.err));
    }();
    return r;
}

} // namespace

class TestCliErrors : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(binPath(QStringLiteral("loopscope-cli"))), "loopscope-cli not built");
    }

    void helpListsExitCodes()
    {
        for (const QStringList &args : {QStringList{QStringLiteral("--help")}, benchArgs({QStringLiteral("--help")})}) {
            const CliResult r = runCli(args);
            QVERIFY(r.finished);
            QCOMPARE(r.exitCode, kExitSuccess);
            QVERIFY(r.out.contains(QStringLiteral("EXIT CODES")));
            for (int code : {kExitSuccess, kExitMeasurementFailed, kExitUsage, kExitIoError, kExitInterrupted,
                             kExitSimulatorFailed})
                QVERIFY2(r.out.contains(QStringLiteral("\n  %1  ").arg(code)), qPrintable(r.out));
        }
        const CliResult bench = runCli(benchArgs({QStringLiteral("--help")}));
        for (const char *option : {"--target", "--rate", "--payload", "--duration", "--count", "--warmup",
                                   "--loss-timeout", "--realtime", "--cpu", "--out", "--sim", "--interval", "--quiet"})
            QVERIFY2(bench.out.contains(QString::fromLatin1(option)), option);
    }

    void versionPrintsVersion()
    {
        const CliResult r = runCli({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, kExitSuccess);
        QVERIFY(r.out.startsWith(QStringLiteral("loopscope-cli ")));
    }

    void usageErrorsNameTheOption_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("mentions");
        const QStringList sim{QStringLiteral("--sim"), QStringLiteral("--duration"), QStringLiteral("1")};
        QTest::newRow("rate 0") << benchArgs(sim + QStringList{"--rate", "0"}) << QStringList{"--rate", "'0'"};
        QTest::newRow("rate abc") << benchArgs(sim + QStringList{"--rate", "abc"}) << QStringList{"--rate", "abc"};
        QTest::newRow("payload 2000") << benchArgs(sim + QStringList{"--payload", "2000"})
                                      << QStringList{"--payload", "2000"};
        QTest::newRow("payload 8") << benchArgs(sim + QStringList{"--payload", "8"}) << QStringList{"--payload", "8"};
        QTest::newRow("unsustainable") << benchArgs(sim + QStringList{"--rate", "10000", "--payload", "1472",
                                                                       "--link-mbit", "10"})
                                       << QStringList{"--rate", "--payload", "Mbit/s"};
        QTest::newRow("unknown option") << benchArgs(sim + QStringList{"--bogus"}) << QStringList{"--bogus"};
        QTest::newRow("missing value") << benchArgs({"--sim", "--duration"}) << QStringList{"--duration"};
        QTest::newRow("no stop") << benchArgs({"--sim"}) << QStringList{"--duration", "--count"};
        QTest::newRow("both stops") << benchArgs(sim + QStringList{"--count", "5"})
                                    << QStringList{"--duration", "--count"};
        QTest::newRow("no target") << benchArgs({"--duration", "1"}) << QStringList{"--target"};
        QTest::newRow("target without port") << benchArgs({"--target", "localhost", "--duration", "1"})
                                             << QStringList{"--target", "localhost"};
        QTest::newRow("target bad port") << benchArgs({"--target", "127.0.0.1:99999", "--duration", "1"})
                                         << QStringList{"--target", "99999"};
        QTest::newRow("sim option without sim") << benchArgs({"--target", "127.0.0.1:9", "--duration", "1",
                                                              "--sim-drop", "0.1"})
                                                << QStringList{"--sim-drop", "--sim"};
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << QStringList{"frobnicate"};
        QTest::newRow("discover timeout") << QStringList{"discover", "--timeout-ms", "-5"}
                                          << QStringList{"--timeout-ms", "-5"};
    }

    void usageErrorsNameTheOption()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, mentions);
        const CliResult r = runCli(args, 30000);
        QVERIFY(r.finished);
        QVERIFY2(r.exitCode == kExitUsage, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
        for (const QString &text : mentions)
            QVERIFY2(r.err.contains(text), qPrintable(r.err));
    }

    void unknownHostFailsNamingTheHost()
    {
        const QString host = QStringLiteral("no-such-host.invalid");
        const CliResult r = runCli(benchArgs({QStringLiteral("--target"), host + QStringLiteral(":7000"),
                                              QStringLiteral("--rate"), QStringLiteral("100"),
                                              QStringLiteral("--duration"), QStringLiteral("1")}));
        QVERIFY(r.finished);
        QVERIFY2(r.exitCode == kExitMeasurementFailed, qPrintable(r.err));
        QVERIFY2(r.err.contains(host), qPrintable(r.err));
    }

    void refusedPortFailsWithReason()
    {
        const quint16 port = unusedUdpPort();
        QVERIFY(port != 0);
        const QString target = QStringLiteral("127.0.0.1:%1").arg(port);
        // A timeout for the process, not a speed assertion.
        const CliResult r = runCli(benchArgs({QStringLiteral("--target"), target, QStringLiteral("--rate"),
                                              QStringLiteral("200"), QStringLiteral("--duration"), QStringLiteral("2"),
                                              QStringLiteral("--loss-timeout"), QStringLiteral("0.2")}),
                                   10000);
        QVERIFY2(r.finished, "loopscope-cli did not end within 10 s on a refused port");
        QVERIFY2(r.exitCode == kExitMeasurementFailed, qPrintable(r.err));
        QVERIFY2(r.err.contains(target), qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("failed: ")));
    }

    void unwritableOutKeepsTheSummary_data()
    {
        QTest::addColumn<QString>("outDir");
        QTest::newRow("proc") << QStringLiteral("/proc/loopscope-cli-test/out");
        QTest::newRow("file as dir") << QString(); // filled in with a temporary file
    }

    void unwritableOutKeepsTheSummary()
    {
        QFETCH(QString, outDir);
        QTemporaryFile file;
        if (outDir.isEmpty()) {
            QVERIFY(file.open());
            outDir = file.fileName();
        }
        const CliResult r = runCli(benchArgs({QStringLiteral("--sim"), QStringLiteral("--rate"), QStringLiteral("200"),
                                              QStringLiteral("--duration"), QStringLiteral("1"), QStringLiteral("--out"),
                                              outDir}));
        QVERIFY(r.finished);
        QVERIFY2(r.exitCode == kExitIoError, qPrintable(r.err + r.out));
        QVERIFY2(r.err.contains(outDir), qPrintable(r.err));
        for (const char *label : {"p50", "p99.99", "max", "sent", "received"})
            QVERIFY2(r.out.contains(QString::fromLatin1(label)), label);
    }

    void simulatorThatCannotStart()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LOOPSCOPE_SIM"), QStringLiteral("/nonexistent/loopscope-sim"));
        const CliResult r = runCli(benchArgs({QStringLiteral("--sim"), QStringLiteral("--duration"), QStringLiteral("1")}),
                                   30000, env);
        QVERIFY(r.finished);
        QVERIFY2(r.exitCode == kExitSimulatorFailed, qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("simulator")));
    }

    void discoverListsSimulatedDevices()
    {
        const CliResult table = runCli({QStringLiteral("discover"), QStringLiteral("--sim")});
        QVERIFY(table.finished);
        QVERIFY2(table.exitCode == kExitSuccess, qPrintable(table.err));
        const QStringList lines = table.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(lines.size() >= 2); // header + at least one device
        QVERIFY(lines.first().contains(QStringLiteral("SERIAL")));
        QVERIFY(lines.at(1).contains(QStringLiteral("127.0.0.1:")));

        const CliResult json = runCli({QStringLiteral("discover"), QStringLiteral("--sim"), QStringLiteral("--json")});
        QCOMPARE(json.exitCode, kExitSuccess);
        const QJsonArray devices = QJsonDocument::fromJson(json.out.toUtf8()).array();
        QVERIFY(!devices.isEmpty());
        const QJsonObject first = devices.first().toObject();
        QVERIFY(!first.value(QStringLiteral("serial")).toString().isEmpty());
        QVERIFY(first.value(QStringLiteral("port")).toInt() > 0);
    }

    void discoverNothingIsAFailure()
    {
        const quint16 port = unusedUdpPort();
        const CliResult r = runCli({QStringLiteral("discover"), QStringLiteral("--target"),
                                    QStringLiteral("127.0.0.1:%1").arg(port), QStringLiteral("--timeout-ms"),
                                    QStringLiteral("200")});
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, kExitMeasurementFailed);
        QVERIFY(r.err.contains(QStringLiteral("no device")));
    }

    void fingerprintJsonHasKernel()
    {
        const CliResult r = runCli({QStringLiteral("fingerprint"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, kExitSuccess);
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(!json.value(QStringLiteral("kernel_release")).toString().isEmpty());
    }
    void stdoutThatCannotBeWrittenIsAnIoError()
    {
        // > /dev/full: every write fails with ENOSPC; the command must not say 0.
        QTemporaryDir dir;
        const CliResult r = runShell(QString(), QStringLiteral("\"$CLI\" runs list --library \"$D/l.sqlite\" >/dev/full; echo rc=$?"),
                                     dir.path());
        QVERIFY2(r.err.contains(QLatin1String("cannot write to standard output")), qPrintable(r.err));
    }

    void closedPipeNeitherKillsNorLosesTheRun()
    {
        // `| true`: the reader is gone when the summary is written. No death
        // by SIGPIPE (exit 141): exit 3, quietly, and the run is stored.
        QTemporaryDir dir;
        const CliResult r = runShell(QString(), kShortBench + QStringLiteral(" | true; echo rc=${PIPESTATUS[0]}"), dir.path());
        QVERIFY2(!r.err.contains(QLatin1String("standard output")), qPrintable(r.err)); // quiet for a closed pipe
        const CliResult runs = runCli({QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--library"),
                                       dir.filePath(QStringLiteral("l.sqlite"))});
        QCOMPARE(runs.exitCode, kExitSuccess);
        QVERIFY2(runs.out.contains(QLatin1String("udp-echo")), qPrintable(runs.out));
    }

    void fileSizeLimitIsAnIoError()
    {
        // ulimit -f 2 (2 KiB): the writes fail with EFBIG instead of the
        // process being killed by SIGXFSZ (exit 153); the file is named.
        QTemporaryDir dir;
        const CliResult r = runShell(QStringLiteral("ulimit -f 2; "), kShortBench + QStringLiteral("; echo rc=$?"), dir.path());
        QVERIFY2(r.err.contains(dir.filePath(QStringLiteral("out"))), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliErrors)
#include "test_cli_errors.moc"
