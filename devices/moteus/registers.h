#pragma once
// moteus multiplex register map: register numbers, modes, value types and the
// scaling of each register class (protocols.md §1). Pure data, no I/O.
//
// A register value travels as int8/int16/int32 (scaled, value = raw x LSB) or as
// float (SI units). The most negative integer of each width means NaN / "unset".

#include <QString>
#include <cstdint>
#include <span>

namespace loopscope::devices::moteus {

// Wire width of a register value. The enumerators equal the type code carried in
// bits 2-3 of every opcode ((op >> 2) & 3), so here the zero value is Int8 rather
// than "unknown": matching the wire is clearer than the usual convention.
enum class ValueType : uint8_t { Int8 = 0, Int16 = 1, Int32 = 2, Float = 3 };

int valueTypeSize(ValueType type);         // 1, 2, 4, 4
const char *valueTypeName(ValueType type); // "int8", ...

// How raw integers of a register map to physical values.
enum class ScaleClass : uint8_t {
    Unknown = 0,  // unknown register: raw integer shown as is
    Integer,      // no scaling (mode, fault, ID, counters): LSB 1 at every width
    Position,     // rev
    Velocity,     // rev/s
    Torque,       // N·m
    Current,      // A
    Voltage,      // V
    Temperature,  // °C
    Time,         // s
    Scale,        // kp/kd scale, PWM: 1/127, 1/32767, 1/2147483647
    Acceleration, // rev/s²: 0.05, 0.001, 0.00001 (moteus reference; not in protocols.md)
};

// Value of one raw LSB (1.0 for Float, Integer and Unknown).
double lsb(ScaleClass scale, ValueType type);

// Register numbers (named constants; the map is open-ended, so plain integers).
namespace reg {
inline constexpr uint32_t Mode = 0x000;
inline constexpr uint32_t Position = 0x001;
inline constexpr uint32_t Velocity = 0x002;
inline constexpr uint32_t Torque = 0x003;
inline constexpr uint32_t QCurrent = 0x004;
inline constexpr uint32_t DCurrent = 0x005;
inline constexpr uint32_t MotorTemperature = 0x00A;
inline constexpr uint32_t TrajectoryComplete = 0x00B;
inline constexpr uint32_t Voltage = 0x00D;
inline constexpr uint32_t BoardTemperature = 0x00E;
inline constexpr uint32_t Fault = 0x00F;
inline constexpr uint32_t CommandPosition = 0x020;
inline constexpr uint32_t CommandVelocity = 0x021;
inline constexpr uint32_t CommandFeedforwardTorque = 0x022;
inline constexpr uint32_t CommandKpScale = 0x023;
inline constexpr uint32_t CommandKdScale = 0x024;
inline constexpr uint32_t CommandMaxTorque = 0x025;
inline constexpr uint32_t CommandWatchdogTimeout = 0x027; // 0 = default 0.1 s, NaN = none
inline constexpr uint32_t CommandVelocityLimit = 0x028;
inline constexpr uint32_t CommandAccelerationLimit = 0x029;
inline constexpr uint32_t ModelNumber = 0x100;
inline constexpr uint32_t FirmwareVersion = 0x101; // 0x010304 = 1.3.4
inline constexpr uint32_t RegisterMapVersion = 0x102;
inline constexpr uint32_t Id = 0x110;
} // namespace reg

inline constexpr int kCurrentRegisterMapVersion = 5;

// Controller modes (register 0x000).
namespace mode {
inline constexpr int Stopped = 0; // writing it clears faults
inline constexpr int Fault = 1;
inline constexpr int Preparing1 = 2;
inline constexpr int Preparing2 = 3;
inline constexpr int Preparing3 = 4;
inline constexpr int Pwm = 5;
inline constexpr int Voltage = 6;
inline constexpr int Current = 9;
inline constexpr int Position = 10;
inline constexpr int Timeout = 11; // watchdog expired; left only by a stop command
inline constexpr int ZeroVelocity = 12;
inline constexpr int Brake = 15;
} // namespace mode

// Display name of a mode ("position", "timeout", ...; "mode 7" when unnamed).
QString modeName(int modeNumber);
// Display name of a fault code (0 = "none"; 33 "motor driver", 34 "over-voltage",
// 39 "outside limit", 40 "under-voltage"; other 32..50 "fault N").
QString faultName(int faultCode);
// Firmware register 0x101 as "major.minor.patch".
QString firmwareVersionText(uint32_t raw);

struct RegisterInfo
{
    uint32_t number = 0;
    const char *name = ""; // "position"
    const char *unit = ""; // "rev"; empty for unitless
    ScaleClass scale = ScaleClass::Unknown;
    bool writable = false;
};

// Every register named above, ascending by number.
std::span<const RegisterInfo> knownRegisters();
// Info of a register; for an unknown number, {number, "", "", Unknown, false}.
RegisterInfo registerInfo(uint32_t number);
inline ScaleClass scaleOf(uint32_t number)
{
    return registerInfo(number).scale;
}

} // namespace loopscope::devices::moteus
