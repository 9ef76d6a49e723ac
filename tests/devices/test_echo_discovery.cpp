// Target parsing, and discovery against a real loopscope-sim on loopback.
#include "devices/echo/echo_discovery.h"
#include "devices/sim/sim_lab.h"

#include <QNetworkDatagram>
#include <QRandomGenerator>
#include <QSemaphore>
#include <QThread>
#include <QUdpSocket>
#include <QtTest>

#include <atomic>

using namespace loopscope::devices;

namespace {

// A simulator on fixed ports P..P+count-1 below the ephemeral range, so a
// range target can cover them; retries when a port is taken.
bool startOnFixedPorts(SimLab *lab, int count, QString *error,
                       const QString &host = QStringLiteral("127.0.0.1"))
{
    for (int attempt = 0; attempt < 20; ++attempt) {
        SimEchoOptions options;
        options.deviceCount = count;
        options.host = host;
        options.basePort = quint16(21000 + QRandomGenerator::global()->bounded(8000));
        if (lab->start(options, error))
            return true;
    }
    return false;
}

DiscoveryTarget target(const QString &text)
{
    DiscoveryTarget t;
    QString error;
    if (!DiscoveryTarget::parse(text, &t, &error))
        qWarning("bad target %s: %s", qPrintable(text), qPrintable(error));
    return t;
}

} // namespace

