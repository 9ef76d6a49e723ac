#pragma once
// "HOST:PORT" for --target: a name, an IPv4 address or a bracketed IPv6
// address ("[::1]:7000").

#include <QString>

namespace loopscope::cli {

struct HostPort
{
    QString host;
    quint16 port = 0;

    QString toString() const; // brackets an IPv6 address again
};

// False with a clear message (naming the text) when it is not HOST:PORT with
// a port 1..65535.
bool parseHostPort(const QString &text, HostPort *out, QString *error);

} // namespace loopscope::cli
