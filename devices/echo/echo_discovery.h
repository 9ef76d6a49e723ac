#pragma once
// Discovery of UDP echo devices (the simulator's, and boards that speak the
// same identity reply). The request is the datagram "LOOPSCOPE-DISCOVER 1\n";
// a device answers with "LOOPSCOPE-ID 1\n" followed by key=value lines
// (name, model, serial, firmware, kind). Every other datagram is echoed back
// unchanged (RFC 862 shape). See devices/echo/protocol.h.

#include "devices/echo/protocol.h"

#include <QHostAddress>
#include <QString>
#include <QStringList>
#include <vector>

namespace loopscope::devices {

struct DiscoveryTarget
{
    QString host;           // name or address; a broadcast address is allowed
    quint16 firstPort = 0;
    quint16 lastPort = 0;   // inclusive; == firstPort for one port

    // Parses "HOST:PORT" or "HOST:FIRST-LAST" ("[::1]:7000" for IPv6).
    static bool parse(const QString &text, DiscoveryTarget *out, QString *error);
};

struct DiscoveredDevice
{
    EchoIdentity identity;
    QHostAddress address;
    quint16 port = 0;
    double probeRttMs = 0;  // round trip of the discovery request
    QString endpoint() const; // "127.0.0.1:7000"
};

// Blocking: sends one request to every port of every target and collects
// replies until timeoutMs has passed. Call from a worker thread (or the CLI).
// Unresolvable hosts are reported in *errors and skipped.
std::vector<DiscoveredDevice> discoverEchoDevices(const std::vector<DiscoveryTarget> &targets,
                                                  int timeoutMs, QStringList *errors);

} // namespace loopscope::devices
