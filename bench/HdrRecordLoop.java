// The reference for bench_histogram's xorshift loop: HdrHistogram's own Java
// Histogram (Debian's libhdrhistogram-java) recording the same values in the
// same loop shape — xorshift64 values in 1..2^20 ns, 100 M records, best of
// 5 — so the two ns/value figures can be set side by side in one run
// (bench/histogram_vs_reference.sh).
import org.HdrHistogram.Histogram;

public final class HdrRecordLoop {
    public static void main(String[] args) {
        final long total = args.length > 0 ? Long.parseLong(args[0]) : 100_000_000L;
        final Histogram h = new Histogram(1L, 3_600_000_000_000L, 3);
        double best = Double.MAX_VALUE;
        long sink = 0;
        for (int run = 0; run < 5; ++run) {
            h.reset();
            long x = 88172645463325252L;
            final long t0 = System.nanoTime();
            for (long i = 0; i < total; ++i) {
                x ^= x << 13;
                x ^= x >>> 7;
                x ^= x << 17;
                h.recordValue((x & ((1L << 20) - 1)) + 1);
            }
            final long t1 = System.nanoTime();
            best = Math.min(best, (double) (t1 - t0) / total);
            sink += h.getTotalCount();
        }
        System.out.printf("java HdrHistogram.recordValue %.2f ns/value (best of 5, %d values, p50 %d, total %d)%n", best,
                          total, h.getValueAtPercentile(50), sink);
    }
}
