#include "core/library/library_schema.h"

#include "core/histogram/histogram_codec.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace loopscope::core {

namespace {

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

// The first channel's histogram of a v1 run: its stored total, else the sum of
// its interval blobs. Blobs that do not decode are skipped.
std::optional<HdrHistogram> firstChannelHistogram(QSqlDatabase &db, qint64 runId)
{
    QSqlQuery channel(db);
    channel.prepare(
        QStringLiteral("SELECT tag, total FROM channels WHERE run_id = ? ORDER BY position LIMIT 1"));
    channel.addBindValue(runId);
    if (!channel.exec() || !channel.next())
        return std::nullopt;
    const QString tag = channel.value(0).toString();
    if (!channel.value(1).isNull())
        if (auto total = HistogramCodec::decode(channel.value(1).toByteArray()))
            return total;
    QSqlQuery intervals(db);
    intervals.prepare(QStringLiteral("SELECT histogram FROM intervals WHERE run_id = ? AND tag = ? "
                                     "AND histogram IS NOT NULL ORDER BY id"));
    intervals.addBindValue(runId);
    intervals.addBindValue(tag);
    if (!intervals.exec())
        return std::nullopt;
    std::optional<HdrHistogram> sum;
    while (intervals.next())
        LibrarySchema::addStoredHistogram(&sum,
                                          intervals.value(0).toByteArray()); // unreadable ones are skipped
    return sum;
}

} // namespace

QStringList LibrarySchema::version1Statements()
{
    return {
        QStringLiteral("CREATE TABLE runs ("
                       " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                       " name TEXT NOT NULL,"
                       " kind TEXT NOT NULL,"
                       " title TEXT NOT NULL DEFAULT '',"
                       " params TEXT NOT NULL DEFAULT '{}',"
                       " note TEXT NOT NULL DEFAULT '',"
                       " fingerprint TEXT NOT NULL DEFAULT '{}',"
                       " started_ms INTEGER NOT NULL,"
                       " ended_ms INTEGER,"
                       " state TEXT NOT NULL,"
                       " failure TEXT NOT NULL DEFAULT '',"
                       " warning TEXT NOT NULL DEFAULT '',"
                       " duration_s REAL NOT NULL DEFAULT 0,"
                       " pid INTEGER NOT NULL DEFAULT 0,"
                       " host TEXT NOT NULL DEFAULT '',"
                       " boot_id TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE INDEX runs_by_started ON runs(started_ms)"),
        QStringLiteral("CREATE INDEX runs_by_name ON runs(name)"),
        QStringLiteral("CREATE TABLE counters ("
                       " run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
                       " position INTEGER NOT NULL,"
                       " name TEXT NOT NULL,"
                       " value INTEGER NOT NULL,"
                       " PRIMARY KEY (run_id, name))"),
        QStringLiteral("CREATE TABLE channels ("
                       " run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
                       " position INTEGER NOT NULL,"
                       " tag TEXT NOT NULL,"
                       " title TEXT NOT NULL DEFAULT '',"
                       " total BLOB,"
                       " PRIMARY KEY (run_id, tag))"),
        QStringLiteral("CREATE TABLE intervals ("
                       " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                       " run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
                       " tag TEXT NOT NULL,"
                       " start_s REAL NOT NULL,"
                       " length_s REAL NOT NULL,"
                       " count INTEGER NOT NULL,"
                       " p50_ns INTEGER NOT NULL, p90_ns INTEGER NOT NULL, p99_ns INTEGER NOT NULL,"
                       " p999_ns INTEGER NOT NULL, max_ns INTEGER NOT NULL,"
                       " histogram BLOB)"),
        QStringLiteral("CREATE INDEX intervals_by_run ON intervals(run_id, tag, id)"),
    };
}

bool LibrarySchema::addStoredHistogram(std::optional<HdrHistogram> *sum, const QByteArray &blob,
                                       QString *error)
{
    std::optional<HdrHistogram> h = HistogramCodec::decode(blob, error);
    if (!h)
        return false;
    if (!*sum) {
        *sum = std::move(h);
        return true;
    }
    (*sum)->add(*h);
    return true;
}

