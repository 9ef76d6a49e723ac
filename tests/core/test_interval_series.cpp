// IntervalSeries: the bounded, downsampled interval series of a channel.
// Exact while short; past its capacity it merges neighbours and keeps, per
// bucket, the lowest and highest statistics; the worst and last intervals,
// the counts and the medians stay right however long the run.

#include "core/bench/interval_series.h"

#include <QTest>
#include <algorithm>

using namespace loopscope::core;

namespace {

IntervalStats interval(int i, qint64 maxNs, qint64 count = 10)
{
    IntervalStats s;
    s.tag = QStringLiteral("latency");
    s.startS = 0.1 * i;
    s.lengthS = 0.1;
    s.count = count;
    if (count > 0) {
        s.p50Ns = maxNs / 2;
        s.p90Ns = s.p99Ns = s.p999Ns = maxNs - 1;
        s.maxNs = maxNs;
    }
    return s;
}

} // namespace

class TestIntervalSeries : public QObject
{
    Q_OBJECT
private slots:
    void exactWhileShort()
    {
        IntervalSeries series(8);
        for (int i = 0; i < 8; ++i)
            series.append(interval(i, 1000 + i));
        QVERIFY(series.exact());
        QCOMPARE(series.buckets().size(), size_t(8));
        for (int i = 0; i < 8; ++i) {
            const IntervalBucket &b = series.buckets()[size_t(i)];
            QCOMPARE(b.intervals, qint64(1));
            QCOMPARE(b.high.maxNs, qint64(1000 + i));
            QCOMPARE(b.low.maxNs, qint64(1000 + i));
            QCOMPARE(b.startS, 0.1 * i);
        }
    }

    void boundedForAnyLengthAndKeepsTheEnvelope()
    {
        // A day of 0.1 s intervals: 864,000 of them.
        constexpr int kIntervals = 864'000;
        constexpr int kSpike = 512'345;
        IntervalSeries series(2048);
        qint64 samples = 0;
        for (int i = 0; i < kIntervals; ++i) {
            const bool empty = i % 1000 == 999;
            const IntervalStats s = interval(i, i == kSpike ? 90'000'000 : 1000 + (i % 7) * 100, empty ? 0 : 10);
            samples += s.count;
            series.append(s);
            QVERIFY(int(series.buckets().size()) <= series.capacity());
        }
        QVERIFY(!series.exact());
        QVERIFY(series.buckets().size() >= size_t(series.capacity() / 2));
        QCOMPARE(series.intervalCount(), qint64(kIntervals));
        QCOMPARE(series.emptyIntervalCount(), qint64(kIntervals / 1000));

        qint64 covered = 0, bucketSamples = 0, empties = 0;
        double lastEnd = 0;
        qint64 top = 0, bottom = std::numeric_limits<qint64>::max();
        for (const IntervalBucket &b : series.buckets()) {
            QVERIFY(b.startS >= lastEnd - 1e-6); // in order, no overlap
            QVERIFY(b.endS > b.startS);
            QVERIFY(b.low.maxNs <= b.high.maxNs);
            QVERIFY(b.low.p50Ns <= b.high.p50Ns);
            lastEnd = b.endS;
            covered += b.intervals;
            bucketSamples += b.count;
            empties += b.emptyIntervals;
            top = std::max(top, b.high.maxNs);
            bottom = std::min(bottom, b.low.maxNs);
        }
        QCOMPARE(covered, qint64(kIntervals));
        QCOMPARE(bucketSamples, samples);
        QCOMPARE(empties, qint64(kIntervals / 1000));
        QCOMPARE(top, qint64(90'000'000)); // the spike is not averaged away
        QCOMPARE(bottom, qint64(1000));    // nor the quiet floor
        QCOMPARE(series.worst().maxNs, qint64(90'000'000));
        QCOMPARE(series.worst().startS, 0.1 * kSpike);
        QCOMPARE(series.last().startS, 0.1 * (kIntervals - 1));
        QVERIFY(series.lastNonEmpty().count > 0);
        QCOMPARE(series.lastNonEmpty().startS, 0.1 * (kIntervals - 2));
        QVERIFY(qAbs(series.endS() - 0.1 * kIntervals) < 1e-6);

        // The bucket holding the spike says where it was.
        const auto spike = std::find_if(series.buckets().begin(), series.buckets().end(),
                                        [](const IntervalBucket &b) { return b.high.maxNs == 90'000'000; });
        QVERIFY(spike != series.buckets().end());
        QCOMPARE(spike->maxAtS, 0.1 * kSpike);
        QVERIFY(spike->startS <= spike->maxAtS && spike->maxAtS < spike->endS);

        // Medians of the report: interval maxima 1000..1600 ns, lengths 0.1 s.
        const qint64 medianMax = series.intervalMaxima().valueAtPercentile(50);
        QVERIFY2(medianMax >= 1300 && medianMax <= 1302, qPrintable(QString::number(medianMax)));
        QVERIFY(qAbs(series.medianIntervalLengthS() - 0.1) < 0.001);
    }

    void emptyIntervalsOnlyLeaveZeroEnvelopes()
    {
        IntervalSeries series(4);
        for (int i = 0; i < 9; ++i)
            series.append(interval(i, 0, 0));
        QCOMPARE(series.intervalCount(), qint64(9));
        QCOMPARE(series.emptyIntervalCount(), qint64(9));
        QCOMPARE(series.worst().count, qint64(0));
        QCOMPARE(series.intervalMaxima().totalCount(), int64_t(0));
        for (const IntervalBucket &b : series.buckets()) {
            QCOMPARE(b.count, qint64(0));
            QCOMPARE(b.high.maxNs, qint64(0));
        }
        // A recording interval after empty ones sets the envelope of its bucket.
        series.append(interval(9, 5000));
        QCOMPARE(series.buckets().back().high.maxNs, qint64(5000));
        QCOMPARE(series.buckets().back().low.maxNs, qint64(5000));
    }

    void oddCapacityIsRoundedUp()
    {
        IntervalSeries series(5);
        QCOMPARE(series.capacity(), 6);
        for (int i = 0; i < 100; ++i)
            series.append(interval(i, 100 + i));
        QVERIFY(int(series.buckets().size()) <= 6);
        QCOMPARE(series.buckets().back().high.maxNs, qint64(199));
    }
};

QTEST_GUILESS_MAIN(TestIntervalSeries)
#include "test_interval_series.moc"
