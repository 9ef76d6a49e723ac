#pragma once
// Dynamixel Protocol 2.0 driver (X series): an Actuator per servo over a
// DxlBus, the bus backend that owns the serial port, and group helpers (sync
// write of goals + sync read of present values) for N servos on one bus.
//
// Units and conventions at this interface:
//   position  degrees, 0° = tick 2048 (the centre of one turn), 0.088°/tick:
//             deg = (tick - 2048) * 0.088. Jog ranges are then symmetric
//             (±180° in position mode) like the moteus driver's.
//   velocity  telemetry/commands in deg/s (1 unit = 0.229 rpm = 1.374 deg/s);
//             the goal/present velocity parameters in rpm (control-table unit)
//   current   telemetry in A, ActuatorCommand::effort in A (1 unit = 2.69 mA);
//             the goal/present current parameters in mA
//   voltage 0.1 V, temperature 1 °C, bus watchdog 20 ms units (ms at the
//   parameter interface), return delay 2 µs units (µs).
//
// Modes: ControlMode::Position ↔ operating mode 3 (also accepted while the
// servo is in 4 extended position or 5 current-based position), Velocity ↔ 1,
// Current/Torque ↔ 0 (effort in A); PWM (16) is shown as its device mode but
// not commanded. Changing the operating mode needs torque off (EEPROM), so a
// command's mode is remembered and applied by the next enableTorque(true);
// a command whose mode differs from the servo's while torque is on is
// rejected with a clear error. Motion commands while torque is off are
// rejected ("torque is off").
//
// enableTorque(true): applies the requested mode, clears an expired bus
// watchdog, sets a safe goal first (hold the present position / zero
// velocity / zero current — the servo must not jump to a stale goal), torque
// on, re-arms the bus watchdog.
//
// stop(): Torque Enable = 0. Goal velocity 0 stops only in velocity mode (in
// position mode 0 means "no profile limit"), while torque off removes the
// drive in every mode and is what the device's own watchdog and shutdown do.
// The cost: an arm under gravity is no longer held. The E-STOP semantics
// ("nothing is driven") win.

#include "devices/common/bus.h"
#include "devices/common/device.h"
#include "devices/dynamixel/dxl_bus.h"
#include "devices/transport/serial_link.h"

#include <memory>
#include <span>
#include <vector>

namespace loopscope::devices::dynamixel {

// Indices of DynamixelActuator::telemetryChannels() in TelemetrySample::values.
enum DynamixelChannel : int {
    ChannelPosition = 0, // deg
    ChannelVelocity,     // deg/s
    ChannelCurrent,      // A (Present Current), or % (Present Load) on a model without current
    ChannelTemperature,  // °C
    ChannelVoltage,      // V
    ChannelCount
};

// faultCode bit set (beside the hardware error bits 0..7) when the bus
// watchdog expired (address 98 reads -1).
inline constexpr int kFaultWatchdogExpired = 0x100;

// Unit conversions of this driver's conventions.
double ticksToCenteredDeg(std::int64_t ticks);
std::int64_t centeredDegToTicks(double degrees);
double velocityUnitsToDegS(std::int64_t units);
std::int64_t degSToVelocityUnits(double degS);
double currentUnitsToA(std::int64_t units);
std::int64_t aToCurrentUnits(double amps);
ControlMode controlModeOf(int operatingMode); // 0 → Current, 1 → Velocity, 3/4/5 → Position, else Invalid
// Parameter key of a control-table item: "goal_position", "operating_mode", ...
QString parameterKey(const ControlItem &item);

class DynamixelActuator : public Actuator
{
public:
    // bus must outlive the actuator. address is what identity() shows ("/dev/pts/3@57600").
    DynamixelActuator(DxlBus *bus, std::uint8_t id, QString address);

    DeviceIdentity identity() const override { return m_identity; }
    // Every control-table item (control_table.h): key, unit, range, writable;
    // EEPROM items carry " [EEPROM]" in the name and need torque off.
    std::vector<ParameterDescription> parameters() const override;
    std::vector<TelemetryChannel> telemetryChannels() const override;
    DeviceResult identify() override; // ping (model, firmware, RTT) + state
    DeviceResult readParameter(const QString &key, QVariant *value) override;
    DeviceResult writeParameter(const QString &key, const QVariant &value) override;

    std::vector<ControlMode> supportedModes() const override;
    DeviceResult enableTorque(bool enabled) override;
    DeviceResult command(const ActuatorCommand &command, TelemetrySample *reply) override;
    DeviceResult query(TelemetrySample *sample) override;
    DeviceResult stop(TelemetrySample *reply) override;
    DeviceResult setDeviceWatchdog(double timeoutS) override;

