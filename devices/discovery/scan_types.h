#pragma once
// Data of one discovery scan: what to scan (ScanOptions), how far it is
// (ScanProgress), and what it found (ScanResult: one merged list of
// DeviceIdentity plus a report per serial port). Pure data.

#include "devices/common/device.h"
#include "devices/echo/echo_discovery.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace loopscope::devices {

struct ScanOptions
{
    // --- serial ports
    bool enumeratePorts = true; // /dev/ttyUSB*, /dev/ttyACM*
    QStringList ports;          // explicit paths (e.g. the simulator's PTYs); scanned first

    // The serial protocols tried on every port, by bus word ("moteus",
    // "dynamixel", "moteus-rs485": devices::ProtocolRegistry); empty: every
    // protocol scanned by default. The options below tune each family's scan.
    QStringList protocols;
    // Dynamixel 2.0: broadcast PING at each baud (fast path)...
    std::vector<int> dynamixelBauds; // empty: all eight of the X-series baud table
    int dynamixelMaxId = 252;        // highest ID waited for (broadcast) / swept
    int dynamixelQuietGapMs = 0; // stop a broadcast this long after the last reply; 0: automatic (12 status
                                 // slots, >= 50 ms), <0: never
    // ...or a per-ID PING sweep 0..dynamixelMaxId (the vendor tool's way; slow).
    bool dynamixelIdSweep = false;
    int dynamixelReplyMarginMs =
        25; // beyond the wire time (DxlBus); at least the port's USB latency timer + 10

    // moteus over fdcanusb / moteus UART lines, at its native rate.
    int moteusBaud = 921600;
    bool moteusBroadcast = true; // query to 0x7f, collect every reply
    // Broadcast: wait this long for the first reply, then collect until the
    // bus was quiet this long. Generous on purpose: a loaded host or a busy
    // adapter may answer tens of ms late, and the IDs it finds are then
    // identified with this patience too (a device that answered is there).
    int moteusBroadcastTimeoutMs = 200;
    int moteusSweepMaxId = 8;    // ID sweep 1..N when the broadcast found nothing (0: none)
    int moteusTimeoutMs = 20;    // per query of the ID sweep
    // moteus RS485 framing (mjlib), ID sweep 1..moteusSweepMaxId; only if asked.
    int moteusRs485Baud = 3000000;

    // One physical bus speaks one protocol: once a protocol answered on a
    // port, the others are not tried there (all Dynamixel bauds still are).
    bool stopAtFirstProtocol = true;

    // A port yields at most this many devices (and never more than its
    // protocol has IDs): a flooded or misbehaving bus is capped, with a
    // warning in the result, instead of listing thousands of phantoms.
    // 0: only the protocol's ID count.
    int maxDevicesPerPort = 64;

    // --- UDP echo devices (devices/echo/echo_discovery.h), run beside the serial scan.
    std::vector<DiscoveryTarget> udpTargets;
    int udpTimeoutMs = 200;
};

struct ScanProgress
{
    double fraction = 0; // 0..1
    QString text;        // "port /dev/ttyUSB0: Dynamixel at 57600 baud"
    int devicesFound = 0;
    bool running = false;
    bool finished = false;
};

struct PortReport
{
    QString path;
    QStringList probes; // what was tried: "moteus fdcanusb @921600", "dynamixel2 @57600", ...
    QString error; // "" when the port could be used; e.g. "permission denied (add yourself to group dialout)"
    int devicesFound = 0;
    double durationS = 0;
    int latencyTimerMs = -1; // ttyUSB only; -1: none / unknown
    QString latencyNote;     // e.g. "USB latency timer 16 ms: set it to 1 ms"
    QStringList warnings;    // the scan went on but the result is doubtful (capped, unconfirmed replies)
    bool capped = false;     // more devices answered than the port may yield (maxDevicesPerPort)
};

struct ScanResult
{
    std::vector<DeviceIdentity> devices; // merged: UDP, then serial ports in scan order
    std::vector<PortReport> ports;
    QStringList errors; // per-port and UDP errors, clear text; the scan goes on
    QStringList warnings; // every port's warnings (PortReport::warnings), clear text
    bool cancelled = false;
    double durationS = 0;
};

} // namespace loopscope::devices
