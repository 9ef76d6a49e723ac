// Both SerialLink implementations on a real pseudo-terminal pair (openpty):
// write/read both ways, read timeout, the FrameStream view, the port
// vanishing (master closed) reported as an error without a crash, and the
// USB latency-timer helpers' errors on a port that has none.

#include "devices/transport/qt_serial_link.h"
#include "devices/transport/termios_serial_link.h"

#include <QtTest>

#include <pty.h>
#include <termios.h>
#include <unistd.h>

using namespace loopscope::devices;

namespace {
struct Pty
{
    int master = -1;
    int slave = -1;
    QString path;
    bool open()
    {
        char name[256] = {};
        if (::openpty(&master, &slave, name, nullptr, nullptr) != 0)
            return false;
        struct termios tio {};
        ::tcgetattr(master, &tio);
        ::cfmakeraw(&tio);
        ::tcsetattr(master, TCSANOW, &tio);
        path = QString::fromLocal8Bit(name);
        return true;
    }
    void closeMaster()
    {
        if (master >= 0)
            ::close(master);
        master = -1;
    }
    ~Pty()
    {
        closeMaster();
        if (slave >= 0)
            ::close(slave);
    }
    QByteArray readMaster(int expected)
    {
        QByteArray out;
        QElapsedTimer timer;
        timer.start();
        while (out.size() < expected && timer.elapsed() < 2000) {
            char buffer[256];
            const ssize_t n = ::read(master, buffer, sizeof buffer);
            if (n > 0)
                out.append(buffer, n);
            else
                QThread::msleep(1);
        }
        return out;
    }
};

std::unique_ptr<SerialLink> makeLink(const QString &kind)
{
    if (kind == QLatin1String("qserialport"))
        return std::make_unique<QtSerialLink>();
    return std::make_unique<TermiosSerialLink>();
}
} // namespace

class TestSerialLink : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip_data();
    void roundTrip();
    void readTimeout_data() { roundTrip_data(); }
    void readTimeout();
    void vanishing_data() { roundTrip_data(); }
    void vanishing();
    void openErrors_data() { roundTrip_data(); }
    void openErrors();
    void latencyTimerErrors();
};

void TestSerialLink::roundTrip_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("termios") << QStringLiteral("termios");
    QTest::newRow("qserialport") << QStringLiteral("qserialport");
}

void TestSerialLink::roundTrip()
{
    QFETCH(QString, kind);
    Pty pty;
    QVERIFY(pty.open());
    auto link = makeLink(kind);
    QVERIFY2(link->open(pty.path, 921600), qPrintable(link->errorString()));
    QVERIFY(link->isOpen());
    QCOMPARE(link->implementationName(), kind);

    const QByteArray request("can send 8001 0100\n");
    QVERIFY2(link->write(request.constData(), std::size_t(request.size())), qPrintable(link->errorString()));
    QCOMPARE(pty.readMaster(int(request.size())), request);

    const QByteArray reply("OK\nrcv 100 2300\n");
    QCOMPARE(::write(pty.master, reply.constData(), size_t(reply.size())), ssize_t(reply.size()));
    QByteArray got;
    QElapsedTimer timer;
    timer.start();
    while (got.size() < reply.size() && timer.elapsed() < 2000)
        got += static_cast<FrameStream &>(*link).read(std::chrono::milliseconds(100));
    QCOMPARE(got, reply);
    QCOMPARE(link->counters().bytesRead, std::uint64_t(reply.size()));
    QCOMPARE(link->counters().bytesWritten, std::uint64_t(request.size()));

    QVERIFY(link->setBaud(57600));
    QCOMPARE(link->baud(), 57600);
}

void TestSerialLink::readTimeout()
{
    QFETCH(QString, kind);
    Pty pty;
    QVERIFY(pty.open());
    auto link = makeLink(kind);
    QVERIFY(link->open(pty.path, 115200));
    char buffer[16];
    QElapsedTimer timer;
    timer.start();
    QCOMPARE(link->read(buffer, sizeof buffer, 30), 0L);
    QVERIFY(timer.elapsed() >= 20); // it did wait (no upper bound: shared machine)
    QVERIFY(link->isOpen());
    QVERIFY(!link->lostConnection());
    QCOMPARE(link->counters().timeouts, std::uint64_t(1));
}

void TestSerialLink::vanishing()
{
    QFETCH(QString, kind);
    Pty pty;
    QVERIFY(pty.open());
    auto link = makeLink(kind);
    QVERIFY(link->open(pty.path, 115200));
    ::close(pty.slave); // only the link keeps the slave open now
    pty.slave = -1;
    pty.closeMaster();  // the "device" goes away
    char buffer[16];
    long result = 0;
    QElapsedTimer timer;
    timer.start();
    while (result == 0 && timer.elapsed() < 2000)
        result = link->read(buffer, sizeof buffer, 50);
    QCOMPARE(result, -1L);
    QVERIFY(!link->errorString().isEmpty());
    QVERIFY2(link->lostConnection(), qPrintable(link->errorString()));
    QVERIFY(!link->isOpen());
    // Further use fails cleanly.
    QVERIFY(!link->write("x", 1));
    QCOMPARE(link->read(buffer, sizeof buffer, 10), -1L);
}

void TestSerialLink::openErrors()
{
    QFETCH(QString, kind);
    auto link = makeLink(kind);
    QVERIFY(!link->open(QStringLiteral("/nonexistent/ttyLOOPSCOPE"), 115200));
    QVERIFY(link->errorString().contains(QLatin1String("/nonexistent/ttyLOOPSCOPE")));
    QVERIFY(!link->open(QString(), 115200));
    QVERIFY(!link->errorString().isEmpty());
    char buffer[4];
    QCOMPARE(link->read(buffer, sizeof buffer, 1), -1L);
}

void TestSerialLink::latencyTimerErrors()
{
    Pty pty;
    QVERIFY(pty.open());
    QString error;
    QCOMPARE(usbLatencyTimerMs(pty.path, &error), -1);
    QVERIFY(error.contains(QLatin1String("not a USB serial")));
    error.clear();
    QVERIFY(!setUsbLatencyTimerMs(pty.path, 1, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!setUsbLatencyTimerMs(QStringLiteral("/dev/ttyUSB0"), 0, &error));
    QVERIFY(error.contains(QLatin1String("1..255")));
}

QTEST_GUILESS_MAIN(TestSerialLink)
#include "test_serial_link.moc"
