// The servo-node firmware on an emulated Cortex-M4: the images firmware/mcu
// builds (the same firmware/src code as loopscope-sim, on hal/stm32f4) run
// in QEMU's netduinoplus2 (an STM32F405), each node's USART1 a PTY. Through
// those ports, as through a USB adapter: scan finds the Dynamixel node and
// the moteus RS485 node with their model and firmware; a position jog
// moves each to within tolerance; E-STOP (stop --all) is acknowledged by
// both; when the host goes quiet (the jog is killed) each node's own
// watchdog stops its servo; bench loop runs 100 cycles without a lost reply.
// The I/O board (the UDP echo device on its own IPv4 stack, in QEMU's
// mps2-an386 with a LAN9118, reached through QEMU's user network) answers
// discovery and echoes 10,000 datagrams at 1 kHz without loss.
// `scan --sim-mcu` starts the nodes by itself.
//
// QEMU's time is not the chip's: the round trips it gives are printed, not
// asserted.

#include "app/cli/exit_codes.h"
#include "core/timing/realtime.h"
#include "devices/dynamixel/control_table.h"
#include "devices/dynamixel/driver.h"
#include "devices/moteus/driver.h"
#include "devices/sim/mcu_lab.h"
#include "support/test_support.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>
#include <QTest>

using namespace loopscope;
using namespace loopscope::devices;
using namespace loopscope::testsupport;

namespace {

constexpr double kWatchdogS = 0.2;

// The last "pos=X°" a jog printed.
double lastPosition(const QString &output)
{
    static const QRegularExpression re(QStringLiteral("pos=(-?[0-9.]+)°"));
    double pos = qQNaN();
    for (auto it = re.globalMatch(output); it.hasNext();)
        pos = it.next().captured(1).toDouble();
    return pos;
}

} // namespace

class TestMcuFirmware : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
#ifndef LOOPSCOPE_MCU_IMAGES_BUILT
        QSKIP("the microcontroller images are not built (no arm-none-eabi-gcc when the build was configured)");
