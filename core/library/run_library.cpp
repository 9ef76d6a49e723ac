#include "core/library/run_library.h"

#include "core/histogram/histogram_codec.h"
#include "core/library/library_schema.h"
#include "core/library/run_library_impl.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QSysInfo>
#include <QUrl>
#include <QUrlQuery>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <unistd.h>

namespace loopscope::core {

namespace library_detail {

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

bool queryFail(QString *error, const QString &what, const QSqlQuery &query)
{
    return fail(error, QStringLiteral("%1: %2").arg(what, query.lastError().text()));
}

QString currentHost()
{
    return QSysInfo::machineHostName();
}

QString currentBootId()
{
    QFile file(QStringLiteral("/proc/sys/kernel/random/boot_id"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromLatin1(file.readAll()).trimmed();
}

bool processAlive(qint64 pid)
{
    if (pid <= 0)
        return false;
    return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM;
}

QString effectiveState(const QString &state, qint64 pid, const QString &host, const QString &bootId)
{
    if (state != QLatin1String("running") || host.isEmpty() || host != currentHost())
        return state;
    const QString boot = currentBootId();
    if (!bootId.isEmpty() && !boot.isEmpty() && bootId != boot)
        return QStringLiteral("interrupted");
    return processAlive(pid) ? state : QStringLiteral("interrupted");
}

QString toJsonText(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QJsonObject fromJsonText(const QString &text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

QVariant msOrNull(const QDateTime &time)
{
    return time.isValid() ? QVariant(time.toMSecsSinceEpoch()) : QVariant(QMetaType(QMetaType::LongLong));
}

Transaction::Transaction(QSqlDatabase &db) : m_db(db)
{
    m_active = m_db.transaction();
}

Transaction::~Transaction()
{
    if (m_active)
        m_db.rollback();
}

bool Transaction::commit(QString *error)
{
    m_active = false;
    if (m_db.commit())
        return true;
    const QString why = m_db.lastError().text();
    m_db.rollback();
    return fail(error, QStringLiteral("cannot commit to the library: %1").arg(why));
}

QVariant textValue(const QString &text)
{
    return text.isNull() ? QVariant(QString(QLatin1String(""))) : QVariant(text);
}

} // namespace library_detail

namespace {
std::atomic<int> g_connectionSerial{0};
} // namespace

using namespace library_detail;

RunLibrary::Impl::Impl()
    : connectionName(QStringLiteral("loopscope-library-%1").arg(g_connectionSerial.fetch_add(1)))
{
}

void RunLibrary::Impl::closeConnection()
{
    if (db.isValid())
        db.close();
    db = QSqlDatabase();
    if (QSqlDatabase::contains(connectionName))
        QSqlDatabase::removeDatabase(connectionName);
    isOpen = false;
    postgres = false;
    live.clear();
}

bool RunLibrary::Impl::begin(Transaction &tx, QString *error)
{
    if (!isOpen)
        return fail(error, QStringLiteral("the library is not open"));
    if (!tx.started())
        return fail(error, QStringLiteral("cannot start a transaction: %1").arg(db.lastError().text()));
    return true;
}

qint64 RunLibrary::Impl::insertRun(const RunData &run, qint64 pid, const QString &host, const QString &bootId,
                                   QString *error)
{
    if (run.kind.trimmed().isEmpty()) {
        fail(error, QStringLiteral("a run needs a probe kind"));
        return 0;
    }
    const QDateTime started = run.started.isValid() ? run.started : QDateTime::currentDateTime();
    const QString name =
        !run.name.trimmed().isEmpty()
            ? run.name.trimmed()
            : QStringLiteral("%1-%2").arg(run.kind, started.toString(QStringLiteral("yyyyMMdd-HHmmss")));
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "INSERT INTO runs (name, kind, title, params, note, fingerprint, started_ms, ended_ms, "
        "state, failure, warning, duration_s, pid, host, boot_id) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)%1")
                  .arg(postgres ? QStringLiteral(" RETURNING id") : QString()));
    q.addBindValue(textValue(name));
    q.addBindValue(textValue(run.kind));
    q.addBindValue(textValue(run.title));
    q.addBindValue(toJsonText(QJsonObject::fromVariantMap(run.params)));
    q.addBindValue(textValue(run.note));
    q.addBindValue(toJsonText(run.fingerprint));
    q.addBindValue(started.toMSecsSinceEpoch());
    q.addBindValue(msOrNull(run.ended));
    q.addBindValue(run.state.isEmpty() ? QStringLiteral("running") : run.state);
    q.addBindValue(textValue(run.failureReason));
    q.addBindValue(textValue(run.warning));
    q.addBindValue(run.durationS);
    q.addBindValue(pid);
    q.addBindValue(textValue(host));
    q.addBindValue(textValue(bootId));
    if (!q.exec()) {
        queryFail(error, QStringLiteral("cannot store the run"), q);
        return 0;
    }
    if (postgres)
        return q.next() ? q.value(0).toLongLong() : 0;
    return q.lastInsertId().toLongLong();
}

bool RunLibrary::Impl::writeCounters(qint64 runId, const std::vector<ProbeCounter> &counters, bool replace,
                                     QString *error)
{
    if (replace) {
        QSqlQuery del(db);
        del.prepare(QStringLiteral("DELETE FROM counters WHERE run_id = ?"));
        del.addBindValue(runId);
        if (!del.exec())
            return queryFail(error, QStringLiteral("cannot store the counters"), del);
    }
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO counters (run_id, position, name, value) VALUES (?, ?, ?, ?) "
                             "ON CONFLICT (run_id, name) DO UPDATE SET value = excluded.value"));
    for (size_t i = 0; i < counters.size(); ++i) {
        q.addBindValue(runId);
        q.addBindValue(qint64(i));
        q.addBindValue(textValue(counters[i].name));
        q.addBindValue(counters[i].value);
        if (!q.exec())
            return queryFail(error, QStringLiteral("cannot store counter '%1'").arg(counters[i].name), q);
    }
    return true;
}

bool RunLibrary::Impl::writeTags(qint64 runId, const QStringList &tags, QString *error)
{
    QSqlQuery del(db);
    del.prepare(QStringLiteral("DELETE FROM tags WHERE run_id = ?"));
    del.addBindValue(runId);
    if (!del.exec())
        return queryFail(error, QStringLiteral("cannot store the tags"), del);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO tags (run_id, tag) VALUES (?, ?) ON CONFLICT DO NOTHING"));
    for (const QString &tag : tags) {
        if (tag.trimmed().isEmpty())
            continue;
        q.addBindValue(runId);
        q.addBindValue(textValue(tag.trimmed()));
        if (!q.exec())
            return queryFail(error, QStringLiteral("cannot store tag '%1'").arg(tag), q);
    }
    return true;
}

bool RunLibrary::Impl::ensureChannel(qint64 runId, const QString &tag, const QString &title, QString *error)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO channels (run_id, position, tag, title) "
                             "VALUES (?, (SELECT count(*) FROM channels WHERE run_id = ?), ?, ?) "
                             "ON CONFLICT DO NOTHING"));
    q.addBindValue(runId);
    q.addBindValue(runId);
    q.addBindValue(textValue(tag));
    q.addBindValue(textValue(title));
    if (!q.exec())
        return queryFail(error, QStringLiteral("cannot store channel '%1' of run %2").arg(tag).arg(runId), q);
    return true;
}

