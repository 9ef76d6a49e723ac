#pragma once
// The engine of every probe that sends numbered messages on an absolute
// schedule and gets them back (the UDP echo probe, the MQTT hop probe): the
// send schedule, the ring of in-flight messages, and the accounting of what
// came back — received, lost (not back within the loss timeout), duplicated,
// late (back after it was counted lost), reordered, foreign — plus the drain
// at the end. The probes keep only their transport: they send, receive and
// record the histograms.
//
// One sender thread calls the "sender" functions, one receiver thread the
// "receiver" functions; any thread may read the counters and the progress.
// No locks and no allocation after construction (ProbeSlotRing).

#include "core/bench/probe.h"
#include "core/bench/probe_slot_ring.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace loopscope::core {

class RoundTripTracker
{
public:
    // rateHz > 0; warmupS, durationS >= 0; count 0: by duration.
    RoundTripTracker(double rateHz, double warmupS, double durationS, int64_t count, double lossTimeoutS);

    // --- schedule
    uint64_t warmupCount() const { return m_warmupCount; }
    uint64_t totalCount() const { return m_warmupCount + m_measuredCount; }
    int64_t periodNs() const { return m_periodNs; }
    // The intended send time of seq for a schedule that starts at startNs.
    int64_t intendedNs(int64_t startNs, uint64_t seq) const;
    // 0 before, 1 after, the fraction of the schedule sent in between.
    double progress(ProbeState state) const;
    // "rate not sustained: <sender> was up to X ms behind schedule" when the
    // sender fell behind by more than ten periods; "" otherwise.
    QString scheduleWarning(const QString &sender) const;

    // --- sender thread
    // Takes the slot of seq: a message of an earlier lap still unanswered
    // there is lost. Then the message is sent with these times.
    void sending(uint64_t seq, int64_t intendedNs, int64_t sentNs, bool warmup);
    void sent(bool warmup);       // it left
    void sendFailed(uint64_t seq); // it did not leave (not counted lost)
    void senderDone() { m_senderDone.store(true, std::memory_order_release); }
    bool isSenderDone() const { return m_senderDone.load(std::memory_order_acquire); }

    // --- receiver thread
    enum class Reply { Invalid = 0, Measured, Warmup, Duplicate, Late, Foreign };
    struct Accepted
    {
        Reply reply = Reply::Invalid;
        int64_t sentNs = 0; // of the matched message (Measured, Warmup)
    };
    // A message came back carrying its 32-bit wire sequence and intended
    // time: matches it to what was sent and counts it.
    Accepted accept(uint32_t wireSequence, int64_t intendedNs);
    void foreign() { count(Foreign); } // bytes that are not one of this run's messages
    // Counts as lost what is overdue; cheap, call it often (it sweeps at
    // most every few ms unless force).
    void sweep(int64_t nowNs, bool force = false);
    // After the sender is done: waits for the last replies (at most the loss
    // timeout, less after a stop) and says when to end (the probe is
    // Draining meanwhile). slackNs: the receiver's own wake-up period.
    bool drained(int64_t nowNs, bool stopRequested, int64_t slackNs);
    int64_t answered() const { return m_answered.load(std::memory_order_relaxed); } // warm-up included

    // --- counters: sent, received, lost, duplicated, reordered, late, foreign
    enum Counter { Sent, Received, Lost, Duplicated, Reordered, Late, Foreign, CounterCount };
    int64_t value(Counter c) const { return m_counters[c].load(std::memory_order_relaxed); }
    static const char *counterName(Counter c);
    ProbeCounter counter(Counter c) const;

private:
    void count(Counter c) { m_counters[c].fetch_add(1, std::memory_order_relaxed); }

    ProbeSlotRing m_ring;
    double m_rateHz = 0;
    int64_t m_periodNs = 0;
    int64_t m_timeoutNs = 0;
    uint64_t m_warmupCount = 0;
    uint64_t m_measuredCount = 0;
    std::atomic<uint64_t> m_nextSequence{0}; // sequences below it have a slot
    std::atomic<int64_t> m_maxBehindNs{0};
    std::atomic<bool> m_senderDone{false};
    std::atomic<int64_t> m_answered{0};
    std::atomic<int64_t> m_counters[CounterCount] = {};
    // receiver thread only
    uint64_t m_highestSeen = 0; // one past the highest sequence answered
    uint64_t m_oldest = 0;      // every sequence below it is resolved
    int64_t m_lastSweepNs = 0;
    int64_t m_drainStartNs = -1;
};

} // namespace loopscope::core
