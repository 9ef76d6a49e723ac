// Discovery scan speed against loopscope-sim: one serial port scanned at all
// eight Dynamixel baud rates with a broadcast PING per baud, compared with
// the vendor tool's 70-80 s (target ≤ 10 s); and the per-ID PING sweep of
// IDs 0..252 at one baud (the vendor tool's method). Prints figures only.
//
//   bench_scan [--sweep-all-bauds]
// --sweep-all-bauds also runs the per-ID sweep at every baud (slow) instead
// of estimating it from the per-ID cost.

#include "devices/discovery/scanner.h"
#include "devices/dynamixel/control_table.h"
#include "devices/sim/sim_lab.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdio>

using namespace loopscope::devices;

namespace {

constexpr double kVendorSeconds = 75.0; // ROBOTIS tool: 70-80 s for one port at 8 bauds

bool startBus(SimLab *lab, const QString &ids, int baud, QString *pty)
{
    SimEchoOptions options;
    options.deviceCount = 1;
    options.dynamixelIds = ids;
    options.dynamixelBaud = baud;
    QString error;
    if (!lab->start(options, &error)) {
        std::fprintf(stderr, "cannot start loopscope-sim: %s\n", qPrintable(error));
        return false;
    }
    const SimEndpoint *bus = lab->endpoint(QStringLiteral("dynamixel"));
    if (!bus) {
        std::fprintf(stderr, "loopscope-sim printed no dynamixel bus\n");
        return false;
    }
    *pty = bus->ptyPath;
    return true;
}

ScanOptions dynamixelOnly(const QString &port)
{
    ScanOptions options;
    options.enumeratePorts = false;
    options.ports = {port};
    options.protocols = {QStringLiteral("dynamixel")};
    return options;
}

void printScan(const char *label, const ScanResult &result)
{
    QStringList found;
    for (const DeviceIdentity &d : result.devices)
        found << QStringLiteral("%1@%2").arg(d.id).arg(d.address.section(QLatin1Char('@'), -1));
    std::printf("%-44s %7.3f s  %2zu devices  [%s]%s\n", label, result.durationS, result.devices.size(),
                qPrintable(found.join(QLatin1Char(' '))), result.errors.isEmpty() ? "" : "  (errors!)");
    for (const QString &e : result.errors)
        std::printf("    error: %s\n", qPrintable(e));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const bool sweepAll = app.arguments().contains(QStringLiteral("--sweep-all-bauds"));

    SimLab lab57600, lab1M;
    QString pty57600, pty1M;
    if (!startBus(&lab57600, QStringLiteral("1-6"), 57600, &pty57600) ||
        !startBus(&lab1M, QStringLiteral("1-4"), 1000000, &pty1M))
        return 1;
    std::printf("loopscope-sim: Dynamixel IDs 1-6 at 57600 on %s, IDs 1-4 at 1000000 on %s\n\n",
                qPrintable(pty57600), qPrintable(pty1M));

    std::printf("== broadcast PING per baud, all 8 bauds (9600 .. 4.5M), one port ==\n");
    double worst = 0;
    for (const auto &[label, port] :
         {std::pair{"bus at 57600 (IDs 1-6)", pty57600}, std::pair{"bus at 1M (IDs 1-4)", pty1M}}) {
        const ScanResult result = runScan(dynamixelOnly(port), nullptr, nullptr);
        printScan(label, result);
        worst = std::max(worst, result.durationS);
    }
    {
        ScanOptions both = dynamixelOnly(pty57600);
        both.ports << pty1M;
        const ScanResult result = runScan(both, nullptr, nullptr);
        printScan("both ports, 8 bauds each", result);
    }
    std::printf("one port, 8 bauds: %.2f s (worst of the two) = %.1fx faster than the vendor tool's ~%.0f s "
                "(ratio %.3f; target <= 10 s)\n\n",
                worst, kVendorSeconds / worst, kVendorSeconds, worst / kVendorSeconds);

    std::printf("== per-ID PING sweep, IDs 0..252 ==\n");
    ScanOptions sweep = dynamixelOnly(pty57600);
    sweep.dynamixelIdSweep = true;
    sweep.dynamixelBauds = {57600};
    const ScanResult sweepResult = runScan(sweep, nullptr, nullptr);
    printScan("sweep at 57600", sweepResult);
    const double perIdMs = sweepResult.durationS * 1000.0 / 253.0;
    std::printf(
        "per-ID cost at 57600: %.2f ms with the default %d ms reply margin (vendor tool: ~34 ms per ID, "
        "~8.6 s per baud)\n",
        perIdMs, sweep.dynamixelReplyMarginMs);
    ScanOptions tight = sweep;
    tight.dynamixelReplyMarginMs = 3; // a PTY has no USB latency timer
    const ScanResult tightResult = runScan(tight, nullptr, nullptr);
    printScan("sweep at 57600, 3 ms margin (PTY floor)", tightResult);

    if (sweepAll) {
        ScanOptions all = dynamixelOnly(pty57600);
        all.dynamixelIdSweep = true;
        const ScanResult result = runScan(all, nullptr, nullptr);
        printScan("sweep at all 8 bauds", result);
    } else {
        // Per ID: the reply margin plus 1.25 x the wire time of a ping and its status (24 bytes).
        double estimateS = 0;
        for (int baud : loopscope::devices::dynamixel::standardBauds())
            estimateS += 253 * (sweep.dynamixelReplyMarginMs + 24 * 10 * 1000.0 / baud * 1.25) / 1000.0;
        std::printf("per-ID sweep at all 8 bauds (estimate from the timeouts, no replies): %.1f s; run with "
                    "--sweep-all-bauds to measure\n",
                    estimateS);
    }
    return 0;
}
