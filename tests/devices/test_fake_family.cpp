// Adding a device family is one registration: a fake family ("toy", a tiny
// line protocol answered by a thread on the other end of a PTY) registered
// in the ProtocolRegistry is found by a scan, jogged through a devices::Bus
// within soft limits, and polled by the control-loop probe — with nothing
// outside this file naming it. docs/adding-a-device.md walks through the same
// steps for a real family.
//
// The toy protocol, one line each way:
//   "PING\n"          -> "TOY <id> <firmware>\n"
//   "POS <deg>\n"     -> "AT <deg>\n"   (moves there at once)
//   "QUERY\n"         -> "AT <deg>\n"
//   "STOP\n"          -> "STOPPED\n"

#include "core/bench/run_collector.h"
#include "devices/bench/control_loop_probe.h"
#include "devices/common/bus.h"
#include "devices/common/protocol.h"
#include "devices/discovery/serial_port_scan.h"
#include "devices/transport/serial_link.h"

#include <QtTest>

#include <atomic>
#include <cmath>
#include <fcntl.h>
#include <mutex>
#include <poll.h>
#include <pty.h>
#include <termios.h>
#include <thread>
#include <unistd.h>

using namespace loopscope;
using namespace loopscope::devices;

namespace {

constexpr int kToyId = 7;
constexpr int kToyBaud = 115200;

// The device: answers toy lines on the master side of a PTY.
class ToyDevice
{
public:
    ToyDevice()
    {
        int slave = -1;
        char name[256] = {};
        if (openpty(&m_master, &slave, name, nullptr, nullptr) != 0)
            return;
        termios t{};
        tcgetattr(slave, &t);
        cfmakeraw(&t);
        tcsetattr(slave, TCSANOW, &t);
        ::close(slave); // the host side opens it by name
        m_path = QString::fromLocal8Bit(name);
        m_thread = std::thread([this] { run(); });
    }
    ~ToyDevice()
    {
        m_quit.store(true);
        if (m_thread.joinable())
            m_thread.join();
        if (m_master >= 0)
            ::close(m_master);
    }
    QString path() const { return m_path; }
    double positionDeg() const
    {
        std::lock_guard lock(m_lock);
        return m_positionDeg;
    }
    int stops() const { return m_stops.load(); }
    int commands() const { return m_commands.load(); }

private:
    void answer(const QByteArray &line)
    {
        QByteArray reply;
        if (line == "PING") {
            reply = QByteArray("TOY ") + QByteArray::number(kToyId) + " 1.0";
        } else if (line.startsWith("POS ")) {
            std::lock_guard lock(m_lock);
            m_positionDeg = line.mid(4).toDouble();
            ++m_commands;
            reply = "AT " + QByteArray::number(m_positionDeg, 'f', 3);
        } else if (line == "QUERY") {
            std::lock_guard lock(m_lock);
            reply = "AT " + QByteArray::number(m_positionDeg, 'f', 3);
        } else if (line == "STOP") {
            ++m_stops;
            reply = "STOPPED";
        } else {
            return; // another family's probe bytes: a toy says nothing
        }
        reply += '\n';
        [[maybe_unused]] const ssize_t n = ::write(m_master, reply.constData(), size_t(reply.size()));
    }

    void run()
    {
        QByteArray buffer;
        while (!m_quit.load()) {
            pollfd p{m_master, POLLIN, 0};
            if (::poll(&p, 1, 20) <= 0 || !(p.revents & POLLIN))
                continue;
            char chunk[256];
            const ssize_t n = ::read(m_master, chunk, sizeof chunk);
            if (n <= 0)
                continue;
            buffer.append(chunk, n);
            for (qsizetype nl; (nl = buffer.indexOf('\n')) >= 0;) {
                answer(buffer.left(nl).trimmed());
                buffer.remove(0, nl + 1);
            }
        }
    }

