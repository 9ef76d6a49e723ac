#include "app/cli/cmd_bench_udp.h"

#include "app/cli/bench_udp_options.h"
#include "app/cli/cli_run.h"
#include "app/cli/console.h"
#include "app/cli/library_option.h"
#include "app/cli/percentile_table.h"
#include "core/bench/udp_echo_probe.h"
#include "core/timing/realtime.h"

#include <memory>
#include <optional>

namespace loopscope::cli {

namespace {

// Beyond the expected length (plus the loss timeout) a run is given this
// much slack before the CLI stops it as hung.
constexpr double kHangSlackS = 15.0;

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
    if (s.useSim && s.targetGiven)
        printError(QStringLiteral("--sim given: measuring the simulated device, not %1").arg(s.target.toString()));

    // The probe of the "udp-echo" kind, made from this command's options
    // (--count, --link-mbit and the simulator's impairments say more than
    // the kind's parameters); with --sim it owns the simulated device.
    auto target = std::make_shared<HostPort>(s.target);
    CliRun run = cliRunOfKind(QStringLiteral("udp-echo"), s.baseName, options);
    run.options.createProbe = [s, target](QString *why) -> std::unique_ptr<core::LatencyProbe> {
        core::UdpProbeConfig config = s.probe;
        std::shared_ptr<devices::SimLab> lab;
        if (s.useSim) {
            if (!(lab = startSimulator(s.sim, why)))
                return nullptr;
            const QList<devices::SimEndpoint> endpoints = lab->endpoints();
            if (endpoints.isEmpty()) {
                *why = QStringLiteral("the simulator started but reported no echo device");
                return nullptr;
            }
            config.host = endpoints.first().host;
            config.port = endpoints.first().port;
            target->host = config.host;
            target->port = config.port;
            if (const QString invalid = config.validate(); !invalid.isEmpty()) {
                *why = invalid;
                return nullptr;
            }
        }
        return probeWith(std::make_unique<core::UdpEchoProbe>(config), std::move(lab));
    };
    run.options.outDir = s.outDir;
    run.options.baseName = s.baseName;
    run.options.intervalS = s.intervalS;
    run.options.measureWithoutOutput = true; // the summary is printed anyway, exit 3
    run.expectedS = s.expectedRunS();
    run.hangSlackS = s.probe.lossTimeoutS + kHangSlackS;
    run.quiet = s.quiet;
    run.startFailure = QStringLiteral("cannot measure %1").arg(s.useSim ? QStringLiteral("the simulated device")
                                                                        : s.target.toString());
    run.headline = [s, target](core::ExperimentRunner &) { return describeRun(s, *target); };
    run.subject = [target](core::ExperimentRunner &) {
        return QStringLiteral("measurement of %1").arg(target->toString());
    };
    run.extraReport = [s](core::ExperimentRunner &runner) {
        return QStringLiteral("realtime: %1\n")
            .arg(s.probe.realtime.enabled ? runner.probe()->realtimeSummary() : QStringLiteral("not requested"));
    };
    run.verdict = [target](core::ExperimentRunner &runner) {
        const std::vector<core::ProbeCounter> counters = runner.probe()->counters();
        const qint64 sent = counterValue(counters, QStringLiteral("sent"));
        if (sent > 0 && counterValue(counters, QStringLiteral("received")) == 0)
            return QStringLiteral("all %1 datagrams were lost: is a UDP echo device listening at %2?")
                .arg(sent)
                .arg(target->toString());
        return QString();
    };
    run.amendJson = [&options, s, target](QJsonObject &root, core::ExperimentRunner &) {
        QJsonObject cliOptions = options.toJson();
        cliOptions.insert(QStringLiteral("name"), s.baseName);
        QJsonObject cli;
        cli.insert(QStringLiteral("command"), QStringLiteral("bench udp"));
        cli.insert(QStringLiteral("options"), cliOptions);
        cli.insert(QStringLiteral("target"), QStringLiteral("%1:%2").arg(target->host).arg(target->port));
        root.insert(QStringLiteral("cli"), cli);
    };

    std::optional<core::CpuDmaLatencyHold> dmaHold;
    if (s.probe.realtime.enabled)
        dmaHold.emplace();
    return runCliExperiment(options, std::move(run));
}

} // namespace loopscope::cli
