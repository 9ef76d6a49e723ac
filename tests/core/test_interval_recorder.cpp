// IntervalRecorder: a writer thread records a known sequence while the
// reader takes intervals concurrently; nothing is lost or counted twice.
#include "core/histogram/interval_recorder.h"

#include <QtTest>

#include <atomic>
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

    void concurrentWriterLosesNothing()
    {
        IntervalRecorder rec;
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
};

QTEST_GUILESS_MAIN(TestIntervalRecorder)
#include "test_interval_recorder.moc"
