// Interoperability helper for tests/integration/test_hlog_java_interop.cpp.
// Runs the reference HdrHistogram Java library (Debian libhdrhistogram-java):
//   java HlogCheck read  FILE        read an .hlog, print one line per interval
//   java HlogCheck write FILE N      write N known intervals, print the same lines
//   java HlogCheck hgrm  FILE RATIO  print the percentile distribution of the
//                                    first interval (outputPercentileDistribution)
// Line format: tag startMs totalCount max p50 p90 p99 p99.9 (tag "-" when none).
import java.io.File;
import java.io.PrintStream;
import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.HdrHistogram.HistogramLogWriter;

public class HlogCheck {
    static void describe(PrintStream out, AbstractHistogram h) {
        String tag = h.getTag() == null ? "-" : h.getTag();
        out.println(tag + " " + h.getStartTimeStamp() + " " + h.getTotalCount() + " " + h.getMaxValue() + " "
            + h.getValueAtPercentile(50.0) + " " + h.getValueAtPercentile(90.0) + " "
            + h.getValueAtPercentile(99.0) + " " + h.getValueAtPercentile(99.9));
    }

    static int read(String path) throws Exception {
        HistogramLogReader reader = new HistogramLogReader(new File(path));
        int n = 0;
        EncodableHistogram e;
        while ((e = reader.nextIntervalHistogram()) != null) {
            if (!(e instanceof AbstractHistogram)) {
                System.err.println("interval " + n + " is not an integer histogram");
                return 2;
            }
            describe(System.out, (AbstractHistogram) e);
            ++n;
        }
        reader.close();
        System.out.println("intervals " + n);
        return 0;
    }

    static int write(String path, int intervals) throws Exception {
        long startMs = 1700000000000L;
        PrintStream file = new PrintStream(new File(path));
        HistogramLogWriter writer = new HistogramLogWriter(file);
        writer.outputLogFormatVersion();
        writer.outputStartTime(startMs);
        writer.setBaseTime(startMs);
        writer.outputBaseTime(startMs);
        writer.outputLegend();
        for (int i = 0; i < intervals; ++i) {
            // Every third interval uses another configuration (lowest 1000, 2 digits).
            Histogram h = (i % 3 == 2) ? new Histogram(1000L, 3600L * 1000 * 1000 * 1000, 2)
                                       : new Histogram(3600L * 1000 * 1000 * 1000, 3);
            long seed = 12345 + i;
            for (int j = 0; j < 1000 * (i + 1); ++j) {
                seed = (seed * 6364136223846793005L + 1442695040888963407L);
                long v = 1000 + ((seed >>> 20) % 5000000L) * (i + 1);
                h.recordValue(v);
            }
            h.recordValue(250000000L * (i + 1)); // one outlier per interval
            if (i % 2 == 1)
                h.setTag("java" + i);
            h.setStartTimeStamp(startMs + 1000L * i);
            h.setEndTimeStamp(startMs + 1000L * (i + 1));
            writer.outputIntervalHistogram(h);
            describe(System.out, h);
        }
        writer.close();
        System.out.println("intervals " + intervals);
        return 0;
    }

    static int hgrm(String path, double ratio) throws Exception {
        HistogramLogReader reader = new HistogramLogReader(new File(path));
        EncodableHistogram e = reader.nextIntervalHistogram();
        reader.close();
        if (!(e instanceof AbstractHistogram)) {
            System.err.println("no integer histogram in " + path);
            return 2;
        }
        ((AbstractHistogram) e).outputPercentileDistribution(System.out, 5, ratio);
        return 0;
    }

    public static void main(String[] args) throws Exception {
        int rc;
        if (args.length == 3 && args[0].equals("hgrm"))
            rc = hgrm(args[1], Double.parseDouble(args[2]));
        else if (args.length == 2 && args[0].equals("read"))
            rc = read(args[1]);
        else if (args.length == 3 && args[0].equals("write"))
            rc = write(args[1], Integer.parseInt(args[2]));
        else {
            System.err.println("usage: HlogCheck read FILE | write FILE N | hgrm FILE RATIO");
            rc = 64;
        }
        System.exit(rc);
    }
}
