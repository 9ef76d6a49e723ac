// The MQTT hop-latency probe against a real Mosquitto broker on loopback:
// QoS 0 and 1, one and three hops, foreign messages on the chain, a broker
// that dies (the run fails with the reason) or restarts (the clients
// reconnect and the run finishes), and a wrong port.
#include "core/mqtt/mqtt_probe.h"
#include "core/bench/run_collector.h"
#include "core/experiment/experiment.h"
#include "core/timing/realtime.h"
#include "support/mosquitto_broker.h"

#include <QTest>

#include <mosquitto.h>

#include <functional>
#include <map>
#include <thread>

using namespace loopscope::core;
using loopscope::testsupport::MosquittoBroker;

namespace {

struct RunResult
{
    ProbeState state = ProbeState::Invalid;
    QString failure;
    QStringList tags;
    std::map<QString, qint64> counters;
    std::map<QString, HdrHistogram> totals;
    double elapsedS = 0;
};

// Runs the probe to its end (bounded by limitS), polling a RunCollector as
// the CLI does; during(elapsedS) is called on every poll.
RunResult runProbe(const MqttProbeConfig &config, double limitS,
                   const std::function<void(double)> &during = {})
{
    RunResult result;
    MqttProbe probe(config);
    RunCollector collector(probe, 0.5);
    QString error;
    const int64_t startNs = monotonicNs();
    if (!probe.start(&error)) {
        result.state = probe.state();
        result.failure = error;
        result.elapsedS = double(monotonicNs() - startNs) / 1e9;
        return result;
    }
    while (!isTerminal(probe.state())) {
        const double elapsedS = double(monotonicNs() - startNs) / 1e9;
        if (elapsedS > limitS)
            break;
        if (during)
            during(elapsedS);
        collector.poll();
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    probe.requestStop();
    probe.wait();
    collector.finish();
    result.elapsedS = double(monotonicNs() - startNs) / 1e9;
    result.state = probe.state();
    result.failure = probe.failureReason();
    result.tags = collector.tags();
    for (const ProbeCounter &c : probe.counters())
        result.counters[c.name] = c.value;
    for (const QString &tag : result.tags)
        result.totals.emplace(tag, collector.total(tag));
    return result;
}

QString describe(const RunResult &r)
{
    QStringList parts{probeStateName(r.state), r.failure};
    for (const auto &[name, value] : r.counters)
        parts << QStringLiteral("%1=%2").arg(name).arg(value);
    return parts.join(QLatin1Char(' '));
}

MqttProbeConfig baseConfig(quint16 port)
{
    MqttProbeConfig c;
    c.port = port;
    c.rateHz = 200;
    c.durationS = 2;
    c.warmupS = 0.2;
    c.lossTimeoutS = 1.0;
    return c;
}

} // namespace

class TestMqttProbe : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (!MosquittoBroker::available())
            QFAIL(qPrintable(QStringLiteral("mosquitto not found at %1").arg(MosquittoBroker::binaryPath())));
        QString error;
        QVERIFY2(m_broker.start(&error), qPrintable(error));
        mosquitto_lib_init();
    }

    void cleanupTestCase() { mosquitto_lib_cleanup(); }

    void measuresEveryHopWithoutLoss_data()
    {
        QTest::addColumn<int>("qos");
        QTest::addColumn<int>("hops");
        QTest::newRow("qos0 1 hop") << 0 << 1;
        QTest::newRow("qos0 3 hops") << 0 << 3;
        QTest::newRow("qos1 1 hop") << 1 << 1;
        QTest::newRow("qos1 3 hops") << 1 << 3;
    }

    void measuresEveryHopWithoutLoss()
    {
        QFETCH(int, qos);
        QFETCH(int, hops);
        MqttProbeConfig config = baseConfig(m_broker.port());
        config.qos = qos;
        config.hops = hops;
        const RunResult r = runProbe(config, 12);
        QVERIFY2(r.state == ProbeState::Finished, qPrintable(describe(r)));
        const qint64 expected = qint64(config.durationS * config.rateHz);
        QCOMPARE(r.counters.at(QStringLiteral("sent")), expected);
        QCOMPARE(r.counters.at(QStringLiteral("received")), expected);
        QCOMPARE(r.counters.at(QStringLiteral("lost")), 0);
        QCOMPARE(r.counters.at(QStringLiteral("publish_errors")), 0);
        QCOMPARE(r.counters.at(QStringLiteral("reconnects")), 0);
        QCOMPARE(r.counters.at(QStringLiteral("foreign")), 0);
        QCOMPARE(r.counters.at(QStringLiteral("duplicated")), 0); // a healthy loopback broker resends nothing
        QStringList expectedTags{QStringLiteral("total"), QStringLiteral("service")};
        for (int k = 1; k <= hops; ++k)
            expectedTags << QStringLiteral("hop%1").arg(k);
        QCOMPARE(r.tags, expectedTags);
        for (const QString &tag : expectedTags)
            QCOMPARE(r.totals.at(tag).totalCount(), expected);
        // Each message's total contains its service time, which contains every traversal.
        const HdrHistogram &total = r.totals.at(QStringLiteral("total"));
        const HdrHistogram &service = r.totals.at(QStringLiteral("service"));
        int64_t sumOfHopMinimaNs = 0;
        for (int k = 1; k <= hops; ++k) {
            const HdrHistogram &hop = r.totals.at(QStringLiteral("hop%1").arg(k));
            QVERIFY(hop.min() > 0);
            QVERIFY(hop.max() <= service.max());
            sumOfHopMinimaNs += hop.min();
        }
        QVERIFY2(double(total.min()) >= 0.99 * double(sumOfHopMinimaNs),
                 qPrintable(QStringLiteral("total min %1 ns < sum of hop minima %2 ns")
                                .arg(total.min())
                                .arg(sumOfHopMinimaNs)));
        QVERIFY(double(total.valueAtPercentile(50)) >= 0.99 * double(service.valueAtPercentile(50)));
        QVERIFY(double(total.max()) >= 0.99 * double(service.max()));
        qDebug("qos %d, %d hop(s): total p50 %.1f µs p99 %.1f µs max %.1f µs", qos, hops,
               total.valueAtPercentile(50) / 1e3, total.valueAtPercentile(99) / 1e3, total.max() / 1e3);
    }

    void countsForeignMessagesOnTheChain()
    {
        MqttProbeConfig config = baseConfig(m_broker.port());
        config.hops = 2;
        config.topic = QStringLiteral("loopscope/test/foreign");
        // A stranger publishes garbage to both links of the chain while the probe runs.
        mosquitto *stranger = mosquitto_new(nullptr, true, nullptr);
        QVERIFY(stranger);
        QCOMPARE(mosquitto_connect(stranger, "127.0.0.1", m_broker.port(), 10), MOSQ_ERR_SUCCESS);
        int published = 0;
        const RunResult r = runProbe(config, 12, [&](double elapsedS) {
            if (elapsedS < 0.5 || published >= 10)
                return;
            const QByteArray garbage = QByteArrayLiteral("not a loopscope message at all, just text");
            for (const char *topic : {"loopscope/test/foreign/0", "loopscope/test/foreign/1"})
                mosquitto_publish(stranger, nullptr, topic, int(garbage.size()), garbage.constData(), 0,
                                  false);
            mosquitto_loop(stranger, 0, 1);
            published += 2;
        });
        mosquitto_disconnect(stranger);
        mosquitto_destroy(stranger);
        QVERIFY2(r.state == ProbeState::Finished, qPrintable(describe(r)));
        QCOMPARE(published, 10);
        QCOMPARE(r.counters.at(QStringLiteral("foreign")), qint64(published)); // relay 1 and the subscriber
        QCOMPARE(r.counters.at(QStringLiteral("received")), r.counters.at(QStringLiteral("sent")));
        QCOMPARE(r.counters.at(QStringLiteral("lost")), 0);
    }

    // Documented behaviour: a client that loses the broker reconnects; not
    // back within the reconnect window, the run fails and says why.
    void brokerKilledMidRunFailsWithTheReason()
    {
        MosquittoBroker broker;
        QString error;
        QVERIFY2(broker.start(&error), qPrintable(error));
        MqttProbeConfig config = baseConfig(broker.port());
        config.durationS = 5;
        config.reconnectWindowS = 1.0;
        const RunResult r = runProbe(config, 12, [&](double elapsedS) {
            if (elapsedS > 1.0 && broker.isRunning())
                broker.kill();
        });
        QVERIFY2(r.state == ProbeState::Failed, qPrintable(describe(r)));
        const QString prefix =
            QStringLiteral("lost the connection to MQTT broker 127.0.0.1:%1 (").arg(broker.port());
        QVERIFY2(r.failure.startsWith(prefix), qPrintable(r.failure));
        QVERIFY2(r.failure.contains(QStringLiteral("not back within 1 s")), qPrintable(r.failure));
        QVERIFY2(r.elapsedS < 5, qPrintable(describe(r))); // ended long before its 5 s of sending
        QVERIFY(r.counters.at(QStringLiteral("received")) > 0);
        QCOMPARE(r.counters.at(QStringLiteral("reconnects")), 0);
    }

    void brokerRestartedMidRunIsReconnected()
    {
        MosquittoBroker broker;
        QString error;
        QVERIFY2(broker.start(&error), qPrintable(error));
        MqttProbeConfig config = baseConfig(broker.port());
        config.durationS = 3;
        config.reconnectWindowS = 5;
        bool restarted = false;
        QString restartError;
        const RunResult r = runProbe(config, 14, [&](double elapsedS) {
            if (elapsedS > 1.0 && !restarted) {
                broker.kill();
                restarted = broker.start(&restartError);
            }
        });
        QVERIFY2(restarted, qPrintable(restartError));
        QVERIFY2(r.state == ProbeState::Finished, qPrintable(describe(r)));
        const qint64 sent = r.counters.at(QStringLiteral("sent"));
        const qint64 received = r.counters.at(QStringLiteral("received"));
        const qint64 lost = r.counters.at(QStringLiteral("lost"));
        const qint64 publishErrors = r.counters.at(QStringLiteral("publish_errors"));
        QCOMPARE(r.counters.at(QStringLiteral("reconnects")), 2); // the publisher and the subscriber
        QCOMPARE(sent + publishErrors, qint64(config.durationS * config.rateHz));
        QCOMPARE(received + lost, sent); // every message sent is resolved once
        QVERIFY2(lost + publishErrors > 0, qPrintable(describe(r)));
        QVERIFY2(received > sent / 2, qPrintable(describe(r))); // measuring went on after the restart
        QCOMPARE(r.totals.at(QStringLiteral("total")).totalCount(), received);
    }

    void wrongPortFailsQuicklyWithAClearMessage()
    {
        const quint16 port = loopscope::testsupport::freeLoopbackTcpPort();
        QVERIFY(port != 0);
        MqttProbeConfig config = baseConfig(port);
        const RunResult r = runProbe(config, 10);
        QCOMPARE(r.state, ProbeState::Failed);
        QCOMPARE(r.failure,
                 QStringLiteral("cannot connect to MQTT broker 127.0.0.1:%1: connection refused").arg(port));
        QVERIFY2(r.elapsedS < 3, qPrintable(QString::number(r.elapsedS))); // no retry loop on a refused start
    }

    void badParametersAreRefused_data()
    {
        QTest::addColumn<QVariantMap>("params");
        QTest::addColumn<QString>("message");
        QTest::newRow("qos 2") << QVariantMap{{QStringLiteral("qos"), 2}}
                               << QStringLiteral("bad value for qos");
        QTest::newRow("payload too small for hops")
            << QVariantMap{{QStringLiteral("hops"), 3}, {QStringLiteral("payload"), 40}}
            << QStringLiteral("payload 40 bytes is outside 64..65536 bytes");
        QTest::newRow("wildcard topic") << QVariantMap{{QStringLiteral("topic"), QStringLiteral("a/#")}}
                                        << QStringLiteral("topic 'a/#' is not a valid MQTT topic prefix");
        QTest::newRow("nine hops") << QVariantMap{{QStringLiteral("hops"), 9}}
                                   << QStringLiteral("bad value for hops");
        QTest::newRow("unknown key") << QVariantMap{{QStringLiteral("colour"), 1}}
                                     << QStringLiteral("mqtt has no parameter 'colour'");
    }

    void badParametersAreRefused()
    {
        QFETCH(QVariantMap, params);
        QFETCH(QString, message);
        QString error;
        std::unique_ptr<LatencyProbe> probe =
            ProbeRegistry::instance().create(QStringLiteral("mqtt"), params, &error);
        QVERIFY(!probe);
        QVERIFY2(error.startsWith(message), qPrintable(error));
    }

    void registryCreatesAWorkingProbe()
    {
        QString error;
        QVariantMap validated;
        std::unique_ptr<LatencyProbe> probe =
            ProbeRegistry::instance().create(QStringLiteral("mqtt"),
                                             {{QStringLiteral("port"), m_broker.port()},
                                              {QStringLiteral("duration"), 0.5},
                                              {QStringLiteral("warmup"), 0}},
                                             &error, &validated);
        QVERIFY2(probe, qPrintable(error));
        QCOMPARE(probe->kind(), QStringLiteral("mqtt"));
        QCOMPARE(validated.value(QStringLiteral("rate")).toDouble(), 100.0);
        QVERIFY(probe->start(&error));
        probe->wait();
        QCOMPARE(probe->state(), ProbeState::Finished);
        const QJsonObject params = probe->parameters();
        QVERIFY(
            params.value(QStringLiteral("topic")).toString().startsWith(QStringLiteral("loopscope/probe/")));
        QCOMPARE(params.value(QStringLiteral("port")).toInt(), int(m_broker.port()));
    }

private:
    MosquittoBroker m_broker;
};

QTEST_GUILESS_MAIN(TestMqttProbe)
#include "test_mqtt_probe.moc"
