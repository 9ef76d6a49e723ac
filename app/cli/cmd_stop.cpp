#include "app/cli/cmd_stop.h"

#include "devices/common/protocol.h"

#include "app/cli/cli_options.h"
#include "app/cli/console.h"
#include "app/cli/device_spec.h"
#include "app/cli/exit_codes.h"
#include "app/cli/servo_session.h"
#include "core/timing/realtime.h"
#include "devices/discovery/scanner.h"
#include "devices/sim/sim_lab.h"

#include <QMap>

namespace loopscope::cli {

namespace {

const CommandSpec &stopSpec()
{
    static const CommandSpec spec{
        QStringLiteral("stop"),
        QStringLiteral("stop (--all [--port PATH]... [--baud B]... | --device SPEC) [--sim]"),
        QStringLiteral("Stops actuators: moteus mode 0 (stopped), Dynamixel Torque Enable 0. With --all every "
                       "moteus and Dynamixel actuator found on the given ports (a scan: moteus at 921600, Dynamixel "
                       "at the given bauds, else all eight) is stopped; with --device the one named. Prints, per "
                       "device, whether the stop was acknowledged and how long that took. Exits with 1 when a "
                       "device did not acknowledge or none was found."),
        busSpecHelp(),
        {
            {QStringLiteral("all"), {}, QStringLiteral("Stop every actuator found on the ports."), {}},
            {QStringLiteral("port"), QStringLiteral("PATH"),
             QStringLiteral("A serial port to look on with --all. Without --port (and --sim) /dev/ttyUSB* and "
                            "/dev/ttyACM* are."),
             {}, true},
            {QStringLiteral("baud"), QStringLiteral("B"), QStringLiteral("A Dynamixel baud rate to look at with --all."),
             {}, true},
            {QStringLiteral("device"), QStringLiteral("SPEC"),
             QStringLiteral("One actuator: PROTOCOL:PORT[@BAUD]:ID; with --sim PROTOCOL:ID."), {}},
            {QStringLiteral("sim"), {},
             QStringLiteral("Start the simulated lab (moteus 1-3, Dynamixel 1-4) and stop its actuators."), {}},
            {QStringLiteral("sim-mcu"), {},
             QStringLiteral("Like --sim, with the servos as the firmware on emulated microcontrollers (QEMU, an "
                            "STM32F405 per node): a Dynamixel node and a moteus RS485 node, ID 1 each."),
             {}},
            {QStringLiteral("help"), {}, QStringLiteral("Show this help and exit."), {}},
        },
    };
    return spec;
}

// "/dev/pts/3@921600" -> path and baud.
bool splitAddress(const QString &address, QString *path, int *baud)
{
    const qsizetype at = address.lastIndexOf(QLatin1Char('@'));
    bool ok = false;
    *baud = at > 0 ? address.mid(at + 1).toInt(&ok) : 0;
    *path = address.left(at);
    return ok;
}

struct Group
{
    BusSpec bus;
    std::vector<int> ids;
};

// Stops every actuator of one bus; one line per device. False if any failed.
bool stopGroup(const Group &group)
{
    std::unique_ptr<devices::BusBackend> backend = makeBackend(group.bus, group.ids);
    const devices::DeviceResult opened = backend->open();
    if (!opened) {
        printError(QStringLiteral("cannot open %1: %2").arg(group.bus.port, opened.error));
        return false;
    }
    bool allOk = true;
    for (int i = 0; i < backend->actuatorCount(); ++i) {
        devices::Actuator *actuator = backend->actuator(i);
        const QString name = deviceName(group.bus, group.ids[std::size_t(i)]);
        devices::TelemetrySample sample;
        const qint64 sentNs = core::monotonicNs();
        const devices::DeviceResult r = actuator->stop(nullptr);
        const double ackMs = double(core::monotonicNs() - sentNs) / 1e6;
        if (r) {
            printOut(QStringLiteral("%1: stopped, acknowledged in %2 ms\n").arg(name).arg(ackMs, 0, 'f', 2));
        } else {
            allOk = false;
            printOut(QStringLiteral("%1: stop NOT acknowledged: %2\n").arg(name, r.error));
        }
    }
    backend->close();
    return allOk;
}

BusSpec busOf(const devices::DeviceIdentity &identity, bool *ok)
{
    BusSpec bus;
    *ok = splitAddress(identity.address, &bus.port, &bus.baud);
    if (const devices::Protocol *protocol = devices::ProtocolRegistry::instance().find(identity.protocol, identity.transport))
        bus.protocol = protocol;
    else
        *ok = false; // not a servo bus
    return bus;
}

} // namespace

int runStop(const QStringList &args)
{
    const CommandSpec &spec = stopSpec();
    ParsedOptions options;
    if (const std::optional<int> exitCode = parseCommandLine(spec, args, &options))
        return *exitCode;
    QString error;
    const bool all = options.isSet(QStringLiteral("all"));
    const bool one = options.isSet(QStringLiteral("device"));
    const bool onMcu = options.isSet(QStringLiteral("sim-mcu"));
    const bool useSim = options.isSet(QStringLiteral("sim")) || onMcu;
    if (all == one)
        return usageError(spec, QStringLiteral("give --all or --device SPEC"));
    if (one && (options.isSet(QStringLiteral("port")) || options.isSet(QStringLiteral("baud"))))
        return usageError(spec, QStringLiteral("--port and --baud go with --all; --device names its own port"));
    DeviceSpec device;
    if (one && !parseDeviceSpec(options.value(QStringLiteral("device")), useSim, &device, &error))
        return usageError(spec, QStringLiteral("bad value for --device: %1").arg(error));
    devices::ScanOptions scan;
    scan.udpTargets.clear();
    for (const QString &text : options.values(QStringLiteral("baud"))) {
        bool ok = false;
        const int baud = text.toInt(&ok);
        if (!ok || baud < 300 || baud > 20'000'000)
            return usageError(spec, QStringLiteral("bad value for --baud: '%1' (expected a baud rate such as 57600)").arg(text));
        scan.dynamixelBauds.push_back(baud);
    }

    devices::SimLab lab;
    if (useSim) {
        if (!lab.start(mixedSimLab(onMcu), &error)) {
            printError(QStringLiteral("the simulator failed to start: %1").arg(error));
            return kExitSimulatorFailed;
        }
        if (one && !resolveSimBus(lab, &device.bus, &error)) {
            printError(error);
            return kExitSimulatorFailed;
        }
        addSimBuses(lab, onMcu, !options.values(QStringLiteral("baud")).isEmpty(), &scan);
    }

    if (one) {
        QString contactError;
        std::unique_ptr<devices::BusBackend> probe = makeBackend(device.bus, {device.id});
        if (!firstContact(*probe, device.bus, &contactError)) {
            printError(contactError);
            return kExitMeasurementFailed;
        }
        return stopGroup({device.bus, {device.id}}) ? kExitSuccess : kExitMeasurementFailed;
    }

    for (const QString &port : options.values(QStringLiteral("port")))
        scan.ports << port;
    scan.enumeratePorts = scan.ports.isEmpty();
    scan.dynamixelMaxId = 252;
    const devices::ScanResult result = devices::runScan(scan, nullptr, nullptr);
    for (const QString &message : result.errors)
        printError(message);
    QMap<QString, Group> groups;
    for (const devices::DeviceIdentity &identity : result.devices) {
        bool ok = false;
        const BusSpec bus = busOf(identity, &ok);
        if (!ok)
            continue; // not an actuator (UDP echo)
        Group &group = groups[bus.toString()];
        group.bus = bus;
        group.ids.push_back(identity.id);
    }
    if (groups.isEmpty()) {
        printError(QStringLiteral("no actuator found on %1").arg(scan.ports.isEmpty() ? QStringLiteral("the serial ports")
                                                                                      : scan.ports.join(QStringLiteral(", "))));
        return kExitMeasurementFailed;
    }
    bool allOk = true;
    int count = 0;
    for (const Group &group : std::as_const(groups)) {
        allOk = stopGroup(group) && allOk;
        count += int(group.ids.size());
    }
    printOut(QStringLiteral("%1 actuator(s) %2\n").arg(count).arg(allOk ? QStringLiteral("stopped") : QStringLiteral("- not all acknowledged")));
    return allOk ? kExitSuccess : kExitMeasurementFailed;
}

CommandSpecList stopSpecs()
{
    return {&stopSpec()};
}

} // namespace loopscope::cli
