#pragma once
// A High Dynamic Range histogram written for Loopscope from the published
// HdrHistogram design: values are bucketed so that every value is tracked
// within a fixed number of significant decimal digits, from a lowest to a
// highest trackable value, in constant memory and with O(1) recording.
//
// Values are integers in the unit the caller chooses; Loopscope records
// nanoseconds. The default range is 1 ns .. 1 h at 3 significant digits.
//
// Not thread-safe: one writer at a time. For a measuring thread that records
// while another thread reads, use IntervalRecorder.

#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace loopscope::core {

class HdrHistogram
{
public:
    static constexpr int64_t kDefaultLowest = 1;                    // 1 ns
    static constexpr int64_t kDefaultHighest = 3'600'000'000'000LL; // 1 h in ns
    static constexpr int kDefaultDigits = 3;

    // Throws std::invalid_argument when lowest < 1, highest < 2 * lowest or
    // digits outside 1..5.
    explicit HdrHistogram(int64_t lowestTrackable = kDefaultLowest,
                          int64_t highestTrackable = kDefaultHighest,
                          int significantDigits = kDefaultDigits);

    // --- recording (returns false, and counts it in outOfRangeCount(), when
    //     the value is negative or above highestTrackable) ---
    bool record(int64_t value, int64_t count = 1) noexcept;
    // Coordinated-omission correction: records value, and when value exceeds
    // expectedInterval also value - k*expectedInterval for k = 1, 2, ... while
    // the result stays >= expectedInterval.
    bool recordCorrected(int64_t value, int64_t expectedInterval) noexcept;

    // --- statistics ---
    int64_t totalCount() const noexcept { return m_totalCount; }
    int64_t outOfRangeCount() const noexcept { return m_outOfRange; }
    int64_t min() const noexcept;  // 0 when empty (lowest equivalent value)
    int64_t max() const noexcept;  // 0 when empty (highest equivalent value)
    double mean() const noexcept;
    double stddev() const noexcept;
    // percentile in [0, 100]; the highest equivalent value of the bucket that
    // holds the percentile, as the reference implementation reports it.
    int64_t valueAtPercentile(double percentile) const noexcept;
    double percentileAtOrBelow(int64_t value) const noexcept;
    int64_t countAtValue(int64_t value) const noexcept;

    // --- combining ---
    // Adds all counts of other (which may have a different configuration).
    // Returns the number of values that did not fit this histogram's range.
    int64_t add(const HdrHistogram &other);
    void reset() noexcept;

    // --- iteration ---
    struct PercentileStep
    {
        int64_t value = 0;          // highest equivalent value at this step
        double percentile = 0;      // 0..100
        int64_t totalCountToHere = 0;
    };
    // The reference "percentiles" iteration: ticksPerHalfDistance steps per
    // halving of the remaining distance to 100 %, ending at 100 %.
    std::vector<PercentileStep> percentileSteps(int ticksPerHalfDistance = 5) const;

    // --- equivalence (values that share a bucket) ---
    int64_t lowestEquivalentValue(int64_t value) const noexcept;
    int64_t highestEquivalentValue(int64_t value) const noexcept;
    int64_t sizeOfEquivalentRange(int64_t value) const noexcept;
    int64_t medianEquivalentValue(int64_t value) const noexcept;
    bool valuesAreEquivalent(int64_t a, int64_t b) const noexcept;

    // --- configuration and layout (used by the codecs) ---
    int64_t lowestTrackable() const noexcept { return m_lowest; }
    int64_t highestTrackable() const noexcept { return m_highest; }
    int significantDigits() const noexcept { return m_digits; }
    int32_t subBucketCount() const noexcept { return m_subBucketCount; }
    int32_t bucketCount() const noexcept { return m_bucketCount; }
    int32_t countsLength() const noexcept { return static_cast<int32_t>(m_counts.size()); }
    int64_t countAtIndex(int32_t index) const noexcept { return m_counts[static_cast<size_t>(index)]; }
    int64_t valueAtIndex(int32_t index) const noexcept;
    int32_t indexForValue(int64_t value) const noexcept;
    // Sets a raw count (decoders); keeps total, min and max consistent after
    // a final call to recomputeStatistics().
    void setCountAtIndex(int32_t index, int64_t count) noexcept;
    void recomputeStatistics() noexcept;

    // Length of the counts array for a configuration, or -1 when the
    // constructor would reject it (lets decoders check before allocating).
    static int64_t countsLengthFor(int64_t lowestTrackable, int64_t highestTrackable,
                                   int significantDigits) noexcept;

    // Heap plus object size in bytes.
    std::size_t memoryFootprintBytes() const noexcept;

private:
    // The indexes [first, last] that can hold counts (from the tracked
    // minimum and maximum): loops over the counts skip the empty rest of a
    // 30 000-entry array. first > last when empty.
    struct IndexRange
    {
        int32_t first = 0, last = -1;
    };
    IndexRange usedRange() const noexcept;

    int32_t bucketIndex(int64_t value) const noexcept;
    int32_t subBucketIndex(int64_t value, int32_t bucketIndex) const noexcept;
    int64_t valueFromIndex(int32_t bucketIndex, int32_t subBucketIndex) const noexcept;

    int64_t m_lowest;
    int64_t m_highest;
    int m_digits;
    int32_t m_unitMagnitude = 0;
    int32_t m_subBucketHalfCountMagnitude = 0;
    int32_t m_subBucketCount = 0;
    int32_t m_subBucketHalfCount = 0;
    int64_t m_subBucketMask = 0;
    int32_t m_bucketCount = 0;
    int64_t m_totalCount = 0;
    int64_t m_outOfRange = 0;
    int64_t m_minNonZero = INT64_MAX;
    int64_t m_maxValue = 0;
    std::vector<int64_t> m_counts;
};

// The hot path, inline: a measuring loop records without a call.
inline int32_t HdrHistogram::bucketIndex(int64_t value) const noexcept
{
    const int32_t base = 64 - m_unitMagnitude - m_subBucketHalfCountMagnitude - 1;
    return base - std::countl_zero(static_cast<uint64_t>(value | m_subBucketMask));
}

inline int32_t HdrHistogram::subBucketIndex(int64_t value, int32_t bucket) const noexcept
{
    return static_cast<int32_t>(static_cast<uint64_t>(value) >> (bucket + m_unitMagnitude));
}

inline int32_t HdrHistogram::indexForValue(int64_t value) const noexcept
{
    const int32_t bucket = bucketIndex(value);
    const int32_t sub = subBucketIndex(value, bucket);
    return ((bucket + 1) << m_subBucketHalfCountMagnitude) + (sub - m_subBucketHalfCount);
}

inline bool HdrHistogram::record(int64_t value, int64_t count) noexcept
{
    if ((value | count) < 0 || value > m_highest) [[unlikely]] {
        m_outOfRange += count > 0 ? count : 0;
        return false;
    }
    m_counts[static_cast<size_t>(indexForValue(value))] += count;
    m_totalCount += count;
    if (value > m_maxValue)
        m_maxValue = value;
    if (value < m_minNonZero && value != 0)
        m_minNonZero = value;
    return true;
}

} // namespace loopscope::core
