#pragma once
// The one device interface every driver implements (moteus, Dynamixel, UDP
// echo). Everything a view, the CLI or an export needs to know about a device
// is described here as data (STYLE rule 8): who it is (DeviceIdentity), what
// it can be set to (ParameterDescription), what it reports (TelemetryChannel),
// and how it moves (ControlMode, ActuatorCommand, SoftLimits).
//
// Threading: an Actuator is used only from the thread of the bus that owns it
// (devices/common/bus.h). Its calls block on the link for at most a short,
// driver-defined timeout. Nothing here touches Qt widgets.

#include <QString>
#include <QStringList>
#include <QVariant>
#include <array>
#include <cstdint>
#include <limits>
#include <vector>

namespace loopscope::devices {

// Who a device is and where it was found.
struct DeviceIdentity
{
    QString transport;   // "fdcanusb", "moteus-rs485", "dynamixel-serial", "udp"
    QString protocol;    // "moteus", "dynamixel2", "udp-echo"
    int id = -1;         // bus ID (moteus 1..126, Dynamixel 0..252); -1 for udp
    QString model;       // e.g. "moteus 0x0000", "XM430-W350", "loopscope-sim echo"
    QString firmware;    // e.g. "1.3.4"
    QString address;     // "/dev/ttyACM0@921600" (port path + baud) or "127.0.0.1:7000"
    QString serial;      // serial number / UUID when the device reports one, else ""
    double probeRttMs = 0; // round trip of the identify/ping exchange

    // Stable key for trees and settings: "protocol|address|id".
    QString uniqueKey() const;
    // One line for logs and tables: "moteus #1 on /dev/pts/3@921600 (fdcanusb)".
    QString displayName() const;
};

// How a parameter's value is typed. 0 means invalid (STYLE rule 10).
enum class ParameterKind : int { Invalid = 0, Bool, Integer, Real, Choice, Text };

// One settable or readable device parameter, described once; the GUI form,
// the CLI flags and reports read this description.
struct ParameterDescription
{
    QString key;            // stable machine key, e.g. "watchdog_timeout_s", "id", "baud"
    QString name;           // human name (English; views translate)
    QString unit;           // "s", "deg", "N·m", "" ...
    ParameterKind kind = ParameterKind::Invalid;
    double minimum = 0;
    double maximum = 0;
    QVariant defaultValue;
    bool writable = false;
    QStringList choices;    // for Choice: allowed values as text
};

// One telemetry channel; TelemetrySample::values is indexed like the
// Actuator::telemetryChannels() list.
struct TelemetryChannel
{
    QString key;   // "position_deg", "velocity_deg_s", "torque_Nm", "current_A", "temperature_C", "voltage_V"
    QString name;  // "Position"
    QString unit;  // "deg"
    double minimum = 0; // expected display range
    double maximum = 0;
};

// Standard channel keys (drivers use these where the quantity matches).
namespace channel_keys {
inline constexpr const char *positionDeg = "position_deg";
inline constexpr const char *velocityDegS = "velocity_deg_s";
inline constexpr const char *torqueNm = "torque_Nm";
inline constexpr const char *currentA = "current_A";
inline constexpr const char *temperatureC = "temperature_C";
inline constexpr const char *voltageV = "voltage_V";
} // namespace channel_keys

enum class ControlMode : int { Invalid = 0, Stopped, Position, Velocity, Torque, Current };
QString controlModeName(ControlMode mode); // "stopped", "position", ...
bool isMotionMode(ControlMode mode);         // Position, Velocity, Torque, Current

// A setpoint. Fields that do not apply to a mode are ignored by the driver.
// NaN in positionDeg means "hold the current position" where the protocol allows.
struct ActuatorCommand
{
    ControlMode mode = ControlMode::Invalid;
    double positionDeg = 0;
    double velocityDegS = 0;
    double effort = 0;       // N·m (moteus torque) or A (Dynamixel current)
    double kpScale = 1;      // 0..1 scale of the device's configured gains
    double kdScale = 1;
    double maxEffort = std::numeric_limits<double>::quiet_NaN(); // NaN: device default
};

// Maximum number of telemetry channels a sample carries.
inline constexpr int kMaxTelemetryChannels = 8;

struct TelemetrySample
{
    std::int64_t timeNs = 0;        // host steady clock (core::monotonicNs style) when the reply arrived
    ControlMode mode = ControlMode::Invalid;
    int deviceMode = -1;            // raw device mode (moteus 0..15, Dynamixel operating mode)
    int faultCode = 0;              // 0 = no fault (moteus fault register / Dynamixel hardware error)
    QString faultText;              // "" when no fault; e.g. "timeout (mode 11)", "overload"
    std::array<double, kMaxTelemetryChannels> values{}; // indexed like telemetryChannels()
    bool valid = false;             // a reply was decoded
    bool gap = false;               // marker: samples were lost before this one (disconnect)
};

// Per-device software limits; every command that could move an actuator is
// clamped before it leaves the host. NaN or infinite bounds mean "no limit".
struct SoftLimits
{
    double minPositionDeg = -std::numeric_limits<double>::infinity();
    double maxPositionDeg = std::numeric_limits<double>::infinity();
    double maxVelocityDegS = std::numeric_limits<double>::infinity();
    double maxEffort = std::numeric_limits<double>::infinity(); // N·m or A

