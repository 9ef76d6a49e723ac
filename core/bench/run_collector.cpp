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

QString RunCollector::Impl::hlogHeader() const
{
    return QString::fromUtf8(HlogWriter::headerText(double(startEpochMs) / 1000.0));
}

QString RunCollector::Impl::csvHeader() const
{
    QString header = QStringLiteral("start_s,length_s,tag,count,p50_us,p90_us,p99_us,p99_9_us,max_us");
    for (const QString &name : counterNames)
        header += QLatin1Char(',') + name;
    return header + QLatin1Char('\n');
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

bool RunCollector::Impl::appendToStream(QFile *file, const QString &text)
{
    if (!file || !streamError.isEmpty())
        return false;
    const QByteArray bytes = text.toUtf8();
    const qint64 written = file->write(bytes);
    if (written != bytes.size() || !file->flush()) {
        const QString why =
            written >= 0 && written < bytes.size()
                ? QCoreApplication::translate("loopscope::CoreTexts",
                                              "only %1 of %2 bytes written (disk full or file too large)")
                      .arg(written)
                      .arg(bytes.size())
                : file->errorString();
        streamError = QCoreApplication::translate(
                          "loopscope::CoreTexts",
                          "writing %1 failed: %2 (the run goes on in memory; export it when there is room)")
                          .arg(file->fileName(), why);
        return false;
    }
    return true;
}

void RunCollector::Impl::closeInterval(int64_t nowNs)
{
    const double startS = double(intervalStartNs - startNs) / 1e9;
    const double lengthS = double(nowNs - intervalStartNs) / 1e9;

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
        IntervalStats stats;
        stats.tag = t.tag;
        stats.startS = startS;
        stats.lengthS = lengthS;
        stats.count = h.totalCount();
        if (stats.count > 0) {
            stats.p50Ns = h.valueAtPercentile(50);
            stats.p90Ns = h.valueAtPercentile(90);
            stats.p99Ns = h.valueAtPercentile(99);
            stats.p999Ns = h.valueAtPercentile(99.9);
            stats.maxNs = h.max();
        }
        intervals.push_back(stats);

        const QString line = hlogIntervalLine(t.tag, startS, lengthS, h);
        hlogLines << line;
        hlogText += line + QLatin1Char('\n');
        const QString row = QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8,%9")
                                .arg(QString::number(startS, 'f', 3), QString::number(lengthS, 'f', 3), t.tag,
                                     QString::number(stats.count), formatMicros(double(stats.p50Ns)),
                                     formatMicros(double(stats.p90Ns)), formatMicros(double(stats.p99Ns)),
                                     formatMicros(double(stats.p999Ns)), formatMicros(double(stats.maxNs))) +
                            counterColumns;
        csvRows << row;
        csvText += row + QLatin1Char('\n');
        if (intervalSink)
            intervalSink(t.tag, t.title, stats, *t.pending);
        t.pending->reset();
    }
    appendToStream(hlogFile.get(), hlogText);
    appendToStream(csvFile.get(), csvText);
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
    auto hlog = std::make_unique<QFile>(folder.filePath(baseName + QStringLiteral(".hlog")));
    auto csv = std::make_unique<QFile>(folder.filePath(baseName + QStringLiteral(".intervals.csv")));
    for (QFile *file : {hlog.get(), csv.get()})
        // Unbuffered: a short write (disk full) shows in write()'s count;
        // Qt 6.4's buffered flush would report it as success.
        if (!file->open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Unbuffered))
            return fail(QCoreApplication::translate("loopscope::CoreTexts", "cannot write %1: %2")
                            .arg(file->fileName(), file->errorString()));
    d->streamError.clear();
    d->hlogFile = std::move(hlog);
    d->csvFile = std::move(csv);
    // Intervals closed before streaming started go in first.
    QString hlogText = d->hlogHeader();
    for (const QString &line : std::as_const(d->hlogLines))
        hlogText += line + QLatin1Char('\n');
    QString csvText = d->csvHeader();
    for (const QString &row : std::as_const(d->csvRows))
        csvText += row + QLatin1Char('\n');
    if (!d->appendToStream(d->hlogFile.get(), hlogText) || !d->appendToStream(d->csvFile.get(), csvText))
        return fail(d->streamError);
    d->streamedFiles = QStringList{d->hlogFile->fileName(), d->csvFile->fileName()};
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
    if (anyPending || nowNs - d->intervalStartNs > 1'000'000 || d->intervals.empty())
        d->closeInterval(nowNs);
    d->endNs = nowNs;
    d->hlogFile.reset();
    d->csvFile.reset();
}

void RunCollector::setIntervalSink(IntervalSink sink)
{
    d->intervalSink = std::move(sink);
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

const std::vector<IntervalStats> &RunCollector::intervals() const
{
    return d->intervals;
}

double RunCollector::elapsedS() const
{
    return double(d->nowOrEndNs() - d->startNs) / 1e9;
}

QString RunCollector::streamError() const
{
    return d->streamError;
}

} // namespace loopscope::core
