#include "devices/common/device.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace loopscope::devices {

QString DeviceIdentity::uniqueKey() const
{
    return protocol + QLatin1Char('|') + address + QLatin1Char('|') + QString::number(id);
}

QString DeviceIdentity::displayName() const
{
    QString text = protocol;
    if (id >= 0)
        text += QStringLiteral(" #%1").arg(id);
    text += QCoreApplication::translate("loopscope::DeviceTexts", " on %1 (%2)").arg(address, transport);
    return text;
}

QString controlModeName(ControlMode mode)
{
    switch (mode) {
    case ControlMode::Stopped: return QStringLiteral("stopped");
    case ControlMode::Position: return QStringLiteral("position");
    case ControlMode::Velocity: return QStringLiteral("velocity");
    case ControlMode::Torque: return QStringLiteral("torque");
    case ControlMode::Current: return QStringLiteral("current");
    case ControlMode::Invalid: break;
    }
    return QStringLiteral("invalid");
}

bool isMotionMode(ControlMode mode)
{
    return mode == ControlMode::Position || mode == ControlMode::Velocity
           || mode == ControlMode::Torque || mode == ControlMode::Current;
}

namespace {
double limitMagnitude(double value, double limit)
{
    if (!std::isfinite(value))
        return 0;
    if (std::isnan(limit) || limit < 0)
        return value;
    return std::clamp(value, -limit, limit);
}
} // namespace

ActuatorCommand SoftLimits::clamp(const ActuatorCommand &command) const
{
    ActuatorCommand out = command;
    if (!std::isnan(out.positionDeg)) {
        if (std::isinf(out.positionDeg))
            out.positionDeg = out.positionDeg > 0 ? maxPositionDeg : minPositionDeg;
        if (!std::isnan(minPositionDeg))
            out.positionDeg = std::max(out.positionDeg, minPositionDeg);
        if (!std::isnan(maxPositionDeg))
            out.positionDeg = std::min(out.positionDeg, maxPositionDeg);
        if (!std::isfinite(out.positionDeg))
            out.positionDeg = 0; // both bounds infinite and the request was infinite
    }
    out.velocityDegS = limitMagnitude(out.velocityDegS, maxVelocityDegS);
    out.effort = limitMagnitude(out.effort, maxEffort);
    if (std::isfinite(maxEffort) && maxEffort >= 0) {
        if (std::isnan(out.maxEffort) || out.maxEffort > maxEffort || out.maxEffort < 0)
            out.maxEffort = maxEffort;
    }
    out.kpScale = std::isfinite(out.kpScale) ? std::clamp(out.kpScale, 0.0, 1.0) : 0.0;
    out.kdScale = std::isfinite(out.kdScale) ? std::clamp(out.kdScale, 0.0, 1.0) : 0.0;
    return out;
}

} // namespace loopscope::devices
