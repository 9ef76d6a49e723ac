#pragma once
// The intervals of one channel over a run, in memory that does not grow with
// the run's length: a scope-style downsampled series. Up to capacity()
// buckets; while the run is short each bucket is one interval (exact), and
// whenever the buckets are full, neighbours are merged pairwise, so a bucket
// then covers 2, 4, 8 ... intervals and keeps, per statistic, the lowest and
// the highest value of the intervals it covers (the min/max envelope a chart
// draws, one bucket per pixel column at most). The worst interval, the last
// one, the number of (empty) intervals and the distribution of the interval
// maxima are kept exactly (the distribution to three significant digits),
// whatever the length.
//
// The full-resolution intervals are in the run's .hlog/.csv files and in the
// result library (one row per interval), which is where a zoom reads them.

#include "core/histogram/hdr_histogram.h"

#include <QString>
#include <cstdint>
#include <vector>

namespace loopscope::core {

struct IntervalStats
{
    QString tag;
    double startS = 0;        // seconds since the run's start
    double lengthS = 0;
    qint64 count = 0;
    qint64 p50Ns = 0, p90Ns = 0, p99Ns = 0, p999Ns = 0, maxNs = 0;

    // The statistics of one interval's histogram (all zero when it is empty).
    static IntervalStats of(const QString &tag, double startS, double lengthS, const HdrHistogram &h);
};

// One bucket of the series: `intervals` consecutive intervals.
struct IntervalBucket
{
    double startS = 0; // start of the first interval
    double endS = 0;   // end of the last interval
    qint64 intervals = 0;
    qint64 emptyIntervals = 0; // of those, the ones that recorded nothing
    qint64 count = 0;          // values recorded in all of them
    // Field-wise lowest and highest statistics of the non-empty intervals
    // (count: per interval). Both zero when every interval was empty.
    IntervalStats low, high;
    double maxAtS = 0; // start of the interval whose maximum is high.maxNs

    double midS() const { return (startS + endS) / 2; }
};

class IntervalSeries
{
public:
    static constexpr int kDefaultCapacity = 2048;

    // capacity: the most buckets kept (even, at least 2).
    explicit IntervalSeries(int capacity = kDefaultCapacity);

    void append(const IntervalStats &interval);
    void clear();

    const std::vector<IntervalBucket> &buckets() const { return m_buckets; }
    int capacity() const { return m_capacity; }
    // How many intervals one full bucket holds now (1 while nothing was merged).
    qint64 intervalsPerBucket() const { return m_perBucket; }
    bool exact() const { return m_perBucket == 1; }

    qint64 intervalCount() const { return m_intervalCount; }
    qint64 emptyIntervalCount() const { return m_emptyCount; }
    bool empty() const { return m_intervalCount == 0; }
    // The most recent interval, exactly (default-constructed when empty).
    const IntervalStats &last() const { return m_last; }
    // The most recent interval that recorded something (count 0 when none did).
    const IntervalStats &lastNonEmpty() const { return m_lastNonEmpty; }
    // The interval with the highest maximum, exactly (count 0 when none recorded).
    const IntervalStats &worst() const { return m_worst; }
    // Start of the first interval and end of the last.
    double startS() const { return m_buckets.empty() ? 0 : m_buckets.front().startS; }
    double endS() const { return m_buckets.empty() ? 0 : m_buckets.back().endS; }

    // The distribution of the non-empty intervals' maxima (ns, three
    // significant digits) and of all intervals' lengths (µs, two): the
    // medians a report gives.
    const HdrHistogram &intervalMaxima() const { return m_maxima; }
    const HdrHistogram &intervalLengthsUs() const { return m_lengthsUs; }
    double medianIntervalLengthS() const;

private:
    void mergePairs();

    int m_capacity;
    qint64 m_perBucket = 1;
    std::vector<IntervalBucket> m_buckets;
    qint64 m_intervalCount = 0;
    qint64 m_emptyCount = 0;
    IntervalStats m_last, m_lastNonEmpty, m_worst;
    HdrHistogram m_maxima;
    HdrHistogram m_lengthsUs;
};

} // namespace loopscope::core
