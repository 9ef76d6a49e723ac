#pragma once
// Real-time set-up for a measuring thread: SCHED_FIFO priority, CPU affinity
// and locked memory are *asked for*; what was granted is reported. Never fails
// when the kernel refuses (no CAP_SYS_NICE, RLIMIT_MEMLOCK, ...).

#include <QString>

namespace loopscope::core {

struct RealtimeRequest
{
    bool enabled = false;     // false: leave the thread as it is
    int fifoPriority = 80;    // 1..99 for SCHED_FIFO
    int cpu = -1;             // -1: no affinity change
    bool lockMemory = true;   // mlockall(MCL_CURRENT | MCL_FUTURE)

    // "" when valid: the priority (when enabled) is 1..99 and the CPU is -1
    // or one this machine has; else a message naming the bad value.
    QString validate() const;
};

struct RealtimeGrant
{
    bool fifo = false;        // SCHED_FIFO granted
    int fifoPriority = 0;
    bool affinity = false;    // pinned to the requested CPU
    int cpu = -1;
    bool memoryLocked = false;
    QString notes;            // human-readable: what was refused and why

    QString summary() const;  // "SCHED_FIFO 80, CPU 1, memory locked" / "normal scheduling (...)"
};

// Applies request to the calling thread and reports the result.
RealtimeGrant applyRealtime(const RealtimeRequest &request);
// applyRealtime, and CPU pinning alone when real-time is off but a CPU is
// given (the probes' "cpu" parameter without "realtime").
RealtimeGrant applyRealtimeOrPin(const RealtimeRequest &request);

// Holds /dev/cpu_dma_latency at 0 µs while alive (keeps CPUs out of deep idle
// states). held() tells whether the kernel accepted it.
class CpuDmaLatencyHold
{
public:
    CpuDmaLatencyHold();
    ~CpuDmaLatencyHold();
    CpuDmaLatencyHold(const CpuDmaLatencyHold &) = delete;
    CpuDmaLatencyHold &operator=(const CpuDmaLatencyHold &) = delete;
    bool held() const { return m_fd >= 0; }
    static bool heldByAnyone(); // whether this process currently holds one

private:
    int m_fd = -1;
};

// CLOCK_MONOTONIC in nanoseconds: the one clock every probe measures with.
int64_t monotonicNs() noexcept;
// CLOCK_REALTIME minus CLOCK_MONOTONIC now, in nanoseconds: turns this host's
// monotonic times into wall-clock times (for stamps another host compares).
int64_t realtimeMinusMonotonicNs() noexcept;
// Sleeps until an absolute CLOCK_MONOTONIC time (clock_nanosleep
// TIMER_ABSTIME), retrying on EINTR.
void sleepUntilNs(int64_t deadlineNs) noexcept;

} // namespace loopscope::core
