#pragma once
// Predicts the cycle time of a control loop over a serial bus from its link
// budget: wire time of every byte at the baud rate, framing overhead, the
// device's turnaround (request received -> reply starts) and the host's
// turnaround (reply received -> next request starts). The GUI and the CLI show
// the prediction beside the measured cycle-time histogram.

#include <QJsonObject>
#include <QString>

namespace loopscope::core {

enum class BusPattern {
    Invalid = 0,
    PerDevice,      // one command+query exchange per device, in turn (moteus)
    SyncWriteRead,  // one broadcast sync write, then one sync read answered by every device (Dynamixel)
};

struct LinkBudgetInput
{
    QString name;                    // e.g. "moteus quadruped, 3 Mbit/s RS485"
    BusPattern pattern = BusPattern::PerDevice;
    double baudBitsPerS = 3'000'000;
    double bitsPerByte = 10;         // 8N1 UART: start + 8 data + stop
    int deviceCount = 12;
    int commandPayloadBytes = 24;    // per device (PerDevice) or per device slice (SyncWriteRead)
    int replyPayloadBytes = 24;      // per device
    int framingOverheadBytes = 8;    // per frame: header, size, CRC (or line-protocol text overhead)
    double deviceTurnaroundUs = 100; // request fully received -> reply's first byte
    double hostTurnaroundUs = 50;    // reply fully received -> next request's first byte

    // Empty when valid, else a clear message naming the bad field.
    QString validate() const;
};

struct LinkBudgetResult
{
    double wireUsPerCycle = 0;       // bytes on the wire
    double turnaroundUsPerCycle = 0; // device + host turnarounds
    double cycleUs = 0;              // predicted cycle time
    double maxRateHz = 0;            // 1 / cycle time
    double wireShare = 0;            // 0..1 of the cycle spent transmitting
    QString explanation;             // one line per term, plain words

    QJsonObject toJson() const;
};

LinkBudgetResult predictCycle(const LinkBudgetInput &input);

// The published mjbots quadruped case: 12 servos on a 3 Mbit/s RS485 bus, a
// command+query per servo. `optimised` false: the first host software
// (about 80 Hz); true: after the host turnaround was cut (about 300 Hz).
LinkBudgetInput mjbotsQuadrupedCase(bool optimised);

} // namespace loopscope::core