bool LibrarySchema::exec(QSqlDatabase &db, const QString &sql, QString *error)
{
    QSqlQuery query(db);
    if (!query.exec(sql))
        return fail(error, QStringLiteral("%1: %2").arg(sql.section(QLatin1Char('('), 0, 0).trimmed(),
                                                        query.lastError().text()));
    return true;
}

bool LibrarySchema::isPostgres(const QSqlDatabase &db)
{
    return db.driverName() == QLatin1String("QPSQL");
}

QString LibrarySchema::dialect(const QSqlDatabase &db, const QString &sqliteDdl)
{
    if (!isPostgres(db))
        return sqliteDdl;
    // The one set of DDL, written for SQLite, in PostgreSQL's types: SQLite's
    // INTEGER is 64-bit and its REAL is a double; PostgreSQL's are not.
    QString sql = sqliteDdl;
    sql.replace(QLatin1String("INTEGER PRIMARY KEY AUTOINCREMENT"), QLatin1String("BIGSERIAL PRIMARY KEY"));
    sql.replace(QLatin1String(" INTEGER"), QLatin1String(" BIGINT"));
    sql.replace(QLatin1String(" REAL"), QLatin1String(" DOUBLE PRECISION"));
    sql.replace(QLatin1String(" BLOB"), QLatin1String(" BYTEA"));
    return sql;
}

int LibrarySchema::readVersion(QSqlDatabase &db, QString *error)
{
    QSqlQuery query(db);
    if (isPostgres(db)) {
        // PostgreSQL has no user_version: a one-row table of its own.
        if (!query.exec(QStringLiteral("SELECT to_regclass('loopscope_schema') IS NOT NULL")) || !query.next()) {
            fail(error, query.lastError().text());
            return -1;
        }
        if (!query.value(0).toBool())
            return 0;
        if (!query.exec(QStringLiteral("SELECT max(version) FROM loopscope_schema")) || !query.next()) {
            fail(error, query.lastError().text());
            return -1;
        }
        return query.value(0).toInt();
    }
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next()) {
        fail(error, query.lastError().text());
        return -1;
    }
    return query.value(0).toInt();
}

bool LibrarySchema::writeVersion(QSqlDatabase &db, int version, QString *error)
{
    if (!isPostgres(db))
        return exec(db, QStringLiteral("PRAGMA user_version = %1").arg(version), error);
    return exec(db, QStringLiteral("CREATE TABLE IF NOT EXISTS loopscope_schema (version INTEGER NOT NULL)"), error) &&
           exec(db, QStringLiteral("DELETE FROM loopscope_schema"), error) &&
           exec(db, QStringLiteral("INSERT INTO loopscope_schema (version) VALUES (%1)").arg(version), error);
}

namespace {

// Tables in the database that are not the library's (a file or database of
// another program): -1 when it cannot be read.
int foreignTableCount(QSqlDatabase &db, QString *error)
{
    QSqlQuery tables(db);
    const QString sql = LibrarySchema::isPostgres(db)
                            ? QStringLiteral("SELECT count(*) FROM information_schema.tables "
                                             "WHERE table_schema = current_schema()")
                            : QStringLiteral("SELECT count(*) FROM sqlite_master");
    if (!tables.exec(sql) || !tables.next()) {
        fail(error, tables.lastError().text());
        return -1;
    }
    return tables.value(0).toInt();
}

} // namespace

bool LibrarySchema::migrate(QSqlDatabase &db, QString *error)
{
    if (!isPostgres(db))
        return migrateUnlocked(db, error);
    // Many writers share one PostgreSQL library: the first to open it
    // migrates while the others wait here, then find it done. A session
    // lock, taken before any transaction begins, so that each transaction
    // below starts after the previous holder's commit and sees its tables.
    if (!exec(db, QStringLiteral("SELECT pg_advisory_lock(%1)").arg(kMigrationLockKey), error))
        return false;
    const bool ok = migrateUnlocked(db, error);
    QString ignored;
    exec(db, QStringLiteral("SELECT pg_advisory_unlock(%1)").arg(kMigrationLockKey), &ignored);
    return ok;
}

