// Histogram recording cost and memory. Prints figures only (no assertions):
//   - HdrHistogram::record, 1 ns .. 1 h, 3 digits (target <= 10 ns/value)
//   - HdrHistogram::recordCorrected (values mostly below the interval)
//   - IntervalRecorder::record (the wait-free writer path)
//   - memory footprint of the histogram (target <= 300 KiB)
// Each figure is the best of several runs of a tight loop, timed with
// std::chrono::steady_clock. Two loop shapes:
//   - a table of 64 Ki log-normal latencies (~60 µs with a tail), replayed;
//   - the shape HdrHistogram's own benchmarks use: xorshift64 values in
//     1..2^20 ns generated in the loop, so the figure can be set beside the
//     reference's (bench/histogram_vs_reference.sh runs Java HdrHistogram's
//     recordValue in the same loop, bench/HdrRecordLoop.java).
#include "core/histogram/hdr_histogram.h"
#include "core/histogram/interval_recorder.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

using loopscope::core::HdrHistogram;
using loopscope::core::IntervalRecorder;

namespace {

constexpr int kRuns = 5;

// 64 Ki varied latencies (log-normal around ~60 µs, with a tail), small enough
// to stay in cache so the loop measures recording, not memory traffic.
std::vector<int64_t> makeValues()
{
    std::mt19937_64 rng(42);
    std::lognormal_distribution<double> dist(11.0, 1.2);
    std::vector<int64_t> values(1 << 16);
    for (auto &v : values)
        v = std::clamp<int64_t>(static_cast<int64_t>(dist(rng)), 1, HdrHistogram::kDefaultHighest);
    return values;
}

template <typename Fn>
double bestNsPerValue(int64_t totalValues, Fn &&runOnce)
{
    double best = 1e30;
    for (int r = 0; r < kRuns; ++r) {
        const auto t0 = std::chrono::steady_clock::now();
        runOnce();
        const auto t1 = std::chrono::steady_clock::now();
        const double ns = std::chrono::duration<double, std::nano>(t1 - t0).count();
        best = std::min(best, ns / static_cast<double>(totalValues));
    }
    return best;
}

// xorshift64 (Marsaglia): the values HdrHistogram's benchmarks record, 1..2^20.
struct XorShift
{
    uint64_t x = 88172645463325252ULL;
    int64_t next()
    {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        return int64_t(x & ((1ULL << 20) - 1)) + 1;
    }
};

} // namespace

int main(int argc, char **argv)
{
    int64_t total = 100'000'000;
    if (argc > 1)
        total = std::max<int64_t>(1 << 16, std::atoll(argv[1]));
    const std::vector<int64_t> values = makeValues();
    const auto n = static_cast<int64_t>(values.size());
    const int64_t passes = total / n;
    const int64_t recorded = passes * n;

    HdrHistogram h;
    const double recordNs = bestNsPerValue(recorded, [&] {
        h.reset();
        for (int64_t p = 0; p < passes; ++p)
            for (int64_t v : values)
                h.record(v);
    });
    if (h.totalCount() != recorded)
        std::printf("warning: recorded %lld of %lld\n", static_cast<long long>(h.totalCount()),
                    static_cast<long long>(recorded));

    const int64_t expectedIntervalNs = 1'000'000; // 1 kHz schedule
    const double correctedNs = bestNsPerValue(recorded, [&] {
        h.reset();
        for (int64_t p = 0; p < passes; ++p)
            for (int64_t v : values)
                h.recordCorrected(v, expectedIntervalNs);
    });
    const int64_t correctedTotal = h.totalCount();

    IntervalRecorder recorder;
    HdrHistogram interval = recorder.makeHistogram();
    const double recorderNs = bestNsPerValue(recorded, [&] {
        for (int64_t p = 0; p < passes; ++p)
            for (int64_t v : values)
                recorder.record(v);
        recorder.takeInterval(interval);
    });

    // The reference loop shape: values made in the loop, no table.
    const double xorshiftRecordNs = bestNsPerValue(total, [&] {
        h.reset();
        XorShift rng;
        for (int64_t i = 0; i < total; ++i)
            h.record(rng.next());
    });
    const int64_t xorshiftP50 = h.valueAtPercentile(50);
    IntervalRecorder xorshiftRecorder;
    HdrHistogram xorshiftInterval = xorshiftRecorder.makeHistogram();
    const double xorshiftRecorderNs = bestNsPerValue(total, [&] {
        XorShift rng;
        for (int64_t i = 0; i < total; ++i)
            xorshiftRecorder.record(rng.next());
        xorshiftRecorder.takeInterval(xorshiftInterval);
    });
    // The fallback where membarrier is refused (old kernels, seccomp): two atomic increments per record.
    IntervalRecorder phaserRecorder(HdrHistogram::kDefaultLowest, HdrHistogram::kDefaultHighest,
                                    HdrHistogram::kDefaultDigits, IntervalRecorder::Fencing::Phaser);
    const double phaserRecorderNs = bestNsPerValue(total, [&] {
        XorShift rng;
        for (int64_t i = 0; i < total; ++i)
            phaserRecorder.record(rng.next());
        phaserRecorder.takeInterval(xorshiftInterval);
    });

    std::printf("bench_histogram: %lld values per run, best of %d runs\n", static_cast<long long>(recorded), kRuns);
    std::printf("  xorshift loop (values 1..2^20 ns made in the loop, %lld per run; HdrHistogram's shape):\n",
                static_cast<long long>(total));
    std::printf("  HdrHistogram::record            %6.2f ns/value   (reference: HdrHistogram_c about 6-8 here; p50 %lld)\n",
                xorshiftRecordNs, static_cast<long long>(xorshiftP50));
    std::printf("  IntervalRecorder::record        %6.2f ns/value   (%.2fx the plain record; target <= 1.5x; %s)\n",
                xorshiftRecorderNs, xorshiftRecorderNs / xorshiftRecordNs,
                xorshiftRecorder.usesMembarrier() ? "membarrier" : "phaser: membarrier not offered");
    std::printf("  IntervalRecorder, phaser        %6.2f ns/value   (%.2fx the plain record: the fallback)\n",
                phaserRecorderNs, phaserRecorderNs / xorshiftRecordNs);
    std::printf("  table loop (64 Ki log-normal latencies replayed):\n");
    std::printf("  HdrHistogram::record            %6.2f ns/value   (target <= 10)\n", recordNs);
    std::printf("  HdrHistogram::recordCorrected   %6.2f ns/value   (1 ms interval, %lld values recorded)\n",
                correctedNs, static_cast<long long>(correctedTotal));
    std::printf("  IntervalRecorder::record        %6.2f ns/value   (interval total %lld)\n", recorderNs,
                static_cast<long long>(interval.totalCount()));
    std::printf("  memory, 1 ns..1 h, 3 digits     %6.1f KiB        (target <= 300; %d counts, %d sub-buckets)\n",
                static_cast<double>(h.memoryFootprintBytes()) / 1024.0, h.countsLength(), h.subBucketCount());
    std::printf("  memory, IntervalRecorder        %6.1f KiB        (two histograms)\n",
                2.0 * static_cast<double>(h.memoryFootprintBytes()) / 1024.0);
    std::printf("  p50 %.1f us, p99 %.1f us, max %.1f us of the recorded values\n",
                static_cast<double>(interval.valueAtPercentile(50)) / 1e3,
                static_cast<double>(interval.valueAtPercentile(99)) / 1e3, static_cast<double>(interval.max()) / 1e3);
    return 0;
}
