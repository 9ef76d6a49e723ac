#include "devices/discovery/device_label.h"

#include "devices/common/protocol.h"
#include "devices/echo/echo_device.h"

namespace loopscope::devices {

namespace {
bool isNumber(const QString &text)
{
    bool ok = false;
    text.toInt(&ok);
    return ok;
}
} // namespace

QString readablePortName(const QString &path)
{
    const QStringList parts = path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (parts.isEmpty())
        return path;
    if (parts.size() >= 2 && isNumber(parts.last()))
        return parts.at(parts.size() - 2) + QLatin1Char('/') + parts.last();
    return parts.last();
}

DeviceLabel labelOf(const DeviceIdentity &identity)
{
    DeviceLabel label;
    label.id = identity.id;
    const int at = identity.address.lastIndexOf(QLatin1Char('@'));
    bool baudOk = false;
    const int baud = at > 0 ? identity.address.mid(at + 1).toInt(&baudOk) : 0;
    if (baudOk && baud > 0) {
        label.portPath = identity.address.left(at);
        label.baud = baud;
        label.busName = readablePortName(label.portPath);
    } else {
        label.network = true;
        label.endpoint = identity.address;
    }

    if (const Protocol *protocol = ProtocolRegistry::instance().find(identity.protocol, identity.transport)) {
        label.familyTitle = protocol->title;
        label.link = protocol->linkTitle.isEmpty() ? protocol->bus : protocol->linkTitle;
        label.name = protocol->namedByModel && !identity.model.isEmpty() ? identity.model : protocol->title;
    } else if (EchoDevice::isEchoDevice(identity)) {
        label.familyTitle = EchoDevice::familyTitle();
        label.name = label.familyTitle;
    } else {
        // A family this build does not know: its own words.
        label.familyTitle = identity.protocol;
        label.link = identity.transport;
        label.name = identity.model.isEmpty() ? identity.protocol : identity.model;
    }

    label.busKey = label.network ? QStringLiteral("network")
                                 : identity.protocol + QLatin1Char('|') + identity.transport + QLatin1Char('|')
                                       + label.portPath;
    const QString where = label.network ? label.endpoint : label.portPath;
    label.identityKey = identity.serial.isEmpty()
                            ? identity.protocol + QLatin1Char('|') + where + QLatin1Char('|') + QString::number(identity.id)
                            : QStringLiteral("serial:") + identity.protocol + QLatin1Char(':') + identity.serial;
    return label;
}

} // namespace loopscope::devices
