// End-to-end: the generic `loopscope-cli bench <kind>` (options generated from
// the probe's parameter descriptions) for the system probes and the device
// kinds — runs land in the result library with their parameters, --out writes
// the usual files plus the experiment in the JSON, --under-load runs the load
// generator, bad values and unknown kinds are usage errors naming the option.
#include "app/cli/exit_codes.h"
#include "core/library/run_library.h"
#include "support/test_support.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace loopscope;
using namespace loopscope::cli;
using namespace loopscope::testsupport;

class TestCliWorkbench : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void helpListsTheGeneratedOptions()
    {
        const CliResult r = runCli({QStringLiteral("bench"), QStringLiteral("deadline"), QStringLiteral("--help")});
        QVERIFY2(r.exitCode == kExitSuccess, qPrintable(describe(r)));
        for (const char *flag : {"--rate HZ", "--work US", "--duration S", "--under-load", "--load-cpu-threads",
                                 "--library FILE", "METHOD"})
            QVERIFY2(r.out.contains(QLatin1String(flag)), flag);
    }

    void deadlineRunIsStoredAndWritten()
    {
        const QString lib = m_dir.filePath(QStringLiteral("lib.sqlite"));
        const QString out = m_dir.filePath(QStringLiteral("out"));
        // 2 ms of work in a 1 ms period: every cycle misses.
        const CliResult r = runCli({QStringLiteral("bench"), QStringLiteral("deadline"), QStringLiteral("--rate"),
                                    QStringLiteral("500"), QStringLiteral("--work"), QStringLiteral("2500"),
                                    QStringLiteral("--duration"), QStringLiteral("1"), QStringLiteral("--name"),
                                    QStringLiteral("late-loop"), QStringLiteral("--note"), QStringLiteral("<b>note</b>"),
                                    QStringLiteral("--library"), lib, QStringLiteral("--out"), out,
                                    QStringLiteral("--quiet")},
                                   60000);
        QVERIFY2(r.exitCode == kExitSuccess, qPrintable(describe(r)));
        QVERIFY2(r.out.contains(QLatin1String("stored as run")), qPrintable(r.out));
        QVERIFY(QFile::exists(out + QStringLiteral("/late-loop.wakeup.hgrm")));
        QVERIFY(QFile::exists(out + QStringLiteral("/late-loop.hlog")));
        QFile json(out + QStringLiteral("/late-loop.json"));
        QVERIFY(json.open(QIODevice::ReadOnly));
        const QJsonObject experiment = QJsonDocument::fromJson(json.readAll()).object().value(QStringLiteral("experiment")).toObject();
        QCOMPARE(experiment.value(QStringLiteral("kind")).toString(), QStringLiteral("deadline"));
        QCOMPARE(experiment.value(QStringLiteral("params")).toObject().value(QStringLiteral("work")).toDouble(), 2500.0);

        core::RunLibrary library;
        QString error;
        QVERIFY2(library.open(lib, &error), qPrintable(error));
        const auto run = library.load(QStringLiteral("late-loop"), &error);
        QVERIFY2(run.has_value(), qPrintable(error));
        QCOMPARE(run->kind, QStringLiteral("deadline"));
        QCOMPARE(run->state, QStringLiteral("finished"));
        QCOMPARE(run->note, QStringLiteral("<b>note</b>"));
        QCOMPARE(run->params.value(QStringLiteral("rate")).toDouble(), 500.0);
        const qint64 cycles = run->counter(QStringLiteral("cycles"));
        const qint64 misses = run->counter(QStringLiteral("misses"));
        QVERIFY2(cycles > 0 && misses > 0, qPrintable(QStringLiteral("cycles %1 misses %2").arg(cycles).arg(misses)));
        QVERIFY(run->channel(QStringLiteral("late")) && run->channel(QStringLiteral("late"))->total.totalCount() > 0);
        QVERIFY(!run->fingerprint.isEmpty());
    }

    void hiccupUnderLoad()
    {
        const QString lib = m_dir.filePath(QStringLiteral("lib.sqlite"));
        const CliResult r = runCli({QStringLiteral("bench"), QStringLiteral("hiccup"), QStringLiteral("--duration"),
                                    QStringLiteral("1"), QStringLiteral("--under-load"), QStringLiteral("--load-cpu-threads"),
                                    QStringLiteral("1"), QStringLiteral("--load-memory-mib"), QStringLiteral("16"),
                                    QStringLiteral("--load-net-mbit"), QStringLiteral("10"), QStringLiteral("--name"),
                                    QStringLiteral("loaded"), QStringLiteral("--library"), lib, QStringLiteral("--quiet")},
                                   60000);
        QVERIFY2(r.exitCode == kExitSuccess, qPrintable(describe(r)));
        QVERIFY2(r.out.contains(QLatin1String("under load: 1 CPU thread")), qPrintable(r.out));
        core::RunLibrary library;
        QString error;
        QVERIFY(library.open(lib, &error));
        const auto run = library.load(QStringLiteral("loaded"), &error);
        QVERIFY2(run.has_value(), qPrintable(error));
        QVERIFY(run->tags.contains(QStringLiteral("under-load")));
        QVERIFY(run->channel(QStringLiteral("hiccup"))->total.totalCount() > 500);
    }

    void udpEchoKindStartsTheSimulator()
    {
        const CliResult r = runCli({QStringLiteral("bench"), QStringLiteral("udp-echo"), QStringLiteral("--rate"),
                                    QStringLiteral("200"), QStringLiteral("--duration"), QStringLiteral("1"),
                                    QStringLiteral("--no-library"), QStringLiteral("--quiet")},
                                   60000);
        QVERIFY2(r.exitCode == kExitSuccess, qPrintable(describe(r)));
        QVERIFY2(r.out.contains(QLatin1String("received")) && !r.out.contains(QLatin1String("stored as run")),
                 qPrintable(r.out));
    }

    void badValuesAreUsageErrors()
    {
        CliResult r = runCli({QStringLiteral("bench"), QStringLiteral("timer"), QStringLiteral("--interval"),
                              QStringLiteral("10"), QStringLiteral("--no-library")});
        QCOMPARE(r.exitCode, kExitUsage);
        QVERIFY2(r.err.contains(QLatin1String("interval")) && r.err.contains(QLatin1String("'10'")), qPrintable(r.err));
        r = runCli({QStringLiteral("bench"), QStringLiteral("deadline"), QStringLiteral("--realtime"),
                    QStringLiteral("maybe"), QStringLiteral("--no-library")});
        QCOMPARE(r.exitCode, kExitUsage);
        QVERIFY2(r.err.contains(QLatin1String("true or false")), qPrintable(r.err));
        r = runCli({QStringLiteral("bench"), QStringLiteral("nosuchprobe")});
        QCOMPARE(r.exitCode, kExitUsage);
        QVERIFY2(r.err.contains(QLatin1String("hiccup")) && r.err.contains(QLatin1String("mqtt")), qPrintable(r.err));
        // A refused target fails the measurement with the reason, not a usage error.
        r = runCli({QStringLiteral("bench"), QStringLiteral("udp-echo"), QStringLiteral("--target"),
                    QStringLiteral("nonsense"), QStringLiteral("--no-library")});
        QCOMPARE(r.exitCode, kExitMeasurementFailed);
        QVERIFY2(r.err.contains(QLatin1String("HOST:PORT")), qPrintable(r.err));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestCliWorkbench)
#include "test_cli_workbench.moc"
