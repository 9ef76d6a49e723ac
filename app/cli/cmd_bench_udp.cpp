#include "app/cli/cmd_bench_udp.h"

#include "app/cli/bench_udp_options.h"
#include "app/cli/console.h"
#include "app/cli/exit_codes.h"
#include "app/cli/json_file.h"
#include "app/cli/library_option.h"
#include "app/cli/percentile_table.h"
#include "app/cli/progress_printer.h"
#include "app/cli/stop_signals.h"
#include "core/bench/run_collector.h"
#include "core/bench/udp_echo_probe.h"
#include "core/timing/fingerprint.h"
#include "core/timing/realtime.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <memory>
#include <optional>
#include <thread>

namespace loopscope::cli {

namespace {

constexpr int kPollPeriodMs = 100;
constexpr double kProgressThresholdS = 2.0;
// Beyond the expected length (plus the loss timeout) a run is given this
// much slack before the CLI stops it as hung.
constexpr double kHangSlackS = 15.0;

qint64 lastIntervalP99(const core::RunCollector &collector, const QString &tag)
{
    const std::vector<core::IntervalStats> &intervals = collector.intervals();
    for (auto it = intervals.rbegin(); it != intervals.rend(); ++it) {
        if (it->tag == tag && it->count > 0)
            return it->p99Ns;
    }
    return -1;
}

QString describeRun(const BenchUdpSettings &s, const HostPort &target)
{
    QString text = QStringLiteral("UDP echo round trip to %1%2: %3 Hz, %4-byte payload, ")
                       .arg(target.toString(), s.useSim ? QStringLiteral(" (simulated)") : QString())
                       .arg(s.probe.rateHz)
                       .arg(s.probe.payloadBytes);
    text += s.probe.durationS > 0 ? QStringLiteral("%1 s").arg(s.probe.durationS)
                                  : QStringLiteral("%1 datagrams").arg(s.probe.count);
    if (s.probe.warmupS > 0)
        text += QStringLiteral(" after %1 s warm-up").arg(s.probe.warmupS);
    return text;
}

// Adds the command line (the option table's effective values) to the JSON
// summary written by exportAll.
bool addCliToJson(const QString &path, const ParsedOptions &options, const BenchUdpSettings &s, QString *error)
{
    return amendJsonFile(
        path,
        [&](QJsonObject &root) {
            QJsonObject cliOptions = options.toJson();
            cliOptions.insert(QStringLiteral("name"), s.baseName);
            QJsonObject cli;
            cli.insert(QStringLiteral("command"), QStringLiteral("bench udp"));
            cli.insert(QStringLiteral("options"), cliOptions);
            cli.insert(QStringLiteral("target"), QStringLiteral("%1:%2").arg(s.probe.host).arg(s.probe.port));
            root.insert(QStringLiteral("cli"), cli);
        },
        error);
}

} // namespace

int runBenchUdp(const QStringList &args)
{
    const CommandSpec &spec = benchUdpSpec();
    ParsedOptions options;
    if (const std::optional<int> exitCode = parseCommandLine(spec, args, &options))
        return *exitCode;
    QString error;
    BenchUdpSettings s;
    if (!buildBenchUdpSettings(options, &s, &error))
        return usageError(spec, error);
    {
        // Validate before starting anything (the simulator's port is not known yet).
        core::UdpProbeConfig check = s.probe;
        if (s.useSim) {
            check.host = QStringLiteral("127.0.0.1");
            check.port = 7;
        }
        if (const QString invalid = check.validate(); !invalid.isEmpty())
            return usageError(spec, QStringLiteral("invalid parameters: %1 (--rate %2, --payload %3, --link-mbit %4)")
                                        .arg(invalid, options.value(QStringLiteral("rate")),
                                             options.value(QStringLiteral("payload")),
                                             options.value(QStringLiteral("link-mbit"))));
    }

    // --sim: one simulated device on loopback, started and stopped here.
    devices::SimLab lab;
    HostPort target = s.target;
    if (s.useSim) {
        if (s.targetGiven)
            printError(QStringLiteral("--sim given: measuring the simulated device, not %1").arg(s.target.toString()));
        if (!lab.start(s.sim, &error)) {
            printError(QStringLiteral("the simulator failed to start: %1").arg(error));
            return kExitSimulatorFailed;
        }
        const QList<devices::SimEndpoint> endpoints = lab.endpoints();
        if (endpoints.isEmpty()) {
            printError(QStringLiteral("the simulator started but reported no echo device"));
            return kExitSimulatorFailed;
        }
        target.host = endpoints.first().host;
        target.port = endpoints.first().port;
        s.probe.host = target.host;
        s.probe.port = target.port;
        if (const QString invalid = s.probe.validate(); !invalid.isEmpty())
            return usageError(spec, invalid);
    }

    core::UdpEchoProbe probe(s.probe);
    core::RunCollector collector(probe, s.intervalS);
    bool ioFailed = false;
    if (!s.outDir.isEmpty() && !collector.streamTo(s.outDir, s.baseName, &error)) {
        if (const QFileInfo info(s.outDir); info.exists() && !info.isDir())
            error = QStringLiteral("%1 is a file, not a directory").arg(s.outDir);
        printError(QStringLiteral("cannot write results into --out %1: %2 (measuring anyway; the summary will be "
                                  "printed)")
                       .arg(s.outDir, error));
        ioFailed = true;
    }

    CliRunStore store(options, collector, probe);
    store.begin(s.baseName, QStringLiteral("UDP round trip"), registryParams(options, QStringLiteral("udp-echo")));

    std::optional<core::CpuDmaLatencyHold> dmaHold;
    if (s.probe.realtime.enabled)
        dmaHold.emplace();

    StopSignals stopSignals;
    if (!probe.start(&error)) {
        printError(QStringLiteral("cannot measure %1: %2").arg(target.toString(), error));
        return kExitMeasurementFailed;
    }

    const double expectedS = s.expectedRunS();
    ProgressPrinter progress(!s.quiet && expectedS > kProgressThresholdS, stderrIsTerminal(), expectedS);
    const double hangLimitS = expectedS + s.probe.lossTimeoutS + kHangSlackS;
    bool interrupted = false;
    bool hung = false;
    bool streamErrorReported = ioFailed;
    const qint64 startNs = core::monotonicNs();
    while (!core::isTerminal(probe.state())) {
        QCoreApplication::processEvents();
        const double elapsedS = static_cast<double>(core::monotonicNs() - startNs) / 1e9;
        if (stopSignals.stopRequested() && !interrupted) {
            interrupted = true;
            progress.finish();
            printError(QStringLiteral("stopping (interrupt again to exit at once)"));
            probe.requestStop();
        }
        if (elapsedS > hangLimitS && !hung) {
            hung = true;
            progress.finish();
            printError(QStringLiteral("the run did not end %1 s after its expected length; stopping it").arg(kHangSlackS));
            probe.requestStop();
        }
        collector.poll();
        if (!streamErrorReported && !collector.streamError().isEmpty()) {
            streamErrorReported = true;
            ioFailed = true;
            progress.finish();
            printError(collector.streamError());
        }
        ProgressSnapshot snapshot;
        snapshot.elapsedS = elapsedS;
        snapshot.stateName = core::probeStateName(probe.state());
        snapshot.counters = probe.counters();
        snapshot.p99Ns = lastIntervalP99(collector, QStringLiteral("latency"));
        progress.update(snapshot);
        std::this_thread::sleep_for(std::chrono::milliseconds(kPollPeriodMs));
    }
    probe.wait();
    collector.finish();
    store.finish();
    progress.finish();
    if (!collector.streamError().isEmpty())
        ioFailed = true;

    // The report on stdout: always, whatever happened to the files.
    const core::ProbeState finalState = probe.state();
    const std::vector<core::ProbeCounter> counters = probe.counters();
    QString report = describeRun(s, target) + QLatin1Char('\n');
    report += QStringLiteral("state: %1, %2 s measured\n\n")
                  .arg(core::probeStateName(finalState))
                  .arg(collector.elapsedS(), 0, 'f', 2);
    std::vector<TableChannel> columns;
    for (const core::ProbeChannel &channel : probe.channels())
        columns.push_back({channel.tag, channel.title, &collector.total(channel.tag)});
    report += percentileTable(columns) + QLatin1Char('\n');
    report += QStringLiteral("counters\n") + counterTable(counters) + QLatin1Char('\n');
    report += QStringLiteral("realtime: %1\n").arg(s.probe.realtime.enabled ? probe.realtimeGrant().summary()
                                                                             : QStringLiteral("not requested"));
    QStringList warnings;
    if (!probe.warning().isEmpty())
        warnings << probe.warning();
    if (!collector.streamError().isEmpty())
        warnings << QStringLiteral("writing while running failed: %1").arg(collector.streamError());
    for (const QString &warning : warnings)
        report += QStringLiteral("warning: %1\n").arg(warning);

    bool failed = false;
    QString failure;
    const qint64 sent = counterValue(counters, QStringLiteral("sent"));
    const qint64 received = counterValue(counters, QStringLiteral("received"));
    if (finalState == core::ProbeState::Failed) {
        failed = true;
        failure = probe.failureReason();
    } else if (hung) {
        failed = true;
        failure = QStringLiteral("the run did not end in time");
    } else if (sent > 0 && received == 0) {
        failed = true;
        failure = QStringLiteral("all %1 datagrams were lost: is a UDP echo device listening at %2?")
                      .arg(sent)
                      .arg(target.toString());
    }
    report += store.storedLine();
    if (failed)
        report += QStringLiteral("failed: %1\n").arg(failure);
    printOut(report);

    if (!s.outDir.isEmpty()) {
        core::EnvironmentFingerprint fingerprint = core::EnvironmentFingerprint::capture();
        if (s.probe.realtime.enabled)
            fingerprint.realtimeGrant = probe.realtimeGrant().summary();
        QStringList written;
        if (!collector.exportAll(s.outDir, s.baseName, fingerprint.toJson(), &written, &error)) {
            printError(QStringLiteral("writing the results into %1 failed: %2").arg(s.outDir, error));
            ioFailed = true;
        }
        for (const QString &path : std::as_const(written)) {
            if (path.endsWith(QLatin1String(".json")) && !addCliToJson(path, options, s, &error)) {
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
        printError(QStringLiteral("measurement of %1 failed: %2").arg(target.toString(), failure));
        return kExitMeasurementFailed;
    }
    if (ioFailed)
        return kExitIoError;
    if (interrupted)
        return kExitInterrupted;
    return kExitSuccess;
}

} // namespace loopscope::cli
