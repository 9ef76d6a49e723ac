// The moteus driver against loopscope-sim's simulated controllers over real
// PTYs, on both transports (fdcanusb lines and RS485 framing): identify IDs
// 1..3, ID sweep, position command moves the telemetry toward the target,
// the device watchdog latches mode 11 once commands stop, and the bus runtime
// on a MoteusBusBackend delivers telemetry. Safety under the firmware's
// watchdog semantics (only position and stay-within time out): every mode the
// driver sends is covered by the device watchdog, a mode it would not cover
// is refused, and with the device watchdog off the host's keep-alive stops
// the servo.

#include "devices/common/bus.h"
#include "devices/moteus/driver.h"
#include "devices/sim/sim_lab.h"
#include "devices/transport/termios_serial_link.h"

#include <QtTest>

#include <cmath>

using namespace loopscope::devices;
using namespace loopscope::devices::moteus;

class TestMoteusSim : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void identifyAndSweep_data();
    void identifyAndSweep();
    void positionMovesAndWatchdog_data() { identifyAndSweep_data(); }
    void positionMovesAndWatchdog();
    void busTelemetry();
    void everyJogModeTimesOut_data();
    void everyJogModeTimesOut();
    void currentModeRefused();
    void hostStopsWhenKeepAliveLapses();

private:
    SimLab m_sim;
};

void TestMoteusSim::initTestCase()
{
    SimEchoOptions options;
    options.moteusIds = QStringLiteral("1-3");
    options.moteusRs485Ids = QStringLiteral("1-3");
    QString error;
    QVERIFY2(m_sim.start(options, &error), qPrintable(error));
    QVERIFY(m_sim.endpoint(QStringLiteral("moteus-fdcanusb")));
    QVERIFY(m_sim.endpoint(QStringLiteral("moteus-rs485")));
    QCOMPARE(m_sim.endpoint(QStringLiteral("moteus-fdcanusb"))->ids, (QList<int>{1, 2, 3}));
}

void TestMoteusSim::identifyAndSweep_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("fdcanusb") << QStringLiteral("moteus-fdcanusb");
    QTest::newRow("rs485") << QStringLiteral("moteus-rs485");
}

namespace {
std::unique_ptr<MoteusLink> linkFor(const QString &kind, FrameStream *stream)
{
    if (kind == QLatin1String("moteus-rs485"))
        return std::make_unique<Rs485MoteusLink>(stream);
    return std::make_unique<FdcanusbMoteusLink>(stream);
}
} // namespace

