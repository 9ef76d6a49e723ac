#include "core/experiment/experiment_runner.h"

#include "core/experiment/run_name.h"

#include "core/bench/load_generator.h"
#include "core/library/run_library.h"
#include "core/timing/fingerprint.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>

namespace loopscope::core {

struct ExperimentRunner::Impl
{
    Experiment experiment;
    ExperimentRunOptions options;
    const ProbeKindSpec *spec = nullptr;
    QVariantMap params;
    QString name;
    QJsonObject fingerprint;
    QDateTime started;
    std::unique_ptr<LatencyProbe> probe;
    std::unique_ptr<RunCollector> collector;
    std::unique_ptr<RunRecorder> recorder;
    std::unique_ptr<LoadGenerator> load;
    QStringList written;
    QString outputError;
    bool finished = false;

    QString baseName() const { return options.baseName.isEmpty() ? name : options.baseName; }
    QString title() const
    {
        if (!options.title.isEmpty())
            return options.title;
        return spec ? spec->title : experiment.kind;
    }
    QStringList tags() const
    {
        QStringList t = options.tags;
        if (experiment.underLoad)
            t << QStringLiteral("under-load");
        return t;
    }
    QJsonObject fingerprintNow() const
    {
        QJsonObject fp = fingerprint;
        if (probe && !probe->realtimeSummary().isEmpty())
            fp.insert(QStringLiteral("realtime_grant"), probe->realtimeSummary());
        return fp;
    }

