// loopscope-sim's servo buses, spoken to as raw bytes over their PTYs with
// plain POSIX open/termios — no host-side codec involved, so this checks the
// simulator against the published protocol facts (protocols.md §1, §2).
// Timing: waits are generous upper bounds (deadlines), never speed checks.
#include "support/test_support.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QtTest>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <termios.h>
#include <unistd.h>

namespace {

constexpr int kReplyWaitMs = 2000;

// ---- tiny byte-level helpers, written from the protocol facts ----

uint8_t crc8(const QByteArray &data)
{
    uint8_t crc = 0;
    for (const char c : data) {
        crc ^= uint8_t(c);
        for (int bit = 0; bit < 8; ++bit)
            crc = (crc & 0x80) ? uint8_t((crc << 1) ^ 0x97) : uint8_t(crc << 1);
    }
    return crc;
}

uint16_t crc16(const QByteArray &data, uint16_t crc, uint16_t poly)
{
    for (const char c : data) {
        crc ^= uint16_t(uint8_t(c) << 8);
        for (int bit = 0; bit < 8; ++bit)
            crc = (crc & 0x8000) ? uint16_t((crc << 1) ^ poly) : uint16_t(crc << 1);
    }
    return crc;
}

QByteArray le16(uint16_t v)
{
    return QByteArray(1, char(v & 0xff)) + QByteArray(1, char(v >> 8));
}

QByteArray le32(int32_t v)
{
    QByteArray out(4, 0);
    for (int i = 0; i < 4; ++i)
        out[i] = char(uint32_t(v) >> (8 * i));
    return out;
}

QByteArray f32(float v)
{
    QByteArray out(4, 0);
    std::memcpy(out.data(), &v, 4);
    return out;
}

float readF32(const QByteArray &b, int at)
{
    float v;
    std::memcpy(&v, b.constData() + at, 4);
    return v;
}

// The byte at `at` (0..255), or -1 when the reply is too short.
int byteAt(const QByteArray &b, int at)
{
    return at < b.size() ? int(uint8_t(b[at])) : -1;
}

int32_t readI32(const QByteArray &b, int at)
{
    uint32_t v = 0;
    for (int i = 0; i < 4; ++i)
        v |= uint32_t(uint8_t(b[at + i])) << (8 * i);
    return int32_t(v);
}

// Dynamixel 2.0 instruction packet (no params here contain FF FF FD, so no stuffing).
QByteArray dxlPacket(uint8_t id, uint8_t instruction, const QByteArray &params)
{
    QByteArray p = QByteArray::fromHex("fffffd00");
    p += char(id);
    p += le16(uint16_t(params.size() + 3));
    p += char(instruction);
    p += params;
    return p + le16(crc16(p, 0, 0x8005));
}

struct DxlStatus
{
    uint8_t id = 0;
    uint8_t error = 0;
    QByteArray params;
};

// Splits a byte stream into status packets; false if any CRC or framing is wrong.
bool parseStatuses(QByteArray bytes, QList<DxlStatus> *out)
{
    while (!bytes.isEmpty()) {
        if (!bytes.startsWith(QByteArray::fromHex("fffffd00")) || bytes.size() < 11)
            return false;
        const int length = uint8_t(bytes[5]) | (uint8_t(bytes[6]) << 8);
        if (bytes.size() < 7 + length)
            return false;
        const QByteArray packet = bytes.left(7 + length);
        const uint16_t crc = crc16(packet.left(packet.size() - 2), 0, 0x8005);
        if (packet.right(2) != le16(crc) || uint8_t(packet[7]) != 0x55)
            return false;
        out->append({uint8_t(packet[4]), uint8_t(packet[8]), packet.mid(9, length - 4)});
        bytes.remove(0, 7 + length);
    }
    return true;
}

class Port
{
public:
    bool open(const QString &path, speed_t speed)
    {
        m_fd = ::open(path.toLocal8Bit().constData(), O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
        if (m_fd < 0)
            return false;
        termios tio{};
        cfmakeraw(&tio);
        tio.c_cflag |= CLOCAL | CREAD;
        cfsetispeed(&tio, speed);
        cfsetospeed(&tio, speed);
        tcsetattr(m_fd, TCSANOW, &tio);
        tcflush(m_fd, TCIOFLUSH);
        return true;
    }
    ~Port()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    void write(const QByteArray &data)
    {
        qsizetype done = 0;
        while (done < data.size()) {
            const ssize_t n = ::write(m_fd, data.constData() + done, size_t(data.size() - done));
            if (n > 0)
                done += n;
            else if (errno != EAGAIN && errno != EINTR)
                return;
        }
    }
    // Reads until `enough` says so or the deadline passes; returns everything read.
    template <typename Enough> QByteArray readUntil(Enough enough, int timeoutMs = kReplyWaitMs)
    {
        QElapsedTimer clock;
        clock.start();
        while (!enough(m_buffer) && clock.elapsed() < timeoutMs) {
            pollfd pfd{m_fd, POLLIN, 0};
            if (::poll(&pfd, 1, 10) > 0) {
                char chunk[4096];
                const ssize_t n = ::read(m_fd, chunk, sizeof chunk);
                if (n > 0)
                    m_buffer.append(chunk, n);
            }
        }
        QByteArray out = m_buffer;
        m_buffer.clear();
        return out;
    }
    QByteArray readFor(int ms)
    {
        return readUntil([](const QByteArray &) { return false; }, ms);
    }
    // fdcanusb: the next `count` lines.
    QList<QByteArray> lines(int count)
    {
        const QByteArray text = readUntil([count](const QByteArray &b) { return b.count('\n') >= count; });
        QList<QByteArray> out = text.split('\n');
        out.removeAll(QByteArray());
        return out;
    }
    // Sends one fdcanusb line and returns the rcv payload (empty if none).
    QByteArray query(const QByteArray &line)
    {
        write(line + '\n');
        const QList<QByteArray> got = lines(2);
        if (got.size() < 2 || got[0] != "OK" || !got[1].startsWith("rcv "))
            return {};
        return QByteArray::fromHex(got[1].split(' ').value(2));
    }
    // Dynamixel: statuses until `count` arrived (or the deadline).
    QList<DxlStatus> statuses(const QByteArray &packet, int count, bool *valid = nullptr)
    {
        write(packet);
        QList<DxlStatus> out;
        const QByteArray bytes = readUntil([&](const QByteArray &b) {
            QList<DxlStatus> parsed;
            return parseStatuses(b, &parsed) && parsed.size() >= count;
        });
        const bool ok = parseStatuses(bytes, &out);
        if (valid)
            *valid = ok;
        return out;
    }

private:
    int m_fd = -1;
    QByteArray m_buffer;
};

} // namespace

class TestSimServos : public QObject
{
    Q_OBJECT

private:
    QProcess m_sim;
    QMap<QString, QString> m_paths;

