// The result library: schema creation, migration from a hand-built v1 file,
// refusals (newer schema, not SQLite, foreign database, unwritable folder),
// store/load round trips, list filters, RunRecorder with a probe, and the
// "interrupted" state of a run whose writer is gone.

#include "core/bench/run_collector.h"
#include "core/histogram/histogram_codec.h"
#include "core/library/library_schema.h"
#include "core/library/run_library.h"
#include "core/timing/fingerprint.h"
#include "support/hand_fed_probe.h"

#include <QCryptographicHash>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace loopscope::core;

namespace {

// Raw SQL access beside the library, on its own connection.
class RawDb
{
public:
    explicit RawDb(const QString &path) : m_name(QStringLiteral("raw-%1").arg(++s_serial))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        m_ok = db.open();
    }
    ~RawDb()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    bool ok() const { return m_ok; }
    bool exec(const QString &sql, const QVariantList &binds = {})
    {
        QSqlQuery q(QSqlDatabase::database(m_name));
        q.prepare(sql);
        for (const QVariant &b : binds)
            q.addBindValue(b);
        if (!q.exec()) {
            qWarning() << sql << q.lastError().text();
            return false;
        }
        return true;
    }
    QVariant scalar(const QString &sql, const QVariantList &binds = {})
    {
        QSqlQuery q(QSqlDatabase::database(m_name));
        q.prepare(sql);
        for (const QVariant &b : binds)
            q.addBindValue(b);
        return q.exec() && q.next() ? q.value(0) : QVariant();
    }

private:
    static inline int s_serial = 0;
    QString m_name;
    bool m_ok = false;
};

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

HdrHistogram randomHistogram(quint32 seed, int count, int64_t baseNs)
{
    QRandomGenerator rng(seed);
    HdrHistogram h;
    for (int i = 0; i < count; ++i)
        h.record(baseNs + int64_t(rng.bounded(quint32(baseNs))) + (i % 97 == 0 ? baseNs * 20 : 0));
    return h;
}

IntervalStats statsOf(const QString &tag, double startS, const HdrHistogram &h)
{
    return IntervalStats::of(tag, startS, 1.0, h);
}

RunData sampleRun(const QString &name, const QString &kind, const QDateTime &started)
{
    RunData run;
    run.name = name;
    run.kind = kind;
    run.title = QStringLiteral("Title of %1").arg(kind);
    run.started = started;
    run.ended = started.addSecs(3);
    run.durationS = 3;
    run.state = QStringLiteral("finished");
    RunChannel channel;
    channel.tag = QStringLiteral("latency");
    channel.title = QStringLiteral("corrected");
    for (int i = 0; i < 3; ++i) {
        const HdrHistogram h = randomHistogram(quint32(qHash(name)) + quint32(i), 500, 20'000);
        channel.total.add(h);
        channel.intervals.append(statsOf(channel.tag, i, h));
    }
    run.channels.push_back(std::move(channel));
    return run;
}

qint64 deadPid()
{
    QProcess p;
    p.start(QStringLiteral("/bin/true"), {});
    p.waitForStarted();
    const qint64 pid = p.processId();
    p.waitForFinished();
    return pid;
}

} // namespace

class TestRunLibrary : public QObject
{
    Q_OBJECT

private slots:
    // The GUI ("loopscope") and the CLI ("loopscope-cli") have different
    // application names but must store into the same library by default.
    void guiAndCliShareTheDefaultLibrary()
    {
        const QByteArray saved = qgetenv("LOOPSCOPE_LIBRARY");
        qunsetenv("LOOPSCOPE_LIBRARY");
        const QString appName = QCoreApplication::applicationName();
        QCoreApplication::setApplicationName(QStringLiteral("loopscope"));
        const QString gui = RunLibrary::defaultPath();
        QCoreApplication::setApplicationName(QStringLiteral("loopscope-cli"));
        const QString cli = RunLibrary::defaultPath();
        QCoreApplication::setApplicationName(appName);
        QCOMPARE(cli, gui);
        QVERIFY(gui.endsWith(QLatin1String("/loopscope/library.sqlite")));
        qputenv("LOOPSCOPE_LIBRARY", "/tmp/elsewhere.sqlite");
        QCOMPARE(RunLibrary::defaultPath(), QStringLiteral("/tmp/elsewhere.sqlite"));
        if (saved.isEmpty())
            qunsetenv("LOOPSCOPE_LIBRARY");
        else
            qputenv("LOOPSCOPE_LIBRARY", saved);
    }

