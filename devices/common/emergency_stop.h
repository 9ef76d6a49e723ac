#pragma once
// The global E-STOP: one atomic flag shared by every bus. Create one per
// application (pass it to every Bus constructor; no singleton).
//
// raise(): every registered bus wakes at once and, before anything else,
// sends stop to each of its actuators, then sends it again (up to three times
// in all) to those that did not confirm it; each actuator's stop is recorded
// with its latency from the raise to the confirmed stop (acknowledgements(),
// stopLatencyHistogram()), or as unconfirmed with the last error.
// While raised, buses refuse motion setpoints (Bus::setSetpoint returns false
// and pending setpoints are discarded). release() allows motion again; the
// actuators stay stopped until a new setpoint arrives.
//
// Thread-safe: raise()/release()/isRaised() from any thread.

#include "core/histogram/hdr_histogram.h"

#include <QString>
#include <atomic>
#include <cstdint>
#include <functional>
#include <mutex>
#include <vector>

namespace loopscope::devices {

struct StopAcknowledgement
{
    QString busName;
    QString deviceKey;    // DeviceIdentity::uniqueKey()
    QString deviceName;   // DeviceIdentity::displayName()
    std::int64_t latencyNs = 0; // raise → acknowledged stop reply
    bool acknowledged = false;  // false: the stop was sent but not confirmed (error text)
    QString error;
};

class EmergencyStop
{
public:
    EmergencyStop();
    EmergencyStop(const EmergencyStop &) = delete;
    EmergencyStop &operator=(const EmergencyStop &) = delete;

    // raiseTimeNs: core::monotonicNs() of the key press/button (0 = now).
    void raise(std::int64_t raiseTimeNs = 0);
    void release();
    bool isRaised() const { return m_raised.load(std::memory_order_acquire); }
    // Counts raises; a bus compares it with the last generation it handled.
    std::uint64_t generation() const { return m_generation.load(std::memory_order_acquire); }
    std::int64_t raiseTimeNs() const { return m_raiseTimeNs.load(std::memory_order_acquire); }

    // Acknowledgements since the last raise (cleared by raise()).
    std::vector<StopAcknowledgement> acknowledgements() const;
    // All acknowledged stop latencies since construction (ns).
    core::HdrHistogram stopLatencyHistogram() const;

    // --- for buses ---
    using WakeFunction = std::function<void()>;
    int registerListener(WakeFunction wake); // returns a handle
    void unregisterListener(int handle);
    void recordAcknowledgement(const StopAcknowledgement &ack);

private:
    std::atomic<bool> m_raised{false};
    std::atomic<std::uint64_t> m_generation{0};
    std::atomic<std::int64_t> m_raiseTimeNs{0};
    mutable std::mutex m_mutex;
    std::vector<std::pair<int, WakeFunction>> m_listeners;
    int m_nextHandle = 1;
    std::vector<StopAcknowledgement> m_acks;
    core::HdrHistogram m_histogram;
};

} // namespace loopscope::devices