bool RunLibrary::Impl::storeTotal(qint64 runId, const QString &tag, const QString &title,
                                  const HdrHistogram &total, QString *error)
{
    if (!ensureChannel(runId, tag, title, error))
        return false;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE channels SET total = ?, title = CASE WHEN ? = '' THEN title ELSE ? END "
                             "WHERE run_id = ? AND tag = ?"));
    q.addBindValue(HistogramCodec::encodeCompressed(total));
    q.addBindValue(textValue(title));
    q.addBindValue(textValue(title));
    q.addBindValue(runId);
    q.addBindValue(textValue(tag));
    if (!q.exec())
        return queryFail(error, QStringLiteral("cannot store the histogram of channel '%1'").arg(tag), q);
    return true;
}

bool RunLibrary::Impl::insertInterval(qint64 runId, const IntervalStats &s, const HdrHistogram *histogram,
                                      QString *error)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "INSERT INTO intervals (run_id, tag, start_s, length_s, count, p50_ns, p90_ns, p99_ns, "
        "p999_ns, max_ns, histogram) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(runId);
    q.addBindValue(textValue(s.tag));
    q.addBindValue(s.startS);
    q.addBindValue(s.lengthS);
    q.addBindValue(s.count);
    q.addBindValue(s.p50Ns);
    q.addBindValue(s.p90Ns);
    q.addBindValue(s.p99Ns);
    q.addBindValue(s.p999Ns);
    q.addBindValue(s.maxNs);
    q.addBindValue(histogram ? QVariant(HistogramCodec::encodeCompressed(*histogram))
                             : QVariant(QMetaType(QMetaType::QByteArray)));
    if (!q.exec())
        return queryFail(error, QStringLiteral("cannot store an interval of run %1").arg(runId), q);
    return true;
}

