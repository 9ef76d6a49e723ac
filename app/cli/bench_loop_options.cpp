#include "app/cli/cli_run.h"
#include "app/cli/bench_loop_options.h"

#include "devices/common/protocol.h"

#include "app/cli/library_option.h"

#include <QDateTime>
#include <QRegularExpression>

namespace loopscope::cli {

const CommandSpec &benchLoopSpec()
{
    static const CommandSpec spec = withLibraryOptions(CommandSpec{
        QStringLiteral("bench loop"),
        QStringLiteral("bench loop --bus SPEC --ids LIST --rate HZ (--duration S | --count N) [--query-only] "
                       "[--out DIR] [--sim] ..."),
        QStringLiteral("Measures how fast a full control cycle over one servo bus runs: every cycle polls each "
                       "servo (moteus: one command+query exchange per servo; Dynamixel: one sync write of the "
                       "goals plus one sync read of the present values). Prints a percentile table (µs) of "
                       "\"cycle\" (the duration of each cycle) and, with a rate, \"cycle_latency\" (from each "
                       "cycle's intended start on an absolute schedule: coordinated-omission correct), the "
                       "counters (cycles, deadline misses, timeouts per servo, CRC/garbage errors), the achieved "
                       "rate, and the link-budget prediction beside the measured median cycle. Motion commands "
                       "only hold the position each servo had at the start, with the device watchdog set; every "
                       "servo is stopped at the end (also after Ctrl-C). If the bus's port vanishes mid-run, the run "
                       "ends at once: it is stored and written as failed, names the servos and the time of the "
                       "loss, and the command exits 7."),
        busSpecHelp() +
            QStringLiteral("\nFILES\n"
                           "  As bench udp: with --out DIR, BASE.hlog and BASE.intervals.csv while running,\n"
                           "  then BASE.<channel>.hgrm, BASE.json (summary, parameters, prediction,\n"
                           "  environment fingerprint).\n"
                           "\n"
                           "EXAMPLES\n"
                           "  loopscope-cli bench loop --sim --bus moteus --ids 1-12 --rate 200 --duration 5\n"
                           "  loopscope-cli bench loop --bus dynamixel:/dev/ttyUSB0@1000000 --ids 1-6 \\\n"
                           "      --rate 500 --count 5000 --out results\n"),
        {
            {QStringLiteral("bus"), QStringLiteral("SPEC"),
             QStringLiteral("The bus: PROTOCOL:PORT[@BAUD]; with --sim the protocol alone."), {}},
            {QStringLiteral("ids"), QStringLiteral("LIST"), QStringLiteral("Servo IDs on the bus, e.g. 1-12 or 1,3,5."),
             QStringLiteral("1")},
            {QStringLiteral("rate"), QStringLiteral("HZ"),
             QStringLiteral("Cycles per second on an absolute schedule, 1 to 20000; 0 runs cycles back to back "
                            "(no corrected channel)."),
             {}},
            {QStringLiteral("duration"), QStringLiteral("S"), QStringLiteral("Stop after this many seconds."), {}},
            {QStringLiteral("count"), QStringLiteral("N"), QStringLiteral("Stop after this many cycles."), {}},
            {QStringLiteral("baud"), QStringLiteral("B"),
             QStringLiteral("Baud rate (overrides @BAUD of --bus; with --sim also the simulated Dynamixel baud)."), {}},
            {QStringLiteral("query-only"), {},
             QStringLiteral("Never command motion: moteus gets a stop + query, Dynamixel only the sync read."), {}},
            {QStringLiteral("watchdog-s"), QStringLiteral("S"),
             QStringLiteral("Device watchdog while holding position, 0.02 to 10 s."), QStringLiteral("0.1")},
            {QStringLiteral("reply-timeout-ms"), QStringLiteral("MS"),
             QStringLiteral("A servo that has not answered after this long counts a timeout (Dynamixel: margin "
                            "beyond the wire time), 1 to 1000."),
             QStringLiteral("20")},
            {QStringLiteral("device-turnaround-us"), QStringLiteral("US"),
             QStringLiteral("Device turnaround the prediction assumes. Default: --reply-delay-us with --sim, else "
                            "the simulator's defaults (moteus 100, Dynamixel 500)."),
             {}},
            {QStringLiteral("host-turnaround-us"), QStringLiteral("US"),
             QStringLiteral("Host turnaround the prediction assumes."), QStringLiteral("50")},
            {QStringLiteral("realtime"), {},
             QStringLiteral("Ask for SCHED_FIFO and locked memory for the loop thread."), {}},
            {QStringLiteral("cpu"), QStringLiteral("N"), QStringLiteral("Pin the loop thread to CPU N (implies --realtime)."),
             {}},
            {QStringLiteral("interval"), QStringLiteral("S"),
             QStringLiteral("Length of one logged interval, 0.1 to 3600."), QStringLiteral("1")},
            {QStringLiteral("out"), QStringLiteral("DIR"), QStringLiteral("Write the results into DIR."), {}},
            {QStringLiteral("name"), QStringLiteral("BASE"), QStringLiteral("Base name of the files."),
             QStringLiteral("control-loop-<date>-<time>")},
            {QStringLiteral("sim"), {},
             QStringLiteral("Start the simulator with the requested IDs on the requested bus and measure it."), {}},
            {QStringLiteral("sim-mcu"), {},
             QStringLiteral("Like --sim, with the servos as the firmware on emulated microcontrollers (QEMU, an "
                            "STM32F405 per node): a Dynamixel node and a moteus RS485 node, ID 1 each."),
             {}},
            {QStringLiteral("reply-delay-us"), QStringLiteral("US"),
             QStringLiteral("With --sim: the simulated servos' turnaround, microseconds."), {}},
            {QStringLiteral("quiet"), {}, QStringLiteral("No progress on stderr."), {}},
            {QStringLiteral("help"), {}, QStringLiteral("Show this help and exit."), {}},
        },
    });
    return spec;
}

double BenchLoopSettings::expectedRunS() const
{
    if (probe.durationS > 0)
        return probe.durationS;
    return probe.rateHz > 0 ? double(probe.count) / probe.rateHz : -1;
}

bool buildBenchLoopSettings(const ParsedOptions &options, BenchLoopSettings *out, QString *error)
{
    BenchLoopSettings s;
    const bool onMcu = options.isSet(QStringLiteral("sim-mcu"));
    s.useSim = options.isSet(QStringLiteral("sim")) || onMcu;
    s.quiet = options.isSet(QStringLiteral("quiet"));
    if (!options.isSet(QStringLiteral("bus"))) {
        *error = QStringLiteral("--bus SPEC is required (e.g. --bus moteus:/dev/ttyACM0, or --sim --bus moteus)");
        return false;
    }
    if (!parseBusSpec(options.value(QStringLiteral("bus")), s.useSim, &s.bus, error)) {
        *error = QStringLiteral("bad value for --bus: %1").arg(*error);
        return false;
    }
    qint64 integer = 0;
    if (options.isSet(QStringLiteral("baud"))) {
        if (!options.integer(QStringLiteral("baud"), 300, 20'000'000, &integer, error))
            return false;
        s.bus.baud = int(integer);
    }
    devices::ControlLoopConfig &p = s.probe;
    p.bus.protocol = s.bus.protocol;
    p.bus.portPath = s.bus.port;
    p.bus.baud = s.bus.baud;
    if (!parseIdList(options.value(QStringLiteral("ids")), s.bus.protocol->minId, s.bus.protocol->maxId,
                     &p.bus.ids, error)) {
        *error = QStringLiteral("bad value for --ids: %1").arg(*error);
        return false;
    }
    if (p.bus.ids.size() > 32) {
        *error = QStringLiteral("bad value for --ids: %1 servos; at most 32 on one bus").arg(p.bus.ids.size());
        return false;
    }
    if (!options.isSet(QStringLiteral("rate"))) {
        *error = QStringLiteral("--rate HZ is required (0 runs cycles back to back)");
        return false;
    }
    if (!options.number(QStringLiteral("rate"), 0, 20000, &p.rateHz, error))
        return false;
    const bool hasDuration = options.isSet(QStringLiteral("duration"));
    const bool hasCount = options.isSet(QStringLiteral("count"));
    if (hasDuration == hasCount) {
        *error = hasDuration ? QStringLiteral("give either --duration or --count, not both")
                             : QStringLiteral("give --duration S or --count N");
        return false;
    }
    if (hasDuration && !options.number(QStringLiteral("duration"), 0.001, 24 * 3600.0, &p.durationS, error))
        return false;
    if (hasCount && !options.integer(QStringLiteral("count"), 1, 1'000'000'000LL, &p.count, error))
        return false;
    p.bus.queryOnly = options.isSet(QStringLiteral("query-only"));
    if (!options.number(QStringLiteral("watchdog-s"), 0.02, 10, &p.bus.watchdogS, error))
        return false;
    if (!options.integer(QStringLiteral("reply-timeout-ms"), 1, 1000, &integer, error))
        return false;
    p.bus.replyTimeoutMs = int(integer);
    if (!options.number(QStringLiteral("host-turnaround-us"), 0, 1e6, &p.hostTurnaroundUs, error))
        return false;
    if (options.isSet(QStringLiteral("device-turnaround-us"))
        && !options.number(QStringLiteral("device-turnaround-us"), 0, 1e6, &p.deviceTurnaroundUs, error))
        return false;
    p.realtime.enabled = options.isSet(QStringLiteral("realtime")) || options.isSet(QStringLiteral("cpu"));
    if (options.isSet(QStringLiteral("cpu"))) {
        if (!options.integer(QStringLiteral("cpu"), 0, 4095, &integer, error))
            return false;
        p.realtime.cpu = int(integer);
    }
    if (!options.number(QStringLiteral("interval"), 0.1, 3600, &s.intervalS, error))
        return false;

    s.outDir = options.value(QStringLiteral("out"));
    if (options.isSet(QStringLiteral("out")) && s.outDir.isEmpty()) {
        *error = QStringLiteral("bad value for --out: an empty directory name");
        return false;
    }
    s.baseName = options.isSet(QStringLiteral("name"))
                     ? options.value(QStringLiteral("name"))
                     : QStringLiteral("control-loop-%1")
                           .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    if (!checkRunNameOption(s.baseName, error))
        return false;

    if (options.isSet(QStringLiteral("reply-delay-us")) && !s.useSim) {
        *error = QStringLiteral("option --reply-delay-us needs --sim");
        return false;
    }
    if (s.useSim) {
        QStringList ids;
        for (int id : p.bus.ids)
            ids << QString::number(id);
        s.sim.deviceCount = 1;
        const QString list = ids.join(QLatin1Char(','));
        s.bus.protocol->simulate(&s.sim, list, options.isSet(QStringLiteral("baud")) ? s.bus.baud : 0);
        if (onMcu) {
            // The firmware nodes: one servo, ID 1, per protocol.
            if (list != QLatin1String("1")) {
                *error = QStringLiteral("--sim-mcu has one servo per bus, ID 1 (asked for %1)").arg(list);
                return false;
            }
            s.sim.onMcu = true;
        }
        if (options.isSet(QStringLiteral("reply-delay-us"))) {
            if (!options.integer(QStringLiteral("reply-delay-us"), 0, 1'000'000, &integer, error))
                return false;
            s.sim.replyDelayUs = int(integer);
            // A device may add its own reply delay (a Dynamixel's Return Delay Time).
            if (!options.isSet(QStringLiteral("device-turnaround-us")))
                p.deviceTurnaroundUs = double(integer) + s.bus.protocol->ownReplyDelayUs;
        }
        p.bus.portPath = QStringLiteral("(simulated)"); // replaced once the simulator runs
    }
    if (const QString invalid = p.validate(); !invalid.isEmpty()) {
        *error = QStringLiteral("invalid parameters: %1").arg(invalid);
        return false;
    }
    *out = s;
    return true;
}

} // namespace loopscope::cli
