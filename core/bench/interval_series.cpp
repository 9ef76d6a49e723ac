#include "core/bench/interval_series.h"

#include <algorithm>

namespace loopscope::core {

IntervalStats IntervalStats::of(const QString &tag, double startS, double lengthS, const HdrHistogram &h)
{
    IntervalStats stats;
    stats.tag = tag;
    stats.startS = startS;
    stats.lengthS = lengthS;
    stats.count = qint64(h.totalCount());
    if (stats.count > 0) {
        stats.p50Ns = h.valueAtPercentile(50);
        stats.p90Ns = h.valueAtPercentile(90);
        stats.p99Ns = h.valueAtPercentile(99);
        stats.p999Ns = h.valueAtPercentile(99.9);
        stats.maxNs = h.max();
    }
    return stats;
}

namespace {

// The maxima to three significant digits, as every latency in Loopscope; the
// lengths to two (1 %, a few kB).
constexpr int kMaximaDigits = 3;
constexpr int kLengthDigits = 2;
constexpr int64_t kLongestLengthUs = 7LL * 24 * 3600 * 1'000'000; // a week

bool anyRecorded(const IntervalBucket &b)
{
    return b.intervals > b.emptyIntervals;
}

// Every statistic of into becomes pick(its value, other's value).
template <typename Pick>
void fieldwise(IntervalStats &into, const IntervalStats &other, Pick pick)
{
    for (qint64 IntervalStats::*field : {&IntervalStats::count, &IntervalStats::p50Ns, &IntervalStats::p90Ns,
                                         &IntervalStats::p99Ns, &IntervalStats::p999Ns, &IntervalStats::maxNs})
        into.*field = pick(into.*field, other.*field);
}

// Adds b (which follows a in time) into a.
void merge(IntervalBucket &a, const IntervalBucket &b)
{
    if (!anyRecorded(a)) {
        a.low = b.low;
        a.high = b.high;
        a.maxAtS = b.maxAtS;
    } else if (anyRecorded(b)) {
        if (b.high.maxNs > a.high.maxNs)
            a.maxAtS = b.maxAtS;
        fieldwise(a.low, b.low, [](qint64 x, qint64 y) { return std::min(x, y); });
        fieldwise(a.high, b.high, [](qint64 x, qint64 y) { return std::max(x, y); });
    }
    a.endS = b.endS;
    a.intervals += b.intervals;
    a.emptyIntervals += b.emptyIntervals;
    a.count += b.count;
}

IntervalBucket bucketOf(const IntervalStats &s)
{
    IntervalBucket b;
    b.startS = s.startS;
    b.endS = s.startS + s.lengthS;
    b.intervals = 1;
    b.emptyIntervals = s.count > 0 ? 0 : 1;
    b.count = s.count;
    if (s.count > 0) {
        b.low = s;
        b.high = s;
        b.maxAtS = s.startS;
    } else {
        b.low.tag = b.high.tag = s.tag;
    }
    return b;
}

} // namespace

IntervalSeries::IntervalSeries(int capacity)
    : m_capacity(std::max(2, capacity + (capacity % 2))),
      m_maxima(1, HdrHistogram::kDefaultHighest, kMaximaDigits),
      m_lengthsUs(1, kLongestLengthUs, kLengthDigits)
{
    m_buckets.reserve(size_t(m_capacity));
}

void IntervalSeries::append(const IntervalStats &interval)
{
    ++m_intervalCount;
    m_last = interval;
    m_lengthsUs.record(std::clamp<int64_t>(int64_t(interval.lengthS * 1e6), 1, kLongestLengthUs));
    if (interval.count > 0) {
        m_lastNonEmpty = interval;
        m_maxima.record(std::max<int64_t>(interval.maxNs, 1));
        if (m_worst.count == 0 || interval.maxNs > m_worst.maxNs)
            m_worst = interval;
    } else {
        ++m_emptyCount;
    }

    const IntervalBucket one = bucketOf(interval);
    if (!m_buckets.empty() && m_buckets.back().intervals < m_perBucket) {
        merge(m_buckets.back(), one);
        return;
    }
    if (int(m_buckets.size()) == m_capacity)
        mergePairs();
    if (!m_buckets.empty() && m_buckets.back().intervals < m_perBucket)
        merge(m_buckets.back(), one);
    else
        m_buckets.push_back(one);
}

void IntervalSeries::mergePairs()
{
    size_t out = 0;
    for (size_t i = 0; i < m_buckets.size(); i += 2) {
        IntervalBucket b = m_buckets[i];
        if (i + 1 < m_buckets.size())
            merge(b, m_buckets[i + 1]);
        m_buckets[out++] = b;
    }
    m_buckets.resize(out);
    m_perBucket *= 2;
}

void IntervalSeries::clear()
{
    *this = IntervalSeries(m_capacity);
}

double IntervalSeries::medianIntervalLengthS() const
{
    if (m_lengthsUs.totalCount() == 0)
        return 0;
    return double(m_lengthsUs.medianEquivalentValue(m_lengthsUs.valueAtPercentile(50))) / 1e6;
}

} // namespace loopscope::core
