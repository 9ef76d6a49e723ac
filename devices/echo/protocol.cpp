#include "devices/echo/protocol.h"

#include <QCoreApplication>
#include <QList>

namespace loopscope::devices {

namespace {

constexpr char kRequest[] = "LOOPSCOPE-DISCOVER 1\n";
constexpr char kHeader[] = "LOOPSCOPE-ID 1\n";
constexpr qsizetype kMaxReplyBytes = 512;

bool fail(QString *error, const QString &reason)
{
    if (error)
        *error = reason;
    return false;
}

// Values travel one per line: line breaks inside a value would forge keys.
QByteArray cleanValue(const QString &value)
{
    QByteArray bytes = value.toUtf8();
    bytes.replace('\n', ' ');
    bytes.replace('\r', ' ');
    return bytes;
}

bool hasControlCharacters(const QByteArray &bytes)
{
    for (char c : bytes) {
        if (static_cast<unsigned char>(c) < 0x20 && c != '\t')
            return true;
    }
    return false;
}

} // namespace

QByteArray makeDiscoveryRequest()
{
    return QByteArray(kRequest);
}

bool isDiscoveryRequest(const QByteArray &datagram)
{
    return datagram == QByteArrayView(kRequest);
}

QByteArray makeIdentityReply(const EchoIdentity &identity)
{
    QByteArray reply(kHeader);
    const auto add = [&reply](const char *key, const QString &value) {
        reply += key;
        reply += '=';
        reply += cleanValue(value);
        reply += '\n';
    };
    add("name", identity.name);
    add("model", identity.model);
    add("serial", identity.serial);
    add("firmware", identity.firmware);
    add("kind", identity.kind);
    return reply;
}

std::optional<EchoIdentity> parseIdentityReply(const QByteArray &datagram, QString *error)
{
    if (datagram.size() > kMaxReplyBytes) {
        fail(error, QCoreApplication::translate("loopscope::DeviceTexts",
                                                "identity reply too long (%1 bytes, at most %2)")
                        .arg(datagram.size())
                        .arg(kMaxReplyBytes));
        return std::nullopt;
    }
    if (!datagram.startsWith(QByteArrayView(kHeader))) {
        fail(error,
             QCoreApplication::translate("loopscope::DeviceTexts",
                                         "not an identity reply (it must start with \"LOOPSCOPE-ID 1\")"));
        return std::nullopt;
    }
    EchoIdentity identity;
    const QByteArray body = datagram.mid(qsizetype(sizeof kHeader) - 1);
    const QList<QByteArray> lines = body.split('\n');
    int lineNumber = 1;
    for (QByteArray line : lines) {
        ++lineNumber;
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.isEmpty())
            continue;
        const qsizetype equals = line.indexOf('=');
        if (equals <= 0) {
            fail(error, QCoreApplication::translate("loopscope::DeviceTexts",
                                                    "identity reply line %1 is not key=value")
                            .arg(lineNumber));
            return std::nullopt;
        }
        const QByteArray key = line.left(equals).trimmed();
        const QByteArray rawValue = line.mid(equals + 1).trimmed();
        if (hasControlCharacters(rawValue)) {
            fail(error, QCoreApplication::translate("loopscope::DeviceTexts",
                                                    "identity reply line %1 holds control characters")
                            .arg(lineNumber));
            return std::nullopt;
        }
        const QString value = QString::fromUtf8(rawValue);
        if (key == "name")
            identity.name = value;
        else if (key == "model")
            identity.model = value;
        else if (key == "serial")
            identity.serial = value;
        else if (key == "firmware")
            identity.firmware = value;
        else if (key == "kind")
            identity.kind = value;
        // Unknown keys are ignored: newer devices may add some.
    }
    if (identity.name.isEmpty()) {
        fail(error, QCoreApplication::translate("loopscope::DeviceTexts", "identity reply has no name"));
        return std::nullopt;
    }
    if (identity.serial.isEmpty()) {
        fail(error, QCoreApplication::translate("loopscope::DeviceTexts", "identity reply has no serial"));
        return std::nullopt;
    }
    return identity;
}

} // namespace loopscope::devices
