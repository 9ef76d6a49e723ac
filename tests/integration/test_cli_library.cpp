// The result library end to end: a `bench udp --sim` run killed with SIGKILL
// keeps its intervals and shows as interrupted; `runs list|show|delete` and
// `compare` (with --max-ratio passing and failing) on stored runs.

#include "app/cli/exit_codes.h"
#include "core/library/run_library.h"
#include "support/test_support.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace loopscope;
using namespace loopscope::cli;
using namespace loopscope::testsupport;

namespace {

// n values evenly over [lowNs, 2 * lowNs): scaling lowNs scales every percentile.
core::RunData constructedRun(const QString &name, int64_t lowNs, const QString &governor)
{
    core::RunData run;
    run.name = name;
    run.kind = QStringLiteral("udp-echo");
    run.title = QStringLiteral("UDP round trip");
    run.started = QDateTime::currentDateTime();
    run.durationS = 10;
    run.state = QStringLiteral("finished");
    run.fingerprint = QJsonObject{{QStringLiteral("hostname"), QStringLiteral("bench-host")},
                                  {QStringLiteral("governor"), governor}};
    core::RunChannel channel;
    channel.tag = QStringLiteral("latency");
    constexpr int n = 10'000;
    for (int i = 0; i < n; ++i)
        channel.total.record(lowNs + lowNs * i / n);
    run.channels.push_back(std::move(channel));
    return run;
}

QProcessEnvironment envWithLibrary(const QString &path)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LOOPSCOPE_LIBRARY"), path);
    return env;
}

qint64 latencyIntervals(const QString &path)
{
    core::RunLibrary library;
    QString error;
    if (!library.open(path, &error))
        return 0;
    const std::vector<core::RunSummary> runs = library.list();
    if (runs.empty())
        return 0;
    const std::optional<core::RunData> run = library.load(runs.front().id, &error);
    const core::RunChannel *channel = run ? run->channel(QStringLiteral("latency")) : nullptr;
    return channel ? channel->intervals.intervalCount() : 0;
}

} // namespace

