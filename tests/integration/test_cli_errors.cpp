// Bad input to loopscope-cli: usage errors, unknown hosts, refused ports,
// unwritable output, a simulator that cannot start — each a clear message,
// the documented exit code, no crash and no hang. Also the help, --version,
// discover and fingerprint.

#include "app/cli/exit_codes.h"
#include "core/library/run_library.h"
#include "support/test_support.h"

#include <QDir>
#include <QFileInfo>
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
// `dir`; the script echoes "rc=N". Checks that it ran and that it echoed
// expected ("rc=3" unless told).
CliResult runShell(const QString &prefix, const QString &script, const QString &dir,
                   const QString &expected = QStringLiteral("rc=%1").arg(kExitIoError))
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
        QVERIFY2(r.out.contains(expected), qPrintable(r.out + r.err));
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
                             kExitSimulatorFailed, kExitRegression, kExitDeviceVanished})
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
        // Checked before anything starts, like every other value (these were 1).
        QTest::newRow("mqtt wildcard topic") << QStringList{"bench", "mqtt", "--topic", "a/#/+", "--duration", "1"}
                                             << QStringList{"topic", "'a/#/+'"};
        QTest::newRow("load memory") << QStringList{"bench", "hiccup", "--duration", "1", "--under-load",
                                                    "--load-memory-mib", "999999"}
                                     << QStringList{"memory-mib", "999999"};
        // One rule for run names, in every command that takes --name.
        const QString badName = QStringLiteral("a<b>\"c");
        QTest::newRow("name udp") << benchArgs(sim + QStringList{"--name", badName}) << QStringList{"--name", "'<'"};
        QTest::newRow("name hiccup") << QStringList{"bench", "hiccup", "--duration", "1", "--name", badName}
                                     << QStringList{"--name", "'<'"};
        QTest::newRow("name timer") << QStringList{"bench", "timer", "--duration", "1", "--name", badName}
                                    << QStringList{"--name", "'<'"};
        QTest::newRow("name loop") << QStringList{"bench", "loop", "--sim", "--bus", "moteus", "--rate", "100", "--count", "5",
                                                  "--name", badName}
                                   << QStringList{"--name", "'<'"};
        QTest::newRow("name video") << QStringList{"bench", "video", "--sim", "--duration", "1", "--name", badName}
                                    << QStringList{"--name", "'<'"};
        QTest::newRow("name hidden") << QStringList{"bench", "deadline", "--duration", "1", "--name", ".x"}
                                     << QStringList{"--name", "'.x'"};
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
        {
            loopscope::core::RunLibrary library; // an empty library to list (runs list creates none)
            QString error;
            QVERIFY2(library.open(dir.filePath(QStringLiteral("l.sqlite")), &error), qPrintable(error));
        }
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

    void unusableLibraryIsAnIoErrorAndTheFilesAreWritten()
    {
        // The run cannot be stored (0 before); it is still measured and its files written.
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("out"));
        const CliResult r = runCli({QStringLiteral("bench"), QStringLiteral("hiccup"), QStringLiteral("--duration"),
                                    QStringLiteral("1"), QStringLiteral("--library"),
                                    QStringLiteral("/proc/loopscope-cli-test/l.sqlite"), QStringLiteral("--out"), out,
                                    QStringLiteral("--name"), QStringLiteral("unstored")});
        QVERIFY(r.finished);
        QVERIFY2(r.exitCode == kExitIoError, qPrintable(describe(r)));
        QVERIFY2(r.err.contains(QLatin1String("the run is not stored")), qPrintable(r.err));
        for (const char *file : {"unstored.hlog", "unstored.json"})
            QVERIFY2(QFileInfo::exists(QDir(out).filePath(QLatin1String(file))), file);
        QVERIFY(r.out.contains(QLatin1String("max")));
    }

    void readCommandsCreateNoLibrary_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("runs list") << QStringList{"runs", "list"};
        QTest::newRow("runs show") << QStringList{"runs", "show", "1"};
        QTest::newRow("compare") << QStringList{"compare", "1", "2"};
        QTest::newRow("report") << QStringList{"report", "1", "--html", "/dev/null"};
    }

    void readCommandsCreateNoLibrary()
    {
        // A library that is not there: said so, a usage error, and no folder
        // or empty library left behind (before: both created, exit 0).
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const QString library = dir.filePath(QStringLiteral("new/dir/x.sqlite"));
        const CliResult r = runCli(args + QStringList{QStringLiteral("--library"), library});
        QVERIFY(r.finished);
        QVERIFY2(r.exitCode == kExitUsage, qPrintable(describe(r)));
        QVERIFY2(r.err.contains(library) && r.err.contains(QLatin1String("does not exist")), qPrintable(r.err));
        QVERIFY2(!QFileInfo::exists(dir.filePath(QStringLiteral("new"))), "a read command created the folder");
        // The same through $LOOPSCOPE_LIBRARY.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LOOPSCOPE_LIBRARY"), library);
        const CliResult viaEnv = runCli(args, 60000, env);
        QVERIFY2(viaEnv.exitCode == kExitUsage, qPrintable(describe(viaEnv)));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("new"))));
    }

    void reportOfAMissingRunSaysItOnce()
    {
        QTemporaryDir dir;
        const QString library = dir.filePath(QStringLiteral("l.sqlite"));
        {
            loopscope::core::RunLibrary lib;
            QString error;
            QVERIFY2(lib.open(library, &error), qPrintable(error));
        }
        const CliResult r = runCli({QStringLiteral("report"), QStringLiteral("999999"), QStringLiteral("--library"),
                                    library, QStringLiteral("--html"), dir.filePath(QStringLiteral("r.html"))});
        QVERIFY(r.finished);
        QVERIFY2(r.exitCode == kExitUsage, qPrintable(describe(r)));
        QVERIFY2(r.err.count(QLatin1String("999999")) == 1, qPrintable(r.err));
        QVERIFY2(r.err.count(library) == 1, qPrintable(r.err));
    }

    void killedRunIsListedFromItsStart()
    {
        // SIGKILL the moment its files appear, long before its first interval
        // closes: the run is in the library all the same, as interrupted
        // (before, the files were made first and such a run was not listed).
        QTemporaryDir dir;
        const QString library = dir.filePath(QStringLiteral("l.sqlite"));
        const CliResult r = runShell(
            QString(),
            QStringLiteral("\"$CLI\" bench hiccup --duration 30 --library \"$D/l.sqlite\" --out \"$D/out\" "
                           "--name killed --quiet & pid=$!; until [ -e \"$D/out/killed.hlog\" ] || ! kill -0 $pid; do :; done; "
                           "kill -KILL $pid; wait $pid; echo rc=$?"),
            dir.path(), QStringLiteral("rc=137"));
        Q_UNUSED(r);
        const CliResult runs = runCli({QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--library"),
                                       library, QStringLiteral("--json")});
        QVERIFY2(runs.exitCode == kExitSuccess, qPrintable(describe(runs)));
        const QJsonArray list =
            QJsonDocument::fromJson(runs.out.toUtf8()).object().value(QStringLiteral("runs")).toArray();
        QVERIFY2(list.size() == 1, qPrintable(runs.out));
        const QJsonObject run = list.first().toObject();
        QCOMPARE(run.value(QStringLiteral("name")).toString(), QStringLiteral("killed"));
        QCOMPARE(run.value(QStringLiteral("state")).toString(), QStringLiteral("interrupted"));
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
