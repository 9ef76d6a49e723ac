#pragma once
// Bytes of the UDP echo device's discovery exchange. Pure functions, no I/O.
//   request: "LOOPSCOPE-DISCOVER 1\n"
//   reply:   "LOOPSCOPE-ID 1\n" + "key=value\n" lines: name, model, serial,
//            firmware, kind (at most 512 bytes; unknown keys are ignored).

#include <QByteArray>
#include <QString>
#include <optional>

namespace loopscope::devices {

struct EchoIdentity
{
    QString name;
    QString model;
    QString serial;
    QString firmware;
    QString kind; // "udp-echo"
};

QByteArray makeDiscoveryRequest();
bool isDiscoveryRequest(const QByteArray &datagram);
QByteArray makeIdentityReply(const EchoIdentity &identity);
// nullopt (with a reason in *error) for anything that is not a valid reply.
std::optional<EchoIdentity> parseIdentityReply(const QByteArray &datagram, QString *error = nullptr);

} // namespace loopscope::devices