    // Returns the command with position clamped into [min,max], |velocity| and
    // |effort| limited, and maxEffort no larger than the limit. A NaN position
    // (hold) stays NaN. A non-finite velocity/effort becomes 0.
    ActuatorCommand clamp(const ActuatorCommand &command) const;
};

// Result of one device operation: ok, or a clear error text.
struct DeviceResult
{
    bool ok = false;
    QString error;      // "" when ok
    bool linkLost = false; // the transport failed (port vanished): the bus reconnects

    static DeviceResult success() { return {true, {}, false}; }
    static DeviceResult failure(QString text, bool lost = false) { return {false, std::move(text), lost}; }
    explicit operator bool() const { return ok; }
};

// Any device on a bus (an echo device has identity and probe only).
class Device
{
public:
    virtual ~Device() = default;
    virtual DeviceIdentity identity() const = 0;
    virtual std::vector<ParameterDescription> parameters() const = 0;
    virtual std::vector<TelemetryChannel> telemetryChannels() const = 0;
    // Reads the identity from the device again (model, firmware...) and measures
    // the probe round trip. Used after a reconnect.
    virtual DeviceResult identify() = 0;
    virtual DeviceResult readParameter(const QString &key, QVariant *value) = 0;
    virtual DeviceResult writeParameter(const QString &key, const QVariant &value) = 0;
};

// A device that moves. Used only from its bus thread.
class Actuator : public Device
{
public:
    virtual std::vector<ControlMode> supportedModes() const = 0;
    virtual DeviceResult enableTorque(bool enabled) = 0;
    // Sends the setpoint (already clamped by the bus's soft limits; drivers may
    // clamp again) and, where the protocol allows, reads telemetry in the same
    // exchange into *reply (may be null).
    virtual DeviceResult command(const ActuatorCommand &command, TelemetrySample *reply) = 0;
    virtual DeviceResult query(TelemetrySample *sample) = 0;
    // Stops the motor (moteus mode 0, which also clears faults; Dynamixel torque
    // off). *reply (may be null) receives the device's acknowledgement when it
    // has one; ok means the device acknowledged the stop.
    virtual DeviceResult stop(TelemetrySample *reply) = 0;
    // Device-side keep-alive: if no command arrives for this long the device
    // stops by itself (moteus 0x027; Dynamixel bus watchdog, 20 ms units).
    // 0 disables where the protocol allows.
    virtual DeviceResult setDeviceWatchdog(double timeoutS) = 0;
};

} // namespace loopscope::devices
