#pragma once
// The bus side of the control-loop cycle benchmark: one implementation per
// bus pattern, each driving N servos on one serial port with the real drivers
// and codecs, from the probe's thread only.
//
//   moteus (fdcanusb lines or RS485 framing): one command+query exchange per
//     servo per cycle. Motion: mode 10 holding the position read at prepare()
//     (velocity 0, the device watchdog in register 0x027). Query-only: a
//     stop (mode 0) + query, which can never move anything.
//   Dynamixel 2.0: one sync write of Goal Position (holding the present
//     position read at prepare(), with the bus watchdog armed) and one sync
//     read of the present values 126..146 per cycle. Query-only: the sync read
//     alone, torque untouched.
//
// stopAll() stops every servo (moteus mode 0, Dynamixel torque off) and
// reports each acknowledgement. Each family's implementation lives in its
// folder (devices/<family>/*_loop_bus.cpp) and is made through its
// Protocol::makeLoopBus.

#include "core/analysis/link_budget.h"
#include "devices/common/device.h"

#include <QString>
#include <cstdint>
#include <memory>
#include <vector>

namespace loopscope::devices {

struct Protocol;

struct ControlLoopBusConfig
{
    const Protocol *protocol = nullptr; // from the ProtocolRegistry; null: none chosen
    QString portPath;
    int baud = 0;                 // 0: the protocol's default
    std::vector<int> ids;
    bool queryOnly = false;       // never command motion
    double watchdogS = 0.1;       // device watchdog while commanding (moteus 0x027, Dynamixel bus watchdog)
    int replyTimeoutMs = 20;      // moteus per exchange; Dynamixel: margin beyond the wire time
    bool fastRead = true;         // Dynamixel: FAST SYNC READ where every servo is one model that has it
};

// Bytes of one cycle's frames as they travel on the wire (framing included).
struct LoopFrameSizes
{
    int commandBytes = 0;   // moteus: one request frame; Dynamixel: the sync write packet
    int replyBytes = 0;     // moteus: one reply (fdcanusb: "OK" + "rcv" lines); Dynamixel: one status packet
    int requestBytes = 0;   // Dynamixel: the sync read instruction; moteus: 0
};

// Error counts since open (cumulative).
struct LoopErrorCounts
{
    std::uint64_t timeouts = 0;
    std::uint64_t crcErrors = 0;
    std::uint64_t garbage = 0;      // garbage bytes/lines, truncated or malformed frames
    std::uint64_t replyErrors = 0;  // replies that did not decode or carried a device error
};

struct ServoStopReport
{
    int id = -1;
    bool acknowledged = false;
    double ackMs = 0;   // stop sent -> acknowledgement decoded
    QString error;
};

class ControlLoopBus
{
public:
    virtual ~ControlLoopBus() = default;
    // The bus of config.protocol (null when none is chosen or it runs no loop).
    static std::unique_ptr<ControlLoopBus> create(const ControlLoopBusConfig &config);

    virtual bool open(QString *error) = 0;
    // Reads every servo once (all must answer), arms watchdogs, holds position.
    virtual bool prepare(QString *error) = 0;
    // One full cycle over every servo. perServoTimeouts gets +1 for each servo
    // that did not answer. False with *lost when the port vanished.
    virtual bool cycle(std::vector<std::uint64_t> *perServoTimeouts, QString *error, bool *lost) = 0;
    virtual std::vector<ServoStopReport> stopAll() = 0;
    virtual LoopErrorCounts errorCounts() const = 0;
    virtual LoopFrameSizes frameSizes() const = 0;
    // The link budget of this bus with the frame sizes actually used.
    virtual core::LinkBudgetInput linkBudget(double deviceTurnaroundUs, double hostTurnaroundUs) const = 0;
    virtual const ControlLoopBusConfig &config() const = 0;
};

} // namespace loopscope::devices
