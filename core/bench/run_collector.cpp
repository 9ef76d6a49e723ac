#include "core/bench/run_collector.h"

#include "core/bench/run_collector_impl.h"
#include "core/histogram/hlog.h"
#include "core/timing/realtime.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>

namespace loopscope::core {

QString formatMicros(double valueNs)
{
    return QString::number(valueNs / 1000.0, 'f', 3);
}

QString hlogIntervalLine(const QString &tag, double startS, double lengthS, const HdrHistogram &histogram)
{
    // Channel tags are short words; anything HlogWriter refuses is written untagged.
    const QString safeTag = HlogWriter::isValidTag(tag) ? tag : QString();
    return QString::fromUtf8(HlogWriter::intervalLine(startS, lengthS, histogram, safeTag)).trimmed();
}

// --- Impl -------------------------------------------------------------------

int64_t RunCollector::Impl::nowOrEndNs() const
{
    return endNs >= 0 ? endNs : monotonicNs();
}

QByteArray RunCollector::Impl::hlogHeader() const
{
    return HlogWriter::headerText(double(startEpochMs) / 1000.0);
}

QByteArray RunCollector::Impl::csvHeader() const
{
    QString header = QStringLiteral("start_s,length_s,tag,count,p50_us,p90_us,p99_us,p99_9_us,max_us");
    for (const QString &name : counterNames)
        header += QLatin1Char(',') + name;
    return (header + QLatin1Char('\n')).toUtf8();
}

void RunCollector::Impl::takeFromRecorders()
{
    for (RunCollectorTag &t : tags) {
        t.recorder->takeInterval(*t.scratch);
        if (t.scratch->totalCount() == 0)
            continue;
        t.pending->add(*t.scratch);
        t.total->add(*t.scratch);
    }
}

// --- StreamedText -------------------------------------------------------------

namespace {

QString shortWriteText(qint64 written, qint64 size, const QFile &file)
{
    return written >= 0
               ? QCoreApplication::translate("loopscope::CoreTexts",
                                             "only %1 of %2 bytes written (disk full or file too large)")
                     .arg(written)
                     .arg(size)
               : file.errorString();
}

} // namespace

bool StreamedText::open(const QString &filePath, const QByteArray &header, QString *error)
{
    auto f = std::make_unique<QFile>(filePath);
    // Unbuffered: a short write (disk full) shows in write()'s count; Qt 6.4's
    // buffered flush would report it as success.
    if (!f->open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Unbuffered)) {
        if (error)
            *error = QCoreApplication::translate("loopscope::CoreTexts", "cannot write %1: %2")
                         .arg(filePath, f->errorString());
        return false;
    }
    path = filePath;
    file = std::move(f);
    backlog.clear();
    droppedIntervals = 0;
    lastFailure.clear();
    append(header);
    return true;
}

void StreamedText::append(const QByteArray &bytes)
{
    // No file (it could not be opened) or an earlier backlog still refused:
    // keep what fits, count the intervals that do not.
    if (!file || !drain()) {
        if (backlog.size() + bytes.size() > kBacklogLimit)
            ++droppedIntervals;
        else
            backlog += bytes;
        return;
    }
    const qint64 written = file->write(bytes);
    if (written == bytes.size())
        return;
    lastFailure = shortWriteText(written, bytes.size(), *file);
    backlog = bytes.mid(std::max<qint64>(written, 0));
}

bool StreamedText::drain()
{
    if (backlog.isEmpty())
        return true;
    QFile *target = file.get();
    std::unique_ptr<QFile> reopened; // after the run: append to the closed file
    if (!target) {
        if (path.isEmpty())
            return false;
        reopened = std::make_unique<QFile>(path);
        if (!reopened->open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered)) {
            lastFailure = reopened->errorString();
            return false;
        }
        target = reopened.get();
    }
    const qint64 written = target->write(backlog);
    if (written == backlog.size()) {
        backlog.clear();
        return true;
    }
    lastFailure = shortWriteText(written, backlog.size(), *target);
    backlog.remove(0, std::max<qint64>(written, 0));
    return false;
}

bool StreamedText::copyTo(QIODevice &dest, QString *error) const
{
    const auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (!path.isEmpty()) {
        QFile source(path);
        if (!source.open(QIODevice::ReadOnly))
            return fail(QCoreApplication::translate("loopscope::CoreTexts", "cannot read %1: %2")
                            .arg(path, source.errorString()));
        constexpr qint64 kChunk = 1 << 20;
        while (!source.atEnd()) {
            const QByteArray chunk = source.read(kChunk);
            if (chunk.isEmpty() && !source.atEnd())
                return fail(QCoreApplication::translate("loopscope::CoreTexts", "cannot read %1: %2")
                                .arg(path, source.errorString()));
            const qint64 written = dest.write(chunk);
            if (written != chunk.size())
                return fail(written >= 0 ? QCoreApplication::translate(
                                               "loopscope::CoreTexts",
                                               "only %1 of %2 bytes written (disk full or file too large)")
                                               .arg(written)
                                               .arg(chunk.size())
                                         : dest.errorString());
        }
    }
    if (!backlog.isEmpty() && dest.write(backlog) != backlog.size())
        return fail(QCoreApplication::translate("loopscope::CoreTexts", "disk full or file too large"));
    return true;
}

