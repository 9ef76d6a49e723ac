#include "app/cli/command_table.h"

#include "app/cli/bench_loop_options.h"
#include "app/cli/bench_udp_options.h"
#include "app/cli/cli_options.h"
#include "app/cli/cmd_bench_experiment.h"
#include "app/cli/cmd_bench_loop.h"
#include "app/cli/cmd_bench_udp.h"
#include "app/cli/cmd_bench_video.h"
#include "app/cli/cmd_cli_docs.h"
#include "app/cli/cmd_compare.h"
#include "app/cli/cmd_discover.h"
#include "app/cli/cmd_fingerprint.h"
#include "app/cli/cmd_fleet.h"
#include "app/cli/cmd_jog.h"
#include "app/cli/cmd_library.h"
#include "app/cli/cmd_read_clock_code.h"
#include "app/cli/cmd_report.h"
#include "app/cli/cmd_runs.h"
#include "app/cli/cmd_scan.h"
#include "app/cli/cmd_stop.h"
#include "app/cli/console.h"
#include "app/cli/exit_codes.h"
#include "core/experiment/experiment.h"
#include "core/version.h"

#include <algorithm>

namespace loopscope::cli {

namespace {

const QString kBench = QStringLiteral("bench");

// "  name          summary", the summary wrapped at 78 columns.
QString commandLine(const QString &name, const QString &summary)
{
    constexpr int kColumn = 16;
    QString out = QStringLiteral("  ") + name.leftJustified(kColumn - 2) + QLatin1Char(' ');
    if (name.size() > kColumn - 2)
        out += QLatin1Char('\n') + QString(kColumn + 1, QLatin1Char(' '));
    int column = kColumn + 1;
    bool first = true;
    for (const QString &word : summary.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!first && column + 1 + word.size() > 78) {
            out += QLatin1Char('\n') + QString(kColumn + 1, QLatin1Char(' '));
            column = kColumn + 1;
            first = true;
        }
        if (!first) {
            out += QLatin1Char(' ');
            ++column;
        }
        out += word;
        column += int(word.size());
        first = false;
    }
    return out + QLatin1Char('\n');
}

// The bench kinds of the registry that have no hand-written command.
std::vector<const core::ProbeKindSpec *> generatedBenchKinds()
{
    std::vector<const core::ProbeKindSpec *> out;
    for (const core::ProbeKindSpec &k : core::ProbeRegistry::instance().kinds())
        out.push_back(&k);
    return out;
}

QStringList benchNames()
{
    QStringList names;
    for (const CliCommand &c : cliCommands())
        if (c.name.startsWith(kBench + QLatin1Char(' ')))
            names << c.name.mid(kBench.size() + 1);
    for (const core::ProbeKindSpec *k : generatedBenchKinds())
        if (!names.contains(k->kind))
            names << k->kind;
    return names;
}

QString benchHelp()
{
    QString text =
        QStringLiteral("Usage: loopscope-cli bench KIND [OPTIONS]\n\n"
                       "Runs one measurement, prints its percentile table and stores it in the result "
                       "library.\n\nKINDS\n");
    QStringList done;
    for (const CliCommand &c : cliCommands())
        if (c.name.startsWith(kBench + QLatin1Char(' ')) && !c.hidden) {
            text += commandLine(c.name.mid(kBench.size() + 1), c.summary);
            done << c.name.mid(kBench.size() + 1);
        }
    for (const core::ProbeKindSpec *k : generatedBenchKinds())
        if (!done.contains(k->kind))
            text += commandLine(k->kind, k->title + QStringLiteral(": ") + k->summary);
    text += QStringLiteral("\n  loopscope-cli bench KIND --help shows a kind's options and its method.\n");
    return text;
}

QString visibleCommandNames()
{
    QStringList names;
    for (const CliCommand &c : cliCommands())
        if (!c.hidden && !c.name.startsWith(kBench + QLatin1Char(' ')))
            names << c.name;
    return QStringLiteral("bench KIND, ") + names.join(QStringLiteral(", "));
}

} // namespace

