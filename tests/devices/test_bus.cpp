// The per-bus runtime with fake actuators (no I/O): mailbox newest-wins,
// E-STOP stops every actuator on every bus and blocks motion until released,
// heartbeat loss stops commanding, soft limits clamp, a lost link is reported,
// reopened and the telemetry gap marked; SPSC ring and SoftLimits basics.

#include "devices/common/bus.h"
#include "devices/common/telemetry_ring.h"

#include <QtTest>

#include <cmath>
#include <map>
#include <mutex>

using namespace loopscope::devices;

namespace {
struct Event
{
    QString kind; // "command", "query", "stop"
    ActuatorCommand command;
};

class FakeActuator : public Actuator
{
public:
    explicit FakeActuator(int id) { m_identity = {QStringLiteral("fake"), QStringLiteral("fake"), id, QStringLiteral("model"), QStringLiteral("1.0"), QStringLiteral("mem"), 0}; }
    DeviceIdentity identity() const override { return m_identity; }
    std::vector<ParameterDescription> parameters() const override { return {}; }
    std::vector<TelemetryChannel> telemetryChannels() const override
    {
        return {{QStringLiteral("position_deg"), QStringLiteral("Position"), QStringLiteral("deg"), -180, 180}};
    }
    DeviceResult identify() override { return check(); }
    DeviceResult readParameter(const QString &, QVariant *) override { return DeviceResult::failure(QStringLiteral("none")); }
    DeviceResult writeParameter(const QString &, const QVariant &) override { return DeviceResult::failure(QStringLiteral("none")); }
    std::vector<ControlMode> supportedModes() const override { return {ControlMode::Stopped, ControlMode::Position}; }
    DeviceResult enableTorque(bool) override { return check(); }
    DeviceResult command(const ActuatorCommand &c, TelemetrySample *reply) override { return add(QStringLiteral("command"), c, reply); }
    DeviceResult query(TelemetrySample *s) override { return add(QStringLiteral("query"), {}, s); }
    DeviceResult stop(TelemetrySample *s) override
    {
        if (m_linkUp && m_stopsToMiss > 0) { // the stop went out, its reply did not come
            --m_stopsToMiss;
            std::lock_guard lock(m_mutex);
            m_events.push_back({QStringLiteral("stop-unconfirmed"), {}});
            return DeviceResult::failure(QStringLiteral("no reply within 20 ms"));
        }
        return add(QStringLiteral("stop"), {}, s);
    }
    void missStops(int n) { m_stopsToMiss = n; }
    DeviceResult setDeviceWatchdog(double s) override
    {
        std::lock_guard lock(m_mutex);
        m_watchdogS = s;
        return DeviceResult::success();
    }

    std::vector<Event> events()
    {
        std::lock_guard lock(m_mutex);
        return m_events;
    }
    int count(const QString &kind)
    {
        std::lock_guard lock(m_mutex);
        return int(std::count_if(m_events.begin(), m_events.end(), [&](const Event &e) { return e.kind == kind; }));
    }
    void setLinkUp(bool up) { m_linkUp = up; }
    double watchdogS()
    {
        std::lock_guard lock(m_mutex);
        return m_watchdogS;
    }

private:
    DeviceResult check()
    {
        return m_linkUp ? DeviceResult::success() : DeviceResult::failure(QStringLiteral("port gone"), true);
    }
    DeviceResult add(const QString &kind, const ActuatorCommand &c, TelemetrySample *s)
    {
        if (!m_linkUp)
            return check();
        std::lock_guard lock(m_mutex);
        m_events.push_back({kind, c});
        if (s) {
            s->valid = true;
            s->mode = kind == QLatin1String("command") ? c.mode : ControlMode::Stopped;
            s->values[0] = kind == QLatin1String("command") ? c.positionDeg : 0;
        }
        return DeviceResult::success();
    }
    DeviceIdentity m_identity;
    std::mutex m_mutex;
    std::vector<Event> m_events;
    std::atomic<bool> m_linkUp{true};
    std::atomic<int> m_stopsToMiss{0};
    double m_watchdogS = -1;
};

class FakeBackend : public BusBackend
{
public:
    explicit FakeBackend(int count)
    {
        for (int i = 0; i < count; ++i)
            actuators.push_back(std::make_unique<FakeActuator>(i + 1));
    }
    QString address() const override { return QStringLiteral("mem"); }
    DeviceResult open() override
    {
        if (!canOpen)
            return DeviceResult::failure(QStringLiteral("cannot open mem: gone"), true);
        open_ = true;
        ++opens;
        return DeviceResult::success();
    }
    void close() override { open_ = false; }
    bool isOpen() const override { return open_; }
    int actuatorCount() const override { return int(actuators.size()); }
    Actuator *actuator(int index) override { return actuators[std::size_t(index)].get(); }
    FakeActuator *fake(int index) { return actuators[std::size_t(index)].get(); }
    void setLinkUp(bool up)
    {
        canOpen = up;
        for (auto &a : actuators)
            a->setLinkUp(up);
    }

