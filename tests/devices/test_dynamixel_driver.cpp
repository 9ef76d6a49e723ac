// The Dynamixel driver over an in-memory pipe with a fake bus of servos that
// decodes the instruction packets and answers like the e-Manual says.
#include "devices/dynamixel/driver.h"
#include "devices/transport/memory_pipe.h"

#include <QtTest>

#include <array>
#include <atomic>
#include <map>
#include <mutex>
#include <thread>

using namespace loopscope::devices;
using namespace loopscope::devices::dynamixel;

namespace {

// A fake Dynamixel bus on the device end of a MemoryPipe.
class FakeServos
{
public:
    enum class Fault { None, BadCrc, Garbage, Truncate, Silent };

    FakeServos(FrameStream *stream, std::vector<int> ids) : m_stream(stream)
    {
        for (int id : ids) {
            auto &t = m_tables[id];
            t.fill(0);
            put(id, addr::ModelNumber, 2, kModelXM430W350);
            put(id, addr::FirmwareVersion, 1, 46);
            put(id, addr::Id, 1, id);
            put(id, addr::OperatingMode, 1, opmode::Position);
            put(id, addr::PresentPosition, 4, 2048 + 100);
            put(id, addr::PresentVelocity, 4, std::uint32_t(-10));
            put(id, addr::PresentCurrent, 2, 37);
            put(id, addr::PresentInputVoltage, 2, 121);
            put(id, addr::PresentTemperature, 1, 31);
        }
        m_thread = std::thread([this] { run(); });
    }
    ~FakeServos()
    {
        m_stop = true;
        m_thread.join();
    }

    void put(int id, int address, int size, std::uint32_t value)
    {
        std::lock_guard lock(m_mutex);
        for (int i = 0; i < size; ++i)
            m_tables[id][std::size_t(address + i)] = std::uint8_t(value >> (8 * i));
    }
    std::uint32_t get(int id, int address, int size)
    {
        std::lock_guard lock(m_mutex);
        std::uint32_t v = 0;
        for (int i = 0; i < size; ++i)
            v |= std::uint32_t(m_tables[id][std::size_t(address + i)]) << (8 * i);
        return v;
    }
    void setNextFault(Fault fault) { m_fault = fault; }
    void setRejectAddress(int address) { m_rejectAddress = address; }
    int instructionsSeen() const { return m_seen; }

private:
    void run()
    {
        PacketDecoder decoder;
        while (!m_stop) {
            const QByteArray bytes = m_stream->read(std::chrono::milliseconds(5));
            decoder.feed(bytes);
            while (auto p = decoder.next())
                handle(*p);
        }
    }
    void reply(int id, std::uint8_t err, const QByteArray &params)
    {
        QByteArray packet = makeStatusPacket(std::uint8_t(id), err, params);
        switch (m_fault.exchange(Fault::None)) {
        case Fault::BadCrc:
            packet[packet.size() - 1] = char(packet.back() ^ 0x5A);
            break;
        case Fault::Garbage:
            packet.prepend(QByteArray("\x01\xFF\x13garbage", 10));
            break;
        case Fault::Truncate:
            packet.chop(4);
            break;
        case Fault::Silent:
            return;
        case Fault::None:
            break;
        }
        m_stream->write(packet);
    }
    QByteArray slice(int id, int address, int length)
    {
        std::lock_guard lock(m_mutex);
        return QByteArray(reinterpret_cast<const char *>(m_tables[id].data()) + address, length);
    }
    void store(int id, int address, QByteArrayView data)
    {
        std::lock_guard lock(m_mutex);
        for (qsizetype i = 0; i < data.size(); ++i)
            m_tables[id][std::size_t(address + i)] = std::uint8_t(data[i]);
    }
    void handle(const Packet &p)
    {
        ++m_seen;
        const auto u16 = [&](int at) { return int(*readLe(p.params, at, 2)); };
        const bool broadcast = p.id == kBroadcastId;
        if (p.instruction == inst::Ping) {
            for (auto &[id, table] : m_tables) {
                if (broadcast || id == p.id)
                    reply(id, 0, slice(id, 0, 2) + slice(id, 6, 1));
            }
        } else if (p.instruction == inst::Read && m_tables.count(p.id)) {
            reply(p.id, 0, slice(p.id, u16(0), u16(2)));
        } else if (p.instruction == inst::Write && m_tables.count(p.id)) {
            if (u16(0) == m_rejectAddress)
                return reply(p.id, error::DataRange, {});
            store(p.id, u16(0), QByteArrayView(p.params).sliced(2));
            reply(p.id, 0, {});
        } else if (p.instruction == inst::SyncWrite) {
            const int address = u16(0), length = u16(2);
            for (qsizetype at = 4; at + 1 + length <= p.params.size(); at += 1 + length) {
                const int id = std::uint8_t(p.params[at]);
                if (m_tables.count(id))
                    store(id, address, QByteArrayView(p.params).sliced(at + 1, length));
            }
        } else if (p.instruction == inst::SyncRead) {
            for (qsizetype at = 4; at < p.params.size(); ++at) {
                const int id = std::uint8_t(p.params[at]);
                if (m_tables.count(id))
                    reply(id, 0, slice(id, u16(0), u16(2)));
            }
        } else if (p.instruction == inst::BulkRead) {
            for (qsizetype at = 0; at + 5 <= p.params.size(); at += 5) {
                const int id = std::uint8_t(p.params[at]);
                if (m_tables.count(id))
                    reply(id, 0, slice(id, u16(int(at) + 1), u16(int(at) + 3)));
            }
        } else if (p.instruction == inst::Reboot && m_tables.count(p.id)) {
            reply(p.id, 0, {});
        }
    }