    void stopLoad()
    {
        if (load) {
            load->stop();
        }
    }
};

ExperimentRunner::ExperimentRunner() : d(std::make_unique<Impl>()) {}

ExperimentRunner::~ExperimentRunner()
{
    if (d->probe && !d->finished) {
        d->probe->requestStop();
        QString ignored;
        finish(&ignored);
    }
    d->stopLoad();
}

bool ExperimentRunner::start(const Experiment &experiment, const ExperimentRunOptions &options, QString *error)
{
    d->experiment = experiment;
    d->options = options;
    // The one rule for run names (the name is also the files' base name).
    for (const QString &name : {experiment.name, options.baseName}) {
        if (const QString problem = name.isEmpty() ? QString() : runNameProblem(name); !problem.isEmpty()) {
            *error = QCoreApplication::translate("loopscope::CoreTexts", "bad run name: %1").arg(problem);
            return false;
        }
    }
    const ProbeRegistry &registry = ProbeRegistry::instance();
    d->spec = registry.find(experiment.kind);
    if (options.createProbe) {
        d->params = experiment.params;
        d->probe = options.createProbe(error);
    } else {
        d->probe = registry.create(experiment.kind, experiment.params, error, &d->params);
    }
    if (!d->probe)
        return false;
    d->experiment.params = d->params;
    d->name = experiment.name;
    if (d->name.isEmpty()) {
        const QString base = d->spec && d->spec->describe ? d->spec->describe(d->params) : experiment.kind;
        d->name = QStringLiteral("%1-%2").arg(base, QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    }
    d->fingerprint = EnvironmentFingerprint::capture().toJson();
    d->collector = std::make_unique<RunCollector>(*d->probe, options.intervalS);
    d->collector->addIntervalWatcher(options.onInterval);
    d->started = QDateTime::currentDateTime();
    if (options.library) {
        d->recorder = std::make_unique<RunRecorder>(*options.library, *d->collector, *d->probe);
        RunData header;
        header.name = d->name;
        header.kind = experiment.kind;
        header.title = d->title();
        header.params = d->params;
        header.note = experiment.note;
        header.fingerprint = d->fingerprint;
        header.started = d->started;
        header.state = QStringLiteral("running");
        header.tags = d->tags();
        if (!d->recorder->begin(header, error)) {
            *error = QCoreApplication::translate("loopscope::CoreTexts",
                                                 "cannot store the run in the library %1: %2")
                         .arg(options.library->path(), *error);
            return false;
        }
    }
    // The run that did not start is ended in the library (not left "running").
    const auto abandon = [this] {
        if (d->recorder) {
            QString ignored;
            d->recorder->finish(&ignored);
        }
        d->finished = true;
        return false;
    };
    // The files only after the library row: a run killed at any moment from
    // here on is listed (as interrupted) beside whatever files it left.
    if (!options.outDir.isEmpty() && !d->collector->streamTo(options.outDir, d->baseName(), error)) {
        if (const QFileInfo info(options.outDir); info.exists() && !info.isDir())
            *error = QCoreApplication::translate("loopscope::CoreTexts", "%1 is a file, not a directory")
                         .arg(options.outDir);
        *error = QCoreApplication::translate("loopscope::CoreTexts", "cannot write into %1: %2")
                     .arg(options.outDir, *error);
        if (!options.measureWithoutOutput)
            return abandon();
        d->outputError = *error;
        d->options.outDir.clear();
        error->clear();
    }
    if (experiment.underLoad) {
        d->load = std::make_unique<LoadGenerator>();
        if (!d->load->start(experiment.load, error)) {
            *error =
                QCoreApplication::translate("loopscope::CoreTexts", "the load generator did not start: %1")
                    .arg(*error);
            return abandon();
        }
    }
    if (!d->probe->start(error)) {
        d->stopLoad();
        return abandon();
    }
    return true;
}

void ExperimentRunner::poll()
{
    if (d->collector && !d->finished)
        d->collector->poll();
}

bool ExperimentRunner::isDone() const
{
    return !d->probe || isTerminal(d->probe->state());
}

void ExperimentRunner::requestStop()
{
    if (d->probe)
        d->probe->requestStop();
}

bool ExperimentRunner::finish(QString *error)
{
    if (!d->probe || d->finished)
        return true;
    d->probe->wait();
    d->probe->releaseResources(); // e.g. the simulator started for it: it ends with the run
    d->stopLoad();
    d->collector->finish();
    d->finished = true;
    QStringList problems;
    if (d->recorder) {
        QString why;
        if (!d->recorder->finish(&why))
            problems
                << QCoreApplication::translate("loopscope::CoreTexts", "storing the run failed: %1").arg(why);
        else if (!d->recorder->lastError().isEmpty())
            problems << QCoreApplication::translate("loopscope::CoreTexts",
                                                    "some intervals were not stored: %1")
                            .arg(d->recorder->lastError());
    }
    if (!d->options.outDir.isEmpty()) {
        QString why;
        if (!d->collector->exportAll(d->options.outDir, d->baseName(), d->fingerprintNow(), &d->written, &why))
            problems << QCoreApplication::translate("loopscope::CoreTexts",
                                                    "writing the results into %1 failed: %2")
                            .arg(d->options.outDir, why);
        if (!d->collector->streamError().isEmpty())
            problems << d->collector->streamError();
    }
    if (!problems.isEmpty()) {
        *error = problems.join(QStringLiteral("; "));
        return false;
    }
    return true;
}

LatencyProbe *ExperimentRunner::probe() const { return d->probe.get(); }
RunCollector *ExperimentRunner::collector() const { return d->collector.get(); }
const ProbeKindSpec *ExperimentRunner::spec() const { return d->spec; }
const Experiment &ExperimentRunner::experiment() const { return d->experiment; }
QVariantMap ExperimentRunner::validatedParams() const { return d->params; }
QString ExperimentRunner::runName() const { return d->name; }
qint64 ExperimentRunner::runId() const { return d->recorder ? d->recorder->runId() : 0; }
QString ExperimentRunner::storageError() const { return d->recorder ? d->recorder->lastError() : QString(); }
QString ExperimentRunner::loadDescription() const { return d->load ? d->load->describe() : QString(); }
QStringList ExperimentRunner::writtenFiles() const { return d->written; }
QString ExperimentRunner::baseName() const { return d->baseName(); }
QJsonObject ExperimentRunner::fingerprint() const { return d->fingerprintNow(); }

QString ExperimentRunner::outputError() const
{
    if (!d->outputError.isEmpty())
        return d->outputError;
    return d->collector ? d->collector->streamError() : QString();
}

bool ExperimentRunner::exportTo(const QString &dir, QStringList *written, QString *error) const
{
    if (!d->collector) {
        *error = QCoreApplication::translate("loopscope::CoreTexts",
                                             "there is nothing to export yet: run a measurement first");
        return false;
    }
    if (dir.isEmpty()) {
        *error = QCoreApplication::translate("loopscope::CoreTexts", "no folder was given for the export");
        return false;
    }
    return d->collector->exportAll(dir, d->baseName(), d->fingerprintNow(), written, error);
}

RunData ExperimentRunner::snapshot() const
{
    RunData r;
    r.id = runId();
    r.name = d->name;
    r.kind = d->experiment.kind;
    r.title = d->title();
    r.params = d->params;
    r.note = d->experiment.note;
    r.fingerprint = d->fingerprintNow();
    r.started = d->started;
    if (!d->probe || !d->collector)
        return r;
    const ProbeState state = d->probe->state();
    r.state = probeStateName(state);
    r.failureReason = d->probe->failureReason();
    r.warning = d->probe->warning();
    r.durationS = d->collector->elapsedS();
    if (isTerminal(state))
        r.ended = r.started.addMSecs(qint64(r.durationS * 1000));
    r.counters = d->probe->counters();
    r.tags = d->tags();
    for (const QString &tag : d->collector->tags()) {
        RunChannel c;
        c.tag = tag;
        c.title = d->collector->title(tag);
        c.total = d->collector->total(tag);
        c.intervals = d->collector->series(tag);
        r.channels.push_back(std::move(c));
    }
    return r;
}

} // namespace loopscope::core