    std::vector<std::unique_ptr<FakeActuator>> actuators;
    std::atomic<bool> open_{false};
    std::atomic<bool> canOpen{true};
    std::atomic<int> opens{0};
};

// Waits (pumping heartbeats unless told not to) until pred holds or 3 s pass.
template<typename Pred>
bool waitFor(Bus *bus, Pred pred, bool beat = true)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 3000) {
        if (beat)
            bus->heartbeat();
        if (pred())
            return true;
        QThread::msleep(2);
    }
    return pred();
}

ActuatorCommand position(double deg)
{
    ActuatorCommand c;
    c.mode = ControlMode::Position;
    c.positionDeg = deg;
    return c;
}

BusOptions fastOptions(const char *name)
{
    BusOptions o;
    o.name = QString::fromLatin1(name);
    o.pollRateHz = 200;
    o.reconnectIntervalMs = 50;
    return o;
}
} // namespace

class TestBus : public QObject
{
    Q_OBJECT
private slots:
    void softLimitsClamp();
    void ringSpsc();
    void mailboxNewestWins();
    void emergencyStopAllBuses();
    void emergencyStopRetriesUnconfirmedStops();
    void heartbeatLossStopsCommanding();
    void softLimitsOnBus();
    void reconnectMarksGap();
};

void TestBus::softLimitsClamp()
{
    SoftLimits limits;
    limits.minPositionDeg = -45;
    limits.maxPositionDeg = 30;
    limits.maxVelocityDegS = 100;
    limits.maxEffort = 1.5;
    ActuatorCommand c = position(90);
    c.velocityDegS = -500;
    c.effort = 4;
    ActuatorCommand out = limits.clamp(c);
    QCOMPARE(out.positionDeg, 30.0);
    QCOMPARE(out.velocityDegS, -100.0);
    QCOMPARE(out.effort, 1.5);
    QCOMPARE(out.maxEffort, 1.5);
    c.positionDeg = -1000;
    QCOMPARE(limits.clamp(c).positionDeg, -45.0);
    c.positionDeg = std::nan("");
    QVERIFY(std::isnan(limits.clamp(c).positionDeg)); // hold stays hold
    c.velocityDegS = std::numeric_limits<double>::infinity();
    QCOMPARE(limits.clamp(c).velocityDegS, 0.0);
    c.kpScale = 7;
    QCOMPARE(limits.clamp(c).kpScale, 1.0);
}

void TestBus::ringSpsc()
{
    SpscRing<int> ring(4);
    QCOMPARE(ring.capacity(), std::size_t(4));
    for (int i = 0; i < 6; ++i)
        ring.push(i);
    QCOMPARE(ring.dropped(), std::uint64_t(2));
    std::vector<int> out;
    QCOMPARE(ring.drain(&out), std::size_t(4));
    QCOMPARE(out, (std::vector<int>{0, 1, 2, 3}));
    // Concurrent producer/consumer: every value arrives once, in order.
    SpscRing<int> big(64);
    std::thread producer([&] {
        for (int i = 0; i < 20000; ++i)
            while (!big.push(i)) {
            }
    });
    int expected = 0;
    QElapsedTimer timer;
    timer.start();
    while (expected < 20000 && timer.elapsed() < 10000) {
        int v;
        if (big.pop(&v)) {
            QCOMPARE(v, expected);
            ++expected;
        }
    }
    producer.join();
    QCOMPARE(expected, 20000);
}

void TestBus::mailboxNewestWins()
{
    auto backend = std::make_unique<FakeBackend>(1);
    FakeBackend *fake = backend.get();
    Bus bus(std::move(backend), fastOptions("mailbox"), nullptr);
    for (int deg : {10, 20, 30})
        QVERIFY(bus.setSetpoint(0, position(deg)));
    bus.start();
    QVERIFY(waitFor(&bus, [&] { return fake->fake(0)->count(QStringLiteral("command")) >= 3; }));
    for (const Event &e : fake->fake(0)->events())
        if (e.kind == QLatin1String("command"))
            QCOMPARE(e.command.positionDeg, 30.0); // 10 and 20 were never sent
    QCOMPARE(bus.state(), BusState::Connected);
    QCOMPARE(fake->fake(0)->watchdogS(), BusOptions{}.deviceWatchdogS);
    // Telemetry arrives in the ring, drained in bulk.
    std::vector<TelemetrySample> samples;
    bus.telemetry(0).drain(&samples);
    QVERIFY(!samples.empty());
    QVERIFY(samples.back().valid);
    QVERIFY(samples.back().timeNs > 0);
    QVERIFY(!bus.setSetpoint(5, position(1))); // out of range
}