const CommandSpec &topLevelSpec()
{
    static const CommandSpec spec = [] {
        QString notes = QStringLiteral("COMMANDS\n");
        for (const CliCommand &c : cliCommands())
            if (!c.hidden)
                notes += commandLine(c.name, c.summary);
        notes += commandLine(QStringLiteral("bench KIND"),
                             QStringLiteral("any other probe kind (bench --help lists them)"));
        notes += QStringLiteral("\n  loopscope-cli COMMAND --help shows a command's options.\n");
        return CommandSpec{
            QString(),
            QStringLiteral("COMMAND [OPTIONS]"),
            QStringLiteral(
                "Loopscope without a display: measures latency the way it should be measured (full "
                "distributions, coordinated-omission correct, HdrHistogram files) and finds devices."),
            notes,
            {
                {QStringLiteral("help"), {}, QStringLiteral("Show this help and exit."), {}},
                {QStringLiteral("version"), {}, QStringLiteral("Print the version and exit."), {}},
            },
        };
    }();
    return spec;
}

std::vector<BenchKindSpec> benchKindSpecs()
{
    std::vector<BenchKindSpec> out;
    for (const CliCommand &c : cliCommands())
        if (c.name.startsWith(kBench + QLatin1Char(' ')) && !c.hidden)
            out.push_back({c.name.mid(kBench.size() + 1), c.summary, c.specs ? c.specs().front() : nullptr});
    for (const core::ProbeKindSpec *k : generatedBenchKinds()) {
        const bool handWritten =
            std::any_of(out.begin(), out.end(), [&](const BenchKindSpec &b) { return b.kind == k->kind; });
        if (!handWritten)
            out.push_back({k->kind, k->title + QStringLiteral(": ") + k->summary, &benchExperimentSpec(*k)});
    }
    return out;
}

namespace {

int dispatchBench(const QStringList &rest)
{
    const CommandSpec &spec = topLevelSpec();
    if (rest.isEmpty())
        return usageError(
            spec,
            QStringLiteral("bench needs a probe kind: %1").arg(benchNames().join(QStringLiteral(", "))));
    const QString &kind = rest.first();
    if (kind == QLatin1String("--help") || kind == QLatin1String("-h")) {
        printOut(benchHelp());
        return kExitSuccess;
    }
    for (const CliCommand &c : cliCommands())
        if (c.name == kBench + QLatin1Char(' ') + kind)
            return c.run(rest.mid(1));
    // Every other kind of the probe registry (hiccup, timer, deadline, mqtt, ...).
    if (hasBenchExperiment(kind))
        return runBenchExperiment(kind, rest.mid(1));
    return usageError(spec, QStringLiteral("unknown probe kind 'bench %1' (known: %2)")
                                .arg(kind, benchNames().join(QStringLiteral(", "))));
}

} // namespace

