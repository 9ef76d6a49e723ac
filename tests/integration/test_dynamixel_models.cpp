// The Dynamixel driver against loopscope-sim with a bus of three models
// (XM430-W350, XL430-W250, XM540-W270; ROBOTIS e-Manual control tables):
// per-model table (Present Load vs Present Current, no current control on
// the XL430), FAST SYNC READ where one model is polled and SYNC READ on a
// mixed set, indirect addressing, CLEAR.
#include "devices/dynamixel/driver.h"
#include "devices/sim/sim_lab.h"

#include <QElapsedTimer>
#include <QThread>
#include <QtTest>

#include <array>
#include <cmath>

using namespace loopscope::devices;
using namespace loopscope::devices::dynamixel;

class TestDynamixelModels : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        SimEchoOptions options;
        options.deviceCount = 1;
        options.dynamixelIds = QStringLiteral("1-6");
        options.dynamixelBaud = 1000000;
        options.dynamixelModel = QStringLiteral("1-2:1020,3-4:1060,5-6:1120");
        QString error;
        QVERIFY2(m_lab.start(options, &error), qPrintable(error));
        const SimEndpoint *bus = m_lab.endpoint(QStringLiteral("dynamixel"));
        QVERIFY(bus);
        DynamixelBusConfig config;
        config.portPath = bus->ptyPath;
        config.baud = 1000000;
        config.ids = {1, 2, 3, 4, 5, 6};
        config.replyMarginMs = 100; // a loaded CI machine may delay the simulator
        m_backend = std::make_unique<DynamixelBusBackend>(config);
        const DeviceResult r = m_backend->open();
        QVERIFY2(r.ok, qPrintable(r.error));
        for (int i = 0; i < 6; ++i) {
            const DeviceResult identified = m_backend->dynamixel(i)->identify();
            QVERIFY2(identified.ok, qPrintable(identified.error));
        }
    }
    void cleanup()
    {
        for (int i = 0; m_backend && i < m_backend->actuatorCount(); ++i)
            m_backend->actuator(i)->stop(nullptr);
    }

    void eachServoItsModel()
    {
        const QStringList names{QStringLiteral("XM430-W350"), QStringLiteral("XM430-W350"),
                                QStringLiteral("XL430-W250"), QStringLiteral("XL430-W250"),
                                QStringLiteral("XM540-W270"), QStringLiteral("XM540-W270")};
        for (int i = 0; i < 6; ++i) {
            DynamixelActuator *servo = m_backend->dynamixel(i);
            QCOMPARE(servo->identity().model, names[i]);
            const bool xl = i == 2 || i == 3;
            QCOMPARE(servo->hasCurrent(), !xl);
            const auto modes = servo->supportedModes();
            QCOMPARE(std::find(modes.begin(), modes.end(), ControlMode::Current) != modes.end(), !xl);
            QCOMPARE(servo->telemetryChannels()[ChannelCurrent].key,
                     xl ? QStringLiteral("load_pct") : QStringLiteral("current_A"));
            const auto parameters = servo->parameters();
            QCOMPARE(std::any_of(parameters.begin(), parameters.end(),
                                 [](const ParameterDescription &p) { return p.key == QLatin1String("goal_current"); }),
                     !xl);
        }
        // The table's own defaults: Temperature Limit 80 / 72 °C, Velocity Limit 200 / 265 / 128.
        QByteArray data;
        QVERIFY(m_backend->bus().read(1, 31, 1, &data));
        QCOMPARE(int(std::uint8_t(data[0])), 80);
        QVERIFY(m_backend->bus().read(3, 31, 1, &data));
        QCOMPARE(int(std::uint8_t(data[0])), 72);
        const std::array<std::pair<int, int>, 3> limits{{{1, 200}, {3, 265}, {5, 128}}};
        for (const auto &[id, limit] : limits) {
            QVERIFY(m_backend->bus().read(std::uint8_t(id), 44, 4, &data));
            QCOMPARE(int(DxlBus::decodeRaw(data, 4, false)), limit);
        }
    }

    void xl430HasNoCurrentControl()
    {
        DynamixelActuator *xl = m_backend->dynamixel(2);
        ActuatorCommand c;
        c.mode = ControlMode::Current;
        c.effort = 0.1;
        const DeviceResult r = xl->command(c, nullptr);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QLatin1String("no current control")), qPrintable(r.error));
        // The servo itself refuses Goal Current and operating mode 0.
        const DeviceResult goal = m_backend->bus().write(3, addr::GoalCurrent, DxlBus::encodeRaw(10, 2));
        QVERIFY(!goal.ok);
        QVERIFY2(goal.error.contains(QLatin1String("access")), qPrintable(goal.error));
        const DeviceResult mode = m_backend->bus().write(3, addr::OperatingMode, DxlBus::encodeRaw(0, 1));
        QVERIFY2(mode.error.contains(QLatin1String("data range")), qPrintable(mode.error));
        // An XM430 takes both.
        QVERIFY(m_backend->bus().write(1, addr::GoalCurrent, DxlBus::encodeRaw(10, 2)));
    }

    void presentLoadAndPresentCurrent()
    {
        // Velocity mode on an XM430, an XL430 and an XM540: each reports its
        // effort in its own unit (A, or % of stall torque on the XL430).
        ActuatorCommand c;
        c.mode = ControlMode::Velocity;
        c.velocityDegS = 90;
        for (int i : {0, 2, 4}) {
            DynamixelActuator *servo = m_backend->dynamixel(i);
            QVERIFY(!servo->command(c, nullptr)); // torque off: mode remembered
            const DeviceResult on = servo->enableTorque(true);
            QVERIFY2(on.ok, qPrintable(on.error));
        }
        QElapsedTimer timer;
        timer.start();
        std::array<TelemetrySample, 3> samples;
        while (timer.elapsed() < 1500) {
            for (int k = 0; k < 3; ++k)
                QVERIFY(m_backend->dynamixel(2 * k)->command(c, &samples[std::size_t(k)]));
            QThread::msleep(20);
        }
        for (const TelemetrySample &s : samples) {
            QVERIFY(s.valid);
            QVERIFY2(s.values[ChannelVelocity] > 45, qPrintable(QString::number(s.values[ChannelVelocity])));
        }
        const double xmAmps = samples[0].values[ChannelCurrent];
        const double xlPercent = samples[1].values[ChannelCurrent];
        const double xm540Amps = samples[2].values[ChannelCurrent];
        QVERIFY2(xmAmps > 0 && xmAmps < 3, qPrintable(QString::number(xmAmps)));
        QVERIFY2(xlPercent > 1 && xlPercent <= 100, qPrintable(QString::number(xlPercent)));
        QVERIFY2(xm540Amps > 0 && xm540Amps < 5, qPrintable(QString::number(xm540Amps)));
    }

    void fastSyncReadWhereOneModel()
    {
        const std::array<std::uint16_t, 2> xm{1020, 1020};
        const std::array<std::uint16_t, 2> mixed{1020, 1060};
        const std::array<std::uint16_t, 2> unknown{1020, 9};
        QVERIFY(planPresentPoll(xm).fast);
        QVERIFY(!planPresentPoll(mixed).fast);
        QVERIFY(!planPresentPoll(unknown).fast);
        QCOMPARE(planPresentPoll(mixed).presentIsLoad, (std::vector<bool>{false, true}));

        DxlBus &bus = m_backend->bus();
        for (const std::array<std::uint8_t, 2> &ids :
             {std::array<std::uint8_t, 2>{1, 2}, std::array<std::uint8_t, 2>{3, 4}, std::array<std::uint8_t, 2>{5, 6}}) {
            std::vector<std::uint16_t> models;
            for (std::uint8_t id : ids)
                models.push_back(m_backend->dynamixel(id - 1)->modelNumber());
            const PresentPoll poll = planPresentPoll(models);
            QVERIFY(poll.fast);
            const std::uint64_t before = bus.counters().statusPackets;
            std::vector<TelemetrySample> fast;
            DeviceResult r = syncReadPresent(bus, ids, &fast, &poll);
            QVERIFY2(r.ok, qPrintable(r.error));
            QCOMPARE(bus.counters().statusPackets, before + 1); // one packet for both
            std::vector<TelemetrySample> plain;
            r = syncReadPresent(bus, ids, &plain, nullptr);
            QVERIFY2(r.ok, qPrintable(r.error));
            QCOMPARE(bus.counters().statusPackets, before + 3);
            for (std::size_t i = 0; i < 2; ++i) {
                QVERIFY(fast[i].valid && plain[i].valid);
                QVERIFY(std::fabs(fast[i].values[ChannelPosition] - plain[i].values[ChannelPosition]) < 5);
                QCOMPARE(fast[i].values[ChannelVoltage], plain[i].values[ChannelVoltage]);
            }
        }
        // The whole mixed bus: SYNC READ, six statuses.
        std::vector<std::uint16_t> models;
        std::vector<std::uint8_t> all;
        for (int i = 0; i < 6; ++i) {
            models.push_back(m_backend->dynamixel(i)->modelNumber());
            all.push_back(std::uint8_t(i + 1));
        }
        const PresentPoll poll = planPresentPoll(models);
        QVERIFY(!poll.fast);
        const std::uint64_t before = bus.counters().statusPackets;
        std::vector<TelemetrySample> samples;
        QVERIFY(syncReadPresent(bus, all, &samples, &poll));
        QCOMPARE(bus.counters().statusPackets, before + 6);
        // A listed ID that is not there cuts the fast reply: every ID fails, clearly.
        const std::array<std::uint8_t, 3> gap{1, 9, 2};
        std::vector<DxlReadResult> results;
        const DeviceResult r = bus.fastSyncRead(addr::PresentPosition, 4, gap, &results);
        QVERIFY(!r.ok);
        QCOMPARE(results.size(), 3u);
        for (const DxlReadResult &result : results)
            QVERIFY(!result.ok);
    }

    void fastBulkReadAcrossModels()
    {
        const std::array entries{BulkReadEntry{5, addr::PresentPosition, 4}, BulkReadEntry{3, addr::PresentLoad, 2},
                                 BulkReadEntry{1, addr::PresentTemperature, 1}};
        std::vector<DxlReadResult> results;
        const DeviceResult r = m_backend->bus().fastBulkRead(entries, &results);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(results.size(), 3u);
        QCOMPARE(results[0].id, 5);
        QCOMPARE(results[0].data.size(), 4);
        QCOMPARE(results[1].data.size(), 2);
        QCOMPARE(int(std::uint8_t(results[2].data[0])), 25); // °C at rest
    }

    void indirectAddressingBothBlocks()
    {
        DxlBus &bus = m_backend->bus();
        DynamixelActuator *servo = m_backend->dynamixel(1); // ID 2, XM430
        QVERIFY(servo->stop(nullptr));
        for (const auto &[slot, data] : {std::pair<int, int>{168, 224}, std::pair<int, int>{578, 634}}) {
            QByteArray map;
            for (int k = 0; k < 4; ++k)
                map += DxlBus::encodeRaw(addr::PresentPosition + k, 2);
            for (int k = 0; k < 4; ++k)
                map += DxlBus::encodeRaw(addr::GoalPosition + k, 2);
            QVERIFY(bus.write(2, std::uint16_t(slot), map));
            QByteArray viaIndirect;
            QByteArray direct;
            QVERIFY(bus.read(2, std::uint16_t(data), 4, &viaIndirect));
            QVERIFY(bus.read(2, addr::PresentPosition, 4, &direct));
            // Two reads a moment apart: the shaft may still settle by a tick or two.
            QVERIFY2(std::abs(DxlBus::decodeRaw(viaIndirect, 4, true) - DxlBus::decodeRaw(direct, 4, true)) < 8,
                     qPrintable(viaIndirect.toHex() + ' ' + direct.toHex()));
            // Goal Position through Indirect Data 5..8 moves the servo.
            QVERIFY(bus.write(2, addr::TorqueEnable, DxlBus::encodeRaw(1, 1)));
            const std::int64_t target = DxlBus::decodeRaw(direct, 4, true) + (slot == 168 ? 300 : -300);
            QVERIFY(bus.write(2, std::uint16_t(data + 4), DxlBus::encodeRaw(target, 4)));
            QElapsedTimer timer;
            timer.start();
            std::int64_t present = 0;
            while (timer.elapsed() < 5000) {
                QVERIFY(bus.read(2, std::uint16_t(data), 4, &viaIndirect));
                present = DxlBus::decodeRaw(viaIndirect, 4, true);
                if (std::abs(present - target) < 20)
                    break;
                QThread::msleep(20);
            }
            QVERIFY2(std::abs(present - target) < 20,
                     qPrintable(QStringLiteral("present %1 target %2").arg(present).arg(target)));
            // Present Position is read only through Indirect Data too.
            const DeviceResult ro = bus.write(2, std::uint16_t(data), DxlBus::encodeRaw(0, 4));
            QVERIFY2(ro.error.contains(QLatin1String("access")), qPrintable(ro.error));
            QVERIFY(bus.write(2, addr::TorqueEnable, DxlBus::encodeRaw(0, 1)));
        }
    }

    void clearMultiTurn()
    {
        DxlBus &bus = m_backend->bus();
        QVERIFY(bus.write(6, addr::TorqueEnable, DxlBus::encodeRaw(0, 1)));
        QVERIFY(bus.write(6, addr::OperatingMode, DxlBus::encodeRaw(opmode::ExtendedPosition, 1)));
        QVERIFY(bus.write(6, addr::TorqueEnable, DxlBus::encodeRaw(1, 1)));
        QVERIFY(bus.write(6, addr::ProfileVelocity, DxlBus::encodeRaw(0, 4)));
        QVERIFY(bus.write(6, addr::GoalPosition, DxlBus::encodeRaw(4096 + 2048 + 100, 4)));
        QByteArray data;
        QElapsedTimer timer;
        timer.start();
        std::int64_t present = 0;
        std::uint8_t moving = 1;
        while (timer.elapsed() < 15000) {
            QVERIFY(bus.read(6, addr::PresentPosition, 4, &data));
            present = DxlBus::decodeRaw(data, 4, true);
            QVERIFY(bus.read(6, 122, 1, &data));
            moving = std::uint8_t(data[0]);
            if (!moving && present > 4096)
                break;
            QThread::msleep(50);
        }
        QVERIFY2(present > 4096 && !moving, qPrintable(QString::number(present)));
        const DeviceResult r = bus.clearMultiTurn(6);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(bus.read(6, addr::PresentPosition, 4, &data));
        const std::int64_t after = DxlBus::decodeRaw(data, 4, true);
        QVERIFY2(after >= 0 && after < 4096, qPrintable(QString::number(after)));
        QVERIFY(std::abs(after - (present - 4096)) < 10);
        QVERIFY(bus.write(6, addr::TorqueEnable, DxlBus::encodeRaw(0, 1)));
        QVERIFY(bus.write(6, addr::OperatingMode, DxlBus::encodeRaw(opmode::Position, 1)));
    }

private:
    SimLab m_lab;
    std::unique_ptr<DynamixelBusBackend> m_backend;
};

QTEST_GUILESS_MAIN(TestDynamixelModels)
#include "test_dynamixel_models.moc"
