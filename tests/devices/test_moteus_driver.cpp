// moteus driver over CODECS' in-memory pipe with a fake servo on its own
// thread: commands encode as expected (decoded back by the fake), telemetry
// decodes, identify/stop/timeout/fault paths, over both the fdcanusb line
// transport and the RS485 framing.

#include "devices/moteus/driver.h"
#include "devices/moteus/multiplex.h"
#include "devices/transport/memory_pipe.h"

#include <QtTest>

#include <atomic>
#include <cmath>
#include <map>
#include <mutex>
#include <thread>

using namespace loopscope::devices;
using namespace loopscope::devices::moteus;

namespace {
// A fake moteus bus: answers read requests from a register table and records
// every decoded request.
class FakeServo
{
public:
    FakeServo(FrameStream *stream, bool rs485, std::vector<int> ids)
        : m_stream(stream), m_rs485(rs485), m_ids(std::move(ids))
    {
        m_regs[reg::Mode] = 0;
        m_regs[reg::Position] = 0.125; // rev
        m_regs[reg::Velocity] = -0.5;
        m_regs[reg::Torque] = 0.25;
        m_regs[reg::QCurrent] = 1.5;
        m_regs[reg::MotorTemperature] = 31;
        m_regs[reg::Voltage] = 24;
        m_regs[reg::BoardTemperature] = 30;
        m_regs[reg::Fault] = 0;
        m_regs[reg::ModelNumber] = 0x0101;
        m_regs[reg::FirmwareVersion] = 0x010304;
        m_regs[reg::RegisterMapVersion] = 5;
        m_thread = std::thread([this] { run(); });
    }
    ~FakeServo()
    {
        m_stop = true;
        m_thread.join();
    }
    void set(uint32_t r, double v)
    {
        std::lock_guard lock(m_mutex);
        m_regs[r] = v;
    }
    std::vector<Request> requests()
    {
        std::lock_guard lock(m_mutex);
        return m_requests;
    }
    Request lastRequest()
    {
        std::lock_guard lock(m_mutex);
        return m_requests.empty() ? Request{} : m_requests.back();
    }

private:
    void handle(int destination, const QByteArray &payload)
    {
        QByteArray reply;
        {
            std::lock_guard lock(m_mutex);
            const auto request = parseRequest(payload);
            if (!request)
                return;
            m_requests.push_back(*request);
            if (std::find(m_ids.begin(), m_ids.end(), destination) == m_ids.end())
                return; // nobody home: no reply
            for (const auto &w : request->writes)
                if (w.reg == reg::Mode)
                    m_regs[reg::Mode] = w.value.raw;
            std::vector<RegisterValue> values;
            for (const auto &r : request->reads) {
                const double v = r.reg == reg::Id ? destination : m_regs[r.reg];
                values.push_back({r.reg, r.type == ValueType::Float ? Value::float32(float(v))
                                                                     : Value::fromDouble(v, scaleOf(r.reg), r.type)});
            }
            reply = makeReply(values);
        }
        if (m_rs485) {
            Rs485Frame f;
            f.source = uint8_t(destination);
            f.destination = 0;
            f.payload = reply;
            m_stream->write(encodeRs485Frame(f));
        } else {
            m_stream->write(makeOkLine());
            CanAddress a;
            a.source = uint8_t(destination);
            a.destination = 0;
            a.replyWanted = false;
            m_stream->write(makeReceiveLine(*CanFdFrame::make(a, reply)));
        }
    }
    void run()
    {
        FdcanusbLineSplitter splitter;
        Rs485Decoder decoder;
        while (!m_stop) {
            const QByteArray bytes = m_stream->read(std::chrono::milliseconds(10));
            if (m_rs485) {
                decoder.feed(bytes);
                while (auto f = decoder.next())
                    handle(f->destination, f->payload);
            } else {
                splitter.feed(bytes);
                while (auto line = splitter.nextLine()) {
                    auto parsed = parseFdcanusbLine(*line);
                    if (parsed && parsed->kind == FdcanusbLine::Kind::Send) {
                        const CanAddress a = parseArbitrationId(parsed->arbitrationId);
                        handle(a.destination, parsed->data);
                    }
                }
            }
        }
    }

