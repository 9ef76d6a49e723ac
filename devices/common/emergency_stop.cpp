#include "devices/common/emergency_stop.h"

#include "core/timing/realtime.h"

namespace loopscope::devices {

EmergencyStop::EmergencyStop() = default;

void EmergencyStop::raise(std::int64_t raiseTimeNs)
{
    // Wake under the lock: a bus unregisters (and so cannot be destroyed)
    // only after taking it. A wake function only notifies a condition variable.
    std::lock_guard lock(m_mutex);
    m_acks.clear();
    m_raiseTimeNs.store(raiseTimeNs > 0 ? raiseTimeNs : core::monotonicNs(), std::memory_order_release);
    m_raised.store(true, std::memory_order_release);
    m_generation.fetch_add(1, std::memory_order_acq_rel);
    for (const auto &listener : m_listeners)
        listener.second();
}

void EmergencyStop::release()
{
    m_raised.store(false, std::memory_order_release);
}

std::vector<StopAcknowledgement> EmergencyStop::acknowledgements() const
{
    std::lock_guard lock(m_mutex);
    return m_acks;
}

core::HdrHistogram EmergencyStop::stopLatencyHistogram() const
{
    std::lock_guard lock(m_mutex);
    return m_histogram;
}

int EmergencyStop::registerListener(WakeFunction wake)
{
    std::lock_guard lock(m_mutex);
    const int handle = m_nextHandle++;
    m_listeners.emplace_back(handle, std::move(wake));
    return handle;
}

void EmergencyStop::unregisterListener(int handle)
{
    std::lock_guard lock(m_mutex);
    std::erase_if(m_listeners, [handle](const auto &l) { return l.first == handle; });
}

void EmergencyStop::recordAcknowledgement(const StopAcknowledgement &ack)
{
    std::lock_guard lock(m_mutex);
    m_acks.push_back(ack);
    if (ack.acknowledged && ack.latencyNs > 0)
        m_histogram.record(ack.latencyNs);
}

} // namespace loopscope::devices