bool RunLibrary::Impl::writeSummary(qint64 runId, const HdrHistogram &h, QString *error)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE runs SET samples = ?, p50_ns = ?, p99_ns = ?, max_ns = ? WHERE id = ?"));
    const bool empty = h.totalCount() == 0;
    q.addBindValue(qint64(h.totalCount()));
    q.addBindValue(empty ? qint64(0) : qint64(h.valueAtPercentile(50)));
    q.addBindValue(empty ? qint64(0) : qint64(h.valueAtPercentile(99)));
    q.addBindValue(empty ? qint64(0) : qint64(h.max()));
    q.addBindValue(runId);
    if (!q.exec())
        return queryFail(error, QStringLiteral("cannot store the summary of run %1").arg(runId), q);
    return true;
}

QString RunLibrary::Impl::firstTag(qint64 runId)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT tag FROM channels WHERE run_id = ? ORDER BY position LIMIT 1"));
    q.addBindValue(runId);
    return q.exec() && q.next() ? q.value(0).toString() : QString();
}

// --- RunLibrary -------------------------------------------------------------

RunLibrary::RunLibrary() : d(std::make_unique<Impl>()) {}

RunLibrary::~RunLibrary()
{
    close();
}

QString RunLibrary::defaultPath()
{
    const QString fromEnv = qEnvironmentVariable("LOOPSCOPE_LIBRARY");
    if (!fromEnv.isEmpty())
        return fromEnv;
    // One library for the GUI and the CLI: a folder of its own under the
    // generic data location, not the per-application one (the CLI and the GUI
    // have different application names).
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
        .filePath(QStringLiteral("loopscope/library.sqlite"));
}

bool RunLibrary::isDatabaseUrl(const QString &path)
{
    return path.startsWith(QLatin1String("postgresql://")) || path.startsWith(QLatin1String("postgres://"));
}

QString RunLibrary::runsFolderFor(const QString &libraryPath)
{
    // A shared library keeps only rows; a run's files stay on the machine
    // that made them.
    if (isDatabaseUrl(libraryPath))
        return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
            .filePath(QStringLiteral("loopscope/runs"));
    return QFileInfo(libraryPath).absoluteDir().filePath(QStringLiteral("runs"));
}

QString RunLibrary::sqliteVersion()
{
    // An in-memory database of its own, on this thread's connection name.
    static std::atomic<int> counter{0};
    const QString name = QStringLiteral("loopscope-sqlite-version-%1").arg(counter.fetch_add(1));
    QString version;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(QStringLiteral(":memory:"));
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(QStringLiteral("SELECT sqlite_version()")) && query.next())
                version = QStringLiteral("SQLite %1").arg(query.value(0).toString());
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return version.isEmpty() ? QStringLiteral("SQLite (driver not available)") : version;
}

int RunLibrary::schemaVersion()
{
    return LibrarySchema::kCurrentVersion;
}

namespace {
constexpr int kPageCacheKiB = 512;
} // namespace