    int m_master = -1;
    QString m_path;
    std::thread m_thread;
    std::atomic<bool> m_quit{false};
    mutable std::mutex m_lock;
    double m_positionDeg = 0;
    std::atomic<int> m_stops{0};
    std::atomic<int> m_commands{0};
};

// The host side of the toy protocol: one line out, one line back.
bool exchange(SerialLink *link, const QByteArray &out, QByteArray *in, int timeoutMs = 100)
{
    const QByteArray line = out + '\n';
    if (!link->write(line.constData(), std::size_t(line.size())))
        return false;
    in->clear();
    const qint64 deadline = QDateTime::currentMSecsSinceEpoch() + timeoutMs;
    char c = 0;
    while (QDateTime::currentMSecsSinceEpoch() < deadline) {
        if (link->read(&c, 1, 10) == 1) {
            if (c == '\n')
                return true;
            in->append(c);
        }
    }
    return false;
}

double positionOf(const QByteArray &reply)
{
    return reply.startsWith("AT ") ? reply.mid(3).toDouble() : std::nan("");
}

class ToyActuator final : public Actuator
{
public:
    ToyActuator(SerialLink *link, QString address) : m_link(link), m_address(std::move(address)) {}
    DeviceIdentity identity() const override
    {
        DeviceIdentity d;
        d.protocol = QStringLiteral("toy");
        d.transport = QStringLiteral("toy-serial");
        d.id = kToyId;
        d.model = QStringLiteral("toy servo");
        d.address = m_address;
        return d;
    }
    std::vector<ParameterDescription> parameters() const override { return {}; }
    std::vector<TelemetryChannel> telemetryChannels() const override
    {
        return {{QStringLiteral("position_deg"), QStringLiteral("Position"), QStringLiteral("deg"), -180, 180}};
    }
    DeviceResult identify() override
    {
        QByteArray reply;
        return exchange(m_link, "PING", &reply) ? DeviceResult::success() : DeviceResult::failure("no reply");
    }
    DeviceResult readParameter(const QString &, QVariant *) override { return DeviceResult::failure("none"); }
    DeviceResult writeParameter(const QString &, const QVariant &) override { return DeviceResult::failure("none"); }
    std::vector<ControlMode> supportedModes() const override { return {ControlMode::Position}; }
    DeviceResult enableTorque(bool) override { return DeviceResult::success(); }
    DeviceResult command(const ActuatorCommand &c, TelemetrySample *reply) override
    {
        return sample("POS " + QByteArray::number(c.positionDeg, 'f', 3), ControlMode::Position, reply);
    }
    DeviceResult query(TelemetrySample *s) override { return sample("QUERY", ControlMode::Stopped, s); }
    DeviceResult stop(TelemetrySample *reply) override
    {
        QByteArray in;
        if (!exchange(m_link, "STOP", &in) || in != "STOPPED")
            return DeviceResult::failure(QStringLiteral("no stop acknowledgement"));
        if (reply)
            reply->valid = false;
        return DeviceResult::success();
    }
    DeviceResult setDeviceWatchdog(double) override { return DeviceResult::success(); }

private:
    DeviceResult sample(const QByteArray &out, ControlMode mode, TelemetrySample *s)
    {
        QByteArray in;
        if (!exchange(m_link, out, &in))
            return DeviceResult::failure(QStringLiteral("no reply"));
        if (s) {
            s->valid = true;
            s->mode = mode;
            s->timeNs = 0;
            s->values[0] = positionOf(in);
        }
        return DeviceResult::success();
    }

