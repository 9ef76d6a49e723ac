#include "app/cli/cmd_bench_loop.h"

#include "app/cli/bench_loop_options.h"
#include "app/cli/cli_run.h"
#include "app/cli/console.h"
#include "app/cli/library_option.h"
#include "app/cli/percentile_table.h"
#include "core/analysis/link_budget.h"
#include "core/bench/composite_probe.h"
#include "core/bench/run_collector.h"
#include "devices/common/protocol.h"

#include <memory>

namespace loopscope::cli {

namespace {

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

Comparison compare(const devices::ControlLoopProbe &probe, const core::RunCollector &collector)
{
    Comparison c;
    c.input = probe.linkBudgetInput();
    c.predicted = core::predictCycle(c.input);
    const core::HdrHistogram &cycle = collector.total(QStringLiteral("cycle"));
    c.measuredP50Us = double(cycle.valueAtPercentile(50)) / 1e3;
    c.measuredP99Us = double(cycle.valueAtPercentile(99)) / 1e3;
    c.achievedRateHz = probe.achievedRateHz();
    return c;
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

    // The probe of the "control-loop" kind, made from this command's options
    // (a bus spec, any ID list, timeouts and turnarounds say more than the
    // kind's parameters); with --sim it owns the simulated bus.
    auto bus = std::make_shared<BusSpec>(s.bus);
    CliRun run = cliRunOfKind(QStringLiteral("control-loop"), s.baseName, options);
    run.options.createProbe = [s, bus](QString *why) -> std::unique_ptr<core::LatencyProbe> {
        devices::ControlLoopConfig config = s.probe;
        std::shared_ptr<devices::SimLab> lab;
        if (s.useSim) {
            if (!(lab = startSimulator(s.sim, why)))
                return nullptr;
            if (!resolveSimBus(*lab, bus.get(), why)) {
                *why = QStringLiteral("the simulator: %1").arg(*why);
                return nullptr;
            }
            config.bus.portPath = bus->port;
            config.bus.baud = bus->baud;
        }
        return probeWith(std::make_unique<devices::ControlLoopProbe>(config), std::move(lab));
    };
    run.options.outDir = s.outDir;
    run.options.baseName = s.baseName;
    run.options.intervalS = s.intervalS;
    run.options.measureWithoutOutput = true;
    run.expectedS = s.expectedRunS();
    run.hangSlackS = kHangSlackS;
    run.quiet = s.quiet;
    run.stopMessage = QStringLiteral("stopping (the servos are stopped; interrupt again to exit at once)");
    run.startFailure = QStringLiteral("cannot run the control loop on %1").arg(s.bus.toString());
    run.headline = [s, bus](core::ExperimentRunner &) {
        return QStringLiteral("control loop on %1%2: %3 servo(s) %4, %5, %6")
            .arg(bus->port, s.useSim ? QStringLiteral(" (simulated)") : QString())
            .arg(s.probe.bus.ids.size())
            .arg(s.bus.protocol->bus)
            .arg(s.probe.rateHz > 0 ? QStringLiteral("%1 Hz").arg(s.probe.rateHz) : QStringLiteral("back to back"))
            .arg(s.probe.bus.queryOnly ? QStringLiteral("query only") : QStringLiteral("holding position"));
    };
    run.subject = [bus](core::ExperimentRunner &) { return QStringLiteral("control loop on %1").arg(bus->toString()); };
    run.progressLine = [](core::ExperimentRunner &runner, double elapsedS) {
        const auto counters = runner.probe()->counters();
        const auto *loop = core::findProbe<devices::ControlLoopProbe>(runner.probe());
        return QStringLiteral("%1 s  cycles %2  deadline misses %3  timeouts %4  %5 Hz")
            .arg(elapsedS, 0, 'f', 1)
            .arg(counterValue(counters, QStringLiteral("cycles")))
            .arg(counterValue(counters, QStringLiteral("deadline_misses")))
            .arg(counterValue(counters, QStringLiteral("timeouts")))
            .arg(loop ? loop->achievedRateHz() : 0.0, 0, 'f', 1);
    };
    run.extraReport = [](core::ExperimentRunner &runner) {
        const auto *loop = core::findProbe<devices::ControlLoopProbe>(runner.probe());
        if (!loop)
            return QString();
        bool allStopped = false;
        return budgetReport(compare(*loop, *runner.collector()), *loop) + stopReport(loop->stopReports(), &allStopped);
    };
    run.verdict = [s](core::ExperimentRunner &runner) {
        const auto *loop = core::findProbe<devices::ControlLoopProbe>(runner.probe());
        bool allStopped = true;
        if (loop)
            stopReport(loop->stopReports(), &allStopped);
        return allStopped ? QString()
                          : QStringLiteral("not every servo acknowledged the stop (their watchdogs stop them within %1 s)")
                                .arg(s.probe.bus.watchdogS);
    };
    run.amendJson = [&options, s, bus](QJsonObject &root, core::ExperimentRunner &runner) {
        QJsonObject cliOptions = options.toJson();
        cliOptions.insert(QStringLiteral("name"), s.baseName);
        root.insert(QStringLiteral("cli"), QJsonObject{{QStringLiteral("command"), QStringLiteral("bench loop")},
                                                       {QStringLiteral("options"), cliOptions},
                                                       {QStringLiteral("bus"), bus->toString()}});
        const auto *loop = core::findProbe<devices::ControlLoopProbe>(runner.probe());
        if (!loop)
            return;
        const Comparison c = compare(*loop, *runner.collector());
        QJsonObject comparison = c.predicted.toJson();
        comparison.insert(QStringLiteral("name"), c.input.name);
        comparison.insert(QStringLiteral("measured_p50_us"), c.measuredP50Us);
        comparison.insert(QStringLiteral("measured_p99_us"), c.measuredP99Us);
        comparison.insert(QStringLiteral("achieved_rate_hz"), c.achievedRateHz);
        root.insert(QStringLiteral("prediction_vs_measurement"), comparison);
    };
    return runCliExperiment(options, std::move(run));
}

} // namespace loopscope::cli
