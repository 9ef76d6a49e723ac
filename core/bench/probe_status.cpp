#include "core/bench/probe_status.h"

#include "core/bench/threaded_probe.h"

#include <QCoreApplication>

namespace loopscope::core {

bool ProbeStatus::begin(const QString &invalidReason, QString *error)
{
    if (state.load() != ProbeState::Invalid)
        return refuse(QCoreApplication::translate("loopscope::CoreTexts", "the probe was already started"),
                      error);
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
    m_failed.store(true);
    state.store(ProbeState::Failed);
    if (error)
        *error = message;
    return false;
}

void ProbeStatus::fail(const QString &reason)
{
    {
        std::lock_guard lock(m_lock);
        if (m_failed.load())
            return;
        m_failure = reason;
    }
    m_failed.store(true);
}

QString ProbeStatus::failureReason() const
{
    std::lock_guard lock(m_lock);
    return m_failure;
}

void ThreadedProbe::wait()
{
    for (std::thread &t : m_threads)
        if (t.joinable() && t.get_id() != std::this_thread::get_id())
            t.join();
}

} // namespace loopscope::core
