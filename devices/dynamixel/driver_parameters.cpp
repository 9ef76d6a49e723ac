// DynamixelActuator: parameters described as data from the control table
// (control_table.h), and reading/writing them by key with unit scaling.
#include "devices/dynamixel/driver.h"

#include <QCoreApplication>

#include <cmath>

namespace loopscope::devices::dynamixel {

namespace {

// What the generic control-table item does not say: kind, raw range and the
// offset of the centred position convention.
struct ItemSpec
{
    ParameterKind kind = ParameterKind::Real;
    std::int64_t rawMin = 0;
    std::int64_t rawMax = 0;
    std::int64_t offset = 0; // physical = (raw - offset) * scale
};

ItemSpec specOf(const ControlItem &item)
{
    switch (item.address) {
    case addr::ModelNumber:
        return {ParameterKind::Integer, 0, 65535};
    case addr::FirmwareVersion:
        return {ParameterKind::Integer, 0, 255};
    case addr::Id:
        return {ParameterKind::Integer, 0, kMaxId};
    case addr::BaudRate:
        return {ParameterKind::Choice, 0, 7};
    case addr::ReturnDelayTime:
        return {ParameterKind::Real, 0, 254};
    case addr::OperatingMode:
        return {ParameterKind::Choice, 0, 16};
    case addr::TorqueEnable:
    case addr::Led:
        return {ParameterKind::Bool, 0, 1};
    case addr::HardwareErrorStatus:
        return {ParameterKind::Integer, 0, 255};
    case addr::BusWatchdog:
        return {ParameterKind::Real, 0, 127};
    case addr::GoalCurrent:
        return {ParameterKind::Real, -1193, 1193};
    case addr::GoalVelocity:
        return {ParameterKind::Real, -1023, 1023};
    case addr::ProfileVelocity:
        return {ParameterKind::Real, 0, 32767};
    case addr::GoalPosition:
    case addr::PresentPosition:
        return {ParameterKind::Real, -1048575, 1048575, kPositionCenterTick};
    case addr::PresentCurrent:
        return {ParameterKind::Real, -1193, 1193};
    case addr::PresentVelocity:
        return {ParameterKind::Real, -1023, 1023};
    case addr::PresentInputVoltage:
        return {ParameterKind::Real, 0, 300};
    case addr::PresentTemperature:
        return {ParameterKind::Real, 0, 255};
    default:
        return {ParameterKind::Real, 0, (std::int64_t(1) << (8 * item.size)) - 1};
    }
}

const int kOperatingModes[] = {opmode::Current,
                               opmode::Velocity,
                               opmode::Position,
                               opmode::ExtendedPosition,
                               opmode::CurrentBasedPosition,
                               opmode::Pwm};

QStringList choicesOf(const ControlItem &item)
{
    QStringList choices;
    if (item.address == addr::OperatingMode) {
        for (int mode : kOperatingModes)
            choices << operatingModeName(mode);
    } else if (item.address == addr::BaudRate) {
        for (int baud : standardBauds())
            choices << QString::number(baud);
    }
    return choices;
}

QString unitOf(const ControlItem &item)
{
    if (item.address == addr::GoalPosition || item.address == addr::PresentPosition)
        return QStringLiteral("deg");
    return QString::fromUtf8(item.unit);
}

std::optional<ControlItem> itemForKey(const QString &key)
{
    for (const ControlItem &item : controlTable()) {
        if (parameterKey(item) == key)
            return item;
    }
    return std::nullopt;
}

QString humanName(const ControlItem &item)
{
    QString name = QString::fromLatin1(item.name);
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    if (item.eeprom && item.writable)
        name += QStringLiteral(" [EEPROM]");
    return name;
}

// Raw value of a QVariant for item; *error says why it cannot be one.
std::optional<std::int64_t> toRaw(const ControlItem &item, const QVariant &value, QString *error)
{
    const ItemSpec spec = specOf(item);
    const QString key = parameterKey(item);
    if (item.address == addr::OperatingMode) {
        const QString text = value.toString().trimmed();
        for (int mode : kOperatingModes) {
            if (text.compare(operatingModeName(mode), Qt::CaseInsensitive) == 0 ||
                text == QString::number(mode))
                return mode;
        }
        *error =
            QCoreApplication::translate("loopscope::DeviceTexts", "unknown operating mode '%1' (one of: %2)")
                .arg(text, choicesOf(item).join(", "));
        return std::nullopt;
    }
    if (item.address == addr::BaudRate) {
        bool ok = false;
        const int baud = value.toString().trimmed().toInt(&ok);
        if (const auto index = ok ? indexFromBaud(baud) : std::nullopt)
            return *index;
        *error =
            QCoreApplication::translate("loopscope::DeviceTexts", "unsupported baud rate '%1' (one of: %2)")
                .arg(value.toString(), choicesOf(item).join(", "));
        return std::nullopt;
    }
    if (spec.kind == ParameterKind::Bool) {
        if (value.typeId() == QMetaType::QString) {
            const QString t = value.toString().trimmed().toLower();
            if (t == QLatin1String("true") || t == QLatin1String("on") || t == QLatin1String("1"))
                return 1;
            if (t == QLatin1String("false") || t == QLatin1String("off") || t == QLatin1String("0"))
                return 0;
            *error = QCoreApplication::translate("loopscope::DeviceTexts", "%1 expects on/off, got '%2'")
                         .arg(key, t);
            return std::nullopt;
        }
        return value.toBool() ? 1 : 0;
    }
    bool ok = false;
    const double physical = value.toDouble(&ok);
    if (!ok || !std::isfinite(physical)) {
        *error = QCoreApplication::translate("loopscope::DeviceTexts", "%1 expects a number, got '%2'")
                     .arg(key, value.toString());
        return std::nullopt;
    }
    const double raw = std::round(physical / item.scale) + double(spec.offset);
    if (raw < double(spec.rawMin) || raw > double(spec.rawMax)) {
        *error = QCoreApplication::translate("loopscope::DeviceTexts", "%1 = %2 %3 is out of range %4..%5 %3")
                     .arg(key)
                     .arg(physical)
                     .arg(unitOf(item))
                     .arg(double(spec.rawMin - spec.offset) * item.scale)
                     .arg(double(spec.rawMax - spec.offset) * item.scale);
        return std::nullopt;
    }
    return std::int64_t(raw);
}

QVariant fromRaw(const ControlItem &item, std::int64_t raw)
{
    const ItemSpec spec = specOf(item);
    if (item.address == addr::OperatingMode)
        return operatingModeName(int(raw));
    if (item.address == addr::BaudRate) {
        const auto baud = baudFromIndex(int(raw));
        return baud ? QString::number(*baud) : QStringLiteral("index %1").arg(raw);
    }
    if (spec.kind == ParameterKind::Bool)
        return raw != 0;
    if (spec.kind == ParameterKind::Integer)
        return qlonglong(raw);
    return double(raw - spec.offset) * item.scale;
}

} // namespace

QString parameterKey(const ControlItem &item)
{
    return QString::fromLatin1(item.name).replace(QLatin1Char(' '), QLatin1Char('_'));
}

bool DynamixelActuator::isEepromKey(const QString &key)
{
    const auto item = itemForKey(key);
    return item && item->eeprom;
}

std::vector<ParameterDescription> DynamixelActuator::parameters() const
{
    std::vector<ParameterDescription> out;
    for (const ControlItem &item : controlTable()) {
        if (item.address == addr::GoalCurrent && !hasCurrent())
            continue; // not in this model's table (XL430-W250)
        const ItemSpec spec = specOf(item);
        ParameterDescription d;
        d.key = parameterKey(item);
        d.name = humanName(item);
        d.unit = unitOf(item);
        d.kind = spec.kind;
        d.minimum = spec.kind == ParameterKind::Choice ? 0 : double(spec.rawMin - spec.offset) * item.scale;
        d.maximum = spec.kind == ParameterKind::Choice ? 0 : double(spec.rawMax - spec.offset) * item.scale;
        d.writable = item.writable;
        d.choices = choicesOf(item);
        if (item.address == addr::OperatingMode)
            d.defaultValue = operatingModeName(opmode::Position);
        else if (item.address == addr::BaudRate)
            d.defaultValue = QStringLiteral("57600");
        else if (item.address == addr::ReturnDelayTime)
            d.defaultValue = kDefaultReturnDelayUnits * item.scale;
        out.push_back(d);
    }
    return out;
}

DeviceResult DynamixelActuator::readParameter(const QString &key, QVariant *value)
{
    const auto item = itemForKey(key);
    if (!item)
        return fail(QCoreApplication::translate("loopscope::DeviceTexts", "no parameter '%1'").arg(key));
    std::int64_t raw = 0;
    const DeviceResult r = m_bus->readItem(m_id, *item, &raw);
    if (!r)
        return fail(r.error, r);
    if (item->address == addr::OperatingMode)
        m_operatingMode = int(raw);
    if (item->address == addr::TorqueEnable)
        m_torqueOn = raw != 0;
    if (value)
        *value = fromRaw(*item, raw);
    return r;
}

DeviceResult DynamixelActuator::writeParameter(const QString &key, const QVariant &value)
{
    const auto item = itemForKey(key);
    if (!item)
        return fail(QCoreApplication::translate("loopscope::DeviceTexts", "no parameter '%1'").arg(key));
    if (!item->writable)
        return fail(QCoreApplication::translate("loopscope::DeviceTexts", "%1 is read-only").arg(key));
    QString error;
    auto raw = toRaw(*item, value, &error);
    if (!raw)
        return fail(error);
    const bool goal = item->address == addr::GoalPosition || item->address == addr::GoalVelocity ||
                      item->address == addr::GoalCurrent;
    if (item->eeprom || goal) { // both depend on the real torque state: read it
        QVariant torque;
        const DeviceResult r = readParameter(QStringLiteral("torque_enable"), &torque);
        if (!r)
            return r;
    }
    if (item->eeprom && m_torqueOn)
        return fail(QCoreApplication::translate(
                        "loopscope::DeviceTexts",
                        "%1 is in EEPROM, which is locked while torque is on: disable torque first")
                        .arg(key));
    if (goal) {
        if (!m_torqueOn)
            return fail(
                QCoreApplication::translate("loopscope::DeviceTexts",
                                            "torque is off: %1 would not move the servo; enable torque first")
                    .arg(key));
        ActuatorCommand c; // soft limits, in this interface's units
        const double physical = double(*raw - specOf(*item).offset) * item->scale;
        if (item->address == addr::GoalPosition) {
            c.mode = ControlMode::Position;
            c.positionDeg = physical;
            raw = centeredDegToTicks(m_limits.clamp(c).positionDeg);
        } else if (item->address == addr::GoalVelocity) {
            c.mode = ControlMode::Velocity;
            c.velocityDegS = physical * 6.0; // rpm → deg/s
            raw = degSToVelocityUnits(m_limits.clamp(c).velocityDegS);
        } else {
            c.mode = ControlMode::Current;
            c.effort = physical / 1000.0; // mA → A
            raw = aToCurrentUnits(m_limits.clamp(c).effort);
        }
    }
    const DeviceResult r = m_bus->writeItem(m_id, *item, *raw);
    if (!r)
        return goal ? explainGoalFailure(r) : fail(r.error, r);
    switch (item->address) {
    case addr::OperatingMode:
        m_operatingMode = int(*raw);
        m_requestedMode = -1;
        break;
    case addr::TorqueEnable:
        m_torqueOn = *raw != 0;
        break;
    case addr::BusWatchdog:
        m_watchdogUnits = int(*raw);
        break;
    case addr::Id:
        m_id = std::uint8_t(*raw);
        m_identity.id = m_id;
        break;
    default:
        break;
    }
    return r;
}

} // namespace loopscope::devices::dynamixel