bool RunLibrary::openPostgres(const QString &urlText, QString *error)
{
    const QUrl url(urlText, QUrl::StrictMode);
    const QString shown = url.isValid() ? url.toString(QUrl::RemovePassword) : urlText;
    const auto refuse = [&](const QString &message) {
        d->closeConnection();
        return fail(error, QStringLiteral("cannot open the library %1: %2").arg(shown, message));
    };
    if (!url.isValid() || url.host().isEmpty())
        return refuse(QStringLiteral("not a PostgreSQL URL (postgresql://USER@HOST[:PORT]/DATABASE)"));
    if (!url.password().isEmpty())
        return refuse(QStringLiteral("a password in the URL would show in the process list and the shell's "
                                     "history; put it in a libpq password file instead (PGPASSFILE=FILE, "
                                     "~/.pgpass, or ?passfile=FILE in the URL)"));
    const QString database = url.path().mid(1);
    if (database.isEmpty() || database.contains(QLatin1Char('/')))
        return refuse(QStringLiteral("the URL names no database (postgresql://USER@HOST/DATABASE)"));
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
        return refuse(QStringLiteral("Qt's PostgreSQL driver is not installed (Debian: libqt6sql6-psql)"));

    d->db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), d->connectionName);
    d->db.setHostName(url.host());
    d->db.setPort(url.port(5432));
    d->db.setDatabaseName(database);
    if (!url.userName().isEmpty())
        d->db.setUserName(url.userName());
    // libpq reads the password itself: ?passfile=, else $PGPASSFILE, else
    // ~/.pgpass. Other URL parameters (sslmode, sslrootcert, ...) are
    // libpq's connection options, passed on as they are.
    QStringList options{QStringLiteral("connect_timeout=5"),
                        QStringLiteral("application_name=loopscope")};
    for (const auto &[key, value] : QUrlQuery(url).queryItems(QUrl::FullyDecoded)) {
        if (key.contains(QLatin1Char('=')) || key.contains(QLatin1Char(';')) || value.contains(QLatin1Char(';')))
            return refuse(QStringLiteral("bad URL parameter '%1'").arg(key));
        if (key == QLatin1String("password"))
            return refuse(QStringLiteral("no password in the URL, please: use a libpq password file "
                                         "(PGPASSFILE=FILE or ?passfile=FILE)"));
        options << QStringLiteral("%1=%2").arg(key, value);
    }
    d->db.setConnectOptions(options.join(QLatin1Char(';')));
    if (!d->db.open()) {
        const QString why = d->db.lastError().databaseText().trimmed().isEmpty() ? d->db.lastError().text()
                                                                              : d->db.lastError().databaseText();
        QString hint;
        if (why.contains(QLatin1String("no password supplied")))
            hint = QStringLiteral(" (the server wants a password: give it in a libpq password file, "
                                  "PGPASSFILE=FILE or ~/.pgpass, mode 0600)");
        else if (why.contains(QLatin1String("password authentication failed")))
            hint = QStringLiteral(" (check the password in the password file: PGPASSFILE, ~/.pgpass or ?passfile=)");
        else if (why.contains(QLatin1String("Connection refused")))
            hint = QStringLiteral(" (is PostgreSQL running on %1:%2 and listening there?)").arg(url.host()).arg(url.port(5432));
        return refuse(why.trimmed() + hint);
    }
    QString why;
    // Session settings: every writer's timestamps in UTC ms (stored as
    // numbers already); a stuck lock gives an error rather than a hang.
    // The server's notices ("already exists, skipping") are not for the user.
    if (!LibrarySchema::exec(d->db, QStringLiteral("SET lock_timeout = '15s'"), &why) ||
        !LibrarySchema::exec(d->db, QStringLiteral("SET client_min_messages = warning"), &why) ||
        !LibrarySchema::migrate(d->db, &why))
        return refuse(why);
    d->postgres = true;
    d->path = shown;
    d->isOpen = true;
    return true;
}

