// IntervalRecorder: a writer thread records a known sequence while the
// reader takes intervals concurrently; nothing is lost or counted twice.
#include "core/histogram/interval_recorder.h"

#include <QtTest>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <vector>
#include <chrono>
#include <thread>

using loopscope::core::HdrHistogram;
using loopscope::core::IntervalRecorder;

class TestIntervalRecorder : public QObject
{
    Q_OBJECT

private slots:
    void sequentialIntervals()
    {
        IntervalRecorder rec;
        HdrHistogram interval = rec.makeHistogram();
        rec.record(1000);
        rec.record(2000);
        rec.takeInterval(interval);
        QCOMPARE(interval.totalCount(), int64_t{2});
        QCOMPARE(interval.countAtValue(1000), int64_t{1});
        rec.recordCorrected(100'000, 10'000); // 100 µs with a 10 µs expected interval: 10 values
        rec.takeInterval(interval);
        QCOMPARE(interval.totalCount(), int64_t{10});
        QCOMPARE(interval.countAtValue(1000), int64_t{0});
        rec.takeInterval(interval);
        QCOMPARE(interval.totalCount(), int64_t{0});

        // A destination with another configuration still receives the values.
        HdrHistogram other(1000, 1'000'000'000, 2);
        rec.record(5'000'000);
        rec.takeInterval(other);
        QCOMPARE(other.totalCount(), int64_t{1});
        QVERIFY(other.valuesAreEquivalent(other.max(), 5'000'000));
    }

    void concurrentWriterLosesNothing_data()
    {
        QTest::addColumn<bool>("phaser");
        QTest::newRow("automatic (membarrier where offered)") << false;
        QTest::newRow("phaser (the fallback)") << true;
    }

    void concurrentWriterLosesNothing()
    {
        QFETCH(bool, phaser);
        IntervalRecorder rec(HdrHistogram::kDefaultLowest, HdrHistogram::kDefaultHighest, HdrHistogram::kDefaultDigits,
                             phaser ? IntervalRecorder::Fencing::Phaser : IntervalRecorder::Fencing::Automatic);
        if (phaser)
            QVERIFY(!rec.usesMembarrier());
        else
            qInfo("membarrier(PRIVATE_EXPEDITED): %s", rec.usesMembarrier() ? "used" : "not offered here");
        constexpr int64_t kValues = 3'000'000;
        std::atomic<bool> done{false};
        // Values cycle through 1..1000 µs so the expected sum of every
        // value's bucket is known exactly.
        std::thread writer([&] {
            for (int64_t i = 0; i < kValues; ++i)
                rec.record((i % 1000 + 1) * 1000);
            done.store(true, std::memory_order_release);
        });

        HdrHistogram interval = rec.makeHistogram();
        HdrHistogram sum = rec.makeHistogram();
        int intervals = 0;
        int nonEmpty = 0;
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
        while (!done.load(std::memory_order_acquire) && std::chrono::steady_clock::now() < deadline) {
            rec.takeInterval(interval);
            ++intervals;
            if (interval.totalCount() > 0)
                ++nonEmpty;
            sum.add(interval);
            std::this_thread::sleep_for(std::chrono::microseconds(200));
        }
        writer.join();
        rec.takeInterval(interval);
        sum.add(interval);

        QVERIFY(intervals > 1);
        QVERIFY2(nonEmpty > 1, "the reader never took an interval while the writer ran");
        QCOMPARE(sum.totalCount(), kValues);
        for (int64_t us = 1; us <= 1000; ++us)
            QCOMPARE(sum.countAtValue(us * 1000), kValues / 1000);
        QCOMPARE(sum.outOfRangeCount(), int64_t{0});
        qInfo("%d intervals, %d non-empty", intervals, nonEmpty);
    }

    // bench_histogram's loop (HdrHistogram's benchmark shape: xorshift64
    // values in 1..2^20 ns): the plain record, the interval recorder (with a
    // reader taking intervals meanwhile) and the exact order statistics of
    // the same values agree: every percentile the histogram reports is the
    // exact value's bucket (its highest equivalent value), and the recorder's
    // intervals add up to the plain histogram count for count.
    void xorshiftLoopGivesTheExactPercentiles()
    {
        constexpr int64_t kValues = 1'000'000;
        std::vector<int64_t> values;
        values.reserve(size_t(kValues));
        uint64_t x = 88172645463325252ULL;
        for (int64_t i = 0; i < kValues; ++i) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            values.push_back(int64_t(x & ((1ULL << 20) - 1)) + 1);
        }
        HdrHistogram plain;
        for (int64_t v : values)
            QVERIFY(plain.record(v));
        IntervalRecorder rec;
        std::atomic<bool> done{false};
        std::thread writer([&] {
            for (int64_t v : values)
                rec.record(v);
            done.store(true, std::memory_order_release);
        });
        HdrHistogram interval = rec.makeHistogram();
        HdrHistogram sum = rec.makeHistogram();
        while (!done.load(std::memory_order_acquire)) {
            rec.takeInterval(interval);
            sum.add(interval);
        }
        writer.join();
        rec.takeInterval(interval);
        sum.add(interval);
        QCOMPARE(sum.totalCount(), kValues);
        for (int32_t i = 0; i < plain.countsLength(); ++i)
            QCOMPARE(sum.countAtIndex(i), plain.countAtIndex(i));

        std::vector<int64_t> sorted = values;
        std::sort(sorted.begin(), sorted.end());
        for (double p : {1.0, 10.0, 25.0, 50.0, 75.0, 90.0, 99.0, 99.9, 99.99, 100.0}) {
            const auto rank = std::max<int64_t>(1, int64_t(std::ceil(p / 100.0 * double(kValues))));
            const int64_t exact = sorted[size_t(rank - 1)];
            QCOMPARE(plain.valueAtPercentile(p), plain.highestEquivalentValue(exact));
            QCOMPARE(sum.valueAtPercentile(p), plain.valueAtPercentile(p));
        }
        QCOMPARE(plain.max(), plain.highestEquivalentValue(sorted.back()));
        QCOMPARE(plain.min(), plain.lowestEquivalentValue(sorted.front()));
    }
};

QTEST_GUILESS_MAIN(TestIntervalRecorder)
#include "test_interval_recorder.moc"
