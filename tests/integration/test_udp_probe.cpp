// The UDP round-trip probe against the real simulator (loopscope-sim) on
// loopback: loss, reordering and duplication injected by the simulator are
// measured; bad targets fail with a clear reason.
#include "core/bench/run_collector.h"
#include "core/bench/udp_echo_probe.h"
#include "devices/sim/sim_lab.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <netinet/in.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

using namespace loopscope::core;
using namespace loopscope::devices;

namespace {

struct RunResult
{
    ProbeState state = ProbeState::Invalid;
    QString failure;
    std::map<QString, qint64> counters;
    int64_t latencyCount = 0;
    int64_t serviceCount = 0;
    int64_t latencyP50 = 0, serviceP50 = 0, latencyMax = 0, serviceMax = 0;
    qint64 csvSentSum = 0;
};

// Runs the probe to its end (bounded by limitS), polling a RunCollector
// like the CLI does; stopAfterS > 0 presses "stop" after that long.
RunResult runProbe(UdpProbeConfig config, double limitS, double stopAfterS = 0)
{
    RunResult result;
    UdpEchoProbe probe(config);
    RunCollector collector(probe, 0.5);
    QTemporaryDir dir;
    QString error;
    if (!collector.streamTo(dir.path(), QStringLiteral("run"), &error))
        qWarning("streaming: %s", qPrintable(error));
    if (!probe.start(&error)) {
        result.state = probe.state();
        result.failure = error;
        return result;
    }
    const int64_t startNs = monotonicNs();
    while (!isTerminal(probe.state())) {
        const double elapsedS = double(monotonicNs() - startNs) / 1e9;
        if (elapsedS > limitS)
            break;
        if (stopAfterS > 0 && elapsedS > stopAfterS)
            probe.requestStop();
        collector.poll();
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    probe.requestStop();
    probe.wait();
    collector.finish();
    result.state = probe.state();
    result.failure = probe.failureReason();
    for (const ProbeCounter &c : probe.counters())
        result.counters[c.name] = c.value;
    const HdrHistogram &latency = collector.total(QStringLiteral("latency"));
    const HdrHistogram &service = collector.total(QStringLiteral("service"));
    result.latencyCount = latency.totalCount();
    result.serviceCount = service.totalCount();
    result.latencyP50 = latency.valueAtPercentile(50);
    result.serviceP50 = service.valueAtPercentile(50);
    result.latencyMax = latency.max();
    result.serviceMax = service.max();
    QFile csv(dir.filePath(QStringLiteral("run.intervals.csv")));
    if (csv.open(QIODevice::ReadOnly)) {
        const QStringList header = QString::fromUtf8(csv.readLine()).trimmed().split(QLatin1Char(','));
        const qsizetype sentColumn = header.indexOf(QStringLiteral("sent"));
        while (!csv.atEnd()) {
            const QStringList row = QString::fromUtf8(csv.readLine()).trimmed().split(QLatin1Char(','));
            if (sentColumn > 0 && row.size() > sentColumn && row[2] == QLatin1String("latency"))
                result.csvSentSum += row[sentColumn].toLongLong();
        }
    }
    return result;
}

} // namespace

class TestUdpProbe : public QObject
{
    Q_OBJECT

    SimLab m_sim;

    quint16 startSim(const SimEchoOptions &options)
    {
        m_sim.stop();
        QString error;
        if (!m_sim.start(options, &error)) {
            qWarning("loopscope-sim: %s", qPrintable(error));
            return 0;
        }
        return m_sim.endpoints().isEmpty() ? 0 : m_sim.endpoints().first().port;
    }

private slots:
    void cleanup() { m_sim.stop(); }