class TestEchoDiscovery : public QObject
{
    Q_OBJECT

private slots:
    void parseTargets_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("last");
        QTest::newRow("one port") << "127.0.0.1:7000"
                                  << "127.0.0.1" << 7000 << 7000;
        QTest::newRow("range") << "localhost:7000-7010"
                               << "localhost" << 7000 << 7010;
        QTest::newRow("ipv6") << "[::1]:7000"
                              << "::1" << 7000 << 7000;
        QTest::newRow("ipv6 range") << "[fe80::1%lo]:1-1024"
                                    << "fe80::1%lo" << 1 << 1024;
        QTest::newRow("spaces") << "  bench.local:65535 "
                                << "bench.local" << 65535 << 65535;
    }

    void parseTargets()
    {
        QFETCH(QString, text);
        DiscoveryTarget t;
        QString error;
        QVERIFY2(DiscoveryTarget::parse(text, &t, &error), qPrintable(error));
        QTEST(t.host, "host");
        QFETCH(int, first);
        QFETCH(int, last);
        QCOMPARE(int(t.firstPort), first);
        QCOMPARE(int(t.lastPort), last);
    }

    void rejectTargets_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reasonPart");
        QTest::newRow("empty") << ""
                               << "empty";
        QTest::newRow("no port") << "127.0.0.1"
                                 << "no port";
        QTest::newRow("no host") << ":7000"
                                 << "no host";
        QTest::newRow("port 0") << "h:0"
                                << "bad port";
        QTest::newRow("port too big") << "h:65536"
                                      << "bad port";
        QTest::newRow("not a number") << "h:http"
                                      << "bad port";
        QTest::newRow("negative") << "h:-5"
                                  << "bad port";
        QTest::newRow("backwards") << "h:7010-7000"
                                   << "backwards";
        QTest::newRow("too many ports") << "h:1000-3000"
                                        << "too large";
        QTest::newRow("three parts") << "h:1-2-3"
                                     << "bad port range";
        QTest::newRow("bare ipv6") << "::1:7000"
                                   << "brackets";
        QTest::newRow("unclosed bracket") << "[::1:7000"
                                          << "[IPV6]:PORT";
        QTest::newRow("bracket no port") << "[::1]"
                                         << "[IPV6]:PORT";
    }

    void rejectTargets()
    {
        QFETCH(QString, text);
        QFETCH(QString, reasonPart);
        DiscoveryTarget t;
        t.host = QStringLiteral("untouched");
        QString error;
        QVERIFY(!DiscoveryTarget::parse(text, &t, &error));
        QVERIFY2(error.contains(reasonPart), qPrintable(error));
        QCOMPARE(t.host, QStringLiteral("untouched"));
    }

    void findsEveryDevice()
    {
        SimLab lab;
        QString error;
        QVERIFY2(startOnFixedPorts(&lab, 3, &error), qPrintable(error));
        const QList<SimEndpoint> endpoints = lab.endpoints();
        const quint16 first = endpoints.first().port;
        // One range target covering the devices and a few unused ports beside them.
        const auto t = target(QStringLiteral("127.0.0.1:%1-%2").arg(first - 2).arg(first + 5));
        QStringList errors;
        const auto found = discoverEchoDevices({t}, 500, &errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(int(found.size()), 3);
        for (int i = 0; i < 3; ++i) {
            const DiscoveredDevice &d = found.at(size_t(i));
            QCOMPARE(d.port, endpoints.at(i).port);
            QCOMPARE(d.address, QHostAddress(QHostAddress::LocalHost));
            QCOMPARE(d.identity.name, endpoints.at(i).name);
            QCOMPARE(d.identity.serial, endpoints.at(i).serial);
            QCOMPARE(d.identity.kind, QStringLiteral("udp-echo"));
            QVERIFY(!d.identity.firmware.isEmpty());
            QCOMPARE(d.endpoint(), endpoints.at(i).endpoint());
            QVERIFY2(d.probeRttMs > 0 && d.probeRttMs < 500, qPrintable(QString::number(d.probeRttMs)));
        }
    }

    void findsEphemeralDevicesAndIpv6()
    {
        SimLab lab4;
        SimLab lab6;
        QString error;
        SimEchoOptions options;
        QVERIFY2(lab4.start(options, &error), qPrintable(error));
        std::vector<DiscoveryTarget> targets;
        for (const SimEndpoint &e : lab4.endpoints())
            targets.push_back(target(e.endpoint()));
        options.host = QStringLiteral("::1");
        options.deviceCount = 1;
        const bool haveV6 = lab6.start(options, &error);
        if (haveV6)
            targets.push_back(target(lab6.endpoints().first().endpoint()));
        QStringList errors;
        const auto found = discoverEchoDevices(targets, 400, &errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(int(found.size()), haveV6 ? 3 : 2);
        QSet<QString> serials;
        for (const DiscoveredDevice &d : found)
            serials.insert(d.identity.serial);
        QVERIFY(serials.contains(QStringLiteral("LS-ECHO-0001")));
        QVERIFY(serials.contains(QStringLiteral("LS-ECHO-0002")));
        if (haveV6) {
            const auto v6 = std::find_if(found.begin(), found.end(), [](const DiscoveredDevice &d) {
                return d.address.protocol() == QAbstractSocket::IPv6Protocol;
            });
            QVERIFY(v6 != found.end());
            QCOMPARE(v6->endpoint(), lab6.endpoints().first().endpoint());
        }
    }

    void ignoresPlainEchoes()
    {
        // A plain RFC 862 echo server (it sends the request itself back) is not a device.
        QSemaphore bound;
        std::atomic<quint16> echoPort{0};
        std::atomic<bool> echoed{false};
        QThread *server = QThread::create([&] {
            QUdpSocket socket;
            if (socket.bind(QHostAddress::LocalHost, 0))
                echoPort = socket.localPort();
            bound.release();
            if (echoPort && socket.waitForReadyRead(2000)) {
                const QNetworkDatagram datagram = socket.receiveDatagram();
                socket.writeDatagram(datagram.data(), datagram.senderAddress(),
                                     quint16(datagram.senderPort()));
                echoed = true;
            }
        });
        server->start();
        bound.acquire();
        QVERIFY(echoPort != 0);
        QStringList errors;
        const auto found =
            discoverEchoDevices({target(QStringLiteral("127.0.0.1:%1").arg(echoPort.load()))}, 300, &errors);
        server->wait();
        delete server;
        QVERIFY(echoed);
        QVERIFY(found.empty());
        QVERIFY(errors.isEmpty());
    }

    void unusedRangeFindsNothing()
    {
        // Bind the ports ourselves so nothing else can answer on them.
        std::vector<std::unique_ptr<QUdpSocket>> holders;
        quint16 first = 0;
        for (int attempt = 0; attempt < 20 && holders.size() < 8; ++attempt) {
            holders.clear();
            first = quint16(21000 + QRandomGenerator::global()->bounded(8000));
            for (quint16 p = first; p < first + 8; ++p) {
                auto socket = std::make_unique<QUdpSocket>();
                if (!socket->bind(QHostAddress::LocalHost, p))
                    break;
                holders.push_back(std::move(socket));
            }
        }
        QCOMPARE(int(holders.size()), 8);
        QStringList errors;
        const auto found = discoverEchoDevices(
            {target(QStringLiteral("127.0.0.1:%1-%2").arg(first).arg(first + 7))}, 200, &errors);
        QVERIFY(found.empty());
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        // Each port got exactly the request.
        QVERIFY(holders.front()->hasPendingDatagrams());
        QByteArray data(64, Qt::Uninitialized);
        data.resize(holders.front()->readDatagram(data.data(), data.size()));
        QVERIFY(isDiscoveryRequest(data));
    }

    void unresolvableHostIsReported()
    {
        SimLab lab;
        QString error;
        QVERIFY2(lab.start(SimEchoOptions{}, &error), qPrintable(error));
        QStringList errors;
        const auto found = discoverEchoDevices(
            {target(QStringLiteral("no-such-host.invalid:7000")), target(lab.endpoints().first().endpoint())},
            300, &errors);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.first().contains(QStringLiteral("no-such-host.invalid")), qPrintable(errors.first()));
        QVERIFY2(errors.first().contains(QStringLiteral("resolve")), qPrintable(errors.first()));
        QCOMPARE(int(found.size()), 1); // the other target still works
    }

    void worksFromWorkerThread()
    {
        SimLab lab;
        QString error;
        QVERIFY2(lab.start(SimEchoOptions{}, &error), qPrintable(error));
        const auto t = target(lab.endpoints().first().endpoint());
        std::vector<DiscoveredDevice> found;
        QThread *worker = QThread::create([&] { found = discoverEchoDevices({t}, 300, nullptr); });
        worker->start();
        QVERIFY(worker->wait(5000));
        delete worker;
        QCOMPARE(int(found.size()), 1);
        QCOMPARE(found.front().identity.name, QStringLiteral("sim-echo-1"));
    }
};

QTEST_GUILESS_MAIN(TestEchoDiscovery)
#include "test_echo_discovery.moc"
