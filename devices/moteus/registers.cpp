#include "devices/moteus/registers.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace loopscope::devices::moteus {

int valueTypeSize(ValueType type)
{
    switch (type) {
    case ValueType::Int8:
        return 1;
    case ValueType::Int16:
        return 2;
    case ValueType::Int32:
        return 4;
    case ValueType::Float:
        return 4;
    }
    return 1;
}

const char *valueTypeName(ValueType type)
{
    switch (type) {
    case ValueType::Int8:
        return "int8";
    case ValueType::Int16:
        return "int16";
    case ValueType::Int32:
        return "int32";
    case ValueType::Float:
        return "float";
    }
    return "?";
}

double lsb(ScaleClass scale, ValueType type)
{
    if (type == ValueType::Float)
        return 1.0;
    const int i = static_cast<int>(type); // 0 int8, 1 int16, 2 int32
    // Rows: LSB at int8, int16, int32 (protocols.md §1 scaling table).
    static constexpr double position[] = {0.01, 0.0001, 0.00001};
    static constexpr double velocity[] = {0.1, 0.00025, 0.00001};
    static constexpr double torque[] = {0.5, 0.01, 0.001};
    static constexpr double current[] = {1.0, 0.1, 0.001};
    static constexpr double voltage[] = {0.5, 0.1, 0.001};
    static constexpr double temperature[] = {1.0, 0.1, 0.001};
    static constexpr double time[] = {0.01, 0.001, 1e-6};
    static constexpr double acceleration[] = {0.05, 0.001, 0.00001};
    static constexpr double ratio[] = {1.0 / 127.0, 1.0 / 32767.0, 1.0 / 2147483647.0};
    switch (scale) {
    case ScaleClass::Position:
        return position[i];
    case ScaleClass::Velocity:
        return velocity[i];
    case ScaleClass::Torque:
        return torque[i];
    case ScaleClass::Current:
        return current[i];
    case ScaleClass::Voltage:
        return voltage[i];
    case ScaleClass::Temperature:
        return temperature[i];
    case ScaleClass::Time:
        return time[i];
    case ScaleClass::Scale:
        return ratio[i];
    case ScaleClass::Acceleration:
        return acceleration[i];
    case ScaleClass::Integer:
    case ScaleClass::Unknown:
        return 1.0;
    }
    return 1.0;
}

QString modeName(int modeNumber)
{
    switch (modeNumber) {
    case mode::Stopped:
        return QStringLiteral("stopped");
    case mode::Fault:
        return QStringLiteral("fault");
    case mode::Preparing1:
    case mode::Preparing2:
    case mode::Preparing3:
        return QStringLiteral("preparing");
    case mode::Pwm:
        return QStringLiteral("pwm");
    case mode::Voltage:
        return QStringLiteral("voltage");
    case mode::Current:
        return QStringLiteral("current");
    case mode::Position:
        return QStringLiteral("position");
    case mode::Timeout:
        return QStringLiteral("timeout");
    case mode::ZeroVelocity:
        return QStringLiteral("zero velocity");
    case mode::Brake:
        return QStringLiteral("brake");
    default:
        return QStringLiteral("mode %1").arg(modeNumber);
    }
}

QString faultName(int faultCode)
{
    switch (faultCode) {
    case 0:
        return QCoreApplication::translate("loopscope::DeviceTexts", "none");
    case 33:
        return QCoreApplication::translate("loopscope::DeviceTexts", "motor driver");
    case 34:
        return QCoreApplication::translate("loopscope::DeviceTexts", "over-voltage");
    case 39:
        return QCoreApplication::translate("loopscope::DeviceTexts", "outside limit");
    case 40:
        return QCoreApplication::translate("loopscope::DeviceTexts", "under-voltage");
    default:
        return QCoreApplication::translate("loopscope::DeviceTexts", "fault %1").arg(faultCode);
    }
}

QString firmwareVersionText(uint32_t raw)
{
    return QStringLiteral("%1.%2.%3").arg((raw >> 16) & 0xff).arg((raw >> 8) & 0xff).arg(raw & 0xff);
}

namespace {

constexpr std::array kRegisters = {
    RegisterInfo{reg::Mode, "mode", "", ScaleClass::Integer, true},
    RegisterInfo{reg::Position, "position", "rev", ScaleClass::Position, false},
    RegisterInfo{reg::Velocity, "velocity", "rev/s", ScaleClass::Velocity, false},
    RegisterInfo{reg::Torque, "torque", "N·m", ScaleClass::Torque, false},
    RegisterInfo{reg::QCurrent, "q current", "A", ScaleClass::Current, false},
    RegisterInfo{reg::DCurrent, "d current", "A", ScaleClass::Current, false},
    RegisterInfo{reg::MotorTemperature, "motor temperature", "°C", ScaleClass::Temperature, false},
    RegisterInfo{reg::TrajectoryComplete, "trajectory complete", "", ScaleClass::Integer, false},
    RegisterInfo{reg::Voltage, "voltage", "V", ScaleClass::Voltage, false},
    RegisterInfo{reg::BoardTemperature, "board temperature", "°C", ScaleClass::Temperature, false},
    RegisterInfo{reg::Fault, "fault", "", ScaleClass::Integer, false},
    RegisterInfo{reg::CommandPosition, "command position", "rev", ScaleClass::Position, true},
    RegisterInfo{reg::CommandVelocity, "command velocity", "rev/s", ScaleClass::Velocity, true},
    RegisterInfo{reg::CommandFeedforwardTorque, "feedforward torque", "N·m", ScaleClass::Torque, true},
    RegisterInfo{reg::CommandKpScale, "kp scale", "", ScaleClass::Scale, true},
    RegisterInfo{reg::CommandKdScale, "kd scale", "", ScaleClass::Scale, true},
    RegisterInfo{reg::CommandMaxTorque, "max torque", "N·m", ScaleClass::Torque, true},
    RegisterInfo{reg::CommandWatchdogTimeout, "watchdog timeout", "s", ScaleClass::Time, true},
    RegisterInfo{reg::CommandVelocityLimit, "velocity limit", "rev/s", ScaleClass::Velocity, true},
    RegisterInfo{reg::CommandAccelerationLimit, "acceleration limit", "rev/s²", ScaleClass::Acceleration,
                 true},
    RegisterInfo{reg::ModelNumber, "model", "", ScaleClass::Integer, false},
    RegisterInfo{reg::FirmwareVersion, "firmware", "", ScaleClass::Integer, false},
    RegisterInfo{reg::RegisterMapVersion, "register map version", "", ScaleClass::Integer, false},
    RegisterInfo{reg::Id, "id", "", ScaleClass::Integer, true},
};

} // namespace

std::span<const RegisterInfo> knownRegisters()
{
    return kRegisters;
}

RegisterInfo registerInfo(uint32_t number)
{
    const auto it = std::lower_bound(kRegisters.begin(), kRegisters.end(), number,
                                     [](const RegisterInfo &info, uint32_t n) { return info.number < n; });
    if (it != kRegisters.end() && it->number == number)
        return *it;
    return RegisterInfo{number, "", "", ScaleClass::Unknown, false};
}

} // namespace loopscope::devices::moteus