    void noLossAt1kHzFor5s()
    {
        SimEchoOptions options;
        options.deviceCount = 1;
        UdpProbeConfig config;
        config.port = startSim(options);
        QVERIFY(config.port != 0);
        config.rateHz = 1000;
        config.durationS = 5;
        const RunResult r = runProbe(config, 30);
        QCOMPARE(r.state, ProbeState::Finished);
        QCOMPARE(r.counters.at("sent"), 5000);
        QCOMPARE(r.counters.at("received"), 5000);
        QCOMPARE(r.counters.at("lost"), 0);
        QCOMPARE(r.counters.at("duplicated"), 0);
        QCOMPARE(r.counters.at("foreign"), 0);
        QCOMPARE(r.counters.at("late"), 0);
        QCOMPARE(r.counters.at("send_errors"), 0);
        QCOMPARE(r.latencyCount, 5000);
        QCOMPARE(r.serviceCount, 5000);
        // Every latency (from the intended time) >= its service time (from the
        // actual send), so each order statistic is too.
        QVERIFY(r.latencyP50 >= r.serviceP50);
        QVERIFY(r.latencyMax >= r.serviceMax);
        QVERIFY(r.serviceP50 > 0);
        QCOMPARE(r.csvSentSum, 5000); // the per-interval deltas add up
    }

    void busyPollReceivesEverything()
    {
        SimEchoOptions options;
        options.deviceCount = 1;
        UdpProbeConfig config;
        config.port = startSim(options);
        QVERIFY(config.port != 0);
        config.rateHz = 1000;
        config.durationS = 1;
        config.busyPoll = true; // non-blocking receive in a spin loop
        const RunResult r = runProbe(config, 30);
        QCOMPARE(r.state, ProbeState::Finished);
        QCOMPARE(r.counters.at("sent"), 1000);
        QCOMPARE(r.counters.at("received"), 1000);
        QCOMPARE(r.counters.at("lost"), 0);
        QCOMPARE(r.serviceCount, 1000);
        QVERIFY(r.serviceP50 > 0);
    }

    // One thread sends and waits for each reply (UdpProbeConfig::pingPong).
    void pingPongReceivesEverything()
    {
        SimEchoOptions options;
        options.deviceCount = 1;
        UdpProbeConfig config;
        config.port = startSim(options);
        QVERIFY(config.port != 0);
        config.rateHz = 1000;
        config.durationS = 1;
        // Warm-up replies are answered, not recorded, and end the wait for
        // them (waiting out the loss timeout for each, the run would not
        // finish within runProbe's limit).
        config.warmupS = 0.2;
        config.pingPong = true;
        const RunResult r = runProbe(config, 30);
        QCOMPARE(r.state, ProbeState::Finished);
        QCOMPARE(r.counters.at("sent"), 1000);
        QCOMPARE(r.counters.at("received"), 1000);
        QCOMPARE(r.counters.at("lost"), 0);
        QCOMPARE(r.latencyCount, 1000);
        QVERIFY(r.latencyP50 >= r.serviceP50);
        QVERIFY(r.serviceP50 > 0);
    }

    // A reply slower than the period delays the next sends in ping-pong
    // mode; the schedule stays absolute, so the latency from the intended
    // send times grows and shows it (nothing is hidden by waiting).
    void pingPongSlowRepliesShowAsLatency()
    {
        SimEchoOptions options;
        options.deviceCount = 1;
        options.delayUs = 3000; // every reply 3 ms late, at a 1 ms period
        UdpProbeConfig config;
        config.port = startSim(options);
        QVERIFY(config.port != 0);
        config.rateHz = 1000;
        config.count = 200;
        config.pingPong = true;
        const RunResult r = runProbe(config, 30);
        QCOMPARE(r.state, ProbeState::Finished);
        QCOMPARE(r.counters.at("received"), 200);
        qInfo("service p50 %.2f ms, latency p50 %.2f ms, max %.2f ms", r.serviceP50 / 1e6, r.latencyP50 / 1e6,
              r.latencyMax / 1e6);
        QVERIFY(r.serviceP50 >= 3'000'000);
        // Datagram k leaves about 3k ms in, meant for k ms: latency ~2k ms.
        QVERIFY2(r.latencyP50 > 10 * r.serviceP50, "the delayed sends show in the latency channel");
        QVERIFY(r.latencyMax > 300'000'000);
    }

    void pingPongCountsLosses()
    {
        SimEchoOptions options;
        options.deviceCount = 1;
        options.dropRatio = 0.05;
        options.seed = 5;
        UdpProbeConfig config;
        config.port = startSim(options);
        QVERIFY(config.port != 0);
        config.rateHz = 1000;
        config.count = 600;
        config.lossTimeoutS = 0.05;
        config.pingPong = true;
        const RunResult r = runProbe(config, 30);
        QCOMPARE(r.state, ProbeState::Finished);
        QCOMPARE(r.counters.at("sent"), 600);
        QVERIFY(r.counters.at("lost") > 0);
        QCOMPARE(r.counters.at("received") + r.counters.at("lost"), 600);
        QCOMPARE(r.latencyCount, r.counters.at("received"));
    }

