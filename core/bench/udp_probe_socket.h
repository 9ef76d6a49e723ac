#pragma once
// Resolving a host and opening a connected UDP socket for the probe.

#include <QString>

namespace loopscope::core {

// Resolves host (name or IPv4/IPv6 literal) and returns a UDP socket connected
// to host:port (blocking, receive timeout receiveTimeoutMs, enlarged buffers),
// or -1 with a clear message in *error ("cannot resolve host 'x': ...").
// *peer gets the address actually used, e.g. "127.0.0.1:7" or "[::1]:7".
int openConnectedUdpSocket(const QString &host, quint16 port, int receiveTimeoutMs, QString *peer,
                           QString *error);

} // namespace loopscope::core
