#include "core/histogram/hdr_histogram.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <stdexcept>
#include <string>

namespace loopscope::core {

namespace {

// floor(log2(v)) for v >= 1.
int32_t floorLog2(uint64_t v) noexcept
{
    return 63 - std::countl_zero(v);
}

} // namespace

HdrHistogram::HdrHistogram(int64_t lowestTrackable, int64_t highestTrackable, int significantDigits)
    : m_lowest(lowestTrackable)
    , m_highest(highestTrackable)
    , m_digits(significantDigits)
{
    if (lowestTrackable < 1)
        throw std::invalid_argument("HdrHistogram: lowest trackable value must be >= 1");
    if (significantDigits < 1 || significantDigits > 5)
        throw std::invalid_argument("HdrHistogram: significant digits must be 1..5");
    if (highestTrackable / 2 < lowestTrackable)
        throw std::invalid_argument("HdrHistogram: highest trackable value must be >= 2 * lowest");

    // Values below 2 * 10^digits need single-unit resolution; the sub-bucket
    // count is the power of two that covers them.
    int64_t singleUnitLimit = 2;
    for (int i = 0; i < significantDigits; ++i)
        singleUnitLimit *= 10;
    const int32_t subBucketCountMagnitude = floorLog2(static_cast<uint64_t>(singleUnitLimit - 1)) + 1;
    m_subBucketHalfCountMagnitude = std::max(subBucketCountMagnitude, 1) - 1;
    m_unitMagnitude = floorLog2(static_cast<uint64_t>(lowestTrackable));
    if (m_unitMagnitude + m_subBucketHalfCountMagnitude > 61)
        throw std::invalid_argument("HdrHistogram: lowest trackable value too large for the requested digits");

    m_subBucketCount = int32_t{1} << (m_subBucketHalfCountMagnitude + 1);
    m_subBucketHalfCount = m_subBucketCount / 2;
    m_subBucketMask = static_cast<int64_t>(m_subBucketCount - 1) << m_unitMagnitude;

    // Buckets double the covered range each; count how many reach highest.
    int64_t smallestUntrackable = static_cast<int64_t>(m_subBucketCount) << m_unitMagnitude;
    int32_t buckets = 1;
    while (smallestUntrackable <= highestTrackable) {
        if (smallestUntrackable > INT64_MAX / 2) {
            ++buckets;
            break;
        }
        smallestUntrackable <<= 1;
        ++buckets;
    }
    m_bucketCount = buckets;
    m_counts.assign(static_cast<size_t>(m_bucketCount + 1) * static_cast<size_t>(m_subBucketHalfCount), 0);
}

int64_t HdrHistogram::valueFromIndex(int32_t bucket, int32_t subBucket) const noexcept
{
    return static_cast<int64_t>(static_cast<uint64_t>(subBucket) << (bucket + m_unitMagnitude));
}

int64_t HdrHistogram::valueAtIndex(int32_t index) const noexcept
{
    int32_t bucket = (index >> m_subBucketHalfCountMagnitude) - 1;
    int32_t sub = (index & (m_subBucketHalfCount - 1)) + m_subBucketHalfCount;
    if (bucket < 0) {
        sub -= m_subBucketHalfCount;
        bucket = 0;
    }
    return valueFromIndex(bucket, sub);
}

bool HdrHistogram::recordCorrected(int64_t value, int64_t expectedInterval) noexcept
{
    if (!record(value))
        return false;
    if (expectedInterval <= 0)
        return true;
    for (int64_t missing = value - expectedInterval; missing >= expectedInterval; missing -= expectedInterval)
        record(missing);
    return true;
}

int64_t HdrHistogram::min() const noexcept
{
    if (m_totalCount == 0 || m_counts[0] > 0 || m_minNonZero == INT64_MAX)
        return 0;
    return lowestEquivalentValue(m_minNonZero);
}

int64_t HdrHistogram::max() const noexcept
{
    return m_maxValue == 0 ? 0 : highestEquivalentValue(m_maxValue);
}

double HdrHistogram::mean() const noexcept
{
    if (m_totalCount == 0)
        return 0.0;
    double total = 0.0;
    const IndexRange used = usedRange();
    for (int32_t i = used.first; i <= used.last; ++i) {
        const int64_t c = m_counts[static_cast<size_t>(i)];
        if (c != 0)
            total += static_cast<double>(medianEquivalentValue(valueAtIndex(i))) * static_cast<double>(c);
    }
    return total / static_cast<double>(m_totalCount);
}

double HdrHistogram::stddev() const noexcept
{
    if (m_totalCount == 0)
        return 0.0;
    const double avg = mean();
    double total = 0.0;
    const IndexRange used = usedRange();
    for (int32_t i = used.first; i <= used.last; ++i) {
        const int64_t c = m_counts[static_cast<size_t>(i)];
        if (c != 0) {
            const double d = static_cast<double>(medianEquivalentValue(valueAtIndex(i))) - avg;
            total += d * d * static_cast<double>(c);
        }
    }
    return std::sqrt(total / static_cast<double>(m_totalCount));
}

int64_t HdrHistogram::valueAtPercentile(double percentile) const noexcept
{
    if (m_totalCount == 0)
        return 0;
    // As the reference: step just below the requested percentile so that
    // floating-point noise never rounds the rank up past an exact boundary.
    const double requested = std::isnan(percentile) ? 0.0 : percentile;
    const double p = std::clamp(std::nextafter(requested, -HUGE_VAL), 0.0, 100.0);
    auto rank = static_cast<int64_t>(std::ceil(p * static_cast<double>(m_totalCount) / 100.0));
    rank = std::clamp<int64_t>(rank, 1, m_totalCount);
    int64_t running = 0;
    const auto n = static_cast<int32_t>(m_counts.size());
    for (int32_t i = usedRange().first; i < n; ++i) {
        running += m_counts[static_cast<size_t>(i)];
        if (running >= rank) {
            const int64_t v = valueAtIndex(i);
            return requested == 0.0 ? lowestEquivalentValue(v) : highestEquivalentValue(v);
        }
    }
    return 0;
}

double HdrHistogram::percentileAtOrBelow(int64_t value) const noexcept
{
    if (m_totalCount == 0)
        return 100.0;
    if (value < 0)
        return 0.0;
    const int32_t last = countsLength() - 1;
    const int32_t target = value > highestEquivalentValue(m_highest) ? last : std::min(indexForValue(value), last);
    int64_t running = 0;
    for (int32_t i = 0; i <= target; ++i)
        running += m_counts[static_cast<size_t>(i)];
    return 100.0 * static_cast<double>(running) / static_cast<double>(m_totalCount);
}

int64_t HdrHistogram::countAtValue(int64_t value) const noexcept
{
    if (value < 0 || value > m_highest)
        return 0;
    return m_counts[static_cast<size_t>(indexForValue(value))];
}

int64_t HdrHistogram::add(const HdrHistogram &other)
{
    const bool sameLayout = other.m_unitMagnitude == m_unitMagnitude
        && other.m_subBucketCount == m_subBucketCount && other.m_counts.size() <= m_counts.size()
        && other.m_highest <= m_highest;
    if (sameLayout) {
        const IndexRange used = other.usedRange();
        for (int32_t i = used.first; i <= used.last; ++i)
            m_counts[static_cast<size_t>(i)] += other.m_counts[static_cast<size_t>(i)];
        m_totalCount += other.m_totalCount;
        m_maxValue = std::max(m_maxValue, other.m_maxValue);
        m_minNonZero = std::min(m_minNonZero, other.m_minNonZero);
        return 0;
    }
    int64_t dropped = 0;
    const auto n = static_cast<int32_t>(other.m_counts.size());
    for (int32_t i = 0; i < n; ++i) {
        const int64_t c = other.m_counts[static_cast<size_t>(i)];
        if (c != 0 && !record(other.valueAtIndex(i), c)) {
            dropped += c;
            m_outOfRange -= c; // record() counted it; report it to the caller instead
        }
    }
    return dropped;
}

HdrHistogram::IndexRange HdrHistogram::usedRange() const noexcept
{
    IndexRange r;
    r.first = m_counts[0] != 0 || m_minNonZero == INT64_MAX ? 0 : indexForValue(m_minNonZero);
    r.last = std::min(indexForValue(m_maxValue), countsLength() - 1); // index 0 when only zeros (or nothing)
    return r;
}

void HdrHistogram::setCountAtIndex(int32_t index, int64_t count) noexcept
{
    m_counts[static_cast<size_t>(index)] = count;
    if (count == 0)
        return;
    // Widen the tracked range at once, so that nothing outside it ever holds
    // a count (recomputeStatistics() makes it exact).
    const int64_t v = valueAtIndex(index);
    m_maxValue = std::max(m_maxValue, v);
    if (index != 0)
        m_minNonZero = std::min(m_minNonZero, v);
}

void HdrHistogram::reset() noexcept
{
    // Only the indexes that can hold counts: an interval's values sit in a
    // narrow band of a 30 000-entry array. Every count but index 0's (the
    // zeros) lies within the tracked minimum and maximum (record(),
    // setCountAtIndex() and add() keep them).
    m_counts[0] = 0;
    if (m_maxValue > 0 || m_minNonZero != INT64_MAX) {
        const int32_t last = std::min(indexForValue(m_maxValue), countsLength() - 1);
        const int32_t first = m_minNonZero == INT64_MAX ? 0 : indexForValue(m_minNonZero);
        if (first <= last)
            std::fill(m_counts.begin() + first, m_counts.begin() + last + 1, 0);
    }
    m_totalCount = 0;
    m_outOfRange = 0;
    m_minNonZero = INT64_MAX;
    m_maxValue = 0;
}

std::vector<HdrHistogram::PercentileStep> HdrHistogram::percentileSteps(int ticksPerHalfDistance) const
{
    std::vector<PercentileStep> steps;
    if (m_totalCount == 0)
        return steps;
    ticksPerHalfDistance = std::clamp(ticksPerHalfDistance, 1, 1000);
    const auto total = static_cast<double>(m_totalCount);
    double level = 0.0;
    int64_t running = 0;
    const auto n = static_cast<int32_t>(m_counts.size());
    for (int32_t i = usedRange().first; i < n && running < m_totalCount; ++i) {
        const int64_t c = m_counts[static_cast<size_t>(i)];
        if (c == 0)
            continue;
        running += c;
        const int64_t value = highestEquivalentValue(valueAtIndex(i));
        // Emit one step for every level this bucket reaches.
        while (100.0 * static_cast<double>(running) / total >= level) {
            steps.push_back({value, level, running});
            if (level >= 100.0)
                break;
            // Halve the remaining distance every ticksPerHalfDistance steps.
            const auto halvings = static_cast<int64_t>(std::log(100.0 / (100.0 - level)) / std::log(2.0)) + 1;
            const int64_t ticks = ticksPerHalfDistance * static_cast<int64_t>(std::pow(2.0, static_cast<double>(halvings)));
            const double next = level + 100.0 / static_cast<double>(ticks);
            // Near 100 % the step falls below one ulp (possible with huge
            // counts, where running/total rounds to 100 before the end): jump.
            level = next > level ? next : 100.0;
            if (running == m_totalCount)
                break;
        }
        if (running == m_totalCount) {
            if (steps.empty() || steps.back().percentile < 100.0)
                steps.push_back({value, 100.0, running});
            break;
        }
    }
    return steps;
}

int64_t HdrHistogram::lowestEquivalentValue(int64_t value) const noexcept
{
    const int32_t bucket = bucketIndex(value);
    return valueFromIndex(bucket, subBucketIndex(value, bucket));
}

int64_t HdrHistogram::sizeOfEquivalentRange(int64_t value) const noexcept
{
    const int32_t bucket = bucketIndex(value);
    const int32_t sub = subBucketIndex(value, bucket);
    const int32_t adjusted = sub >= m_subBucketCount ? bucket + 1 : bucket;
    return int64_t{1} << (m_unitMagnitude + adjusted);
}

int64_t HdrHistogram::highestEquivalentValue(int64_t value) const noexcept
{
    return lowestEquivalentValue(value) + sizeOfEquivalentRange(value) - 1;
}

int64_t HdrHistogram::medianEquivalentValue(int64_t value) const noexcept
{
    return lowestEquivalentValue(value) + (sizeOfEquivalentRange(value) >> 1);
}

bool HdrHistogram::valuesAreEquivalent(int64_t a, int64_t b) const noexcept
{
    return lowestEquivalentValue(a) == lowestEquivalentValue(b);
}

void HdrHistogram::recomputeStatistics() noexcept
{
    m_totalCount = 0;
    m_maxValue = 0;
    m_minNonZero = INT64_MAX;
    const auto n = static_cast<int32_t>(m_counts.size());
    for (int32_t i = 0; i < n; ++i) {
        const int64_t c = m_counts[static_cast<size_t>(i)];
        if (c <= 0)
            continue;
        m_totalCount += c;
        const int64_t v = valueAtIndex(i);
        m_maxValue = std::max(m_maxValue, v);
        if (i != 0 && m_minNonZero == INT64_MAX)
            m_minNonZero = v;
    }
}

int64_t HdrHistogram::countsLengthFor(int64_t lowestTrackable, int64_t highestTrackable,
                                      int significantDigits) noexcept
{
    if (lowestTrackable < 1 || significantDigits < 1 || significantDigits > 5
        || highestTrackable / 2 < lowestTrackable)
        return -1;
    // Only the layout arithmetic, without allocating the counts.
    int64_t singleUnitLimit = 2;
    for (int i = 0; i < significantDigits; ++i)
        singleUnitLimit *= 10;
    const int32_t halfMagnitude = std::max(floorLog2(static_cast<uint64_t>(singleUnitLimit - 1)) + 1, 1) - 1;
    const int32_t unitMagnitude = floorLog2(static_cast<uint64_t>(lowestTrackable));
    if (unitMagnitude + halfMagnitude > 61)
        return -1;
    int64_t smallestUntrackable = int64_t{2} << (halfMagnitude + unitMagnitude);
    int64_t buckets = 1;
    while (smallestUntrackable <= highestTrackable) {
        if (smallestUntrackable > INT64_MAX / 2) {
            ++buckets;
            break;
        }
        smallestUntrackable <<= 1;
        ++buckets;
    }
    return (buckets + 1) * (int64_t{1} << halfMagnitude);
}

std::size_t HdrHistogram::memoryFootprintBytes() const noexcept
{
    return sizeof(*this) + m_counts.capacity() * sizeof(int64_t);
}

} // namespace loopscope::core
