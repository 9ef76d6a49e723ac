#include "core/bench/round_trip_tracker.h"

#include <QCoreApplication>
#include <QString>

#include <algorithm>
#include <cmath>

namespace loopscope::core {

namespace {
constexpr int64_t kSweepEveryNs = 5'000'000;
constexpr int64_t kStopDrainMaxNs = 300'000'000; // a user stop waits this long for replies
const char *const kNames[RoundTripTracker::CounterCount] = {"sent", "received", "lost", "duplicated",
                                                             "reordered", "late", "foreign"};
} // namespace

RoundTripTracker::RoundTripTracker(double rateHz, double warmupS, double durationS, int64_t count,
                                   double lossTimeoutS)
    : m_ring(static_cast<uint64_t>(std::ceil(rateHz * lossTimeoutS * 2)) + 1024), m_rateHz(rateHz),
      m_periodNs(static_cast<int64_t>(std::llround(1e9 / rateHz))),
      m_timeoutNs(static_cast<int64_t>(lossTimeoutS * 1e9)),
      m_warmupCount(static_cast<uint64_t>(std::ceil(warmupS * rateHz - 1e-9)))
{
    const uint64_t fromDuration =
        durationS > 0 ? static_cast<uint64_t>(std::ceil(durationS * rateHz - 1e-9)) : UINT64_MAX;
    const uint64_t fromCount = count > 0 ? static_cast<uint64_t>(count) : UINT64_MAX;
    m_measuredCount = std::max<uint64_t>(1, std::min(fromDuration, fromCount));
}

int64_t RoundTripTracker::intendedNs(int64_t startNs, uint64_t seq) const
{
    return startNs + static_cast<int64_t>(std::llround(double(seq) * 1e9 / m_rateHz));
}

double RoundTripTracker::progress(ProbeState state) const
{
    return scheduledSendProgress(state, m_nextSequence.load(std::memory_order_relaxed), m_warmupCount,
                                 m_measuredCount);
}

QString RoundTripTracker::scheduleWarning(const QString &sender) const
{
    const int64_t behindNs = m_maxBehindNs.load(std::memory_order_relaxed);
    if (m_periodNs > 0 && behindNs > 10 * m_periodNs)
        return QCoreApplication::translate("loopscope::CoreTexts",
                                           "rate not sustained: %1 was up to %2 ms behind schedule")
            .arg(sender)
            .arg(double(behindNs) / 1e6, 0, 'f', 2);
    return {};
}

void RoundTripTracker::sending(uint64_t seq, int64_t intendedNs, int64_t sentNs, bool warmup)
{
    ProbeSlotRing::Slot &slot = m_ring.at(seq);
    const uint64_t old = slot.word.load(std::memory_order_acquire);
    if (ProbeSlotRing::stateOf(old) == ProbeSlotRing::Sent && seq >= m_ring.capacity()) {
        // The ring wrapped over an unanswered message: it is lost.
        uint64_t expected = old;
        if (slot.word.compare_exchange_strong(expected,
                                              ProbeSlotRing::pack(ProbeSlotRing::sequenceOf(old), ProbeSlotRing::Lost)) &&
            !slot.warmup.load(std::memory_order_relaxed))
            count(Lost);
    }
    m_maxBehindNs.store(std::max(m_maxBehindNs.load(std::memory_order_relaxed), sentNs - intendedNs),
                        std::memory_order_relaxed);
    slot.intendedNs.store(intendedNs, std::memory_order_relaxed);
    slot.sentNs.store(sentNs, std::memory_order_relaxed);
    slot.warmup.store(warmup, std::memory_order_relaxed);
    slot.word.store(ProbeSlotRing::pack(seq, ProbeSlotRing::Sent), std::memory_order_release);
    m_nextSequence.store(seq + 1, std::memory_order_release);
}

void RoundTripTracker::sent(bool warmup)
{
    if (!warmup)
        count(Sent);
}

void RoundTripTracker::sendFailed(uint64_t seq)
{
    m_ring.transition(seq, ProbeSlotRing::Sent, ProbeSlotRing::SendFailed);
}

RoundTripTracker::Accepted RoundTripTracker::accept(uint32_t wireSequence, int64_t intendedNs)
{
    // Widen the 32-bit wire sequence to the nearest sequence already sent.
    const uint64_t next = m_nextSequence.load(std::memory_order_acquire);
    uint64_t seq = (next & ~uint64_t(0xFFFF'FFFF)) | wireSequence;
    if (seq >= next && seq >= (uint64_t(1) << 32))
        seq -= uint64_t(1) << 32;
    if (seq >= next) {
        count(Foreign); // a sequence never sent
        return {Reply::Foreign};
    }
    for (;;) {
        ProbeSlotRing::Slot &slot = m_ring.at(seq);
        const uint64_t word = slot.word.load(std::memory_order_acquire);
        if (ProbeSlotRing::sequenceOf(word) != seq) {
            count(Late); // so old that its slot was reused
            return {Reply::Late};
        }
        if (slot.intendedNs.load(std::memory_order_relaxed) != intendedNs) {
            count(Foreign);
            return {Reply::Foreign};
        }
        const bool warmup = slot.warmup.load(std::memory_order_relaxed);
        switch (ProbeSlotRing::stateOf(word)) {
        case ProbeSlotRing::Sent:
            if (!m_ring.transition(seq, ProbeSlotRing::Sent, ProbeSlotRing::Received))
                continue; // the sender or a sweep just resolved it: look again
            break;
        case ProbeSlotRing::Received:
            m_answered.fetch_add(1, std::memory_order_relaxed);
            if (!warmup)
                count(Duplicated);
            return {Reply::Duplicate};
        case ProbeSlotRing::Lost:
            m_answered.fetch_add(1, std::memory_order_relaxed);
            if (!warmup)
                count(Late);
            return {Reply::Late};
        default:
            count(Foreign);
            return {Reply::Foreign};
        }
        m_answered.fetch_add(1, std::memory_order_relaxed);
        const bool reordered = seq + 1 < m_highestSeen;
        m_highestSeen = std::max(m_highestSeen, seq + 1);
        const int64_t sentNs = slot.sentNs.load(std::memory_order_relaxed);
        if (warmup)
            return {Reply::Warmup, sentNs};
        count(Received);
        if (reordered)
            count(Reordered);
        return {Reply::Measured, sentNs};
    }
}

void RoundTripTracker::sweep(int64_t nowNs, bool force)
{
    if (!force && nowNs - m_lastSweepNs < kSweepEveryNs)
        return;
    m_lastSweepNs = nowNs;
    const uint64_t next = m_nextSequence.load(std::memory_order_acquire);
    for (; m_oldest < next; ++m_oldest) {
        ProbeSlotRing::Slot &slot = m_ring.at(m_oldest);
        const uint64_t word = slot.word.load(std::memory_order_acquire);
        if (ProbeSlotRing::sequenceOf(word) != m_oldest || ProbeSlotRing::stateOf(word) != ProbeSlotRing::Sent)
            continue; // resolved (or overwritten, which counted it)
        if (nowNs - slot.sentNs.load(std::memory_order_relaxed) < m_timeoutNs)
            break; // every later sequence was sent later still
        if (m_ring.transition(m_oldest, ProbeSlotRing::Sent, ProbeSlotRing::Lost) &&
            !slot.warmup.load(std::memory_order_relaxed))
            count(Lost);
    }
}

bool RoundTripTracker::drained(int64_t nowNs, bool stopRequested, int64_t slackNs)
{
    if (m_drainStartNs < 0)
        m_drainStartNs = nowNs;
    const int64_t drainMaxNs = stopRequested ? std::min(m_timeoutNs, kStopDrainMaxNs) : m_timeoutNs;
    sweep(nowNs, true);
    return m_oldest >= m_nextSequence.load() || nowNs - m_drainStartNs >= drainMaxNs + slackNs;
}

const char *RoundTripTracker::counterName(Counter c)
{
    return c >= 0 && c < CounterCount ? kNames[c] : "invalid";
}

ProbeCounter RoundTripTracker::counter(Counter c) const
{
    return {QString::fromLatin1(counterName(c)), value(c)};
}

} // namespace loopscope::core