    FrameStream *m_stream;
    bool m_rs485;
    std::vector<int> m_ids;
    std::mutex m_mutex;
    std::map<uint32_t, double> m_regs;
    std::vector<Request> m_requests;
    std::atomic<bool> m_stop{false};
    std::thread m_thread;
};

std::optional<double> writtenValue(const Request &request, uint32_t r)
{
    for (const auto &w : request.writes)
        if (w.reg == r)
            return w.value.toDouble(scaleOf(r));
    return std::nullopt;
}

bool near(std::optional<double> value, double expected)
{
    return value && std::abs(*value - expected) < 1e-6; // float32 on the wire
}

std::unique_ptr<MoteusLink> makeLink(bool rs485, FrameStream *stream)
{
    if (rs485)
        return std::make_unique<Rs485MoteusLink>(stream);
    return std::make_unique<FdcanusbMoteusLink>(stream);
}
} // namespace

class TestMoteusDriver : public QObject
{
    Q_OBJECT
private slots:
    void identify_data();
    void identify();
    void positionCommand_data() { identify_data(); }
    void positionCommand();
    void velocityAndTorque();
    void stopAndFault_data() { identify_data(); }
    void stopAndFault();
    void noReply();
    void probeAndSweep();
    void descriptions();
};

void TestMoteusDriver::identify_data()
{
    QTest::addColumn<bool>("rs485");
    QTest::newRow("fdcanusb") << false;
    QTest::newRow("rs485") << true;
}

void TestMoteusDriver::identify()
{
    QFETCH(bool, rs485);
    MemoryPipe pipe;
    pipe.setMaxChunkBytes(7); // replies arrive in pieces
    FakeServo servo(&pipe.deviceEnd(), rs485, {3});
    auto link = makeLink(rs485, &pipe.hostEnd());
    MoteusActuator actuator(link.get(), 3, QStringLiteral("mem@0"), 500);
    const DeviceResult r = actuator.identify();
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(actuator.identity().firmware, QStringLiteral("1.3.4"));
    QVERIFY(actuator.identity().model.contains(QLatin1String("0101")));
    QCOMPARE(actuator.identity().transport, rs485 ? QStringLiteral("moteus-rs485") : QStringLiteral("fdcanusb"));
    QCOMPARE(actuator.identity().protocol, QStringLiteral("moteus"));
    QCOMPARE(actuator.registerMapVersion(), 5);
    QVERIFY(actuator.identity().probeRttMs > 0);
    QCOMPARE(actuator.identity().uniqueKey(), QStringLiteral("moteus|mem@0|3"));
}

