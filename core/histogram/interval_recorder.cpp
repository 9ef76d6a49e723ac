#include "core/histogram/interval_recorder.h"

#include <linux/membarrier.h>
#include <sys/syscall.h>
#include <unistd.h>

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

namespace {

// membarrier(2) with MEMBARRIER_CMD_PRIVATE_EXPEDITED: a full memory barrier
// on every CPU running a thread of this process, issued by the reader. It
// lets the writer's side do without any fence or locked instruction (the
// asymmetric fence: the rare side pays). Registered once per process; false
// when the kernel (before 4.14) or a seccomp policy refuses it.
bool registerExpeditedMembarrier() noexcept
{
    const long supported = syscall(SYS_membarrier, MEMBARRIER_CMD_QUERY, 0, 0);
    if (supported < 0 || !(supported & MEMBARRIER_CMD_PRIVATE_EXPEDITED) ||
        !(supported & MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED))
        return false;
    return syscall(SYS_membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0, 0) == 0;
}

bool expeditedMembarrierAvailable() noexcept
{
    static const bool available = registerExpeditedMembarrier();
    return available;
}

bool processWideBarrier() noexcept
{
    return syscall(SYS_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0) == 0;
}

} // namespace

IntervalRecorder::IntervalRecorder(int64_t lowestTrackable, int64_t highestTrackable, int significantDigits,
                                   Fencing fencing)
    : m_asymmetric(fencing == Fencing::Automatic && expeditedMembarrierAvailable())
    , m_phaser(std::make_unique<Phaser>())
    , m_a(std::make_unique<HdrHistogram>(lowestTrackable, highestTrackable, significantDigits))
    , m_b(std::make_unique<HdrHistogram>(lowestTrackable, highestTrackable, significantDigits))
    , m_active(m_a.get())
    , m_lowest(lowestTrackable)
    , m_highest(highestTrackable)
    , m_digits(significantDigits)
{
}

IntervalRecorder::~IntervalRecorder() = default;

// The asymmetric path (m_asymmetric). The one writer marks its critical
// section by making m_writerSeq odd on entry and even on exit: a load and a
// store of a variable only it writes, no locked instruction and no fence
// (std::atomic_signal_fence only keeps the compiler from moving the
// histogram's access out of the section). The reader publishes the new
// active histogram, then membarrier() runs a full barrier on every CPU that
// runs one of our threads: afterwards a writer either is seen inside a
// section that may hold the old histogram (m_writerSeq odd: the reader waits
// until it changes) or will load the new one. The release store on exit and
// the reader's acquire load carry the histogram's writes over to the reader.
template <typename Record>
inline void IntervalRecorder::recordInSection(Record &&record) noexcept
{
    if (m_asymmetric) {
        const uint64_t seq = m_writerSeq.load(std::memory_order_relaxed);
        m_writerSeq.store(seq + 1, std::memory_order_relaxed);
        std::atomic_signal_fence(std::memory_order_seq_cst);
        record(*m_active.load(std::memory_order_acquire));
        std::atomic_signal_fence(std::memory_order_seq_cst);
        m_writerSeq.store(seq + 2, std::memory_order_release);
        return;
    }
    const int64_t enteredAt = m_phaser->enter();
    record(*m_active.load(std::memory_order_seq_cst));
    m_phaser->leave(enteredAt);
}

void IntervalRecorder::record(int64_t value) noexcept
{
    recordInSection([value](HdrHistogram &h) { h.record(value); });
}

void IntervalRecorder::recordCorrected(int64_t value, int64_t expectedInterval) noexcept
{
    recordInSection([value, expectedInterval](HdrHistogram &h) { h.recordCorrected(value, expectedInterval); });
}

void IntervalRecorder::takeInterval(HdrHistogram &into)
{
    std::lock_guard lock(m_readerLock);
    HdrHistogram *active = m_active.load(std::memory_order_relaxed);
    HdrHistogram *inactive = active == m_a.get() ? m_b.get() : m_a.get();
    inactive->reset();
    m_active.store(inactive, std::memory_order_seq_cst);
    if (m_asymmetric && processWideBarrier()) {
        const uint64_t seq = m_writerSeq.load(std::memory_order_acquire);
        if (seq & 1U) { // a writer is inside a section that may have loaded the old histogram
            int spins = 0;
            while (m_writerSeq.load(std::memory_order_acquire) == seq) {
                if (++spins > 64)
                    std::this_thread::yield();
            }
        }
    } else {
        // The membarrier failed (or is not there): the classic phaser, whose
        // writer side is always kept too when m_asymmetric is off.
        m_phaser->flip();
    }
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
