// Copying stored runs between libraries (an SQLite file and a PostgreSQL
// database, either way): row by row, so every interval keeps its own
// histogram and a day-long run is never all in memory.

#include "core/library/run_library.h"

#include "core/library/run_library_impl.h"

#include <QSqlError>

namespace loopscope::core {

using namespace library_detail;

namespace {

// The run columns copied as they are (id is the destination's own).
const QString kRunColumns = QStringLiteral(
    "name, kind, title, params, note, fingerprint, started_ms, ended_ms, state, failure, warning, duration_s, "
    "pid, host, boot_id, samples, p50_ns, p99_ns, max_ns");
constexpr int kRunColumnCount = 19;

QString marks(int n)
{
    QStringList list;
    for (int i = 0; i < n; ++i)
        list << QStringLiteral("?");
    return list.join(QLatin1Char(','));
}

} // namespace

RunLibrary::CopyResult RunLibrary::copyRun(qint64 id, RunLibrary &to, QString *error) const
{
    CopyResult result;
    if (!d->isOpen || !to.d->isOpen) {
        fail(error, QStringLiteral("the library is not open"));
        return result;
    }
    QSqlQuery run(d->db);
    run.prepare(QStringLiteral("SELECT %1 FROM runs WHERE id = ? AND trashed_ms IS NULL").arg(kRunColumns));
    run.addBindValue(id);
    if (!run.exec()) {
        queryFail(error, QStringLiteral("cannot read run %1").arg(id), run);
        return result;
    }
    if (!run.next()) {
        fail(error, QStringLiteral("no run with id %1 in the library %2").arg(id).arg(d->path));
        return result;
    }
    QVariantList values;
    for (int i = 0; i < kRunColumnCount; ++i)
        values << run.value(i);
    // A run still marked running whose writer is gone is copied as what it is.
    values[8] = effectiveState(values[8].toString(), values[12].toLongLong(), values[13].toString(),
                               values[14].toString());

    // Already there (the same run copied before): name, start, host and pid.
    QSqlQuery existing(to.d->db);
    existing.prepare(QStringLiteral("SELECT id FROM runs WHERE name = ? AND started_ms = ? AND host = ? AND pid = ? "
                                    "AND trashed_ms IS NULL"));
    existing.addBindValue(values[0]);
    existing.addBindValue(values[6]);
    existing.addBindValue(values[13]);
    existing.addBindValue(values[12]);
    if (!existing.exec()) {
        queryFail(error, QStringLiteral("cannot read the library %1").arg(to.d->path), existing);
        return result;
    }
    if (existing.next()) {
        result.id = existing.value(0).toLongLong();
        result.alreadyThere = true;
        return result;
    }

    Transaction tx(to.d->db);
    if (!to.d->begin(tx, error))
        return result;
    QSqlQuery insert(to.d->db);
    insert.prepare(QStringLiteral("INSERT INTO runs (%1) VALUES (%2)%3")
                       .arg(kRunColumns, marks(kRunColumnCount),
                            to.d->postgres ? QStringLiteral(" RETURNING id") : QString()));
    for (const QVariant &v : std::as_const(values))
        insert.addBindValue(v);
    if (!insert.exec()) {
        queryFail(error, QStringLiteral("cannot store run %1 in %2").arg(id).arg(to.d->path), insert);
        return result;
    }
    const qint64 newId = to.d->postgres ? (insert.next() ? insert.value(0).toLongLong() : 0)
                                        : insert.lastInsertId().toLongLong();
    if (newId <= 0) {
        fail(error, QStringLiteral("the library %1 gave no id for the copied run").arg(to.d->path));
        return result;
    }

    // The run's other rows, table by table: the columns after run_id.
    struct Table
    {
        const char *name;
        const char *columns;
        int count;
        const char *order;
    };
    static const Table tables[] = {
        {"counters", "position, name, value", 3, "position"},
        {"channels", "position, tag, title, total", 4, "position"},
        {"tags", "tag", 1, "tag"},
        {"intervals", "tag, start_s, length_s, count, p50_ns, p90_ns, p99_ns, p999_ns, max_ns, histogram", 10, "id"},
    };
    for (const Table &table : tables) {
        const QString name = QString::fromLatin1(table.name);
        const QString columns = QString::fromLatin1(table.columns);
        QSqlQuery read(d->db);
        read.setForwardOnly(true);
        read.prepare(QStringLiteral("SELECT %1 FROM %2 WHERE run_id = ? ORDER BY %3")
                         .arg(columns, name, QString::fromLatin1(table.order)));
        read.addBindValue(id);
        if (!read.exec()) {
            queryFail(error, QStringLiteral("cannot read the %1 of run %2").arg(name).arg(id), read);
            return result;
        }
        QSqlQuery write(to.d->db);
        write.prepare(QStringLiteral("INSERT INTO %1 (run_id, %2) VALUES (?, %3)")
                          .arg(name, columns, marks(table.count)));
        while (read.next()) {
            write.addBindValue(newId);
            for (int i = 0; i < table.count; ++i)
                write.addBindValue(read.value(i));
            if (!write.exec()) {
                queryFail(error, QStringLiteral("cannot store the %1 of run %2 in %3").arg(name).arg(id).arg(to.d->path),
                          write);
                return result;
            }
            if (table.count == 10)
                ++result.intervals;
        }
    }
    if (!tx.commit(error))
        return result;
    result.id = newId;
    return result;
}

} // namespace loopscope::core
