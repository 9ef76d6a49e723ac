// The Dynamixel driver against loopscope-sim's Dynamixel 2.0 bus on a PTY:
// identify, move, sync read, bus watchdog, wrong baud.
#include "devices/discovery/scanner.h"
#include "devices/dynamixel/driver.h"
#include "devices/sim/sim_lab.h"

#include <QElapsedTimer>
#include <QThread>
#include <QtTest>

#include <array>
#include <cmath>

using namespace loopscope::devices;
using namespace loopscope::devices::dynamixel;

class TestDynamixelSim : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        SimEchoOptions options;
        options.deviceCount = 1;
        options.dynamixelIds = QStringLiteral("1-4");
        options.dynamixelBaud = 57600;
        QString error;
        QVERIFY2(m_lab.start(options, &error), qPrintable(error));
        const SimEndpoint *bus = m_lab.endpoint(QStringLiteral("dynamixel"));
        QVERIFY(bus);
        QCOMPARE(bus->ids, (QList<int>{1, 2, 3, 4}));
        m_pty = bus->ptyPath;
    }

    void init()
    {
        DynamixelBusConfig config;
        config.portPath = m_pty;
        config.baud = 57600;
        config.ids = {1, 2, 3, 4};
        config.replyMarginMs = 100; // a loaded CI machine may delay the simulator
        m_backend = std::make_unique<DynamixelBusBackend>(config);
        const DeviceResult r = m_backend->open();
        QVERIFY2(r.ok, qPrintable(r.error));
    }
    void cleanup()
    {
        for (int i = 0; m_backend && i < m_backend->actuatorCount(); ++i)
            m_backend->actuator(i)->stop(nullptr);
        m_backend.reset();
    }

    void identifiesEveryId()
    {
        QCOMPARE(m_backend->address(), m_pty + QStringLiteral("@57600"));
        for (int i = 0; i < 4; ++i) {
            Actuator *servo = m_backend->actuator(i);
            const DeviceResult r = servo->identify();
            QVERIFY2(r.ok, qPrintable(r.error));
            QCOMPARE(servo->identity().id, i + 1);
            QCOMPARE(servo->identity().model, QStringLiteral("XM430-W350"));
            QVERIFY(!servo->identity().firmware.isEmpty());
            QVERIFY(servo->identity().probeRttMs > 0);
        }
        QString error;
        const auto found = m_backend->bus().broadcastPing(252, 0, nullptr, &error);
        QCOMPARE(found.size(), 4u);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(found[std::size_t(i)].id, i + 1);
    }

    void goalPositionMovesServo()
    {
        DynamixelActuator *servo = m_backend->dynamixel(0);
        QVERIFY(servo->identify());
        TelemetrySample before;
        QVERIFY(servo->query(&before));
        const double goal = before.values[ChannelPosition] + 45;
        ActuatorCommand c;
        c.mode = ControlMode::Position;
        c.positionDeg = goal;
        QVERIFY(!servo->command(c, nullptr)); // torque off: rejected
        DeviceResult r = servo->enableTorque(true);
        QVERIFY2(r.ok, qPrintable(r.error));
        r = servo->command(c, nullptr);
        QVERIFY2(r.ok, qPrintable(r.error));
        TelemetrySample now;
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < 5000) {
            QVERIFY(servo->query(&now));
            if (std::fabs(now.values[ChannelPosition] - goal) < 2)
                break;
            QThread::msleep(20);
        }
        QCOMPARE(now.mode, ControlMode::Position);
        QVERIFY2(std::fabs(now.values[ChannelPosition] - goal) <
                     std::fabs(before.values[ChannelPosition] - goal) / 4,
                 qPrintable(QStringLiteral("before %1 now %2 goal %3")
                                .arg(before.values[ChannelPosition])
                                .arg(now.values[ChannelPosition])
                                .arg(goal)));
        QVERIFY(now.values[ChannelVoltage] > 5);
        QVERIFY(servo->stop(&now));
        QCOMPARE(now.mode, ControlMode::Stopped);
    }

    void syncReadAndWriteAllIds()
    {
        for (int i = 0; i < 4; ++i) {
            QVERIFY(m_backend->dynamixel(i)->identify());
            QVERIFY(m_backend->dynamixel(i)->enableTorque(true));
        }
        const std::array<std::uint8_t, 4> ids{1, 2, 3, 4};
        std::vector<TelemetrySample> samples;
        DeviceResult r = syncReadPresent(m_backend->bus(), ids, &samples);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(samples.size(), 4u);
        std::array<double, 4> goals{};
        for (std::size_t i = 0; i < 4; ++i) {
            QVERIFY(samples[i].valid);
            goals[i] = samples[i].values[ChannelPosition] - 10.0 * double(i + 1);
        }
        QVERIFY(syncWriteGoalPositions(m_backend->bus(), ids, goals, nullptr));
        QElapsedTimer timer;
        timer.start();
        bool arrived = false;
        while (!arrived && timer.elapsed() < 5000) {
            QThread::msleep(50);
            QVERIFY(syncReadPresent(m_backend->bus(), ids, &samples));
            arrived = true;
            for (std::size_t i = 0; i < 4; ++i)
                arrived = arrived && std::fabs(samples[i].values[ChannelPosition] - goals[i]) < 2;
        }
        QVERIFY(arrived);
        QCOMPARE(m_backend->bus().counters().crcErrors, 0u);
    }

    void busWatchdogStopsMotor()
    {
        DynamixelActuator *servo = m_backend->dynamixel(1);
        QVERIFY(servo->identify());
        QVERIFY(servo->setDeviceWatchdog(0.1));
        ActuatorCommand c;
        c.mode = ControlMode::Velocity;
        c.velocityDegS = 120;
        QVERIFY(!servo->command(c, nullptr)); // torque off; velocity mode remembered
        DeviceResult r = servo->enableTorque(true);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(servo->operatingMode(), opmode::Velocity);
        TelemetrySample s;
        for (int i = 0; i < 15; ++i) { // keep commanding for ~300 ms: the watchdog is fed
            r = servo->command(c, &s);
            QVERIFY2(r.ok, qPrintable(r.error));
            QThread::msleep(20);
        }
        QCOMPARE(s.mode, ControlMode::Velocity);
        QVERIFY2(s.values[ChannelVelocity] > 30, qPrintable(QString::number(s.values[ChannelVelocity])));
        QThread::msleep(400); // silence: longer than the 100 ms watchdog
        QVERIFY(servo->query(&s));
        QCOMPARE(s.mode, ControlMode::Stopped);
        QVERIFY2(s.faultCode & kFaultWatchdogExpired, qPrintable(s.faultText));
        QVERIFY(s.faultText.contains(QLatin1String("watchdog")));
        r = servo->command(c, nullptr);
        QVERIFY(!r.ok);
        // Re-enabling torque clears the expired watchdog and the servo obeys again.
        QVERIFY(servo->enableTorque(true));
        QVERIFY(servo->command(c, &s));
        QCOMPARE(s.faultCode & kFaultWatchdogExpired, 0);
        QVERIFY(servo->setDeviceWatchdog(0));
    }

    void wrongBaudFindsNothing()
    {
        DynamixelBusConfig config;
        config.portPath = m_pty;
        config.baud = 115200;
        config.ids = {1};
        m_backend = std::make_unique<DynamixelBusBackend>(config);
        QVERIFY(m_backend->open());
        const DeviceResult r = m_backend->actuator(0)->identify();
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QLatin1String("no status from ID 1")), qPrintable(r.error));
        QString error;
        QVERIFY(m_backend->bus().broadcastPing(252, 0, nullptr, &error).empty());

        ScanOptions options;
        options.enumeratePorts = false;
        options.ports = {m_pty};
        options.protocols = {QStringLiteral("dynamixel")};
        options.dynamixelBauds = {9600, 115200, 1000000};
        m_backend.reset(); // the scan opens the port itself
        const ScanResult result = runScan(options, nullptr, nullptr);
        QVERIFY(result.devices.empty());
        QVERIFY(result.errors.isEmpty());
        QCOMPARE(result.ports.size(), 1u);
        QCOMPARE(result.ports[0].probes.size(), 3);
    }

private:
    SimLab m_lab;
    QString m_pty;
    std::unique_ptr<DynamixelBusBackend> m_backend;
};

QTEST_GUILESS_MAIN(TestDynamixelSim)
#include "test_dynamixel_sim.moc"