void TestBus::emergencyStopRetriesUnconfirmedStops()
{
    // Three actuators: one answers, one misses its first stop reply, one
    // never answers. Every first stop goes out before any retry; the second
    // is confirmed on its retry; the third gives up after three attempts.
    EmergencyStop estop;
    auto b = std::make_unique<FakeBackend>(3);
    FakeBackend *f = b.get();
    f->fake(1)->missStops(1);
    f->fake(2)->missStops(1000);
    Bus bus(std::move(b), fastOptions("one"), &estop);
    bus.start();
    QVERIFY(waitFor(&bus, [&] { return f->isOpen(); }));
    estop.raise();
    QVERIFY(waitFor(&bus, [&] { return estop.acknowledgements().size() == 3; }));
    std::map<int, StopAcknowledgement> acks;
    for (const auto &ack : estop.acknowledgements())
        acks[ack.deviceKey == f->fake(0)->identity().uniqueKey() ? 0
             : ack.deviceKey == f->fake(1)->identity().uniqueKey() ? 1 : 2] = ack;
    QCOMPARE(int(acks.size()), 3);
    QVERIFY(acks[0].acknowledged);
    QVERIFY(acks[1].acknowledged); // confirmed on the retry
    QVERIFY(!acks[2].acknowledged);
    QVERIFY2(acks[2].error.contains(QLatin1String("no reply")), qPrintable(acks[2].error));
    QCOMPARE(f->fake(0)->count(QStringLiteral("stop-unconfirmed")), 0);
    QCOMPARE(f->fake(1)->count(QStringLiteral("stop-unconfirmed")), 1);
    QCOMPARE(f->fake(2)->count(QStringLiteral("stop-unconfirmed")), 3); // three attempts in all
    // The confirmed ones were not held up by the retries of the silent one.
    QVERIFY(acks[0].latencyNs <= acks[2].latencyNs);
    QVERIFY(acks[1].latencyNs <= acks[2].latencyNs);
}

void TestBus::emergencyStopAllBuses()
{
    EmergencyStop estop;
    auto b1 = std::make_unique<FakeBackend>(2);
    auto b2 = std::make_unique<FakeBackend>(2);
    FakeBackend *f1 = b1.get();
    FakeBackend *f2 = b2.get();
    Bus bus1(std::move(b1), fastOptions("one"), &estop);
    Bus bus2(std::move(b2), fastOptions("two"), &estop);
    bus1.start();
    bus2.start();
    for (int i = 0; i < 2; ++i) {
        QVERIFY(bus1.setSetpoint(i, position(5)));
        QVERIFY(bus2.setSetpoint(i, position(5)));
    }
    auto allCommanding = [&] {
        bus2.heartbeat();
        for (FakeBackend *f : {f1, f2})
            for (int i = 0; i < 2; ++i)
                if (f->fake(i)->count(QStringLiteral("command")) == 0)
                    return false;
        return true;
    };
    QVERIFY(waitFor(&bus1, allCommanding));

    estop.raise();
    QVERIFY(estop.isRaised());
    QVERIFY(!bus1.setSetpoint(0, position(7))); // refused while raised
    QVERIFY(waitFor(&bus1, [&] { bus2.heartbeat(); return estop.acknowledgements().size() == 4; }));
    for (const auto &ack : estop.acknowledgements()) {
        QVERIFY(ack.acknowledged);
        QVERIFY(ack.latencyNs > 0);
        QVERIFY(ack.busName == QLatin1String("one") || ack.busName == QLatin1String("two"));
    }
    QCOMPARE(estop.stopLatencyHistogram().totalCount(), std::int64_t(4));
    std::vector<int> commandsAtStop;
    for (FakeBackend *f : {f1, f2})
        for (int i = 0; i < 2; ++i) {
            QVERIFY(f->fake(i)->count(QStringLiteral("stop")) >= 1);
            commandsAtStop.push_back(f->fake(i)->count(QStringLiteral("command")));
        }
    // While raised, no motion is commanded (only queries).
    const int queriesBefore = f1->fake(0)->count(QStringLiteral("query"));
    QVERIFY(waitFor(&bus1, [&] { bus2.heartbeat(); return f1->fake(0)->count(QStringLiteral("query")) > queriesBefore + 5; }));
    int k = 0;
    for (FakeBackend *f : {f1, f2})
        for (int i = 0; i < 2; ++i)
            QCOMPARE(f->fake(i)->count(QStringLiteral("command")), commandsAtStop[std::size_t(k++)]);

    estop.release();
    QVERIFY(bus1.setSetpoint(1, position(8)));
    QVERIFY(waitFor(&bus1, [&] { return f1->fake(1)->count(QStringLiteral("command")) > commandsAtStop[1]; }));
    QCOMPARE(f1->fake(1)->events().back().command.positionDeg, 8.0);
    // The other actuators stay stopped until they get a new setpoint.
    QCOMPARE(f1->fake(0)->count(QStringLiteral("command")), commandsAtStop[0]);
}

