// THE safety test: kill -9 the app while it jogs, and every simulated servo
// stops by itself within its watchdog timeout.
//
// loopscope-sim runs on its own (no --exit-with-parent: it is the "hardware"
// and outlives the app), with stable PTY links. Two `loopscope-cli jog`
// processes turn a moteus servo and a Dynamixel servo with a velocity command
// and a 0.2 s device watchdog. Once both move, both get SIGKILL; then this
// test opens the PTYs itself and looks:
//   moteus     polled every few ms (queries do not feed its watchdog) until it
//              reports mode 11 (watchdog timeout); the time is printed.
//   Dynamixel  every packet to a servo feeds its bus watchdog, so it is looked
//              at once, after the watchdog plus a margin: Torque Enable 0 and
//              the watchdog register expired (-1, 0xFF), velocity ~0.

#include "core/timing/realtime.h"
#include "devices/dynamixel/control_table.h"
#include "devices/dynamixel/driver.h"
#include "devices/moteus/driver.h"
#include "support/test_support.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace loopscope;
using namespace loopscope::devices;

namespace {

constexpr double kWatchdogS = 0.2;
constexpr double kMarginS = 2.0; // scheduling on a shared machine; the figure itself is printed

QString binary(const char *name) { return testsupport::binPath(QLatin1String(name)); }

} // namespace

