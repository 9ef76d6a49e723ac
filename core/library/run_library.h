#pragma once
// The result library: every run in one SQLite file in the user's data folder
// (QStandardPaths::GenericDataLocation/loopscope/library.sqlite — the same
// file for the GUI and loopscope-cli — unless a path is given;
// LOOPSCOPE_LIBRARY overrides it). The schema is
// versioned (PRAGMA user_version) and migrated forward on open; a newer
// schema than this build knows is refused with a clear message.
//
// Runs are written as they go: beginRun() stores the parameters and the
// fingerprint, every closed interval is committed (WAL, one transaction per
// interval), finishRun() stores counters and the final state. A run whose
// process crashed or was killed keeps everything up to its last interval and
// is listed as "interrupted".
//
// One RunLibrary per thread (QSqlDatabase connections are per thread).

#include "core/library/run_data.h"

#include <QString>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace loopscope::core {

struct RunFilter
{
    QString kind;        // empty = any
    QString text;        // matches name, note, tags (case-insensitive); empty = any
    QString host;        // the host that made the run (exact); empty = any
    QDateTime from, to;  // invalid = open
    int limit = 0;       // 0 = no limit; newest first
};

// One row of the list (no histograms: cheap to load thousands).
struct RunSummary
{
    qint64 id = 0;
    QString name, kind, title, state, note;
    QDateTime started;
    double durationS = 0;
    qint64 samples = 0;      // count of the first channel
    qint64 p50Ns = 0, p99Ns = 0, maxNs = 0; // of the first channel
    QString host;            // fingerprint hostname
    QStringList tags;
};

class RunLibrary
{
public:
    RunLibrary();
    ~RunLibrary();
    RunLibrary(const RunLibrary &) = delete;
    RunLibrary &operator=(const RunLibrary &) = delete;

    // $LOOPSCOPE_LIBRARY, else GenericDataLocation/loopscope/library.sqlite.
    static QString defaultPath();
    // The folder for the files of runs stored in the library at path (one
    // sub-folder per run): "runs" beside the library file.
    static QString runsFolderFor(const QString &libraryPath);
    // postgresql://USER@HOST[:PORT]/DATABASE[?libpq options]: a shared
    // library in PostgreSQL (same schema and migrations as the SQLite file;
    // the password from a libpq password file, never from the URL).
    static bool isDatabaseUrl(const QString &path);
    static QString sqliteVersion(); // "SQLite 3.40.1" (the library behind the Qt Sql driver)
    static int schemaVersion();   // the version this build writes

    // Opens (creating and migrating as needed). False with a clear message
    // (unwritable folder, not a database, newer schema, ...).
    bool open(const QString &path, QString *error);
    bool isOpen() const;
    QString path() const;
    void close();

    std::vector<RunSummary> list(const RunFilter &filter = {}, QString *error = nullptr) const;
    // By id ("42") or by exact name; the newest run of that name wins.
    std::optional<RunData> load(const QString &idOrName, QString *error) const;
    std::optional<RunData> load(qint64 id, QString *error) const;
    // Every stored interval of run id, in order, one at a time (a day-long
    // run is never all in memory): of one channel (tag) or of all (empty
    // tag), those that overlap fromS..toS (seconds since the start; toS < 0:
    // to the end). each returns false to stop early.
    bool readIntervals(qint64 id, const QString &tag, double fromS, double toS,
                       const std::function<bool(const IntervalStats &)> &each, QString *error) const;
    // The intervals of one channel between fromS and toS, downsampled to at
    // most `buckets` (a chart zoomed into part of a long run).
    IntervalSeries intervalWindow(qint64 id, const QString &tag, double fromS, double toS, int buckets,
                                  QString *error) const;
    // Deletes run id for good (with its intervals, channels, counters, tags).
    bool remove(qint64 id, QString *error);
    // Undoable delete: trash() hides the run from list() and load() at once
    // and keeps every row; restore() brings it back as it was; emptyTrash()
    // deletes for good the trashed runs (of ids, or all when ids is empty)
    // that were trashed at least olderThanMs ago. Returns how many, or -1.
    bool trash(qint64 id, QString *error);
    bool restore(qint64 id, QString *error);
    int emptyTrash(qint64 olderThanMs, const QList<qint64> &ids, QString *error);
    bool setNoteAndTags(qint64 id, const QString &note, const QStringList &tags, QString *error);

    // Writing a run as it goes (used through RunRecorder below).
    qint64 beginRun(const RunData &header, QString *error); // stores the header; returns the id
    bool appendInterval(qint64 runId, const QString &tag, const QString &title, const IntervalStats &stats,
                        const HdrHistogram &interval, QString *error);
    // The same, and stores the probe's counters as they are now in the same
    // transaction (so a killed run keeps them); RunRecorder uses this one.
    bool appendInterval(qint64 runId, const QString &tag, const QString &title, const IntervalStats &stats,
                        const HdrHistogram &interval, const std::vector<ProbeCounter> &counters, QString *error);
    bool finishRun(qint64 runId, const RunData &final, QString *error); // state, counters, ended, warning

    // Copies stored run id (every row: counters, channels, tags, each
    // interval with its histogram) into the library `to`, which may be of the
    // other kind (SQLite <-> PostgreSQL). A run already there (same name,
    // start, host and process) is not copied again.
    struct CopyResult
    {
        qint64 id = 0;             // in `to`; 0 when the copy failed (*error)
        bool alreadyThere = false; // copied before: nothing written
        qint64 intervals = 0;      // interval rows copied
    };
    CopyResult copyRun(qint64 id, RunLibrary &to, QString *error) const;

    // Stores a complete run in one go (imports, tests). Returns the id.
    qint64 store(const RunData &run, QString *error);

private:
    bool openPostgres(const QString &url, QString *error);
    bool setTrashed(qint64 id, bool trashed, QString *error);

    struct Impl;
    std::unique_ptr<Impl> d;
};

// Connects a RunCollector to the library: every interval the collector
// closes is appended to the run (see RunCollector::setIntervalSink).
class RunRecorder
{
public:
    RunRecorder(RunLibrary &library, RunCollector &collector, LatencyProbe &probe);
    ~RunRecorder();
    // Stores the header (name, kind, params, note, fingerprint, started).
    bool begin(const RunData &header, QString *error);
    // After collector.finish(): counters, state, failure, warning, ended.
    bool finish(QString *error);
    qint64 runId() const;
    QString lastError() const; // an interval that could not be stored (disk full, ...)

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::core
