#include "app/cli/cmd_jog.h"

#include "devices/common/protocol.h"

#include "app/cli/cli_options.h"
#include "app/cli/console.h"
#include "app/cli/device_spec.h"
#include "app/cli/exit_codes.h"
#include "app/cli/servo_session.h"
#include "app/cli/stop_signals.h"
#include "core/recording/session_recorder.h"
#include "core/timing/realtime.h"
#include "devices/common/actuator_recording.h"
#include "devices/common/bus.h"
#include "devices/common/telemetry_csv.h"
#include "devices/sim/sim_lab.h"

#include <QCoreApplication>
#include <QTime>
#include <cmath>
#include <mutex>
#include <thread>

namespace loopscope::cli {

namespace {

using devices::ActuatorCommand;
using devices::ControlMode;

constexpr int kLoopPeriodMs = 20;    // heartbeat and telemetry drain
constexpr double kPrintEveryS = 0.2; // telemetry lines at ~5 Hz
constexpr int kStopAckTimeoutMs = 1000;

const CommandSpec &jogSpec()
{
    static const CommandSpec spec{
        QStringLiteral("jog"),
        QStringLiteral("jog --device SPEC (--position DEG | --velocity DEG_S | --torque NM) [--duration S] "
                       "[--limits MIN:MAX] [--watchdog-s S] [--sim]"),
        QStringLiteral(
            "Moves one actuator safely: enables torque, commands the setpoint clamped by soft limits, "
            "feeds the keep-alive while running (the bus runtime resends the setpoint each cycle and "
            "arms the device's own watchdog, so the servo stops by itself if this program hangs or "
            "dies), prints a telemetry line about five times a second, and stops the servo at the end "
            "or on Ctrl-C, printing the time the stop took to be acknowledged. If the device vanishes (its "
            "port "
            "or link goes away), jog stops at once, says which device was lost and when, prints no more "
            "telemetry and exits 7. A position outside "
            "--limits is clamped to the nearest limit (with a note); a velocity or torque above its "
            "maximum is refused; in velocity and torque mode the servo is stopped as soon as its "
            "position leaves --limits. Every command is bounded: the limits and the watchdog cannot be "
            "switched off. On moteus the firmware's watchdog stops only position (10) and stay-within "
            "(13) commands (it then damps to zero velocity with the command's kd scale: timeout mode 12, "
            "reported as mode 11; a torque jog, sent with kd scale 0, coasts); it does not stop "
            "current (9), zero-velocity (12) or brake (15) commands. jog sends every mode (position, "
            "velocity, torque) as position mode 10, so the device watchdog covers all of them and "
            "jog never sends the others; jog also stops the servo itself when its keep-alive lapses, "
            "at the end and on Ctrl-C."),
        busSpecHelp() +
            QStringLiteral("\nEXAMPLES\n"
                           "  loopscope-cli jog --sim --device moteus:1 --position 10 --duration 2\n"
                           "  loopscope-cli jog --device dynamixel:/dev/ttyUSB0@57600:3 --velocity 20\n"),
        {
            {QStringLiteral("device"),
             QStringLiteral("SPEC"),
             QStringLiteral("The actuator: PROTOCOL:PORT[@BAUD]:ID; with --sim PROTOCOL:ID."),
             {}},
            {QStringLiteral("position"),
             QStringLiteral("DEG"),
             QStringLiteral("Go to and hold this position."),
             {}},
            {QStringLiteral("velocity"),
             QStringLiteral("DEG_S"),
             QStringLiteral("Turn at this velocity."),
             {}},
            {QStringLiteral("torque"),
             QStringLiteral("NM"),
             QStringLiteral(
                 "Apply this torque (moteus only; Dynamixel servos are jogged by position or velocity)."),
             {}},
            {QStringLiteral("duration"), QStringLiteral("S"),
             QStringLiteral("How long to jog, 0.1 to 600 s."), QStringLiteral("5")},
            {QStringLiteral("limits"), QStringLiteral("MIN:MAX"),
             QStringLiteral("Soft position limits in degrees, finite, within -3600:3600."),
             QStringLiteral("-90:90")},
            {QStringLiteral("max-velocity"), QStringLiteral("DEG_S"),
             QStringLiteral("Largest velocity accepted, 1 to 720 deg/s."), QStringLiteral("90")},
            {QStringLiteral("max-torque"), QStringLiteral("NM"),
             QStringLiteral(
                 "Largest torque accepted and the torque limit sent with every moteus command, 0.01 to "
                 "5 N·m."),
             QStringLiteral("0.5")},
            {QStringLiteral("watchdog-s"), QStringLiteral("S"),
             QStringLiteral(
                 "Device watchdog: without a command for this long the servo stops by itself, 0.02 to "
                 "2 s."),
             QStringLiteral("0.25")},
            {QStringLiteral("rate"), QStringLiteral("HZ"), QStringLiteral("Bus poll rate, 10 to 1000 Hz."),
             QStringLiteral("100")},
            {QStringLiteral("csv"),
             QStringLiteral("FILE"),
             QStringLiteral(
                 "Write every telemetry sample to FILE as CSV as it arrives: time in seconds first, one "
                 "column per channel with its unit, the mode and fault code (PlotJuggler opens it as "
                 "is)."),
             {}},
            {QStringLiteral("mcap"),
             QStringLiteral("FILE"),
             QStringLiteral(
                 "Record the session as MCAP into FILE: the actuator's telemetry and every command sent "
                 "(Foxglove and PlotJuggler open it; a killed jog leaves every chunk but the last)."),
             {}},
            {QStringLiteral("sim"),
             {},
             QStringLiteral("Start the simulated lab (moteus 1-3, Dynamixel 1-4) and jog one of its servos."),
             {}},
            {QStringLiteral("sim-mcu"),
             {},
             QStringLiteral(
                 "Like --sim, with the servos as the firmware on emulated microcontrollers (QEMU, an "
                 "STM32F405 per node): a Dynamixel node and a moteus RS485 node, ID 1 each."),
             {}},
            {QStringLiteral("help"), {}, QStringLiteral("Show this help and exit."), {}},
        },
    };
    return spec;
}

struct JogSettings
{
    DeviceSpec device;
    ActuatorCommand command;
    devices::SoftLimits limits;
    double durationS = 5;
    double watchdogS = 0.25;
    double rateHz = 100;
    bool useSim = false;
    bool onMcu = false; // --sim-mcu
    QString csvPath;    // --csv, "" none
    QString mcapPath;   // --mcap, "" none
};

bool buildJogSettings(const ParsedOptions &options, JogSettings *s, QString *error)
{
    s->onMcu = options.isSet(QStringLiteral("sim-mcu"));
    s->useSim = options.isSet(QStringLiteral("sim")) || s->onMcu;
    s->csvPath = options.value(QStringLiteral("csv"));
    s->mcapPath = options.value(QStringLiteral("mcap"));
    for (const char *name : {"csv", "mcap"})
        if (options.isSet(QLatin1String(name)) && options.value(QLatin1String(name)).isEmpty()) {
            *error = QStringLiteral("bad value for --%1: an empty file name").arg(QLatin1String(name));
            return false;
        }
    if (!options.isSet(QStringLiteral("device"))) {
        *error = QStringLiteral(
            "--device SPEC is required (e.g. --device moteus:/dev/ttyACM0:1, or --sim --device moteus:1)");
        return false;
    }
    if (!parseDeviceSpec(options.value(QStringLiteral("device")), s->useSim, &s->device, error)) {
        *error = QStringLiteral("bad value for --device: %1").arg(*error);
        return false;
    }
    const QStringList modes = {QStringLiteral("position"), QStringLiteral("velocity"),
                               QStringLiteral("torque")};
    QStringList given;
    for (const QString &mode : modes) {
        if (options.isSet(mode))
            given << mode;
    }
    if (given.size() != 1) {
        *error = given.isEmpty()
                     ? QStringLiteral("give one of --position DEG, --velocity DEG_S or --torque NM")
                     : QStringLiteral("give only one of --%1").arg(given.join(QStringLiteral(", --")));
        return false;
    }
    if (!options.number(QStringLiteral("duration"), 0.1, 600, &s->durationS, error) ||
        !options.number(QStringLiteral("watchdog-s"), 0.02, 2, &s->watchdogS, error) ||
        !options.number(QStringLiteral("rate"), 10, 1000, &s->rateHz, error))
        return false;
    const QStringList bounds = options.value(QStringLiteral("limits")).split(QLatin1Char(':'));
    bool okMin = false;
    bool okMax = false;
    const double minDeg = bounds.value(0).toDouble(&okMin);
    const double maxDeg = bounds.value(1).toDouble(&okMax);
    if (bounds.size() != 2 || !okMin || !okMax || !std::isfinite(minDeg) || !std::isfinite(maxDeg) ||
        minDeg >= maxDeg || minDeg < -3600 || maxDeg > 3600) {
        *error = QStringLiteral(
                     "bad value for --limits: '%1' (expected MIN:MAX in degrees, finite, MIN < MAX, within "
                     "-3600:3600; unbounded jogging is refused)")
                     .arg(options.value(QStringLiteral("limits")));
        return false;
    }
    double maxVelocity = 0;
    double maxTorque = 0;
    if (!options.number(QStringLiteral("max-velocity"), 1, 720, &maxVelocity, error) ||
        !options.number(QStringLiteral("max-torque"), 0.01, 5, &maxTorque, error))
        return false;
    s->limits.minPositionDeg = minDeg;
    s->limits.maxPositionDeg = maxDeg;
    s->limits.maxVelocityDegS = maxVelocity;
    // --max-torque bounds a family whose commands carry their own effort
    // limit (moteus); another keeps its default limit in its own unit
    // (Dynamixel: current, A) and the command carries none.
    const devices::Protocol &protocol = *s->device.bus.protocol;
    s->limits.maxEffort = protocol.commandsEffortLimit ? maxTorque : protocol.defaultMaxEffort;

    ActuatorCommand &c = s->command;
    c.maxEffort = protocol.commandsEffortLimit ? maxTorque : std::numeric_limits<double>::quiet_NaN();
    const QString mode = given.first();
    if (mode == QLatin1String("position")) {
        c.mode = ControlMode::Position;
        if (!options.number(mode, -1e6, 1e6, &c.positionDeg, error))
            return false;
        c.velocityDegS = 0;
        if (c.positionDeg < minDeg || c.positionDeg > maxDeg) {
            const double clamped = std::clamp(c.positionDeg, minDeg, maxDeg);
            printError(QStringLiteral("note: --position %1 is outside the soft limits %2:%3; clamped to %4")
                           .arg(c.positionDeg)
                           .arg(minDeg)
                           .arg(maxDeg)
                           .arg(clamped));
            c.positionDeg = clamped;
        }
    } else if (mode == QLatin1String("velocity")) {
        c.mode = ControlMode::Velocity;
        if (!options.number(mode, -1e6, 1e6, &c.velocityDegS, error))
            return false;
        if (std::abs(c.velocityDegS) > maxVelocity) {
            *error = QStringLiteral("refused: --velocity %1 deg/s is above --max-velocity %2 deg/s (raise "
                                    "--max-velocity, at most 720, to allow it)")
                         .arg(c.velocityDegS)
                         .arg(maxVelocity);
            return false;
        }
    } else {
        if (!protocol.torqueCommand) {
            *error = QStringLiteral(
                         "refused: a %1 servo takes no torque command; jog it with --position or --velocity")
                         .arg(protocol.title);
            return false;
        }
        c.mode = ControlMode::Torque;
        if (!options.number(mode, -1e6, 1e6, &c.effort, error))
            return false;
        if (std::abs(c.effort) > maxTorque) {
            *error = QStringLiteral(
                         "refused: --torque %1 N·m is above --max-torque %2 N·m (raise --max-torque, at "
                         "most 5, to allow it)")
                         .arg(c.effort)
                         .arg(maxTorque);
            return false;
        }
    }
    return true;
}

QString telemetryLine(double tS, const devices::TelemetrySample &sample, const devices::Protocol &protocol)
{
    const double torque = sample.values[2]; // the effort: e.g. torque (N·m) or current (A)
    return QStringLiteral("t=%1s pos=%2° vel=%3°/s %4=%5 mode=%6%7\n")
        .arg(tS, 0, 'f', 2)
        .arg(sample.values[0], 0, 'f', 2)
        .arg(sample.values[1], 0, 'f', 1)
        .arg(protocol.effortName)
        .arg(torque, 0, 'f', 3)
        .arg(devices::controlModeName(sample.mode))
        .arg(sample.faultText.isEmpty() ? QString() : QStringLiteral(" fault=\"%1\"").arg(sample.faultText));
}

// The one message for a device that vanished during the jog: which one,
// when (wall clock and time into the jog), the transport's error, and what
// the servo does now.
QString deviceLostMessage(const QString &name, double tS, double lastHeardS, const QString &error,
                          double watchdogS)
{
    return QStringLiteral(
               "lost %1 at %2 (t=%3s%4): %5; the jog is stopped (if the servo is still powered, its "
               "watchdog stops it within %6 s)")
        .arg(name, QTime::currentTime().toString(QStringLiteral("HH:mm:ss.zzz")))
        .arg(tS, 0, 'f', 2)
        .arg(lastHeardS >= 0 ? QStringLiteral(", last reply at t=%1s").arg(lastHeardS, 0, 'f', 2) : QString())
        .arg(error.isEmpty() ? QStringLiteral("the link went away") : error)
        .arg(watchdogS);
}

} // namespace

int runJog(const QStringList &args)
{
    const CommandSpec &spec = jogSpec();
    ParsedOptions options;
    if (const std::optional<int> exitCode = parseCommandLine(spec, args, &options))
        return *exitCode;
    QString error;
    JogSettings s;
    if (!buildJogSettings(options, &s, &error))
        return usageError(spec, error);

    devices::SimLab lab;
    if (s.useSim) {
        if (!lab.start(mixedSimLab(s.onMcu), &error) || !resolveSimBus(lab, &s.device.bus, &error)) {
            printError(QStringLiteral("the simulator failed to start: %1").arg(error));
            return kExitSimulatorFailed;
        }
    }
    const devices::Protocol &protocol = *s.device.bus.protocol;
    const QString name = deviceName(s.device.bus, s.device.id);
    std::unique_ptr<devices::BusBackend> backend = makeBackend(s.device.bus, {s.device.id});
    if (!firstContact(*backend, s.device.bus, &error)) {
        printError(error);
        return kExitMeasurementFailed;
    }

    devices::BusOptions busOptions;
    busOptions.name = name;
    busOptions.pollRateHz = s.rateHz;
    busOptions.deviceWatchdogS = s.watchdogS;
    busOptions.heartbeatTimeoutMs = std::max(100, int(s.watchdogS * 1000));
    // The error that lost the link, as the bus thread saw it (a reconnect
    // attempt overwrites lastError() at once with "cannot open ..."); both
    // outlive the bus, whose thread writes them.
    std::mutex lossMutex;
    QString lossError;
    devices::Bus bus(std::move(backend), busOptions, nullptr);
    QObject::connect(
        &bus, &devices::Bus::stateChanged, &bus,
        [&](devices::BusState state, const QString &message) {
            std::lock_guard lock(lossMutex);
            if (state == devices::BusState::Disconnected && lossError.isEmpty())
                lossError = message;
        },
        Qt::DirectConnection);
    const auto lostBecause = [&] {
        std::lock_guard lock(lossMutex);
        return lossError.isEmpty() ? bus.lastError() : lossError;
    };
    bus.setSoftLimits(0, s.limits);
    StopSignals stopSignals;
    bus.start();
    const qint64 startNs = core::monotonicNs();
    while (bus.state() != devices::BusState::Connected && core::monotonicNs() - startNs < 2'000'000'000LL)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    if (bus.state() != devices::BusState::Connected) {
        printError(QStringLiteral("cannot connect to %1: %2").arg(name, bus.lastError()));
        return kExitMeasurementFailed;
    }
    if (protocol.watchdogCoversPositionOnly)
        printOut(QStringLiteral("%1: sent as position mode 10, which the device watchdog stops (then it "
                                "brakes; a torque jog coasts); current, zero-velocity and brake modes are "
                                "never sent (the firmware "
                                "does not time them out)\n")
                     .arg(protocol.title));
    printOut(QStringLiteral("jogging %1: %2, limits %3:%4°, watchdog %5 s, %6 s\n")
                 .arg(name)
                 .arg(s.command.mode == ControlMode::Position
                          ? QStringLiteral("position %1°").arg(s.command.positionDeg)
                      : s.command.mode == ControlMode::Velocity
                          ? QStringLiteral("velocity %1°/s").arg(s.command.velocityDegS)
                          : QStringLiteral("torque %1 N·m").arg(s.command.effort))
                 .arg(s.limits.minPositionDeg)
                 .arg(s.limits.maxPositionDeg)
                 .arg(s.watchdogS)
                 .arg(s.durationS));

    // The files the samples go to as they arrive (--csv, --mcap); a file
    // that cannot be made stops the jog before anything moves.
    devices::TelemetryCsv csv;
    core::SessionRecorder recorder;
    std::unique_ptr<devices::ActuatorRecording> recording;
    if (!s.csvPath.isEmpty() && !csv.open(s.csvPath, bus.telemetryChannels(0), startNs, &error)) {
        bus.stop();
        printError(error);
        return kExitIoError;
    }
    if (!s.mcapPath.isEmpty()) {
        if (!recorder.open(s.mcapPath, &error)) {
            bus.stop();
            printError(error);
            return kExitIoError;
        }
        recording = std::make_unique<devices::ActuatorRecording>(
            recorder, QStringLiteral("%1-%2").arg(protocol.title.toLower()).arg(s.device.id), name,
            bus.telemetryChannels(0), protocol.effortUnit);
    }
    bool outputFailed = false;
    const auto keep = [&](const std::vector<devices::TelemetrySample> &samples) {
        QString why;
        if (csv.isOpen() && !csv.append(samples, &why)) {
            printError(why);
            outputFailed = true;
        }
        if (recording)
            recording->recordTelemetry(samples);
    };

    // The setpoint first (a Dynamixel servo learns the mode from it), then torque on.
    bus.heartbeat();
    bus.setSetpoint(0, s.command);
    if (recording)
        recording->recordCommand(s.limits.clamp(s.command), QStringLiteral("jog"));
    const devices::BusCounters before = bus.counters();
    while (bus.counters().cycles < before.cycles + 2 && core::monotonicNs() - startNs < 3'000'000'000LL) {
        bus.heartbeat();
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    bus.requestTorque(0, true);

    const qint64 jogStartNs = core::monotonicNs();
    devices::TelemetrySample latest;
    std::vector<devices::TelemetrySample> drained;
    double lastPrintS = -1;
    QString lastError = bus.lastError();
    QString endReason = QStringLiteral("duration reached");
    bool interrupted = false;
    for (;;) {
        QCoreApplication::processEvents();
        bus.heartbeat();
        const double tS = double(core::monotonicNs() - jogStartNs) / 1e9;
        drained.clear();
        bus.telemetry(0).drain(&drained);
        keep(drained);
        for (const devices::TelemetrySample &sample : drained) {
            if (sample.valid)
                latest = sample;
        }
        if (bus.state() == devices::BusState::Disconnected) {
            // The port or link went away: nothing printed from here on
            // could be true (the last sample would repeat), so stop now.
            const double lastHeardS = latest.valid ? double(latest.timeNs - jogStartNs) / 1e9 : -1;
            bus.stop();
            printError(deviceLostMessage(name, tS, lastHeardS, lostBecause(), s.watchdogS));
            return kExitDeviceVanished;
        }
        if (const QString e = bus.lastError(); e != lastError && tS > 0.1) {
            lastError = e;
            printError(QStringLiteral("%1: %2").arg(name, e));
        }
        if (latest.valid && tS - lastPrintS >= kPrintEveryS) {
            lastPrintS = tS;
            printOut(telemetryLine(tS, latest, protocol));
        }
        if (stopSignals.stopRequested()) {
            interrupted = true;
            endReason = QStringLiteral("interrupted");
            break;
        }
        if (tS >= s.durationS)
            break;
        const double positionDeg = latest.valid ? latest.values[0] : 0;
        if (s.command.mode != ControlMode::Position && latest.valid &&
            (positionDeg < s.limits.minPositionDeg || positionDeg > s.limits.maxPositionDeg)) {
            endReason = QStringLiteral("position %1° left the soft limits").arg(positionDeg, 0, 'f', 1);
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(kLoopPeriodMs));
    }

    // Stop and wait for the device's acknowledgement (a sample in stopped mode).
    const qint64 stopNs = core::monotonicNs();
    ActuatorCommand stop;
    stop.mode = ControlMode::Stopped;
    bus.setSetpoint(0, stop);
    if (recording)
        recording->recordCommand(stop, QStringLiteral("stop"));
    bool acknowledged = false;
    double ackMs = 0;
    while (!acknowledged && core::monotonicNs() - stopNs < kStopAckTimeoutMs * 1'000'000LL) {
        bus.heartbeat();
        drained.clear();
        bus.telemetry(0).drain(&drained);
        keep(drained);
        for (const devices::TelemetrySample &sample : drained) {
            if (sample.valid && sample.timeNs >= stopNs && sample.mode == ControlMode::Stopped) {
                acknowledged = true;
                ackMs = double(sample.timeNs - stopNs) / 1e6;
                latest = sample;
            }
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    const bool lostWhileStopping = !acknowledged && bus.state() == devices::BusState::Disconnected;
    bus.stop();
    if (lostWhileStopping) {
        printError(deviceLostMessage(name, double(core::monotonicNs() - jogStartNs) / 1e9,
                                     latest.valid ? double(latest.timeNs - jogStartNs) / 1e9 : -1,
                                     lostBecause(), s.watchdogS));
        return kExitDeviceVanished;
    }
    if (latest.valid)
        printOut(telemetryLine(double(core::monotonicNs() - jogStartNs) / 1e9, latest, protocol));
    if (!acknowledged) {
        printError(QStringLiteral(
                       "%1 did not acknowledge the stop within %2 ms (%3); its watchdog stops it within %4 s")
                       .arg(name)
                       .arg(kStopAckTimeoutMs)
                       .arg(bus.lastError())
                       .arg(s.watchdogS));
        return kExitMeasurementFailed;
    }
    printOut(QStringLiteral("stopped (%1): %2 acknowledged the stop in %3 ms\n")
                 .arg(endReason, name)
                 .arg(ackMs, 0, 'f', 2));
    if (csv.isOpen())
        printOut(QStringLiteral("telemetry: %1 samples in %2\n").arg(csv.rowsWritten()).arg(s.csvPath));
    if (recording) {
        if (!recorder.close(&error)) {
            printError(error);
            outputFailed = true;
        } else {
            printOut(QStringLiteral("recording: %1 messages in %2\n")
                         .arg(recorder.messagesWritten())
                         .arg(s.mcapPath));
        }
    }
    if (outputFailed)
        return kExitIoError;
    return interrupted ? kExitInterrupted : kExitSuccess;
}

CommandSpecList jogSpecs()
{
    return {&jogSpec()};
}

} // namespace loopscope::cli
