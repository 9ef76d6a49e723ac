#pragma once
// One servo family on one kind of bus, described once: its names, IDs and
// bauds, how a scan finds it on a serial port, how to make the bus backend
// (the real drivers) and the control-loop bus for a port and IDs, the poll
// rate the GUI runs it at, its link-budget figures, what the jog panel needs
// to know (effort unit and limit, whether a mode change needs torque off),
// and how the simulated lab serves it. The scanner, the GUI's device
// controller and jog panels, the CLI's scan/jog/stop/bench loop commands and
// the control-loop probe iterate ProtocolRegistry instead of naming
// families. A family's folder fills its descriptors; registerBuiltinProtocols
// (protocol.cpp) lists the families — see docs/adding-a-device.md.

#include "core/analysis/link_budget.h"
#include "devices/bench/control_loop_bus.h"
#include "devices/common/bus.h"
#include "devices/discovery/scan_types.h"

#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace loopscope::devices {

class SerialLink;
struct SimEchoOptions;

// One serial port as a family's scan sees it (the scanner implements it):
// the open link, the options, and where to put what it found.
class PortProbe
{
public:
    virtual ~PortProbe() = default;
    virtual SerialLink *link() = 0;
    virtual const QString &path() const = 0;
    virtual const ScanOptions &options() const = 0;
    virtual const std::atomic<bool> *cancel() const = 0;
    virtual bool cancelled() const = 0;
    virtual int latencyTimerMs() const = 0;   // ttyUSB: the adapter's timer; -1 otherwise
    virtual bool useBaud(int baud) = 0;       // opens / switches; false: the port failed (reported)
    virtual void progress(double withinStep, const QString &text) = 0;
    virtual void probed(const QString &what) = 0; // "dynamixel2 @57600", for the port's report
    // Lists a device that answered a request to its own ID. False (and not
    // listed) once the port has yielded its cap (ScanOptions::maxDevicesPerPort,
    // the protocol's ID count): the probe should stop; the cap is warned about.
    virtual bool add(const DeviceIdentity &identity) = 0;
    virtual int room() const = 0;                 // how many more devices add() takes
    virtual void warn(const QString &message) = 0; // a doubtful answer, for the port's report
    virtual void cap(const QString &message) = 0;  // warn, and scan no further on this port (a flood)
    virtual void linkFailed(const QString &error) = 0; // the port went away
};

struct Protocol
{
    QString bus;         // the bus's word: "moteus-fdcanusb", "moteus-rs485", "dynamixel" (--bus, kinds)
    QStringList aliases; // other words for it ("moteus")
    QString family;      // DeviceIdentity::protocol: "moteus", "dynamixel2"
    QString transport;   // DeviceIdentity::transport: "fdcanusb", "moteus-rs485", "dynamixel-serial"
    QString title;       // "moteus", "Dynamixel" (messages: "moteus #1 on ...")
    QString linkTitle;   // the bus as people say it in a device's label: "fdcanusb", "RS485", "dynamixel2"
    bool namedByModel = false; // a device is called by its model ("XM430-W350 #2"), else by title ("moteus #1")
    int minId = 0, maxId = 0;
    int defaultBaud = 0;
    int pollRateHz = 100; // the GUI's telemetry poll of one bus

    // Discovery. scanBauds: the bauds tried on a port, one scan step each
    // (empty: the family is not looked for); scanAt: one step.
    bool scannedByDefault = true;
    int scanPriority = 50; // families are tried on a port in this order (lower first)
    std::function<std::vector<int>(const ScanOptions &options)> scanBauds;
    std::function<void(PortProbe &port, int baud)> scanAt;

    // Jogging.
    QString effortName;            // what the effort telemetry is: "torque", "current"
    QString effortUnit;            // "N·m", "A"
    bool torqueCommand = false;    // can be jogged in torque mode
    double defaultMaxEffort = 0;   // the soft limit a new device starts with, in effortUnit
    bool commandsEffortLimit = false;      // a motion command carries its own effort limit (moteus max torque)
    bool modeChangeNeedsTorqueOff = false; // e.g. Dynamixel's operating mode is in EEPROM
    // The device's own command watchdog stops position commands only (moteus:
    // position and stay-within; not current, zero velocity or brake), so the
    // driver sends every jog mode as a position command and says so.
    bool watchdogCoversPositionOnly = false;

    // The real driver for the actuators ids on port at baud.
    std::function<std::unique_ptr<BusBackend>(const QString &port, int baud, const std::vector<int> &ids)>
        makeBackend;
    // The control-loop benchmark's bus (devices/bench/control_loop_bus.h).
    std::function<std::unique_ptr<ControlLoopBus>(const ControlLoopBusConfig &config)> makeLoopBus;
    // The family's figures for the link budget of one poll per device
    // (command and reply bytes, framing, device turnaround); baud, device
    // count and host turnaround are filled in by budgetFor().
    std::function<void(core::LinkBudgetInput *in)> budget;

    // The simulated lab: the endpoint name loopscope-sim prints for this bus,
    // and how to ask for these IDs on it (baud 0: the simulator's default).
    QString simEndpoint;
    std::function<void(SimEchoOptions *sim, const QString &ids, int baud)> simulate;
    // The reply delay a device adds by itself on top of a simulated one
    // (a Dynamixel's Return Delay Time).
    double ownReplyDelayUs = 0;

    // The link budget of a bus of deviceCount actuators at baud, polled one after another.
    core::LinkBudgetInput budgetFor(const QString &name, int baud, int deviceCount) const;
    bool isCalled(const QString &word) const; // bus or an alias
    QString shortWord() const;                // the first alias, else bus ("moteus")
    bool idInRange(int id) const { return id >= minId && id <= maxId; }
};

class ProtocolRegistry
{
public:
    static ProtocolRegistry &instance(); // the built-in families are registered on first use

    // Adds a protocol, or replaces one with the same bus word (pointers to
    // it stay valid: descriptors never move).
    void add(Protocol protocol);
    std::vector<const Protocol *> protocols() const;
    const Protocol *findBus(const QString &word) const;                          // "moteus-rs485", "moteus", ...
    const Protocol *find(const QString &family, const QString &transport) const; // of a DeviceIdentity
    QStringList busWords() const;  // every bus word, for help and choices
    QStringList shortWords() const; // "moteus, moteus-rs485, dynamixel" for messages

private:
    std::vector<std::unique_ptr<Protocol>> m_protocols;
};

// Called once by ProtocolRegistry::instance(): one line per family folder.
void registerBuiltinProtocols(ProtocolRegistry &registry);

} // namespace loopscope::devices
