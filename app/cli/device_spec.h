#pragma once
// The bus and device names of the servo commands (jog, stop, bench loop):
//
//   bus SPEC     PROTOCOL:PORT[@BAUD]        e.g. moteus:/dev/ttyACM0
//                                                 dynamixel:/dev/ttyUSB0@1000000
//   device SPEC  PROTOCOL:PORT[@BAUD]:ID     e.g. moteus:/dev/pts/5:1
//                                                 dynamixel:/dev/pts/6@57600:3
//   with --sim   PROTOCOL  /  PROTOCOL:ID     (the simulated lab's bus)
//
// PROTOCOL: moteus (fdcanusb / moteus UART lines, default 921600 baud),
// moteus-rs485 (RS485 framing, default 3000000), dynamixel (Protocol 2.0,
// default 57600). ID lists: "1-12", "1,3,5-7".

#include "devices/bench/control_loop_bus.h"
#include "devices/discovery/scan_types.h"
#include "devices/sim/sim_lab.h"

#include <QString>
#include <vector>

namespace loopscope::devices {
struct Protocol;
}

namespace loopscope::cli {

struct BusSpec
{
    const devices::Protocol *protocol = nullptr; // from the ProtocolRegistry
    QString port;        // empty with --sim
    int baud = 0;        // the protocol's default when not given
    bool simulated = false;

    QString toString() const; // "moteus:/dev/pts/5@921600"
};

struct DeviceSpec
{
    BusSpec bus;
    int id = -1;
};

// The syntax above, for help texts.
QString busSpecHelp();

// False with a message that names the text and says what was expected.
bool parseBusSpec(const QString &text, bool simulated, BusSpec *out, QString *error);
bool parseDeviceSpec(const QString &text, bool simulated, DeviceSpec *out, QString *error);
// "1-12", "1,3,5-7" within [minId, maxId]; sorted, unique; at most 253 IDs.
bool parseIdList(const QString &text, int minId, int maxId, std::vector<int> *out, QString *error);
// The simulated mixed lab of scan/jog/stop --sim: 2 UDP echo devices,
// moteus 1-3 (fdcanusb lines), Dynamixel 1-4 at 57600.
devices::SimEchoOptions mixedSimLab(bool onMcu = false);
// Fills spec->port (and baud) from a running lab; false with a message when
// the lab has no such bus.
bool resolveSimBus(const devices::SimLab &lab, BusSpec *spec, QString *error);
// Adds the simulated lab's serial buses (and, unless bausGiven, their baud
// rates) to a scan. An emulated microcontroller's UART has no baud of its
// own (QEMU passes every byte whatever the host's port is set to), so the
// --sim-mcu nodes are scanned at the rate they are configured for, with the
// protocols they speak (unless the scan names protocols).
void addSimBuses(const devices::SimLab &lab, bool onMcu, bool bausGiven, devices::ScanOptions *scan);

} // namespace loopscope::cli
