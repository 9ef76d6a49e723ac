#pragma once
// One servo family on one kind of bus, described once: its names, bauds,
// how to make the bus backend (the real drivers) for a port and IDs, the
// poll rate the GUI runs it at, its link-budget figures, and what the jog
// panel needs to know (effort unit, default effort limit, whether a mode
// change needs torque off). The GUI's device controller and jog panels, the
// CLI's jog/stop/bench loop commands iterate ProtocolRegistry instead of
// naming families; a family's folder registers its descriptors once
// (registerBuiltinProtocols in protocol.cpp lists them).

#include "core/analysis/link_budget.h"
#include "devices/bench/control_loop_bus.h"
#include "devices/common/bus.h"

#include <QString>
#include <QStringList>
#include <functional>
#include <memory>
#include <vector>

namespace loopscope::devices {

struct Protocol
{
    QString bus;         // the bus's word: "moteus-fdcanusb", "moteus-rs485", "dynamixel" (--bus, kinds)
    QStringList aliases; // other words for it ("moteus")
    QString family;      // DeviceIdentity::protocol: "moteus", "dynamixel2"
    QString transport;   // DeviceIdentity::transport: "fdcanusb", "moteus-rs485", "dynamixel-serial"
    QString title;       // "moteus", "Dynamixel" (messages: "moteus #1 on ...")
    LoopProtocol loop = LoopProtocol::Invalid; // the control-loop bus it runs
    int defaultBaud = 0;
    int pollRateHz = 100; // the GUI's telemetry poll of one bus
    // Jogging.
    QString effortUnit;           // "N·m", "A"
    double defaultMaxEffort = 0;  // the soft limit a new device starts with, in effortUnit
    bool modeChangeNeedsTorqueOff = false; // e.g. Dynamixel's operating mode is in EEPROM
    // The real driver for the actuators ids on port at baud.
    std::function<std::unique_ptr<BusBackend>(const QString &port, int baud, const std::vector<int> &ids)>
        makeBackend;
    // The family's figures for the link budget of one poll per device
    // (command and reply bytes, framing, device turnaround); baud, device
    // count and host turnaround are filled in by budgetFor().
    std::function<void(core::LinkBudgetInput *in)> budget;

    // The link budget of a bus of deviceCount actuators at baud, polled one after another.
    core::LinkBudgetInput budgetFor(const QString &name, int baud, int deviceCount) const;
    bool isCalled(const QString &word) const; // bus or an alias
};

class ProtocolRegistry
{
public:
    static ProtocolRegistry &instance(); // the built-in families are registered on first use

    void add(Protocol protocol); // replaces one with the same bus word
    const std::vector<Protocol> &protocols() const { return m_protocols; }
    const Protocol *findBus(const QString &word) const;              // "moteus-rs485", "moteus", ...
    const Protocol *find(const QString &family, const QString &transport) const; // of a DeviceIdentity
    const Protocol *find(LoopProtocol loop) const;
    QStringList busWords() const; // every bus word, for help and errors

private:
    std::vector<Protocol> m_protocols;
};

// Called once by ProtocolRegistry::instance(): one line per family folder.
void registerBuiltinProtocols(ProtocolRegistry &registry);

} // namespace loopscope::devices