    SerialLink *m_link;
    QString m_address;
};

class ToyBackend final : public BusBackend
{
public:
    ToyBackend(QString port, int baud) : m_port(std::move(port)), m_baud(baud), m_link(createSerialLink()),
        m_actuator(m_link.get(), QStringLiteral("%1@%2").arg(m_port).arg(baud)) {}
    QString address() const override { return QStringLiteral("%1@%2").arg(m_port).arg(m_baud); }
    DeviceResult open() override
    {
        return m_link->open(m_port, m_baud) ? DeviceResult::success() : DeviceResult::failure(m_link->errorString());
    }
    void close() override { m_link->close(); }
    bool isOpen() const override { return m_link->isOpen(); }
    int actuatorCount() const override { return 1; }
    Actuator *actuator(int) override { return &m_actuator; }

private:
    QString m_port;
    int m_baud;
    std::unique_ptr<SerialLink> m_link;
    ToyActuator m_actuator;
};

class ToyLoopBus final : public ControlLoopBus
{
public:
    explicit ToyLoopBus(ControlLoopBusConfig config) : m_config(std::move(config)), m_link(createSerialLink()) {}
    bool open(QString *error) override
    {
        if (m_link->open(m_config.portPath, m_config.baud))
            return true;
        *error = m_link->errorString();
        return false;
    }
    bool prepare(QString *error) override
    {
        QByteArray in;
        if (exchange(m_link.get(), "QUERY", &in))
            return true;
        *error = QStringLiteral("the toy does not answer");
        return false;
    }
    bool cycle(std::vector<std::uint64_t> *perServoTimeouts, QString *, bool *lost) override
    {
        *lost = false;
        QByteArray in;
        if (!exchange(m_link.get(), "QUERY", &in)) {
            ++(*perServoTimeouts)[0];
            ++m_errors.timeouts;
        }
        return true;
    }
    std::vector<ServoStopReport> stopAll() override
    {
        ServoStopReport r;
        r.id = kToyId;
        QByteArray in;
        r.acknowledged = exchange(m_link.get(), "STOP", &in) && in == "STOPPED";
        return {r};
    }
    LoopErrorCounts errorCounts() const override { return m_errors; }
    LoopFrameSizes frameSizes() const override { return {6, 12, 0}; }
    core::LinkBudgetInput linkBudget(double deviceTurnaroundUs, double hostTurnaroundUs) const override
    {
        core::LinkBudgetInput in = m_config.protocol->budgetFor(QStringLiteral("toy"), m_config.baud, 1);
        in.deviceTurnaroundUs = deviceTurnaroundUs;
        in.hostTurnaroundUs = hostTurnaroundUs;
        return in;
    }
    const ControlLoopBusConfig &config() const override { return m_config; }

private:
    ControlLoopBusConfig m_config;
    std::unique_ptr<SerialLink> m_link;
    LoopErrorCounts m_errors;
};

// The one registration a new family needs.
void registerToy()
{
    Protocol p;
    p.bus = QStringLiteral("toy");
    p.family = QStringLiteral("toy");
    p.transport = QStringLiteral("toy-serial");
    p.title = QStringLiteral("Toy");
    p.minId = 1;
    p.maxId = 9;
    p.defaultBaud = kToyBaud;
    p.scannedByDefault = false;
    p.scanBauds = [](const ScanOptions &) { return std::vector<int>{kToyBaud}; };
    p.scanAt = [](PortProbe &port, int baud) {
        port.probed(QStringLiteral("toy @%1").arg(baud));
        if (!port.useBaud(baud))
            return;
        QByteArray reply;
        if (!exchange(port.link(), "PING", &reply) || !reply.startsWith("TOY "))
            return;
        const QList<QByteArray> fields = reply.split(' ');
        DeviceIdentity d;
        d.protocol = QStringLiteral("toy");
        d.transport = QStringLiteral("toy-serial");
        d.id = fields.value(1).toInt();
        d.firmware = QString::fromLatin1(fields.value(2));
        d.model = QStringLiteral("toy servo");
        d.address = QStringLiteral("%1@%2").arg(port.path()).arg(baud);
        port.add(d);
    };
    p.effortName = QStringLiteral("torque");
    p.effortUnit = QStringLiteral("N·m");
    p.defaultMaxEffort = 0.1;
    p.makeBackend = [](const QString &port, int baud, const std::vector<int> &) {
        return std::unique_ptr<BusBackend>(std::make_unique<ToyBackend>(port, baud));
    };
    p.makeLoopBus = [](const ControlLoopBusConfig &config) {
        return std::unique_ptr<ControlLoopBus>(std::make_unique<ToyLoopBus>(config));
    };
    p.budget = [](core::LinkBudgetInput *in) {
        in->commandPayloadBytes = 6;
        in->replyPayloadBytes = 12;
        in->deviceTurnaroundUs = 10;
    };
    ProtocolRegistry::instance().add(std::move(p));
}

} // namespace