    FrameStream *m_stream;
    std::map<int, std::array<std::uint8_t, 256>> m_tables;
    std::mutex m_mutex;
    std::atomic<bool> m_stop{false};
    std::atomic<Fault> m_fault{Fault::None};
    std::atomic<int> m_rejectAddress{-1};
    std::atomic<int> m_seen{0};
    std::thread m_thread;
};

} // namespace

class TestDynamixelDriver : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_pipe = std::make_unique<MemoryPipe>();
        m_fake = std::make_unique<FakeServos>(&m_pipe->deviceEnd(), std::vector<int>{1, 2, 5});
        m_bus = std::make_unique<DxlBus>(&m_pipe->hostEnd());
        m_bus->setReplyMarginMs(100);
    }
    void cleanup()
    {
        m_pipe->close();
        m_fake.reset();
        m_bus.reset();
        m_pipe.reset();
    }

    void rawConversions()
    {
        QCOMPARE(DxlBus::decodeRaw(DxlBus::encodeRaw(-5, 4), 4, true), -5);
        QCOMPARE(DxlBus::decodeRaw(DxlBus::encodeRaw(-5, 2), 2, false), 65531);
        QCOMPARE(centeredDegToTicks(0), 2048);
        QCOMPARE(centeredDegToTicks(8.8), 2148);
        QCOMPARE(ticksToCenteredDeg(2048 - 1000), -88.0);
        QCOMPARE(degSToVelocityUnits(60), 44); // 60 deg/s = 10 rpm = 43.7 units
        QCOMPARE(aToCurrentUnits(0.269), 100);
        QCOMPARE(controlModeOf(opmode::CurrentBasedPosition), ControlMode::Position);
        QCOMPARE(controlModeOf(opmode::Pwm), ControlMode::Invalid);
    }

    void pingAndIdentify()
    {
        DxlPingResult ping;
        QVERIFY(m_bus->ping(2, &ping));
        QCOMPARE(ping.modelNumber, kModelXM430W350);
        QCOMPARE(ping.firmware, 46);
        DynamixelActuator servo(m_bus.get(), 1, QStringLiteral("pipe@57600"));
        const DeviceResult r = servo.identify();
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(servo.identity().model, QStringLiteral("XM430-W350"));
        QCOMPARE(servo.identity().firmware, QStringLiteral("46"));
        QCOMPARE(servo.identity().protocol, QStringLiteral("dynamixel2"));
        QCOMPARE(servo.operatingMode(), opmode::Position);
        QVERIFY(servo.identity().probeRttMs > 0);
        const DeviceResult missing = m_bus->ping(9, nullptr);
        QVERIFY(!missing.ok);
        QVERIFY2(missing.error.contains(QLatin1String("no status from ID 9")), qPrintable(missing.error));
        QCOMPARE(m_bus->counters().timeouts, 1u);
    }

    void broadcastPingFindsAll()
    {
        QString error;
        const auto found = m_bus->broadcastPing(252, 30, nullptr, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(found.size(), 3u);
        QCOMPARE(found[0].id, 1);
        QCOMPARE(found[1].id, 2);
        QCOMPARE(found[2].id, 5);
    }

    void telemetryDecoded()
    {
        DynamixelActuator servo(m_bus.get(), 1, QStringLiteral("pipe"));
        QVERIFY(servo.identify());
        TelemetrySample s;
        QVERIFY(servo.query(&s));
        QVERIFY(s.valid);
        QCOMPARE(s.mode, ControlMode::Stopped); // torque off
        QCOMPARE(s.values[ChannelPosition], 8.8);
        QCOMPARE(s.values[ChannelVelocity], -10 * 0.229 * 6);
        QCOMPARE(s.values[ChannelCurrent], 37 * 2.69 / 1000);
        QCOMPARE(s.values[ChannelVoltage], 12.1);
        QCOMPARE(s.values[ChannelTemperature], 31.0);
        QCOMPARE(s.faultCode, 0);
        m_fake->put(1, addr::HardwareErrorStatus, 1, 0x24);
        m_fake->put(1, addr::BusWatchdog, 1, 0xFF);
        QVERIFY(servo.query(&s));
        QCOMPARE(s.faultCode, 0x124);
        QCOMPARE(s.faultText, QStringLiteral("bus watchdog expired, overheating, overload"));
    }

    void parametersDescribed()
    {
        DynamixelActuator servo(m_bus.get(), 1, QStringLiteral("pipe"));
        const auto params = servo.parameters();
        const auto find = [&](const char *key) {
            for (const auto &p : params)
                if (p.key == QLatin1String(key))
                    return p;
            return ParameterDescription{};
        };
        QCOMPARE(find("goal_position").unit, QStringLiteral("deg"));
        QVERIFY(find("goal_position").writable);
        QVERIFY(!find("model_number").writable);
        QCOMPARE(find("operating_mode").kind, ParameterKind::Choice);
        QVERIFY(find("operating_mode").choices.contains(QStringLiteral("velocity")));
        QVERIFY(find("operating_mode").name.contains(QLatin1String("EEPROM")));
        QCOMPARE(find("baud_rate").choices.size(), 8);
        QCOMPARE(find("torque_enable").kind, ParameterKind::Bool);
        QVERIFY(DynamixelActuator::isEepromKey(QStringLiteral("id")));
        QVERIFY(!DynamixelActuator::isEepromKey(QStringLiteral("goal_velocity")));
    }

    void parameterReadWrite()
    {
        DynamixelActuator servo(m_bus.get(), 2, QStringLiteral("pipe"));
        QVariant v;
        QVERIFY(servo.readParameter(QStringLiteral("present_position"), &v));
        QCOMPARE(v.toDouble(), 8.8);
        QVERIFY(servo.readParameter(QStringLiteral("operating_mode"), &v));
        QCOMPARE(v.toString(), QStringLiteral("position"));
        QVERIFY(servo.writeParameter(QStringLiteral("operating_mode"), QStringLiteral("velocity")));
        QCOMPARE(m_fake->get(2, addr::OperatingMode, 1), 1u);
        QVERIFY(servo.writeParameter(QStringLiteral("baud_rate"), 1000000));
        QCOMPARE(m_fake->get(2, addr::BaudRate, 1), 3u);
        QVERIFY(servo.writeParameter(QStringLiteral("bus_watchdog"), 100)); // ms
        QCOMPARE(m_fake->get(2, addr::BusWatchdog, 1), 5u);

        DeviceResult r = servo.writeParameter(QStringLiteral("goal_velocity"), 10);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QLatin1String("torque is off")), qPrintable(r.error));
        r = servo.writeParameter(QStringLiteral("present_position"), 1);
        QVERIFY(r.error.contains(QLatin1String("read-only")));
        r = servo.writeParameter(QStringLiteral("operating_mode"), QStringLiteral("warp"));
        QVERIFY(r.error.contains(QLatin1String("unknown operating mode")));
        r = servo.writeParameter(QStringLiteral("no_such"), 1);
        QVERIFY(r.error.contains(QLatin1String("no parameter")));
        r = servo.writeParameter(QStringLiteral("id"), 300);
        QVERIFY2(r.error.contains(QLatin1String("out of range")), qPrintable(r.error));

        QVERIFY(servo.writeParameter(QStringLiteral("torque_enable"), true));
        r = servo.writeParameter(QStringLiteral("operating_mode"), QStringLiteral("position"));
        QVERIFY2(r.error.contains(QLatin1String("EEPROM")), qPrintable(r.error));
        SoftLimits limits;
        limits.maxVelocityDegS = 30; // 5 rpm
        servo.setSoftLimits(limits);
        QVERIFY(servo.writeParameter(QStringLiteral("goal_velocity"), 50)); // rpm, clamped to 5 rpm
        QCOMPARE(std::int32_t(m_fake->get(2, addr::GoalVelocity, 4)), 22);
    }

    void commandsAndModes()
    {
        DynamixelActuator servo(m_bus.get(), 1, QStringLiteral("pipe"));
        QVERIFY(servo.identify());
        ActuatorCommand c;
        c.mode = ControlMode::Position;
        c.positionDeg = 50;
        DeviceResult r = servo.command(c, nullptr);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QLatin1String("torque is off")), qPrintable(r.error));

        QVERIFY(servo.setDeviceWatchdog(0.25));
        QCOMPARE(m_fake->get(1, addr::BusWatchdog, 1), 13u);
        r = servo.enableTorque(true);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(m_fake->get(1, addr::TorqueEnable, 1), 1u);
        QCOMPARE(m_fake->get(1, addr::GoalPosition, 4), 2148u); // safe goal = present position
        SoftLimits limits;
        limits.minPositionDeg = -10;
        limits.maxPositionDeg = 10;
        servo.setSoftLimits(limits);
        TelemetrySample reply;
        r = servo.command(c, &reply);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(m_fake->get(1, addr::GoalPosition, 4), std::uint32_t(2048 + 114)); // clamped to 10°
        QVERIFY(reply.valid);
        QCOMPARE(reply.mode, ControlMode::Position);

        c.mode = ControlMode::Velocity;
        c.velocityDegS = 60;
        r = servo.command(c, nullptr);
        QVERIFY2(r.error.contains(QLatin1String("position mode")), qPrintable(r.error));
        QVERIFY(servo.stop(nullptr));
        QCOMPARE(m_fake->get(1, addr::TorqueEnable, 1), 0u);
        QVERIFY(!servo.command(c, nullptr)); // remembers velocity mode
        QVERIFY(servo.enableTorque(true));
        QCOMPARE(m_fake->get(1, addr::OperatingMode, 1), std::uint32_t(opmode::Velocity));
        QCOMPARE(m_fake->get(1, addr::GoalVelocity, 4), 0u);
        QVERIFY(servo.command(c, nullptr));
        QCOMPARE(m_fake->get(1, addr::GoalVelocity, 4), 44u);
        QVERIFY(servo.reboot());
    }

    void syncAndBulk()
    {
        const std::array<std::uint8_t, 3> ids{1, 2, 5};
        const std::array<double, 3> goals{0.0, -8.8, 400.0};
        SoftLimits limits;
        limits.maxPositionDeg = 90;
        QVERIFY(syncWriteGoalPositions(*m_bus, ids, goals, &limits));
        QTRY_COMPARE(m_fake->get(5, addr::GoalPosition, 4), std::uint32_t(2048 + 1023)); // 90° = 1022.7 ticks
        QCOMPARE(m_fake->get(1, addr::GoalPosition, 4), 2048u);
        QCOMPARE(m_fake->get(2, addr::GoalPosition, 4), 1948u);

        m_fake->put(5, addr::PresentPosition, 4, 2048 - 50);
        std::vector<TelemetrySample> samples;
        DeviceResult r = syncReadPresent(*m_bus, ids, &samples);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(samples.size(), 3u);
        QCOMPARE(samples[0].values[ChannelPosition], 8.8);
        QCOMPARE(samples[2].values[ChannelPosition], -4.4);
        QCOMPARE(samples[1].values[ChannelVoltage], 12.1);

        const std::array<std::uint8_t, 2> withMissing{1, 7};
        r = syncReadPresent(*m_bus, withMissing, &samples);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QLatin1String("ID 7")), qPrintable(r.error));
        QVERIFY(samples[0].valid);
        QVERIFY(!samples[1].valid);

        const std::array<BulkReadEntry, 2> bulk{BulkReadEntry{2, addr::Id, 1},
                                                BulkReadEntry{5, addr::ModelNumber, 2}};
        std::vector<DxlReadResult> results;
        QVERIFY(m_bus->bulkRead(bulk, &results));
        QCOMPARE(std::uint8_t(results[0].data[0]), 2);
        QCOMPARE(DxlBus::decodeRaw(results[1].data, 2, false), kModelXM430W350);
        QVERIFY(!syncWriteGoalPositions(*m_bus, ids, std::span<const double>(goals).first(2), nullptr));
    }

    void deviceErrorSurfaced()
    {
        m_fake->setRejectAddress(addr::GoalVelocity);
        const DeviceResult r = m_bus->write(1, addr::GoalVelocity, DxlBus::encodeRaw(5, 4));
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QLatin1String("data range")), qPrintable(r.error));
        QCOMPARE(m_bus->counters().deviceErrors, 1u);
    }

    void corruptRepliesCounted()
    {
        m_fake->setNextFault(FakeServos::Fault::BadCrc);
        DeviceResult r = m_bus->ping(1, nullptr);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QLatin1String("CRC")), qPrintable(r.error));
        QCOMPARE(m_bus->counters().crcErrors, 1u);

        m_fake->setNextFault(FakeServos::Fault::Garbage);
        r = m_bus->ping(1, nullptr);
        QVERIFY2(r.ok, qPrintable(r.error)); // resyncs past the garbage
        QVERIFY(m_bus->counters().garbageBytes >= 10);

        m_fake->setNextFault(FakeServos::Fault::Truncate);
        r = m_bus->ping(2, nullptr);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QLatin1String("truncated")), qPrintable(r.error));
        QCOMPARE(m_bus->counters().truncatedPackets, 1u);

        m_fake->setNextFault(FakeServos::Fault::Silent);
        r = m_bus->ping(2, nullptr);
        QVERIFY(r.error.contains(QLatin1String("no status")));
        QVERIFY(m_bus->ping(2, nullptr)); // and the bus still works
    }

    void garbageOnlyNeverCrashes()
    {
        // Random bytes straight onto the host end between exchanges.
        QByteArray junk;
        for (int i = 0; i < 2000; ++i)
            junk.append(char((i * 73 + 11) & 0xFF));
        junk.append(QByteArray::fromHex("fffffd0001ff7f55"));
        m_pipe->deviceEnd().write(junk);
        QTest::qWait(20);
        DxlPingResult ping;
        QVERIFY(m_bus->ping(5, &ping));
        QCOMPARE(ping.id, 5);
        QVERIFY(m_bus->counters().unexpectedPackets + m_bus->counters().garbageBytes > 0);
    }

    void closedLinkReportsLoss()
    {
        m_pipe->close();
        const DeviceResult r = m_bus->ping(1, nullptr);
        QVERIFY(!r.ok);
        QVERIFY(r.linkLost);
    }

private:
    std::unique_ptr<MemoryPipe> m_pipe;
    std::unique_ptr<FakeServos> m_fake;
    std::unique_ptr<DxlBus> m_bus;
};

QTEST_GUILESS_MAIN(TestDynamixelDriver)
#include "test_dynamixel_driver.moc"