const std::vector<CliCommand> &cliCommands()
{
    static const std::vector<CliCommand> commands{
        {.name = QStringLiteral("bench udp"),
         .summary = QStringLiteral("measure the UDP round trip to an echo device (or --sim)"),
         .run = runBenchUdp,
         .specs = [] { return CommandSpecList{&benchUdpSpec()}; }},
        {.name = QStringLiteral("bench loop"),
         .summary = QStringLiteral(
             "measure the control-loop cycle over a servo bus, beside its link-budget prediction"),
         .run = runBenchLoop,
         .specs = [] { return CommandSpecList{&benchLoopSpec()}; }},
        {.name = QStringLiteral("bench video"),
         .summary = QStringLiteral("decode video streams and measure every stage (and camera to display)"),
         .run = runBenchVideo,
         .specs = benchVideoSpecs},
        {.name = QStringLiteral("discover"),
         .summary = QStringLiteral("list the UDP echo devices that answer a discovery request"),
         .run = runDiscover,
         .specs = discoverSpecs},
        {.name = QStringLiteral("scan"),
         .summary = QStringLiteral("find every device: serial ports x protocols x bauds x IDs, UDP"),
         .run = runScan,
         .specs = scanSpecs},
        {.name = QStringLiteral("jog"),
         .summary = QStringLiteral("move one actuator within soft limits, watchdog armed"),
         .run = runJog,
         .specs = jogSpecs},
        {.name = QStringLiteral("stop"),
         .summary = QStringLiteral("stop every actuator on the ports (--all) or one (--device)"),
         .run = runStop,
         .specs = stopSpecs},
        {.name = QStringLiteral("fingerprint"),
         .summary = QStringLiteral("print the environment fingerprint attached to every result"),
         .run = runFingerprint,
         .specs = fingerprintSpecs},
        {.name = QStringLiteral("runs"),
         .summary = QStringLiteral("list, show or delete the runs stored in the result library"),
         .run = runRuns,
         .specs = runsSpecs},
        {.name = QStringLiteral("library"),
         .summary = QStringLiteral(
             "copy runs between result libraries (an SQLite file, a shared PostgreSQL database)"),
         .run = runLibraryCommand,
         .specs = librarySpecs},
        {.name = QStringLiteral("compare"),
         .summary = QStringLiteral("compare stored runs: percentiles with ratios, fingerprint differences; "
                                   "--max-ratio p99=1.2 exits 6 on a regression"),
         .run = runCompare,
         .specs = compareSpecs},
        {.name = QStringLiteral("agent"),
         .summary = QStringLiteral(
             "run a headless fleet agent on this host (experiments on request over an MQTT broker)"),
         .run = runAgent,
         .specs = agentSpecs},
        {.name = QStringLiteral("fleet"),
         .summary =
             QStringLiteral("the fleet's controller: list agents, run one experiment on several, cancel"),
         .run = runFleet,
         .specs = fleetSpecs},
        {.name = QStringLiteral("report"),
         .summary = QStringLiteral("write the HTML and/or PDF report of stored runs (several: a comparison)"),
         .run = runReport,
         .specs = reportSpecs},
        {.name = QStringLiteral("completion"),
         .summary = QStringLiteral("print the bash or zsh completion script of loopscope-cli"),
         .run = runCompletion,
         .specs = completionSpecs},
        // For the build: the manual page, made from these tables.
        {.name = QStringLiteral("man-page"),
         .summary = QStringLiteral("print the manual page loopscope-cli(1)"),
         .run = runManPage,
         .hidden = true},
        // For bench/bench_ffplay_latency.sh: reads the clock code of a frame.
        {.name = QStringLiteral("read-clock-code"),
         .summary = QStringLiteral("read the clock code of a frame"),
         .run = runReadClockCode,
         .hidden = true},
    };
    return commands;
}

int dispatchCli(const QStringList &args)
{
    const CommandSpec &spec = topLevelSpec();
    if (args.isEmpty())
        return usageError(spec, QStringLiteral("no command given (%1)").arg(visibleCommandNames()));
    const QString &command = args.first();
    const QStringList rest = args.mid(1);
    if (command == QLatin1String("--help") || command == QLatin1String("-h") ||
        command == QLatin1String("help")) {
        printOut(helpText(spec));
        return kExitSuccess;
    }
    if (command == QLatin1String("--version")) {
        printOut(QStringLiteral("loopscope-cli %1\n").arg(core::versionString()));
        return kExitSuccess;
    }
    if (command == kBench)
        return dispatchBench(rest);
    for (const CliCommand &c : cliCommands())
        if (c.name == command)
            return c.run(rest);
    if (command.startsWith(QLatin1Char('-')))
        return usageError(spec, QStringLiteral("unknown option '%1'").arg(command));
    return usageError(spec,
                      QStringLiteral("unknown command '%1' (known: %2)").arg(command, visibleCommandNames()));
}

} // namespace loopscope::cli