    bool startSim(const QStringList &args)
    {
        m_sim.start(loopscope::testsupport::binPath(QStringLiteral("loopscope-sim")),
                    args + QStringList{QStringLiteral("--exit-with-parent")});
        if (!m_sim.waitForStarted(5000))
            return false;
        return loopscope::testsupport::waitForSimReady(m_sim, 5000, &m_paths);
    }

    // Commands moteus `id` over fdcanusb: mode 10, float position, optional
    // watchdog (int16, ms); reads float position and int8 mode back.
    QByteArray positionFrame(int id, float position, int watchdogMs = -1)
    {
        QByteArray payload = QByteArray::fromHex("01000a") + QByteArray::fromHex("0d20") + f32(position);
        if (watchdogMs >= 0)
            payload += QByteArray::fromHex("0527") + le16(uint16_t(watchdogMs));
        payload += QByteArray::fromHex("1d01") + QByteArray::fromHex("1100");
        return "can send " + QByteArray::number(0x8000 | id, 16) + ' ' + payload.toHex();
    }

private slots:
    void cleanup()
    {
        if (m_sim.state() != QProcess::NotRunning) {
            m_sim.terminate();
            QVERIFY(m_sim.waitForFinished(5000));
            QCOMPARE(m_sim.exitCode(), 0);
        }
        m_paths.clear();
    }