bool LibrarySchema::migrateUnlocked(QSqlDatabase &db, QString *error)
{
    const QString what = isPostgres(db) ? QStringLiteral("a PostgreSQL database") : QStringLiteral("an SQLite database");
    const int version = readVersion(db, error);
    if (version < 0)
        return false;
    if (version > kCurrentVersion)
        return fail(error,
                    QStringLiteral("the library was written by a newer Loopscope (schema version %1; this "
                                   "build knows up to %2); it was not changed")
                        .arg(version)
                        .arg(kCurrentVersion));
    if (version == 0) {
        const int foreign = foreignTableCount(db, error);
        if (foreign < 0)
            return false;
        if (foreign > 0)
            return fail(error, QStringLiteral("%1, but not a Loopscope library (it has tables and no schema "
                                              "version); it was not changed")
                                   .arg(what));
    }
    using Step = bool (*)(QSqlDatabase &, QString *);
    static const Step steps[] = {&LibrarySchema::migrateTo1, &LibrarySchema::migrateTo2,
                                &LibrarySchema::migrateTo3};
    for (int target = version + 1; target <= kCurrentVersion; ++target) {
        if (!db.transaction())
            return fail(error, QStringLiteral("cannot start the migration to schema %1: %2")
                                   .arg(target)
                                   .arg(db.lastError().text()));
        QString why;
        const bool ok = steps[target - 1](db, &why) && writeVersion(db, target, &why);
        if (!ok || !db.commit()) {
            if (ok)
                why = db.lastError().text();
            db.rollback();
            return fail(error, QStringLiteral("migrating the library to schema %1 failed (left at %2): %3")
                                   .arg(target)
                                   .arg(target - 1)
                                   .arg(why));
        }
    }
    return true;
}

bool LibrarySchema::migrateTo1(QSqlDatabase &db, QString *error)
{
    for (const QString &sql : version1Statements())
        if (!exec(db, dialect(db, sql), error))
            return false;
    return true;
}

bool LibrarySchema::migrateTo3(QSqlDatabase &db, QString *error)
{
    // A deleted run is first moved to the trash (trashed_ms set), so that
    // Undo puts it back as it was, however long the run; the trash is
    // emptied for good later (RunLibrary::emptyTrash).
    return exec(db, dialect(db, QStringLiteral("ALTER TABLE runs ADD COLUMN trashed_ms INTEGER")), error);
}

bool LibrarySchema::migrateTo2(QSqlDatabase &db, QString *error)
{
    static const char *const statements[] = {
        "CREATE TABLE tags ("
        " run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
        " tag TEXT NOT NULL,"
        " PRIMARY KEY (run_id, tag))",
        "CREATE INDEX tags_by_tag ON tags(tag)",
        "ALTER TABLE runs ADD COLUMN samples INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE runs ADD COLUMN p50_ns INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE runs ADD COLUMN p99_ns INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE runs ADD COLUMN max_ns INTEGER NOT NULL DEFAULT 0",
    };
    for (const char *sql : statements)
        if (!exec(db, dialect(db, QString::fromLatin1(sql)), error))
            return false;

    // Backfill the summary of every existing run from its histograms.
    QSqlQuery runs(db);
    if (!runs.exec(QStringLiteral("SELECT id FROM runs")))
        return fail(error, runs.lastError().text());
    std::vector<qint64> ids;
    while (runs.next())
        ids.push_back(runs.value(0).toLongLong());
    for (const qint64 id : ids) {
        const std::optional<HdrHistogram> h = firstChannelHistogram(db, id);
        if (!h || h->totalCount() == 0)
            continue;
        QSqlQuery update(db);
        update.prepare(
            QStringLiteral("UPDATE runs SET samples = ?, p50_ns = ?, p99_ns = ?, max_ns = ? WHERE id = ?"));
        update.addBindValue(qint64(h->totalCount()));
        update.addBindValue(qint64(h->valueAtPercentile(50)));
        update.addBindValue(qint64(h->valueAtPercentile(99)));
        update.addBindValue(qint64(h->max()));
        update.addBindValue(id);
        if (!update.exec())
            return fail(error, update.lastError().text());
    }
    return true;
}

} // namespace loopscope::core
