// Drives UdpEchoProbe + RunCollector directly (no CLI) and prints the
// round-trip figures, for bench/udp_vs_sockperf.sh and for quick checks.
//
//   bench_udp_probe (--sim | --target HOST:PORT) [--rate HZ] [--payload BYTES]
//                   [--duration S] [--warmup S] [--realtime] [--cpu N]
//
// Output: a human-readable table, then one line of key=value figures:
//   figures service_p50_us=… service_p99_us=… latency_p50_us=… latency_p99_us=… sent=… received=… lost=…
#include "core/bench/run_collector.h"
#include "core/bench/udp_echo_probe.h"
#include "devices/sim/sim_lab.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdio>
#include <thread>

using namespace loopscope::core;

namespace {

int usage(const char *why)
{
    std::fprintf(stderr,
                 "bench_udp_probe: %s\n"
                 "usage: bench_udp_probe (--sim | --target HOST:PORT) [--rate HZ] [--payload BYTES]\n"
                 "                       [--duration S] [--warmup S] [--realtime] [--cpu N]\n",
                 why);
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    UdpProbeConfig config;
    config.durationS = 5;
    config.warmupS = 0.5;
    bool sim = false;
    for (int i = 1; i < args.size(); ++i) {
        const QString &a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == QLatin1String("--sim")) {
            sim = true;
        } else if (a == QLatin1String("--realtime")) {
            config.realtime.enabled = true;
        } else if (a == QLatin1String("--target") && hasValue) {
            const QString target = args[++i];
            const qsizetype colon = target.lastIndexOf(QLatin1Char(':'));
            if (colon <= 0)
                return usage("--target wants HOST:PORT");
            config.host = target.left(colon).remove(QLatin1Char('[')).remove(QLatin1Char(']'));
            config.port = target.mid(colon + 1).toUShort();
        } else if (a == QLatin1String("--rate") && hasValue) {
            config.rateHz = args[++i].toDouble();
        } else if (a == QLatin1String("--payload") && hasValue) {
            config.payloadBytes = args[++i].toInt();
        } else if (a == QLatin1String("--duration") && hasValue) {
            config.durationS = args[++i].toDouble();
        } else if (a == QLatin1String("--warmup") && hasValue) {
            config.warmupS = args[++i].toDouble();
        } else if (a == QLatin1String("--cpu") && hasValue) {
            config.realtime.cpu = args[++i].toInt();
        } else {
            return usage(qPrintable(QStringLiteral("unknown argument %1").arg(a)));
        }
    }

    loopscope::devices::SimLab lab;
    if (sim) {
        loopscope::devices::SimEchoOptions options;
        options.deviceCount = 1;
        QString error;
        if (!lab.start(options, &error) || lab.endpoints().isEmpty()) {
            std::fprintf(stderr, "bench_udp_probe: cannot start the simulator: %s\n", qPrintable(error));
            return 1;
        }
        config.host = lab.endpoints().first().host;
        config.port = lab.endpoints().first().port;
    } else if (config.port == 0) {
        return usage("give --sim or --target HOST:PORT");
    }

    UdpEchoProbe probe(config);
    RunCollector collector(probe, 1.0);
    QString error;
    if (!probe.start(&error)) {
        std::fprintf(stderr, "bench_udp_probe: %s\n", qPrintable(error));
        return 1;
    }
    const int64_t limitNs =
        monotonicNs() + static_cast<int64_t>((config.durationS + config.warmupS + 30) * 1e9);
    while (!isTerminal(probe.state()) && monotonicNs() < limitNs) {
        collector.poll();
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    probe.requestStop();
    probe.wait();
    collector.finish();
    if (probe.state() == ProbeState::Failed) {
        std::fprintf(stderr, "bench_udp_probe: failed: %s\n", qPrintable(probe.failureReason()));
        return 1;
    }

    const HdrHistogram &service = collector.total(QStringLiteral("service"));
    const HdrHistogram &latency = collector.total(QStringLiteral("latency"));
    const auto us = [](const HdrHistogram &h, double p) { return double(h.valueAtPercentile(p)) / 1000.0; };
    std::printf("UDP probe %s:%u, %.0f Hz, %d bytes, %.1f s (%s)\n", qPrintable(config.host), config.port,
                config.rateHz, config.payloadBytes, config.durationS,
                qPrintable(probe.realtimeGrant().summary()));
    std::printf("%-8s %10s %10s %10s %10s %10s %10s\n", "channel", "p50 us", "p90 us", "p99 us", "p99.9 us",
                "p99.99 us", "max us");
    for (const auto &[name, h] : {std::pair{"service", &service}, std::pair{"latency", &latency}})
        std::printf("%-8s %10.2f %10.2f %10.2f %10.2f %10.2f %10.2f\n", name, us(*h, 50), us(*h, 90),
                    us(*h, 99), us(*h, 99.9), us(*h, 99.99), double(h->max()) / 1000.0);
    qint64 sent = 0, received = 0, lost = 0;
    QStringList counterText;
    for (const ProbeCounter &c : probe.counters()) {
        counterText << QStringLiteral("%1=%2").arg(c.name).arg(c.value);
        if (c.name == QLatin1String("sent"))
            sent = c.value;
        else if (c.name == QLatin1String("received"))
            received = c.value;
        else if (c.name == QLatin1String("lost"))
            lost = c.value;
    }
    std::printf("counters: %s\n", qPrintable(counterText.join(QLatin1Char(' '))));
    if (!probe.warning().isEmpty())
        std::printf("warning: %s\n", qPrintable(probe.warning()));
    std::printf("figures service_p50_us=%.3f service_p99_us=%.3f latency_p50_us=%.3f latency_p99_us=%.3f "
                "sent=%lld received=%lld lost=%lld\n",
                us(service, 50), us(service, 99), us(latency, 50), us(latency, 99), sent, received, lost);
    return received > 0 ? 0 : 1;
}