class TestCliLibrary : public QObject
{
    Q_OBJECT

private slots:
    // Every bench command runs through the one run path and lands in the
    // library that `runs list` (and the GUI's Library tab) reads, under the
    // name it was given and with its kind.
    void everyBenchCommandIsStored()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString library = dir.filePath(QStringLiteral("lib.sqlite"));
        const QList<QStringList> commands{
            {"bench", "udp", "--sim", "--duration", "1", "--name", "one-path-udp"},
            {"bench", "loop", "--sim", "--bus", "moteus", "--ids", "1-2", "--rate", "100", "--duration", "1", "--name",
             "one-path-loop"},
            {"bench", "video", "--sim", "--sim-size", "320x240", "--duration", "2", "--name", "one-path-video"},
            {"bench", "hiccup", "--duration", "1", "--name", "one-path-hiccup"},
            {"bench", "udp-echo", "--duration", "1", "--name", "one-path-udp-echo"},
        };
        for (QStringList args : commands) {
            args << QStringLiteral("--library") << library << QStringLiteral("--quiet");
            const CliResult r = runCli(args, 120000);
            QVERIFY2(r.finished && r.exitCode == kExitSuccess, qPrintable(args.join(' ') + '\n' + describe(r)));
            QVERIFY2(r.out.contains(QStringLiteral("stored as run ")), qPrintable(r.out));
        }
        const CliResult list = runCli({QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--library"), library});
        QVERIFY2(list.finished && list.exitCode == kExitSuccess, qPrintable(describe(list)));
        for (const char *name : {"one-path-udp", "one-path-loop", "one-path-video-1", "one-path-video-2",
                                 "one-path-hiccup", "one-path-udp-echo"})
            QVERIFY2(list.out.contains(QLatin1String(name)), qPrintable(QString::fromLatin1(name) + '\n' + list.out));
        core::RunLibrary lib;
        QString error;
        QVERIFY2(lib.open(library, &error), qPrintable(error));
        const QMap<QString, QString> kinds{{"one-path-udp", "udp-echo"},
                                           {"one-path-loop", "control-loop"},
                                           {"one-path-video-1", "video"},
                                           {"one-path-hiccup", "hiccup"}};
        for (auto it = kinds.cbegin(); it != kinds.cend(); ++it) {
            const auto run = lib.load(it.key(), &error);
            QVERIFY2(run.has_value(), qPrintable(error));
            QCOMPARE(run->kind, it.value());
            QCOMPARE(run->state, QStringLiteral("finished"));
            QVERIFY(!run->channels.empty() && run->channels.front().total.totalCount() > 0);
        }
    }

    void initTestCase()
    {
        QVERIFY2(QFile::exists(binPath(QStringLiteral("loopscope-cli"))),
                 qPrintable(binPath(QStringLiteral("loopscope-cli"))));
    }

    void killedRunKeepsItsIntervals()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        QProcess cli;
        cli.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        cli.start(binPath(QStringLiteral("loopscope-cli")),
                  {QStringLiteral("bench"), QStringLiteral("udp"), QStringLiteral("--sim"),
                   QStringLiteral("--rate"), QStringLiteral("200"), QStringLiteral("--duration"),
                   QStringLiteral("30"), QStringLiteral("--quiet"), QStringLiteral("--name"),
                   QStringLiteral("killed-run"), QStringLiteral("--library"), path});
        QVERIFY(cli.waitForStarted(10000));
        // About 3.5 s; on a loaded machine wait (bounded) until two intervals are committed.
        QTest::qWait(3500);
        QElapsedTimer waited;
        waited.start();
        while (latencyIntervals(path) < 2 && waited.elapsed() < 20000 && cli.state() == QProcess::Running)
            QTest::qWait(250);
        QCOMPARE(cli.state(), QProcess::Running);
        QVERIFY(::kill(pid_t(cli.processId()), SIGKILL) == 0);
        QVERIFY(cli.waitForFinished(10000));
        QCOMPARE(cli.exitStatus(), QProcess::CrashExit);

        core::RunLibrary library;
        QString error;
        QVERIFY2(library.open(path, &error), qPrintable(error));
        const std::vector<core::RunSummary> runs = library.list();
        QCOMPARE(runs.size(), size_t(1));
        QCOMPARE(runs[0].state, QStringLiteral("interrupted"));
        QVERIFY(runs[0].samples > 0);
        const std::optional<core::RunData> run = library.load(QStringLiteral("killed-run"), &error);
        QVERIFY2(run, qPrintable(error));
        QCOMPARE(run->state, QStringLiteral("interrupted"));
        QCOMPARE(run->kind, QStringLiteral("udp-echo"));
        const core::RunChannel *latency = run->channel(QStringLiteral("latency"));
        QVERIFY(latency);
        QVERIFY2(latency->intervals.intervalCount() >= 2,
                 qPrintable(QString::number(latency->intervals.intervalCount())));
        qint64 intervalSamples = 0;
        for (const core::IntervalBucket &b : latency->intervals.buckets())
            intervalSamples += b.count;
        QVERIFY(intervalSamples > 0);
        QCOMPARE(qint64(latency->total.totalCount()), intervalSamples); // rebuilt from the intervals
        QCOMPARE(runs[0].samples, intervalSamples);
        QVERIFY(run->counter(QStringLiteral("sent")) > 0); // stored with every interval
        QVERIFY(run->durationS >= 2.0);
        QVERIFY(!run->fingerprint.isEmpty());

        // The CLI lists it the same way.
        const CliResult list =
            runCli({QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--library"), path});
        QVERIFY2(list.finished && list.exitCode == kExitSuccess, qPrintable(describe(list)));
        QVERIFY2(list.out.contains(QStringLiteral("killed-run")) &&
                     list.out.contains(QStringLiteral("interrupted")),
                 qPrintable(list.out));
    }

    void compareExitsOnRegression()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        {
            core::RunLibrary library;
            QString error;
            QVERIFY2(library.open(path, &error), qPrintable(error));
            QVERIFY2(
                library.store(constructedRun(QStringLiteral("base"), 100'000, QStringLiteral("performance")),
                              &error) > 0,
                qPrintable(error));
            QVERIFY2(
                library.store(constructedRun(QStringLiteral("slow"), 150'000, QStringLiteral("powersave")),
                              &error) > 0,
                qPrintable(error));
        }
        const QProcessEnvironment env = envWithLibrary(path);
        const QStringList common{QStringLiteral("compare"), QStringLiteral("--baseline"),
                                 QStringLiteral("base"), QStringLiteral("--candidate"),
                                 QStringLiteral("slow")};

        CliResult pass =
            runCli(common + QStringList{QStringLiteral("--max-ratio"), QStringLiteral("p99=1.6,p50=1.6")},
                   30000, env);
        QVERIFY2(pass.finished && pass.exitCode == kExitSuccess, qPrintable(describe(pass)));
        QVERIFY2(pass.out.contains(QStringLiteral("p99.99")) && pass.out.contains(QStringLiteral("1.50")),
                 qPrintable(pass.out));
        QVERIFY2(pass.out.contains(QStringLiteral("governor: performance -> powersave")),
                 qPrintable(pass.out));

        CliResult fail = runCli(
            common + QStringList{QStringLiteral("--max-ratio"), QStringLiteral("p99=1.2,max=2")}, 30000, env);
        QVERIFY2(fail.finished && fail.exitCode == kExitRegression, qPrintable(describe(fail)));
        QVERIFY2(fail.err.contains(QStringLiteral("slow: p99")), qPrintable(fail.err));
        QVERIFY2(!fail.err.contains(QStringLiteral("max is")), qPrintable(fail.err));

        CliResult json = runCli(common + QStringList{QStringLiteral("--json"), QStringLiteral("--max-ratio"),
                                                     QStringLiteral("p50=1.2")},
                                30000, env);
        QCOMPARE(json.exitCode, kExitRegression);
        const QJsonObject root = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(root.value(QStringLiteral("passed")).toBool(true), false);
        const QJsonArray rows = root.value(QStringLiteral("rows")).toArray();
        QCOMPARE(rows.size(), 8);
        const double p50Ratio =
            rows.at(0).toObject().value(QStringLiteral("ratios")).toArray().at(0).toDouble();
        QVERIFY2(p50Ratio > 1.45 && p50Ratio < 1.55, qPrintable(QString::number(p50Ratio)));

        CliResult unknown =
            runCli({QStringLiteral("compare"), QStringLiteral("--baseline"), QStringLiteral("base"),
                    QStringLiteral("--candidate"), QStringLiteral("nonesuch")},
                   30000, env);
        QVERIFY2(unknown.exitCode == kExitUsage && unknown.err.contains(QStringLiteral("nonesuch")),
                 qPrintable(describe(unknown)));
        CliResult badSpec =
            runCli(common + QStringList{QStringLiteral("--max-ratio"), QStringLiteral("p99")}, 30000, env);
        QVERIFY2(badSpec.exitCode == kExitUsage && badSpec.err.contains(QStringLiteral("--max-ratio")),
                 qPrintable(describe(badSpec)));
        CliResult noCandidate = runCli(
            {QStringLiteral("compare"), QStringLiteral("--baseline"), QStringLiteral("base")}, 30000, env);
        QCOMPARE(noCandidate.exitCode, kExitUsage);
    }

    // runs show --json lists every stored interval (streamed from the
    // library), not the downsampled series a loaded run carries.
    void runsShowJsonHasEveryStoredInterval()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        constexpr int kIntervals = 5000; // more than the 2,048 buckets of a loaded run
        qint64 id = 0;
        {
            core::RunLibrary library;
            QString error;
            QVERIFY(library.open(path, &error));
            core::RunData header = constructedRun(QStringLiteral("long"), 50'000, QStringLiteral("performance"));
            header.channels.clear();
            id = library.beginRun(header, &error);
            QVERIFY2(id > 0, qPrintable(error));
            for (int i = 0; i < kIntervals; ++i) {
                core::HdrHistogram h;
                h.record(10'000 + i);
                core::IntervalStats s;
                s.tag = QStringLiteral("latency");
                s.startS = 0.1 * i;
                s.lengthS = 0.1;
                s.count = 1;
                s.p50Ns = s.p90Ns = s.p99Ns = s.p999Ns = s.maxNs = h.max();
                QVERIFY2(library.appendInterval(id, s.tag, QStringLiteral("Latency"), s, h, &error),
                         qPrintable(error));
            }
        }
        const CliResult r = runCli({QStringLiteral("runs"), QStringLiteral("show"), QString::number(id),
                                    QStringLiteral("--json")},
                                   30000, envWithLibrary(path));
        QVERIFY2(r.exitCode == kExitSuccess, qPrintable(describe(r)));
        QJsonParseError parseError;
        const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8(), &parseError).object();
        QVERIFY2(parseError.error == QJsonParseError::NoError, qPrintable(parseError.errorString()));
        QCOMPARE(json.value(QStringLiteral("id")).toInteger(), id);
        const QJsonArray channels = json.value(QStringLiteral("channels")).toArray();
        QCOMPARE(channels.size(), 1);
        const QJsonArray intervals = channels[0].toObject().value(QStringLiteral("intervals")).toArray();
        QCOMPARE(intervals.size(), kIntervals);
        const QJsonObject one = intervals[1234].toObject();
        QCOMPARE(one.value(QStringLiteral("start_s")).toDouble(), 123.4);
        QCOMPARE(one.value(QStringLiteral("max_ns")).toInteger(),
                 qint64(core::HdrHistogram().highestEquivalentValue(10'000 + 1234)));
    }

    void runsListShowDelete()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        {
            core::RunLibrary library;
            QString error;
            QVERIFY(library.open(path, &error));
            core::RunData a = constructedRun(QStringLiteral("first"), 50'000, QStringLiteral("performance"));
            a.note = QStringLiteral("Grüße \"quoted\"");
            QVERIFY(library.store(a, &error) > 0);
            core::RunData b = constructedRun(QStringLiteral("second"), 60'000, QStringLiteral("performance"));
            b.kind = QStringLiteral("hiccup");
            QVERIFY(library.store(b, &error) > 0);
        }
        const QProcessEnvironment env = envWithLibrary(path);
        CliResult list =
            runCli({QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--json")}, 30000, env);
        QVERIFY2(list.exitCode == kExitSuccess, qPrintable(describe(list)));
        QJsonArray runs =
            QJsonDocument::fromJson(list.out.toUtf8()).object().value(QStringLiteral("runs")).toArray();
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs.at(0).toObject().value(QStringLiteral("samples")).toInteger(), 10000);

        list = runCli({QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--kind"),
                       QStringLiteral("hiccup")},
                      30000, env);
        QVERIFY(list.out.contains(QStringLiteral("second")) && !list.out.contains(QStringLiteral("first")));
        list = runCli({QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--search"),
                       QStringLiteral("GRÜßE")},
                      30000, env);
        QVERIFY2(list.out.contains(QStringLiteral("first")) && !list.out.contains(QStringLiteral("second")),
                 qPrintable(list.out));

        CliResult show = runCli({QStringLiteral("runs"), QStringLiteral("show"), QStringLiteral("first"),
                                 QStringLiteral("--json")},
                                30000, env);
        QVERIFY2(show.exitCode == kExitSuccess, qPrintable(describe(show)));
        const QJsonObject run = QJsonDocument::fromJson(show.out.toUtf8()).object();
        QCOMPARE(run.value(QStringLiteral("note")).toString(), QStringLiteral("Grüße \"quoted\""));
        QCOMPARE(run.value(QStringLiteral("channels"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("count"))
                     .toInteger(),
                 10000);

        CliResult del =
            runCli({QStringLiteral("runs"), QStringLiteral("delete"), QStringLiteral("first")}, 30000, env);
        QVERIFY2(del.exitCode == kExitSuccess, qPrintable(describe(del)));
        show = runCli({QStringLiteral("runs"), QStringLiteral("show"), QStringLiteral("first")}, 30000, env);
        QVERIFY2(show.exitCode == kExitUsage && show.err.contains(QStringLiteral("first")),
                 qPrintable(describe(show)));

        // Not a library: a clear message, the file untouched.
        const QString notes = dir.filePath(QStringLiteral("notes.txt"));
        QFile f(notes);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not a database");
        f.close();
        const CliResult bad =
            runCli({QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--library"), notes});
        QVERIFY2(bad.exitCode == kExitIoError && bad.err.contains(QStringLiteral("not an SQLite database")),
                 qPrintable(describe(bad)));
        QFile back(notes);
        QVERIFY(back.open(QIODevice::ReadOnly));
        QCOMPARE(back.readAll(), QByteArray("not a database"));
    }
};

QTEST_GUILESS_MAIN(TestCliLibrary)
#include "test_cli_library.moc"
