// A port that vanishes mid-run: the simulator (a separate process) is killed
// with SIGKILL while a bus polls its moteus controllers through the stable
// symlink of --pty-link-dir. The bus reports disconnected, retries by itself,
// reconnects when a new simulator brings the same path back, and the
// telemetry continues in the same ring with the gap marked.

#include "devices/common/bus.h"
#include "devices/moteus/driver.h"
#include "devices/sim/sim_lab.h"

#include <QtTest>

#include <csignal>
#include <sys/types.h>

using namespace loopscope::devices;
using namespace loopscope::devices::moteus;

class TestReconnect : public QObject
{
    Q_OBJECT
private slots:
    void killAndReturn();
};

namespace {
template<typename Pred>
bool pumpUntil(Bus *bus, int timeoutMs, Pred pred, std::vector<TelemetrySample> *samples)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < timeoutMs) {
        bus->heartbeat();
        bus->telemetry(0).drain(samples);
        if (pred())
            return true;
        QThread::msleep(5);
    }
    bus->telemetry(0).drain(samples);
    return pred();
}
} // namespace

void TestReconnect::killAndReturn()
{
    QTemporaryDir linkDir;
    QVERIFY(linkDir.isValid());
    SimEchoOptions options;
    options.moteusIds = QStringLiteral("1-2");
    options.ptyLinkDir = linkDir.path();
    SimLab first;
    QString error;
    QVERIFY2(first.start(options, &error), qPrintable(error));
    const QString portPath = linkDir.filePath(QStringLiteral("moteus-fdcanusb"));
    QVERIFY(QFileInfo::exists(portPath));

    MoteusBusConfig config;
    config.portPath = portPath;
    config.ids = {1, 2};
    config.replyTimeoutMs = 100;
    BusOptions busOptions;
    busOptions.name = QStringLiteral("reconnect");
    busOptions.pollRateHz = 100;
    busOptions.reconnectIntervalMs = 250;
    Bus bus(std::make_unique<MoteusBusBackend>(config), busOptions, nullptr);
    QSignalSpy states(&bus, &Bus::stateChanged);
    bus.start();
    std::vector<TelemetrySample> samples;
    QVERIFY(pumpUntil(&bus, 5000, [&] { return bus.state() == BusState::Connected && samples.size() > 10; }, &samples));
    QVERIFY(std::none_of(samples.begin(), samples.end(), [](const TelemetrySample &s) { return s.gap; }));

    // The port vanishes: SIGKILL, no clean-up by the simulator.
    QVERIFY(::kill(pid_t(first.processId()), SIGKILL) == 0);
    // As when a USB adapter is unplugged, the port's name goes away with it.
    // (Left dangling, the link could resolve again when another process on
    // this machine is handed the same /dev/pts number.)
    QFile::remove(portPath);
    QElapsedTimer sinceKill;
    sinceKill.start();
    QVERIFY(pumpUntil(&bus, 5000, [&] { return bus.state() == BusState::Disconnected; }, &samples));
    const qint64 detectMs = sinceKill.elapsed();
    qInfo("disconnect reported %lld ms after SIGKILL: %s", static_cast<long long>(detectMs),
          qPrintable(bus.lastError()));
    QVERIFY(!bus.lastError().isEmpty());
    first.stop(); // reap
    const std::size_t beforeGap = samples.size();

    // Still retrying while nothing is there.
    const auto errorsBefore = bus.counters().errors;
    QVERIFY(pumpUntil(&bus, 5000, [&] { return bus.counters().errors >= errorsBefore + 2; }, &samples));
    QCOMPARE(bus.state(), BusState::Disconnected);

    // The simulator returns at the same symlink path: the bus reconnects by itself.
    SimLab second;
    QVERIFY2(second.start(options, &error), qPrintable(error));
    QVERIFY(pumpUntil(&bus, 8000, [&] { return bus.state() == BusState::Connected; }, &samples));
    QVERIFY(pumpUntil(&bus, 5000, [&] { return samples.size() > beforeGap + 10; }, &samples));
    QCOMPARE(bus.counters().reconnects, std::uint64_t(1));
    const auto gapSamples = std::count_if(samples.begin(), samples.end(), [](const TelemetrySample &s) { return s.gap; });
    QCOMPARE(gapSamples, 1L);
    const auto gapIt = std::find_if(samples.begin(), samples.end(), [](const TelemetrySample &s) { return s.gap; });
    QVERIFY(gapIt->valid);
    QVERIFY(std::size_t(gapIt - samples.begin()) >= beforeGap);
    const auto gaps = bus.gaps();
    QVERIFY(!gaps.empty());
    QVERIFY(gaps.front().endNs - gaps.front().startNs > 0);
    QVERIFY(states.count() >= 3);
    bus.stop();
}

QTEST_GUILESS_MAIN(TestReconnect)
#include "test_reconnect.moc"