    void createsCurrentSchemaInWalMode()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/folder/library.sqlite"));
        RunLibrary library;
        QString error;
        QVERIFY2(library.open(path, &error), qPrintable(error));
        QVERIFY(library.isOpen());
        QCOMPARE(library.path(), path);
        library.close();
        QVERIFY(!library.isOpen());
        RawDb raw(path);
        QVERIFY(raw.ok());
        QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), RunLibrary::schemaVersion());
        QCOMPARE(raw.scalar(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
        QVERIFY(
            raw.scalar(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'tags'")).toInt() ==
            1);
    }

    void migratesAHandBuiltVersion1File()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v1.sqlite"));
        const HdrHistogram a = randomHistogram(1, 400, 10'000);
        const HdrHistogram b = randomHistogram(2, 600, 30'000);
        HdrHistogram sum;
        sum.add(a);
        sum.add(b);
        {
            RawDb raw(path);
            QVERIFY(raw.ok());
            for (const QString &sql : LibrarySchema::version1Statements())
                QVERIFY(raw.exec(sql));
            QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 1")));
            QVERIFY(raw.exec(
                QStringLiteral("INSERT INTO runs (id, name, kind, started_ms, state, note) "
                               "VALUES (7, 'old-run', 'udp-echo', 1700000000000, 'finished', 'from v1')")));
            QVERIFY(raw.exec(QStringLiteral("INSERT INTO channels (run_id, position, tag, title) "
                                            "VALUES (7, 0, 'latency', 'corrected')")));
            int i = 0;
            for (const HdrHistogram *h : {&a, &b}) {
                const IntervalStats s = statsOf(QStringLiteral("latency"), i++, *h);
                QVERIFY(raw.exec(
                    QStringLiteral("INSERT INTO intervals (run_id, tag, start_s, length_s, count, p50_ns, "
                                   "p90_ns, p99_ns, p999_ns, max_ns, histogram) "
                                   "VALUES (7, 'latency', ?, 1, ?, ?, ?, ?, ?, ?, ?)"),
                    {s.startS, s.count, s.p50Ns, s.p90Ns, s.p99Ns, s.p999Ns, s.maxNs,
                     HistogramCodec::encodeCompressed(*h)}));
            }
        }
        RunLibrary library;
        QString error;
        QVERIFY2(library.open(path, &error), qPrintable(error));
        const std::vector<RunSummary> runs = library.list();
        QCOMPARE(runs.size(), size_t(1));
        // The v2 summary columns were backfilled from the v1 intervals.
        QCOMPARE(runs[0].samples, qint64(1000));
        QCOMPARE(runs[0].p99Ns, qint64(sum.valueAtPercentile(99)));
        QCOMPARE(runs[0].maxNs, qint64(sum.max()));
        // The v2 tags table works.
        QVERIFY2(library.setNoteAndTags(7, QStringLiteral("migrated"), {QStringLiteral("legacy")}, &error),
                 qPrintable(error));
        const std::optional<RunData> run = library.load(QStringLiteral("old-run"), &error);
        QVERIFY2(run, qPrintable(error));
        QCOMPARE(run->tags, QStringList{QStringLiteral("legacy")});
        QCOMPARE(run->channels.size(), size_t(1));
        QCOMPARE(run->channels[0].intervals.intervalCount(), qint64(2));
        QCOMPARE(run->channels[0].total.totalCount(), int64_t(1000));
        QCOMPARE(run->channels[0].total.valueAtPercentile(99.9), sum.valueAtPercentile(99.9));
        // The v3 trash works.
        QVERIFY2(library.trash(7, &error) && library.restore(7, &error), qPrintable(error));
        library.close();
        RawDb raw(path);
        QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), 3);
    }

    void refusesANewerSchemaUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("new.sqlite"));
        {
            RawDb raw(path);
            QVERIFY(raw.exec(QStringLiteral("CREATE TABLE runs (id INTEGER)")));
            QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 99")));
        }
        const QByteArray before = fileHash(path);
        RunLibrary library;
        QString error;
        QVERIFY(!library.open(path, &error));
        QVERIFY2(error.contains(QStringLiteral("newer")) && error.contains(QStringLiteral("99")),
                 qPrintable(error));
        QVERIFY(!library.isOpen());
        QCOMPARE(fileHash(path), before);
    }

    void refusesAFileThatIsNotSqliteUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("notes.txt"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("these are my lab notes, not a database\n");
        f.close();
        const QByteArray before = fileHash(path);
        RunLibrary library;
        QString error;
        QVERIFY(!library.open(path, &error));
        QVERIFY2(error.contains(QStringLiteral("not an SQLite database")), qPrintable(error));
        QCOMPARE(fileHash(path), before);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    }

    void refusesAnotherProgramsDatabaseUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("other.sqlite"));
        {
            RawDb raw(path);
            QVERIFY(raw.exec(QStringLiteral("CREATE TABLE recipes (name TEXT)")));
        }
        const QByteArray before = fileHash(path);
        RunLibrary library;
        QString error;
        QVERIFY(!library.open(path, &error));
        QVERIFY2(error.contains(QStringLiteral("not a Loopscope library")), qPrintable(error));
        QCOMPARE(fileHash(path), before);
    }

    void refusesAnUncreatableFolder()
    {
        QTemporaryDir dir;
        // A regular file where the folder should be: no one (not even root) can create it.
        QFile blocker(dir.filePath(QStringLiteral("blocker")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        RunLibrary library;
        QString error;
        QVERIFY(!library.open(dir.filePath(QStringLiteral("blocker/sub/library.sqlite")), &error));
        QVERIFY2(error.contains(QStringLiteral("cannot create the library folder")), qPrintable(error));
        QVERIFY(!library.open(QString(), &error));
        QVERIFY(!error.isEmpty());
        // Using a closed library is an error, not a crash.
        QVERIFY(!library.load(1, &error));
        QVERIFY(error.contains(QStringLiteral("not open")));
    }

    void storeAndLoadRoundTrip()
    {
        QTemporaryDir dir;
        RunLibrary library;
        QString error;
        QVERIFY2(library.open(dir.filePath(QStringLiteral("lib.sqlite")), &error), qPrintable(error));
        RunData run = sampleRun(QStringLiteral("round-trip"), QStringLiteral("udp-echo"),
                                QDateTime::fromMSecsSinceEpoch(1'760'000'000'123));
        RunChannel service;
        service.tag = QStringLiteral("service");
        service.title = QStringLiteral("raw");
        service.total = randomHistogram(99, 2000, 5'000);
        run.channels.push_back(service);
        run.params = {{QStringLiteral("rate_hz"), 500},
                      {QStringLiteral("payload_bytes"), 64},
                      {QStringLiteral("busy_poll"), true},
                      {QStringLiteral("target"), QStringLiteral("[::1]:7000")},
                      {QStringLiteral("loss_timeout_s"), 0.25}};
        run.note = QStringLiteral("He said \"it's fine\" — Grüße, 測試 ✓ \\ ; DROP TABLE runs; --");
        run.fingerprint = EnvironmentFingerprint::capture().toJson();
        run.counters = {
            {QStringLiteral("sent"), 1500}, {QStringLiteral("received"), 1497}, {QStringLiteral("lost"), 3}};
        run.tags = {QStringLiteral("idle"), QStringLiteral("lab-2")};
        run.warning = QStringLiteral("rate not sustained");
        const qint64 id = library.store(run, &error);
        QVERIFY2(id > 0, qPrintable(error));

        const std::optional<RunData> loaded = library.load(id, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->id, id);
        QCOMPARE(loaded->name, run.name);
        QCOMPARE(loaded->kind, run.kind);
        QCOMPARE(loaded->title, run.title);
        QCOMPARE(loaded->note, run.note);
        QCOMPARE(loaded->state, QStringLiteral("finished"));
        QCOMPARE(loaded->warning, run.warning);
        QCOMPARE(loaded->started, run.started);
        QCOMPARE(loaded->ended, run.ended);
        QCOMPARE(loaded->durationS, 3.0);
        QCOMPARE(loaded->fingerprint, run.fingerprint);
        QCOMPARE(QJsonObject::fromVariantMap(loaded->params), QJsonObject::fromVariantMap(run.params));
        QCOMPARE(loaded->tags, run.tags);
        QCOMPARE(loaded->counters.size(), run.counters.size());
        for (const ProbeCounter &c : run.counters)
            QCOMPARE(loaded->counter(c.name), c.value);
        QCOMPARE(loaded->counter(QStringLiteral("nope"), -7), qint64(-7));
        QCOMPARE(loaded->channels.size(), size_t(2));
        for (const RunChannel &original : run.channels) {
            const RunChannel *back = loaded->channel(original.tag);
            QVERIFY(back);
            QCOMPARE(back->title, original.title);
            QCOMPARE(back->total.totalCount(), original.total.totalCount());
            for (const double p : {0.0, 10.0, 50.0, 90.0, 99.0, 99.9, 99.99, 100.0})
                QCOMPARE(back->total.valueAtPercentile(p), original.total.valueAtPercentile(p));
            QCOMPARE(back->total.max(), original.total.max());
            QCOMPARE(back->total.min(), original.total.min());
            QCOMPARE(back->intervals.intervalCount(), original.intervals.intervalCount());
            QVERIFY(back->intervals.exact());
            const auto &a = original.intervals.buckets();
            const auto &b = back->intervals.buckets();
            QCOMPARE(b.size(), a.size());
            for (size_t i = 0; i < a.size(); ++i) {
                QCOMPARE(b[i].count, a[i].count);
                QCOMPARE(b[i].high.p999Ns, a[i].high.p999Ns);
                QCOMPARE(b[i].startS, a[i].startS);
            }
        }
        QVERIFY(!loaded->channel(QStringLiteral("absent")));
    }

    void listFiltersAndNames()
    {
        QTemporaryDir dir;
        RunLibrary library;
        QString error;
        QVERIFY2(library.open(dir.filePath(QStringLiteral("lib.sqlite")), &error), qPrintable(error));
        const QDateTime t0 = QDateTime::fromMSecsSinceEpoch(1'750'000'000'000);
        RunData a = sampleRun(QStringLiteral("alpha"), QStringLiteral("udp-echo"), t0);
        a.note = QStringLiteral("Über die Brücke");
        RunData b = sampleRun(QStringLiteral("beta"), QStringLiteral("hiccup"), t0.addSecs(60));
        b.tags = {QStringLiteral("Under-Load")};
        RunData c = sampleRun(QStringLiteral("alpha"), QStringLiteral("udp-echo"), t0.addSecs(120));
        const qint64 idA = library.store(a, &error);
        const qint64 idB = library.store(b, &error);
        const qint64 idC = library.store(c, &error);
        QVERIFY2(idA > 0 && idB > 0 && idC > 0, qPrintable(error));

        std::vector<RunSummary> all = library.list({}, &error);
        QCOMPARE(all.size(), size_t(3));
        QCOMPARE(all[0].id, idC); // newest first
        QCOMPARE(all[2].id, idA);
        QCOMPARE(all[1].kind, QStringLiteral("hiccup"));
        QCOMPARE(all[0].samples, c.channels[0].total.totalCount());
        QCOMPARE(all[0].p99Ns, c.channels[0].total.valueAtPercentile(99));

        RunFilter byKind;
        byKind.kind = QStringLiteral("udp-echo");
        QCOMPARE(library.list(byKind).size(), size_t(2));
        RunFilter byText;
        byText.text = QStringLiteral("über"); // in a note, other case
        std::vector<RunSummary> found = library.list(byText);
        QCOMPARE(found.size(), size_t(1));
        QCOMPARE(found[0].id, idA);
        byText.text = QStringLiteral("under-load"); // a tag
        found = library.list(byText);
        QCOMPARE(found.size(), size_t(1));
        QCOMPARE(found[0].id, idB);
        QCOMPARE(found[0].tags, QStringList{QStringLiteral("Under-Load")});
        RunFilter limited;
        limited.limit = 2;
        QCOMPARE(library.list(limited).size(), size_t(2));
        RunFilter range;
        range.from = t0.addSecs(30);
        range.to = t0.addSecs(90);
        found = library.list(range);
        QCOMPARE(found.size(), size_t(1));
        QCOMPARE(found[0].id, idB);

        // By name: the newest of that name; by id; unknown names are named in the error.
        QCOMPARE(library.load(QStringLiteral("alpha"), &error)->id, idC);
        QCOMPARE(library.load(QString::number(idA), &error)->id, idA);
        QVERIFY(!library.load(QStringLiteral("gamma"), &error));
        QVERIFY2(error.contains(QStringLiteral("gamma")), qPrintable(error));

        QVERIFY2(library.remove(idC, &error), qPrintable(error));
        QCOMPARE(library.load(QStringLiteral("alpha"), &error)->id, idA);
        QVERIFY(!library.remove(idC, &error));
        QVERIFY(error.contains(QString::number(idC)));
        RawDb raw(library.path());
        QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM intervals WHERE run_id = ?"), {idC}).toInt(),
                 0);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM intervals WHERE run_id = ?"), {idA}).toInt(),
                 3);
    }

    void recorderCommitsEveryInterval()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        RunLibrary library;
        QString error;
        QVERIFY2(library.open(path, &error), qPrintable(error));
        loopscope::testsupport::HandFedProbe probe({QStringLiteral("latency"), QStringLiteral("corrected")},
                                                   {QStringLiteral("service"), QStringLiteral("raw")});
        RunCollector collector(probe, 0.05);
        RunRecorder recorder(library, collector, probe);
        RunData header;
        header.name = QStringLiteral("recorded");
        header.note = QStringLiteral("fake probe");
        QVERIFY2(recorder.begin(header, &error), qPrintable(error));
        QVERIFY(recorder.runId() > 0);

        QRandomGenerator rng(5);
        qint64 recorded = 0;
        RunLibrary reader; // another connection, as the GUI would have
        QVERIFY2(reader.open(path, &error), qPrintable(error));
        for (int interval = 0; interval < 3; ++interval) {
            for (int i = 0; i < 200; ++i) {
                probe.first.record(10'000 + rng.bounded(5'000));
                probe.second.record(8'000 + rng.bounded(2'000));
                ++recorded;
            }
            probe.sent += 200;
            probe.lost = probe.sent / 10;
            QTest::qWait(70);
            collector.poll();
            // Committed already: the reader sees it while the run goes on.
            const std::optional<RunData> live = reader.load(recorder.runId(), &error);
            QVERIFY2(live, qPrintable(error));
            QCOMPARE(live->state, QStringLiteral("running"));
            QCOMPARE(live->channels.size(), size_t(2));
            QCOMPARE(live->channels[0].tag, QStringLiteral("latency"));
            QCOMPARE(live->channels[0].intervals.intervalCount(), qint64(interval + 1));
            QCOMPARE(live->channels[0].total.totalCount(), recorded);
            QCOMPARE(live->counter(QStringLiteral("sent")), probe.sent);
            QCOMPARE(reader.list().front().samples, recorded);
        }
        probe.current = ProbeState::Finished;
        collector.finish();
        QVERIFY2(recorder.finish(&error), qPrintable(error));
        QVERIFY(recorder.lastError().isEmpty());
        const std::optional<RunData> done = reader.load(QStringLiteral("recorded"), &error);
        QVERIFY2(done, qPrintable(error));
        QCOMPARE(done->state, QStringLiteral("finished"));
        QCOMPARE(done->kind, QStringLiteral("fake"));
        QCOMPARE(done->note, QStringLiteral("fake probe"));
        QCOMPARE(done->params.value(QStringLiteral("rate_hz")).toInt(), 100);
        QCOMPARE(done->counter(QStringLiteral("lost")), probe.sent / 10);
        QVERIFY(done->ended.isValid());
        for (const QString &tag : collector.tags()) {
            const RunChannel *channel = done->channel(tag);
            QVERIFY(channel);
            QCOMPARE(channel->total.totalCount(), collector.total(tag).totalCount());
            QCOMPARE(channel->total.valueAtPercentile(99), collector.total(tag).valueAtPercentile(99));
        }
    }

    void longRunLoadsBoundedAndReadsInFullOnRequest()
    {
        // 20,000 stored intervals (a day at 0.1 s holds 864,000): load() gives
        // the downsampled series, readIntervals() and intervalWindow() the rows.
        QTemporaryDir dir;
        RunLibrary library;
        QString error;
        QVERIFY2(library.open(dir.filePath(QStringLiteral("lib.sqlite")), &error), qPrintable(error));
        RunData run = sampleRun(QStringLiteral("long"), QStringLiteral("udp-echo"), QDateTime::currentDateTimeUtc());
        const qint64 id = library.store(run, &error);
        QVERIFY2(id > 0, qPrintable(error));
        constexpr int kRows = 20'000;
        constexpr int kSpike = 13'579;
        {
            RawDb raw(library.path());
            QVERIFY(raw.exec(QStringLiteral("DELETE FROM intervals WHERE run_id = ?"), {id}));
            QVERIFY(raw.exec(QStringLiteral("BEGIN")));
            for (int i = 0; i < kRows; ++i) {
                const qint64 max = i == kSpike ? 77'000'000 : 20'000 + i % 3;
                QVERIFY(raw.exec(QStringLiteral("INSERT INTO intervals (run_id, tag, start_s, length_s, count, "
                                                "p50_ns, p90_ns, p99_ns, p999_ns, max_ns) "
                                                "VALUES (?, 'latency', ?, 0.1, 100, 10000, 15000, 18000, 19000, ?)"),
                                 {id, 0.1 * i, max}));
            }
            QVERIFY(raw.exec(QStringLiteral("COMMIT")));
        }
        const std::optional<RunData> loaded = library.load(id, &error);
        QVERIFY2(loaded, qPrintable(error));
        const IntervalSeries &series = loaded->channel(QStringLiteral("latency"))->intervals;
        QCOMPARE(series.intervalCount(), qint64(kRows));
        QVERIFY(int(series.buckets().size()) <= series.capacity());
        QCOMPARE(series.worst().maxNs, qint64(77'000'000));
        QCOMPARE(series.worst().startS, 0.1 * kSpike);

        int rows = 0;
        double lastStart = -1;
        QVERIFY2(library.readIntervals(id, QStringLiteral("latency"), 0, -1,
                                       [&](const IntervalStats &s) {
                                           if (s.startS <= lastStart)
                                               return false;
                                           lastStart = s.startS;
                                           ++rows;
                                           return true;
                                       },
                                       &error),
                 qPrintable(error));
        QCOMPARE(rows, kRows);

        // Zoomed into 10 s around the spike: exact again (100 intervals).
        const IntervalSeries window =
            library.intervalWindow(id, QStringLiteral("latency"), 0.1 * kSpike - 5, 0.1 * kSpike + 5, 2048, &error);
        QVERIFY(window.exact());
        QVERIFY2(window.intervalCount() >= 100 && window.intervalCount() <= 102,
                 qPrintable(QString::number(window.intervalCount())));
        QCOMPARE(window.worst().maxNs, qint64(77'000'000));
        QVERIFY(window.startS() >= 0.1 * kSpike - 5.1 && window.endS() <= 0.1 * kSpike + 5.2);
        QVERIFY(library.intervalWindow(id, QStringLiteral("nope"), 0, -1, 16, &error).empty());
    }

    void trashHidesRestoresAndEmpties()
    {
        QTemporaryDir dir;
        RunLibrary library;
        QString error;
        QVERIFY2(library.open(dir.filePath(QStringLiteral("lib.sqlite")), &error), qPrintable(error));
        const QDateTime t0 = QDateTime::currentDateTimeUtc();
        const qint64 a = library.store(sampleRun(QStringLiteral("a"), QStringLiteral("udp-echo"), t0), &error);
        const qint64 b = library.store(sampleRun(QStringLiteral("b"), QStringLiteral("udp-echo"), t0), &error);
        QVERIFY2(a > 0 && b > 0, qPrintable(error));
        QVERIFY2(library.trash(a, &error), qPrintable(error));
        QCOMPARE(library.list().size(), size_t(1));
        QVERIFY(!library.load(a, &error));
        QVERIFY(!library.load(QStringLiteral("a"), &error));
        QVERIFY(!library.trash(a, &error)); // already there
        QVERIFY2(library.restore(a, &error), qPrintable(error));
        const std::optional<RunData> back = library.load(a, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->channels.front().intervals.intervalCount(), qint64(3));
        QVERIFY(!library.restore(a, &error)); // not in the trash any more

        // Emptying: only what was trashed long enough ago, only the ids given.
        QVERIFY(library.trash(a, &error) && library.trash(b, &error));
        QCOMPARE(library.emptyTrash(3'600'000, {}, &error), 0); // trashed just now
        QCOMPARE(library.emptyTrash(0, {b}, &error), 1);
        QVERIFY(!library.restore(b, &error));
        QVERIFY(library.restore(a, &error));
        RawDb raw(library.path());
        QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM intervals WHERE run_id = ?"), {b}).toInt(), 0);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM intervals WHERE run_id = ?"), {a}).toInt(), 3);
    }

    void runningRunOfAGoneProcessIsInterrupted()
    {
        QTemporaryDir dir;
        RunLibrary library;
        QString error;
        QVERIFY2(library.open(dir.filePath(QStringLiteral("lib.sqlite")), &error), qPrintable(error));
        RunData header;
        header.kind = QStringLiteral("fake");
        const qint64 alive = library.beginRun(header, &error);
        const qint64 killed = library.beginRun(header, &error);
        const qint64 rebooted = library.beginRun(header, &error);
        const qint64 elsewhere = library.beginRun(header, &error);
        QVERIFY2(alive > 0 && killed > 0 && rebooted > 0 && elsewhere > 0, qPrintable(error));
        const HdrHistogram h = randomHistogram(3, 100, 50'000);
        QVERIFY2(library.appendInterval(killed, QStringLiteral("latency"), QString(),
                                        statsOf(QStringLiteral("latency"), 0, h), h, &error),
                 qPrintable(error));
        {
            RawDb raw(library.path());
            QVERIFY(raw.exec(QStringLiteral("UPDATE runs SET pid = ? WHERE id = ?"), {deadPid(), killed}));
            QVERIFY(raw.exec(QStringLiteral("UPDATE runs SET boot_id = 'another-boot' WHERE id = ?"),
                             {rebooted}));
            QVERIFY(raw.exec(QStringLiteral("UPDATE runs SET host = 'another-host', pid = ? WHERE id = ?"),
                             {deadPid(), elsewhere}));
        }
        QCOMPARE(library.load(alive, &error)->state, QStringLiteral("running"));
        const std::optional<RunData> k = library.load(killed, &error);
        QCOMPARE(k->state, QStringLiteral("interrupted"));
        QCOMPARE(k->channels[0].total.totalCount(), int64_t(100));
        QCOMPARE(k->durationS, 1.0); // up to the end of its last interval
        QCOMPARE(library.load(rebooted, &error)->state, QStringLiteral("interrupted"));
        QCOMPARE(library.load(elsewhere, &error)->state, QStringLiteral("running")); // cannot know
        int interrupted = 0;
        for (const RunSummary &s : library.list())
            interrupted += s.state == QLatin1String("interrupted") ? 1 : 0;
        QCOMPARE(interrupted, 2);
    }

    void corruptIntervalBlobIsLeftOutWithAWarning()
    {
        QTemporaryDir dir;
        RunLibrary library;
        QString error;
        QVERIFY2(library.open(dir.filePath(QStringLiteral("lib.sqlite")), &error), qPrintable(error));
        RunData header;
        header.kind = QStringLiteral("fake");
        const qint64 id = library.beginRun(header, &error);
        const HdrHistogram a = randomHistogram(4, 100, 1000), b = randomHistogram(5, 300, 1000);
        QVERIFY(library.appendInterval(id, QStringLiteral("latency"), {},
                                       statsOf(QStringLiteral("latency"), 0, a), a, &error));
        QVERIFY(library.appendInterval(id, QStringLiteral("latency"), {},
                                       statsOf(QStringLiteral("latency"), 1, b), b, &error));
        {
            RawDb raw(library.path());
            QVERIFY(raw.exec(QStringLiteral("UPDATE intervals SET histogram = ? WHERE start_s = 0"),
                             {QByteArray("\x1c\x84\x93\x14garbage", 11)}));
        }
        const std::optional<RunData> run = library.load(id, &error);
        QVERIFY2(run, qPrintable(error));
        QCOMPARE(run->channels[0].intervals.intervalCount(), qint64(2));
        QCOMPARE(run->channels[0].total.totalCount(), int64_t(300));
        QVERIFY2(run->warning.contains(QStringLiteral("could not be read")), qPrintable(run->warning));
    }

    void badHeadersAreRefused()
    {
        QTemporaryDir dir;
        RunLibrary library;
        QString error;
        QVERIFY(library.open(dir.filePath(QStringLiteral("lib.sqlite")), &error));
        QCOMPARE(library.beginRun(RunData{}, &error), qint64(0));
        QVERIFY2(error.contains(QStringLiteral("kind")), qPrintable(error));
        const HdrHistogram h;
        QVERIFY(!library.appendInterval(12345, QStringLiteral("latency"), {}, IntervalStats{}, h, &error));
        QVERIFY(!library.finishRun(12345, RunData{}, &error));
        QVERIFY(!library.setNoteAndTags(12345, QStringLiteral("x"), {}, &error));
    }
};

QTEST_GUILESS_MAIN(TestRunLibrary)
#include "test_run_library.moc"
