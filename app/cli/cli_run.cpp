#include "app/cli/cli_run.h"

#include "app/cli/recording_option.h"
#include "core/recording/bench_recording.h"
#include "core/recording/session_recorder.h"

#include "app/cli/console.h"
#include "app/cli/exit_codes.h"
#include "app/cli/json_file.h"
#include "app/cli/library_option.h"
#include "app/cli/percentile_table.h"
#include "app/cli/progress_printer.h"
#include "app/cli/stop_signals.h"
#include "core/bench/composite_probe.h"
#include "core/bench/run_collector.h"
#include "core/experiment/run_name.h"
#include "core/library/run_library.h"
#include "core/timing/realtime.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <memory>
#include <thread>

namespace loopscope::cli {

namespace {

constexpr int kPollPeriodMs = 100;
constexpr double kOwnProgressEveryS = 2.0;

qint64 lastIntervalP99(const core::RunCollector &collector, const QString &tag)
{
    const core::IntervalStats &last = collector.series(tag).lastNonEmpty();
    return last.count > 0 ? last.p99Ns : -1;
}

} // namespace

// What one run ended as, for the exit code.
struct RunOutcome
{
    bool failed = false;
    bool deviceLost = false; // failed because the device vanished
    bool ioFailed = false;
};

// The report of one ended run (on stdout) and its JSON amendments.
RunOutcome reportRun(CliRun &run, core::ExperimentRunner &runner, const core::RunLibrary &library, bool hung,
                     bool finishedOk, const QString &finishError, bool ioFailed)
{
    core::LatencyProbe &probe = *runner.probe();
    const core::ProbeState state = probe.state();
    QString report;
    if (run.body) {
        report = run.body(runner);
    } else {
        report = (run.headline ? run.headline(runner) : runner.runName()) + QLatin1Char('\n');
        if (!runner.loadDescription().isEmpty())
            report += QStringLiteral("under load: %1\n").arg(runner.loadDescription());
        report += QStringLiteral("state: %1, %2 s measured\n\n")
                      .arg(core::probeStateName(state))
                      .arg(runner.collector()->elapsedS(), 0, 'f', 2);
        std::vector<TableChannel> columns;
        for (const QString &tag : runner.collector()->tags())
            columns.push_back({tag, runner.collector()->title(tag), &runner.collector()->total(tag)});
        report += percentileTable(columns) + QLatin1Char('\n');
        const std::vector<core::ProbeCounter> counters = probe.counters();
        if (!counters.empty())
            report += QStringLiteral("counters\n") + counterTable(counters) + QLatin1Char('\n');
    }
    if (run.extraReport)
        report += run.extraReport(runner);
    if (!probe.warning().isEmpty())
        report += QStringLiteral("warning: %1\n").arg(probe.warning());
    if (!runner.outputError().isEmpty())
        report += QStringLiteral("warning: writing while running failed: %1\n").arg(runner.outputError());
    if (runner.runId() > 0)
        report += QStringLiteral("stored as run %1 (%2) in %3\n")
                      .arg(runner.runId())
                      .arg(runner.runName(), library.path());
    QString failure;
    if (state == core::ProbeState::Failed)
        failure = probe.failureReason();
    else if (hung)
        failure = QStringLiteral("the run did not end in time");
    if (failure.isEmpty() && run.verdict)
        failure = run.verdict(runner);
    if (!failure.isEmpty())
        report += QStringLiteral("failed: %1\n").arg(failure);

    RunOutcome outcome;
    outcome.ioFailed = ioFailed || !finishedOk || !runner.outputError().isEmpty();
    for (const QString &path : runner.writtenFiles()) {
        if (!path.endsWith(QLatin1String(".json")))
            continue;
        QString why;
        const bool ok = amendJsonFile(
            path,
            [&](QJsonObject &root) {
                QJsonObject e = runner.experiment().toJson();
                e.insert(QStringLiteral("name"), runner.runName());
                if (runner.runId() > 0)
                    e.insert(QStringLiteral("library_run_id"), runner.runId());
                root.insert(QStringLiteral("experiment"), e);
                if (run.amendJson)
                    run.amendJson(root, runner);
            },
            &why);
        if (!ok) {
            printError(why);
            outcome.ioFailed = true;
        }
    }
    if (!runner.writtenFiles().isEmpty()) {
        report += QStringLiteral("\nwritten:\n");
        for (const QString &path : runner.writtenFiles())
            report += QStringLiteral("  %1\n").arg(QDir::cleanPath(path));
    }
    printOut(report);
    if (!finishedOk)
        printError(finishError);
    if (!failure.isEmpty()) {
        const QString subject =
            run.subject ? run.subject(runner) : (runner.spec() ? runner.spec()->title : run.experiment.kind);
        printError(QStringLiteral("%1 failed: %2").arg(subject, failure));
        outcome.failed = true;
        outcome.deviceLost = probe.deviceLoss().lost();
    }
    return outcome;
}

QVariantMap registryParams(const ParsedOptions &options, const QString &kind)
{
    const core::ProbeKindSpec *spec = core::ProbeRegistry::instance().find(kind);
    const QJsonObject given = options.toJson();
    if (!spec)
        return given.toVariantMap();
    QVariantMap out;
    for (const core::ParamSpec &p : spec->params)
        if (given.contains(p.key))
            out.insert(p.key, given.value(p.key).toVariant());
    return out;
}

CliRun cliRunOfKind(const QString &kind, const QString &name, const ParsedOptions &options)
{
    CliRun run;
    run.experiment.kind = kind;
    run.experiment.name = name;
    run.experiment.params = registryParams(options, kind);
    return run;
}

std::shared_ptr<devices::SimLab> startSimulator(const devices::SimEchoOptions &sim, QString *why)
{
    auto lab = std::make_shared<devices::SimLab>();
    if (!lab->start(sim, why)) {
        *why = QStringLiteral("the simulator failed to start: %1").arg(*why);
        return nullptr;
    }
    return lab;
}

std::unique_ptr<core::LatencyProbe> probeWith(std::unique_ptr<core::LatencyProbe> probe,
                                              std::shared_ptr<void> resource)
{
    if (!resource)
        return probe;
    const QString kind = probe->kind();
    std::vector<core::CompositeProbe::Part> parts;
    parts.push_back({QString(), std::move(probe)});
    auto composite = std::make_unique<core::CompositeProbe>(kind, std::move(parts));
    composite->keepAlive(std::move(resource));
    return composite;
}

bool checkRunNameOption(const QString &name, QString *error)
{
    const QString problem = core::runNameProblem(name);
    if (problem.isEmpty())
        return true;
    *error = QStringLiteral("bad value for --name: %1").arg(problem);
    return false;
}

int runCliExperiment(const ParsedOptions &options, CliRun run)
{
    std::vector<CliRun> runs;
    runs.push_back(std::move(run));
    return runCliExperiments(options, std::move(runs));
}

int runCliExperiments(const ParsedOptions &options, std::vector<CliRun> runs)
{
    core::RunLibrary library;
    QString libraryWarning;
    const bool store = openRunLibrary(options, &library, &libraryWarning);
    // A library that cannot be opened does not stop the measurement (its
    // files are still written), but the run is not stored: an I/O error.
    const bool libraryFailed = !libraryWarning.isEmpty();
    if (libraryFailed)
        printError(libraryWarning);

    // --mcap: one session file for every run of the command.
    core::SessionRecorder recorder;
    std::vector<std::unique_ptr<core::BenchRecording>> recordings;
    if (QString error; !checkMcapOption(options, &error)) {
        printError(error);
        return kExitUsage;
    }
    const QString mcapPath = options.value(QStringLiteral("mcap"));
    if (!mcapPath.isEmpty()) {
        QString error;
        if (!recorder.open(mcapPath, &error)) {
            printError(error);
            return kExitIoError;
        }
    }

    std::vector<std::unique_ptr<core::ExperimentRunner>> runners;
    std::vector<bool> ioFailed(runs.size(), false);
    StopSignals stopSignals;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        CliRun &run = runs[i];
        run.options.library = store ? &library : nullptr;
        core::BenchRecording *recording = nullptr;
        if (recorder.isOpen()) {
            recordings.push_back(std::make_unique<core::BenchRecording>(recorder, run.experiment.name));
            recording = recordings.back().get();
            run.options.onInterval =
                core::RunCollector::chain(run.options.onInterval, recording->intervalSink());
            if (run.prepareRecording)
                run.prepareRecording(recorder);
        }
        if (!run.options.outDir.isEmpty() && !run.options.measureWithoutOutput) {
            if (const QFileInfo info(run.options.outDir); info.exists() && !info.isDir()) {
                printError(QStringLiteral("cannot write results into --out %1: it is a file, not a directory")
                               .arg(run.options.outDir));
                return kExitIoError;
            }
        }
        auto runner = std::make_unique<core::ExperimentRunner>();
        QString error;
        if (!runner->start(run.experiment, run.options, &error)) {
            const QString what = run.startFailure.isEmpty()
                                     ? QStringLiteral("%1 did not start")
                                           .arg(runner->spec() ? runner->spec()->title : run.experiment.kind)
                                     : run.startFailure;
            printError(QStringLiteral("%1: %2").arg(what, error));
            if (error.contains(QLatin1String("cannot write into")))
                return kExitIoError;
            if (error.contains(QLatin1String("simulator")))
                return kExitSimulatorFailed;
            return kExitMeasurementFailed;
        }
        if (!runner->outputError().isEmpty()) {
            printError(
                QStringLiteral("cannot write results into --out %1 (measuring anyway; the summary will be "
                               "printed): %2")
                    .arg(run.options.outDir, runner->outputError()));
            ioFailed[i] = true;
        }
        if (!runner->loadDescription().isEmpty())
            printErr(QStringLiteral("load: %1\n").arg(runner->loadDescription()));
        if (recording) {
            recording->setRunName(runner->runName());
            core::ExperimentRunner *r = runner.get();
            recording->setCounterSource([r] { return r->probe()->counters(); });
        }
        runners.push_back(std::move(runner));
    }