#endif
        qputenv("LOOPSCOPE_MCU_DIR", LOOPSCOPE_MCU_IMAGE_DIR);
        QVERIFY2(!McuLab::qemuPath().isEmpty(), "qemu-system-arm is missing (it is in scripts/debian-packages.txt)");
        QString error;
        QVERIFY2(m_lab.start({}, &error), qPrintable(error));
        const SimEndpoint *dxl = m_lab.endpoint(QStringLiteral("dynamixel"));
        const SimEndpoint *moteus = m_lab.endpoint(QStringLiteral("moteus-rs485"));
        QVERIFY(dxl && moteus);
        m_dxlPort = dxl->ptyPath;
        m_moteusPort = moteus->ptyPath;
        const SimEndpoint *board = m_lab.endpoint(QStringLiteral("udp-echo"));
        QVERIFY(board);
        m_board = board->endpoint();
    }

    void cleanupTestCase()
    {
        m_lab.stop();
        QVERIFY(!m_lab.isRunning());
    }

    void scanFindsBothNodesWithModelAndFirmware()
    {
        const CliResult r = runCli({QStringLiteral("scan"), QStringLiteral("--port"), m_dxlPort, QStringLiteral("--port"),
                                    m_moteusPort, QStringLiteral("--baud"), QStringLiteral("57600"), QStringLiteral("--protocol"),
                                    QStringLiteral("dynamixel,moteus-rs485"), QStringLiteral("--json")},
                                   60000);
        QVERIFY2(r.exitCode == cli::kExitSuccess, qPrintable(describe(r)));
        const QJsonArray found = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("devices")).toArray();
        QCOMPARE(found.size(), 2);
        bool dxl = false, moteus = false;
        for (const QJsonValue &v : found) {
            const QJsonObject d = v.toObject();
            QCOMPARE(d.value(QStringLiteral("id")).toInt(), 1);
            qInfo("%s on %s: model %s, firmware %s, probe round trip %.3f ms (QEMU, not the chip's timing)",
                  qPrintable(d.value(QStringLiteral("protocol")).toString()), qPrintable(d.value(QStringLiteral("address")).toString()),
                  qPrintable(d.value(QStringLiteral("model")).toString()), qPrintable(d.value(QStringLiteral("firmware")).toString()),
                  d.value(QStringLiteral("rtt_ms")).toDouble());
            if (d.value(QStringLiteral("address")).toString().startsWith(m_dxlPort)) {
                dxl = true;
                QCOMPARE(d.value(QStringLiteral("model")).toString(), QStringLiteral("XM430-W350"));
                QCOMPARE(d.value(QStringLiteral("firmware")).toString(), QStringLiteral("48"));
            } else {
                moteus = true;
                QVERIFY(d.value(QStringLiteral("model")).toString().contains(QStringLiteral("0411")));
                QVERIFY(!d.value(QStringLiteral("firmware")).toString().isEmpty());
            }
        }
        QVERIFY(dxl && moteus);
    }

    void scanSimMcuStartsTheNodesItself()
    {
        const CliResult r = runCli({QStringLiteral("scan"), QStringLiteral("--sim-mcu"), QStringLiteral("--json")}, 60000);
        QVERIFY2(r.exitCode == cli::kExitSuccess, qPrintable(describe(r)));
        // The two servo nodes and the I/O board.
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("devices")).toArray().size(), 3);
    }

    void theIoBoardAnswersDiscovery()
    {
        const CliResult r = runCli({QStringLiteral("discover"), QStringLiteral("--target"), m_board, QStringLiteral("--json")}, 30000);
        QVERIFY2(r.exitCode == cli::kExitSuccess, qPrintable(describe(r)));
        QVERIFY2(r.out.contains(QStringLiteral("loopscope-io-board")) && r.out.contains(QStringLiteral("io-board-1")),
                 qPrintable(describe(r)));
    }

    void theIoBoardEchoesTenThousandDatagramsAtOneKilohertzWithoutLoss()
    {
        QTemporaryDir dir;
        const CliResult r = runCli({QStringLiteral("bench"), QStringLiteral("udp"), QStringLiteral("--target"), m_board,
                                    QStringLiteral("--rate"), QStringLiteral("1000"), QStringLiteral("--duration"), QStringLiteral("10"),
                                    QStringLiteral("--library"), dir.filePath(QStringLiteral("runs.sqlite"))},
                                   60000);
        QVERIFY2(r.exitCode == cli::kExitSuccess, qPrintable(describe(r)));
        static const QRegularExpression sent(QStringLiteral("\\bsent +([0-9]+)\\n")), received(QStringLiteral("\\breceived +([0-9]+)\\n")),
            lost(QStringLiteral("\\n +lost +([0-9]+) ")), p50(QStringLiteral("\\np50 +([0-9.]+)")), p99(QStringLiteral("\\np99 +([0-9.]+)"));
        QCOMPARE(sent.match(r.out).captured(1).toInt(), 10000);
        QCOMPARE(received.match(r.out).captured(1).toInt(), 10000);
        QCOMPARE(lost.match(r.out).captured(1).toInt(), 0);
        qInfo("I/O board through QEMU's user network: round trip p50 %s µs, p99 %s µs (QEMU and its NAT, not the "
              "board's timing)",
              qPrintable(p50.match(r.out).captured(1)), qPrintable(p99.match(r.out).captured(1)));
    }

    void positionJogMovesEachNodeToWithinTolerance()
    {
        for (const QString &device : {QStringLiteral("dynamixel:%1@57600:1").arg(m_dxlPort),
                                      QStringLiteral("moteus-rs485:%1:1").arg(m_moteusPort)}) {
            for (double target : {25.0, -15.0}) {
                const QStringList args{QStringLiteral("jog"), QStringLiteral("--device"), device, QStringLiteral("--position"),
                                       QString::number(target), QStringLiteral("--duration"), QStringLiteral("2.5")};
                CliResult r = runCli(args, 60000);
                // jog allows a servo 20 ms to answer; an emulator starved by the other tests on this
                // machine can miss that once. Said, and tried once more; a second miss fails.
                if (r.exitCode != cli::kExitSuccess && r.err.contains(QStringLiteral("no reply from ID 1 within"))) {
                    qWarning("%s: a reply came late (QEMU held up by the host): %s; trying again", qPrintable(device),
                             qPrintable(r.err.trimmed()));
                    r = runCli(args, 60000);
                }
                QVERIFY2(r.exitCode == cli::kExitSuccess, qPrintable(describe(r)));
                const double pos = lastPosition(r.out);
                qInfo("%s: asked %.1f°, reached %.2f°", qPrintable(device), target, pos);
                QVERIFY2(std::abs(pos - target) < 2.0, qPrintable(describe(r)));
                QVERIFY2(r.out.contains(QStringLiteral("acknowledged the stop")), qPrintable(describe(r)));
            }
        }
    }

    void estopIsAcknowledgedByBothNodes()
    {
        const CliResult r = runCli({QStringLiteral("stop"), QStringLiteral("--all"), QStringLiteral("--port"), m_dxlPort,
                                    QStringLiteral("--port"), m_moteusPort, QStringLiteral("--baud"), QStringLiteral("57600")},
                                   60000);
        // stop --all scans for the default protocols (moteus fdcanusb, Dynamixel); the RS485 node is
        // stopped by its device spec.
        QVERIFY2(r.exitCode == cli::kExitSuccess, qPrintable(describe(r)));
        QVERIFY2(r.out.contains(QStringLiteral("Dynamixel #1")) && r.out.contains(QStringLiteral("acknowledged")),
                 qPrintable(describe(r)));
        const CliResult m = runCli({QStringLiteral("stop"), QStringLiteral("--device"),
                                    QStringLiteral("moteus-rs485:%1:1").arg(m_moteusPort)},
                                   60000);
        QVERIFY2(m.exitCode == cli::kExitSuccess, qPrintable(describe(m)));
        QVERIFY2(m.out.contains(QStringLiteral("acknowledged")), qPrintable(describe(m)));
    }

    void eachNodesWatchdogStopsItsServoWhenTheHostGoesQuiet()
    {
        const QStringList common = {QStringLiteral("--velocity"),   QStringLiteral("60"),
                                    QStringLiteral("--limits"),     QStringLiteral("-3600:3600"),
                                    QStringLiteral("--duration"),   QStringLiteral("60"),
                                    QStringLiteral("--watchdog-s"), QString::number(kWatchdogS)};
        QProcess moteusJog, dxlJog;
        moteusJog.start(binPath(QStringLiteral("loopscope-cli")),
                        QStringList{QStringLiteral("jog"), QStringLiteral("--device"), QStringLiteral("moteus-rs485:%1:1").arg(m_moteusPort)} + common);
        dxlJog.start(binPath(QStringLiteral("loopscope-cli")),
                     QStringList{QStringLiteral("jog"), QStringLiteral("--device"), QStringLiteral("dynamixel:%1@57600:1").arg(m_dxlPort)} + common);
        QString seenM, seenD;
        QVERIFY2(waitUntilJogMoves(moteusJog, 5, 15000, &seenM), qPrintable(seenM + QString::fromUtf8(moteusJog.readAllStandardError())));
        QVERIFY2(waitUntilJogMoves(dxlJog, 5, 15000, &seenD), qPrintable(seenD + QString::fromUtf8(dxlJog.readAllStandardError())));
        moteusJog.kill(); // no stop is sent
        dxlJog.kill();
        const std::int64_t killNs = core::monotonicNs();
        QVERIFY(moteusJog.waitForFinished(5000) && dxlJog.waitForFinished(5000));

        {
            moteus::MoteusBusBackend moteusBus({moteus::MoteusTransport::Rs485, m_moteusPort, 3000000, {1}});
            QVERIFY(moteusBus.open().ok);
            TelemetrySample sample;
            double stoppedS = -1;
            while (double(core::monotonicNs() - killNs) / 1e9 < kWatchdogS + 3.0) {
                if (moteusBus.actuator(0)->query(&sample).ok && sample.deviceMode == 11) {
                    stoppedS = double(sample.timeNs - killNs) / 1e9;
                    break;
                }
                QThread::msleep(5);
            }
            qInfo("moteus node: mode 11 (watchdog timeout) %.0f ms after the host went quiet (watchdog %.0f ms)",
                  stoppedS * 1e3, kWatchdogS * 1e3);
            QVERIFY2(stoppedS >= 0, qPrintable(QStringLiteral("moteus node still in mode %1").arg(sample.deviceMode)));
        }

        core::sleepUntilNs(killNs + std::int64_t((kWatchdogS + 0.3) * 1e9));
        dynamixel::DynamixelBusBackend dxlBus({m_dxlPort, 57600, {1}});
        QVERIFY(dxlBus.open().ok);
        QByteArray block;
        QVERIFY(dxlBus.bus().read(1, dynamixel::addr::TorqueEnable,
                                  dynamixel::addr::BusWatchdog + 1 - dynamixel::addr::TorqueEnable, &block).ok);
        QCOMPARE(int(quint8(block.at(0))), 0); // torque off
        QCOMPARE(int(quint8(block.at(dynamixel::addr::BusWatchdog - dynamixel::addr::TorqueEnable))), 0xFF); // expired
    }

    void benchLoopRunsAHundredCyclesWithoutALostReply()
    {
        QTemporaryDir dir;
        for (const QString &bus : {QStringLiteral("dynamixel:%1@57600").arg(m_dxlPort),
                                   QStringLiteral("moteus-rs485:%1").arg(m_moteusPort)}) {
            const CliResult r = runCli({QStringLiteral("bench"), QStringLiteral("loop"), QStringLiteral("--bus"), bus,
                                        QStringLiteral("--ids"), QStringLiteral("1"), QStringLiteral("--rate"), QStringLiteral("100"),
                                        QStringLiteral("--count"), QStringLiteral("100"),
                                        // QEMU shares this machine's 2 cores with the other tests: a
                                        // reply held up by the host is late, not lost.
                                        QStringLiteral("--reply-timeout-ms"), QStringLiteral("250"), QStringLiteral("--library"),
                                        dir.filePath(QStringLiteral("runs.sqlite"))},
                                       90000);
            QVERIFY2(r.exitCode == cli::kExitSuccess, qPrintable(describe(r)));
            static const QRegularExpression cycles(QStringLiteral("\\bcycles +([0-9]+)")), timeouts(QStringLiteral("\\btimeouts +([0-9]+)")),
                p50(QStringLiteral("measured cycle +p50 ([0-9.]+) µs, p99 ([0-9.]+) µs"));
            QCOMPARE(cycles.match(r.out).captured(1).toInt(), 100);
            QCOMPARE(timeouts.match(r.out).captured(1).toInt(), 0);
            const QRegularExpressionMatch m = p50.match(r.out);
            qInfo("bench loop on %s through QEMU: cycle p50 %s µs, p99 %s µs (QEMU time, not the chip's; the UART has "
                  "no wire time there)",
                  qPrintable(bus), qPrintable(m.captured(1)), qPrintable(m.captured(2)));
        }
    }

private:
    McuLab m_lab;
    QString m_dxlPort, m_moteusPort, m_board;
};

QTEST_GUILESS_MAIN(TestMcuFirmware)
#include "test_mcu_firmware.moc"