// --- Impl, streaming ------------------------------------------------------------

bool RunCollector::Impl::ensureStreams()
{
    if (hlog.file || csv.file || !openError.isEmpty() || endNs >= 0)
        return bool(hlog.file);
    spool = std::make_unique<QTemporaryDir>(QDir::temp().filePath(QStringLiteral("loopscope-run-XXXXXX")));
    QString error;
    if (!spool->isValid()) {
        openError = QCoreApplication::translate("loopscope::CoreTexts",
                                                "cannot make a spool folder for the interval log in %1: %2")
                        .arg(QDir::tempPath(), spool->errorString());
        spool.reset();
        return false;
    }
    const QDir folder(spool->path());
    if (!hlog.open(folder.filePath(QStringLiteral("run.hlog")), hlogHeader(), &error) ||
        !csv.open(folder.filePath(QStringLiteral("run.intervals.csv")), csvHeader(), &error)) {
        openError = error;
        hlog.close();
        csv.close();
        return false;
    }
    return true;
}

QString RunCollector::Impl::streamError() const
{
    if (!openError.isEmpty())
        return openError;
    for (const StreamedText *s : {&hlog, &csv}) {
        if (s->complete())
            continue;
        const QString name = s->path.isEmpty() ? QStringLiteral("?") : s->path;
        if (s->droppedIntervals > 0)
            return QCoreApplication::translate(
                       "loopscope::CoreTexts",
                       "writing %1 failed: %2; %3 interval(s) are missing from it (the result library has "
                       "them)")
                .arg(name, s->lastFailure)
                .arg(s->droppedIntervals);
        return QCoreApplication::translate("loopscope::CoreTexts",
                                           "writing %1 failed: %2 (the run goes on; the %3 bytes not yet "
                                           "written are kept and written when there is room)")
            .arg(name, s->lastFailure)
            .arg(s->backlog.size());
    }
    return {};
}

void RunCollector::Impl::closeInterval(int64_t nowNs)
{
    const double startS = double(intervalStartNs - startNs) / 1e9;
    const double lengthS = double(nowNs - intervalStartNs) / 1e9;
    ensureStreams();

    // The probe's counter changes over this interval.
    const std::vector<ProbeCounter> counters = probe.counters();
    QString counterColumns;
    for (int i = 0; i < counterNames.size(); ++i) {
        qint64 value = 0;
        for (const ProbeCounter &c : counters)
            if (c.name == counterNames[i])
                value = c.value;
        counterColumns += QLatin1Char(',') + QString::number(value - lastCounters[size_t(i)]);
        lastCounters[size_t(i)] = value;
    }

    QString hlogText;
    QString csvText;
    for (RunCollectorTag &t : tags) {
        const HdrHistogram &h = *t.pending;
        const IntervalStats stats = IntervalStats::of(t.tag, startS, lengthS, h);
        t.series.append(stats);

        hlogText += hlogIntervalLine(t.tag, startS, lengthS, h) + QLatin1Char('\n');
        csvText += QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8,%9")
                       .arg(QString::number(startS, 'f', 3), QString::number(lengthS, 'f', 3), t.tag,
                            QString::number(stats.count), formatMicros(double(stats.p50Ns)),
                            formatMicros(double(stats.p90Ns)), formatMicros(double(stats.p99Ns)),
                            formatMicros(double(stats.p999Ns)), formatMicros(double(stats.maxNs))) +
                   counterColumns + QLatin1Char('\n');
        if (intervalSink)
            intervalSink(t.tag, t.title, stats, *t.pending);
        for (const IntervalSink &watcher : intervalWatchers)
            watcher(t.tag, t.title, stats, *t.pending);
        t.pending->reset();
    }
    hlog.append(hlogText.toUtf8());
    csv.append(csvText.toUtf8());
    ++closedIntervals;
    intervalStartNs = nowNs;
}

// --- RunCollector -----------------------------------------------------------

RunCollector::RunCollector(LatencyProbe &probe, double intervalS)
    : d(std::make_unique<Impl>(probe, intervalS > 0.01 ? intervalS : 1.0))
{
    for (const ProbeChannel &channel : probe.channels()) {
        if (!channel.recorder)
            continue;
        RunCollectorTag t;
        t.tag = channel.tag;
        t.title = channel.title;
        t.recorder = channel.recorder;
        t.scratch = std::make_unique<HdrHistogram>(channel.recorder->makeHistogram());
        t.pending = std::make_unique<HdrHistogram>(channel.recorder->makeHistogram());
        t.total = std::make_unique<HdrHistogram>(channel.recorder->makeHistogram());
        d->tags.push_back(std::move(t));
    }
    for (const ProbeCounter &c : probe.counters()) {
        d->counterNames << c.name;
        d->lastCounters.push_back(c.value);
    }
    d->startNs = monotonicNs();
    d->intervalStartNs = d->startNs;
    d->startEpochMs = QDateTime::currentMSecsSinceEpoch();
}