    void moteusVectorQuery()
    {
        QVERIFY(startSim({"--moteus", "1-3"}));
        QVERIFY(m_paths.contains("moteus-fdcanusb"));
        Port port;
        QVERIFY(port.open(m_paths["moteus-fdcanusb"], B921600));
        port.write("can send 8001 01000a07206000200150ff140400130d\n");
        const QList<QByteArray> lines = port.lines(2);
        QCOMPARE(lines.value(0), QByteArray("OK"));
        const QList<QByteArray> fields = lines.value(1).split(' ');
        QCOMPARE(fields.value(0), QByteArray("rcv"));
        QCOMPARE(fields.value(1), QByteArray("100")); // source 1 → dest 0
        const QByteArray reply = QByteArray::fromHex(fields.value(2));
        QCOMPARE(reply.size(), 16); // a CAN-FD length already
        QCOMPARE(reply.left(3), QByteArray::fromHex("240400"));
        QCOMPARE(int(int16_t(uint8_t(reply[3]) | uint8_t(reply[4]) << 8)), 10); // mode: position
        QCOMPARE(reply.mid(11, 2), QByteArray::fromHex("230d"));
        const double volts = int8_t(reply[13]) * 0.5;
        const double celsius = int8_t(reply[14]) * 1.0;
        QVERIFY2(volts > 10 && volts < 44, qPrintable(QString::number(volts)));
        QVERIFY(celsius > 0 && celsius < 100);
        QCOMPARE(int(reply[15]), 0);          // no fault
        port.write("can send 8001 010000\n"); // stop; no reads → OK only
        QCOMPARE(port.lines(1).value(0), QByteArray("OK"));
    }

    void moteusPositionMoves()
    {
        QVERIFY(startSim({"--moteus", "1"}));
        Port port;
        QVERIFY(port.open(m_paths["moteus-fdcanusb"], B921600));
        // A 5 s watchdog: a stalled test machine must not time the servo out here.
        const QByteArray first = port.query(positionFrame(1, 0.5f, 5000));
        QCOMPARE(first.left(2), QByteArray::fromHex("2d01"));
        const float start = readF32(first, 2);
        float position = start;
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 5000 && std::fabs(position - 0.5f) > 0.02f) {
            QThread::msleep(20);
            const QByteArray reply = port.query(positionFrame(1, 0.5f, 5000));
            QCOMPARE(reply.left(2), QByteArray::fromHex("2d01"));
            QCOMPARE(byteAt(reply, 8), 10); // 2d 01 <float> 21 00 <mode>
            position = readF32(reply, 2);
        }
        QVERIFY2(std::fabs(start - 0.5f) > 0.2f, qPrintable(QString::number(start)));
        QVERIFY2(std::fabs(position - 0.5f) <= 0.02f, qPrintable(QString::number(position)));
    }

    void moteusStepSettlesOnTarget()
    {
        // A 10° step with the default gains: Coulomb friction must not stall the
        // shaft short of the target (the integral term takes it the rest of the
        // way), and the approach must not overshoot much. Times count from the
        // first reply, so the model has had at least that long (a lower bound).
        QVERIFY(startSim({"--moteus", "1"}));
        Port port;
        QVERIFY(port.open(m_paths["moteus-fdcanusb"], B921600));
        const float target = 10.0f / 360.0f;
        const QByteArray first = port.query(positionFrame(1, target, 5000));
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(first.left(2), QByteArray::fromHex("2d01"));
        QVERIFY(std::fabs(readF32(first, 2)) < 0.2f / 360.0f); // from rest at 0
        float peak = readF32(first, 2);
        int held = 0;
        while (clock.elapsed() < 1500) {
            QThread::msleep(10);
            const qint64 sentMs = clock.elapsed();
            const QByteArray reply = port.query("can send 8001 1d011100"); // position, mode
            QCOMPARE(reply.left(2), QByteArray::fromHex("2d01"));
            QCOMPARE(byteAt(reply, 8), 10);
            const float position = readF32(reply, 2);
            peak = std::max(peak, position);
            if (sentMs >= 1000) { // settled within 1 s and holds there
                QVERIFY2(std::fabs(position - target) * 360.0f <= 0.2f,
                         qPrintable(QStringLiteral("%1° at %2 ms").arg(position * 360.0f).arg(sentMs)));
                ++held;
            }
        }
        QVERIFY(held > 0);
        QVERIFY2((peak - target) / target < 0.2f, qPrintable(QStringLiteral("peak %1°").arg(peak * 360.0f)));
    }

