#include "core/histogram/interval_recorder.h"

#include <thread>
#include <utility>

namespace loopscope::core {

// The writer-reader phaser: writers bracket each critical section with an
// increment of startEpoch (entering) and of the end epoch of the phase they
// entered in (leaving). The sign of startEpoch is the phase: even phases count
// up from 0, odd phases from INT64_MIN. The reader flips the phase by
// resetting startEpoch and then waits until the end epoch of the old phase has
// caught up with the value startEpoch had at the flip: at that moment every
// writer that could have seen the old active histogram has left it.
struct IntervalRecorder::Phaser
{
    std::atomic<int64_t> startEpoch{0};
    std::atomic<int64_t> evenEndEpoch{0};
    std::atomic<int64_t> oddEndEpoch{INT64_MIN};

    int64_t enter() noexcept { return startEpoch.fetch_add(1, std::memory_order_seq_cst); }

    // One writer at a time (the class contract), so the end epoch of a phase
    // has a single incrementer: a plain load and release store suffice (the
    // reader only resets the end epoch of the phase no writer is in yet).
    // This saves one locked instruction per record.
    void leave(int64_t enteredAt) noexcept
    {
        std::atomic<int64_t> &end = enteredAt < 0 ? oddEndEpoch : evenEndEpoch;
        end.store(end.load(std::memory_order_relaxed) + 1, std::memory_order_release);
    }

    // Reader only (serialised by the caller).
    void flip() noexcept
    {
        const bool nextIsEven = startEpoch.load(std::memory_order_relaxed) < 0;
        const int64_t initial = nextIsEven ? 0 : INT64_MIN;
        (nextIsEven ? evenEndEpoch : oddEndEpoch).store(initial, std::memory_order_seq_cst);
        const int64_t startAtFlip = startEpoch.exchange(initial, std::memory_order_seq_cst);
        std::atomic<int64_t> &oldEnd = nextIsEven ? oddEndEpoch : evenEndEpoch;
        int spins = 0;
        while (oldEnd.load(std::memory_order_acquire) != startAtFlip) {
            if (++spins > 64)
                std::this_thread::yield();
        }
    }
};

IntervalRecorder::IntervalRecorder(int64_t lowestTrackable, int64_t highestTrackable, int significantDigits)
    : m_phaser(std::make_unique<Phaser>())
    , m_a(std::make_unique<HdrHistogram>(lowestTrackable, highestTrackable, significantDigits))
    , m_b(std::make_unique<HdrHistogram>(lowestTrackable, highestTrackable, significantDigits))
    , m_active(m_a.get())
    , m_lowest(lowestTrackable)
    , m_highest(highestTrackable)
    , m_digits(significantDigits)
{
}

IntervalRecorder::~IntervalRecorder() = default;

void IntervalRecorder::record(int64_t value) noexcept
{
    const int64_t enteredAt = m_phaser->enter();
    m_active.load(std::memory_order_seq_cst)->record(value);
    m_phaser->leave(enteredAt);
}

void IntervalRecorder::recordCorrected(int64_t value, int64_t expectedInterval) noexcept
{
    const int64_t enteredAt = m_phaser->enter();
    m_active.load(std::memory_order_seq_cst)->recordCorrected(value, expectedInterval);
    m_phaser->leave(enteredAt);
}

void IntervalRecorder::takeInterval(HdrHistogram &into)
{
    std::lock_guard lock(m_readerLock);
    HdrHistogram *active = m_active.load(std::memory_order_relaxed);
    HdrHistogram *inactive = active == m_a.get() ? m_b.get() : m_a.get();
    inactive->reset();
    m_active.store(inactive, std::memory_order_seq_cst);
    m_phaser->flip();
    // No writer touches *active any more: hand its contents out.
    const bool sameConfig = into.lowestTrackable() == m_lowest && into.highestTrackable() == m_highest
        && into.significantDigits() == m_digits;
    if (sameConfig) {
        std::swap(into, *active); // O(1); *active is reset before its next use
    } else {
        into.reset();
        into.add(*active);
    }
}

HdrHistogram IntervalRecorder::makeHistogram() const
{
    return HdrHistogram(m_lowest, m_highest, m_digits);
}

} // namespace loopscope::core
