#include "app/cli/cmd_bench_loop.h"

#include "app/cli/bench_loop_options.h"
#include "app/cli/console.h"
#include "app/cli/exit_codes.h"
#include "app/cli/json_file.h"
#include "app/cli/library_option.h"
#include "app/cli/percentile_table.h"
#include "app/cli/stop_signals.h"
#include "core/analysis/link_budget.h"
#include "core/bench/run_collector.h"
#include "core/timing/fingerprint.h"
#include "core/timing/realtime.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <thread>

namespace loopscope::cli {

namespace {

constexpr int kPollPeriodMs = 100;
constexpr double kProgressEveryS = 2.0;
constexpr double kHangSlackS = 15.0;

struct Comparison
{
    core::LinkBudgetInput input;
    core::LinkBudgetResult predicted;
    double measuredP50Us = 0;
    double measuredP99Us = 0;
    double achievedRateHz = 0;
};

QString budgetReport(const Comparison &c, const devices::ControlLoopProbe &probe)
{
    const devices::LoopFrameSizes sizes = probe.frameSizes();
    QString text = QStringLiteral("link budget: %1\n").arg(c.input.name);
    text += QStringLiteral("  frames on the wire: command %1 B, reply %2 B%3; device turnaround %4 µs, host "
                           "turnaround %5 µs\n")
                .arg(sizes.commandBytes)
                .arg(sizes.replyBytes)
                .arg(sizes.requestBytes > 0 ? QStringLiteral(", sync read %1 B").arg(sizes.requestBytes) : QString())
                .arg(c.input.deviceTurnaroundUs)
                .arg(c.input.hostTurnaroundUs);
    text += QStringLiteral("  predicted cycle   %1 µs (wire %2 µs + turnarounds %3 µs) -> at most %4 Hz\n")
                .arg(c.predicted.cycleUs, 0, 'f', 1)
                .arg(c.predicted.wireUsPerCycle, 0, 'f', 1)
                .arg(c.predicted.turnaroundUsPerCycle, 0, 'f', 1)
                .arg(c.predicted.maxRateHz, 0, 'f', 1);
    const double ratio = c.predicted.cycleUs > 0 ? c.measuredP50Us / c.predicted.cycleUs : 0;
    text += QStringLiteral("  measured cycle    p50 %1 µs, p99 %2 µs (p50 / predicted = %3)\n")
                .arg(c.measuredP50Us, 0, 'f', 1)
                .arg(c.measuredP99Us, 0, 'f', 1)
                .arg(ratio, 0, 'f', 2);
    const double rateHz = probe.config().rateHz;
    text += QStringLiteral("  achieved rate     %1 Hz%2\n")
                .arg(c.achievedRateHz, 0, 'f', 1)
                .arg(rateHz > 0 ? QStringLiteral(" of %1 Hz requested").arg(rateHz) : QStringLiteral(" (back to back)"));
    return text;
}

QString stopReport(const std::vector<devices::ServoStopReport> &stops, bool *allAcknowledged)
{
    QString text = QStringLiteral("stop at the end:");
    *allAcknowledged = true;
    for (const devices::ServoStopReport &stop : stops) {
        if (stop.acknowledged)
            text += QStringLiteral(" ID %1 %2 ms;").arg(stop.id).arg(stop.ackMs, 0, 'f', 2);
        else {
            *allAcknowledged = false;
            text += QStringLiteral(" ID %1 NOT acknowledged (%2);").arg(stop.id).arg(stop.error);
        }
    }
    if (text.endsWith(QLatin1Char(';')))
        text.chop(1);
    return text + QLatin1Char('\n');
}

bool addToJson(const QString &path, const ParsedOptions &options, const BenchLoopSettings &s, const Comparison &c,
               QString *error)
{
    return amendJsonFile(
        path,
        [&](QJsonObject &root) {
            QJsonObject cliOptions = options.toJson();
            cliOptions.insert(QStringLiteral("name"), s.baseName);
            root.insert(QStringLiteral("cli"), QJsonObject{{QStringLiteral("command"), QStringLiteral("bench loop")},
                                                           {QStringLiteral("options"), cliOptions},
                                                           {QStringLiteral("bus"), s.bus.toString()}});
            QJsonObject comparison = c.predicted.toJson();
            comparison.insert(QStringLiteral("name"), c.input.name);
            comparison.insert(QStringLiteral("measured_p50_us"), c.measuredP50Us);
            comparison.insert(QStringLiteral("measured_p99_us"), c.measuredP99Us);
            comparison.insert(QStringLiteral("achieved_rate_hz"), c.achievedRateHz);
            root.insert(QStringLiteral("prediction_vs_measurement"), comparison);
        },
        error);
}

} // namespace

int runBenchLoop(const QStringList &args)
{
    const CommandSpec &spec = benchLoopSpec();
    ParsedOptions options;
    if (const std::optional<int> exitCode = parseCommandLine(spec, args, &options))
        return *exitCode;
    QString error;
    BenchLoopSettings s;
    if (!buildBenchLoopSettings(options, &s, &error))
        return usageError(spec, error);

    devices::SimLab lab;
    if (s.useSim) {
        if (!lab.start(s.sim, &error)) {
            printError(QStringLiteral("the simulator failed to start: %1").arg(error));
            return kExitSimulatorFailed;
        }
        if (!resolveSimBus(lab, &s.bus, &error)) {
            printError(error);
            return kExitSimulatorFailed;
        }
        s.probe.bus.portPath = s.bus.port;
        s.probe.bus.baud = s.bus.baud;
    }

    devices::ControlLoopProbe probe(s.probe);
    core::RunCollector collector(probe, s.intervalS);
    bool ioFailed = false;
    if (!s.outDir.isEmpty() && !collector.streamTo(s.outDir, s.baseName, &error)) {
        if (const QFileInfo info(s.outDir); info.exists() && !info.isDir())
            error = QStringLiteral("%1 is a file, not a directory").arg(s.outDir);
        printError(QStringLiteral("cannot write results into --out %1: %2 (measuring anyway)").arg(s.outDir, error));
        ioFailed = true;
    }
    CliRunStore store(options, collector, probe);
    store.begin(s.baseName, QStringLiteral("Control-loop cycle"), registryParams(options, QStringLiteral("control-loop")));
    StopSignals stopSignals;
    if (!probe.start(&error)) {
        printError(QStringLiteral("cannot run the control loop on %1: %2").arg(s.bus.toString(), error));
        return kExitMeasurementFailed;
    }

    const double expectedS = s.expectedRunS();
    bool interrupted = false;
    bool hung = false;
    double lastProgressS = 0;
    const qint64 startNs = core::monotonicNs();
    while (!core::isTerminal(probe.state())) {
        QCoreApplication::processEvents();
        const double elapsedS = double(core::monotonicNs() - startNs) / 1e9;
        if (stopSignals.stopRequested() && !interrupted) {
            interrupted = true;
            printError(QStringLiteral("stopping (the servos are stopped; interrupt again to exit at once)"));
            probe.requestStop();
        }
        if (expectedS > 0 && elapsedS > expectedS + kHangSlackS && !hung) {
            hung = true;
            printError(QStringLiteral("the run did not end %1 s after its expected length; stopping it").arg(kHangSlackS));
            probe.requestStop();
        }
        collector.poll();
        if (!s.quiet && elapsedS - lastProgressS >= kProgressEveryS) {
            lastProgressS = elapsedS;
            const auto counters = probe.counters();
            printErr(QStringLiteral("%1 s  cycles %2  deadline misses %3  timeouts %4  %5 Hz\n")
                         .arg(elapsedS, 0, 'f', 1)
                         .arg(counterValue(counters, QStringLiteral("cycles")))
                         .arg(counterValue(counters, QStringLiteral("deadline_misses")))
                         .arg(counterValue(counters, QStringLiteral("timeouts")))
                         .arg(probe.achievedRateHz(), 0, 'f', 1));
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(kPollPeriodMs));
    }
    probe.wait();
    collector.finish();
    store.finish();
    if (!collector.streamError().isEmpty())
        ioFailed = true;

    const core::ProbeState finalState = probe.state();
    QString report = QStringLiteral("control loop on %1%2: %3 servo(s) %4, %5, %6\n")
                         .arg(s.bus.port, s.useSim ? QStringLiteral(" (simulated)") : QString())
                         .arg(s.probe.bus.ids.size())
                         .arg(devices::loopProtocolName(s.bus.protocol))
                         .arg(s.probe.rateHz > 0 ? QStringLiteral("%1 Hz").arg(s.probe.rateHz) : QStringLiteral("back to back"))
                         .arg(s.probe.bus.queryOnly ? QStringLiteral("query only") : QStringLiteral("holding position"));
    report += QStringLiteral("state: %1, %2 s measured\n\n")
                  .arg(core::probeStateName(finalState))
                  .arg(collector.elapsedS(), 0, 'f', 2);
    std::vector<TableChannel> columns;
    for (const core::ProbeChannel &channel : probe.channels())
        columns.push_back({channel.tag, channel.title, &collector.total(channel.tag)});
    report += percentileTable(columns) + QLatin1Char('\n');
    report += QStringLiteral("counters\n") + counterTable(probe.counters()) + QLatin1Char('\n');

    Comparison comparison;
    comparison.input = probe.linkBudgetInput();
    comparison.predicted = core::predictCycle(comparison.input);
    const core::HdrHistogram &cycle = collector.total(QStringLiteral("cycle"));
    comparison.measuredP50Us = double(cycle.valueAtPercentile(50)) / 1e3;
    comparison.measuredP99Us = double(cycle.valueAtPercentile(99)) / 1e3;
    comparison.achievedRateHz = probe.achievedRateHz();
    report += budgetReport(comparison, probe);
    bool allStopped = false;
    report += stopReport(probe.stopReports(), &allStopped);
    if (!probe.warning().isEmpty())
        report += QStringLiteral("warning: %1\n").arg(probe.warning());

    bool failed = false;
    QString failure;
    if (finalState == core::ProbeState::Failed) {
        failed = true;
        failure = probe.failureReason();
    } else if (hung) {
        failed = true;
        failure = QStringLiteral("the run did not end in time");
    } else if (!allStopped) {
        failed = true;
        failure = QStringLiteral("not every servo acknowledged the stop (their watchdogs stop them within %1 s)")
                      .arg(s.probe.bus.watchdogS);
    }
    if (failed)
        report += QStringLiteral("failed: %1\n").arg(failure);
    report += store.storedLine();
    printOut(report);

    if (!s.outDir.isEmpty()) {
        const core::EnvironmentFingerprint fingerprint = core::EnvironmentFingerprint::capture();
        QStringList written;
        if (!collector.exportAll(s.outDir, s.baseName, fingerprint.toJson(), &written, &error)) {
            printError(QStringLiteral("writing the results into %1 failed: %2").arg(s.outDir, error));
            ioFailed = true;
        }
        for (const QString &path : std::as_const(written)) {
            if (path.endsWith(QLatin1String(".json")) && !addToJson(path, options, s, comparison, &error)) {
                printError(error);
                ioFailed = true;
            }
        }
        if (!written.isEmpty()) {
            QString list = QStringLiteral("\nwritten:\n");
            for (const QString &path : std::as_const(written))
                list += QStringLiteral("  %1\n").arg(QDir::cleanPath(path));
            printOut(list);
        }
    }
    if (failed) {
        printError(QStringLiteral("control loop on %1 failed: %2").arg(s.bus.toString(), failure));
        return kExitMeasurementFailed;
    }
    if (ioFailed)
        return kExitIoError;
    if (interrupted)
        return kExitInterrupted;
    return kExitSuccess;
}

} // namespace loopscope::cli
