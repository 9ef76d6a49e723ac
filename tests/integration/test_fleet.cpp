// The fleet end to end on loopback: a real Mosquitto broker and real agent
// processes (`loopscope-cli agent`), driven by `loopscope-cli fleet` and by
// the controller library. A fleet run lands per agent (each in its own
// library) and merged (the histograms added exactly); a kind outside the
// allow-list and bad parameters are refused before anything starts; an
// agent killed mid-run shows offline and its part as interrupted with its
// intervals kept; a broker restarted mid-run loses no interval.

#include "app/cli/exit_codes.h"
#include "core/fleet/fleet_controller.h"
#include "core/fleet/fleet_protocol.h"
#include "core/library/run_library.h"
#include "support/mosquitto_broker.h"
#include "support/tls_fixtures.h"
#include "support/test_support.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <deque>
#include <functional>
#include <memory>

using namespace loopscope;
using namespace loopscope::cli;
using namespace loopscope::testsupport;

namespace {

struct AgentProcess
{
    QString name, library;
    std::unique_ptr<QProcess> process;
    QString output() { return process ? QString::fromUtf8(process->readAll()) : QString(); }
};

QJsonObject jsonOf(const CliResult &r)
{
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

} // namespace

class TestFleet : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!MosquittoBroker::available())
            QSKIP("no mosquitto broker installed");
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(m_broker.start(&error), qPrintable(error));
    }

    void cleanup()
    {
        for (AgentProcess &a : m_agents)
            stopAgent(a);
        m_agents.clear();
        if (!m_broker.isRunning()) {
            QString error;
            QVERIFY2(m_broker.start(&error), qPrintable(error));
        }
    }

    void listShowsAgentsWithTheirKinds()
    {
        startAgent(QStringLiteral("alpha"));
        startAgent(QStringLiteral("beta"), {QStringLiteral("--allow"), QStringLiteral("udp-echo,hiccup")});
        const CliResult r = runCli({QStringLiteral("fleet"), QStringLiteral("list"), QStringLiteral("--broker"), broker(),
                                    QStringLiteral("--json")});
        QVERIFY2(r.exitCode == kExitSuccess, qPrintable(describe(r)));
        const QJsonArray agents = jsonOf(r).value(QStringLiteral("agents")).toArray();
        QCOMPARE(agents.size(), 2);
        for (const QJsonValue &v : agents) {
            const QJsonObject a = v.toObject();
            QCOMPARE(a.value(QStringLiteral("state")).toString(), QStringLiteral("online"));
            QVERIFY(!a.value(QStringLiteral("version")).toString().isEmpty());
            QVERIFY(!a.value(QStringLiteral("fingerprint")).toObject().isEmpty());
            const QJsonArray kinds = a.value(QStringLiteral("kinds")).toArray();
            QVERIFY(kinds.contains(QStringLiteral("udp-echo")));
            QVERIFY2(!kinds.contains(QStringLiteral("control-loop")), "actuator kinds are not offered by default");
            if (a.value(QStringLiteral("name")).toString() == QLatin1String("beta"))
                QCOMPARE(kinds.size(), 2);
        }
        // Stopped cleanly, an agent says so (retained).
        stopAgent(m_agents.front());
        const CliResult after = runCli({QStringLiteral("fleet"), QStringLiteral("list"), QStringLiteral("--broker"),
                                        broker(), QStringLiteral("--json")});
        for (const QJsonValue &v : jsonOf(after).value(QStringLiteral("agents")).toArray())
            if (v.toObject().value(QStringLiteral("name")).toString() == QLatin1String("alpha"))
                QCOMPARE(v.toObject().value(QStringLiteral("state")).toString(), QStringLiteral("offline"));
    }

    // The UDP probe on two agents at once: each agent stores its own run;
    // the controller stores the merged run, whose histogram is the agents'
    // added (count and percentiles checked against the agents' libraries).
    void runLandsPerAgentAndMerged()
    {
        AgentProcess &alpha = startAgent(QStringLiteral("alpha"));
        AgentProcess &beta = startAgent(QStringLiteral("beta"));
        const QString controllerLibrary = m_dir.filePath(QStringLiteral("controller.sqlite"));
        const CliResult r = runCli({QStringLiteral("fleet"), QStringLiteral("run"), QStringLiteral("--broker"), broker(),
                                    QStringLiteral("--agents"), QStringLiteral("alpha,beta"), QStringLiteral("--kind"),
                                    QStringLiteral("udp-echo"), QStringLiteral("--rate"), QStringLiteral("500"),
                                    QStringLiteral("--duration"), QStringLiteral("2"), QStringLiteral("--name"),
                                    QStringLiteral("two-hosts"), QStringLiteral("--library"), controllerLibrary,
                                    QStringLiteral("--json")},
                                   90000);
        QVERIFY2(r.exitCode == kExitSuccess, qPrintable(describe(r)));
        const QJsonObject result = jsonOf(r);
        QCOMPARE(result.value(QStringLiteral("state")).toString(), QStringLiteral("finished"));
        const QJsonObject agents = result.value(QStringLiteral("agents")).toObject();
        QCOMPARE(agents.size(), 2);

        core::HdrHistogram added;
        for (AgentProcess *a : {&alpha, &beta}) {
            const QJsonObject part = agents.value(a->name).toObject();
            QCOMPARE(part.value(QStringLiteral("state")).toString(), QStringLiteral("finished"));
            QCOMPARE(part.value(QStringLiteral("intervals")).toInt(), part.value(QStringLiteral("intervals_sent")).toInt());
            QVERIFY(part.value(QStringLiteral("dispatch_to_first_interval_ms")).toDouble() > 0);
            core::RunLibrary own;
            QString error;
            QVERIFY2(own.open(a->library, &error), qPrintable(error));
            const std::vector<core::RunSummary> runs = own.list();
            QCOMPARE(runs.size(), size_t(1));
            QVERIFY(runs.front().name.endsWith(QLatin1Char('.') + a->name));
            QVERIFY(runs.front().tags.contains(QStringLiteral("fleet")));
            const std::optional<core::RunData> run = own.load(runs.front().id, &error);
            QVERIFY2(run, qPrintable(error));
            const core::RunChannel *latency = run->channel(QStringLiteral("latency"));
            QVERIFY(latency && latency->total.totalCount() >= 900);
            QCOMPARE(qint64(latency->total.totalCount()),
                     qint64(part.value(QStringLiteral("channels")).toObject().value(QStringLiteral("latency")).toObject().value(QStringLiteral("count")).toDouble()));
            added.add(latency->total);
        }
        const QJsonObject merged = result.value(QStringLiteral("merged")).toObject().value(QStringLiteral("latency")).toObject();
        QCOMPARE(qint64(merged.value(QStringLiteral("count")).toDouble()), qint64(added.totalCount()));
        QCOMPARE(qint64(merged.value(QStringLiteral("p99_ns")).toDouble()), qint64(added.valueAtPercentile(99)));
        QCOMPARE(qint64(merged.value(QStringLiteral("max_ns")).toDouble()), qint64(added.max()));

        // The controller's library: merged channel plus one per agent.
        core::RunLibrary library;
        QString error;
        QVERIFY2(library.open(controllerLibrary, &error), qPrintable(error));
        const std::optional<core::RunData> stored = library.load(QStringLiteral("two-hosts"), &error);
        QVERIFY2(stored, qPrintable(error));
        QVERIFY(stored->channel(QStringLiteral("latency")));
        QVERIFY(stored->channel(QStringLiteral("latency@alpha")));
        QVERIFY(stored->channel(QStringLiteral("latency@beta")));
        QCOMPARE(stored->channel(QStringLiteral("latency"))->total.totalCount(), added.totalCount());
        QVERIFY(stored->channel(QStringLiteral("latency"))->intervals.intervalCount() >= 2);
    }

    // The clock offset between controller and agent, measured with NTP-style
    // exchanges during the run, recovers an offset the agent adds to its
    // timestamps (a test peer whose clock is 250 ms ahead), within the bound
    // it reports; an agent on the same clock reads zero within its bound.
    void clockOffsetRecoversAnInjectedOffset()
    {
        QProcessEnvironment ahead = QProcessEnvironment::systemEnvironment();
        ahead.insert(QStringLiteral("LOOPSCOPE_FLEET_CLOCK_OFFSET_MS"), QStringLiteral("250"));
        startAgent(QStringLiteral("ahead"), {}, ahead);
        startAgent(QStringLiteral("same"));
        const CliResult r = runCli({QStringLiteral("fleet"), QStringLiteral("run"), QStringLiteral("--broker"), broker(),
                                    QStringLiteral("--agents"), QStringLiteral("ahead,same"), QStringLiteral("--kind"),
                                    QStringLiteral("timer"), QStringLiteral("--duration"), QStringLiteral("3"),
                                    QStringLiteral("--no-library"), QStringLiteral("--json")},
                                   60000);
        QVERIFY2(r.exitCode == kExitSuccess, qPrintable(describe(r)));
        const QJsonObject agents = jsonOf(r).value(QStringLiteral("agents")).toObject();
        for (const auto &[name, injectedMs] : {std::pair{QStringLiteral("ahead"), 250.0}, std::pair{QStringLiteral("same"), 0.0}}) {
            const QJsonObject clock = agents.value(name).toObject().value(QStringLiteral("clock")).toObject();
            QVERIFY2(clock.value(QStringLiteral("valid")).toBool(), qPrintable(describe(r)));
            QVERIFY(clock.value(QStringLiteral("exchanges")).toInt() >= 10);
            const double offset = clock.value(QStringLiteral("offset_ms")).toDouble();
            const double bound = clock.value(QStringLiteral("bound_ms")).toDouble();
            qInfo("%s: offset %.3f ms +- %.3f ms (injected %.0f ms), best round trip %.3f ms", qPrintable(name), offset,
                  bound, injectedMs, clock.value(QStringLiteral("best_delay_ms")).toDouble());
            QVERIFY2(std::abs(offset - injectedMs) <= bound, qPrintable(describe(r)));
            // Tight enough to tell the injected offset from none at all (not a
            // timing target: half the least broker round trip of ~30 exchanges).
            QVERIFY2(bound < 125.0, qPrintable(describe(r)));
        }
    }

    // --target agent:NAME: the named agent serves an echo that stamps its own
    // clock (250 ms ahead here) into every datagram. With the peer holding
    // every datagram 20 ms before stamping its arrival (a slow inbound
    // link), the outbound one way is 20 ms and meaningful beside the clock
    // error; the return (tens of µs on loopback) is not, and says so. Without
    // the 250 ms correction the outbound figure would read 270 ms.
    void udpTowardAnAgentGivesOneWayFiguresOnlyWhereTheClocksAllow()
    {
        QProcessEnvironment ahead = QProcessEnvironment::systemEnvironment();
        ahead.insert(QStringLiteral("LOOPSCOPE_FLEET_CLOCK_OFFSET_MS"), QStringLiteral("250"));
        AgentProcess &peer = startAgent(QStringLiteral("echoer"), {}, ahead);
        startAgent(QStringLiteral("prober"));
        const QString library = m_dir.filePath(QStringLiteral("one-way.sqlite"));
        const CliResult r = runCli({QStringLiteral("fleet"), QStringLiteral("run"), QStringLiteral("--broker"), broker(),
                                    QStringLiteral("--agents"), QStringLiteral("prober"), QStringLiteral("--kind"),
                                    QStringLiteral("udp-echo"), QStringLiteral("--target"), QStringLiteral("agent:echoer"),
                                    QStringLiteral("--rate"), QStringLiteral("200"), QStringLiteral("--duration"),
                                    QStringLiteral("3"), QStringLiteral("--peer-inbound-delay"), QStringLiteral("100"),
                                    QStringLiteral("--library"), library, QStringLiteral("--json")},
                                   60000);
        QVERIFY2(r.exitCode == kExitSuccess, qPrintable(describe(r)));
        const QJsonObject json = jsonOf(r);
        const QJsonObject peerInfo = json.value(QStringLiteral("peer")).toObject();
        QCOMPARE(peerInfo.value(QStringLiteral("agent")).toString(), QStringLiteral("echoer"));
        QCOMPARE(peerInfo.value(QStringLiteral("state")).toString(), QStringLiteral("released"));
        const QJsonObject prober = json.value(QStringLiteral("agents")).toObject().value(QStringLiteral("prober")).toObject();
        const QJsonObject oneWay = prober.value(QStringLiteral("one_way")).toObject();
        const double used = oneWay.value(QStringLiteral("peer_offset_ms")).toDouble();
        const QJsonObject out = oneWay.value(QStringLiteral("forward")).toObject();
        const QJsonObject back = oneWay.value(QStringLiteral("return")).toObject();
        const double bound = out.value(QStringLiteral("error_bound_ms")).toDouble();
        const double median = out.value(QStringLiteral("median_ms")).toDouble();
        qInfo("peer offset used %.3f ms; one way out median %.3f ms +- %.3f ms; back: %s", used, median, bound,
              qPrintable(back.value(QStringLiteral("reason")).toString()));
        QVERIFY2(std::abs(used - 250.0) <= bound, qPrintable(describe(r)));
        QVERIFY2(out.value(QStringLiteral("meaningful")).toBool(), qPrintable(describe(r)));
        // 100 ms held + the loopback way (well under 2 ms), within the clock error.
        // (A hold of 100 ms, not 20: the clock error between two agents on
        // a loaded machine, under the sanitizers, has been seen at ±4.4 ms,
        // which must stay within 10 % of the one-way figure for it to count.)
        QVERIFY2(median >= 100.0 - bound && median <= 102.0 + bound, qPrintable(describe(r)));
        QVERIFY2(!back.value(QStringLiteral("meaningful")).toBool(), qPrintable(describe(r)));
        QVERIFY(back.value(QStringLiteral("reason")).toString().contains(QLatin1String("round trip is the figure")));
        // The merged run keeps the meaningful direction, not the other.
        core::RunLibrary lib;
        QString error;
        QVERIFY2(lib.open(library, &error), qPrintable(error));
        const std::optional<core::RunData> stored = lib.load(json.value(QStringLiteral("stored_run_id")).toInteger(), &error);
        QVERIFY2(stored, qPrintable(error));
        QVERIFY(stored->channel(QStringLiteral("forward@prober")));
        QVERIFY(!stored->channel(QStringLiteral("return@prober")));
        QVERIFY(stored->channel(QStringLiteral("latency@prober")));
        // The peer served and stopped serving.
        QString peerLog;
        QVERIFY(waitFor([&] {
            peer.process->waitForReadyRead(100);
            peerLog += peer.output();
            return peerLog.contains(QLatin1String("stopped (asked;"));
        }, 5000));
        QVERIFY2(peerLog.contains(QLatin1String("serving a UDP echo on 127.0.0.1:")), qPrintable(peerLog));

        // A target agent that does not exist, and one that is a runner too: refused before anything starts.
        CliResult bad = runCli({QStringLiteral("fleet"), QStringLiteral("run"), QStringLiteral("--broker"), broker(),
                                QStringLiteral("--agents"), QStringLiteral("prober"), QStringLiteral("--kind"),
                                QStringLiteral("udp-echo"), QStringLiteral("--target"), QStringLiteral("agent:nobody"),
                                QStringLiteral("--wait"), QStringLiteral("1"), QStringLiteral("--no-library")});
        QVERIFY2(bad.exitCode != kExitSuccess && bad.err.contains(QLatin1String("nobody")), qPrintable(describe(bad)));
        bad = runCli({QStringLiteral("fleet"), QStringLiteral("run"), QStringLiteral("--broker"), broker(),
                      QStringLiteral("--agents"), QStringLiteral("prober,echoer"), QStringLiteral("--kind"),
                      QStringLiteral("udp-echo"), QStringLiteral("--target"), QStringLiteral("agent:echoer"),
                      QStringLiteral("--no-library")});
        QCOMPARE(bad.exitCode, kExitUsage);
        QVERIFY2(bad.err.contains(QLatin1String("cannot measure itself")), qPrintable(describe(bad)));
    }

    // The MQTT hop probe across hosts: the publisher and subscriber on one
    // agent, the relay on another (its clock 250 ms ahead, which the hops
    // must not show): every message goes through the relay, the offset the
    // probe was given matches the injected one within its bound, and each
    // hop comes with its verdict.
    void mqttHopsAcrossAgentsThroughARelayAgent()
    {
        QProcessEnvironment ahead = QProcessEnvironment::systemEnvironment();
        ahead.insert(QStringLiteral("LOOPSCOPE_FLEET_CLOCK_OFFSET_MS"), QStringLiteral("250"));
        AgentProcess &relay = startAgent(QStringLiteral("relayer"), {}, ahead);
        startAgent(QStringLiteral("publisher"));
        const CliResult r = runCli({QStringLiteral("fleet"), QStringLiteral("run"), QStringLiteral("--broker"), broker(),
                                    QStringLiteral("--agents"), QStringLiteral("publisher"), QStringLiteral("--kind"),
                                    QStringLiteral("mqtt"), QStringLiteral("--host"), QStringLiteral("127.0.0.1"),
                                    QStringLiteral("--port"), QString::number(m_broker.port()), QStringLiteral("--relay"),
                                    QStringLiteral("agent:relayer"), QStringLiteral("--hops"), QStringLiteral("2"),
                                    QStringLiteral("--qos"), QStringLiteral("1"), QStringLiteral("--rate"), QStringLiteral("100"),
                                    QStringLiteral("--duration"), QStringLiteral("2"), QStringLiteral("--no-library"),
                                    QStringLiteral("--json")},
                                   60000);
        QVERIFY2(r.exitCode == kExitSuccess, qPrintable(describe(r)));
        const QJsonObject json = jsonOf(r);
        QCOMPARE(json.value(QStringLiteral("peer")).toObject().value(QStringLiteral("service")).toString(), QStringLiteral("mqtt-relay"));
        const QJsonObject part = json.value(QStringLiteral("agents")).toObject().value(QStringLiteral("publisher")).toObject();
        const QJsonObject counters = part.value(QStringLiteral("counters")).toObject();
        QVERIFY2(counters.value(QStringLiteral("received")).toInteger() >= 190 && counters.value(QStringLiteral("lost")).toInteger() == 0,
                 qPrintable(describe(r)));
        const QJsonObject oneWay = part.value(QStringLiteral("one_way")).toObject();
        const QJsonObject hop1 = oneWay.value(QStringLiteral("hop1")).toObject();
        const double used = oneWay.value(QStringLiteral("peer_offset_ms")).toDouble();
        const double bound = hop1.value(QStringLiteral("error_bound_ms")).toDouble();
        qInfo("relay clock offset used %.3f ms (bound %.3f ms); hop1 %s; hop2 %s", used, bound,
              qPrintable(hop1.value(QStringLiteral("reason")).toString(QStringLiteral("meaningful"))),
              qPrintable(oneWay.value(QStringLiteral("hop2")).toObject().value(QStringLiteral("reason")).toString()));
        QVERIFY2(bound > 0 && std::abs(used - 250.0) <= bound, qPrintable(describe(r)));
        // Hop 1 taken back by the offset: well under the 250 ms it would read without.
        QVERIFY2(hop1.value(QStringLiteral("median_ms")).toDouble() < 50.0, qPrintable(describe(r)));
        QString relayLog;
        // Up to 15 s: the relay's log line came later than 5 s once on a loaded machine (a clean-clone CI run).
        QVERIFY(waitFor([&] {
            relay.process->waitForReadyRead(100);
            relayLog += relay.output();
            return relayLog.contains(QLatin1String("messages relayed)"));
        }, 15000));
        QVERIFY2(relayLog.contains(QLatin1String("relaying MQTT on 127.0.0.1:")), qPrintable(relayLog));

        // A relay elsewhere and a chain of three hops: refused, nothing started.
        const CliResult bad = runCli({QStringLiteral("fleet"), QStringLiteral("run"), QStringLiteral("--broker"), broker(),
                                      QStringLiteral("--agents"), QStringLiteral("publisher"), QStringLiteral("--kind"),
                                      QStringLiteral("mqtt"), QStringLiteral("--relay"), QStringLiteral("agent:relayer"),
                                      QStringLiteral("--hops"), QStringLiteral("3"), QStringLiteral("--no-library")});
        QCOMPARE(bad.exitCode, kExitUsage);
        QVERIFY2(bad.err.contains(QLatin1String("needs hops 2")), qPrintable(describe(bad)));
    }

    void refusesKindsOutsideTheAllowList()
    {
        startAgent(QStringLiteral("narrow"), {QStringLiteral("--allow"), QStringLiteral("udp-echo")});
        CliResult r = runCli({QStringLiteral("fleet"), QStringLiteral("run"), QStringLiteral("--broker"), broker(),
                              QStringLiteral("--agents"), QStringLiteral("narrow"), QStringLiteral("--kind"),
                              QStringLiteral("hiccup"), QStringLiteral("--duration"), QStringLiteral("1"),
                              QStringLiteral("--no-library"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == kExitUsage, qPrintable(describe(r)));
        QJsonObject part = jsonOf(r).value(QStringLiteral("agents")).toObject().value(QStringLiteral("narrow")).toObject();
        QCOMPARE(part.value(QStringLiteral("state")).toString(), QStringLiteral("refused"));
        QVERIFY2(part.value(QStringLiteral("reason")).toString().contains(QLatin1String("allow-list")), qPrintable(describe(r)));

        // A kind that drives actuators needs --allow-actuators on the agent.
        startAgent(QStringLiteral("wide"));
        r = runCli({QStringLiteral("fleet"), QStringLiteral("run"), QStringLiteral("--broker"), broker(),
                    QStringLiteral("--agents"), QStringLiteral("wide"), QStringLiteral("--kind"), QStringLiteral("control-loop"),
                    QStringLiteral("--no-library"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == kExitUsage, qPrintable(describe(r)));
        part = jsonOf(r).value(QStringLiteral("agents")).toObject().value(QStringLiteral("wide")).toObject();
        QVERIFY2(part.value(QStringLiteral("reason")).toString().contains(QLatin1String("--allow-actuators")), qPrintable(describe(r)));
    }

    // Parameters are checked against the kind's description by the agent
    // itself (here a request that bypasses the CLI's own check), and nothing
    // starts: no run in the agent's library.
    void refusesBadParametersBeforeStarting()
    {
        AgentProcess &agent = startAgent(QStringLiteral("strict"));
        core::fleet::FleetController controller;
        core::MqttLogin login;
        login.port = m_broker.port();
        QString error;
        QVERIFY2(controller.connect(login, {}, &error), qPrintable(error));
        QVERIFY(waitFor([&] {
            controller.pump(50);
            auto it = controller.agents().find(QStringLiteral("strict"));
            return it != controller.agents().end() && it->second.state == QLatin1String("online");
        }));
        core::fleet::FleetRequest request;
        request.agents = {QStringLiteral("strict")};
        request.kind = QStringLiteral("udp-echo");
        request.params = {{QStringLiteral("rate"), QStringLiteral("0")}, {QStringLiteral("bogus"), 1}};
        request.name = QStringLiteral("bad");
        QString dispatchError;
        QVERIFY2(!controller.dispatch(request, &dispatchError).isEmpty(), qPrintable(dispatchError));
        QVERIFY(waitFor([&] {
            controller.pump(50);
            return controller.allDone();
        }));
        const core::fleet::AgentRun &r = controller.runs().at(QStringLiteral("strict"));
        QCOMPARE(r.state, QStringLiteral("refused"));
        QVERIFY2(r.reason.contains(QLatin1String("bad parameters")), qPrintable(r.reason));
        core::RunLibrary own;
        QVERIFY2(own.open(agent.library, &error), qPrintable(error));
        QCOMPARE(own.list().size(), size_t(0));
    }

    void agentKilledMidRunIsInterruptedWithItsIntervals()
    {
        startAgent(QStringLiteral("steady"));
        AgentProcess &doomed = startAgent(QStringLiteral("doomed"));
        QProcess cli;
        cli.setProgram(binPath(QStringLiteral("loopscope-cli")));
        cli.setArguments({QStringLiteral("fleet"), QStringLiteral("run"), QStringLiteral("--broker"), broker(),
                          QStringLiteral("--agents"), QStringLiteral("steady,doomed"), QStringLiteral("--kind"),
                          QStringLiteral("udp-echo"), QStringLiteral("--rate"), QStringLiteral("200"),
                          QStringLiteral("--duration"), QStringLiteral("4"), QStringLiteral("--no-library"),
                          QStringLiteral("--json")});
        cli.start();
        QVERIFY(cli.waitForStarted());
        QTest::qWait(2500); // two intervals in
        doomed.process->kill(); // SIGKILL: no goodbye, the broker sends its will
        doomed.process->waitForFinished(5000);
        QVERIFY(cli.waitForFinished(60000));
        const QString out = QString::fromUtf8(cli.readAllStandardOutput());
        QCOMPARE(cli.exitCode(), kExitDeviceVanished);
        const QJsonObject result = QJsonDocument::fromJson(out.toUtf8()).object();
        QCOMPARE(result.value(QStringLiteral("state")).toString(), QStringLiteral("interrupted"));
        const QJsonObject part = result.value(QStringLiteral("agents")).toObject().value(QStringLiteral("doomed")).toObject();
        QCOMPARE(part.value(QStringLiteral("state")).toString(), QStringLiteral("interrupted"));
        QVERIFY2(part.value(QStringLiteral("intervals")).toInt() >= 2, qPrintable(out)); // kept
        QCOMPARE(result.value(QStringLiteral("agents")).toObject().value(QStringLiteral("steady")).toObject().value(QStringLiteral("state")).toString(),
                 QStringLiteral("finished"));
        const CliResult list = runCli({QStringLiteral("fleet"), QStringLiteral("list"), QStringLiteral("--broker"), broker(),
                                       QStringLiteral("--json")});
        for (const QJsonValue &v : jsonOf(list).value(QStringLiteral("agents")).toArray())
            if (v.toObject().value(QStringLiteral("name")).toString() == QLatin1String("doomed"))
                QCOMPARE(v.toObject().value(QStringLiteral("state")).toString(), QStringLiteral("offline"));
    }

    // The broker goes away for two seconds in the middle of a run: agents
    // and controller reconnect, and every interval arrives in the end.
    void brokerRestartLosesNoInterval()
    {
        startAgent(QStringLiteral("survivor"));
        QProcess cli;
        cli.setProgram(binPath(QStringLiteral("loopscope-cli")));
        cli.setArguments({QStringLiteral("fleet"), QStringLiteral("run"), QStringLiteral("--broker"), broker(),
                          QStringLiteral("--agents"), QStringLiteral("survivor"), QStringLiteral("--kind"),
                          QStringLiteral("udp-echo"), QStringLiteral("--rate"), QStringLiteral("200"),
                          QStringLiteral("--duration"), QStringLiteral("6"), QStringLiteral("--no-library"),
                          QStringLiteral("--json")});
        cli.start();
        QVERIFY(cli.waitForStarted());
        QTest::qWait(2000);
        m_broker.stop();
        QTest::qWait(2000);
        QString error;
        QVERIFY2(m_broker.start(&error), qPrintable(error));
        QVERIFY(cli.waitForFinished(90000));
        const QString out = QString::fromUtf8(cli.readAllStandardOutput());
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QVERIFY2(cli.exitCode() == kExitSuccess, qPrintable(out + err + m_agents.front().output()));
        const QJsonObject part = QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("agents")).toObject().value(QStringLiteral("survivor")).toObject();
        QCOMPARE(part.value(QStringLiteral("state")).toString(), QStringLiteral("finished"));
        const int sent = part.value(QStringLiteral("intervals_sent")).toInt();
        QVERIFY2(sent >= 10, qPrintable(out)); // 6 s x two channels
        QCOMPARE(part.value(QStringLiteral("intervals")).toInt(), sent);
    }

    // A broker that needs a login and speaks only TLS (a CA made here with
    // openssl): the agent and the controller log in with a password file;
    // a wrong password and a wrong CA each say what is wrong.
    void loginAndTlsForAgentAndController()
    {
        QTemporaryDir dir;
        const QDir d(dir.path());
        QString output;
        QVERIFY2(makeCertificates(d, QStringLiteral("good"), &output), qPrintable(output));
        QVERIFY2(makeCertificates(d, QStringLiteral("other"), &output), qPrintable(output));
        const QString passwd = d.filePath(QStringLiteral("passwd"));
        QVERIFY2(runTool(QStringLiteral("mosquitto_passwd"),
                         {QStringLiteral("-b"), QStringLiteral("-c"), passwd, QStringLiteral("agent-a"), QStringLiteral("right-Pw-1")},
                         &output),
                 qPrintable(output));
        const auto secretFile = [&](const QString &name, const QByteArray &secret) {
            QFile f(d.filePath(name));
            f.open(QIODevice::WriteOnly);
            f.write(secret + '\n');
            return f.fileName();
        };
        const QString right = secretFile(QStringLiteral("right"), "right-Pw-1");
        const QString wrong = secretFile(QStringLiteral("wrong"), "not-it");
        MosquittoBroker secure;
        secure.requireLogin(passwd);
        secure.useTls(d.filePath(QStringLiteral("good-ca.pem")), d.filePath(QStringLiteral("good-server.pem")),
                      d.filePath(QStringLiteral("good-server.key")));
        QString error;
        QVERIFY2(secure.start(&error), qPrintable(error));
        const QString url = QStringLiteral("mqtts://127.0.0.1:%1").arg(secure.port());
        const QStringList login{QStringLiteral("--broker"), url, QStringLiteral("--username"), QStringLiteral("agent-a"),
                                QStringLiteral("--ca-file"), d.filePath(QStringLiteral("good-ca.pem"))};

        CliResult r = runCli(QStringList{QStringLiteral("agent"), QStringLiteral("--name"), QStringLiteral("locked"),
                                         QStringLiteral("--no-library"), QStringLiteral("--password-file"), wrong} + login);
        QCOMPARE(r.exitCode, kExitMeasurementFailed);
        QVERIFY2(r.err.contains(QLatin1String("not authorised")) && r.err.contains(QLatin1String("check the user name agent-a")),
                 qPrintable(describe(r)));
        QStringList otherCa = login;
        otherCa.last() = d.filePath(QStringLiteral("other-ca.pem"));
        r = runCli(QStringList{QStringLiteral("agent"), QStringLiteral("--name"), QStringLiteral("locked"),
                               QStringLiteral("--no-library"), QStringLiteral("--password-file"), right} + otherCa);
        QCOMPARE(r.exitCode, kExitMeasurementFailed);
        QVERIFY2(r.err.contains(QLatin1String("TLS")) && r.err.contains(QLatin1String("other-ca.pem")), qPrintable(describe(r)));
        r = runCli(QStringList{QStringLiteral("fleet"), QStringLiteral("list"), QStringLiteral("--broker"), url,
                               QStringLiteral("--ca-file"), d.filePath(QStringLiteral("good-ca.pem")), QStringLiteral("--prefix"),
                               QStringLiteral("lab/#")});
        QCOMPARE(r.exitCode, kExitUsage); // a wildcard in the prefix
        QVERIFY2(r.err.contains(QLatin1String("--prefix")), qPrintable(describe(r)));
        r = runCli(QStringList{QStringLiteral("fleet"), QStringLiteral("list"), QStringLiteral("--broker"), url});
        QCOMPARE(r.exitCode, kExitUsage); // mqtts without a CA
        QVERIFY2(r.err.contains(QLatin1String("--ca-file")), qPrintable(describe(r)));

        // The right password and CA: the agent serves, the controller runs on it.
        AgentProcess a;
        a.name = QStringLiteral("locked");
        a.process = std::make_unique<QProcess>();
        a.process->setProcessChannelMode(QProcess::MergedChannels);
        a.process->start(binPath(QStringLiteral("loopscope-cli")),
                         QStringList{QStringLiteral("agent"), QStringLiteral("--name"), a.name, QStringLiteral("--no-library"),
                                     QStringLiteral("--password-file"), right} + login);
        QString seen;
        for (int i = 0; i < 100 && !seen.contains(QLatin1String(" online at ")); ++i) {
            a.process->waitForReadyRead(100);
            seen += QString::fromUtf8(a.process->readAll());
        }
        QVERIFY2(seen.contains(QLatin1String(" online at ")), qPrintable(seen));
        m_agents.push_back(std::move(a));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LOOPSCOPE_MQTT_PASSWORD"), QStringLiteral("right-Pw-1")); // the other way to give it
        r = runCli(QStringList{QStringLiteral("fleet"), QStringLiteral("run"), QStringLiteral("--agents"), QStringLiteral("locked"),
                               QStringLiteral("--kind"), QStringLiteral("timer"), QStringLiteral("--duration"), QStringLiteral("1"),
                               QStringLiteral("--no-library"), QStringLiteral("--json")} + login,
                   60000, env);
        QVERIFY2(r.exitCode == kExitSuccess, qPrintable(describe(r)));
        QCOMPARE(jsonOf(r).value(QStringLiteral("state")).toString(), QStringLiteral("finished"));
    }

private:
    QString broker() const { return QStringLiteral("mqtt://127.0.0.1:%1").arg(m_broker.port()); }

    static bool waitFor(const std::function<bool()> &condition, int timeoutMs = 10000)
    {
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < timeoutMs)
            if (condition())
                return true;
        return false;
    }

    AgentProcess &startAgent(const QString &name, const QStringList &extra = {},
                             const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
    {
        AgentProcess a;
        a.name = name;
        a.library = m_dir.filePath(name + QStringLiteral("-%1.sqlite").arg(m_serial++));
        a.process = std::make_unique<QProcess>();
        a.process->setProcessChannelMode(QProcess::MergedChannels);
        a.process->setProcessEnvironment(env);
        a.process->start(binPath(QStringLiteral("loopscope-cli")),
                         QStringList{QStringLiteral("agent"), QStringLiteral("--broker"), broker(), QStringLiteral("--name"),
                                     name, QStringLiteral("--library"), a.library} +
                             extra);
        a.process->waitForStarted();
        // Online once its presence is on the broker.
        QString seen;
        for (int i = 0; i < 100 && !seen.contains(QLatin1String(" online at ")); ++i) {
            a.process->waitForReadyRead(100);
            seen += QString::fromUtf8(a.process->readAll());
        }
        if (!seen.contains(QLatin1String(" online at ")))
            qWarning("agent %s did not come online: %s", qPrintable(name), qPrintable(seen));
        m_agents.push_back(std::move(a));
        return m_agents.back();
    }

    static void stopAgent(AgentProcess &a)
    {
        if (!a.process || a.process->state() == QProcess::NotRunning)
            return;
        a.process->terminate();
        if (!a.process->waitForFinished(10000))
            a.process->kill();
        a.process->waitForFinished(3000);
    }

    QTemporaryDir m_dir;
    MosquittoBroker m_broker;
    std::deque<AgentProcess> m_agents;
    int m_serial = 0;
};

QTEST_GUILESS_MAIN(TestFleet)
#include "test_fleet.moc"
