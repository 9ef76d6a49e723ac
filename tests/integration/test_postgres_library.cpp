// The shared result library in a real PostgreSQL server (started and stopped
// by the test): the same schema and migrations as the SQLite file, password
// logins through a libpq password file, many writers at once, runs listed by
// host, clear errors for a wrong password, a foreign database or a password
// in the URL, and `library copy` between SQLite and PostgreSQL both ways
// without losing an interval.

#include "app/cli/exit_codes.h"
#include "core/histogram/histogram_codec.h"
#include "core/library/library_schema.h"
#include "core/library/run_library.h"
#include "support/mosquitto_broker.h"
#include "support/postgres_server.h"
#include "support/test_support.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QSqlError>
#include <QSqlQuery>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>

using namespace loopscope;
using namespace loopscope::cli;
using namespace loopscope::testsupport;

namespace {

core::IntervalStats statsOf(const core::HdrHistogram &h, double startS, const QString &tag)
{
    return core::IntervalStats::of(tag, startS, 1.0, h);
}

// Writes a run as a probe would: header, `intervals` one-second intervals of
// 1,000 values each (interval i: values around (i + 1) * baseNs), finish.
qint64 writeRun(core::RunLibrary &library, const QString &name, int intervals, int64_t baseNs, QString *error,
                core::HdrHistogram *total = nullptr)
{
    core::RunData header;
    header.name = name;
    header.kind = QStringLiteral("udp-echo");
    header.title = QStringLiteral("UDP round trip");
    header.fingerprint = QJsonObject{{QStringLiteral("hostname"), QStringLiteral("bench-host")}};
    header.params = {{QStringLiteral("rate_hz"), 1000}};
    const qint64 id = library.beginRun(header, error);
    if (id <= 0)
        return 0;
    core::HdrHistogram sum;
    for (int i = 0; i < intervals; ++i) {
        core::HdrHistogram h;
        for (int v = 0; v < 1000; ++v)
            h.record((i + 1) * baseNs + v * 37);
        sum.add(h);
        if (!library.appendInterval(id, QStringLiteral("latency"), QStringLiteral("round trip"),
                                    statsOf(h, i, QStringLiteral("latency")), h,
                                    {{QStringLiteral("sent"), qint64(1000 * (i + 1))}}, error))
            return 0;
    }
    core::RunData final = header;
    final.state = QStringLiteral("finished");
    final.durationS = intervals;
    final.ended = QDateTime::currentDateTime();
    final.counters = {{QStringLiteral("sent"), qint64(1000 * intervals)}, {QStringLiteral("lost"), 0}};
    core::RunChannel channel;
    channel.tag = QStringLiteral("latency");
    channel.title = QStringLiteral("round trip");
    channel.total = sum;
    final.channels.push_back(std::move(channel));
    if (!library.finishRun(id, final, error))
        return 0;
    if (total)
        *total = sum;
    return id;
}

QProcessEnvironment envWith(const QString &passFile)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PGPASSFILE"), passFile);
    return env;
}

} // namespace