bool RunLibrary::open(const QString &path, QString *error)
{
    close();
    if (path.trimmed().isEmpty())
        return fail(error, QStringLiteral("no library path given"));
    if (isDatabaseUrl(path.trimmed()))
        return openPostgres(path.trimmed(), error);
    const QFileInfo info(path);
    const QString folder = info.absolutePath();
    if (!QFileInfo(folder).isDir() && !QDir().mkpath(folder))
        return fail(error, QStringLiteral("cannot create the library folder %1").arg(folder));
    if (!QFileInfo(folder).isWritable())
        return fail(error, QStringLiteral("the library folder %1 is not writable").arg(folder));
    if (info.exists()) {
        if (info.isDir())
            return fail(error, QStringLiteral("the library path %1 is a folder, not a file").arg(path));
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return fail(error,
                        QStringLiteral("cannot read the library %1: %2").arg(path, file.errorString()));
        const QByteArray head = file.read(16);
        if (info.size() > 0 && head != QByteArray("SQLite format 3\0", 16))
            return fail(error,
                        QStringLiteral("%1 is not a Loopscope library (not an SQLite database); it was "
                                       "not changed")
                            .arg(path));
        if (!info.isWritable())
            return fail(error, QStringLiteral("the library %1 is read-only").arg(path));
    }

    d->db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), d->connectionName);
    d->db.setDatabaseName(path);
    d->db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    QString why;
    const auto abandon = [&](const QString &message) {
        d->closeConnection();
        return fail(error, QStringLiteral("cannot open the library %1: %2").arg(path, message));
    };
    if (!d->db.open())
        return abandon(d->db.lastError().text());
    if (!LibrarySchema::exec(d->db, QStringLiteral("PRAGMA foreign_keys = ON"), &why))
        return abandon(why);
    // The schema check comes first: it refuses foreign or newer files before
    // anything (even the journal mode) is written.
    if (!LibrarySchema::migrate(d->db, &why))
        return abandon(why);
    QSqlQuery wal(d->db);
    if (!wal.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !wal.next())
        return abandon(wal.lastError().text());
    if (wal.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0)
        return abandon(QStringLiteral("the file system does not support the WAL journal (got '%1')")
                           .arg(wal.value(0).toString()));
    // Durable against a killed process after every commit; an fsync per
    // interval is not needed for that.
    if (!LibrarySchema::exec(d->db, QStringLiteral("PRAGMA synchronous = NORMAL"), &why))
        return abandon(why);
    // A small, fixed page cache (SQLite's default is 2,000 KiB per
    // connection): a run appends its intervals and reads little back, and a
    // day-long run's memory then stops growing within its first minutes.
    if (!LibrarySchema::exec(d->db, QStringLiteral("PRAGMA cache_size = -%1").arg(kPageCacheKiB), &why))
        return abandon(why);
    d->path = path;
    d->isOpen = true;
    return true;
}

bool RunLibrary::isOpen() const
{
    return d->isOpen;
}

QString RunLibrary::path() const
{
    return d->path;
}

void RunLibrary::close()
{
    d->closeConnection();
    d->path.clear();
}

// --- writing ----------------------------------------------------------------

