#pragma once
// Records values from one measuring thread while another thread takes
// intervals, without ever blocking the writer: the WriterReaderPhaser idea.
// The writer records into the active histogram inside a wait-free critical
// section; the reader swaps the active and inactive histograms, waits until
// the writer has left the old one, and hands it out. Where Linux offers
// membarrier(PRIVATE_EXPEDITED) the writer's section costs two plain stores
// (the reader's membarrier does the fencing); elsewhere two atomic
// increments (interval_recorder.cpp).

#include "core/histogram/hdr_histogram.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>

namespace loopscope::core {

class IntervalRecorder
{
public:
    // How the writer's critical section is fenced: Automatic takes the
    // membarrier path where the kernel offers it; Phaser always uses the
    // two atomic increments (what every recorder does where membarrier is
    // refused; tests run both).
    enum class Fencing { Automatic, Phaser };

    explicit IntervalRecorder(int64_t lowestTrackable = HdrHistogram::kDefaultLowest,
                              int64_t highestTrackable = HdrHistogram::kDefaultHighest,
                              int significantDigits = HdrHistogram::kDefaultDigits,
                              Fencing fencing = Fencing::Automatic);
    ~IntervalRecorder();

    bool usesMembarrier() const { return m_asymmetric; }

    // Writer side: wait-free. One writer thread at a time per recorder.
    void record(int64_t value) noexcept;
    void recordCorrected(int64_t value, int64_t expectedInterval) noexcept;

    // Reader side (any thread, serialised internally): resets *into and moves
    // every value recorded since the previous call into it.
    void takeInterval(HdrHistogram &into);

    // A histogram with this recorder's configuration (for into).
    HdrHistogram makeHistogram() const;

private:
    template <typename Record> void recordInSection(Record &&record) noexcept;

    // Writer side without locked instructions (membarrier on the reader's
    // side), where the kernel offers it; else the classic phaser.
    const bool m_asymmetric;
    std::atomic<uint64_t> m_writerSeq{0}; // odd while the writer records
    struct Phaser;
    std::unique_ptr<Phaser> m_phaser;
    std::unique_ptr<HdrHistogram> m_a;
    std::unique_ptr<HdrHistogram> m_b;
    std::atomic<HdrHistogram *> m_active;
    std::mutex m_readerLock;
    int64_t m_lowest;
    int64_t m_highest;
    int m_digits;
};

} // namespace loopscope::core
