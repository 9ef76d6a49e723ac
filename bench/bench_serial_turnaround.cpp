// Serial request→reply turnaround on a PTY pair: a responder thread on the
// master side answers each request line immediately; the host side is
//   (a) a raw termios baseline (open + raw + write + poll + read, no classes),
//   (b) TermiosSerialLink (devices/transport/termios_serial_link.h),
//   (c) QtSerialLink (QSerialPort with waitForReadyRead in this worker thread).
// Prints p50/p99/max per design (HdrHistogram) and each p50 / baseline p50.
// Decision recorded in serial_link.h: the default is whichever stays within
// 20 % of the baseline at p50 (TermiosSerialLink; see the printed ratios).
//
// Usage: bench_serial_turnaround [iterations=5000]

#include "core/histogram/hdr_histogram.h"
#include "core/timing/realtime.h"
#include "devices/transport/qt_serial_link.h"
#include "devices/transport/termios_serial_link.h"

#include <QCoreApplication>

#include <atomic>
#include <cstdio>
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <termios.h>
#include <thread>
#include <unistd.h>

using loopscope::core::HdrHistogram;
using loopscope::core::monotonicNs;
using namespace loopscope::devices;

namespace {
const char kRequest[] = "can send 8001 01000a11001f01\n";
const char kReply[] = "OK\nrcv 100 2104000a\n";

struct Responder
{
    int master = -1;
    int slave = -1;
    QString path;
    std::atomic<bool> stop{false};
    std::thread thread;

    bool start()
    {
        char name[256] = {};
        if (::openpty(&master, &slave, name, nullptr, nullptr) != 0)
            return false;
        struct termios tio {};
        ::tcgetattr(master, &tio);
        ::cfmakeraw(&tio);
        ::tcsetattr(master, TCSANOW, &tio);
        path = QString::fromLocal8Bit(name);
        thread = std::thread([this] { run(); });
        return true;
    }
    void run()
    {
        char buffer[256];
        std::size_t have = 0;
        while (!stop) {
            pollfd p{master, POLLIN, 0};
            if (::poll(&p, 1, 50) <= 0)
                continue;
            const ssize_t n = ::read(master, buffer + have, sizeof buffer - have);
            if (n <= 0)
                continue;
            have += std::size_t(n);
            for (std::size_t i = 0; i < have; ++i) {
                if (buffer[i] == '\n') {
                    (void)!::write(master, kReply, sizeof kReply - 1);
                    have = 0;
                    break;
                }
            }
            if (have == sizeof buffer)
                have = 0;
        }
    }
    ~Responder()
    {
        stop = true;
        if (thread.joinable())
            thread.join();
        if (master >= 0)
            ::close(master);
        if (slave >= 0)
            ::close(slave);
    }
};

bool readReply(const std::function<long(char *, std::size_t)> &readSome)
{
    std::size_t got = 0;
    char buffer[128];
    while (got < sizeof kReply - 1) {
        const long n = readSome(buffer, sizeof buffer);
        if (n <= 0)
            return false;
        got += std::size_t(n);
    }
    return true;
}

struct Result
{
    const char *name;
    HdrHistogram histogram;
    long failures = 0;
};

void print(const Result &r, double baselineP50)
{
    const double p50 = double(r.histogram.valueAtPercentile(50)) / 1000.0;
    std::printf("%-22s n=%-6lld p50=%8.1f us  p99=%8.1f us  max=%8.1f us  p50/baseline=%5.2f  failures=%ld\n",
                r.name, static_cast<long long>(r.histogram.totalCount()), p50,
                double(r.histogram.valueAtPercentile(99)) / 1000.0, double(r.histogram.max()) / 1000.0,
                baselineP50 > 0 ? p50 / baselineP50 : 0.0, r.failures);
}

void runBaseline(Result &r, const QString &path, int iterations)
{
    const int fd = ::open(path.toLocal8Bit().constData(), O_RDWR | O_NOCTTY | O_NONBLOCK);
    QString error;
    if (fd < 0 || !configureRawSerial(fd, 921600, &error)) {
        std::fprintf(stderr, "baseline: cannot open %s\n", qPrintable(path));
        return;
    }
    for (int i = 0; i < iterations; ++i) {
        const std::int64_t start = monotonicNs();
        (void)!::write(fd, kRequest, sizeof kRequest - 1);
        const bool ok = readReply([fd](char *b, std::size_t c) -> long {
            pollfd p{fd, POLLIN, 0};
            if (::poll(&p, 1, 1000) <= 0)
                return -1;
            return long(::read(fd, b, c));
        });
        if (ok)
            r.histogram.record(monotonicNs() - start);
        else
            ++r.failures;
    }
    ::close(fd);
}

void runLink(Result &r, SerialLink &link, const QString &path, int iterations)
{
    if (!link.open(path, 921600)) {
        std::fprintf(stderr, "%s: %s\n", r.name, qPrintable(link.errorString()));
        return;
    }
    for (int i = 0; i < iterations; ++i) {
        const std::int64_t start = monotonicNs();
        link.write(kRequest, sizeof kRequest - 1);
        const bool ok = readReply([&link](char *b, std::size_t c) { return link.read(b, c, 1000); });
        if (ok)
            r.histogram.record(monotonicNs() - start);
        else
            ++r.failures;
    }
    link.close();
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int iterations = argc > 1 ? std::max(100, std::atoi(argv[1])) : 5000;
    Responder responder;
    if (!responder.start()) {
        std::fprintf(stderr, "cannot open a PTY pair\n");
        return 1;
    }
    std::printf("serial request->reply turnaround on a PTY (%d exchanges each, %zu-byte request, %zu-byte reply)\n",
                iterations, sizeof kRequest - 1, sizeof kReply - 1);
    // Warm up, then interleave the designs in rounds so that load from other
    // processes on a shared machine falls on all of them alike.
    TermiosSerialLink termios;
    QtSerialLink qt;
    Result warmup{"warm-up", HdrHistogram(), 0};
    runBaseline(warmup, responder.path, iterations / 10);
    Result baseline{"raw termios baseline", HdrHistogram(), 0};
    Result t{"TermiosSerialLink", HdrHistogram(), 0};
    Result q{"QtSerialLink", HdrHistogram(), 0};
    constexpr int kRounds = 10;
    for (int round = 0; round < kRounds; ++round) {
        runBaseline(baseline, responder.path, iterations / kRounds);
        runLink(t, termios, responder.path, iterations / kRounds);
        runLink(q, qt, responder.path, iterations / kRounds);
    }
    const double base = double(baseline.histogram.valueAtPercentile(50)) / 1000.0;
    print(baseline, base);
    print(t, base);
    print(q, base);
    const double tRatio = double(t.histogram.valueAtPercentile(50)) / 1000.0 / base;
    const double qRatio = double(q.histogram.valueAtPercentile(50)) / 1000.0 / base;
    std::printf("within 20%% of baseline at p50: termios=%s qserialport=%s; default: %s\n",
                tRatio <= 1.2 ? "yes" : "no", qRatio <= 1.2 ? "yes" : "no",
                tRatio <= 1.2 ? "TermiosSerialLink" : (qRatio <= 1.2 ? "QtSerialLink" : "none within 20%"));
    return 0;
}