    void moteusWatchdogTimesOut()
    {
        QVERIFY(startSim({"--moteus", "1"}));
        Port port;
        QVERIFY(port.open(m_paths["moteus-fdcanusb"], B921600));
        QElapsedTimer clock;
        clock.start();
        const QByteArray reply = port.query(positionFrame(1, 0.1f, 300)); // 0.3 s watchdog
        QCOMPARE(byteAt(reply, 8), 10);
        // Queries alone do not feed the watchdog: mode 11 within 0.3 s + margin.
        int mode = 10;
        while (clock.elapsed() < 3300 && mode != 11) {
            QThread::msleep(50);
            mode = byteAt(port.query("can send 8001 1100"), 2);
        }
        QCOMPARE(mode, 11);
        QVERIFY(clock.elapsed() >= 300); // not before the timeout (a lower bound only)
        // Latched: a new position command keeps 11; a stop command leaves it.
        QCOMPARE(byteAt(port.query(positionFrame(1, 0.1f)), 8), 11);
        QCOMPARE(byteAt(port.query("can send 8001 0100001100"), 2), 0);
    }

    void moteusBroadcastAnsweredByAll()
    {
        QVERIFY(startSim({"--moteus", "1,3,5", "--no-wire-time"}));
        Port port;
        QVERIFY(port.open(m_paths["moteus-fdcanusb"], B921600));
        // Mode and 0x110 from everyone: the firmware does not answer 0x110
        // (a read error, code 1); each reply names its sender in the source address.
        port.write("can send 807f 1100119002\n");
        const QList<QByteArray> lines = port.lines(4);
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines[0], QByteArray("OK"));
        const int ids[3] = {1, 3, 5};
        for (int i = 0; i < 3; ++i) {
            const QList<QByteArray> f = lines[i + 1].split(' ');
            QCOMPARE(f.value(1), QByteArray::number(ids[i] << 8, 16));
            const QByteArray payload = QByteArray::fromHex(f.value(2));
            QCOMPARE(payload.left(2), QByteArray::fromHex("2100"));
            QCOMPARE(payload.mid(3, 4), QByteArray::fromHex("31900201"));
        }
    }

    void moteusMalformedLinesGetErr()
    {
        QVERIFY(startSim({"--moteus", "1"}));
        Port port;
        QVERIFY(port.open(m_paths["moteus-fdcanusb"], B921600));
        port.write("can send zz 11\n");
        QVERIFY(port.lines(1).value(0).startsWith("ERR "));
        port.write("hello world\n");
        QVERIFY(port.lines(1).value(0).startsWith("ERR "));
        port.write("can send 8001 123\n"); // odd hex digits
        QVERIFY(port.lines(1).value(0).startsWith("ERR "));
        port.write(QByteArray("\x01\xff\x00\x7f", 4) + QByteArray(400, 'x') + '\n'); // garbage, too long
        QVERIFY(port.lines(1).value(0).startsWith("ERR "));
        // Still serving afterwards.
        QCOMPARE(port.query("can send 8001 1100").left(2), QByteArray::fromHex("2100"));
    }

    void moteusCrc8AcceptedAndEnforced()
    {
        QVERIFY(startSim({"--moteus", "1"}));
        Port port;
        QVERIFY(port.open(m_paths["moteus-fdcanusb"], B921600));
        QCOMPARE(crc8("123456789"), uint8_t(0x94));
        const QByteArray body = "can send 8001 1100 ";
        const QByteArray line =
            body + '*' + QByteArray::number(crc8(body), 16).rightJustified(2, '0').toUpper();
        port.write(line + '\n');
        const QList<QByteArray> got = port.lines(2);
        QCOMPARE(got.size(), 2);
        QVERIFY2(got[0].startsWith("OK *"), got[0].constData());
        QVERIFY(got[1].startsWith("rcv 100 "));
        for (const QByteArray &answer : got) { // answers carry a valid checksum too
            const qsizetype star = answer.lastIndexOf('*');
            QVERIFY(star > 0);
            QCOMPARE(answer.mid(star + 1).toUInt(nullptr, 16), uint(crc8(answer.left(star))));
        }
        port.write("can send 8001 1100\n"); // now required
        QCOMPARE(port.lines(1).value(0).left(21), QByteArray("ERR checksum required"));
        port.write(body + "*00\n"); // wrong
        QVERIFY(port.lines(1).value(0).startsWith("ERR checksum mismatch"));
    }

    void rs485ExampleFrame()
    {
        QVERIFY(startSim({"--moteus-rs485", "1"}));
        QVERIFY(m_paths.contains("moteus-rs485"));
        Port port;
        QVERIFY(port.open(m_paths["moteus-rs485"], B921600));
        const QByteArray request = QByteArray::fromHex("54ab8001021100");
        QCOMPARE(le16(crc16(request, 0xffff, 0x1021)), QByteArray::fromHex("53f2"));
        port.write(request + QByteArray::fromHex("53f2"));
        const QByteArray reply = port.readUntil([](const QByteArray &b) { return b.size() >= 10; });
        QCOMPARE(reply.size(), 10);
        QCOMPARE(reply.left(5), QByteArray::fromHex("54ab010003")); // from 1 to 0, 3 bytes
        QCOMPARE(reply.mid(5, 2), QByteArray::fromHex("2100"));
        QCOMPARE(int(reply[7]), 0); // stopped
        QCOMPARE(reply.right(2), le16(crc16(reply.left(8), 0xffff, 0x1021)));
        // A corrupted frame gets nothing.
        port.write(request + QByteArray::fromHex("53f3"));
        QVERIFY(port.readFor(300).isEmpty());
    }

    void dynamixelPing()
    {
        QVERIFY(startSim({"--dynamixel", "1-4"}));
        QVERIFY(m_paths.contains("dynamixel"));
        Port port;
        QVERIFY(port.open(m_paths["dynamixel"], B57600));
        QCOMPARE(dxlPacket(1, 0x01, {}).right(2), QByteArray::fromHex("194e"));
        bool valid = false;
        const QList<DxlStatus> got = port.statuses(dxlPacket(1, 0x01, {}), 1, &valid);
        QVERIFY(valid);
        QCOMPARE(got.size(), 1);
        QCOMPARE(int(got[0].id), 1);
        QCOMPARE(int(got[0].error), 0);
        QCOMPARE(got[0].params.size(), 3);
        QCOMPARE(int(uint8_t(got[0].params[0]) | uint8_t(got[0].params[1]) << 8), 1020);
    }

    void dynamixelBroadcastPingAscending()
    {
        QVERIFY(startSim({"--dynamixel", "4,2,7,1"}));
        Port port;
        QVERIFY(port.open(m_paths["dynamixel"], B57600));
        bool valid = false;
        const QList<DxlStatus> got = port.statuses(dxlPacket(0xfe, 0x01, {}), 4, &valid);
        QVERIFY(valid);
        QCOMPARE(got.size(), 4);
        const int ids[4] = {1, 2, 4, 7};
        for (int i = 0; i < 4; ++i)
            QCOMPARE(int(got[i].id), ids[i]);
    }

    void dynamixelGoalMovesAndSyncRead()
    {
        QVERIFY(startSim({"--dynamixel", "1-3"}));
        Port port;
        QVERIFY(port.open(m_paths["dynamixel"], B57600));
        const QByteArray presentPosition = le16(132) + le16(4);
        QList<DxlStatus> got = port.statuses(dxlPacket(2, 0x02, presentPosition), 1);
        QCOMPARE(got.size(), 1);
        const int32_t start = readI32(got[0].params, 0);
        QCOMPARE(port.statuses(dxlPacket(2, 0x03, le16(64) + QByteArray(1, 1)), 1).value(0).error,
                 uint8_t(0));
        const int32_t goal = start + 1024;
        QCOMPARE(port.statuses(dxlPacket(2, 0x03, le16(116) + le32(goal)), 1).value(0).error, uint8_t(0));
        int32_t position = start;
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 5000 && std::abs(position - goal) > 20) {
            QThread::msleep(50);
            // Sync read of all three: each answers, in the order asked.
            got = port.statuses(dxlPacket(0xfe, 0x82, presentPosition + QByteArray::fromHex("030102")), 3);
            QCOMPARE(got.size(), 3);
            QCOMPARE(int(got[0].id), 3);
            QCOMPARE(int(got[1].id), 1);
            QCOMPARE(int(got[2].id), 2);
            position = readI32(got[2].params, 0);
            QVERIFY(std::abs(readI32(got[0].params, 0) - start) < 5); // ID 3 has torque off
        }
        QVERIFY2(std::abs(position - goal) <= 20, qPrintable(QString::number(position)));
    }

    void dynamixelVelocityModeTracksGoal()
    {
        // Velocity mode (11 = 1), 22 × 0.229 rpm = 30.2°/s: the PI velocity loop
        // holds it within 5 % of 30°/s once the model has run 1.5 s.
        QVERIFY(startSim({"--dynamixel", "1"}));
        Port port;
        QVERIFY(port.open(m_paths["dynamixel"], B57600));
        QCOMPARE(port.statuses(dxlPacket(1, 0x03, le16(11) + QByteArray(1, 1)), 1).value(0).error,
                 uint8_t(0));
        QCOMPARE(port.statuses(dxlPacket(1, 0x03, le16(64) + QByteArray(1, 1)), 1).value(0).error,
                 uint8_t(0));
        QCOMPARE(port.statuses(dxlPacket(1, 0x03, le16(104) + le32(22)), 1).value(0).error, uint8_t(0));
        QThread::msleep(1500); // the goal was applied before its status came back
        for (int i = 0; i < 5; ++i) {
            const QList<DxlStatus> got = port.statuses(dxlPacket(1, 0x02, le16(128) + le16(4)), 1);
            QCOMPARE(got.size(), 1);
            const double degS = readI32(got[0].params, 0) * 0.229 * 6.0;
            QVERIFY2(std::fabs(degS - 30.0) <= 30.0 * 0.05, qPrintable(QStringLiteral("%1°/s").arg(degS)));
            QThread::msleep(50);
        }
    }

    void dynamixelSyncReadWaitsOutReturnDelays()
    {
        // Six servos answer a SYNC READ one after another, each its Return Delay
        // Time (default 250 × 2 µs) after the previous status has ended: the
        // whole exchange takes at least 6 × (500 µs + a status's wire time).
        // A lower bound only — never a speed check.
        QVERIFY(startSim({"--dynamixel", "1-6", "--dynamixel-baud", "57600"}));
        Port port;
        QVERIFY(port.open(m_paths["dynamixel"], B57600));
        const QList<DxlStatus> delay = port.statuses(dxlPacket(1, 0x02, le16(9) + le16(1)), 1);
        QCOMPARE(delay.size(), 1);
        QCOMPARE(byteAt(delay[0].params, 0), 250);
        const QByteArray request =
            dxlPacket(0xfe, 0x82, le16(132) + le16(4) + QByteArray::fromHex("010203040506"));
        const qint64 statusWireNs = (11 + 4) * 10 * 1000000000LL / 57600;
        const qint64 boundNs = 6 * (500000 + statusWireNs);
        for (int round = 0; round < 3; ++round) {
            QElapsedTimer clock;
            clock.start();
            bool valid = false;
            const QList<DxlStatus> got = port.statuses(request, 6, &valid);
            const qint64 elapsedNs = clock.nsecsElapsed();
            QVERIFY(valid);
            QCOMPARE(got.size(), 6);
            for (int i = 0; i < 6; ++i)
                QCOMPARE(int(got[i].id), i + 1);
            qInfo("sync read of 6 servos: %.2f ms (lower bound %.2f ms)", double(elapsedNs) / 1e6,
                  double(boundNs) / 1e6);
            QVERIFY2(elapsedNs >= boundNs, qPrintable(QString::number(elapsedNs)));
        }
    }

    void dynamixelWrongCrcAndWrongBaud()
    {
        QVERIFY(startSim({"--dynamixel", "1", "--dynamixel-baud", "57600"}));
        {
            Port port;
            QVERIFY(port.open(m_paths["dynamixel"], B57600));
            QByteArray bad = dxlPacket(1, 0x01, {});
            bad[bad.size() - 1] = char(bad[bad.size() - 1] ^ 0x40);
            port.write(bad);
            QVERIFY(port.readFor(300).isEmpty());
            QCOMPARE(port.statuses(dxlPacket(1, 0x01, {}), 1).size(), 1); // and recovers
        }
        Port port;
        QVERIFY(port.open(m_paths["dynamixel"], B115200));
        port.write(dxlPacket(1, 0x01, {}));
        QList<DxlStatus> parsed;
        const QByteArray reply = port.readFor(300);
        QVERIFY(reply.isEmpty() || !parseStatuses(reply, &parsed) || parsed.isEmpty());
    }

    void dynamixelBusWatchdogStops()
    {
        QVERIFY(startSim({"--dynamixel", "1"}));
        Port port;
        QVERIFY(port.open(m_paths["dynamixel"], B57600));
        QCOMPARE(port.statuses(dxlPacket(1, 0x03, le16(64) + QByteArray(1, 1)), 1).value(0).error,
                 uint8_t(0));
        const QList<DxlStatus> before = port.statuses(dxlPacket(1, 0x02, le16(132) + le16(4)), 1);
        QCOMPARE(before.size(), 1);
        QCOMPARE(port.statuses(dxlPacket(1, 0x03, le16(116) + le32(readI32(before[0].params, 0) + 2000)), 1)
                     .value(0)
                     .error,
                 uint8_t(0));
        QCOMPARE(port.statuses(dxlPacket(1, 0x03, le16(98) + QByteArray(1, 5)), 1).value(0).error,
                 uint8_t(0)); // 5 × 20 ms
        QThread::msleep(600); // silence: the watchdog expires
        const QList<DxlStatus> state = port.statuses(dxlPacket(1, 0x02, le16(64) + le16(35)), 1);
        QCOMPARE(state.size(), 1);
        QCOMPARE(int(state[0].params[0]), 0);              // torque off
        QCOMPARE(int(uint8_t(state[0].params[34])), 0xff); // bus watchdog reads -1
        // The motor stops: the position settles (friction brakes the coasting shaft).
        QThread::msleep(500);
        const int32_t a =
            readI32(port.statuses(dxlPacket(1, 0x02, le16(132) + le16(4)), 1).value(0).params, 0);
        QThread::msleep(200);
        const int32_t b =
            readI32(port.statuses(dxlPacket(1, 0x02, le16(132) + le16(4)), 1).value(0).params, 0);
        QCOMPARE(a, b);
        // Goal writes are refused until the watchdog is cleared.
        QCOMPARE(port.statuses(dxlPacket(1, 0x03, le16(116) + le32(a)), 1).value(0).error, uint8_t(4));
        QCOMPARE(port.statuses(dxlPacket(1, 0x03, le16(98) + QByteArray(1, 0)), 1).value(0).error,
                 uint8_t(0));
        QCOMPARE(port.statuses(dxlPacket(1, 0x03, le16(116) + le32(a)), 1).value(0).error, uint8_t(0));
    }

    void garbageDoesNotStopTheBuses()
    {
        QVERIFY(startSim({"--moteus-rs485", "1", "--dynamixel", "1"}));
        Port rs485;
        QVERIFY(rs485.open(m_paths["moteus-rs485"], B921600));
        Port dxl;
        QVERIFY(dxl.open(m_paths["dynamixel"], B57600));
        QByteArray noise;
        for (int i = 0; i < 3000; ++i)
            noise += char((i * 131 + 7) & 0xff);
        noise += QByteArray::fromHex("54ab80"); // a truncated frame start
        rs485.write(noise);
        dxl.write(noise + QByteArray::fromHex("fffffd0001ff"));
        QThread::msleep(150); // longer than the partial-frame timeout
        rs485.readFor(50);
        dxl.readFor(50);
        rs485.write(QByteArray::fromHex("54ab800102110053f2"));
        QCOMPARE(rs485.readUntil([](const QByteArray &b) { return b.size() >= 10; }).left(5),
                 QByteArray::fromHex("54ab010003"));
        QCOMPARE(dxl.statuses(dxlPacket(1, 0x01, {}), 1).size(), 1);
    }

    void missingLinkDirIsAClearError()
    {
        // A --pty-link-dir that does not exist: the error, exit 3 (no PTY),
        // no crash on the way out (the bus whose link failed is not listed).
        QProcess sim;
        sim.start(loopscope::testsupport::binPath(QStringLiteral("loopscope-sim")),
                  {QStringLiteral("--moteus"), QStringLiteral("1"), QStringLiteral("--pty-link-dir"),
                   QStringLiteral("/nonexistent/loopscope-links")});
        QVERIFY(sim.waitForFinished(10000));
        const QString err = QString::fromLocal8Bit(sim.readAllStandardError());
        QCOMPARE(sim.exitStatus(), QProcess::NormalExit);
        QVERIFY2(sim.exitCode() == 3, qPrintable(QString::number(sim.exitCode()) + QLatin1Char(' ') + err));
        QVERIFY2(err.contains(QLatin1String("/nonexistent/loopscope-links")), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestSimServos)
#include "test_sim_servos.moc"
