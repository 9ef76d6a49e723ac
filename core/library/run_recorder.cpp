// RunRecorder (declared in run_library.h): stores a RunCollector's intervals
// in the library as the run goes.

#include "core/library/run_library.h"

#include <QDateTime>

namespace loopscope::core {

struct RunRecorder::Impl
{
    RunLibrary &library;
    RunCollector &collector;
    LatencyProbe &probe;
    RunData header;
    qint64 runId = 0;
    bool finished = false;
    QString lastError;
    int failedIntervals = 0;

    Impl(RunLibrary &l, RunCollector &c, LatencyProbe &p) : library(l), collector(c), probe(p) {}
};

RunRecorder::RunRecorder(RunLibrary &library, RunCollector &collector, LatencyProbe &probe)
    : d(std::make_unique<Impl>(library, collector, probe))
{
}

RunRecorder::~RunRecorder()
{
    // The collector outlives the recorder (declare it first); it must not
    // call into a destroyed recorder.
    if (d->runId > 0)
        d->collector.setIntervalSink({});
}

bool RunRecorder::begin(const RunData &header, QString *error)
{
    if (d->runId > 0) {
        if (error)
            *error = QStringLiteral("this recorder already stores run %1").arg(d->runId);
        return false;
    }
    RunData h = header;
    if (h.kind.isEmpty())
        h.kind = d->probe.kind();
    if (h.params.isEmpty())
        h.params = d->probe.parameters().toVariantMap();
    if (!h.started.isValid())
        h.started = QDateTime::currentDateTime();
    if (h.channels.empty()) {
        for (const QString &tag : d->collector.tags()) {
            RunChannel channel;
            channel.tag = tag;
            channel.title = d->collector.title(tag);
            h.channels.push_back(std::move(channel));
        }
    }
    if (h.counters.empty())
        h.counters = d->probe.counters();
    const qint64 id = d->library.beginRun(h, error);
    if (id <= 0)
        return false;
    d->runId = id;
    d->header = std::move(h);
    d->header.channels.clear();
    Impl *impl = d.get();
    d->collector.setIntervalSink([impl](const QString &tag, const QString &title, const IntervalStats &stats,
                                        const HdrHistogram &interval) {
        if (impl->finished)
            return;
        QString why;
        if (!impl->library.appendInterval(impl->runId, tag, title, stats, interval, impl->probe.counters(),
                                          &why)) {
            ++impl->failedIntervals;
            impl->lastError = QStringLiteral("an interval could not be stored in the library: %1").arg(why);
        }
    });
    return true;
}

bool RunRecorder::finish(QString *error)
{
    if (d->runId <= 0) {
        if (error)
            *error = QStringLiteral("the run was not begun in the library");
        return false;
    }
    RunData final = d->header;
    switch (d->probe.state()) {
    case ProbeState::Failed:
        final.state = QStringLiteral("failed");
        break;
    case ProbeState::Finished:
        final.state = QStringLiteral("finished");
        break;
    default:
        final.state = QStringLiteral("stopped");
        break;
    }
    final.failureReason = d->probe.failureReason();
    final.warning = d->probe.warning();
    if (d->failedIntervals > 0) {
        const QString lost =
            QStringLiteral("%1 interval(s) could not be stored in the library").arg(d->failedIntervals);
        final.warning = final.warning.isEmpty() ? lost : final.warning + QStringLiteral("; ") + lost;
    }
    final.counters = d->probe.counters();
    final.ended = QDateTime::currentDateTime();
    final.durationS = d->collector.elapsedS();
    for (const QString &tag : d->collector.tags()) {
        RunChannel channel;
        channel.tag = tag;
        channel.title = d->collector.title(tag);
        const HdrHistogram &total = d->collector.total(tag);
        channel.total =
            HdrHistogram(total.lowestTrackable(), total.highestTrackable(), total.significantDigits());
        channel.total.add(total);
        final.channels.push_back(std::move(channel));
    }
    if (!d->library.finishRun(d->runId, final, error))
        return false;
    d->finished = true;
    return true;
}

qint64 RunRecorder::runId() const
{
    return d->runId;
}

QString RunRecorder::lastError() const
{
    return d->lastError;
}

} // namespace loopscope::core
