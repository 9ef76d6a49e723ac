// A mixed simulated lab — 2 UDP echo devices, 3 moteus on fdcanusb lines, 4
// Dynamixel servos — discovered completely in one scan on the worker thread.
#include "devices/discovery/scanner.h"
#include "devices/sim/sim_lab.h"

#include <QThread>
#include <QtTest>

#include <algorithm>

using namespace loopscope::devices;

class TestDiscoveryLab : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        SimEchoOptions options;
        options.deviceCount = 2;
        options.moteusIds = QStringLiteral("1-3");
        options.dynamixelIds = QStringLiteral("1-4");
        QString error;
        QVERIFY2(m_lab.start(options, &error), qPrintable(error));
    }

    void wholeLabInOneScan()
    {
        const SimEndpoint *moteus = m_lab.endpoint(QStringLiteral("moteus-fdcanusb"));
        const SimEndpoint *dxl = m_lab.endpoint(QStringLiteral("dynamixel"));
        QVERIFY(moteus && dxl);
        ScanOptions options;
        options.enumeratePorts = false; // only the simulator's PTYs, never the machine's ports
        options.ports = {dxl->ptyPath, moteus->ptyPath};
        options.moteusTimeoutMs = 100; // a loaded CI machine may delay the simulator
        options.dynamixelQuietGapMs = 200;
        QStringList echoEndpoints;
        for (const SimEndpoint &e : m_lab.endpoints()) {
            if (e.kind != QLatin1String("udp-echo"))
                continue;
            DiscoveryTarget target;
            QString error;
            QVERIFY2(DiscoveryTarget::parse(e.endpoint(), &target, &error), qPrintable(error));
            options.udpTargets.push_back(target);
            echoEndpoints << e.endpoint();
        }
        QCOMPARE(echoEndpoints.size(), 2);

        Scanner scanner;
        std::atomic<int> finishedCalls{0};
        QVERIFY(scanner.start(options, [&] { ++finishedCalls; }));
        QVERIFY(!scanner.start(options)); // one at a time
        double last = 0;
        bool sawBaudText = false;
        std::optional<ScanResult> result;
        while (!(result = scanner.waitForResult(20))) {
            const ScanProgress p = scanner.progress();
            QVERIFY(p.fraction >= last);
            last = p.fraction;
            sawBaudText = sawBaudText || p.text.contains(QLatin1String("at 57600 baud"));
        }
        QTRY_COMPARE(finishedCalls.load(), 1); // called on the worker right after the result is ready
        QVERIFY(scanner.isFinished());
        QCOMPARE(scanner.progress().fraction, 1.0);
        QVERIFY(sawBaudText);
        QVERIFY2(result->errors.isEmpty(), qPrintable(result->errors.join("; ")));
        QVERIFY(!result->cancelled);

        QStringList echoFound;
        QList<int> moteusIds, dxlIds;
        for (const DeviceIdentity &d : result->devices) {
            if (d.protocol == QLatin1String("udp-echo")) {
                QCOMPARE(d.transport, QStringLiteral("udp"));
                echoFound << d.address;
            } else if (d.protocol == QLatin1String("moteus")) {
                QCOMPARE(d.transport, QStringLiteral("fdcanusb"));
                QCOMPARE(d.address, moteus->ptyPath + QStringLiteral("@921600"));
                QVERIFY(!d.firmware.isEmpty());
                moteusIds << d.id;
            } else if (d.protocol == QLatin1String("dynamixel2")) {
                QCOMPARE(d.transport, QStringLiteral("dynamixel-serial"));
                QCOMPARE(d.address, dxl->ptyPath + QStringLiteral("@57600"));
                QCOMPARE(d.model, QStringLiteral("XM430-W350"));
                dxlIds << d.id;
            } else {
                QFAIL(qPrintable(QStringLiteral("unexpected device %1").arg(d.displayName())));
            }
            QVERIFY(d.probeRttMs > 0);
        }
        echoFound.sort();
        echoEndpoints.sort();
        QCOMPARE(echoFound, echoEndpoints);
        std::sort(moteusIds.begin(), moteusIds.end());
        QCOMPARE(moteusIds, (QList<int>{1, 2, 3}));
        QCOMPARE(dxlIds, (QList<int>{1, 2, 3, 4}));
        QCOMPARE(result->devices.size(), 9u);

        QCOMPARE(result->ports.size(), 2u);
        QCOMPARE(result->ports[0].devicesFound, 4);
        QCOMPARE(result->ports[1].devicesFound, 3);
        // The moteus port was not probed for Dynamixel once moteus answered.
        QCOMPARE(result->ports[1].probes.size(), 1);
        QCOMPARE(result->ports[0].latencyTimerMs, -1); // a PTY has no USB latency timer
    }

private:
    SimLab m_lab;
};

QTEST_GUILESS_MAIN(TestDiscoveryLab)
#include "test_discovery_lab.moc"
