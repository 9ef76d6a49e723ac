#include "core/bench/probe_status.h"

namespace loopscope::core {

bool ProbeStatus::begin(const QString &invalidReason, QString *error)
{
    if (state.load() != ProbeState::Invalid)
        return refuse(QStringLiteral("the probe was already started"), error);
    if (!invalidReason.isEmpty())
        return refuse(invalidReason, error);
    state.store(ProbeState::Starting);
    return true;
}

bool ProbeStatus::refuse(const QString &message, QString *error)
{
    {
        std::lock_guard lock(m_lock);
        m_failure = message;
    }
    state.store(ProbeState::Failed);
    if (error)
        *error = message;
    return false;
}

QString ProbeStatus::failureReason() const
{
    std::lock_guard lock(m_lock);
    return m_failure;
}

} // namespace loopscope::core
