#include "app/cli/cmd_scan.h"

#include "devices/common/protocol.h"

#include "app/cli/cli_options.h"
#include "app/cli/console.h"
#include "app/cli/device_spec.h"
#include "app/cli/exit_codes.h"
#include "app/cli/stop_signals.h"
#include "core/timing/realtime.h"
#include "devices/discovery/scanner.h"
#include "devices/sim/sim_lab.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <thread>

namespace loopscope::cli {

namespace {

const CommandSpec &scanSpec()
{
    static const CommandSpec spec{
        QStringLiteral("scan"),
        QStringLiteral("scan [--port PATH]... [--baud B]... [--ids A-B] [--protocol all|LIST] "
                       "[--udp HOST:PORT[-PORT]]... [--sim] [--json] [--timeout-ms N]"),
        QStringLiteral("Finds every device: serial ports (the given ones, else /dev/ttyUSB* and /dev/ttyACM*) "
                       "probed for moteus (fdcanusb / UART lines at 921600: broadcast, then an ID sweep) and "
                       "Dynamixel 2.0 (a broadcast ping at each baud), and UDP echo devices. Progress goes to "
                       "stderr; the merged table (transport, protocol, ID, model, firmware, address, probe round "
                       "trip) and a line per port (probes, devices, time, USB latency timer) go to stdout. Exits "
                       "with 1 when nothing answered. Ctrl-C cancels the scan and prints what was found."),
        QStringLiteral("EXAMPLES\n"
                       "  loopscope-cli scan --sim\n"
                       "  loopscope-cli scan --port /dev/ttyUSB0 --baud 57600 --baud 1000000 --ids 0-20\n"),
        {
            {QStringLiteral("port"), QStringLiteral("PATH"),
             QStringLiteral("A serial port to scan. Without --port (and --sim) /dev/ttyUSB* and /dev/ttyACM* are."),
             {}, true},
            {QStringLiteral("baud"), QStringLiteral("B"),
             QStringLiteral("A Dynamixel baud rate to try. Default: all eight of the X series."), {}, true},
            {QStringLiteral("ids"), QStringLiteral("A-B"),
             QStringLiteral("Only list devices with IDs A to B (B also bounds the broadcast wait and the moteus "
                            "sweep)."),
             QStringLiteral("0-252")},
            {QStringLiteral("protocol"), QStringLiteral("P"),
             QStringLiteral("The serial protocols to probe: all (moteus over fdcanusb and Dynamixel), or a "
                            "comma-separated list of moteus, moteus-rs485, dynamixel."),
             QStringLiteral("all")},
            {QStringLiteral("udp"), QStringLiteral("HOST:PORT[-PORT]"),
             QStringLiteral("Also ask for UDP echo devices here."), {}, true},
            {QStringLiteral("timeout-ms"), QStringLiteral("N"),
             QStringLiteral("How long UDP discovery collects replies, 10 to 60000 ms."), QStringLiteral("200")},
            {QStringLiteral("sim"), {},
             QStringLiteral("Start a simulated mixed lab (2 UDP echo devices, moteus 1-3, Dynamixel 1-4 at 57600) "
                            "and scan it."),
             {}},
            {QStringLiteral("sim-mcu"), {},
             QStringLiteral("Like --sim, with the servos as the firmware on emulated microcontrollers (QEMU, an "
                            "STM32F405 per node): a Dynamixel node and a moteus RS485 node, ID 1 each."),
             {}},
            {QStringLiteral("json"), {}, QStringLiteral("Print JSON (devices and ports) instead of tables."), {}},
            {QStringLiteral("help"), {}, QStringLiteral("Show this help and exit."), {}},
        },
    };
    return spec;
}

QString table(const QStringList &headers, const std::vector<QStringList> &rows)
{
    std::vector<qsizetype> widths;
    for (const QString &header : headers)
        widths.push_back(header.size());
    for (const QStringList &row : rows) {
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[size_t(i)] = std::max(widths[size_t(i)], row.at(i).size());
    }
    const auto line = [&](const QStringList &cells) {
        QString text;
        for (qsizetype i = 0; i < cells.size(); ++i)
            text += i + 1 == cells.size() ? cells.at(i) : cells.at(i).leftJustified(widths[size_t(i)] + 2);
        return text + QLatin1Char('\n');
    };
    QString text = line(headers);
    for (const QStringList &row : rows)
        text += line(row);
    return text;
}

QJsonObject resultJson(const devices::ScanResult &result)
{
    QJsonArray devicesJson;
    for (const devices::DeviceIdentity &d : result.devices) {
        devicesJson.append(QJsonObject{{QStringLiteral("transport"), d.transport},
                                       {QStringLiteral("protocol"), d.protocol},
                                       {QStringLiteral("id"), d.id},
                                       {QStringLiteral("model"), d.model},
                                       {QStringLiteral("firmware"), d.firmware},
                                       {QStringLiteral("address"), d.address},
                                       {QStringLiteral("rtt_ms"), d.probeRttMs}});
    }
    QJsonArray portsJson;
    for (const devices::PortReport &p : result.ports) {
        portsJson.append(QJsonObject{{QStringLiteral("path"), p.path},
                                     {QStringLiteral("probes"), QJsonArray::fromStringList(p.probes)},
                                     {QStringLiteral("error"), p.error},
                                     {QStringLiteral("devices"), p.devicesFound},
                                     {QStringLiteral("duration_s"), p.durationS},
                                     {QStringLiteral("latency_timer_ms"), p.latencyTimerMs},
                                     {QStringLiteral("latency_note"), p.latencyNote},
                                     {QStringLiteral("warnings"), QJsonArray::fromStringList(p.warnings)},
                                     {QStringLiteral("capped"), p.capped}});
    }
    return QJsonObject{{QStringLiteral("devices"), devicesJson},
                       {QStringLiteral("ports"), portsJson},
                       {QStringLiteral("errors"), QJsonArray::fromStringList(result.errors)},
                       {QStringLiteral("warnings"), QJsonArray::fromStringList(result.warnings)},
                       {QStringLiteral("cancelled"), result.cancelled},
                       {QStringLiteral("duration_s"), result.durationS}};
}

} // namespace

int runScan(const QStringList &args)
{
    const CommandSpec &spec = scanSpec();
    ParsedOptions options;
    if (const std::optional<int> exitCode = parseCommandLine(spec, args, &options))
        return *exitCode;
    QString error;
    devices::ScanOptions scan;
    std::vector<int> idRange;
    if (!parseIdList(options.value(QStringLiteral("ids")), 0, 252, &idRange, &error))
        return usageError(spec, QStringLiteral("bad value for --ids: %1").arg(error));
    const int minId = idRange.front();
    const int maxId = idRange.back();
    if (options.isSet(QStringLiteral("ids"))) { // else the scanner's defaults (moteus sweep 1-8)
        scan.dynamixelMaxId = maxId;
        scan.moteusSweepMaxId = std::min(maxId, 126);
    }
    const QString protocol = options.value(QStringLiteral("protocol"));
    if (protocol != QLatin1String("all")) { // all: every protocol a scan tries by default
        for (const QString &word : protocol.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (!devices::ProtocolRegistry::instance().findBus(word))
                return usageError(spec, QStringLiteral("bad value for --protocol: '%1' (expected all or a list of %2)")
                                            .arg(protocol, devices::ProtocolRegistry::instance().shortWords().join(
                                                               QStringLiteral(", "))));
            scan.protocols << word;
        }
    }
    for (const QString &text : options.values(QStringLiteral("baud"))) {
        bool ok = false;
        const int baud = text.toInt(&ok);
        if (!ok || baud < 300 || baud > 20'000'000)
            return usageError(spec, QStringLiteral("bad value for --baud: '%1' (expected a baud rate such as 57600)").arg(text));
        scan.dynamixelBauds.push_back(baud);
    }
    qint64 timeoutMs = 0;
    if (!options.integer(QStringLiteral("timeout-ms"), 10, 60000, &timeoutMs, &error))
        return usageError(spec, error);
    scan.udpTimeoutMs = int(timeoutMs);
    for (const QString &text : options.values(QStringLiteral("udp"))) {
        devices::DiscoveryTarget target;
        if (!devices::DiscoveryTarget::parse(text, &target, &error))
            return usageError(spec, QStringLiteral("bad value for --udp: '%1': %2").arg(text, error));
        scan.udpTargets.push_back(target);
    }
    scan.ports = options.values(QStringLiteral("port"));

    devices::SimLab lab;
    const bool onMcu = options.isSet(QStringLiteral("sim-mcu"));
    const bool useSim = options.isSet(QStringLiteral("sim")) || onMcu;
    if (useSim) {
        if (!lab.start(mixedSimLab(onMcu), &error)) {
            printError(QStringLiteral("the simulator failed to start: %1").arg(error));
            return kExitSimulatorFailed;
        }
        // With --sim the simulator honours the port's baud rate, so every rate is tried as on hardware.
        addSimBuses(lab, onMcu, !onMcu || !options.values(QStringLiteral("baud")).isEmpty(), &scan);
        for (const devices::SimEndpoint &endpoint : lab.endpoints())
            if (!endpoint.isSerialBus())
                scan.udpTargets.push_back({endpoint.host, endpoint.port, endpoint.port});
    }
    scan.enumeratePorts = scan.ports.isEmpty();

    StopSignals stopSignals;
    devices::Scanner scanner;
    if (!scanner.start(scan)) {
        printError(QStringLiteral("the scan could not start"));
        return kExitMeasurementFailed;
    }
    QString lastText;
    qint64 lastPrintNs = 0;
    bool cancelled = false;
    while (!scanner.isFinished()) {
        QCoreApplication::processEvents();
        if (stopSignals.stopRequested() && !cancelled) {
            cancelled = true;
            printError(QStringLiteral("cancelling the scan"));
            scanner.cancel();
        }
        const devices::ScanProgress progress = scanner.progress();
        const qint64 nowNs = core::monotonicNs();
        if (progress.text != lastText && !progress.text.isEmpty() && nowNs - lastPrintNs > 400'000'000) {
            lastText = progress.text;
            lastPrintNs = nowNs;
            printErr(QStringLiteral("scan %1%  %2  (%3 found)\n")
                         .arg(int(progress.fraction * 100), 3)
                         .arg(progress.text)
                         .arg(progress.devicesFound));
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    std::optional<devices::ScanResult> found = scanner.waitForResult(5000);
    if (!found) {
        printError(QStringLiteral("the scan did not deliver a result"));
        return kExitMeasurementFailed;
    }
    devices::ScanResult result = *found;
    std::erase_if(result.devices, [&](const devices::DeviceIdentity &d) {
        return d.id >= 0 && (d.id < minId || d.id > maxId);
    });
    for (const QString &message : std::as_const(result.errors))
        printError(message);
    for (const QString &message : std::as_const(result.warnings))
        printErr(QStringLiteral("warning: %1\n").arg(message));

    if (options.isSet(QStringLiteral("json"))) {
        printOut(QString::fromUtf8(QJsonDocument(resultJson(result)).toJson()));
    } else {
        std::vector<QStringList> rows;
        for (const devices::DeviceIdentity &d : result.devices)
            rows.push_back({d.transport, d.protocol, d.id >= 0 ? QString::number(d.id) : QStringLiteral("-"), d.model,
                            d.firmware, d.address, QString::number(d.probeRttMs, 'f', 3)});
        QString text;
        if (!rows.empty())
            text += table({QStringLiteral("TRANSPORT"), QStringLiteral("PROTOCOL"), QStringLiteral("ID"),
                           QStringLiteral("MODEL"), QStringLiteral("FIRMWARE"), QStringLiteral("ADDRESS"),
                           QStringLiteral("RTT ms")},
                          rows);
        std::vector<QStringList> portRows;
        for (const devices::PortReport &p : result.ports) {
            const QString timer = p.latencyTimerMs >= 0 ? QStringLiteral("%1 ms").arg(p.latencyTimerMs) : QStringLiteral("none");
            portRows.push_back({p.path, QString::number(p.devicesFound), QStringLiteral("%1 s").arg(p.durationS, 0, 'f', 2),
                                timer, !p.error.isEmpty() ? p.error : p.capped ? QStringLiteral("capped: see the warning") : p.latencyNote});
        }
        if (!portRows.empty())
            text += QLatin1Char('\n') + table({QStringLiteral("PORT"), QStringLiteral("DEVICES"), QStringLiteral("TIME"),
                                               QStringLiteral("USB LATENCY TIMER"), QStringLiteral("NOTE")},
                                              portRows);
        text += QStringLiteral("\n%1 device(s) in %2 s%3\n")
                    .arg(result.devices.size())
                    .arg(result.durationS, 0, 'f', 2)
                    .arg(result.cancelled ? QStringLiteral(" (cancelled)") : QString());
        printOut(text);
    }
    if (result.devices.empty()) {
        printError(QStringLiteral("no device answered"));
        return kExitMeasurementFailed;
    }
    return cancelled ? kExitInterrupted : kExitSuccess;
}

CommandSpecList scanSpecs()
{
    return {&scanSpec()};
}

} // namespace loopscope::cli