void TestMoteusSim::identifyAndSweep()
{
    QFETCH(QString, kind);
    const SimEndpoint *endpoint = m_sim.endpoint(kind);
    QVERIFY(endpoint);
    TermiosSerialLink serial;
    QVERIFY2(serial.open(endpoint->ptyPath, 921600), qPrintable(serial.errorString()));
    auto link = linkFor(kind, &serial);
    for (int id = 1; id <= 3; ++id) {
        MoteusActuator actuator(link.get(), id, endpoint->ptyPath, 200);
        const DeviceResult r = actuator.identify();
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(!actuator.identity().firmware.isEmpty());
        QVERIFY(actuator.registerMapVersion() > 0);
        QCOMPARE(actuator.identity().id, id);
    }
    QString error;
    const auto found = sweepMoteusIds(link.get(), {1, 2, 3, 4, 5}, endpoint->ptyPath, 50, nullptr, {}, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(found.size(), std::size_t(3));
    for (std::size_t i = 0; i < found.size(); ++i)
        QCOMPARE(found[i].id, int(i) + 1);
}

void TestMoteusSim::positionMovesAndWatchdog()
{
    QFETCH(QString, kind);
    const SimEndpoint *endpoint = m_sim.endpoint(kind);
    QVERIFY(endpoint);
    TermiosSerialLink serial;
    QVERIFY(serial.open(endpoint->ptyPath, 921600));
    auto link = linkFor(kind, &serial);
    MoteusActuator actuator(link.get(), 2, endpoint->ptyPath, 200);
    QVERIFY(actuator.stop(nullptr).ok);
    TelemetrySample start;
    QVERIFY(actuator.query(&start).ok);
    const double startDeg = start.values[ChannelPosition];
    const double targetDeg = startDeg + 60;
    QVERIFY(actuator.setDeviceWatchdog(0.1).ok);
    ActuatorCommand c;
    c.mode = ControlMode::Position;
    c.positionDeg = targetDeg;
    c.velocityDegS = 0;
    TelemetrySample sample;
    QElapsedTimer timer;
    timer.start();
    double bestError = std::abs(targetDeg - startDeg);
    while (timer.elapsed() < 4000 && bestError > 5) {
        const DeviceResult r = actuator.command(c, &sample);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(sample.deviceMode, 10);
        bestError = std::min(bestError, std::abs(targetDeg - sample.values[ChannelPosition]));
        QThread::msleep(10);
    }
    QVERIFY2(bestError < 30, qPrintable(QStringLiteral("position %1 deg, target %2 deg")
                                            .arg(sample.values[ChannelPosition]).arg(targetDeg)));
    // Commands stop: after the 0.1 s watchdog the controller latches mode 11.
    QThread::msleep(400);
    QVERIFY(actuator.query(&sample).ok);
    QCOMPARE(sample.deviceMode, 11);
    QVERIFY(sample.faultText.contains(QLatin1String("timeout")));
    QVERIFY(actuator.stop(&sample).ok);
    QCOMPARE(sample.deviceMode, 0);
}

void TestMoteusSim::busTelemetry()
{
    const SimEndpoint *endpoint = m_sim.endpoint(QStringLiteral("moteus-fdcanusb"));
    QVERIFY(endpoint);
    MoteusBusConfig config;
    config.portPath = endpoint->ptyPath;
    config.ids = {1, 3};
    config.replyTimeoutMs = 100;
    BusOptions options;
    options.name = QStringLiteral("sim");
    options.pollRateHz = 100;
    Bus bus(std::make_unique<MoteusBusBackend>(config), options, nullptr);
    bus.start();
    QTRY_COMPARE_WITH_TIMEOUT(bus.state(), BusState::Connected, 5000);
    QCOMPARE(bus.identity(1).id, 3);
    QVERIFY(!bus.identity(1).firmware.isEmpty());
    ActuatorCommand c;
    c.mode = ControlMode::Velocity;
    c.velocityDegS = 90;
    QVERIFY(bus.setSetpoint(0, c));
    std::vector<TelemetrySample> samples;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 3000 && samples.size() < 50) {
        bus.heartbeat();
        bus.telemetry(0).drain(&samples);
        QThread::msleep(20);
    }
    QVERIFY(samples.size() >= 50);
    QVERIFY(samples.back().valid);
    QCOMPARE(samples.back().mode, ControlMode::Velocity);
    QVERIFY(samples.back().values[ChannelPosition] > samples.front().values[ChannelPosition]);
    QVERIFY(bus.counters().commands > 0);
    bus.stop();
}

void TestMoteusSim::everyJogModeTimesOut_data()
{
    QTest::addColumn<int>("mode");
    QTest::newRow("position") << int(ControlMode::Position);
    QTest::newRow("velocity") << int(ControlMode::Velocity);
    QTest::newRow("torque") << int(ControlMode::Torque);
}

void TestMoteusSim::everyJogModeTimesOut()
{
    // The firmware's watchdog stops position mode only; the driver sends
    // every jog mode as position mode 10, so each one is stopped by it.
    QFETCH(int, mode);
    const SimEndpoint *endpoint = m_sim.endpoint(QStringLiteral("moteus-fdcanusb"));
    QVERIFY(endpoint);
    TermiosSerialLink serial;
    QVERIFY(serial.open(endpoint->ptyPath, 921600));
    auto link = linkFor(QStringLiteral("moteus-fdcanusb"), &serial);
    MoteusActuator actuator(link.get(), 3, endpoint->ptyPath, 200);
    QVERIFY(actuator.stop(nullptr).ok);
    QVERIFY(actuator.setDeviceWatchdog(0.1).ok);
    ActuatorCommand c;
    c.mode = ControlMode(mode);
    c.velocityDegS = 30;
    c.effort = 0.05;
    TelemetrySample sample;
    QVERIFY(actuator.query(&sample).ok);
    c.positionDeg = sample.values[ChannelPosition];
    QVERIFY(actuator.command(c, &sample).ok);
    QCOMPARE(sample.deviceMode, 10);
    QThread::msleep(400); // four times the watchdog, no command
    QVERIFY(actuator.query(&sample).ok);
    QCOMPARE(sample.deviceMode, 11);
    QVERIFY(actuator.stop(&sample).ok);
    QCOMPARE(sample.deviceMode, 0);
}