    const bool single = runs.size() == 1;
    double expectedS = 0;
    double hangSlackS = 0;
    bool quiet = false;
    for (const CliRun &run : runs) {
        expectedS = std::max(expectedS, run.expectedS);
        hangSlackS = std::max(hangSlackS, run.hangSlackS);
        quiet = quiet || run.quiet;
    }
    const bool ownProgress = !single || runs.front().progressLine;
    ProgressPrinter progress(!quiet && !ownProgress && expectedS > 2, stderrIsTerminal(), expectedS);
    bool interrupted = false, hung = false;
    std::vector<bool> streamErrorReported = ioFailed;
    double lastOwnProgressS = 0;
    const qint64 startNs = core::monotonicNs();
    const auto allDone = [&] {
        return std::all_of(runners.begin(), runners.end(), [](const auto &r) { return r->isDone(); });
    };
    const auto stopAll = [&] {
        for (auto &r : runners)
            r->requestStop();
    };
    while (!allDone()) {
        QCoreApplication::processEvents();
        const double elapsedS = double(core::monotonicNs() - startNs) / 1e9;
        if (stopSignals.stopRequested() && !interrupted) {
            interrupted = true;
            progress.finish();
            printError(runs.front().stopMessage);
            stopAll();
        }
        if (expectedS > 0 && elapsedS > expectedS + hangSlackS && !hung) {
            hung = true;
            progress.finish();
            printError(QStringLiteral("the run did not end %1 s after its expected length; stopping it")
                           .arg(hangSlackS));
            stopAll();
        }
        for (std::size_t i = 0; i < runners.size(); ++i) {
            runners[i]->poll();
            if (!streamErrorReported[i] && !runners[i]->outputError().isEmpty()) {
                streamErrorReported[i] = true;
                progress.finish();
                printError(runners[i]->outputError());
            }
        }
        if (ownProgress) {
            if (!quiet && elapsedS - lastOwnProgressS >= kOwnProgressEveryS) {
                lastOwnProgressS = elapsedS;
                QString line;
                if (single) {
                    line = runs.front().progressLine(*runners.front(), elapsedS);
                } else {
                    line = QStringLiteral("%1 s:").arg(elapsedS, 0, 'f', 0);
                    for (std::size_t i = 0; i < runs.size(); ++i)
                        if (runs[i].progressLine)
                            line += QLatin1Char(' ') + runs[i].progressLine(*runners[i], elapsedS);
                }
                printErr(line + QLatin1Char('\n'));
            }
        } else {
            core::ExperimentRunner &runner = *runners.front();
            ProgressSnapshot snapshot;
            snapshot.elapsedS = elapsedS;
            snapshot.stateName = core::probeStateName(runner.probe()->state());
            snapshot.counters = runner.probe()->counters();
            snapshot.p99Ns = lastIntervalP99(*runner.collector(), runner.collector()->tags().value(0));
            progress.update(snapshot);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(kPollPeriodMs));
    }
    progress.finish();