bool RunLibrary::remove(qint64 id, QString *error)
{
    Transaction tx(d->db);
    if (!d->begin(tx, error))
        return false;
    QSqlQuery q(d->db);
    q.prepare(QStringLiteral("DELETE FROM runs WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return queryFail(error, QStringLiteral("cannot delete run %1").arg(id), q);
    if (q.numRowsAffected() == 0)
        return fail(error, QStringLiteral("no run with id %1 in the library %2").arg(id).arg(d->path));
    d->live.erase(id);
    return tx.commit(error);
}

bool RunLibrary::setTrashed(qint64 id, bool trashed, QString *error)
{
    QSqlQuery q(d->db);
    q.prepare(trashed ? QStringLiteral("UPDATE runs SET trashed_ms = ? WHERE id = ? AND trashed_ms IS NULL")
                      : QStringLiteral("UPDATE runs SET trashed_ms = NULL WHERE id = ? AND trashed_ms IS NOT NULL"));
    if (trashed)
        q.addBindValue(QDateTime::currentMSecsSinceEpoch());
    q.addBindValue(id);
    if (!q.exec())
        return queryFail(error, QStringLiteral("cannot %1 run %2").arg(trashed ? "delete" : "restore").arg(id), q);
    if (q.numRowsAffected() == 0)
        return fail(error, trashed ? QStringLiteral("no run with id %1 in the library %2").arg(id).arg(d->path)
                                   : QStringLiteral("run %1 is not in the trash of the library %2")
                                         .arg(id)
                                         .arg(d->path));
    return true;
}

bool RunLibrary::trash(qint64 id, QString *error)
{
    return setTrashed(id, true, error);
}

bool RunLibrary::restore(qint64 id, QString *error)
{
    return setTrashed(id, false, error);
}

int RunLibrary::emptyTrash(qint64 olderThanMs, const QList<qint64> &ids, QString *error)
{
    QString sql = QStringLiteral("DELETE FROM runs WHERE trashed_ms IS NOT NULL AND trashed_ms <= ?");
    if (!ids.isEmpty()) {
        QStringList marks;
        for (qsizetype i = 0; i < ids.size(); ++i)
            marks << QStringLiteral("?");
        sql += QStringLiteral(" AND id IN (%1)").arg(marks.join(QLatin1Char(',')));
    }
    QSqlQuery q(d->db);
    q.prepare(sql);
    q.addBindValue(QDateTime::currentMSecsSinceEpoch() - std::max<qint64>(olderThanMs, 0));
    for (const qint64 id : ids)
        q.addBindValue(id);
    if (!q.exec()) {
        queryFail(error, QStringLiteral("cannot empty the trash"), q);
        return -1;
    }
    for (const qint64 id : ids)
        d->live.erase(id);
    return q.numRowsAffected();
}

bool RunLibrary::setNoteAndTags(qint64 id, const QString &note, const QStringList &tags, QString *error)
{
    Transaction tx(d->db);
    if (!d->begin(tx, error))
        return false;
    QSqlQuery q(d->db);
    q.prepare(QStringLiteral("UPDATE runs SET note = ? WHERE id = ?"));
    q.addBindValue(textValue(note));
    q.addBindValue(id);
    if (!q.exec())
        return queryFail(error, QStringLiteral("cannot store the note of run %1").arg(id), q);
    if (q.numRowsAffected() == 0)
        return fail(error, QStringLiteral("no run with id %1 in the library %2").arg(id).arg(d->path));
    return d->writeTags(id, tags, error) && tx.commit(error);
}

qint64 RunLibrary::beginRun(const RunData &header, QString *error)
{
    Transaction tx(d->db);
    if (!d->begin(tx, error))
        return 0;
    RunData row = header;
    row.state = QStringLiteral("running");
    row.ended = QDateTime();
    const qint64 id = d->insertRun(row, qint64(::getpid()), currentHost(), currentBootId(), error);
    if (id <= 0)
        return 0;
    for (const RunChannel &channel : header.channels)
        if (!d->ensureChannel(id, channel.tag, channel.title, error))
            return 0;
    if (!d->writeCounters(id, header.counters, false, error) || !d->writeTags(id, header.tags, error))
        return 0;
    if (!tx.commit(error))
        return 0;
    return id;
}

bool RunLibrary::appendInterval(qint64 runId, const QString &tag, const QString &title,
                                const IntervalStats &stats, const HdrHistogram &interval, QString *error)
{
    return appendInterval(runId, tag, title, stats, interval, {}, error);
}

bool RunLibrary::appendInterval(qint64 runId, const QString &tag, const QString &title,
                                const IntervalStats &stats, const HdrHistogram &interval,
                                const std::vector<ProbeCounter> &counters, QString *error)
{
    Transaction tx(d->db);
    if (!d->begin(tx, error))
        return false;
    IntervalStats s = stats;
    s.tag = tag;
    if (!d->ensureChannel(runId, tag, title, error) || !d->insertInterval(runId, s, &interval, error))
        return false;
    if (!counters.empty() && !d->writeCounters(runId, counters, false, error))
        return false;
    QSqlQuery duration(d->db);
    // (CASE, not SQLite's two-argument max(): the same SQL for PostgreSQL)
    duration.prepare(
        QStringLiteral("UPDATE runs SET duration_s = CASE WHEN duration_s < ? THEN ? ELSE duration_s END WHERE id = ?"));
    duration.addBindValue(s.startS + s.lengthS);
    duration.addBindValue(s.startS + s.lengthS);
    duration.addBindValue(runId);
    if (!duration.exec())
        return queryFail(error, QStringLiteral("cannot update run %1").arg(runId), duration);

    // The list's summary follows the first channel as the run goes.
    auto it = d->live.find(runId);
    if (it == d->live.end())
        it = d->live.emplace(runId, Impl::LiveRun{d->firstTag(runId), std::nullopt}).first;
    Impl::LiveRun &live = it->second;
    std::optional<HdrHistogram> updated;
    if (live.firstTag == tag) {
        updated = live.total ? *live.total
                             : HdrHistogram(interval.lowestTrackable(), interval.highestTrackable(),
                                            interval.significantDigits());
        updated->add(interval);
        if (!d->writeSummary(runId, *updated, error))
            return false;
    }
    if (!tx.commit(error))
        return false;
    if (updated)
        live.total = std::move(updated);
    return true;
}

bool RunLibrary::finishRun(qint64 runId, const RunData &final, QString *error)
{
    Transaction tx(d->db);
    if (!d->begin(tx, error))
        return false;
    const QString state = final.state.isEmpty() || final.state == QLatin1String("running")
                              ? QStringLiteral("finished")
                              : final.state;
    QSqlQuery q(d->db);
    q.prepare(QStringLiteral("UPDATE runs SET state = ?, failure = ?, warning = ?, ended_ms = ?, "
                             "duration_s = CASE WHEN ? > 0 THEN ? ELSE duration_s END WHERE id = ?"));
    q.addBindValue(state);
    q.addBindValue(textValue(final.failureReason));
    q.addBindValue(textValue(final.warning));
    q.addBindValue((final.ended.isValid() ? final.ended : QDateTime::currentDateTime()).toMSecsSinceEpoch());
    q.addBindValue(final.durationS);
    q.addBindValue(final.durationS);
    q.addBindValue(runId);
    if (!q.exec())
        return queryFail(error, QStringLiteral("cannot finish run %1").arg(runId), q);
    if (q.numRowsAffected() == 0)
        return fail(error, QStringLiteral("no run with id %1 in the library %2").arg(runId).arg(d->path));
    if (!d->writeCounters(runId, final.counters, true, error))
        return false;
    for (const RunChannel &channel : final.channels)
        if (channel.total.totalCount() > 0 &&
            !d->storeTotal(runId, channel.tag, channel.title, channel.total, error))
            return false;
    const QString first = d->firstTag(runId);
    if (const RunChannel *channel = final.channel(first); channel && channel->total.totalCount() > 0)
        if (!d->writeSummary(runId, channel->total, error))
            return false;
    if (!tx.commit(error))
        return false;
    d->live.erase(runId);
    return true;
}

qint64 RunLibrary::store(const RunData &run, QString *error)
{
    Transaction tx(d->db);
    if (!d->begin(tx, error))
        return 0;
    RunData row = run;
    if (row.state.isEmpty() || row.state == QLatin1String("running"))
        row.state = QStringLiteral("finished");
    const QString host = run.fingerprint.value(QStringLiteral("hostname")).toString();
    const qint64 id = d->insertRun(row, 0, host, QString(), error);
    if (id <= 0)
        return 0;
    if (!d->writeCounters(id, run.counters, false, error) || !d->writeTags(id, run.tags, error))
        return 0;
    for (const RunChannel &channel : run.channels) {
        if (!d->storeTotal(id, channel.tag, channel.title, channel.total, error))
            return 0;
        // One row per bucket: the intervals themselves while the series is
        // exact (a run built in memory), else each bucket's highest
        // statistics over its span.
        for (const IntervalBucket &b : channel.intervals.buckets()) {
            IntervalStats s = b.high;
            s.tag = channel.tag;
            s.startS = b.startS;
            s.lengthS = b.endS - b.startS;
            s.count = b.count;
            if (!d->insertInterval(id, s, nullptr, error))
                return 0;
        }
    }
    if (!run.channels.empty() && !d->writeSummary(id, run.channels.front().total, error))
        return 0;
    if (!tx.commit(error))
        return 0;
    return id;
}

} // namespace loopscope::core