void TestMoteusSim::currentModeRefused()
{
    // Current mode (9) keeps driving on the firmware when commands stop: the
    // driver refuses it and sends nothing.
    const SimEndpoint *endpoint = m_sim.endpoint(QStringLiteral("moteus-fdcanusb"));
    QVERIFY(endpoint);
    TermiosSerialLink serial;
    QVERIFY(serial.open(endpoint->ptyPath, 921600));
    auto link = linkFor(QStringLiteral("moteus-fdcanusb"), &serial);
    MoteusActuator actuator(link.get(), 1, endpoint->ptyPath, 200);
    QVERIFY(actuator.stop(nullptr).ok);
    const auto modes = actuator.supportedModes();
    QVERIFY(std::find(modes.begin(), modes.end(), ControlMode::Current) == modes.end());
    ActuatorCommand c;
    c.mode = ControlMode::Current;
    c.effort = 1.0;
    TelemetrySample sample;
    const DeviceResult r = actuator.command(c, &sample);
    QVERIFY(!r.ok);
    QVERIFY(!r.error.isEmpty());
    QVERIFY(actuator.query(&sample).ok);
    QCOMPARE(sample.deviceMode, 0);
}

void TestMoteusSim::hostStopsWhenKeepAliveLapses()
{
    // The device watchdog off (NaN on the wire): nothing on the device stops
    // the velocity command, so the host's keep-alive must.
    const SimEndpoint *endpoint = m_sim.endpoint(QStringLiteral("moteus-rs485"));
    QVERIFY(endpoint);
    MoteusBusConfig config;
    config.portPath = endpoint->ptyPath;
    config.transport = MoteusTransport::Rs485;
    config.ids = {2};
    config.replyTimeoutMs = 100;
    auto backend = std::make_unique<MoteusBusBackend>(config);
    Actuator *actuator = backend->actuator(0);
    QVERIFY(actuator);
    QVERIFY(actuator->setDeviceWatchdog(0).ok);
    BusOptions options;
    options.name = QStringLiteral("sim");
    options.pollRateHz = 100;
    options.deviceWatchdogS = 0; // leave it off
    options.heartbeatTimeoutMs = 200;
    options.stopOnHeartbeatLoss = true;
    Bus bus(std::move(backend), options, nullptr);
    bus.start();
    QTRY_COMPARE_WITH_TIMEOUT(bus.state(), BusState::Connected, 5000);
    ActuatorCommand c;
    c.mode = ControlMode::Velocity;
    c.velocityDegS = 60;
    bus.heartbeat();
    QVERIFY(bus.setSetpoint(0, c));
    std::vector<TelemetrySample> samples;
    QElapsedTimer timer;
    timer.start();
    bool moving = false;
    while (timer.elapsed() < 5000 && !moving) {
        bus.heartbeat();
        samples.clear();
        bus.telemetry(0).drain(&samples);
        for (const TelemetrySample &s : samples)
            moving = moving || (s.valid && s.deviceMode == 10 && s.values[ChannelVelocity] > 20);
        QThread::msleep(20);
    }
    QVERIFY(moving);
    // The keep-alive lapses: the host stops the servo (mode 0), not its watchdog.
    bool stopped = false;
    timer.restart();
    while (timer.elapsed() < 5000 && !stopped) {
        samples.clear();
        bus.telemetry(0).drain(&samples);
        for (const TelemetrySample &s : samples)
            stopped = stopped || (s.valid && s.deviceMode == 0);
        QThread::msleep(20);
    }
    QVERIFY(stopped);
    QVERIFY(bus.counters().heartbeatLosses >= 1);
    bus.stop();
}

QTEST_GUILESS_MAIN(TestMoteusSim)
#include "test_moteus_sim.moc"
