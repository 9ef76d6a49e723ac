// HdrHistogram: layout facts of the reference design, percentiles against
// exact values from sorted random samples, statistics, add, reset, range
// checks and the coordinated-omission example.
#include "core/histogram/hdr_histogram.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <random>
#include <stdexcept>
#include <vector>

using loopscope::core::HdrHistogram;

namespace {

std::vector<int64_t> makeSamples(int distribution, int n, uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::vector<int64_t> out;
    out.reserve(static_cast<size_t>(n));
    std::uniform_int_distribution<int64_t> uniform(1, 1'000'000);
    std::exponential_distribution<double> expo(1.0 / 50'000.0);
    std::lognormal_distribution<double> lognormal(11.0, 1.5); // median ~60 µs, long tail
    std::uniform_real_distribution<double> u01(0.0, 1.0);
    for (int i = 0; i < n; ++i) {
        double v = 0;
        switch (distribution) {
        case 0: v = static_cast<double>(uniform(rng)); break;
        case 1: v = expo(rng); break;
        case 2: v = lognormal(rng); break;
        default: v = 1000.0 / std::pow(1.0 - u01(rng), 1.0 / 1.2); break; // Pareto, heavy tail
        }
        v = std::clamp(v, 0.0, static_cast<double>(HdrHistogram::kDefaultHighest));
        out.push_back(static_cast<int64_t>(v));
    }
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

class TestHdrHistogram : public QObject
{
    Q_OBJECT

private slots:
    void layoutMatchesReference()
    {
        HdrHistogram h; // 1 ns .. 1 h, 3 digits
        QCOMPARE(h.subBucketCount(), 2048);
        QCOMPARE(h.bucketCount(), 32);
        QCOMPARE(h.countsLength(), 33 * 1024);
        QVERIFY(h.memoryFootprintBytes() <= 300u * 1024u);
        QCOMPARE(h.indexForValue(0), 0);
        QCOMPARE(h.indexForValue(2047), 2047);
        QCOMPARE(h.indexForValue(2048), 2048);
        QCOMPARE(h.indexForValue(4096), 3072);
        QCOMPARE(h.valueAtIndex(3072), int64_t{4096});
        QCOMPARE(h.sizeOfEquivalentRange(2048), int64_t{2});
        QCOMPARE(h.highestEquivalentValue(2048), int64_t{2049});
        QCOMPARE(h.lowestEquivalentValue(2049), int64_t{2048});
        QCOMPARE(h.medianEquivalentValue(4100), int64_t{4102});
        QVERIFY(h.valuesAreEquivalent(4096, 4099));
        QVERIFY(!h.valuesAreEquivalent(4096, 4100));
        for (int32_t i = 0; i < h.countsLength(); i += 97)
            QCOMPARE(h.indexForValue(h.valueAtIndex(i)), i);

        HdrHistogram coarse(1000, 3'600'000'000'000LL, 2); // unit magnitude 9, 256 sub-buckets
        QCOMPARE(coarse.subBucketCount(), 256);
        QCOMPARE(coarse.sizeOfEquivalentRange(1000), int64_t{512});
        QCOMPARE(coarse.lowestEquivalentValue(1000), int64_t{512});
        QCOMPARE(HdrHistogram::countsLengthFor(1000, 3'600'000'000'000LL, 2), int64_t{coarse.countsLength()});
        QCOMPARE(HdrHistogram::countsLengthFor(1, 3'600'000'000'000LL, 3), int64_t{h.countsLength()});
        QCOMPARE(HdrHistogram(1, 1'000'000, 5).subBucketCount(), 262144);
        QCOMPARE(HdrHistogram(1, 1'000'000, 1).subBucketCount(), 32);
    }

    void invalidConfiguration()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HdrHistogram(0, 1000, 3));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HdrHistogram(10, 19, 3));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HdrHistogram(1, 1000, 0));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HdrHistogram(1, 1000, 6));
        QCOMPARE(HdrHistogram::countsLengthFor(1, 1000, 6), int64_t{-1});
    }

    void percentilesMatchSortedSamples_data()
    {
        QTest::addColumn<int>("distribution");
        QTest::addColumn<int>("digits");
        const char *names[] = {"uniform", "exponential", "lognormal", "pareto"};
        for (int d = 0; d < 4; ++d)
            for (int digits = 1; digits <= 5; ++digits)
                QTest::addRow("%s-%d", names[d], digits) << d << digits;
    }

    void percentilesMatchSortedSamples()
    {
        QFETCH(int, distribution);
        QFETCH(int, digits);
        const int n = 20'000;
        const auto samples = makeSamples(distribution, n, 1000u + static_cast<uint64_t>(distribution * 10 + digits));
        HdrHistogram h(1, HdrHistogram::kDefaultHighest, digits);
        for (int64_t v : samples)
            QVERIFY(h.record(v));
        QCOMPARE(h.totalCount(), int64_t{n});

        const double resolution = std::pow(10.0, -digits);
        for (double p : {0.0, 1.0, 10.0, 25.0, 50.0, 75.0, 90.0, 99.0, 99.9, 99.99, 100.0}) {
            // rank ceil(p/100 * n), immune to floating-point noise at exact ranks
            const auto rank = std::max<int64_t>(1, static_cast<int64_t>(std::ceil(p / 100.0 * n - 1e-9)));
            const int64_t exact = samples[static_cast<size_t>(rank - 1)];
            const int64_t got = h.valueAtPercentile(p);
            QVERIFY2(h.valuesAreEquivalent(got, exact),
                     qPrintable(QStringLiteral("p%1: got %2, exact %3").arg(p).arg(got).arg(exact)));
            QVERIFY2(std::abs(static_cast<double>(got - exact)) <= std::max(1.0, exact * resolution),
                     qPrintable(QStringLiteral("p%1: %2 vs %3 beyond precision").arg(p).arg(got).arg(exact)));
        }
        QVERIFY(h.valuesAreEquivalent(h.min(), samples.front()));
        QVERIFY(h.valuesAreEquivalent(h.max(), samples.back()));
        QVERIFY(h.max() >= samples.back());

        double sum = 0;
        for (int64_t v : samples)
            sum += static_cast<double>(v);
        const double mean = sum / n;
        double sq = 0;
        for (int64_t v : samples)
            sq += (static_cast<double>(v) - mean) * (static_cast<double>(v) - mean);
        const double stddev = std::sqrt(sq / n);
        QVERIFY2(std::abs(h.mean() - mean) <= std::max(1.0, mean * resolution),
                 qPrintable(QStringLiteral("mean %1 vs %2").arg(h.mean()).arg(mean)));
        QVERIFY2(std::abs(h.stddev() - stddev) <= std::max(1.0, static_cast<double>(samples.back()) * resolution),
                 qPrintable(QStringLiteral("stddev %1 vs %2").arg(h.stddev()).arg(stddev)));

        // percentileAtOrBelow agrees with the counts of the sorted samples.
        const int64_t median = samples[n / 2];
        const auto atOrBelow = std::upper_bound(samples.begin(), samples.end(), h.highestEquivalentValue(median))
            - samples.begin();
        QCOMPARE(h.percentileAtOrBelow(median), 100.0 * static_cast<double>(atOrBelow) / n);
    }

    void percentileStepsAreMonotonicAndEndAtMax()
    {
        HdrHistogram h;
        for (int64_t v = 1; v <= 10'000; ++v)
            h.record(v * 1000);
        const auto steps = h.percentileSteps(5);
        QVERIFY(steps.size() > 20);
        QCOMPARE(steps.front().percentile, 0.0);
        QCOMPARE(steps.back().percentile, 100.0);
        QCOMPARE(steps.back().value, h.max());
        QCOMPARE(steps.back().totalCountToHere, h.totalCount());
        for (size_t i = 1; i < steps.size(); ++i) {
            QVERIFY(steps[i].percentile > steps[i - 1].percentile);
            QVERIFY(steps[i].value >= steps[i - 1].value);
            // Each step reports the first bucket that reaches its level.
            QVERIFY(100.0 * static_cast<double>(steps[i].totalCountToHere) / 10'000.0 >= steps[i].percentile);
        }
        // Five ticks per half distance: 0, 10, 20, 30, 40, 50, 55, ...
        QCOMPARE(steps[1].percentile, 10.0);
        QCOMPARE(steps[5].percentile, 50.0);
        QCOMPARE(steps[6].percentile, 55.0);
        QVERIFY(h.valuesAreEquivalent(steps[5].value, 5'000'000));
        QVERIFY(HdrHistogram().percentileSteps().empty());
    }

    void recordWithCountAndAdd()
    {
        HdrHistogram a;
        HdrHistogram b;
        std::vector<int64_t> all;
        std::mt19937_64 rng(7);
        std::uniform_int_distribution<int64_t> dist(1, 5'000'000'000LL);
        for (int i = 0; i < 5000; ++i) {
            const int64_t v = dist(rng);
            (i % 2 ? a : b).record(v);
            all.push_back(v);
        }
        QVERIFY(a.record(42, 3));
        all.insert(all.end(), 3, 42);
        std::sort(all.begin(), all.end());
        QCOMPARE(a.add(b), int64_t{0});
        QCOMPARE(a.totalCount(), static_cast<int64_t>(all.size()));
        QCOMPARE(a.countAtValue(42), int64_t{3});
        QVERIFY(a.valuesAreEquivalent(a.max(), all.back()));
        QCOMPARE(a.min(), int64_t{42});
        for (double p : {50.0, 90.0, 99.0}) {
            const auto rank = static_cast<size_t>(std::ceil(p / 100.0 * static_cast<double>(all.size()) - 1e-9));
            QVERIFY(a.valuesAreEquivalent(a.valueAtPercentile(p), all[rank - 1]));
        }

        // Different configurations: values are re-recorded; those beyond the
        // target's range are counted and returned.
        HdrHistogram coarse(1000, 10'000'000, 2);
        coarse.record(5000, 2);
        coarse.record(9'000'000);
        HdrHistogram narrow(1, 1'000'000, 3);
        QCOMPARE(narrow.add(coarse), int64_t{1});
        QCOMPARE(narrow.totalCount(), int64_t{2});
        QCOMPARE(narrow.outOfRangeCount(), int64_t{0});
        QVERIFY(coarse.valuesAreEquivalent(narrow.valueAtPercentile(50), 5000));
    }

    void resetAndOutOfRange()
    {
        HdrHistogram h(1, 1'000'000, 3);
        QVERIFY(!h.record(-1));
        QVERIFY(!h.record(1'000'001));
        QVERIFY(!h.record(5, -2));
        QVERIFY(h.record(1'000'000));
        QVERIFY(!h.recordCorrected(2'000'000, 1000));
        QCOMPARE(h.outOfRangeCount(), int64_t{3});
        QCOMPARE(h.totalCount(), int64_t{1});
        QCOMPARE(h.min(), h.lowestEquivalentValue(1'000'000));
        QVERIFY(h.max() >= 1'000'000);
        h.record(0);
        QCOMPARE(h.min(), int64_t{0});
        h.reset();
        QCOMPARE(h.totalCount(), int64_t{0});
        QCOMPARE(h.outOfRangeCount(), int64_t{0});
        QCOMPARE(h.max(), int64_t{0});
        QCOMPARE(h.min(), int64_t{0});
        QCOMPARE(h.mean(), 0.0);
        QCOMPARE(h.valueAtPercentile(50), int64_t{0});
        QCOMPARE(h.countAtValue(1'000'000), int64_t{0});
    }

    void recomputeStatisticsAfterRawCounts()
    {
        HdrHistogram h;
        h.setCountAtIndex(h.indexForValue(3000), 4);
        h.setCountAtIndex(h.indexForValue(10), 1);
        h.recomputeStatistics();
        QCOMPARE(h.totalCount(), int64_t{5});
        QCOMPARE(h.min(), int64_t{10});
        QCOMPARE(h.max(), h.highestEquivalentValue(3000));
    }

    // 100 s of 1 ms responses sampled every 10 ms, plus one 100 s stall.
    void coordinatedOmissionExample()
    {
        const int64_t ms = 1'000'000;
        const int64_t interval = 10 * ms;
        HdrHistogram raw;
        HdrHistogram corrected;
        for (int i = 0; i < 10'000; ++i) {
            raw.record(1 * ms);
            corrected.recordCorrected(1 * ms, interval);
        }
        raw.record(100'000 * ms);
        corrected.recordCorrected(100'000 * ms, interval);

        QCOMPARE(raw.totalCount(), int64_t{10'001});
        QCOMPARE(corrected.totalCount(), int64_t{20'000}); // 100 s / 10 ms stalled samples
        QVERIFY(raw.valuesAreEquivalent(raw.valueAtPercentile(99.99), 1 * ms));
        QVERIFY(raw.valuesAreEquivalent(raw.max(), 100'000 * ms));
        QVERIFY(std::abs(raw.percentileAtOrBelow(1 * ms) - 99.99) < 0.01);

        QVERIFY(corrected.valuesAreEquivalent(corrected.valueAtPercentile(50), 1 * ms));
        QVERIFY2(corrected.valuesAreEquivalent(corrected.valueAtPercentile(75), 50'000 * ms),
                 qPrintable(QString::number(corrected.valueAtPercentile(75))));
        QVERIFY(corrected.valuesAreEquivalent(corrected.valueAtPercentile(99.99), 99'980 * ms));
        QVERIFY(std::abs(corrected.percentileAtOrBelow(1 * ms) - 50.0) < 0.01);
        QVERIFY(corrected.valuesAreEquivalent(corrected.min(), 1 * ms));
    }
};

QTEST_GUILESS_MAIN(TestHdrHistogram)
#include "test_hdr_histogram.moc"
