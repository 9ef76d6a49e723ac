// The scanner on a real pseudo-terminal with a small fake Dynamixel device on
// the master side: port listing, progress, per-port errors, cancel.
#include "devices/discovery/scanner.h"
#include "devices/discovery/serial_port_scan.h"
#include "devices/dynamixel/dynamixel_scan.h"
#include "devices/dynamixel/control_table.h"
#include "devices/dynamixel/protocol2.h"
#include "support/pty_peer.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <memory>

using namespace loopscope::devices;
namespace dxl = loopscope::devices::dynamixel;

namespace {

// A PTY whose far end answers a broadcast PING as Dynamixel ID 7 (at any
// baud: this fake does not look at the rate), unless silent.
class FakePtyServo
{
public:
    explicit FakePtyServo(bool silent)
        : m_peer([this, silent, decoder = std::make_shared<dxl::PacketDecoder>()](
                     loopscope::testsupport::PtyPeer &peer, QByteArrayView bytes) {
              decoder->feed(bytes);
              while (auto packet = decoder->next()) {
                  if (packet->instruction != dxl::inst::Ping)
                      continue;
                  ++m_pings;
                  if (silent || (packet->id != dxl::kBroadcastId && packet->id != 7))
                      continue;
                  peer.send(dxl::makeStatusPacket(7, 0, dxl::le16(dxl::kModelXL430W250) + QByteArray(1, char(45))));
              }
          })
    {
    }
    QString path() const { return m_peer.path(); }
    int pings() const { return m_pings; }

private:
    std::atomic<int> m_pings{0};
    loopscope::testsupport::PtyPeer m_peer; // last: its thread stops before m_pings goes
};

ScanOptions ptyOptions(const QStringList &ports)
{
    ScanOptions options;
    options.enumeratePorts = false;
    options.ports = ports;
    options.protocols = {QStringLiteral("dynamixel")};
    return options;
}

} // namespace

class TestDiscovery : public QObject
{
    Q_OBJECT

private slots:
    void listsPortsOnce()
    {
        FakePtyServo servo(true);
        QVERIFY(!servo.path().isEmpty());
        QTemporaryDir dir;
        const QString link = dir.filePath(QStringLiteral("servo-link"));
        QVERIFY(QFile::link(servo.path(), link));
        ScanOptions options = ptyOptions({link, servo.path(), link});
        QCOMPARE(listSerialPorts(options), QStringList{link});
        options.dynamixelBauds = {57600, 1000000};
        options.protocols << QStringLiteral("moteus-rs485");
        QCOMPARE(probeStepsPerPort(options), 3);
        QCOMPARE(dynamixelScanBauds(ScanOptions{}).size(), 8u);
        QVERIFY(
            explainOpenError(QStringLiteral("/dev/ttyUSB0"), QStringLiteral("cannot open: Permission denied"))
                .contains(QLatin1String("dialout")));
    }

    void findsDeviceWithProgressAndReportsBadPort()
    {
        FakePtyServo servo(false);
        QVERIFY(!servo.path().isEmpty());
        const QString missing = QStringLiteral("/dev/loopscope-no-such-port");
        ScanOptions options = ptyOptions({missing, servo.path()});
        options.dynamixelBauds = {57600, 115200, 1000000};
        Scanner scanner;
        QVERIFY(!scanner.waitForResult(0)); // nothing started
        QVERIFY(scanner.start(options));
        QVERIFY(scanner.isRunning());
        QStringList texts;
        double last = 0;
        std::optional<ScanResult> result;
        while (!(result = scanner.waitForResult(5))) {
            const ScanProgress p = scanner.progress();
            QVERIFY(p.fraction >= last && p.fraction <= 1.0);
            last = p.fraction;
            if (texts.isEmpty() || texts.last() != p.text)
                texts << p.text;
        }
        QVERIFY(!scanner.isRunning());
        const ScanProgress end = scanner.progress();
        QCOMPARE(end.fraction, 1.0);
        QVERIFY(end.finished);
        QCOMPARE(end.devicesFound, 3);
        for (const char *baud : {"at 57600 baud", "at 115200 baud", "at 1000000 baud"})
            QVERIFY2(texts.filter(QLatin1String(baud)).size() == 1, qPrintable(texts.join(" | ")));

        QCOMPARE(result->errors.size(), 1);
        QVERIFY2(result->errors[0].contains(missing) &&
                     result->errors[0].contains(QLatin1String("does not exist")),
                 qPrintable(result->errors[0]));
        QCOMPARE(result->ports.size(), 2u);
        QVERIFY(!result->ports[0].error.isEmpty());
        QVERIFY(result->ports[1].error.isEmpty());
        QCOMPARE(result->devices.size(), 3u); // the fake answers at every baud
        const DeviceIdentity &first = result->devices[0];
        QCOMPARE(first.id, 7);
        QCOMPARE(first.model, QStringLiteral("XL430-W250"));
        QCOMPARE(first.firmware, QStringLiteral("45"));
        QCOMPARE(first.address, servo.path() + QStringLiteral("@57600"));
        QCOMPARE(first.protocol, QStringLiteral("dynamixel2"));
        QCOMPARE(result->devices[2].address, servo.path() + QStringLiteral("@1000000"));
    }

    void perIdSweep()
    {
        FakePtyServo servo(false);
        ScanOptions options = ptyOptions({servo.path()});
        options.dynamixelBauds = {1000000};
        options.dynamixelIdSweep = true;
        options.dynamixelMaxId = 9;
        const ScanResult result = runScan(options, nullptr, nullptr);
        QCOMPARE(result.devices.size(), 1u);
        QCOMPARE(result.devices[0].id, 7);
        QCOMPARE(servo.pings(), 10); // IDs 0..9, one PING each
    }

    void cancelReturnsPromptly()
    {
        FakePtyServo servo(true);
        ScanOptions options = ptyOptions({servo.path()}); // 9600 first: a ~4.6 s broadcast window
        Scanner scanner;
        QVERIFY(scanner.start(options));
        QTRY_VERIFY_WITH_TIMEOUT(scanner.progress().text.contains(QLatin1String("at 9600 baud")), 5000);
        QThread::msleep(100);
        QElapsedTimer timer;
        timer.start();
        scanner.cancel();
        // Generous bound (the 9600 window alone has seconds left); the real
        // figure is printed, not asserted.
        const auto result = scanner.waitForResult(2500);
        QVERIFY(result.has_value());
        qInfo("scan ended %lld ms after cancel", qint64(timer.elapsed()));
        QVERIFY(result->cancelled);
        QVERIFY(result->devices.empty());
        QCOMPARE(scanner.progress().text, QStringLiteral("cancelled"));
        QVERIFY(scanner.start(options)); // a finished scanner starts again
        scanner.cancel();
        QVERIFY(scanner.waitForResult(2500).has_value());
    }
};

QTEST_GUILESS_MAIN(TestDiscovery)
#include "test_discovery.moc"
