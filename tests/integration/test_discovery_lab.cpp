// A mixed simulated lab — 2 UDP echo devices, 3 moteus on fdcanusb lines, 4
// Dynamixel servos — discovered completely in one scan on the worker thread;
// and a moteus bus found completely scan after scan, also when the simulator
// answers late (stopped for a while, as on a loaded machine).
#include "devices/discovery/scanner.h"
#include "devices/sim/sim_lab.h"

#include <QThread>
#include <QtTest>

#include <algorithm>
#include <chrono>
#include <signal.h>
#include <thread>

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

    // The regression test of the "found only moteus #3 of 1-3" flake: a
    // simulator held up for tens of ms at the start of the scan made the
    // broadcast give up after 20 ms, the ID sweep's probes of 1 and 2 time
    // out, and the probe of 3 take the late broadcast reply of ID 3. Ten
    // fresh simulators, the GUI's scan options, stalls of 0..150 ms (SIGSTOP,
    // then SIGCONT): every ID, every time.
    void repeatedScansFindEveryMoteus()
    {
        const int stallsMs[] = {0, 40, 80, 150, 0, 60, 100, 20, 150, 0};
        for (int run = 0; run < 10; ++run) {
            SimLab lab;
            SimEchoOptions simOptions;
            simOptions.deviceCount = 1; // (at least one; not scanned here)
            simOptions.moteusIds = QStringLiteral("1-3");
            QString error;
            QVERIFY2(lab.start(simOptions, &error), qPrintable(error));
            const SimEndpoint *moteus = lab.endpoint(QStringLiteral("moteus-fdcanusb"));
            QVERIFY(moteus);

            ScanOptions options; // the defaults, as the GUI scans
            options.enumeratePorts = false;
            options.ports = {moteus->ptyPath};

            const auto pid = pid_t(lab.processId());
            const int stallMs = stallsMs[run];
            std::thread resume;
            if (stallMs > 0) {
                QCOMPARE(::kill(pid, SIGSTOP), 0);
                resume = std::thread([pid, stallMs] {
                    std::this_thread::sleep_for(std::chrono::milliseconds(stallMs));
                    ::kill(pid, SIGCONT);
                });
            }
            const ScanResult result = runScan(options, nullptr, nullptr);
            if (resume.joinable())
                resume.join();

            QList<int> ids;
            for (const DeviceIdentity &d : result.devices) {
                QCOMPARE(d.protocol, QStringLiteral("moteus"));
                QCOMPARE(d.address, moteus->ptyPath + QStringLiteral("@921600"));
                ids << d.id;
            }
            std::sort(ids.begin(), ids.end());
            const QString what = QStringLiteral("run %1 (simulator stopped %2 ms): found [%3], errors: %4")
                                     .arg(run)
                                     .arg(stallMs)
                                     .arg([&] {
                                         QStringList t;
                                         for (int id : ids)
                                             t << QString::number(id);
                                         return t.join(QLatin1Char(','));
                                     }())
                                     .arg(result.errors.join(QStringLiteral("; ")));
            QVERIFY2(ids == (QList<int>{1, 2, 3}), qPrintable(what));
            QVERIFY2(result.errors.isEmpty(), qPrintable(what));
        }
    }

private:
    SimLab m_lab;
};

QTEST_GUILESS_MAIN(TestDiscoveryLab)
#include "test_discovery_lab.moc"