void TestMoteusDriver::positionCommand()
{
    QFETCH(bool, rs485);
    MemoryPipe pipe;
    FakeServo servo(&pipe.deviceEnd(), rs485, {1});
    auto link = makeLink(rs485, &pipe.hostEnd());
    MoteusActuator actuator(link.get(), 1, QStringLiteral("mem"), 500);
    QVERIFY(actuator.setDeviceWatchdog(0.5).ok);
    ActuatorCommand c;
    c.mode = ControlMode::Position;
    c.positionDeg = 90;
    c.velocityDegS = 36;
    c.kpScale = 0.5;
    c.kdScale = 0.25;
    c.maxEffort = 2;
    servo.set(reg::Mode, 10);
    TelemetrySample sample;
    const DeviceResult r = actuator.command(c, &sample);
    QVERIFY2(r.ok, qPrintable(r.error));
    const Request sent = servo.lastRequest();
    QVERIFY(!sent.writes.empty());
    QCOMPARE(sent.writes.front().reg, reg::Mode); // mode first
    QCOMPARE(sent.writes.front().value.raw, 10);
    QVERIFY(near(writtenValue(sent, reg::CommandPosition), 0.25));
    QVERIFY(near(writtenValue(sent, reg::CommandVelocity), 0.1));
    QVERIFY(near(writtenValue(sent, reg::CommandKpScale), 0.5));
    QVERIFY(near(writtenValue(sent, reg::CommandKdScale), 0.25));
    QVERIFY(near(writtenValue(sent, reg::CommandMaxTorque), 2.0));
    QVERIFY(near(writtenValue(sent, reg::CommandWatchdogTimeout), 0.5));
    QVERIFY(!sent.reads.empty()); // command and query in one exchange
    // Telemetry decoded, in degrees.
    QVERIFY(sample.valid);
    QCOMPARE(sample.mode, ControlMode::Position);
    QCOMPARE(sample.deviceMode, 10);
    QCOMPARE(sample.values[ChannelPosition], 45.0);
    QCOMPARE(sample.values[ChannelVelocity], -180.0);
    QCOMPARE(sample.values[ChannelTorque], 0.25);
    QCOMPARE(sample.values[ChannelCurrent], 1.5);
    QCOMPARE(sample.values[ChannelTemperature], 31.0);
    QCOMPARE(sample.values[ChannelVoltage], 24.0);
    QCOMPARE(sample.faultCode, 0);
    QVERIFY(sample.faultText.isEmpty());
}

void TestMoteusDriver::velocityAndTorque()
{
    MemoryPipe pipe;
    FakeServo servo(&pipe.deviceEnd(), false, {2});
    FdcanusbMoteusLink link(&pipe.hostEnd());
    MoteusActuator actuator(&link, 2, QStringLiteral("mem"), 500);
    ActuatorCommand v;
    v.mode = ControlMode::Velocity;
    v.velocityDegS = 180;
    QVERIFY(actuator.command(v, nullptr).ok);
    Request sent = servo.lastRequest();
    QVERIFY(std::isnan(*writtenValue(sent, reg::CommandPosition)));
    QVERIFY(near(writtenValue(sent, reg::CommandVelocity), 0.5));

    ActuatorCommand t;
    t.mode = ControlMode::Torque;
    t.effort = -0.75;
    t.kpScale = 1;
    QVERIFY(actuator.command(t, nullptr).ok);
    sent = servo.lastRequest();
    QVERIFY(near(writtenValue(sent, reg::CommandKpScale), 0.0));
    QVERIFY(near(writtenValue(sent, reg::CommandKdScale), 0.0));
    QVERIFY(near(writtenValue(sent, reg::CommandFeedforwardTorque), -0.75));
    QVERIFY(std::isnan(*writtenValue(sent, reg::CommandPosition)));

    ActuatorCommand current;
    current.mode = ControlMode::Current;
    const DeviceResult r = actuator.command(current, nullptr);
    QVERIFY(!r.ok);
    QVERIFY(r.error.contains(QLatin1String("current")));
}

void TestMoteusDriver::stopAndFault()
{
    QFETCH(bool, rs485);
    MemoryPipe pipe;
    FakeServo servo(&pipe.deviceEnd(), rs485, {4});
    auto link = makeLink(rs485, &pipe.hostEnd());
    MoteusActuator actuator(link.get(), 4, QStringLiteral("mem"), 500);
    servo.set(reg::Mode, 1);
    servo.set(reg::Fault, 33);
    TelemetrySample sample;
    QVERIFY(actuator.query(&sample).ok);
    QCOMPARE(sample.faultCode, 33);
    QVERIFY2(sample.faultText.contains(QLatin1String("motor driver")), qPrintable(sample.faultText));
    QCOMPARE(sample.mode, ControlMode::Stopped);

    servo.set(reg::Fault, 0);
    QVERIFY(actuator.stop(&sample).ok);
    QCOMPARE(*writtenValue(servo.lastRequest(), reg::Mode), 0.0);
    QCOMPARE(sample.deviceMode, 0); // the fake applied the stop before answering
    QVERIFY(sample.faultText.isEmpty());

    servo.set(reg::Mode, 11);
    QVERIFY(actuator.query(&sample).ok);
    QVERIFY(sample.faultText.contains(QLatin1String("timeout")));
    // A command after a watchdog timeout first clears it with a stop.
    ActuatorCommand c;
    c.mode = ControlMode::Position;
    const auto before = servo.requests().size();
    QVERIFY(actuator.command(c, &sample).ok);
    const auto all = servo.requests();
    QCOMPARE(all.size(), before + 2);
    QCOMPARE(*writtenValue(all[before], reg::Mode), 0.0);
    QCOMPARE(*writtenValue(all[before + 1], reg::Mode), 10.0);
}