class TestFakeFamily : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { registerToy(); }

    void registryKnowsIt()
    {
        const Protocol *toy = ProtocolRegistry::instance().findBus(QStringLiteral("toy"));
        QVERIFY(toy);
        QCOMPARE(ProtocolRegistry::instance().find(QStringLiteral("toy"), QStringLiteral("toy-serial")), toy);
        QVERIFY(ProtocolRegistry::instance().busWords().contains(QStringLiteral("toy")));
        // Registering it again replaces it in place: pointers stay valid.
        registerToy();
        QCOMPARE(ProtocolRegistry::instance().findBus(QStringLiteral("toy")), toy);
    }

    void aScanFindsIt()
    {
        ToyDevice device;
        QVERIFY(!device.path().isEmpty());
        ScanOptions options;
        options.enumeratePorts = false;
        options.protocols = {QStringLiteral("toy")};
        QCOMPARE(probeStepsPerPort(options), 1);
        std::vector<DeviceIdentity> found;
        const PortReport report = scanSerialPort(device.path(), options, nullptr, {}, &found);
        QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
        QCOMPARE(report.probes, QStringList{QStringLiteral("toy @115200")});
        QCOMPARE(int(found.size()), 1);
        QCOMPARE(found.front().protocol, QStringLiteral("toy"));
        QCOMPARE(found.front().id, kToyId);
        QCOMPARE(found.front().firmware, QStringLiteral("1.0"));
        // Not asked for: a default scan does not look for it.
        options.protocols.clear();
        found.clear();
        options.dynamixelBauds = {57600};
        scanSerialPort(device.path(), options, nullptr, {}, &found);
        QVERIFY(found.empty());
    }

    void aJogSessionMovesItWithinSoftLimits()
    {
        ToyDevice device;
        const Protocol *toy = ProtocolRegistry::instance().findBus(QStringLiteral("toy"));
        BusOptions options;
        options.name = QStringLiteral("toy bus");
        options.pollRateHz = toy->pollRateHz;
        Bus bus(toy->makeBackend(device.path(), toy->defaultBaud, {kToyId}), options, nullptr);
        bus.start();
        QTRY_COMPARE_WITH_TIMEOUT(bus.state(), BusState::Connected, 5000);
        QCOMPARE(bus.identity(0).protocol, QStringLiteral("toy"));
        SoftLimits limits;
        limits.minPositionDeg = -5;
        limits.maxPositionDeg = 5;
        bus.setSoftLimits(0, limits);
        ActuatorCommand c;
        c.mode = ControlMode::Position;
        c.positionDeg = 3;
        bus.heartbeat();
        QVERIFY(bus.setSetpoint(0, c));
        QTRY_VERIFY_WITH_TIMEOUT((bus.heartbeat(), std::abs(device.positionDeg() - 3) < 1e-6), 3000);
        c.positionDeg = 40; // beyond the soft limit: clamped before it leaves the host
        QVERIFY(bus.setSetpoint(0, c));
        QTRY_VERIFY_WITH_TIMEOUT((bus.heartbeat(), std::abs(device.positionDeg() - 5) < 1e-6), 3000);
        QTest::qWait(100);
        bus.heartbeat();
        QCOMPARE(device.positionDeg(), 5.0);
        // Its telemetry flows like any family's.
        std::vector<TelemetrySample> samples;
        bus.telemetry(0).drain(&samples);
        QVERIFY(!samples.empty());
        QCOMPARE(samples.back().values[0], 5.0);
        ActuatorCommand stop;
        stop.mode = ControlMode::Stopped;
        QVERIFY(bus.setSetpoint(0, stop));
        QTRY_VERIFY_WITH_TIMEOUT(device.stops() >= 1, 3000);
        bus.stop();
    }

    void theLoopBenchmarkPollsIt()
    {
        ToyDevice device;
        ControlLoopConfig config;
        config.bus.protocol = ProtocolRegistry::instance().findBus(QStringLiteral("toy"));
        config.bus.portPath = device.path();
        config.bus.ids = {kToyId};
        config.rateHz = 200;
        config.durationS = 0.5;
        QCOMPARE(config.validate(), QString());
        ControlLoopProbe probe(config);
        core::RunCollector collector(probe);
        QString error;
        QVERIFY2(probe.start(&error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(core::isTerminal(probe.state()), 10000);
        probe.wait();
        collector.finish();
        QCOMPARE(probe.state(), core::ProbeState::Finished);
        QVERIFY(collector.total(QStringLiteral("cycle")).totalCount() > 20);
        QVERIFY(probe.linkBudgetInput().commandPayloadBytes == 6);
        const std::vector<ServoStopReport> stops = probe.stopReports();
        QCOMPARE(int(stops.size()), 1);
        QVERIFY(stops.front().acknowledged);
        QVERIFY(device.stops() >= 1);
        // IDs outside the family's range are refused before anything opens.
        config.bus.ids = {42};
        QVERIFY(config.validate().contains(QStringLiteral("1..9")));
    }
};

QTEST_GUILESS_MAIN(TestFakeFamily)
#include "test_fake_family.moc"
