#pragma once
// Private parts of RunLibrary shared by run_library.cpp (opening, writing)
// and run_library_read.cpp (listing, loading). Not for other users.

#include "core/library/run_library.h"

#include <QDateTime>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

#include <map>
#include <optional>

namespace loopscope::core {

namespace library_detail {

bool fail(QString *error, const QString &message);
bool queryFail(QString *error, const QString &what, const QSqlQuery &query);
QString currentHost();
QString currentBootId();
// A run still marked running whose writer is provably gone (same host, and
// another boot or a vanished pid) was crashed or killed: "interrupted".
QString effectiveState(const QString &state, qint64 pid, const QString &host, const QString &bootId);
QString toJsonText(const QJsonObject &object);
QJsonObject fromJsonText(const QString &text);
QVariant msOrNull(const QDateTime &time);
// A text value for a NOT NULL column: a null QString binds as NULL, so it becomes ''.
QVariant textValue(const QString &text);

// Commits on commit(); rolls back when it goes out of scope otherwise.
class Transaction
{
public:
    explicit Transaction(QSqlDatabase &db);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;
    bool started() const { return m_active; }
    bool commit(QString *error);

private:
    QSqlDatabase &m_db;
    bool m_active = false;
};

} // namespace library_detail

struct RunLibrary::Impl
{
    QString connectionName;
    QString path;
    QSqlDatabase db;
    bool isOpen = false;
    bool postgres = false; // a shared PostgreSQL library, not an SQLite file

    // The first channel of each run being written, with its running total:
    // keeps the list's summary columns current after every interval.
    struct LiveRun
    {
        QString firstTag;
        std::optional<HdrHistogram> total;
    };
    std::map<qint64, LiveRun> live;

    Impl();
    void closeConnection();
    bool begin(library_detail::Transaction &tx, QString *error);

    qint64 insertRun(const RunData &run, qint64 pid, const QString &host, const QString &bootId,
                     QString *error);
    bool writeCounters(qint64 runId, const std::vector<ProbeCounter> &counters, bool replace, QString *error);
    bool writeTags(qint64 runId, const QStringList &tags, QString *error);
    bool ensureChannel(qint64 runId, const QString &tag, const QString &title, QString *error);
    bool storeTotal(qint64 runId, const QString &tag, const QString &title, const HdrHistogram &total,
                    QString *error);
    bool insertInterval(qint64 runId, const IntervalStats &stats, const HdrHistogram *histogram,
                        QString *error);
    bool writeSummary(qint64 runId, const HdrHistogram &h, QString *error);
    QString firstTag(qint64 runId);
};

} // namespace loopscope::core
