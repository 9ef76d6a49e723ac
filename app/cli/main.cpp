// loopscope-cli: the headless twin of the Loopscope GUI. Dispatches to the
// commands; each command parses its own options from its option table.

#include "app/cli/cli_options.h"
#include "app/cli/cmd_bench_experiment.h"
#include "app/cli/cmd_bench_loop.h"
#include "app/cli/cmd_bench_udp.h"
#include "app/cli/cmd_bench_video.h"
#include "app/cli/cmd_compare.h"
#include "app/cli/cmd_discover.h"
#include "app/cli/cmd_fingerprint.h"
#include "app/cli/cmd_jog.h"
#include "app/cli/cmd_read_clock_code.h"
#include "app/cli/cmd_report.h"
#include "app/cli/cmd_runs.h"
#include "app/cli/cmd_scan.h"
#include "app/cli/cmd_stop.h"
#include "app/cli/console.h"
#include "app/cli/exit_codes.h"
#include "core/experiment/experiment.h"
#include "core/version.h"
#include "devices/bench/device_probe_kinds.h"

#include <QCoreApplication>

using namespace loopscope::cli;

namespace {

const CommandSpec &topSpec()
{
    static const CommandSpec spec{
        QString(),
        QStringLiteral("COMMAND [OPTIONS]"),
        QStringLiteral("Loopscope without a display: measures latency the way it should be measured (full "
                       "distributions, coordinated-omission correct, HdrHistogram files) and finds devices."),
        QStringLiteral("COMMANDS\n"
                       "  bench udp     measure the UDP round trip to an echo device (or --sim)\n"
                       "  bench loop    measure the control-loop cycle over a servo bus, beside its\n"
                       "                link-budget prediction\n"
                       "  bench video   decode video streams and measure every stage (and camera to display)\n"
                       "  discover      list the UDP echo devices that answer a discovery request\n"
                       "  scan          find every device: serial ports x protocols x bauds x IDs, UDP\n"
                       "  jog           move one actuator within soft limits, watchdog armed\n"
                       "  stop          stop every actuator on the ports (--all) or one (--device)\n"
                       "  fingerprint   print the environment fingerprint attached to every result\n"
                       "  runs          list, show or delete the runs stored in the result library\n"
                       "  compare       compare stored runs: percentiles with ratios, fingerprint\n"
                       "                differences; --max-ratio p99=1.2 exits 6 on a regression\n"
                       "  report        write the HTML and/or PDF report of stored runs (several: a comparison)\n"
                       "\n"
                       "  loopscope-cli COMMAND --help shows a command's options.\n"),
        {
            {QStringLiteral("help"), {}, QStringLiteral("Show this help and exit."), {}},
            {QStringLiteral("version"), {}, QStringLiteral("Print the version and exit."), {}},
        },
    };
    return spec;
}

QStringList benchKinds()
{
    QStringList kinds{QStringLiteral("udp"), QStringLiteral("loop"), QStringLiteral("video")};
    for (const loopscope::core::ProbeKindSpec &k : loopscope::core::ProbeRegistry::instance().kinds())
        if (!kinds.contains(k.kind))
            kinds << k.kind;
    return kinds;
}

int dispatch(const QStringList &args)
{
    const CommandSpec &spec = topSpec();
    if (args.isEmpty())
        return usageError(spec, QStringLiteral("no command given (bench udp, bench loop, discover, scan, jog, stop or fingerprint)"));
    const QString &command = args.first();
    const QStringList rest = args.mid(1);
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        printOut(helpText(spec));
        return kExitSuccess;
    }
    if (command == QLatin1String("--version")) {
        printOut(QStringLiteral("loopscope-cli %1\n").arg(loopscope::core::versionString()));
        return kExitSuccess;
    }
    if (command == QLatin1String("bench")) {
        if (rest.isEmpty())
            return usageError(spec, QStringLiteral("bench needs a probe kind: %1").arg(benchKinds().join(QStringLiteral(", "))));
        if (rest.first() == QLatin1String("udp"))
            return runBenchUdp(rest.mid(1));
        if (rest.first() == QLatin1String("loop"))
            return runBenchLoop(rest.mid(1));
        // bench video (issue 4, video)
        if (rest.first() == QLatin1String("video"))
            return runBenchVideo(rest.mid(1));
        // Every other kind of the experiment registry (hiccup, timer, deadline, mqtt, ...).
        if (hasBenchExperiment(rest.first()))
            return runBenchExperiment(rest.first(), rest.mid(1));
        if (rest.first() == QLatin1String("--help") || rest.first() == QLatin1String("-h"))
            return runBenchUdp({QStringLiteral("--help")});
        return usageError(spec, QStringLiteral("unknown probe kind 'bench %1' (known: %2)")
                                    .arg(rest.first(), benchKinds().join(QStringLiteral(", "))));
    }
    if (command == QLatin1String("discover"))
        return runDiscover(rest);
    if (command == QLatin1String("fingerprint"))
        return runFingerprint(rest);
    if (command == QLatin1String("scan"))
        return runScan(rest);
    if (command == QLatin1String("jog"))
        return runJog(rest);
    if (command == QLatin1String("stop"))
        return runStop(rest);
    if (command == QLatin1String("runs"))
        return runRuns(rest);
    if (command == QLatin1String("compare"))
        return runCompare(rest);
    if (command == QLatin1String("report"))
        return runReport(rest);
    if (command == QLatin1String("read-clock-code")) // hidden: bench/bench_ffplay_latency.sh
        return runReadClockCode(rest);
    if (command.startsWith(QLatin1Char('-')))
        return usageError(spec, QStringLiteral("unknown option '%1'").arg(command));
    return usageError(spec, QStringLiteral("unknown command '%1' (known: bench udp, bench loop, discover, scan, jog, stop, fingerprint)").arg(command));
}

} // namespace

int main(int argc, char *argv[])
{
    // report needs a QGuiApplication (offscreen); every other command a QCoreApplication.
    const std::unique_ptr<QCoreApplication> app = createCliApplication(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("loopscope-cli"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(loopscope::core::kVersion));
    loopscope::devices::registerDeviceProbeKinds(loopscope::core::ProbeRegistry::instance());
    return dispatch(QCoreApplication::arguments().mid(1));
}
