#include "core/bench/probe.h"

#include <algorithm>

namespace loopscope::core {

QString probeStateName(ProbeState state)
{
    switch (state) {
    case ProbeState::Starting:
        return QStringLiteral("starting");
    case ProbeState::WarmingUp:
        return QStringLiteral("warming up");
    case ProbeState::Running:
        return QStringLiteral("running");
    case ProbeState::Draining:
        return QStringLiteral("draining");
    case ProbeState::Finished:
        return QStringLiteral("finished");
    case ProbeState::Stopped:
        return QStringLiteral("stopped");
    case ProbeState::Failed:
        return QStringLiteral("failed");
    case ProbeState::Invalid:
        break;
    }
    return QStringLiteral("not started");
}

double scheduledSendProgress(ProbeState state, uint64_t nextSequence, uint64_t warmupCount, uint64_t measuredCount)
{
    if (state == ProbeState::Invalid || state == ProbeState::Starting)
        return 0;
    if (state == ProbeState::Finished)
        return 1;
    // Stopped or failed: where it stopped (nothing is sent after the end).
    if (measuredCount == 0)
        return -1;
    const uint64_t measuredSent = nextSequence > warmupCount ? nextSequence - warmupCount : 0;
    return std::min(1.0, double(measuredSent) / double(measuredCount));
}

} // namespace loopscope::core
