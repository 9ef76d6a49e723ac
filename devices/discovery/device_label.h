#pragma once
// How people name a device, taken from its identity: "moteus" #1 on
// "fdcanusb" at 921600, "XM430-W350" #2 on "dynamixel2" at 57600, a
// "UDP echo board" at 127.0.0.1:40053 — the pieces, untranslated, for a
// view to join; the bus a device is grouped under with a readable name for
// it (a port's basename, never the whole path); and the key a user's own
// name for the device is kept by (its serial number when it reports one,
// else family + port + ID, so a changed baud keeps the name). Serial
// families come from the ProtocolRegistry; UDP echo devices (not behind the
// registry yet) from devices/echo.

#include "devices/common/device.h"

#include <QString>

namespace loopscope::devices {

struct DeviceLabel
{
    QString name;        // "moteus", "XM430-W350", "UDP echo board" (without the ID)
    int id = -1;         // the bus ID; -1: none
    QString link;        // "fdcanusb", "dynamixel2"; "" on a network
    int baud = 0;        // 0 on a network
    QString portPath;    // "/dev/ttyACM0"; "" on a network
    QString endpoint;    // "127.0.0.1:40053"; "" on a serial bus
    QString familyTitle; // "moteus", "Dynamixel", "UDP echo board"
    bool network = false;
    QString busKey;      // the same for every device on one bus
    QString busName;     // "ttyACM0", "pts/3", "moteus-fdcanusb"; "" on a network
    QString identityKey; // "serial:udp-echo:LS-ECHO-0001", else "moteus|/dev/ttyACM0|1"
};

DeviceLabel labelOf(const DeviceIdentity &identity);

// A port path as people say it: its basename ("ttyUSB0"), with the folder
// when the basename alone is only a number ("/dev/pts/3" -> "pts/3").
QString readablePortName(const QString &path);

} // namespace loopscope::devices