class TestWatchdogKill : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_links.isValid());
        m_sim.setProgram(binary("loopscope-sim"));
        m_sim.setArguments({QStringLiteral("--moteus"), QStringLiteral("1-2"), QStringLiteral("--dynamixel"),
                            QStringLiteral("1-2"), QStringLiteral("--pty-link-dir"), m_links.path()});
        m_sim.start(QIODevice::ReadOnly);
        QVERIFY2(m_sim.waitForStarted(5000), qPrintable(m_sim.errorString()));
        QString output;
        const bool ready = testsupport::waitForSimReady(m_sim, 10000, nullptr, &output);
        QVERIFY2(ready, qPrintable(output + QString::fromUtf8(m_sim.readAllStandardError())));
        QVERIFY(QFileInfo::exists(m_links.filePath(QStringLiteral("moteus-fdcanusb"))));
        QVERIFY(QFileInfo::exists(m_links.filePath(QStringLiteral("dynamixel"))));
    }

    void killedAppLeavesNoServoMoving()
    {
        const QString moteusPort = m_links.filePath(QStringLiteral("moteus-fdcanusb"));
        const QString dxlPort = m_links.filePath(QStringLiteral("dynamixel"));
        const QStringList common = {QStringLiteral("--velocity"),   QStringLiteral("60"),
                                    QStringLiteral("--limits"),     QStringLiteral("-3600:3600"),
                                    QStringLiteral("--duration"),   QStringLiteral("60"),
                                    QStringLiteral("--watchdog-s"), QString::number(kWatchdogS)};
        QProcess moteusJog;
        QProcess dxlJog;
        moteusJog.start(binary("loopscope-cli"), QStringList{QStringLiteral("jog"), QStringLiteral("--device"),
                                                             QStringLiteral("moteus:%1:1").arg(moteusPort)} + common);
        dxlJog.start(binary("loopscope-cli"), QStringList{QStringLiteral("jog"), QStringLiteral("--device"),
                                                          QStringLiteral("dynamixel:%1@57600:1").arg(dxlPort)} + common);
        QVERIFY(moteusJog.waitForStarted(5000));
        QVERIFY(dxlJog.waitForStarted(5000));
        QString moteusSeen;
        QString dxlSeen;
        QVERIFY2(testsupport::waitUntilJogMoves(moteusJog, 5, 15000, &moteusSeen),
                 qPrintable(moteusSeen + QString::fromUtf8(moteusJog.readAllStandardError())));
        QVERIFY2(testsupport::waitUntilJogMoves(dxlJog, 3, 15000, &dxlSeen),
                 qPrintable(dxlSeen + QString::fromUtf8(dxlJog.readAllStandardError())));

        // kill -9 both: no stop is sent, no destructor runs.
        moteusJog.kill();
        dxlJog.kill();
        const std::int64_t killNs = core::monotonicNs();
        QVERIFY(moteusJog.waitForFinished(5000));
        QVERIFY(dxlJog.waitForFinished(5000));
        QCOMPARE(moteusJog.exitStatus(), QProcess::CrashExit);
        QCOMPARE(dxlJog.exitStatus(), QProcess::CrashExit);

        // moteus: poll until the watchdog latched mode 11.
        moteus::MoteusBusBackend moteusBus({moteus::MoteusTransport::Fdcanusb, moteusPort, 921600, {1}});
        QVERIFY(moteusBus.open().ok);
        TelemetrySample sample;
        double moteusStoppedS = -1;
        while (double(core::monotonicNs() - killNs) / 1e9 < kWatchdogS + kMarginS) {
            if (moteusBus.actuator(0)->query(&sample).ok && sample.deviceMode == 11) {
                moteusStoppedS = double(sample.timeNs - killNs) / 1e9;
                break;
            }
            QThread::msleep(5);
        }
        qInfo("moteus #1: mode 11 (watchdog timeout) seen %.0f ms after kill -9 (watchdog %.0f ms)",
              moteusStoppedS * 1e3, kWatchdogS * 1e3);
        QVERIFY2(moteusStoppedS >= 0, qPrintable(QStringLiteral("moteus still in mode %1").arg(sample.deviceMode)));
        QVERIFY2(sample.faultText.contains(QStringLiteral("mode 11")), qPrintable(sample.faultText));
        // And it comes to rest: the velocity decays toward 0.
        QDeadlineTimer rest(3000);
        while (!rest.hasExpired() && moteusBus.actuator(0)->query(&sample).ok
               && std::abs(sample.values[moteus::ChannelVelocity]) > 1.0)
            QThread::msleep(20);
        QVERIFY2(std::abs(sample.values[moteus::ChannelVelocity]) <= 1.0,
                 qPrintable(QStringLiteral("velocity %1 deg/s").arg(sample.values[moteus::ChannelVelocity])));
        QCOMPARE(sample.deviceMode, 11);

        // Dynamixel: one look after the watchdog plus a margin (any packet feeds it).
        const std::int64_t lookNs = killNs + std::int64_t((kWatchdogS + 0.15) * 1e9);
        core::sleepUntilNs(lookNs);
        dynamixel::DynamixelBusBackend dxlBus({dxlPort, 57600, {1}});
        QVERIFY(dxlBus.open().ok);
        QByteArray block;
        const std::int64_t readNs = core::monotonicNs();
        QVERIFY(dxlBus.bus().read(1, dynamixel::addr::TorqueEnable, dynamixel::addr::BusWatchdog + 1 -
                                                                        dynamixel::addr::TorqueEnable, &block).ok);
        const int torqueEnable = quint8(block.at(0));
        const int watchdog = quint8(block.at(dynamixel::addr::BusWatchdog - dynamixel::addr::TorqueEnable));
        qInfo("Dynamixel #1: torque enable %d, bus watchdog register 0x%02x, looked at %.0f ms after kill -9 "
              "(watchdog %.0f ms)",
              torqueEnable, watchdog, double(readNs - killNs) / 1e6, kWatchdogS * 1e3);
        QCOMPARE(torqueEnable, 0);
        QCOMPARE(watchdog, 0xFF); // expired: the servo stopped by its own bus watchdog
        std::vector<TelemetrySample> present;
        const std::uint8_t ids[] = {1};
        QDeadlineTimer dxlRest(3000);
        do {
            QVERIFY(dynamixel::syncReadPresent(dxlBus.bus(), ids, &present).ok);
        } while (std::abs(present.at(0).values[dynamixel::ChannelVelocity]) > 2.0 && !dxlRest.hasExpired()
                 && (QThread::msleep(20), true));
        QVERIFY2(std::abs(present.at(0).values[dynamixel::ChannelVelocity]) <= 2.0,
                 qPrintable(QStringLiteral("velocity %1 deg/s").arg(present.at(0).values[dynamixel::ChannelVelocity])));
    }

    void cleanupTestCase()
    {
        m_sim.terminate();
        if (!m_sim.waitForFinished(3000)) {
            m_sim.kill();
            m_sim.waitForFinished(3000);
        }
        QCOMPARE(m_sim.state(), QProcess::NotRunning);
    }

private:
    QTemporaryDir m_links;
    QProcess m_sim;
};

QTEST_GUILESS_MAIN(TestWatchdogKill)
#include "test_watchdog_kill.moc"
