// What the host probes cost the host they measure: process CPU time per
// second of run, and per sample, for the hiccup probe (1 ms resolution), the
// timer probe (1 thread, 1000 µs) and the deadline probe (1 kHz, no work).
// Prints figures; asserts nothing.
//
//   bench_hiccup_cost [--seconds S]   (default 5 per probe)

#include "core/bench/deadline_probe.h"
#include "core/bench/hiccup_probe.h"
#include "core/bench/timer_latency_probe.h"

#include <QCoreApplication>
#include <QStringList>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <thread>

using namespace loopscope::core;

namespace {

double processCpuS()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + ts.tv_nsec / 1e9;
}

qint64 counter(const LatencyProbe &probe, const char *name)
{
    for (const ProbeCounter &c : probe.counters())
        if (c.name == QLatin1String(name))
            return c.value;
    return 0;
}

// Runs the probe to its end; prints and returns nothing but figures.
void measure(const char *name, LatencyProbe &probe, const char *sampleCounter)
{
    const double cpuBeforeS = processCpuS();
    const auto wallStart = std::chrono::steady_clock::now();
    QString error;
    if (!probe.start(&error)) {
        std::fprintf(stderr, "%s: cannot start: %s\n", name, qPrintable(error));
        return;
    }
    while (!isTerminal(probe.state()))
        std::this_thread::sleep_for(std::chrono::milliseconds(50)); // the bench's own share is tiny
    probe.wait();
    const double wallS = std::chrono::duration<double>(std::chrono::steady_clock::now() - wallStart).count();
    const double cpuS = processCpuS() - cpuBeforeS;
    const qint64 samples = counter(probe, sampleCounter);
    HdrHistogram h = probe.channels().front().recorder->makeHistogram();
    probe.channels().front().recorder->takeInterval(h);
    std::printf("%-9s wall %.2f s  samples %lld  cpu %.1f ms/s (%.2f %% of one CPU)  %.2f us/sample  "
                "p50 %.1f us  p99 %.1f us  max %.1f us\n",
                name, wallS, static_cast<long long>(samples), cpuS * 1e3 / wallS, cpuS / wallS * 100,
                samples > 0 ? cpuS * 1e6 / double(samples) : 0.0, h.valueAtPercentile(50) / 1e3,
                h.valueAtPercentile(99) / 1e3, h.max() / 1e3);
    std::printf("figures %s_cpu_ms_per_s=%.3f %s_cpu_us_per_sample=%.3f\n", name, cpuS * 1e3 / wallS, name,
                samples > 0 ? cpuS * 1e6 / double(samples) : 0.0);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    double seconds = 5;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--seconds") && i + 1 < args.size()) {
            bool ok = false;
            seconds = args[++i].toDouble(&ok);
            if (!ok || seconds < 0.5 || seconds > 3600) {
                std::fprintf(stderr, "bench_hiccup_cost: --seconds wants 0.5..3600\n");
                return 2;
            }
        } else {
            std::fprintf(stderr, "usage: bench_hiccup_cost [--seconds S]\n");
            return 2;
        }
    }
    std::printf("bench_hiccup_cost: %.1f s per probe, normal scheduling, %u CPUs\n", seconds,
                std::thread::hardware_concurrency());

    HiccupConfig hiccup;
    hiccup.resolutionMs = 1;
    hiccup.durationS = seconds;
    HiccupProbe hiccupProbe(hiccup);
    measure("hiccup", hiccupProbe, "samples");

    TimerLatencyConfig timer;
    timer.durationS = seconds;
    timer.realtime = false;
    timer.lockMemory = false;
    TimerLatencyProbe timerProbe(timer);
    measure("timer", timerProbe, "cycles");

    DeadlineConfig deadline;
    deadline.durationS = seconds;
    DeadlineProbe deadlineProbe(deadline);
    measure("deadline", deadlineProbe, "cycles");
    return 0;
}