    bool failed = false, deviceLost = false, anyIoFailed = libraryFailed;
    for (std::size_t i = 0; i < runners.size(); ++i) {
        QString finishError;
        const bool finishedOk = runners[i]->finish(&finishError);
        const RunOutcome outcome =
            reportRun(runs[i], *runners[i], library, hung, finishedOk, finishError, ioFailed[i]);
        failed = failed || (outcome.failed && !outcome.deviceLost);
        deviceLost = deviceLost || outcome.deviceLost;
        anyIoFailed = anyIoFailed || outcome.ioFailed;
        if (i < recordings.size())
            recordings[i]->recordCounters(runners[i]->probe()->counters());
    }
    if (recorder.isOpen()) {
        QString error;
        if (!recorder.close(&error)) {
            printError(QStringLiteral("the MCAP recording is incomplete: %1").arg(error));
            anyIoFailed = true;
        } else {
            printOut(QStringLiteral("recording: %1 messages in %2 chunk(s), %3\n")
                         .arg(recorder.messagesWritten())
                         .arg(recorder.chunksWritten())
                         .arg(mcapPath));
        }
    }
    if (failed)
        return kExitMeasurementFailed;
    if (deviceLost)
        return kExitDeviceVanished;
    if (anyIoFailed)
        return kExitIoError;
    if (interrupted)
        return kExitInterrupted;
    return kExitSuccess;
}

} // namespace loopscope::cli
