// The fleet across hosts: three agents, each in a network namespace of its
// own (and a UTS namespace with its own host name), joined to the root
// namespace by veth pairs on a bridge the test makes. The broker, a
// PostgreSQL server and a UDP echo device (loopscope-sim) run in the root
// namespace on the bridge address. A fleet run of the UDP probe from every
// namespace to the echo device lands in PostgreSQL per host (each agent
// stores its own run) and merged (the controller's run), and every agent's
// clock offset is measured with its bound. Needs root (namespaces, links);
// skipped with a message otherwise.

#include "app/cli/exit_codes.h"
#include "core/library/run_library.h"
#include "support/mosquitto_broker.h"
#include "support/postgres_server.h"
#include "support/test_support.h"
#include "support/tls_fixtures.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>
#include <unistd.h>
#include <vector>

using namespace loopscope;
using namespace loopscope::cli;
using namespace loopscope::testsupport;

namespace {

constexpr int kHosts = 3;

bool ip(const QStringList &args, QString *output = nullptr)
{
    QString out;
    const bool ok = runTool(QStringLiteral("ip"), args, &out);
    if (output)
        *output = out;
    return ok;
}

} // namespace

class TestFleetNamespaces : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (::geteuid() != 0)
            QSKIP("needs root: it makes network namespaces and veth pairs");
        if (QStandardPaths::findExecutable(QStringLiteral("ip")).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("unshare")).isEmpty())
            QSKIP("needs ip (iproute2) and unshare (util-linux)");
        if (!MosquittoBroker::available() || !PostgresServer::available())
            QSKIP("needs mosquitto and the PostgreSQL server");
        QVERIFY(m_dir.isValid());
        // Names and a subnet of this process's own, so that runs side by side do not meet.
        const int id = int(::getpid() % 10000);
        m_bridge = QStringLiteral("lsbr%1").arg(id);
        m_subnet = QStringLiteral("10.%1.%2").arg(100 + id % 100).arg(id / 100 % 250);
        m_bridgeIp = m_subnet + QStringLiteral(".1");
        QString out;
        QVERIFY2(ip({QStringLiteral("link"), QStringLiteral("add"), m_bridge, QStringLiteral("type"), QStringLiteral("bridge")}, &out),
                 qPrintable(out));
        m_madeBridge = true;
        QVERIFY2(ip({QStringLiteral("addr"), QStringLiteral("add"), m_bridgeIp + QStringLiteral("/24"), QStringLiteral("dev"), m_bridge}, &out), qPrintable(out));
        QVERIFY2(ip({QStringLiteral("link"), QStringLiteral("set"), m_bridge, QStringLiteral("up")}, &out), qPrintable(out));
        for (int i = 1; i <= kHosts; ++i) {
            const QString ns = QStringLiteral("ls%1-h%2").arg(id).arg(i);
            const QString veth = QStringLiteral("lsv%1h%2").arg(id).arg(i);
            QVERIFY2(ip({QStringLiteral("netns"), QStringLiteral("add"), ns}, &out), qPrintable(out));
            m_namespaces << ns;
            QVERIFY2(ip({QStringLiteral("link"), QStringLiteral("add"), veth, QStringLiteral("type"), QStringLiteral("veth"),
                         QStringLiteral("peer"), QStringLiteral("name"), QStringLiteral("eth0"), QStringLiteral("netns"), ns},
                        &out),
                     qPrintable(out));
            QVERIFY2(ip({QStringLiteral("link"), QStringLiteral("set"), veth, QStringLiteral("master"), m_bridge, QStringLiteral("up")}, &out), qPrintable(out));
            QVERIFY2(ip({QStringLiteral("-n"), ns, QStringLiteral("addr"), QStringLiteral("add"),
                         QStringLiteral("%1.%2/24").arg(m_subnet).arg(10 + i), QStringLiteral("dev"), QStringLiteral("eth0")},
                        &out),
                     qPrintable(out));
            QVERIFY2(ip({QStringLiteral("-n"), ns, QStringLiteral("link"), QStringLiteral("set"), QStringLiteral("eth0"), QStringLiteral("up")}, &out), qPrintable(out));
            QVERIFY2(ip({QStringLiteral("-n"), ns, QStringLiteral("link"), QStringLiteral("set"), QStringLiteral("lo"), QStringLiteral("up")}, &out), qPrintable(out));
        }

        QString error;
        m_broker.addListenAddress(m_bridgeIp);
        QVERIFY2(m_broker.start(&error), qPrintable(error));
        m_postgres.addListenAddress(m_bridgeIp, m_subnet + QStringLiteral(".0/24"));
        QVERIFY2(m_postgres.start(&error), qPrintable(error));
        m_passFile = QDir(m_dir.path()).filePath(QStringLiteral("pgpass"));
        QFile pass(m_passFile);
        QVERIFY(pass.open(QIODevice::WriteOnly));
        pass.write(QStringLiteral("*:*:*:%1:%2\n").arg(m_postgres.user(), m_postgres.password()).toUtf8());
        pass.close();
        pass.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        qputenv("PGPASSFILE", m_passFile.toLocal8Bit()); // for this process's own look into the library

        // The echo device the agents measure, on the bridge.
        m_echoPort = freeLoopbackTcpPort(); // a free number; UDP on the bridge address
        m_sim.setProgram(binPath(QStringLiteral("loopscope-sim")));
        m_sim.setArguments({QStringLiteral("--udp-echo"), QStringLiteral("1"), QStringLiteral("--udp-host"), m_bridgeIp,
                            QStringLiteral("--udp-base-port"), QString::number(m_echoPort)});
        m_sim.start();
        QVERIFY2(waitForSimReady(m_sim, 10000), "loopscope-sim did not get ready");
    }

    void cleanupTestCase()
    {
        for (auto &agent : m_agents)
            if (agent->state() != QProcess::NotRunning) {
                agent->terminate();
                if (!agent->waitForFinished(10000))
                    agent->kill();
            }
        m_agents.clear();
        if (m_sim.state() != QProcess::NotRunning) {
            m_sim.terminate();
            m_sim.waitForFinished(5000);
        }
        m_broker.stop();
        m_postgres.stop();
        for (const QString &ns : std::as_const(m_namespaces))
            ip({QStringLiteral("netns"), QStringLiteral("del"), ns});
        if (m_madeBridge)
            ip({QStringLiteral("link"), QStringLiteral("del"), m_bridge});
    }

    void udpRunBetweenNamespacesLandsPerHostAndMergedInPostgres()
    {
        const QString agentLibrary = QStringLiteral("postgresql://%1@%2:%3/loopscope").arg(m_postgres.user(), m_bridgeIp).arg(m_postgres.port());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PGPASSFILE"), m_passFile);
        QStringList names;
        for (int i = 1; i <= kHosts; ++i) {
            const QString host = QStringLiteral("lab-host-%1").arg(i);
            names << host;
            auto agent = std::make_unique<QProcess>();
            agent->setProcessChannelMode(QProcess::MergedChannels);
            agent->setProcessEnvironment(env);
            // Its own network and its own host name; exec all the way down,
            // so that the signal to stop reaches the agent.
            agent->start(QStringLiteral("ip"),
                         {QStringLiteral("netns"), QStringLiteral("exec"), m_namespaces[i - 1], QStringLiteral("unshare"),
                          QStringLiteral("--uts"), QStringLiteral("sh"), QStringLiteral("-c"),
                          QStringLiteral("hostname \"$0\" && exec \"$1\" agent --name \"$0\" --broker \"$2\" --library \"$3\""),
                          host, binPath(QStringLiteral("loopscope-cli")),
                          QStringLiteral("mqtt://%1:%2").arg(m_bridgeIp).arg(m_broker.port()), agentLibrary});
            QString seen;
            for (int t = 0; t < 100 && !seen.contains(QLatin1String(" online at ")); ++t) {
                agent->waitForReadyRead(100);
                seen += QString::fromUtf8(agent->readAll());
            }
            QVERIFY2(seen.contains(QLatin1String(" online at ")), qPrintable(seen));
            QVERIFY2(seen.contains(QLatin1String("postgresql://")), qPrintable(seen)); // its runs go to PostgreSQL
            m_agents.push_back(std::move(agent));
        }

        const QString controllerLibrary = m_postgres.url();
        const CliResult r = runCli({QStringLiteral("fleet"), QStringLiteral("run"), QStringLiteral("--broker"),
                                    QStringLiteral("mqtt://127.0.0.1:%1").arg(m_broker.port()), QStringLiteral("--agents"),
                                    names.join(QLatin1Char(',')), QStringLiteral("--kind"), QStringLiteral("udp-echo"),
                                    QStringLiteral("--target"), QStringLiteral("%1:%2").arg(m_bridgeIp).arg(m_echoPort),
                                    QStringLiteral("--rate"), QStringLiteral("500"), QStringLiteral("--duration"), QStringLiteral("3"),
                                    QStringLiteral("--name"), QStringLiteral("across-namespaces"), QStringLiteral("--library"),
                                    controllerLibrary, QStringLiteral("--json")},
                                   90000, env);
        QVERIFY2(r.exitCode == kExitSuccess, qPrintable(describe(r)));
        const QJsonObject result = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonObject agents = result.value(QStringLiteral("agents")).toObject();
        for (const QString &host : std::as_const(names)) {
            const QJsonObject part = agents.value(host).toObject();
            QCOMPARE(part.value(QStringLiteral("state")).toString(), QStringLiteral("finished"));
            const QJsonObject clock = part.value(QStringLiteral("clock")).toObject();
            QVERIFY2(clock.value(QStringLiteral("valid")).toBool(), qPrintable(describe(r)));
            // One kernel, one clock: the true offset is 0, within the bound.
            QVERIFY2(std::abs(clock.value(QStringLiteral("offset_ms")).toDouble()) <= clock.value(QStringLiteral("bound_ms")).toDouble(),
                     qPrintable(describe(r)));
            qInfo("%s: clock offset %.3f ms +- %.3f ms over %d exchanges (least round trip %.3f ms)", qPrintable(host),
                  clock.value(QStringLiteral("offset_ms")).toDouble(), clock.value(QStringLiteral("bound_ms")).toDouble(),
                  clock.value(QStringLiteral("exchanges")).toInt(), clock.value(QStringLiteral("best_delay_ms")).toDouble());
        }

        core::RunLibrary library;
        QString error;
        QVERIFY2(library.open(controllerLibrary, &error), qPrintable(error));
        core::HdrHistogram added;
        for (const QString &host : std::as_const(names)) {
            core::RunFilter filter;
            filter.host = host;
            const std::vector<core::RunSummary> runs = library.list(filter, &error);
            QVERIFY2(runs.size() == 1, qPrintable(QStringLiteral("%1: %2 runs %3").arg(host).arg(runs.size()).arg(error)));
            QCOMPARE(runs.front().name, QStringLiteral("across-namespaces.") + host);
            const std::optional<core::RunData> own = library.load(runs.front().id, &error);
            QVERIFY2(own, qPrintable(error));
            QCOMPARE(own->fingerprint.value(QStringLiteral("hostname")).toString(), host);
            added.add(own->channel(QStringLiteral("latency"))->total);
        }
        const std::optional<core::RunData> merged = library.load(QStringLiteral("across-namespaces"), &error);
        QVERIFY2(merged, qPrintable(error));
        QCOMPARE(merged->channel(QStringLiteral("latency"))->total.totalCount(), added.totalCount());
        QCOMPARE(merged->channel(QStringLiteral("latency"))->total.valueAtPercentile(99), added.valueAtPercentile(99));
        for (const QString &host : std::as_const(names))
            QVERIFY(merged->channel(QStringLiteral("latency@") + host));
        QVERIFY(added.totalCount() >= 3 * 1400);

        // Between two namespaces: the first two agents measure toward the
        // third, which serves an echo on its own veth address (the one it
        // reaches the broker from); the datagrams cross the bridge.
        const QString peer = names.last();
        const CliResult between = runCli({QStringLiteral("fleet"), QStringLiteral("run"), QStringLiteral("--broker"),
                                          QStringLiteral("mqtt://127.0.0.1:%1").arg(m_broker.port()), QStringLiteral("--agents"),
                                          names.mid(0, 2).join(QLatin1Char(',')), QStringLiteral("--kind"),
                                          QStringLiteral("udp-echo"), QStringLiteral("--target"), QStringLiteral("agent:") + peer,
                                          QStringLiteral("--rate"), QStringLiteral("500"), QStringLiteral("--duration"),
                                          QStringLiteral("2"), QStringLiteral("--name"), QStringLiteral("between-namespaces"),
                                          QStringLiteral("--library"), controllerLibrary, QStringLiteral("--json")},
                                         90000, env);
        QVERIFY2(between.exitCode == kExitSuccess, qPrintable(describe(between)));
        const QJsonObject b = QJsonDocument::fromJson(between.out.toUtf8()).object();
        const QString address = b.value(QStringLiteral("peer")).toObject().value(QStringLiteral("address")).toString();
        QVERIFY2(address.startsWith(m_subnet + QLatin1Char('.')) &&
                     !address.startsWith(m_bridgeIp + QLatin1Char(':')),
                 qPrintable(describe(between))); // a namespace's veth address, not the bridge's
        for (const QString &host : names.mid(0, 2)) {
            const QJsonObject part = b.value(QStringLiteral("agents")).toObject().value(host).toObject();
            QCOMPARE(part.value(QStringLiteral("state")).toString(), QStringLiteral("finished"));
            const qint64 got = part.value(QStringLiteral("channels")).toObject().value(QStringLiteral("latency")).toObject().value(QStringLiteral("count")).toInteger();
            QVERIFY2(got >= 900, qPrintable(describe(between)));
            const QJsonObject oneWay = part.value(QStringLiteral("one_way")).toObject();
            QVERIFY2(oneWay.contains(QStringLiteral("forward")), qPrintable(describe(between)));
            qInfo("%s -> %s at %s: %lld round trips; one way out: %s", qPrintable(host), qPrintable(peer), qPrintable(address), got,
                  qPrintable(oneWay.value(QStringLiteral("forward")).toObject().value(QStringLiteral("reason")).toString()));
        }
    }

private:
    QTemporaryDir m_dir;
    QString m_bridge, m_subnet, m_bridgeIp, m_passFile;
    bool m_madeBridge = false;
    QStringList m_namespaces;
    MosquittoBroker m_broker;
    PostgresServer m_postgres;
    QProcess m_sim;
    quint16 m_echoPort = 0;
    std::vector<std::unique_ptr<QProcess>> m_agents;
};

QTEST_GUILESS_MAIN(TestFleetNamespaces)
#include "test_fleet_namespaces.moc"