RunCollector::~RunCollector() = default;

bool RunCollector::streamTo(const QString &dir, const QString &baseName, QString *error)
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (baseName.isEmpty() || baseName.contains(QLatin1Char('/')))
        return fail(
            QCoreApplication::translate("loopscope::CoreTexts", "invalid file base name '%1'").arg(baseName));
    if (!QDir().mkpath(dir))
        return fail(
            QCoreApplication::translate("loopscope::CoreTexts", "cannot create directory %1").arg(dir));
    const QDir folder(dir);
    StreamedText hlog, csv;
    if (!hlog.open(folder.filePath(baseName + QStringLiteral(".hlog")), {}, error) ||
        !csv.open(folder.filePath(baseName + QStringLiteral(".intervals.csv")), {}, error))
        return false;
    // Intervals closed before streaming started (in the spool, or none: then
    // just the headers) go in first.
    if (d->hlog.path.isEmpty() && d->hlog.backlog.isEmpty())
        hlog.append(d->hlogHeader());
    else if (QString why; !d->hlog.copyTo(*hlog.file, &why))
        return fail(
            QCoreApplication::translate("loopscope::CoreTexts", "cannot write %1: %2").arg(hlog.path, why));
    if (d->csv.path.isEmpty() && d->csv.backlog.isEmpty())
        csv.append(d->csvHeader());
    else if (QString why; !d->csv.copyTo(*csv.file, &why))
        return fail(
            QCoreApplication::translate("loopscope::CoreTexts", "cannot write %1: %2").arg(csv.path, why));
    if (!hlog.complete() || !csv.complete())
        return fail(QCoreApplication::translate("loopscope::CoreTexts", "cannot write %1: %2")
                        .arg(hlog.complete() ? csv.path : hlog.path,
                             hlog.complete() ? csv.lastFailure : hlog.lastFailure));
    d->hlog = std::move(hlog);
    d->csv = std::move(csv);
    d->spool.reset();
    d->openError.clear();
    d->userFiles = true;
    d->streamedFiles = QStringList{d->hlog.path, d->csv.path};
    return true;
}

void RunCollector::poll()
{
    if (d->endNs >= 0)
        return;
    d->takeFromRecorders();
    const int64_t nowNs = monotonicNs();
    if (double(nowNs - d->intervalStartNs) / 1e9 >= d->intervalS)
        d->closeInterval(nowNs);
}

void RunCollector::finish()
{
    if (d->endNs >= 0)
        return;
    d->takeFromRecorders();
    const int64_t nowNs = monotonicNs();
    bool anyPending = false;
    for (const RunCollectorTag &t : d->tags)
        anyPending = anyPending || t.pending->totalCount() > 0;
    if (anyPending || nowNs - d->intervalStartNs > 1'000'000 || d->closedIntervals == 0)
        d->closeInterval(nowNs);
    d->endNs = nowNs;
    d->hlog.drain();
    d->csv.drain();
    d->hlog.close();
    d->csv.close();
}

RunCollector::IntervalSink RunCollector::chain(IntervalSink first, IntervalSink second)
{
    return [first = std::move(first), second = std::move(second)](const QString &tag, const QString &title,
                                                                  const IntervalStats &stats,
                                                                  const HdrHistogram &interval) {
        if (first)
            first(tag, title, stats, interval);
        if (second)
            second(tag, title, stats, interval);
    };
}

void RunCollector::setIntervalSink(IntervalSink sink)
{
    d->intervalSink = std::move(sink);
}

void RunCollector::addIntervalWatcher(IntervalSink watcher)
{
    if (watcher)
        d->intervalWatchers.push_back(std::move(watcher));
}

QString RunCollector::title(const QString &tag) const
{
    for (const RunCollectorTag &t : d->tags)
        if (t.tag == tag)
            return t.title;
    return {};
}

QStringList RunCollector::tags() const
{
    QStringList out;
    for (const RunCollectorTag &t : d->tags)
        out << t.tag;
    return out;
}

const HdrHistogram &RunCollector::total(const QString &tag) const
{
    for (const RunCollectorTag &t : d->tags)
        if (t.tag == tag)
            return *t.total;
    static const HdrHistogram empty; // an unknown tag has recorded nothing
    return empty;
}

const IntervalSeries &RunCollector::series(const QString &tag) const
{
    for (const RunCollectorTag &t : d->tags)
        if (t.tag == tag)
            return t.series;
    static const IntervalSeries empty(2); // an unknown tag has no intervals
    return empty;
}

qint64 RunCollector::closedIntervalCount() const
{
    return d->closedIntervals;
}

double RunCollector::elapsedS() const
{
    return double(d->nowOrEndNs() - d->startNs) / 1e9;
}

QString RunCollector::streamError() const
{
    return d->streamError();
}

} // namespace loopscope::core
