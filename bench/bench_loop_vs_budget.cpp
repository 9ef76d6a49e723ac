// Control-loop cycle against the simulator vs the link-budget prediction.
// Figures only (no pass/fail): 12 moteus servos over the RS485 framing
// (3 Mbit/s) and over fdcanusb lines (921600), 6 Dynamixel servos at 57600,
// 1 Mbaud and 4 Mbaud with sync write + sync read and with sync write + fast
// sync read (one status packet for all six); each run back to back (as fast
// as the bus goes) and at a fixed rate. Then the mjbots quadruped presets.
// --dynamixel-only skips the moteus runs.
//
// Note: the simulator delays each *reply* by its wire time (bytes x 10 /
// baud) and the device turnaround; a PTY carries the host's request
// instantly. The prediction counts both directions on the wire, as a real
// half-duplex bus does, so measured / predicted below 1 is expected here.

#include "core/analysis/link_budget.h"
#include "core/bench/run_collector.h"
#include "devices/bench/control_loop_probe.h"
#include "devices/common/protocol.h"
#include "devices/sim/sim_lab.h"

#include <QCoreApplication>
#include <QThread>
#include <cstdio>

using namespace loopscope;
using namespace loopscope::devices;

namespace {

constexpr double kRunS = 2.0;

void measure(const QString &label, const SimEndpoint &endpoint, const Protocol *protocol, double rateHz,
             bool fastRead = true)
{
    ControlLoopConfig config;
    config.bus.fastRead = fastRead;
    config.bus.protocol = protocol;
    config.bus.portPath = endpoint.ptyPath;
    config.bus.baud = endpoint.baud > 0 ? endpoint.baud : 0;
    for (int id : endpoint.ids)
        config.bus.ids.push_back(id);
    config.rateHz = rateHz;
    config.durationS = kRunS;
    ControlLoopProbe probe(config);
    core::RunCollector collector(probe);
    QString error;
    if (!probe.start(&error)) {
        std::printf("%-44s  cannot run: %s\n", qPrintable(label), qPrintable(error));
        return;
    }
    while (!core::isTerminal(probe.state())) {
        collector.poll();
        QThread::msleep(50);
    }
    probe.wait();
    collector.finish();
    const core::HdrHistogram &cycle = collector.total(QStringLiteral("cycle"));
    const core::LinkBudgetResult predicted = core::predictCycle(probe.linkBudgetInput());
    const double p50Us = double(cycle.valueAtPercentile(50)) / 1e3;
    const double p99Us = double(cycle.valueAtPercentile(99)) / 1e3;
    qint64 misses = 0;
    qint64 timeouts = 0;
    for (const core::ProbeCounter &c : probe.counters()) {
        if (c.name == QLatin1String("deadline_misses"))
            misses = c.value;
        else if (c.name == QLatin1String("timeouts"))
            timeouts = c.value;
    }
    const QString rate = rateHz > 0 ? QStringLiteral("%1 Hz").arg(rateHz) : QStringLiteral("max");
    std::printf("%-44s %6s  p50 %8.1f µs  p99 %8.1f µs  rate %7.1f Hz | predicted %8.1f µs (%7.1f Hz)  "
                "p50/pred %.2f  misses %lld  timeouts %lld\n",
                qPrintable(label), qPrintable(rate), p50Us, p99Us, probe.achievedRateHz(), predicted.cycleUs,
                predicted.maxRateHz, predicted.cycleUs > 0 ? p50Us / predicted.cycleUs : 0.0,
                static_cast<long long>(misses), static_cast<long long>(timeouts));
    const LoopFrameSizes sizes = probe.frameSizes();
    const int n = int(endpoint.ids.size());
    const int wireBytes = sizes.requestBytes > 0 ? sizes.commandBytes + sizes.requestBytes + n * sizes.replyBytes : 0;
    std::printf("%-44s         frames: command %d B, reply %d B%s%s\n", "", sizes.commandBytes, sizes.replyBytes,
                sizes.requestBytes > 0 ? qPrintable(QStringLiteral(", sync read %1 B").arg(sizes.requestBytes)) : "",
                wireBytes > 0 ? qPrintable(QStringLiteral(", %1 B on the wire per cycle").arg(wireBytes)) : "");
}

bool startLab(SimLab &lab, const SimEchoOptions &options)
{
    QString error;
    if (!lab.start(options, &error)) {
        std::printf("the simulator failed to start: %s\n", qPrintable(error));
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    std::printf("control-loop cycle vs link budget (simulator, %.0f s per run; host turnaround assumed 50 µs)\n\n", kRunS);

    const bool dynamixelOnly = app.arguments().contains(QStringLiteral("--dynamixel-only"));
    SimLab moteusLab;
    SimEchoOptions moteusOptions;
    moteusOptions.deviceCount = 1;
    moteusOptions.moteusIds = QStringLiteral("1-12");
    moteusOptions.moteusRs485Ids = QStringLiteral("1-12");
    if (!dynamixelOnly) {
        if (!startLab(moteusLab, moteusOptions))
            return 1;
        const SimEndpoint rs485 = *moteusLab.endpoint(QStringLiteral("moteus-rs485"));
        const SimEndpoint fdcanusb = *moteusLab.endpoint(QStringLiteral("moteus-fdcanusb"));
        for (double rate : {0.0, 200.0}) {
            measure(QStringLiteral("12 moteus, RS485 framing @3 Mbit/s"), rs485, ProtocolRegistry::instance().findBus(QStringLiteral("moteus-rs485")), rate);
            measure(QStringLiteral("12 moteus, fdcanusb lines @921600"), fdcanusb, ProtocolRegistry::instance().findBus(QStringLiteral("moteus-fdcanusb")), rate);
        }
    }
    moteusLab.stop();

    for (int baud : {57600, 1000000, 4000000}) {
        SimLab dxlLab;
        SimEchoOptions dxlOptions;
        dxlOptions.deviceCount = 1;
        dxlOptions.dynamixelIds = QStringLiteral("1-6");
        dxlOptions.dynamixelBaud = baud;
        if (!startLab(dxlLab, dxlOptions))
            return 1;
        const SimEndpoint dxl = *dxlLab.endpoint(QStringLiteral("dynamixel"));
        const Protocol *protocol = ProtocolRegistry::instance().findBus(QStringLiteral("dynamixel"));
        for (double rate : {0.0, baud == 57600 ? 25.0 : 250.0}) {
            measure(QStringLiteral("6 Dynamixel, sync write+sync read @%1").arg(baud), dxl, protocol, rate, false);
            measure(QStringLiteral("6 Dynamixel, sync write+fast sync read @%1").arg(baud), dxl, protocol, rate, true);
        }
    }

    std::printf("\nmjbots quadruped presets (12 servos, 3 Mbit/s RS485, command+query per servo)\n");
    for (bool optimised : {false, true}) {
        const core::LinkBudgetInput in = core::mjbotsQuadrupedCase(optimised);
        const core::LinkBudgetResult r = core::predictCycle(in);
        std::printf("  %-70s cycle %7.1f µs -> %6.1f Hz (wire %.0f%%)\n", qPrintable(in.name), r.cycleUs, r.maxRateHz,
                    r.wireShare * 100);
    }
    return 0;
}