void TestBus::heartbeatLossStopsCommanding()
{
    auto backend = std::make_unique<FakeBackend>(1);
    FakeActuator *fake = backend->fake(0);
    BusOptions options = fastOptions("heartbeat");
    options.heartbeatTimeoutMs = 100;
    Bus bus(std::move(backend), options, nullptr);
    QSignalSpy lost(&bus, &Bus::heartbeatLost);
    bus.start();
    QVERIFY(bus.setSetpoint(0, position(12)));
    QVERIFY(waitFor(&bus, [&] { return fake->count(QStringLiteral("command")) >= 3; }));
    // The app stops beating (hung): the bus stops commanding by itself.
    QVERIFY(waitFor(&bus, [&] { return bus.counters().heartbeatLosses == 1; }, false));
    QVERIFY(waitFor(&bus, [&] { return fake->count(QStringLiteral("stop")) >= 1; }, false));
    const int commands = fake->count(QStringLiteral("command"));
    const int queries = fake->count(QStringLiteral("query"));
    QVERIFY(waitFor(&bus, [&] { return fake->count(QStringLiteral("query")) > queries + 5; }, false));
    QCOMPARE(fake->count(QStringLiteral("command")), commands);
    QVERIFY(!bus.heartbeatFresh());
    QTRY_COMPARE(lost.count(), 1);
    // Beating again does not resume the old setpoint: a new one is needed.
    bus.heartbeat();
    QVERIFY(waitFor(&bus, [&] { return fake->count(QStringLiteral("query")) > queries + 10; }));
    QCOMPARE(fake->count(QStringLiteral("command")), commands);
    QVERIFY(bus.setSetpoint(0, position(3)));
    QVERIFY(waitFor(&bus, [&] { return fake->count(QStringLiteral("command")) > commands; }));
}

void TestBus::softLimitsOnBus()
{
    auto backend = std::make_unique<FakeBackend>(1);
    FakeActuator *fake = backend->fake(0);
    Bus bus(std::move(backend), fastOptions("limits"), nullptr);
    SoftLimits limits;
    limits.minPositionDeg = -10;
    limits.maxPositionDeg = 30;
    bus.setSoftLimits(0, limits);
    QCOMPARE(bus.softLimits(0).maxPositionDeg, 30.0);
    bus.start();
    QVERIFY(bus.setSetpoint(0, position(90)));
    QVERIFY(waitFor(&bus, [&] { return fake->count(QStringLiteral("command")) >= 2; }));
    for (const Event &e : fake->events())
        if (e.kind == QLatin1String("command"))
            QCOMPARE(e.command.positionDeg, 30.0);
    QVERIFY(bus.counters().clampedCommands >= 2);
}

void TestBus::reconnectMarksGap()
{
    auto backend = std::make_unique<FakeBackend>(1);
    FakeBackend *fake = backend.get();
    Bus bus(std::move(backend), fastOptions("reconnect"), nullptr);
    QSignalSpy states(&bus, &Bus::stateChanged);
    bus.start();
    QVERIFY(waitFor(&bus, [&] { return bus.state() == BusState::Connected && bus.telemetry(0).size() > 3; }));
    fake->setLinkUp(false);
    QVERIFY(waitFor(&bus, [&] { return bus.state() == BusState::Disconnected; }));
    QVERIFY(!bus.lastError().isEmpty());
    const int opensBefore = fake->opens;
    QVERIFY(waitFor(&bus, [&] { return bus.counters().errors > 3; })); // retrying
    fake->setLinkUp(true);
    QVERIFY(waitFor(&bus, [&] { return bus.state() == BusState::Connected; }));
    QVERIFY(fake->opens > opensBefore);
    QVERIFY(waitFor(&bus, [&] { return !bus.gaps().empty(); }));
    QCOMPARE(bus.counters().reconnects, std::uint64_t(1));
    std::vector<TelemetrySample> samples;
    bus.telemetry(0).drain(&samples);
    const auto gapCount = std::count_if(samples.begin(), samples.end(), [](const TelemetrySample &s) { return s.gap; });
    QCOMPARE(gapCount, 1L);
    const TelemetryGap gap = bus.gaps().front();
    QVERIFY(gap.endNs > gap.startNs);
    QVERIFY(states.count() >= 3); // connecting → connected → disconnected → connected
}

QTEST_GUILESS_MAIN(TestBus)
#include "test_bus.moc"
