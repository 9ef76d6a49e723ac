#include "devices/echo/echo_device.h"

#include <QCoreApplication>

namespace loopscope::devices {

EchoDevice::EchoDevice(const DiscoveredDevice &discovered, int identifyTimeoutMs)
    : m_discovered(discovered), m_identity(identityOf(discovered)), m_timeoutMs(identifyTimeoutMs)
{
}

DeviceIdentity EchoDevice::identityOf(const DiscoveredDevice &discovered)
{
    DeviceIdentity identity;
    identity.transport = QStringLiteral("udp");
    identity.protocol = QStringLiteral("udp-echo");
    identity.id = -1;
    identity.model = discovered.identity.model;
    identity.firmware = discovered.identity.firmware;
    identity.address = discovered.endpoint();
    identity.serial = discovered.identity.serial;
    identity.probeRttMs = discovered.probeRttMs;
    return identity;
}

bool EchoDevice::isEchoDevice(const DeviceIdentity &identity)
{
    return identity.transport == QLatin1String("udp") && identity.protocol == QLatin1String("udp-echo");
}

QString EchoDevice::familyTitle()
{
    return QStringLiteral("UDP echo board");
}

std::vector<ParameterDescription> EchoDevice::parameters() const
{
    ParameterDescription name;
    name.key = QStringLiteral("name");
    name.name = QStringLiteral("Name");
    name.kind = ParameterKind::Text;
    name.defaultValue = m_discovered.identity.name;
    ParameterDescription serial = name;
    serial.key = QStringLiteral("serial");
    serial.name = QStringLiteral("Serial number");
    serial.defaultValue = m_discovered.identity.serial;
    return {name, serial};
}

std::vector<TelemetryChannel> EchoDevice::telemetryChannels() const
{
    return {{QStringLiteral("probe_rtt_ms"), QStringLiteral("Probe round trip"), QStringLiteral("ms"), 0, 100}};
}

DeviceResult EchoDevice::identify()
{
    DiscoveryTarget target;
    target.host = m_discovered.address.toString();
    target.firstPort = m_discovered.port;
    target.lastPort = m_discovered.port;
    QStringList errors;
    const auto found = discoverEchoDevices({target}, m_timeoutMs, &errors);
    if (found.empty()) {
        return DeviceResult::failure(
            errors.isEmpty() ? QCoreApplication::translate("loopscope::DeviceTexts",
                                                           "no identity reply from %1 within %2 ms")
                                   .arg(m_discovered.endpoint())
                                   .arg(m_timeoutMs)
                             : errors.join(QStringLiteral("; ")));
    }
    m_discovered = found.front();
    m_identity = identityOf(m_discovered);
    return DeviceResult::success();
}

DeviceResult EchoDevice::readParameter(const QString &key, QVariant *value)
{
    if (key == QLatin1String("name"))
        *value = m_discovered.identity.name;
    else if (key == QLatin1String("serial"))
        *value = m_discovered.identity.serial;
    else
        return DeviceResult::failure(
            QCoreApplication::translate("loopscope::DeviceTexts", "echo device has no parameter '%1'")
                .arg(key));
    return DeviceResult::success();
}

DeviceResult EchoDevice::writeParameter(const QString &key, const QVariant &)
{
    return DeviceResult::failure(
        QCoreApplication::translate("loopscope::DeviceTexts", "echo device parameter '%1' is read-only")
            .arg(key));
}

} // namespace loopscope::devices
