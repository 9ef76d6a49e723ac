#pragma once
// Dynamixel X-series control table (XM430-W350; the XL430-W250 has no Goal
// Current and Present Load at 126 — see ModelInfo), units and lookup tables
// (protocols.md §2, ROBOTIS e-Manual). Pure data.

#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <span>

namespace loopscope::devices::dynamixel {

namespace addr {
inline constexpr uint16_t ModelNumber = 0;           // 2 B
inline constexpr uint16_t FirmwareVersion = 6;       // 1 B
inline constexpr uint16_t Id = 7;                    // 1 B
inline constexpr uint16_t BaudRate = 8;              // 1 B, index (baudFromIndex)
inline constexpr uint16_t ReturnDelayTime = 9;       // 1 B, 2 µs units
inline constexpr uint16_t OperatingMode = 11;        // 1 B
inline constexpr uint16_t TorqueEnable = 64;         // 1 B (1 locks EEPROM)
inline constexpr uint16_t Led = 65;                  // 1 B
inline constexpr uint16_t HardwareErrorStatus = 70;  // 1 B, bits (hardwareErrorNames)
inline constexpr uint16_t BusWatchdog = 98;          // 1 B, 20 ms units (0 = off)
inline constexpr uint16_t GoalCurrent = 102;         // 2 B, 2.69 mA
inline constexpr uint16_t GoalVelocity = 104;        // 4 B, 0.229 rpm
inline constexpr uint16_t ProfileVelocity = 112;     // 4 B, 0.229 rpm
inline constexpr uint16_t GoalPosition = 116;        // 4 B, 0.088°
inline constexpr uint16_t PresentCurrent = 126;      // 2 B, 2.69 mA (signed)
inline constexpr uint16_t PresentLoad = 126;         // 2 B, 0.1 % (signed), models without current
inline constexpr uint16_t PresentVelocity = 128;     // 4 B, 0.229 rpm (signed)
inline constexpr uint16_t PresentPosition = 132;     // 4 B, 0.088° (signed)
inline constexpr uint16_t PresentInputVoltage = 144; // 2 B, 0.1 V
inline constexpr uint16_t PresentTemperature = 146;  // 1 B, 1 °C
} // namespace addr

// Scales (physical value per raw unit).
inline constexpr double kPositionDegPerTick = 0.088;
inline constexpr double kVelocityRpmPerUnit = 0.229;
inline constexpr double kCurrentMaPerUnit = 2.69;
inline constexpr double kVoltageVPerUnit = 0.1;
inline constexpr double kTemperatureCPerUnit = 1.0;
inline constexpr double kWatchdogSPerUnit = 0.020;
inline constexpr double kReturnDelaySPerUnit = 2e-6;
inline constexpr int kDefaultReturnDelayUnits = 250; // 500 µs
inline constexpr int kPositionCenterTick = 2048;     // 180°

struct ControlItem
{
    uint16_t address = 0;
    uint8_t size = 0; // bytes: 1, 2 or 4
    const char *name = "";
    const char *unit = ""; // display unit of value * scale
    double scale = 1.0;    // physical = raw * scale
    bool isSigned = false;
    bool writable = false;
    bool eeprom = false; // writable only while torque is off
};

// The items above, ascending by address.
std::span<const ControlItem> controlTable();
std::optional<ControlItem> controlItem(uint16_t address);

// Baud rate index (address 8) <-> bits per second: 0=9600, 1=57600 (default),
// 2=115200, 3=1M, 4=2M, 5=3M, 6=4M, 7=4.5M.
std::optional<int> baudFromIndex(int index);
std::optional<int> indexFromBaud(int baud);
std::span<const int> standardBauds(); // the eight, by index

// Operating modes (address 11).
namespace opmode {
inline constexpr int Current = 0;
inline constexpr int Velocity = 1;
inline constexpr int Position = 3; // default
inline constexpr int ExtendedPosition = 4;
inline constexpr int CurrentBasedPosition = 5;
inline constexpr int Pwm = 16;
} // namespace opmode
QString operatingModeName(int mode); // "position", ...; "mode N" if unknown

// Hardware error status (address 70) bits -> names: bit0 input voltage,
// bit2 overheating, bit3 motor encoder, bit4 electrical shock, bit5 overload.
QStringList hardwareErrorNames(uint8_t bits);

inline constexpr uint16_t kModelXM430W350 = 1020;
inline constexpr uint16_t kModelXL430W250 = 1060;
inline constexpr uint16_t kModelXM540W270 = 1120;
inline constexpr double kLoadPercentPerUnit = 0.1;

// What the driver needs to know of a model (e-Manual control tables).
struct ModelInfo
{
    uint16_t number = 0;
    const char *name = "";
    bool hasCurrent = true; // Goal Current 102, current modes; else 126 is Present Load
    bool fastRead = true;   // FAST SYNC READ / FAST BULK READ
};
std::optional<ModelInfo> modelInfo(uint16_t modelNumber); // nullopt if not known
QString modelName(uint16_t modelNumber); // "XM430-W350", ...; "model N" if unknown

// Unit conversions of the common items.
inline double ticksToDegrees(int32_t ticks)
{
    return ticks * kPositionDegPerTick;
}
inline double velocityUnitsToRpm(int32_t units)
{
    return units * kVelocityRpmPerUnit;
}
inline double currentUnitsToMa(int32_t units)
{
    return units * kCurrentMaPerUnit;
}
int32_t degreesToTicks(double degrees); // rounds to nearest, saturates to int32

} // namespace loopscope::devices::dynamixel
