#include "app/cli/cli_run.h"
#include "app/cli/bench_udp_options.h"

#include "app/cli/library_option.h"

#include <QDateTime>
#include <QRegularExpression>

namespace loopscope::cli {

const CommandSpec &benchUdpSpec()
{
    static const CommandSpec spec = withLibraryOptions(CommandSpec{
        QStringLiteral("bench udp"),
        QStringLiteral("bench udp --target HOST:PORT --rate HZ --payload BYTES (--duration S | --count N) "
                       "[--warmup S] [--loss-timeout S] [--realtime] [--cpu N] [--out DIR] [--sim] ..."),
        QStringLiteral("Measures the UDP round trip to an echo device (RFC 862 shape) at a fixed rate on an "
                       "absolute schedule and prints a percentile table (p50, p90, p99, p99.9, p99.99, max, in "
                       "µs) for two channels: latency, measured from the intended send time "
                       "(coordinated-omission correct), and service, measured from the actual send time (raw); "
                       "then the counters (sent, received, lost, duplicated, reordered, foreign, late, send "
                       "errors), the real-time grant and any warnings. Progress goes to stderr for runs longer "
                       "than two seconds. Ctrl-C (or SIGTERM) stops the run and still prints and writes what was "
                       "measured; a second Ctrl-C exits at once."),
        QStringLiteral("FILES\n"
                       "  Without --out nothing is written. With --out DIR the interval log (.hlog)\n"
                       "  and the per-interval CSV (.intervals.csv) are written while the run goes,\n"
                       "  and at the end DIR/BASE.<channel>.hgrm (one per channel), BASE.hlog,\n"
                       "  BASE.intervals.csv and BASE.json (summary, parameters, environment\n"
                       "  fingerprint); their paths are printed. If the files cannot be written, the\n"
                       "  summary is still printed and the exit code is 3.\n"
                       "\n"
                       "EXAMPLES\n"
                       "  loopscope-cli bench udp --sim --rate 1000 --payload 64 --duration 10\n"
                       "  loopscope-cli bench udp --target [::1]:7000 --rate 500 --payload 256 \\\n"
                       "      --count 5000 --out results\n"),
        {
            {QStringLiteral("target"), QStringLiteral("HOST:PORT"),
             QStringLiteral("The UDP echo device: a host name, an IPv4 address or a bracketed IPv6 address "
                            "([::1]:7000). Optional with --sim."),
             {}},
            {QStringLiteral("rate"), QStringLiteral("HZ"), QStringLiteral("Datagrams per second, 1 to 10000."),
             QStringLiteral("1000")},
            {QStringLiteral("payload"), QStringLiteral("BYTES"), QStringLiteral("UDP payload size, 16 to 1472."),
             QStringLiteral("64")},
            {QStringLiteral("duration"), QStringLiteral("S"),
             QStringLiteral("Stop after this many seconds (after the warm-up). Give --duration or --count."), {}},
            {QStringLiteral("count"), QStringLiteral("N"),
             QStringLiteral("Stop after sending this many datagrams (after the warm-up). Give --duration or --count."),
             {}},
            {QStringLiteral("warmup"), QStringLiteral("S"),
             QStringLiteral("Seconds sent and answered first but not recorded."), QStringLiteral("0")},
            {QStringLiteral("loss-timeout"), QStringLiteral("S"),
             QStringLiteral("A datagram not back after this many seconds counts as lost (0.01 to 60)."),
             QStringLiteral("1")},
            {QStringLiteral("link-mbit"), QStringLiteral("MBIT"),
             QStringLiteral("Capacity of the link in Mbit/s on the wire (payload plus UDP/IP/Ethernet overhead); a "
                            "rate and payload that need more are refused as a usage error. 0 disables the check."),
             QStringLiteral("1000")},
            {QStringLiteral("realtime"), {},
             QStringLiteral("Ask for SCHED_FIFO, locked memory and /dev/cpu_dma_latency for the measuring threads; "
                            "what was granted is printed (never fails when refused)."),
             {}},
            {QStringLiteral("priority"), QStringLiteral("P"),
             QStringLiteral("SCHED_FIFO priority with --realtime, 1 to 99."), QStringLiteral("80")},
            {QStringLiteral("cpu"), QStringLiteral("N"),
             QStringLiteral("Pin the measuring threads to CPU N (implies --realtime)."), {}},
            {QStringLiteral("busy-poll"), {},
             QStringLiteral("Spin on a non-blocking receive instead of blocking, as sockperf does: lower "
                            "round trips, one CPU kept busy for the whole run."),
             {}},
            {QStringLiteral("ping-pong"), {},
             QStringLiteral("One thread sends on the schedule and waits for each reply before the next send "
                            "(no receiver thread to wake); a slow reply delays the next sends, which the latency "
                            "channel still shows."),
             {}},
            {QStringLiteral("interval"), QStringLiteral("S"),
             QStringLiteral("Length of one logged interval (.hlog, CSV, progress p99), 0.1 to 3600."),
             QStringLiteral("1")},
            {QStringLiteral("out"), QStringLiteral("DIR"),
             QStringLiteral("Write the results into DIR (created if needed). Without it no files are written."),
             {}},
            {QStringLiteral("name"), QStringLiteral("BASE"),
             QStringLiteral("Base name of the files written with --out."),
             QStringLiteral("udp-echo-<date>-<time>")},
            {QStringLiteral("sim"), {},
             QStringLiteral("Start one simulated echo device (loopscope-sim) on loopback and measure it; "
                            "--target is then not needed."),
             {}},
            {QStringLiteral("sim-delay-us"), QStringLiteral("US"),
             QStringLiteral("With --sim: fixed extra delay before each echo, in µs."), QStringLiteral("0")},
            {QStringLiteral("sim-jitter-us"), QStringLiteral("US"),
             QStringLiteral("With --sim: uniform random extra delay 0..US before each echo."), QStringLiteral("0")},
            {QStringLiteral("sim-drop"), QStringLiteral("R"),
             QStringLiteral("With --sim: ratio of datagrams dropped, 0 to 1."), QStringLiteral("0")},
            {QStringLiteral("sim-reorder"), QStringLiteral("R"),
             QStringLiteral("With --sim: ratio of datagrams reordered, 0 to 1."), QStringLiteral("0")},
            {QStringLiteral("sim-duplicate"), QStringLiteral("R"),
             QStringLiteral("With --sim: ratio of datagrams duplicated, 0 to 1."), QStringLiteral("0")},
            {QStringLiteral("quiet"), {}, QStringLiteral("No progress on stderr."), {}},
            {QStringLiteral("help"), {}, QStringLiteral("Show this help and exit."), {}},
        },
    });
    return spec;
}

double BenchUdpSettings::expectedRunS() const
{
    const double measuringS = probe.durationS > 0 ? probe.durationS
                                                  : static_cast<double>(probe.count) / std::max(1.0, probe.rateHz);
    return probe.warmupS + measuringS;
}

bool buildBenchUdpSettings(const ParsedOptions &options, BenchUdpSettings *out, QString *error)
{
    BenchUdpSettings s;
    s.useSim = options.isSet(QStringLiteral("sim"));
    s.quiet = options.isSet(QStringLiteral("quiet"));
    s.targetGiven = options.isSet(QStringLiteral("target"));
    if (s.targetGiven && !parseHostPort(options.value(QStringLiteral("target")), &s.target, error)) {
        *error = QStringLiteral("bad value for --target: %1").arg(*error);
        return false;
    }
    if (!s.targetGiven && !s.useSim) {
        *error = QStringLiteral("--target HOST:PORT is required (or --sim to measure a simulated device)");
        return false;
    }
    if (!s.useSim) {
        for (const OptionSpec &option : benchUdpSpec().options) {
            if (option.name.startsWith(QLatin1String("sim-")) && options.isSet(option.name)) {
                *error = QStringLiteral("option --%1 needs --sim").arg(option.name);
                return false;
            }
        }
    }

    core::UdpProbeConfig &p = s.probe;
    qint64 integer = 0;
    if (!options.number(QStringLiteral("rate"), 1, 10000, &p.rateHz, error))
        return false;
    if (!options.integer(QStringLiteral("payload"), 16, 1472, &integer, error))
        return false;
    p.payloadBytes = static_cast<int>(integer);
    const bool hasDuration = options.isSet(QStringLiteral("duration"));
    const bool hasCount = options.isSet(QStringLiteral("count"));
    if (hasDuration == hasCount) {
        *error = hasDuration ? QStringLiteral("give either --duration or --count, not both")
                             : QStringLiteral("give --duration S or --count N");
        return false;
    }
    if (hasDuration && !options.number(QStringLiteral("duration"), 0.001, 7 * 24 * 3600.0, &p.durationS, error))
        return false;
    if (hasCount && !options.integer(QStringLiteral("count"), 1, 1'000'000'000'000LL, &p.count, error))
        return false;
    if (!options.number(QStringLiteral("warmup"), 0, 3600, &p.warmupS, error))
        return false;
    if (!options.number(QStringLiteral("loss-timeout"), 0.01, 60, &p.lossTimeoutS, error))
        return false;
    double linkMbit = 0;
    if (!options.number(QStringLiteral("link-mbit"), 0, 1e6, &linkMbit, error))
        return false;
    p.linkBudgetBitsPerS = linkMbit * 1e6;
    p.busyPoll = options.isSet(QStringLiteral("busy-poll"));
    p.pingPong = options.isSet(QStringLiteral("ping-pong"));
    p.realtime.enabled = options.isSet(QStringLiteral("realtime")) || options.isSet(QStringLiteral("cpu"));
    if (!options.integer(QStringLiteral("priority"), 1, 99, &integer, error))
        return false;
    p.realtime.fifoPriority = static_cast<int>(integer);
    if (options.isSet(QStringLiteral("cpu"))) {
        if (!options.integer(QStringLiteral("cpu"), 0, 4095, &integer, error))
            return false;
        p.realtime.cpu = static_cast<int>(integer);
    }
    if (!options.number(QStringLiteral("interval"), 0.1, 3600, &s.intervalS, error))
        return false;
    if (s.targetGiven) {
        p.host = s.target.host;
        p.port = s.target.port;
    }

    s.outDir = options.value(QStringLiteral("out"));
    if (options.isSet(QStringLiteral("out")) && s.outDir.isEmpty()) {
        *error = QStringLiteral("bad value for --out: an empty directory name");
        return false;
    }
    s.baseName = options.isSet(QStringLiteral("name"))
                     ? options.value(QStringLiteral("name"))
                     : QStringLiteral("udp-echo-%1").arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    if (!checkRunNameOption(s.baseName, error))
        return false;

    if (s.useSim) {
        s.sim.deviceCount = 1;
        if (!options.integer(QStringLiteral("sim-delay-us"), 0, 10'000'000, &integer, error))
            return false;
        s.sim.delayUs = static_cast<int>(integer);
        if (!options.integer(QStringLiteral("sim-jitter-us"), 0, 10'000'000, &integer, error))
            return false;
        s.sim.jitterUs = static_cast<int>(integer);
        if (!options.number(QStringLiteral("sim-drop"), 0, 1, &s.sim.dropRatio, error)
            || !options.number(QStringLiteral("sim-reorder"), 0, 1, &s.sim.reorderRatio, error)
            || !options.number(QStringLiteral("sim-duplicate"), 0, 1, &s.sim.duplicateRatio, error))
            return false;
    }
    *out = s;
    return true;
}

} // namespace loopscope::cli
