#include "core/bench/probe.h"

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

} // namespace loopscope::core
