#pragma once
// The layout of the result library and how older ones are brought forward,
// the same for its two homes: an SQLite file (one machine) and a PostgreSQL
// database (a fleet's shared library; DDL mapped to its types by dialect()).
// The version lives in PRAGMA user_version (SQLite) or the one-row table
// loopscope_schema (PostgreSQL, migrated under a session advisory lock so
// that writers opening it at once do not race):
//   0  an empty file (created now)
//   1  runs, counters, channels, intervals (histograms as V2 compressed blobs)
//   2  + tags table; + per-run summary columns (samples, p50/p99/max of the
//      first channel) so the list needs no histogram; backfilled from v1 data
// Each step runs in its own transaction together with its user_version bump,
// so a failed step leaves the file at the previous version.

#include "core/histogram/hdr_histogram.h"

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <optional>

namespace loopscope::core {

class LibrarySchema
{
public:
    static constexpr int kCurrentVersion = 3;

    // The statements that create the version-1 layout (what a v1 build wrote).
    // Exposed so tests can build a v1 file by hand.
    static QStringList version1Statements();

    static bool isPostgres(const QSqlDatabase &db);
    // A DDL statement written for SQLite, as db's driver needs it.
    static QString dialect(const QSqlDatabase &db, const QString &sqliteDdl);
    static constexpr qint64 kMigrationLockKey = 0x4c6f6f7073636f70; // "Loopscop"

    // Reads the schema version; -1 with *error when the file cannot be read
    // (not a database, locked, ...).
    static int readVersion(QSqlDatabase &db, QString *error);

    // Brings the open database to kCurrentVersion. Refuses a newer version and
    // an SQLite file with tables but no version (another program's database).
    static bool migrate(QSqlDatabase &db, QString *error);

    // Histograms are stored as V2 compressed blobs. Adds the histogram in
    // blob to *sum (created with the blob's configuration when empty); false,
    // leaving *sum as it was, when the blob does not decode. Any bytes are safe.
    static bool addStoredHistogram(std::optional<HdrHistogram> *sum, const QByteArray &blob,
                                   QString *error = nullptr);

    // Runs one statement; false with "<what failed>: <sqlite message>".
    static bool exec(QSqlDatabase &db, const QString &sql, QString *error);

private:
    static bool migrateUnlocked(QSqlDatabase &db, QString *error);
    static bool writeVersion(QSqlDatabase &db, int version, QString *error);
    static bool migrateTo1(QSqlDatabase &db, QString *error);
    static bool migrateTo2(QSqlDatabase &db, QString *error);
    static bool migrateTo3(QSqlDatabase &db, QString *error); // runs.trashed_ms (undoable delete)
};

} // namespace loopscope::core
