#include "app/cli/host_port.h"

namespace loopscope::cli {

QString HostPort::toString() const
{
    if (host.contains(QLatin1Char(':')))
        return QStringLiteral("[%1]:%2").arg(host).arg(port);
    return QStringLiteral("%1:%2").arg(host).arg(port);
}

bool parseHostPort(const QString &text, HostPort *out, QString *error)
{
    const QString trimmed = text.trimmed();
    QString host;
    QString portText;
    if (trimmed.startsWith(QLatin1Char('['))) {
        const qsizetype close = trimmed.indexOf(QLatin1Char(']'));
        if (close < 0 || trimmed.mid(close + 1, 1) != QLatin1String(":")) {
            *error = QStringLiteral("'%1' is not [IPV6]:PORT").arg(text);
            return false;
        }
        host = trimmed.mid(1, close - 1);
        portText = trimmed.mid(close + 2);
    } else {
        const qsizetype colon = trimmed.lastIndexOf(QLatin1Char(':'));
        if (colon < 0) {
            *error = QStringLiteral("'%1' has no port (expected HOST:PORT)").arg(text);
            return false;
        }
        host = trimmed.left(colon);
        portText = trimmed.mid(colon + 1);
        if (host.contains(QLatin1Char(':'))) {
            *error = QStringLiteral("'%1': write an IPv6 address in brackets, e.g. [::1]:7000").arg(text);
            return false;
        }
    }
    if (host.isEmpty()) {
        *error = QStringLiteral("'%1' has no host (expected HOST:PORT)").arg(text);
        return false;
    }
    bool ok = false;
    const uint port = portText.toUInt(&ok);
    if (!ok || port < 1 || port > 65535) {
        *error = QStringLiteral("'%1' has a bad port '%2' (expected 1 to 65535)").arg(text, portText);
        return false;
    }
    out->host = host;
    out->port = static_cast<quint16>(port);
    return true;
}

} // namespace loopscope::cli