    DeviceResult reboot();
    // Clamps every goal this actuator writes (command() and goal parameters).
    void setSoftLimits(const SoftLimits &limits) { m_limits = limits; }
    SoftLimits softLimits() const { return m_limits; }

    std::uint8_t id() const { return m_id; }
    int operatingMode() const { return m_operatingMode; }
    std::uint16_t modelNumber() const { return m_modelNumber; } // 0 before identify()
    // Current control and Present Current (else Present Load at 126); true
    // for an unknown model, as the X-series table has them.
    bool hasCurrent() const;
    bool torqueEnabled() const { return m_torqueOn; }
    std::uint8_t hardwareError() const { return m_hardwareError; }
    static bool isEepromKey(const QString &key);

    // Decodes a block read from address 64 (TorqueEnable) up to 146 (Present
    // Temperature), 83 bytes, into a sample. operatingMode: the servo's mode.
    static void fillSample(QByteArrayView block64, int operatingMode, TelemetrySample *sample,
                           bool presentIsLoad = false);
    // Decodes the present-value block 126..146 (21 bytes) into the values of
    // a sample (position, velocity, current or load, temperature, voltage).
    static void fillPresent(QByteArrayView block126, TelemetrySample *sample, bool presentIsLoad = false);

private:
    DeviceResult fail(const QString &text, const DeviceResult &cause = {}) const;
    DeviceResult refresh(TelemetrySample *sample);
    DeviceResult writeGoal(const ActuatorCommand &command);
    DeviceResult explainGoalFailure(const DeviceResult &result);
    DeviceResult writeSafeGoal(int operatingMode);

    DxlBus *m_bus;
    std::uint8_t m_id;
    DeviceIdentity m_identity;
    int m_operatingMode = -1;
    std::uint16_t m_modelNumber = 0;
    int m_requestedMode = -1; // applied by enableTorque(true)
    bool m_torqueOn = false;
    int m_watchdogUnits = 0;
    std::uint8_t m_hardwareError = 0;
    SoftLimits m_limits;
};

// --- group helpers (one packet for N servos) --------------------------------
// Sync write of goal positions (deg, centred convention), clamped by limits
// (may be null). ids and positionsDeg must have the same length.
DeviceResult syncWriteGoalPositions(DxlBus &bus, std::span<const std::uint8_t> ids,
                                    std::span<const double> positionsDeg, const SoftLimits *limits);
DeviceResult syncWriteGoalVelocities(DxlBus &bus, std::span<const std::uint8_t> ids,
                                     std::span<const double> velocitiesDegS, const SoftLimits *limits);
// How to poll the present values of a set of servos: FAST SYNC READ when
// every servo is the same model and that model has it (a bus mixing models,
// or an unknown model, gets SYNC READ); per servo whether 126 is Present Load.
struct PresentPoll
{
    bool fast = false;
    std::vector<bool> presentIsLoad; // by index of the IDs; missing = current
};
PresentPoll planPresentPoll(std::span<const std::uint16_t> modelNumbers);
// Sync read (or fast sync read) of addresses 126..146 of every ID; samples
// gets one entry per ID (valid = answered). Fails listing the IDs that did
// not answer. poll may be null (plain sync read, Present Current).
DeviceResult syncReadPresent(DxlBus &bus, std::span<const std::uint8_t> ids,
                             std::vector<TelemetrySample> *samples, const PresentPoll *poll = nullptr);

// --- bus backend --------------------------------------------------------------
struct DynamixelBusConfig
{
    QString portPath; // /dev/ttyUSB0 or a simulator PTY
    int baud = 57600;
    std::vector<int> ids;   // servos on this bus (0..252)
    int replyMarginMs = 25; // beyond the wire time (DxlBus; covers a 16 ms USB latency timer)
    SerialLinkKind linkKind = SerialLinkKind::Termios;
};

class DynamixelBusBackend : public BusBackend
{
public:
    explicit DynamixelBusBackend(DynamixelBusConfig config);
    ~DynamixelBusBackend() override;
    QString address() const override;
    DeviceResult open() override;
    void close() override;
    bool isOpen() const override;
    int actuatorCount() const override { return int(m_actuators.size()); }
    Actuator *actuator(int index) override;
    DynamixelActuator *dynamixel(int index);
    DxlBus &bus() { return m_bus; }

private:
    DynamixelBusConfig m_config;
    std::unique_ptr<SerialLink> m_serial;
    DxlBus m_bus;
    std::vector<std::unique_ptr<DynamixelActuator>> m_actuators;
};

} // namespace loopscope::devices::dynamixel