    void injectedDropIsMeasured()
    {
        SimEchoOptions options;
        options.deviceCount = 1;
        options.dropRatio = 0.05;
        options.seed = 7;
        UdpProbeConfig config;
        config.port = startSim(options);
        QVERIFY(config.port != 0);
        config.rateHz = 2000;
        config.count = 6000;
        config.lossTimeoutS = 0.5;
        const RunResult r = runProbe(config, 30);
        QCOMPARE(r.state, ProbeState::Finished);
        QCOMPARE(r.counters.at("sent"), 6000);
        const double lostRatio = double(r.counters.at("lost")) / 6000.0;
        qInfo("lost %lld of 6000 (%.2f %%)", r.counters.at("lost"), lostRatio * 100);
        QVERIFY2(lostRatio >= 0.035 && lostRatio <= 0.065, qPrintable(QString::number(lostRatio)));
        QCOMPARE(r.counters.at("received") + r.counters.at("lost"), 6000);
        QCOMPARE(r.latencyCount, r.counters.at("received"));
        QCOMPARE(r.counters.at("foreign"), 0);
    }

    void injectedReorderingAndDuplicationAreCounted()
    {
        SimEchoOptions options;
        options.deviceCount = 1;
        options.reorderRatio = 0.05;
        options.duplicateRatio = 0.05;
        options.seed = 11;
        UdpProbeConfig config;
        config.port = startSim(options);
        QVERIFY(config.port != 0);
        config.rateHz = 2000;
        config.count = 5000;
        const RunResult r = runProbe(config, 30);
        QCOMPARE(r.state, ProbeState::Finished);
        QCOMPARE(r.counters.at("received"), 5000);
        QCOMPARE(r.counters.at("lost"), 0);
        const double duplicated = double(r.counters.at("duplicated")) / 5000.0;
        const double reordered = double(r.counters.at("reordered")) / 5000.0;
        qInfo("duplicated %.2f %%, reordered %.2f %%", duplicated * 100, reordered * 100);
        QVERIFY2(duplicated >= 0.03 && duplicated <= 0.07, qPrintable(QString::number(duplicated)));
        QVERIFY2(reordered >= 0.02 && reordered <= 0.08, qPrintable(QString::number(reordered)));
        QCOMPARE(r.counters.at("foreign"), 0);
        QCOMPARE(r.latencyCount, 5000); // duplicates are not recorded twice
    }

    void warmupIsNotRecorded()
    {
        SimEchoOptions options;
        options.deviceCount = 1;
        UdpProbeConfig config;
        config.port = startSim(options);
        QVERIFY(config.port != 0);
        config.rateHz = 1000;
        config.warmupS = 0.5;
        config.count = 300;
        const RunResult r = runProbe(config, 30);
        QCOMPARE(r.state, ProbeState::Finished);
        QCOMPARE(r.counters.at("sent"), 300);
        QCOMPARE(r.counters.at("received"), 300);
        QCOMPARE(r.latencyCount, 300);
        QCOMPARE(r.serviceCount, 300);
    }

    void stopEndsTheRunEarly()
    {
        SimEchoOptions options;
        options.deviceCount = 1;
        UdpProbeConfig config;
        config.port = startSim(options);
        QVERIFY(config.port != 0);
        config.rateHz = 500;
        config.durationS = 60;
        const RunResult r = runProbe(config, 20, 0.5);
        QCOMPARE(r.state, ProbeState::Stopped);
        QVERIFY(r.counters.at("sent") > 0);
        QVERIFY(r.counters.at("sent") < 30000);
        QCOMPARE(r.counters.at("lost"), 0);
        QCOMPARE(r.latencyCount, r.counters.at("received"));
    }

