#include "core/bench/run_collector.h"
#include "core/bench/wide_interval_csv.h"
#include "core/histogram/hgrm.h"
#include "core/histogram/hlog.h"
#include "support/hand_fed_probe.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <thread>

using namespace loopscope::core;

namespace {

using FakeProbe = loopscope::testsupport::HandFedProbe;

void recordMany(IntervalRecorder &r, int64_t valueNs, int n)
{
    for (int i = 0; i < n; ++i)
        r.record(valueNs);
}

void sleepMs(int ms)
{
    std::this_thread::sleep_for(std::chrono::milliseconds(ms));
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Three intervals of 50 ms: a gets 100 × 100 µs, 200 × 200 µs, 300 × 300 µs;
// b gets 10 values of 1 ms in the second interval only.
void runThreeIntervals(FakeProbe &probe, RunCollector &collector)
{
    recordMany(probe.first, 100'000, 100);
    probe.sent = 10;
    sleepMs(60);
    collector.poll();
    recordMany(probe.first, 200'000, 200);
    recordMany(probe.second, 1'000'000, 10);
    probe.sent = 25;
    probe.lost = 1;
    sleepMs(60);
    collector.poll();
    recordMany(probe.first, 300'000, 300);
    probe.sent = 30;
    collector.finish();
}

struct FileSizeLimit
{
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, SIG_IGN); // writes past the limit fail with EFBIG instead
        rlimit limit = saved;
        limit.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~FileSizeLimit() { setrlimit(RLIMIT_FSIZE, &saved); }
    rlimit saved{};
};

} // namespace

class TestRunCollector : public QObject
{
    Q_OBJECT
private slots:
    void splitsIntervalsAndKeepsTotals()
    {
        FakeProbe probe;
        RunCollector collector(probe, 0.05);
        QCOMPARE(collector.tags(), (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
        runThreeIntervals(probe, collector);

        QCOMPARE(collector.closedIntervalCount(), qint64(3));
        std::vector<IntervalStats> intervals;
        for (int i = 0; i < 3; ++i)
            for (const char *tag : {"a", "b"}) {
                const IntervalSeries &series = collector.series(QLatin1String(tag));
                QCOMPARE(series.intervalCount(), qint64(3));
                QVERIFY(series.exact());
                const IntervalBucket &bucket = series.buckets()[size_t(i)];
                IntervalStats s = bucket.high;
                s.tag = QLatin1String(tag);
                s.startS = bucket.startS;
                s.lengthS = bucket.endS - bucket.startS;
                intervals.push_back(s);
            }
        const qint64 expectedA[] = {100, 200, 300};
        const qint64 expectedB[] = {0, 10, 0};
        const int64_t valueA[] = {100'000, 200'000, 300'000};
        for (int i = 0; i < 3; ++i) {
            const IntervalStats &a = intervals[size_t(2 * i)];
            const IntervalStats &b = intervals[size_t(2 * i + 1)];
            QCOMPARE(a.tag, QStringLiteral("a"));
            QCOMPARE(b.tag, QStringLiteral("b"));
            QCOMPARE(a.count, expectedA[i]);
            QCOMPARE(b.count, expectedB[i]);
            QVERIFY(std::abs(a.p50Ns - valueA[i]) <= valueA[i] / 1000);
            QVERIFY(std::abs(a.maxNs - valueA[i]) <= valueA[i] / 1000);
            QCOMPARE(a.startS, b.startS);
            if (i > 0)
                QVERIFY(a.startS >= intervals[size_t(2 * i - 2)].startS + 0.05);
        }
        QVERIFY(intervals[0].lengthS >= 0.05);
        QCOMPARE(collector.total(QStringLiteral("a")).totalCount(), int64_t(600));
        QCOMPARE(collector.total(QStringLiteral("b")).totalCount(), int64_t(10));
        QCOMPARE(collector.total(QStringLiteral("nope")).totalCount(), int64_t(0));
        QVERIFY(collector.elapsedS() >= 0.12);
        const double frozen = collector.elapsedS();
        sleepMs(20);
        QCOMPARE(collector.elapsedS(), frozen); // finished: the clock stopped
    }

    void totalIncludesTheOpenInterval()
    {
        FakeProbe probe;
        RunCollector collector(probe, 10.0);
        recordMany(probe.first, 5'000, 7);
        collector.poll();
        QCOMPARE(collector.total(QStringLiteral("a")).totalCount(), int64_t(7));
        QCOMPARE(collector.closedIntervalCount(), qint64(0));
        QVERIFY(collector.series(QStringLiteral("a")).empty());
    }

    void csvHasHeaderAndCounterDeltas()
    {
        QLocale::setDefault(QLocale(QLocale::German)); // decimal comma must not leak in
        FakeProbe probe;
        RunCollector collector(probe, 0.05);
        runThreeIntervals(probe, collector);
        QTemporaryDir dir;
        QString error;
        const QString path = dir.filePath(QStringLiteral("run.intervals.csv"));
        QVERIFY2(collector.writeIntervalCsv(path, &error), qPrintable(error));
        QLocale::setDefault(QLocale::c());
        const QStringList lines =
            QString::fromUtf8(readAll(path)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 7);
        QCOMPARE(lines[0],
                 QStringLiteral("start_s,length_s,tag,count,p50_us,p90_us,p99_us,p99_9_us,max_us,sent,lost"));
        const QStringList second = lines[3].split(QLatin1Char(','));
        QCOMPARE(second.size(), 11);
        QCOMPARE(second[2], QStringLiteral("a"));
        QCOMPARE(second[3], QStringLiteral("200"));
        bool ok = false;
        QVERIFY(std::abs(second[4].toDouble(&ok) - 200.0) < 0.3);
        QVERIFY(ok);
        QCOMPARE(second[9], QStringLiteral("15")); // sent delta 25 - 10
        QCOMPARE(second[10], QStringLiteral("1"));
        QCOMPARE(lines[1].split(QLatin1Char(','))[9], QStringLiteral("10"));
        QCOMPARE(lines[5].split(QLatin1Char(','))[9], QStringLiteral("5"));
    }

    void streamsHlogAndCsvThatReadBack()
    {
        QTemporaryDir dir;
        FakeProbe probe;
        RunCollector collector(probe, 0.05);
        QString error;
        const QString sub = dir.filePath(QStringLiteral("deep/run"));
        QVERIFY2(collector.streamTo(sub, QStringLiteral("r1"), &error), qPrintable(error));
        recordMany(probe.first, 100'000, 100);
        sleepMs(60);
        collector.poll();
        // Written as the run goes: the first interval is on disk already.
        const HlogLog partial = HlogReader::read(readAll(sub + QStringLiteral("/r1.hlog")));
        QCOMPARE(partial.entries.size(), size_t(2));
        QCOMPARE(readAll(sub + QStringLiteral("/r1.intervals.csv")).count('\n'), 3);

        recordMany(probe.first, 300'000, 50);
        recordMany(probe.second, 2'000'000, 5);
        collector.finish();
        const QByteArray streamed = readAll(sub + QStringLiteral("/r1.hlog"));
        const HlogLog log = HlogReader::read(streamed);
        QVERIFY2(log.errors.isEmpty(), qPrintable(log.errors.join(QLatin1Char('\n'))));
        QCOMPARE(log.formatVersion, QStringLiteral("1.2"));
        QVERIFY(log.startTimeS.has_value());
        QCOMPARE(log.entries.size(), size_t(4));
        QCOMPARE(log.entries[0].tag, QStringLiteral("a"));
        QCOMPARE(log.entries[0].histogram.totalCount(), int64_t(100));
        QCOMPARE(log.entries[2].histogram.totalCount(), int64_t(50));
        QCOMPARE(log.entries[3].tag, QStringLiteral("b"));
        QCOMPARE(log.entries[3].histogram.totalCount(), int64_t(5));
        QVERIFY(std::abs(log.entries[3].maxField - 2.0) < 0.01); // ms
        QVERIFY(log.entries[2].startS >= 0.05);

        // The whole-file export holds the same log.
        const QString exported = dir.filePath(QStringLiteral("export.hlog"));
        QVERIFY2(collector.writeHlog(exported, &error), qPrintable(error));
        QCOMPARE(readAll(exported), streamed);
        QVERIFY(collector.streamError().isEmpty());
    }

    void hgrmIsInMicroseconds()
    {
        FakeProbe probe;
        RunCollector collector(probe, 0.05);
        runThreeIntervals(probe, collector);
        QTemporaryDir dir;
        QString error;
        const QString path = dir.filePath(QStringLiteral("a.hgrm"));
        QVERIFY2(collector.writeHgrm(path, QStringLiteral("a"), &error), qPrintable(error));
        std::vector<HgrmRow> rows;
        QVERIFY2(parseHgrmRows(QString::fromUtf8(readAll(path)), &rows, &error), qPrintable(error));
        QVERIFY(!rows.empty());
        QCOMPARE(rows.back().totalCount, qint64(600));
        QVERIFY(std::abs(rows.back().value - 300.0) < 0.5);
        QVERIFY(std::abs(rows.front().value - 100.0) < 0.2);
        QVERIFY(!collector.writeHgrm(path, QStringLiteral("missing"), &error));
        QVERIFY(error.contains(QLatin1String("missing")));
    }

    void wideCsvHasOneRowPerIntervalWhateverTheLocale()
    {
        // PlotJuggler opens it as is: time in seconds first, one header row,
        // a column per channel and figure, '.' decimals even in German.
        const QLocale saved;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        FakeProbe probe;
        RunCollector collector(probe, 0.05);
        runThreeIntervals(probe, collector);
        probe.current = ProbeState::Finished;
        QTemporaryDir dir;
        QString error;
        QVERIFY2(collector.exportAll(dir.path(), QStringLiteral("run"), {}, nullptr, &error),
                 qPrintable(error));
        QLocale::setDefault(saved);
        const QList<QByteArray> lines =
            readAll(dir.filePath(QStringLiteral("run.intervals.wide.csv"))).split('\n');
        QCOMPARE(lines.size(), 1 + 3 + 1); // header, three intervals, final ""
        QCOMPARE(lines[0], QByteArray("time_s,a/count,a/p50_us,a/p90_us,a/p99_us,a/p99_9_us,a/max_us,"
                                      "b/count,b/p50_us,b/p90_us,b/p99_us,b/p99_9_us,b/max_us,sent,lost"));
        qint64 aCount = 0, bCount = 0, sent = 0, lost = 0;
        double lastTimeS = -1;
        for (int i = 1; i <= 3; ++i) {
            const QByteArrayList fields = lines[i].split(',');
            QCOMPARE(fields.size(), 15);
            bool ok = false;
            const double timeS = fields[0].toDouble(&ok);
            QVERIFY2(ok && timeS > lastTimeS, lines[i].constData());
            lastTimeS = timeS;
            aCount += fields[1].toLongLong();
            bCount += fields[7].toLongLong();
            sent += fields[13].toLongLong();
            lost += fields[14].toLongLong();
            QVERIFY2(!lines[i].contains(';'), lines[i].constData());
        }
        QCOMPARE(aCount, qint64(600));
        QCOMPARE(bCount, qint64(10));
        QCOMPARE(sent, qint64(30)); // the counters' deltas add up
        QCOMPARE(lost, qint64(1));
        QVERIFY(lines[3].split(',')[6].toDouble() > 299.0); // a/max_us of the last interval: 300 µs
    }

    void wideCsvConverterTakesAnySplitAndRefusesOtherFiles()
    {
        const QByteArray longCsv = "start_s,length_s,tag,count,p50_us,p90_us,p99_us,p99_9_us,max_us,sent\n"
                                   "0.000,1.000,x,5,1.5,2.5,3.5,4.5,5.5,7\n"
                                   "0.000,1.000,y,0,0.000,0.000,0.000,0.000,0.000,7\n"
                                   "1.000,1.000,x,6,1.0,2.0,3.0,4.0,5.0,3\n"
                                   "1.000,1.000,y,2,10.0,20.0,30.0,40.0,50.0,3";
        const QByteArray expected = "time_s,x/count,x/p50_us,x/p90_us,x/p99_us,x/p99_9_us,x/max_us,"
                                    "y/count,y/p50_us,y/p90_us,y/p99_us,y/p99_9_us,y/max_us,sent\n"
                                    "0.000,5,1.5,2.5,3.5,4.5,5.5,0,0.000,0.000,0.000,0.000,0.000,7\n"
                                    "1.000,6,1.0,2.0,3.0,4.0,5.0,2,10.0,20.0,30.0,40.0,50.0,3\n";
        for (int split : {1, 7, 64, int(longCsv.size())}) {
            QBuffer out;
            out.open(QIODevice::WriteOnly);
            WideIntervalCsv wide(&out);
            QString error;
            for (qsizetype at = 0; at < longCsv.size(); at += split)
                QVERIFY2(wide.feed(longCsv.mid(at, split), &error), qPrintable(error));
            QVERIFY2(wide.finish(&error), qPrintable(error));
            QCOMPARE(out.data(), expected);
            QCOMPARE(wide.rowsWritten(), 2);
        }
        QBuffer out;
        out.open(QIODevice::WriteOnly);
        WideIntervalCsv wide(&out);
        QString error;
        QVERIFY(!wide.feed("time,value\n1,2\n", &error));
        QVERIFY2(error.contains(QLatin1String("not a Loopscope interval CSV")), qPrintable(error));
        QTemporaryDir dir;
        QVERIFY(!convertToWideIntervalCsv(dir.filePath(QStringLiteral("missing.csv")),
                                          dir.filePath(QStringLiteral("w.csv")), &error));
        QVERIFY2(error.contains(QLatin1String("cannot read")), qPrintable(error));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("w.csv"))));
    }

    void jsonSummaryHasEverything()
    {
        FakeProbe probe;
        RunCollector collector(probe, 0.05);
        runThreeIntervals(probe, collector);
        probe.current = ProbeState::Finished;
        QTemporaryDir dir;
        QStringList written;
        QString error;
        const QJsonObject fingerprint{{QStringLiteral("kernel_release"), QStringLiteral("6.1.0-test")}};
        QVERIFY2(collector.exportAll(dir.filePath(QStringLiteral("out")), QStringLiteral("run"), fingerprint,
                                     &written, &error),
                 qPrintable(error));
        QCOMPARE(written.size(), 6); // 2 hgrm, hlog, csv, wide csv, json
        for (const QString &file : written)
            QVERIFY2(QFile::exists(file), qPrintable(file));
        const QJsonObject json =
            QJsonDocument::fromJson(readAll(dir.filePath(QStringLiteral("out/run.json")))).object();
        QCOMPARE(json.value("kind").toString(), QStringLiteral("fake"));
        QCOMPARE(json.value("state").toString(), QStringLiteral("finished"));
        QCOMPARE(json.value("parameters").toObject().value("rate_hz").toInt(), 100);
        QCOMPARE(json.value("counters").toObject().value("sent").toInteger(), qint64(30));
        QCOMPARE(json.value("fingerprint").toObject(), fingerprint);
        QCOMPARE(json.value("files").toArray().size(), 6);
        QVERIFY(QDateTime::fromString(json.value("start_time_utc").toString(), Qt::ISODateWithMs).isValid());
        QVERIFY(json.value("duration_s").toDouble() >= 0.12);
        const QJsonObject a = json.value("histograms").toObject().value("a").toObject();
        QCOMPARE(a.value("count").toInteger(), qint64(600));
        QVERIFY(std::abs(a.value("p50_us").toDouble() - 200.0) < 0.3);
        QVERIFY(std::abs(a.value("max_us").toDouble() - 300.0) < 0.5);
        QVERIFY(std::abs(a.value("min_us").toDouble() - 100.0) < 0.2);
        for (const char *key : {"mean_us", "stddev_us", "p90_us", "p99_us", "p99_9_us", "p99_99_us"})
            QVERIFY2(a.contains(QLatin1String(key)), key);
    }

    void unwritablePathGivesAClearError()
    {
        FakeProbe probe;
        RunCollector collector(probe, 0.05);
        runThreeIntervals(probe, collector);
        QString error;
        QVERIFY(!collector.writeHlog(QStringLiteral("/nonexistent-dir/x.hlog"), &error));
        QVERIFY2(error.contains(QLatin1String("/nonexistent-dir/x.hlog")), qPrintable(error));
        QVERIFY(!collector.writeJsonSummary(QStringLiteral("/proc/self/x.json"), {}, &error));
        QVERIFY2(error.startsWith(QLatin1String("cannot write /proc/self/x.json")), qPrintable(error));
        QVERIFY(!collector.streamTo(QStringLiteral("/proc/self/run"), QStringLiteral("r"), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(
            !collector.exportAll(QStringLiteral("/proc/self/out"), QStringLiteral("r"), {}, nullptr, &error));
    }

    void fullDiskLeavesTheOldFileIntact()
    {
        FakeProbe probe;
        RunCollector collector(probe, 0.05);
        runThreeIntervals(probe, collector);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.a.hgrm"));
        {
            QFile old(path);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("previous export\n");
        }
        QString error;
        const QString probePath = dir.filePath(QStringLiteral("size-probe.hgrm"));
        QVERIFY(collector.writeHgrm(probePath, QStringLiteral("a"), &error));
        const qint64 fullSize = QFileInfo(probePath).size();
        QVERIFY(QFile::remove(probePath));
        bool ok = true;
        {
            FileSizeLimit limit(rlim_t(fullSize / 2));
            ok = collector.writeHgrm(path, QStringLiteral("a"), &error);
        }
        QVERIFY(!ok);
        QVERIFY2(error.startsWith(QStringLiteral("cannot write ") + path), qPrintable(error));
        QCOMPARE(readAll(path), QByteArray("previous export\n"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("run.a.hgrm")});
    }

    void fullDiskWhileStreamingIsReportedAndTheRunGoesOn()
    {
        QTemporaryDir dir;
        FakeProbe probe;
        RunCollector collector(probe, 0.02);
        QString error;
        QVERIFY2(collector.streamTo(dir.path(), QStringLiteral("s"), &error), qPrintable(error));
        {
            FileSizeLimit limit(600); // past the headers, within a few intervals
            for (int i = 0; i < 10 && collector.streamError().isEmpty(); ++i) {
                recordMany(probe.first, 1'000 + i * 977, 50 + i);
                sleepMs(25);
                collector.poll();
            }
        }
        QVERIFY(!collector.streamError().isEmpty());
        QVERIFY2(collector.streamError().contains(QLatin1String("s.")), qPrintable(collector.streamError()));
        const qint64 before = collector.closedIntervalCount();
        recordMany(probe.first, 1'000, 5);
        collector.finish();
        QVERIFY(collector.closedIntervalCount() > before); // still collecting
        QVERIFY2(collector.writeHlog(dir.filePath(QStringLiteral("later.hlog")), &error), qPrintable(error));
        QCOMPARE(qint64(HlogReader::read(readAll(dir.filePath(QStringLiteral("later.hlog")))).entries.size()),
                 2 * collector.closedIntervalCount()); // two tags
    }

    void backlogIsWrittenWhenThereIsRoomAgain()
    {
        QTemporaryDir dir;
        FakeProbe probe;
        RunCollector collector(probe, 0.02);
        QString error;
        QVERIFY2(collector.streamTo(dir.path(), QStringLiteral("s"), &error), qPrintable(error));
        {
            FileSizeLimit limit(600);
            for (int i = 0; i < 10 && collector.streamError().isEmpty(); ++i) {
                recordMany(probe.first, 1'000 + i * 977, 50 + i);
                sleepMs(25);
                collector.poll();
            }
        }
        QVERIFY(!collector.streamError().isEmpty());
        QVERIFY2(collector.streamError().contains(QLatin1String("not yet written are kept")),
                 qPrintable(collector.streamError()));
        // Room again: the next interval takes the backlog with it.
        recordMany(probe.first, 2'000, 5);
        sleepMs(25);
        collector.poll();
        QVERIFY2(collector.streamError().isEmpty(), qPrintable(collector.streamError()));
        collector.finish();
        const HlogLog log = HlogReader::read(readAll(dir.filePath(QStringLiteral("s.hlog"))));
        QVERIFY2(log.errors.isEmpty(), qPrintable(log.errors.join(QLatin1Char('\n'))));
        QCOMPARE(qint64(log.entries.size()), 2 * collector.closedIntervalCount());
        const QList<QByteArray> rows = readAll(dir.filePath(QStringLiteral("s.intervals.csv"))).split('\n');
        QCOMPARE(qint64(rows.size()), 1 + 2 * collector.closedIntervalCount() + 1); // header, rows, final ""
    }

    void intervalLogIsSpooledToDiskNotKeptInMemory()
    {
        // Without streamTo the lines go to a spool folder of the collector's
        // own (under TMPDIR); exports copy it, and it goes with the collector.
        QTemporaryDir tmp;
        const QByteArray savedTmp = qgetenv("TMPDIR");
        qputenv("TMPDIR", tmp.path().toLocal8Bit());
        QString spoolHlog;
        {
            FakeProbe probe;
            RunCollector collector(probe, 0.02);
            for (int i = 0; i < 5; ++i) {
                recordMany(probe.first, 10'000 + i, 20);
                sleepMs(25);
                collector.poll();
            }
            collector.finish();
            const QStringList spools =
                QDir(tmp.path()).entryList({QStringLiteral("loopscope-run-*")}, QDir::Dirs);
            QCOMPARE(spools.size(), 1);
            spoolHlog = QDir(tmp.path()).filePath(spools[0] + QStringLiteral("/run.hlog"));
            const QByteArray spooled = readAll(spoolHlog);
            QCOMPARE(qint64(HlogReader::read(spooled).entries.size()), 2 * collector.closedIntervalCount());
            QTemporaryDir out;
            QString error;
            QVERIFY2(collector.writeHlog(out.filePath(QStringLiteral("x.hlog")), &error), qPrintable(error));
            QCOMPARE(readAll(out.filePath(QStringLiteral("x.hlog"))), spooled);
            // Streaming later moves the spooled intervals into the user's file.
            QVERIFY2(collector.streamTo(out.path(), QStringLiteral("late"), &error), qPrintable(error));
            QCOMPARE(readAll(out.filePath(QStringLiteral("late.hlog"))), spooled);
            QVERIFY(!QFile::exists(spoolHlog));
        }
        QVERIFY(QDir(tmp.path()).entryList({QStringLiteral("loopscope-run-*")}, QDir::Dirs).isEmpty());
        if (savedTmp.isEmpty())
            qunsetenv("TMPDIR");
        else
            qputenv("TMPDIR", savedTmp);
    }
};

QTEST_GUILESS_MAIN(TestRunCollector)
#include "test_run_collector.moc"
