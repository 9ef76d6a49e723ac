#include "core/analysis/link_budget.h"

#include <QCoreApplication>

namespace loopscope::core {

QString LinkBudgetInput::validate() const
{
    if (pattern == BusPattern::Invalid)
        return QCoreApplication::translate("LinkBudget", "choose a bus pattern");
    if (!(baudBitsPerS >= 300 && baudBitsPerS <= 100e6))
        return QCoreApplication::translate("LinkBudget", "baud rate %1 is outside 300 .. 100000000").arg(baudBitsPerS);
    if (!(bitsPerByte >= 8 && bitsPerByte <= 12))
        return QCoreApplication::translate("LinkBudget", "bits per byte %1 is outside 8 .. 12").arg(bitsPerByte);
    if (deviceCount < 1 || deviceCount > 253)
        return QCoreApplication::translate("LinkBudget", "device count %1 is outside 1 .. 253").arg(deviceCount);
    if (commandPayloadBytes < 0 || replyPayloadBytes < 0 || framingOverheadBytes < 0)
        return QCoreApplication::translate("LinkBudget", "byte counts cannot be negative");
    if (deviceTurnaroundUs < 0 || hostTurnaroundUs < 0)
        return QCoreApplication::translate("LinkBudget", "turnaround times cannot be negative");
    return {};
}

LinkBudgetResult predictCycle(const LinkBudgetInput &in)
{
    LinkBudgetResult out;
    if (!in.validate().isEmpty())
        return out;
    const double usPerByte = in.bitsPerByte / in.baudBitsPerS * 1e6;
    const int n = in.deviceCount;
    double bytes = 0;
    double turnarounds = 0;
    switch (in.pattern) {
    case BusPattern::PerDevice:
        // n exchanges: request frame, device turnaround, reply frame, host turnaround.
        bytes = n * double(in.commandPayloadBytes + in.framingOverheadBytes + in.replyPayloadBytes +
                           in.framingOverheadBytes);
        turnarounds = n * (in.deviceTurnaroundUs + in.hostTurnaroundUs);
        break;
    case BusPattern::SyncWriteRead:
        // One sync write frame carrying every device's slice (no reply), one sync
        // read request, then n status frames, each after its device's turnaround.
        bytes = double(in.framingOverheadBytes + n * in.commandPayloadBytes) +
                double(in.framingOverheadBytes + n) + n * double(in.replyPayloadBytes + in.framingOverheadBytes);
        turnarounds = 2 * in.hostTurnaroundUs + n * in.deviceTurnaroundUs;
        break;
    case BusPattern::Invalid:
        return out;
    }
    out.wireUsPerCycle = bytes * usPerByte;
    out.turnaroundUsPerCycle = turnarounds;
    out.cycleUs = out.wireUsPerCycle + out.turnaroundUsPerCycle;
    out.maxRateHz = out.cycleUs > 0 ? 1e6 / out.cycleUs : 0;
    out.wireShare = out.cycleUs > 0 ? out.wireUsPerCycle / out.cycleUs : 0;
    out.explanation =
        QCoreApplication::translate("LinkBudget",
                                    "%1 bytes on the wire at %2 µs/byte = %3 µs\n"
                                    "turnarounds (device %4 µs, host %5 µs) = %6 µs\n"
                                    "cycle %7 µs -> at most %8 Hz")
            .arg(bytes, 0, 'f', 0)
            .arg(usPerByte, 0, 'f', 3)
            .arg(out.wireUsPerCycle, 0, 'f', 1)
            .arg(in.deviceTurnaroundUs, 0, 'f', 0)
            .arg(in.hostTurnaroundUs, 0, 'f', 0)
            .arg(out.turnaroundUsPerCycle, 0, 'f', 1)
            .arg(out.cycleUs, 0, 'f', 1)
            .arg(out.maxRateHz, 0, 'f', 1);
    return out;
}

QJsonObject LinkBudgetResult::toJson() const
{
    return QJsonObject{{QStringLiteral("wire_us_per_cycle"), wireUsPerCycle},
                       {QStringLiteral("turnaround_us_per_cycle"), turnaroundUsPerCycle},
                       {QStringLiteral("cycle_us"), cycleUs},
                       {QStringLiteral("max_rate_hz"), maxRateHz},
                       {QStringLiteral("wire_share"), wireShare}};
}

LinkBudgetInput mjbotsQuadrupedCase(bool optimised)
{
    // Assumptions (not published figures): a command+query frame of the
    // quadruped's kind carries about 16 payload bytes each way plus 6 bytes
    // of RS485 framing (54 AB, source, dest, size, CRC), and the servo starts
    // its reply ~60 µs after the request. With those, the published rates
    // follow from the host's turnaround alone: ~835 µs from one reply to the
    // next request at first (about 80 Hz), ~70 µs after the host path was
    // tightened (about 300 Hz).
    LinkBudgetInput in;
    in.name = optimised ? QStringLiteral("mjbots quadruped, 12 servos, 3 Mbit/s RS485 (optimised host)")
                        : QStringLiteral("mjbots quadruped, 12 servos, 3 Mbit/s RS485 (first host software)");
    in.pattern = BusPattern::PerDevice;
    in.baudBitsPerS = 3'000'000;
    in.deviceCount = 12;
    in.commandPayloadBytes = 16;
    in.replyPayloadBytes = 16;
    in.framingOverheadBytes = 6;
    in.deviceTurnaroundUs = 60;
    in.hostTurnaroundUs = optimised ? 70 : 835;
    return in;
}

} // namespace loopscope::core