class TestPostgresLibrary : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!PostgresServer::available())
            QSKIP("PostgreSQL server binaries are not installed (Debian: postgresql)");
        if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
            QFAIL("Qt's PostgreSQL driver is missing (Debian: libqt6sql6-psql, in scripts/debian-packages.txt)");
        QString error;
        QVERIFY2(m_server.start(&error), qPrintable(error));
        m_passFile = m_server.writePassFile();
        QVERIFY(!m_passFile.isEmpty());
        qputenv("PGPASSFILE", m_passFile.toLocal8Bit());
    }

    void cleanupTestCase() { m_server.stop(); }

    void opensAnEmptyDatabaseAtTheCurrentSchema()
    {
        QString error;
        QVERIFY2(m_server.createDatabase(QStringLiteral("fresh"), &error), qPrintable(error));
        core::RunLibrary library;
        QVERIFY2(library.open(m_server.url(QStringLiteral("fresh")), &error), qPrintable(error));
        QVERIFY(library.isOpen());
        QCOMPARE(library.path(), m_server.url(QStringLiteral("fresh")));
        QString out;
        QVERIFY(m_server.psql(QStringLiteral("fresh"), QStringLiteral("SELECT version FROM loopscope_schema"), &out));
        QCOMPARE(out.trimmed().toInt(), core::RunLibrary::schemaVersion());
        // Opened again: nothing to migrate, same version.
        library.close();
        QVERIFY2(library.open(m_server.url(QStringLiteral("fresh")), &error), qPrintable(error));
        QVERIFY(m_server.psql(QStringLiteral("fresh"), QStringLiteral("SELECT count(*) FROM loopscope_schema"), &out));
        QCOMPARE(out.trimmed(), QStringLiteral("1"));
    }

    void writesAndReadsRunsAsTheSqliteLibraryDoes()
    {
        QString error;
        QVERIFY2(m_server.createDatabase(QStringLiteral("rw"), &error), qPrintable(error));
        core::RunLibrary library;
        QVERIFY2(library.open(m_server.url(QStringLiteral("rw")), &error), qPrintable(error));
        core::HdrHistogram total;
        const qint64 id = writeRun(library, QStringLiteral("pg-run"), 5, 20'000, &error, &total);
        QVERIFY2(id > 0, qPrintable(error));

        const std::optional<core::RunData> run = library.load(QStringLiteral("pg-run"), &error);
        QVERIFY2(run, qPrintable(error));
        QCOMPARE(run->id, id);
        QCOMPARE(run->state, QStringLiteral("finished"));
        QCOMPARE(run->params.value(QStringLiteral("rate_hz")).toInt(), 1000);
        const core::RunChannel *channel = run->channel(QStringLiteral("latency"));
        QVERIFY(channel);
        QCOMPARE(channel->intervals.intervalCount(), qint64(5));
        QCOMPARE(channel->total.totalCount(), total.totalCount());
        QCOMPARE(channel->total.valueAtPercentile(99), total.valueAtPercentile(99));
        QCOMPARE(channel->total.max(), total.max());
        QCOMPARE(run->counters.size(), size_t(2));

        // The list's summary columns and the host of the run.
        std::vector<core::RunSummary> runs = library.list();
        QCOMPARE(runs.size(), size_t(1));
        QCOMPARE(runs.front().samples, qint64(total.totalCount()));
        QCOMPARE(runs.front().p99Ns, qint64(total.valueAtPercentile(99)));
        QVERIFY(!runs.front().host.isEmpty());
        core::RunFilter byHost;
        byHost.host = runs.front().host;
        QCOMPARE(library.list(byHost).size(), size_t(1));
        byHost.host = QStringLiteral("no-such-host");
        QCOMPARE(library.list(byHost).size(), size_t(0));

        // Every stored interval, streamed, with its percentiles.
        int seen = 0;
        QVERIFY2(library.readIntervals(
                     id, QStringLiteral("latency"), 0, -1,
                     [&](const core::IntervalStats &s) {
                         ++seen;
                         return s.count == 1000;
                     },
                     &error),
                 qPrintable(error));
        QCOMPARE(seen, 5);

        // Notes, tags, the undoable delete.
        QVERIFY2(library.setNoteAndTags(id, QStringLiteral("on the shared library"),
                                        {QStringLiteral("fleet"), QStringLiteral("fleet"), QStringLiteral("pg")},
                                        &error),
                 qPrintable(error));
        core::RunFilter byText;
        byText.text = QStringLiteral("FLEET");
        QCOMPARE(library.list(byText).size(), size_t(1));
        QVERIFY2(library.trash(id, &error), qPrintable(error));
        QCOMPARE(library.list().size(), size_t(0));
        QVERIFY2(library.restore(id, &error), qPrintable(error));
        QCOMPARE(library.list().front().tags, (QStringList{QStringLiteral("fleet"), QStringLiteral("pg")}));
        QVERIFY2(library.trash(id, &error), qPrintable(error));
        QCOMPARE(library.emptyTrash(0, {}, &error), 1);
        QString out;
        QVERIFY(m_server.psql(QStringLiteral("rw"), QStringLiteral("SELECT count(*) FROM intervals"), &out));
        QCOMPARE(out.trimmed(), QStringLiteral("0")); // deleted with their run (ON DELETE CASCADE)
    }

    // Agents store their own runs in one database at the same moment: the
    // first one to open an empty database migrates it, the others wait for
    // that (advisory lock), and every run lands with its own id.
    void manyWritersAtOnce()
    {
        QString error;
        QVERIFY2(m_server.createDatabase(QStringLiteral("crowd"), &error), qPrintable(error));
        constexpr int kWriters = 6;
        constexpr int kRunsEach = 3;
        std::atomic<int> ready{0};
        std::vector<QString> errors(kWriters);
        std::vector<std::thread> writers;
        for (int w = 0; w < kWriters; ++w)
            writers.emplace_back([&, w] {
                core::RunLibrary library; // one connection per thread
                ready.fetch_add(1);
                while (ready.load() < kWriters)
                    std::this_thread::yield();
                QString why;
                if (!library.open(m_server.url(QStringLiteral("crowd")), &why)) {
                    errors[w] = QStringLiteral("open: ") + why;
                    return;
                }
                for (int r = 0; r < kRunsEach; ++r)
                    if (writeRun(library, QStringLiteral("writer-%1-run-%2").arg(w).arg(r), 3, 10'000 * (w + 1),
                                 &why) <= 0) {
                        errors[w] = why;
                        return;
                    }
            });
        for (std::thread &t : writers)
            t.join();
        for (int w = 0; w < kWriters; ++w)
            QVERIFY2(errors[w].isEmpty(), qPrintable(QStringLiteral("writer %1: %2").arg(w).arg(errors[w])));
        core::RunLibrary reader;
        QVERIFY2(reader.open(m_server.url(QStringLiteral("crowd")), &error), qPrintable(error));
        const std::vector<core::RunSummary> runs = reader.list();
        QCOMPARE(int(runs.size()), kWriters * kRunsEach);
        for (const core::RunSummary &r : runs) {
            QCOMPARE(r.samples, qint64(3000));
            QCOMPARE(r.state, QStringLiteral("finished"));
        }
        QString out;
        QVERIFY(m_server.psql(QStringLiteral("crowd"), QStringLiteral("SELECT count(*) FROM intervals"), &out));
        QCOMPARE(out.trimmed().toInt(), kWriters * kRunsEach * 3);
    }

    // A database left at schema 1 (as an older Loopscope made it) is brought
    // forward by the same migration steps as an SQLite file.
    void migratesAnOlderSchema()
    {
        QString error;
        QVERIFY2(m_server.createDatabase(QStringLiteral("old"), &error), qPrintable(error));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("hand-made"));
            db.setHostName(m_server.host());
            db.setPort(m_server.port());
            db.setDatabaseName(QStringLiteral("old"));
            db.setUserName(m_server.user());
            QVERIFY2(db.open(), qPrintable(db.lastError().text()));
            for (const QString &sql : core::LibrarySchema::version1Statements())
                QVERIFY2(core::LibrarySchema::exec(db, core::LibrarySchema::dialect(db, sql), &error), qPrintable(error));
            QVERIFY(core::LibrarySchema::exec(db, QStringLiteral("CREATE TABLE loopscope_schema (version INTEGER NOT NULL)"), &error));
            QVERIFY(core::LibrarySchema::exec(db, QStringLiteral("INSERT INTO loopscope_schema VALUES (1)"), &error));
            QVERIFY(core::LibrarySchema::exec(db, QStringLiteral("INSERT INTO runs (name, kind, started_ms, state) VALUES ('v1-run', 'udp-echo', 1700000000000, 'finished')"), &error));
            QVERIFY(core::LibrarySchema::exec(db, QStringLiteral("INSERT INTO channels (run_id, position, tag) VALUES (1, 0, 'latency')"), &error));
            core::HdrHistogram h;
            for (int i = 1; i <= 100; ++i)
                h.record(i * 1000);
            QSqlQuery q(db);
            q.prepare(QStringLiteral("INSERT INTO intervals (run_id, tag, start_s, length_s, count, p50_ns, p90_ns, p99_ns, p999_ns, max_ns, histogram) VALUES (1, 'latency', 0, 1, 100, 0, 0, 0, 0, 0, ?)"));
            q.addBindValue(core::HistogramCodec::encodeCompressed(h));
            QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("hand-made"));

        core::RunLibrary library;
        QVERIFY2(library.open(m_server.url(QStringLiteral("old")), &error), qPrintable(error));
        QString out;
        QVERIFY(m_server.psql(QStringLiteral("old"), QStringLiteral("SELECT version FROM loopscope_schema"), &out));
        QCOMPARE(out.trimmed().toInt(), core::RunLibrary::schemaVersion());
        const std::vector<core::RunSummary> runs = library.list();
        QCOMPARE(runs.size(), size_t(1));
        QCOMPARE(runs.front().samples, qint64(100)); // backfilled from the interval's histogram
        QVERIFY(qAbs(runs.front().maxNs - 100'000) < 100);
    }

    void refusesAnotherProgramsDatabase()
    {
        QString error;
        QVERIFY2(m_server.createDatabase(QStringLiteral("foreign"), &error), qPrintable(error));
        QVERIFY(m_server.psql(QStringLiteral("foreign"), QStringLiteral("CREATE TABLE inventory (id int); ALTER TABLE inventory OWNER TO loopscope")));
        core::RunLibrary library;
        QVERIFY(!library.open(m_server.url(QStringLiteral("foreign")), &error));
        QVERIFY2(error.contains(QLatin1String("not a Loopscope library")), qPrintable(error));
        QString out;
        QVERIFY(m_server.psql(QStringLiteral("foreign"), QStringLiteral("SELECT to_regclass('runs') IS NULL"), &out));
        QCOMPARE(out.trimmed(), QStringLiteral("t")); // nothing was created
    }

    void badLoginsAndUrlsGiveClearErrors()
    {
        core::RunLibrary library;
        QString error;
        // A wrong password in the password file.
        const QString wrong = QDir(m_dir.path()).filePath(QStringLiteral("wrong-pgpass"));
        {
            QFile file(wrong);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QStringLiteral("*:*:*:%1:not-the-password\n").arg(m_server.user()).toUtf8());
            file.close();
            file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        }
        QVERIFY(!library.open(m_server.url() + QStringLiteral("?passfile=") + wrong, &error));
        QVERIFY2(error.contains(QLatin1String("password authentication failed")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("password file")), qPrintable(error));
        // No password at all.
        const QString empty = QDir(m_dir.path()).filePath(QStringLiteral("empty-pgpass"));
        QFile(empty).open(QIODevice::WriteOnly);
        QVERIFY(!library.open(m_server.url() + QStringLiteral("?passfile=") + empty, &error));
        QVERIFY2(error.contains(QLatin1String("PGPASSFILE")), qPrintable(error));
        // A password in the URL is refused before anything connects.
        QVERIFY(!library.open(QStringLiteral("postgresql://loopscope:%1@127.0.0.1:%2/loopscope")
                                  .arg(m_server.password())
                                  .arg(m_server.port()),
                              &error));
        QVERIFY2(error.contains(QLatin1String("password file")), qPrintable(error));
        QVERIFY2(!error.contains(m_server.password()), qPrintable(error));
        // Nothing listening.
        QVERIFY(!library.open(QStringLiteral("postgresql://loopscope@127.0.0.1:%1/loopscope")
                                  .arg(freeLoopbackPort()),
                              &error));
        QVERIFY2(error.contains(QLatin1String("is PostgreSQL running")), qPrintable(error));
        // No database named.
        QVERIFY(!library.open(QStringLiteral("postgresql://loopscope@127.0.0.1"), &error));
        QVERIFY2(error.contains(QLatin1String("names no database")), qPrintable(error));
        QVERIFY(!library.isOpen());
    }

    // SQLite -> PostgreSQL -> SQLite with `library copy`: every run and
    // interval arrives, percentiles unchanged; a second copy copies nothing.
    // A bench run stores straight into PostgreSQL and lists by host.
    void cliCopiesBetweenSqliteAndPostgres()
    {
        QString error;
        QVERIFY2(m_server.createDatabase(QStringLiteral("copy"), &error), qPrintable(error));
        const QString sqlite = QDir(m_dir.path()).filePath(QStringLiteral("local.sqlite"));
        const QString back = QDir(m_dir.path()).filePath(QStringLiteral("back.sqlite"));
        {
            core::RunLibrary local;
            QVERIFY2(local.open(sqlite, &error), qPrintable(error));
            QVERIFY(writeRun(local, QStringLiteral("copied-a"), 4, 15'000, &error) > 0);
            QVERIFY(writeRun(local, QStringLiteral("copied-b"), 7, 45'000, &error) > 0);
        }
        const QString pg = m_server.url(QStringLiteral("copy"));
        const QProcessEnvironment env = envWith(m_passFile);
        CliResult r = runCli({QStringLiteral("library"), QStringLiteral("copy"), sqlite, pg}, 60000, env);
        QVERIFY2(r.exitCode == kExitSuccess, qPrintable(describe(r)));
        QVERIFY2(r.out.contains(QLatin1String("copied 2 runs (11 intervals)")), qPrintable(describe(r)));
        r = runCli({QStringLiteral("library"), QStringLiteral("copy"), sqlite, pg}, 60000, env);
        QVERIFY2(r.exitCode == kExitSuccess, qPrintable(describe(r)));
        QVERIFY2(r.out.contains(QLatin1String("copied 0 runs")) && r.out.contains(QLatin1String("2 already there")),
                 qPrintable(describe(r)));

        // A real measurement stored straight into the shared library.
        r = runCli({QStringLiteral("bench"), QStringLiteral("udp"), QStringLiteral("--sim"), QStringLiteral("--duration"),
                    QStringLiteral("1"), QStringLiteral("--name"), QStringLiteral("straight-to-pg"),
                    QStringLiteral("--library"), pg},
                   60000, env);
        QVERIFY2(r.exitCode == kExitSuccess, qPrintable(describe(r)));
        QVERIFY2(!r.err.contains(QLatin1String("not stored")), qPrintable(describe(r)));

        r = runCli({QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--library"), pg, QStringLiteral("--json")},
                   60000, env);
        QVERIFY2(r.exitCode == kExitSuccess, qPrintable(describe(r)));
        const QJsonArray all = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("runs")).toArray();
        QCOMPARE(all.size(), 3);
        const QString host = all.at(0).toObject().value(QStringLiteral("host")).toString();
        QVERIFY(!host.isEmpty());
        r = runCli({QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--library"), pg, QStringLiteral("--host"),
                    QStringLiteral("elsewhere"), QStringLiteral("--json")},
                   60000, env);
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("runs")).toArray().size(), 0);

        r = runCli({QStringLiteral("library"), QStringLiteral("copy"), pg, back, QStringLiteral("--host"), host}, 60000, env);
        QVERIFY2(r.exitCode == kExitSuccess, qPrintable(describe(r)));
        QVERIFY2(r.out.contains(QLatin1String("copied 3 runs")), qPrintable(describe(r)));

        core::RunLibrary original, copy;
        QVERIFY2(original.open(sqlite, &error), qPrintable(error));
        QVERIFY2(copy.open(back, &error), qPrintable(error));
        for (const char *name : {"copied-a", "copied-b"}) {
            const std::optional<core::RunData> a = original.load(QString::fromLatin1(name), &error);
            const std::optional<core::RunData> b = copy.load(QString::fromLatin1(name), &error);
            QVERIFY2(a && b, qPrintable(error));
            const core::RunChannel *ca = a->channel(QStringLiteral("latency"));
            const core::RunChannel *cb = b->channel(QStringLiteral("latency"));
            QVERIFY(ca && cb);
            QCOMPARE(cb->intervals.intervalCount(), ca->intervals.intervalCount());
            QCOMPARE(cb->total.totalCount(), ca->total.totalCount());
            for (double p : {50.0, 99.0, 99.9, 100.0})
                QCOMPARE(cb->total.valueAtPercentile(p), ca->total.valueAtPercentile(p));
            QCOMPARE(b->counters.size(), a->counters.size());
            QCOMPARE(b->started.toMSecsSinceEpoch(), a->started.toMSecsSinceEpoch());
        }
        const std::optional<core::RunData> measured = copy.load(QStringLiteral("straight-to-pg"), &error);
        QVERIFY2(measured, qPrintable(error));
        QVERIFY(measured->channel(QStringLiteral("latency"))->total.totalCount() > 100);

        // Bad arguments: usage errors, nothing written.
        r = runCli({QStringLiteral("library"), QStringLiteral("copy"), sqlite}, 60000, env);
        QCOMPARE(r.exitCode, kExitUsage);
        r = runCli({QStringLiteral("library"), QStringLiteral("copy"), QDir(m_dir.path()).filePath(QStringLiteral("none.sqlite")), back}, 60000, env);
        QCOMPARE(r.exitCode, kExitUsage);
    }

private:
    static quint16 freeLoopbackPort() { return freeLoopbackTcpPort(); }

    PostgresServer m_server;
    QTemporaryDir m_dir;
    QString m_passFile;
};

QTEST_GUILESS_MAIN(TestPostgresLibrary)
#include "test_postgres_library.moc"