void TestMoteusDriver::noReply()
{
    MemoryPipe pipe;
    FakeServo servo(&pipe.deviceEnd(), false, {1});
    FdcanusbMoteusLink link(&pipe.hostEnd());
    MoteusActuator actuator(&link, 5, QStringLiteral("mem"), 30);
    TelemetrySample sample;
    const DeviceResult r = actuator.query(&sample);
    QVERIFY(!r.ok);
    QVERIFY(!r.linkLost);
    QVERIFY2(r.error.contains(QLatin1String("ID 5")), qPrintable(r.error));
    QVERIFY(!sample.valid);
    QCOMPARE(link.counters().timeouts, std::uint64_t(1));
    pipe.close();
    const DeviceResult lost = actuator.query(&sample);
    QVERIFY(!lost.ok);
    QVERIFY(lost.linkLost);
}

void TestMoteusDriver::probeAndSweep()
{
    MemoryPipe pipe;
    FakeServo servo(&pipe.deviceEnd(), false, {2, 5});
    FdcanusbMoteusLink link(&pipe.hostEnd());
    std::atomic<bool> cancel{false};
    int lastDone = 0;
    QString error;
    const auto found = sweepMoteusIds(&link, {1, 2, 3, 4, 5}, QStringLiteral("mem"), 30, &cancel,
                                      [&](int done, int total) { lastDone = done; QCOMPARE(total, 5); }, &error);
    QVERIFY(error.isEmpty());
    QCOMPARE(lastDone, 5);
    QCOMPARE(found.size(), std::size_t(2));
    QCOMPARE(found[0].id, 2);
    QCOMPARE(found[1].id, 5);
    QCOMPARE(found[1].identity.firmware, QStringLiteral("1.3.4"));
    QVERIFY(found[1].identity.probeRttMs > 0);
}

void TestMoteusDriver::descriptions()
{
    MemoryPipe pipe;
    FdcanusbMoteusLink link(&pipe.hostEnd());
    MoteusActuator actuator(&link, 1, QStringLiteral("mem"));
    const auto channels = actuator.telemetryChannels();
    QCOMPARE(int(channels.size()), int(ChannelCount));
    QCOMPARE(channels[ChannelPosition].key, QString::fromLatin1(channel_keys::positionDeg));
    QCOMPARE(channels[ChannelVoltage].unit, QStringLiteral("V"));
    bool hasWatchdog = false;
    for (const auto &p : actuator.parameters()) {
        QVERIFY(p.kind != ParameterKind::Invalid);
        if (p.key == QLatin1String("watchdog_timeout_s"))
            hasWatchdog = p.writable;
    }
    QVERIFY(hasWatchdog);
    QVERIFY(actuator.writeParameter(QStringLiteral("watchdog_timeout_s"), 0.3).ok);
    QCOMPARE(actuator.watchdogTimeoutS(), 0.3);
    QVERIFY(!actuator.writeParameter(QStringLiteral("watchdog_timeout_s"), -1).ok);
    QVERIFY(!actuator.writeParameter(QStringLiteral("id"), 3).ok);
}

QTEST_GUILESS_MAIN(TestMoteusDriver)
#include "test_moteus_driver.moc"