    void unknownHostFailsClearly()
    {
        UdpProbeConfig config;
        config.host = QStringLiteral("no-such-host.invalid");
        config.port = 7;
        config.durationS = 1;
        UdpEchoProbe probe(config);
        QString error;
        QVERIFY(!probe.start(&error));
        QVERIFY2(error.startsWith(QLatin1String("cannot resolve host 'no-such-host.invalid': ")),
                 qPrintable(error));
        QCOMPARE(probe.state(), ProbeState::Failed);
        QCOMPARE(probe.failureReason(), error);
    }

    void refusedPortFailsClearly()
    {
        // A port nobody listens on: bind an ephemeral one, then free it.
        const int fd = ::socket(AF_INET, SOCK_DGRAM, 0);
        QVERIFY(fd >= 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        QCOMPARE(::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)), 0);
        socklen_t length = sizeof(address);
        QCOMPARE(::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length), 0);
        ::close(fd);

        UdpProbeConfig config;
        config.port = ntohs(address.sin_port);
        config.rateHz = 100;
        config.durationS = 60;
        const RunResult r = runProbe(config, 10);
        QCOMPARE(r.state, ProbeState::Failed);
        QVERIFY2(r.failure.startsWith(QLatin1String("port refused: no device listening on 127.0.0.1:")),
                 qPrintable(r.failure));
        QVERIFY(r.counters.at("refused") > 0);
        QCOMPARE(r.counters.at("received"), 0);
    }

    void vanishedDeviceFailsClearly()
    {
        SimEchoOptions options;
        options.deviceCount = 1;
        UdpProbeConfig config;
        config.port = startSim(options);
        QVERIFY(config.port != 0);
        config.rateHz = 200;
        config.durationS = 60;
        UdpEchoProbe probe(config);
        QString error;
        QVERIFY2(probe.start(&error), qPrintable(error));
        const int64_t startNs = monotonicNs();
        while (monotonicNs() - startNs < 500'000'000 && !isTerminal(probe.state()))
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        m_sim.stop(); // the device goes away mid-run
        while (monotonicNs() - startNs < 15'000'000'000 && !isTerminal(probe.state()))
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        probe.requestStop();
        probe.wait();
        QCOMPARE(probe.state(), ProbeState::Failed);
        QVERIFY2(probe.failureReason().contains(QLatin1String("stopped listening")),
                 qPrintable(probe.failureReason()));
        qint64 received = 0;
        for (const ProbeCounter &c : probe.counters())
            if (c.name == QLatin1String("received"))
                received = c.value;
        QVERIFY(received > 0); // what was measured before is kept
    }

    void invalidParametersAreRefused_data()
    {
        QTest::addColumn<double>("rateHz");
        QTest::addColumn<int>("payloadBytes");
        QTest::addColumn<double>("durationS");
        QTest::addColumn<double>("linkBitsPerS");
        QTest::addColumn<QString>("message");
        QTest::newRow("rate 0") << 0.0 << 64 << 1.0 << 1e9 << "rate 0 Hz is outside 1..10000 Hz";
        QTest::newRow("rate too high") << 20000.0 << 64 << 1.0 << 1e9 << "rate 20000 Hz is outside";
        QTest::newRow("payload small") << 100.0 << 8 << 1.0 << 1e9 << "payload 8 bytes is outside 16..1472";
        QTest::newRow("payload big") << 100.0 << 1500 << 1.0 << 1e9 << "payload 1500 bytes";
        QTest::newRow("no end") << 100.0 << 64 << 0.0 << 1e9 << "give a duration or a count";
        QTest::newRow("link budget") << 10000.0 << 1472 << 1.0 << 100e6
                                     << "more than the 100.0 Mbit/s link budget";
    }
    void invalidParametersAreRefused()
    {
        QFETCH(double, rateHz);
        QFETCH(int, payloadBytes);
        QFETCH(double, durationS);
        QFETCH(double, linkBitsPerS);
        QFETCH(QString, message);
        UdpProbeConfig config;
        config.port = 7;
        config.rateHz = rateHz;
        config.payloadBytes = payloadBytes;
        config.durationS = durationS;
        config.linkBudgetBitsPerS = linkBitsPerS;
        UdpEchoProbe probe(config);
        QString error;
        QVERIFY(!probe.start(&error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QCOMPARE(probe.state(), ProbeState::Failed);
    }
};

QTEST_GUILESS_MAIN(TestUdpProbe)
#include "test_udp_probe.moc"
