#include "devices/dynamixel/control_table.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace loopscope::devices::dynamixel {

namespace {

// address, size, name, unit, scale, signed, writable, eeprom
constexpr std::array kItems = {
    ControlItem{addr::ModelNumber, 2, "model number", "", 1.0, false, false, true},
    ControlItem{addr::FirmwareVersion, 1, "firmware version", "", 1.0, false, false, true},
    ControlItem{addr::Id, 1, "id", "", 1.0, false, true, true},
    ControlItem{addr::BaudRate, 1, "baud rate", "", 1.0, false, true, true},
    ControlItem{addr::ReturnDelayTime, 1, "return delay time", "µs", 2.0, false, true, true},
    ControlItem{addr::OperatingMode, 1, "operating mode", "", 1.0, false, true, true},
    ControlItem{addr::TorqueEnable, 1, "torque enable", "", 1.0, false, true, false},
    ControlItem{addr::Led, 1, "led", "", 1.0, false, true, false},
    ControlItem{addr::HardwareErrorStatus, 1, "hardware error status", "", 1.0, false, false, false},
    ControlItem{addr::BusWatchdog, 1, "bus watchdog", "ms", 20.0, true, true, false},
    ControlItem{addr::GoalCurrent, 2, "goal current", "mA", kCurrentMaPerUnit, true, true, false},
    ControlItem{addr::GoalVelocity, 4, "goal velocity", "rpm", kVelocityRpmPerUnit, true, true, false},
    ControlItem{addr::ProfileVelocity, 4, "profile velocity", "rpm", kVelocityRpmPerUnit, false, true, false},
    ControlItem{addr::GoalPosition, 4, "goal position", "°", kPositionDegPerTick, true, true, false},
    ControlItem{addr::PresentCurrent, 2, "present current", "mA", kCurrentMaPerUnit, true, false, false},
    ControlItem{addr::PresentVelocity, 4, "present velocity", "rpm", kVelocityRpmPerUnit, true, false, false},
    ControlItem{addr::PresentPosition, 4, "present position", "°", kPositionDegPerTick, true, false, false},
    ControlItem{addr::PresentInputVoltage, 2, "present input voltage", "V", kVoltageVPerUnit, false, false,
                false},
    ControlItem{addr::PresentTemperature, 1, "present temperature", "°C", kTemperatureCPerUnit, false, false,
                false},
};

constexpr std::array kBauds = {9600, 57600, 115200, 1000000, 2000000, 3000000, 4000000, 4500000};

} // namespace

std::span<const ControlItem> controlTable()
{
    return kItems;
}

std::optional<ControlItem> controlItem(uint16_t address)
{
    const auto it = std::find_if(kItems.begin(), kItems.end(),
                                 [address](const ControlItem &item) { return item.address == address; });
    if (it == kItems.end())
        return std::nullopt;
    return *it;
}

std::optional<int> baudFromIndex(int index)
{
    if (index < 0 || index >= int(kBauds.size()))
        return std::nullopt;
    return kBauds[size_t(index)];
}

std::optional<int> indexFromBaud(int baud)
{
    const auto it = std::find(kBauds.begin(), kBauds.end(), baud);
    if (it == kBauds.end())
        return std::nullopt;
    return int(it - kBauds.begin());
}

std::span<const int> standardBauds()
{
    return kBauds;
}

QString operatingModeName(int mode)
{
    switch (mode) {
    case opmode::Current:
        return QStringLiteral("current");
    case opmode::Velocity:
        return QStringLiteral("velocity");
    case opmode::Position:
        return QStringLiteral("position");
    case opmode::ExtendedPosition:
        return QStringLiteral("extended position");
    case opmode::CurrentBasedPosition:
        return QStringLiteral("current-based position");
    case opmode::Pwm:
        return QStringLiteral("PWM");
    default:
        return QStringLiteral("mode %1").arg(mode);
    }
}

QStringList hardwareErrorNames(uint8_t bits)
{
    QStringList names;
    if (bits & 0x01)
        names << QCoreApplication::translate("loopscope::DeviceTexts", "input voltage");
    if (bits & 0x04)
        names << QCoreApplication::translate("loopscope::DeviceTexts", "overheating");
    if (bits & 0x08)
        names << QCoreApplication::translate("loopscope::DeviceTexts", "motor encoder");
    if (bits & 0x10)
        names << QCoreApplication::translate("loopscope::DeviceTexts", "electrical shock");
    if (bits & 0x20)
        names << QCoreApplication::translate("loopscope::DeviceTexts", "overload");
    for (int bit : {1, 6, 7}) {
        if (bits & (1 << bit))
            names << QCoreApplication::translate("loopscope::DeviceTexts", "bit %1").arg(bit);
    }
    return names;
}

std::optional<ModelInfo> modelInfo(uint16_t modelNumber)
{
    static constexpr std::array kModels = {
        ModelInfo{kModelXM430W350, "XM430-W350", true, true},
        ModelInfo{kModelXL430W250, "XL430-W250", false, true},
        ModelInfo{kModelXM540W270, "XM540-W270", true, true},
    };
    for (const ModelInfo &m : kModels) {
        if (m.number == modelNumber)
            return m;
    }
    return std::nullopt;
}

QString modelName(uint16_t modelNumber)
{
    if (const auto info = modelInfo(modelNumber))
        return QString::fromLatin1(info->name);
    return QStringLiteral("model %1").arg(modelNumber);
}

int32_t degreesToTicks(double degrees)
{
    if (std::isnan(degrees))
        return 0;
    const double ticks = std::round(degrees / kPositionDegPerTick);
    constexpr double lo = std::numeric_limits<int32_t>::min();
    constexpr double hi = std::numeric_limits<int32_t>::max();
    return static_cast<int32_t>(std::clamp(ticks, lo, hi));
}

} // namespace loopscope::devices::dynamixel
