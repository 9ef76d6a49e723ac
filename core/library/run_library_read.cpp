#include "core/library/run_library.h"

#include "core/histogram/histogram_codec.h"
#include "core/library/library_schema.h"
#include "core/library/run_library_impl.h"

#include <QSqlError>

namespace loopscope::core {

using namespace library_detail;

// --- reading ----------------------------------------------------------------

namespace {

// Columns 0-8 of "SELECT tag, start_s, length_s, count, p50_ns, p90_ns,
// p99_ns, p999_ns, max_ns ... FROM intervals".
IntervalStats intervalFromRow(const QSqlQuery &q)
{
    IntervalStats s;
    s.tag = q.value(0).toString();
    s.startS = q.value(1).toDouble();
    s.lengthS = q.value(2).toDouble();
    s.count = q.value(3).toLongLong();
    s.p50Ns = q.value(4).toLongLong();
    s.p90Ns = q.value(5).toLongLong();
    s.p99Ns = q.value(6).toLongLong();
    s.p999Ns = q.value(7).toLongLong();
    s.maxNs = q.value(8).toLongLong();
    return s;
}

} // namespace

bool RunLibrary::readIntervals(qint64 id, const QString &tag, double fromS, double toS,
                               const std::function<bool(const IntervalStats &)> &each, QString *error) const
{
    if (!d->isOpen)
        return fail(error, QStringLiteral("the library is not open"));
    QString sql = QStringLiteral("SELECT tag, start_s, length_s, count, p50_ns, p90_ns, p99_ns, p999_ns, max_ns "
                                 "FROM intervals WHERE run_id = ? AND start_s + length_s >= ?");
    if (!tag.isEmpty())
        sql += QStringLiteral(" AND tag = ?");
    if (toS >= 0)
        sql += QStringLiteral(" AND start_s <= ?");
    sql += QStringLiteral(" ORDER BY id");
    QSqlQuery q(d->db);
    q.setForwardOnly(true);
    q.prepare(sql);
    q.addBindValue(id);
    q.addBindValue(fromS);
    if (!tag.isEmpty())
        q.addBindValue(tag);
    if (toS >= 0)
        q.addBindValue(toS);
    if (!q.exec())
        return queryFail(error, QStringLiteral("cannot read the intervals of run %1").arg(id), q);
    while (q.next())
        if (!each(intervalFromRow(q)))
            break;
    return true;
}

IntervalSeries RunLibrary::intervalWindow(qint64 id, const QString &tag, double fromS, double toS, int buckets,
                                          QString *error) const
{
    IntervalSeries series(buckets);
    readIntervals(
        id, tag, fromS, toS,
        [&](const IntervalStats &s) {
            series.append(s);
            return true;
        },
        error);
    return series;
}

std::vector<RunSummary> RunLibrary::list(const RunFilter &filter, QString *error) const
{
    std::vector<RunSummary> out;
    if (!d->isOpen) {
        fail(error, QStringLiteral("the library is not open"));
        return out;
    }
    QString sql =
        QStringLiteral("SELECT id, name, kind, title, state, note, started_ms, duration_s, samples, p50_ns, "
                       "p99_ns, max_ns, host, pid, boot_id, fingerprint FROM runs WHERE trashed_ms IS NULL");
    QVariantList binds;
    if (!filter.kind.isEmpty()) {
        sql += QStringLiteral(" AND kind = ?");
        binds << filter.kind;
    }
    if (!filter.host.isEmpty()) {
        sql += QStringLiteral(" AND host = ?");
        binds << filter.host;
    }
    if (filter.from.isValid()) {
        sql += QStringLiteral(" AND started_ms >= ?");
        binds << filter.from.toMSecsSinceEpoch();
    }
    if (filter.to.isValid()) {
        sql += QStringLiteral(" AND started_ms <= ?");
        binds << filter.to.toMSecsSinceEpoch();
    }
    sql += QStringLiteral(" ORDER BY started_ms DESC, id DESC");
    // The text filter is applied here (Unicode-aware case folding), the limit after it.
    if (filter.limit > 0 && filter.text.isEmpty())
        sql += QStringLiteral(" LIMIT %1").arg(filter.limit);

    std::map<qint64, QStringList> tagsByRun;
    QSqlQuery tags(d->db);
    if (!tags.exec(QStringLiteral("SELECT run_id, tag FROM tags ORDER BY run_id, tag"))) {
        queryFail(error, QStringLiteral("cannot list the runs"), tags);
        return out;
    }
    while (tags.next())
        tagsByRun[tags.value(0).toLongLong()] << tags.value(1).toString();

    QSqlQuery q(d->db);
    q.prepare(sql);
    for (const QVariant &bind : std::as_const(binds))
        q.addBindValue(bind);
    if (!q.exec()) {
        queryFail(error, QStringLiteral("cannot list the runs"), q);
        return out;
    }
    const QString text = filter.text.trimmed();
    while (q.next()) {
        RunSummary s;
        s.id = q.value(0).toLongLong();
        s.name = q.value(1).toString();
        s.kind = q.value(2).toString();
        s.title = q.value(3).toString();
        s.note = q.value(5).toString();
        s.started = QDateTime::fromMSecsSinceEpoch(q.value(6).toLongLong());
        s.durationS = q.value(7).toDouble();
        s.samples = q.value(8).toLongLong();
        s.p50Ns = q.value(9).toLongLong();
        s.p99Ns = q.value(10).toLongLong();
        s.maxNs = q.value(11).toLongLong();
        s.host = q.value(12).toString();
        s.state =
            effectiveState(q.value(4).toString(), q.value(13).toLongLong(), s.host, q.value(14).toString());
        if (s.host.isEmpty())
            s.host = fromJsonText(q.value(15).toString()).value(QStringLiteral("hostname")).toString();
        if (auto it = tagsByRun.find(s.id); it != tagsByRun.end())
            s.tags = it->second;
        if (!text.isEmpty()) {
            const bool match = s.name.contains(text, Qt::CaseInsensitive) ||
                               s.note.contains(text, Qt::CaseInsensitive) ||
                               s.tags.filter(text, Qt::CaseInsensitive).size() > 0;
            if (!match)
                continue;
        }
        out.push_back(std::move(s));
        if (filter.limit > 0 && qsizetype(out.size()) >= filter.limit)
            break;
    }
    return out;
}

std::optional<RunData> RunLibrary::load(const QString &idOrName, QString *error) const
{
    if (!d->isOpen) {
        fail(error, QStringLiteral("the library is not open"));
        return std::nullopt;
    }
    const QString key = idOrName.trimmed();
    if (key.isEmpty()) {
        fail(error, QStringLiteral("no run given (an id or a name)"));
        return std::nullopt;
    }
    bool isNumber = false;
    const qint64 id = key.toLongLong(&isNumber);
    if (isNumber) {
        QSqlQuery exists(d->db);
        exists.prepare(QStringLiteral("SELECT 1 FROM runs WHERE id = ? AND trashed_ms IS NULL"));
        exists.addBindValue(id);
        if (exists.exec() && exists.next())
            return load(id, error);
    }
    QSqlQuery q(d->db);
    q.prepare(QStringLiteral(
        "SELECT id FROM runs WHERE name = ? AND trashed_ms IS NULL ORDER BY started_ms DESC, id DESC LIMIT 1"));
    q.addBindValue(key);
    if (!q.exec()) {
        queryFail(error, QStringLiteral("cannot look up run '%1'").arg(key), q);
        return std::nullopt;
    }
    if (!q.next()) {
        fail(error, QStringLiteral("no run '%1' in the library %2 (give an id or a name from 'runs list')")
                        .arg(key, d->path));
        return std::nullopt;
    }
    return load(q.value(0).toLongLong(), error);
}

std::optional<RunData> RunLibrary::load(qint64 id, QString *error) const
{
    if (!d->isOpen) {
        fail(error, QStringLiteral("the library is not open"));
        return std::nullopt;
    }
    QSqlQuery q(d->db);
    q.prepare(
        QStringLiteral("SELECT name, kind, title, params, note, fingerprint, started_ms, ended_ms, state, "
                       "failure, warning, duration_s, pid, host, boot_id FROM runs WHERE id = ? AND trashed_ms IS NULL"));
    q.addBindValue(id);
    if (!q.exec()) {
        queryFail(error, QStringLiteral("cannot read run %1").arg(id), q);
        return std::nullopt;
    }
    if (!q.next()) {
        fail(error, QStringLiteral("no run with id %1 in the library %2").arg(id).arg(d->path));
        return std::nullopt;
    }
    RunData run;
    run.id = id;
    run.name = q.value(0).toString();
    run.kind = q.value(1).toString();
    run.title = q.value(2).toString();
    run.params = fromJsonText(q.value(3).toString()).toVariantMap();
    run.note = q.value(4).toString();
    run.fingerprint = fromJsonText(q.value(5).toString());
    run.started = QDateTime::fromMSecsSinceEpoch(q.value(6).toLongLong());
    if (!q.value(7).isNull())
        run.ended = QDateTime::fromMSecsSinceEpoch(q.value(7).toLongLong());
    run.state = effectiveState(q.value(8).toString(), q.value(12).toLongLong(), q.value(13).toString(),
                               q.value(14).toString());
    run.failureReason = q.value(9).toString();
    run.warning = q.value(10).toString();
    run.durationS = q.value(11).toDouble();

    QSqlQuery counters(d->db);
    counters.prepare(
        QStringLiteral("SELECT name, value FROM counters WHERE run_id = ? ORDER BY position, name"));
    counters.addBindValue(id);
    if (!counters.exec()) {
        queryFail(error, QStringLiteral("cannot read the counters of run %1").arg(id), counters);
        return std::nullopt;
    }
    while (counters.next())
        run.counters.push_back({counters.value(0).toString(), counters.value(1).toLongLong()});

    QSqlQuery tags(d->db);
    tags.prepare(QStringLiteral("SELECT tag FROM tags WHERE run_id = ? ORDER BY tag"));
    tags.addBindValue(id);
    if (tags.exec())
        while (tags.next())
            run.tags << tags.value(0).toString();

    // Channels: the stored total when the run finished, else the sum of its
    // interval histograms (a run that was interrupted).
    struct Building
    {
        std::optional<HdrHistogram> total;
        std::optional<HdrHistogram> sum;
    };
    std::vector<Building> building;
    int unreadable = 0;
    QSqlQuery channels(d->db);
    channels.prepare(
        QStringLiteral("SELECT tag, title, total FROM channels WHERE run_id = ? ORDER BY position"));
    channels.addBindValue(id);
    if (!channels.exec()) {
        queryFail(error, QStringLiteral("cannot read the channels of run %1").arg(id), channels);
        return std::nullopt;
    }
    while (channels.next()) {
        RunChannel channel;
        channel.tag = channels.value(0).toString();
        channel.title = channels.value(1).toString();
        Building b;
        if (!channels.value(2).isNull()) {
            b.total = HistogramCodec::decode(channels.value(2).toByteArray());
            unreadable += b.total ? 0 : 1;
        }
        run.channels.push_back(std::move(channel));
        building.push_back(std::move(b));
    }
    const auto channelIndex = [&](const QString &tag) {
        for (size_t i = 0; i < run.channels.size(); ++i)
            if (run.channels[i].tag == tag)
                return i;
        RunChannel channel;
        channel.tag = tag;
        run.channels.push_back(std::move(channel));
        building.emplace_back();
        return run.channels.size() - 1;
    };

    // The interval rows, one at a time into each channel's bounded series;
    // their histograms are read only for a channel without a stored total.
    bool needSums = false;
    for (const Building &b : building)
        needSums = needSums || !b.total;
    QSqlQuery intervals(d->db);
    intervals.setForwardOnly(true);
    intervals.prepare(QStringLiteral("SELECT tag, start_s, length_s, count, p50_ns, p90_ns, p99_ns, p999_ns, "
                                     "max_ns, %1 FROM intervals WHERE run_id = ? ORDER BY id")
                          .arg(needSums || building.empty() ? QStringLiteral("histogram") : QStringLiteral("NULL")));
    intervals.addBindValue(id);
    if (!intervals.exec()) {
        queryFail(error, QStringLiteral("cannot read the intervals of run %1").arg(id), intervals);
        return std::nullopt;
    }
    double lastEndS = 0;
    while (intervals.next()) {
        const IntervalStats s = intervalFromRow(intervals);
        lastEndS = std::max(lastEndS, s.startS + s.lengthS);
        const size_t index = channelIndex(s.tag);
        run.channels[index].intervals.append(s);
        Building &b = building[index];
        if (b.total || intervals.value(9).isNull())
            continue;
        if (!LibrarySchema::addStoredHistogram(&b.sum, intervals.value(9).toByteArray()))
            ++unreadable;
    }
    for (size_t i = 0; i < run.channels.size(); ++i) {
        if (building[i].total)
            run.channels[i].total = std::move(*building[i].total);
        else if (building[i].sum)
            run.channels[i].total = std::move(*building[i].sum);
    }
    // An interrupted run ends where its last stored interval ends.
    if (run.durationS <= 0)
        run.durationS = lastEndS;
    if (!run.ended.isValid() && run.state != QLatin1String("running") && lastEndS > 0)
        run.ended = run.started.addMSecs(qint64(lastEndS * 1000.0));
    if (unreadable > 0) {
        const QString note =
            QStringLiteral("%1 stored histogram(s) of this run could not be read and are left out")
                .arg(unreadable);
        run.warning = run.warning.isEmpty() ? note : run.warning + QStringLiteral("; ") + note;
    }
    return run;
}

} // namespace loopscope::core
