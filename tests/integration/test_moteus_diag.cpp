// The diagnostic stream of loopscope-sim's simulated moteus (multiplex
// subframes 0x40 client data, 0x42 poll, 0x41 server data on channel 1), on
// both transports: an empty poll still gets an empty 0x41, "conf set/get"
// round trips and the values take effect (watchdog timeout, id.id), "conf
// enumerate" lists the modelled names across several polls, unknown commands
// get an ERR line, telemetry comes in mjlib's binary format, and garbage or
// overlong lines do not break the stream.

#include "devices/moteus/moteus_link.h"
#include "devices/sim/sim_lab.h"
#include "devices/transport/termios_serial_link.h"

#include <QtTest>

#include <cmath>
#include <cstring>
#include <functional>

using namespace loopscope::devices;
using namespace loopscope::devices::moteus;

namespace {

constexpr int kChannel = 1;
constexpr int kPollSize = 61; // a 64-byte CAN-FD reply: 0x41, channel, size, data
constexpr int kChunk = 48;    // client bytes per frame, leaving room for a poll

std::unique_ptr<MoteusLink> linkFor(const QString &kind, FrameStream *stream)
{
    if (kind == QLatin1String("moteus-rs485"))
        return std::make_unique<Rs485MoteusLink>(stream);
    return std::make_unique<FdcanusbMoteusLink>(stream);
}

// A minimal client of the text console over one MoteusLink.
class DiagClient
{
public:
    DiagClient(MoteusLink *link, int id) : m_link(link), m_id(id) {}
    void setId(int id) { m_id = id; }
    int polls() const { return m_polls; }

    // One exchange: optional client bytes, then a poll. Returns the 0x41 data.
    bool exchange(const QByteArray &bytes, QByteArray *data, QString *error)
    {
        QByteArray frame;
        if (!bytes.isEmpty()) {
            frame.append(char(0x40)).append(char(kChannel)).append(char(bytes.size())).append(bytes);
        }
        frame.append(char(0x42)).append(char(kChannel)).append(char(kPollSize));
        QByteArray reply;
        int from = -1;
        bool lost = false;
        ++m_polls;
        if (!m_link->transact(m_id, frame, true, 500, &reply, &from, error, &lost))
            return false;
        if (reply.size() < 3 || quint8(reply[0]) != 0x41 || reply[1] != char(kChannel) ||
            reply.size() < 3 + quint8(reply[2])) {
            *error = QStringLiteral("not a 0x41 reply: %1").arg(QString::fromLatin1(reply.toHex(' ')));
            return false;
        }
        *data = reply.mid(3, quint8(reply[2]));
        return true;
    }

    // Client bytes alone, in a frame that asks for no reply.
    bool send(const QByteArray &bytes, QString *error)
    {
        QByteArray frame;
        frame.append(char(0x40)).append(char(kChannel)).append(char(bytes.size())).append(bytes);
        QByteArray reply;
        int from = -1;
        bool lost = false;
        return m_link->transact(m_id, frame, false, 100, &reply, &from, error, &lost);
    }

    // Sends `text`, then polls until `done` says the output so far is complete.
    QByteArray run(const QByteArray &text, const std::function<bool(const QByteArray &)> &done, QString *error)
    {
        QByteArray output;
        QByteArray data;
        for (int at = 0; at < text.size(); at += kChunk) {
            if (!exchange(text.mid(at, kChunk), &data, error))
                return output;
            output += data;
        }
        QElapsedTimer timer;
        timer.start();
        while (!done(output) && timer.elapsed() < 5000) {
            if (!exchange({}, &data, error))
                return output;
            output += data;
        }
        if (!done(output))
            *error = QStringLiteral("incomplete output: %1").arg(QString::fromLatin1(output));
        return output;
    }

    // A command whose answer is one line (a value, OK or ERR ...).
    QByteArray line(const QByteArray &command, QString *error)
    {
        return run(command + '\n', [](const QByteArray &o) { return o.contains("\r\n"); }, error);
    }

    // A binary telemetry answer: "<prefix> NAME\r\n", uint32 size, data.
    QByteArray blob(const QByteArray &command, QByteArray *header, QString *error)
    {
        const auto complete = [](const QByteArray &o) {
            const int eol = o.indexOf("\r\n");
            if (eol < 0)
                return false;
            if (o.startsWith("ERR"))
                return true;
            if (o.size() < eol + 6)
                return false;
            quint32 size = 0;
            for (int i = 0; i < 4; ++i)
                size |= quint32(quint8(o[eol + 2 + i])) << (8 * i);
            return o.size() >= eol + 6 + int(size);
        };
        const QByteArray o = run(command + '\n', complete, error);
        const int eol = o.indexOf("\r\n");
        *header = o.left(eol);
        return eol >= 0 && o.size() >= eol + 6 ? o.mid(eol + 6) : QByteArray();
    }

private:
    MoteusLink *m_link;
    int m_id;
    int m_polls = 0;
};

float floatAt(const QByteArray &data, int offset)
{
    float value = NAN;
    if (data.size() >= offset + 4)
        std::memcpy(&value, data.constData() + offset, 4);
    return value;
}

quint32 uintAt(const QByteArray &data, int offset)
{
    quint32 value = 0;
    for (int i = 0; i < 4 && offset + i < data.size(); ++i)
        value |= quint32(quint8(data[offset + i])) << (8 * i);
    return value;
}

// Mode register 0x000 as int8 (request 0x11 0x00, reply 0x21 0x00 <mode>).
int readMode(MoteusLink *link, int id)
{
    QByteArray reply;
    QString error;
    int source = -1;
    bool lost = false;
    if (!link->transact(id, QByteArray::fromHex("1100"), true, 500, &reply, &source, &error, &lost))
        return -1;
    return reply.size() >= 3 && quint8(reply[0]) == 0x21 ? int(qint8(reply[2])) : -1;
}

// Position mode (0x000 = 10) holding where it is (0x020 = NaN), no watchdog
// register: the configured default timeout applies.
bool commandHold(MoteusLink *link, int id)
{
    QByteArray frame = QByteArray::fromHex("01000a0d20");
    const float nan = NAN;
    frame.append(reinterpret_cast<const char *>(&nan), 4);
    frame.append(QByteArray::fromHex("1100"));
    QByteArray reply;
    QString error;
    int source = -1;
    bool lost = false;
    return link->transact(id, frame, true, 500, &reply, &source, &error, &lost);
}

// Position register 0x001 as float (request 0x1d 0x01, reply 0x2d 0x01 <float>).
float readPosition(MoteusLink *link, int id)
{
    QByteArray reply;
    QString error;
    int source = -1;
    bool lost = false;
    if (!link->transact(id, QByteArray::fromHex("1d01"), true, 500, &reply, &source, &error, &lost))
        return NAN;
    return reply.size() >= 6 && quint8(reply[0]) == 0x2d ? floatAt(reply, 2) : NAN;
}

} // namespace

class TestMoteusDiag : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void emptyPoll_data() { transports(); }
    void emptyPoll();
    void confRoundTrip_data() { transports(); }
    void confRoundTrip();
    void enumerateAcrossPolls_data() { transports(); }
    void enumerateAcrossPolls();
    void unknownCommands_data() { transports(); }
    void unknownCommands();
    void defaultTimeoutTakesEffect_data() { transports(); }
    void defaultTimeoutTakesEffect();
    void idChangeMovesTheServo_data() { transports(); }
    void idChangeMovesTheServo();
    void telemetry_data() { transports(); }
    void telemetry();
    void rezeroSetsThePosition_data() { transports(); }
    void rezeroSetsThePosition();
    void garbageAndOverlongLines_data() { transports(); }
    void garbageAndOverlongLines();

private:
    void transports();
    bool open(QString *error);

    SimLab m_sim;
    TermiosSerialLink m_serial;
    std::unique_ptr<MoteusLink> m_link;
};

void TestMoteusDiag::initTestCase()
{
    SimEchoOptions options;
    options.moteusIds = QStringLiteral("1-2");
    options.moteusRs485Ids = QStringLiteral("1-2");
    QString error;
    QVERIFY2(m_sim.start(options, &error), qPrintable(error));
}

void TestMoteusDiag::transports()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("fdcanusb") << QStringLiteral("moteus-fdcanusb");
    QTest::newRow("rs485") << QStringLiteral("moteus-rs485");
}

bool TestMoteusDiag::open(QString *error)
{
    QFETCH(QString, kind);
    const SimEndpoint *endpoint = m_sim.endpoint(kind);
    if (!endpoint) {
        *error = QStringLiteral("no endpoint %1").arg(kind);
        return false;
    }
    m_link.reset();
    m_serial.close();
    if (!m_serial.open(endpoint->ptyPath, 921600)) {
        *error = m_serial.errorString();
        return false;
    }
    m_link = linkFor(kind, &m_serial);
    return true;
}

void TestMoteusDiag::emptyPoll()
{
    QString error;
    QVERIFY2(open(&error), qPrintable(error));
    DiagClient diag(m_link.get(), 1);
    QByteArray data;
    for (int i = 0; i < 3; ++i) {
        QVERIFY2(diag.exchange({}, &data, &error), qPrintable(error));
        QCOMPARE(data, QByteArray());
    }
}

void TestMoteusDiag::confRoundTrip()
{
    QString error;
    QVERIFY2(open(&error), qPrintable(error));
    DiagClient diag(m_link.get(), 2);
    QCOMPARE(diag.line("conf set servo.pid_position.kp 7.25", &error), QByteArray("OK\r\n"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(diag.line("conf get servo.pid_position.kp", &error), QByteArray("7.250000\r\n"));
    QCOMPARE(diag.line("conf set servopos.position_max 3.5", &error), QByteArray("OK\r\n"));
    QCOMPARE(diag.line("conf get servopos.position_max", &error), QByteArray("3.500000\r\n"));
    QCOMPARE(diag.line("conf get servo.timeout_mode", &error), QByteArray("12\r\n"));
    QCOMPARE(diag.line("conf set servo.timeout_mode 15", &error), QByteArray("OK\r\n"));
    QCOMPARE(diag.line("conf get servo.timeout_mode", &error), QByteArray("15\r\n"));
    QCOMPARE(diag.line("conf get servo.timeout_max_torque_Nm", &error), QByteArray("5.000000\r\n"));
    QCOMPARE(diag.line("conf set servo.timeout_max_torque_Nm 0.5", &error), QByteArray("OK\r\n"));
    QCOMPARE(diag.line("conf get servo.timeout_max_torque_Nm", &error), QByteArray("0.500000\r\n"));
    QVERIFY(diag.line("conf set servo.timeout_max_torque_Nm -1", &error).startsWith("ERR"));
    QCOMPARE(diag.line("conf get id.id", &error), QByteArray("2\r\n"));
    // the other servo keeps its own configuration
    DiagClient other(m_link.get(), 1);
    QVERIFY(other.line("conf get servo.pid_position.kp", &error) != QByteArray("7.250000\r\n"));
    // bad values are refused and leave the entry alone
    QVERIFY(diag.line("conf set servo.pid_position.kp banana", &error).startsWith("ERR"));
    QVERIFY(diag.line("conf set servo.timeout_mode 2.5", &error).startsWith("ERR"));
    QVERIFY(diag.line("conf set id.id 0", &error).startsWith("ERR"));
    QCOMPARE(diag.line("conf get servo.pid_position.kp", &error), QByteArray("7.250000\r\n"));
    // write and load are accepted; default restores the simulator's values
    QCOMPARE(diag.line("conf write", &error), QByteArray("OK\r\n"));
    QCOMPARE(diag.line("conf load", &error), QByteArray("OK\r\n"));
    QCOMPARE(diag.line("conf default", &error), QByteArray("OK\r\n"));
    QCOMPARE(diag.line("conf get servo.timeout_mode", &error), QByteArray("12\r\n"));
    QCOMPARE(diag.line("conf get servo.timeout_max_torque_Nm", &error), QByteArray("5.000000\r\n"));
    QCOMPARE(diag.line("conf get servo.pid_position.kp", &error),
             other.line("conf get servo.pid_position.kp", &error));
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestMoteusDiag::enumerateAcrossPolls()
{
    QString error;
    QVERIFY2(open(&error), qPrintable(error));
    DiagClient diag(m_link.get(), 1);
    QCOMPARE(diag.line("conf set servo.pid_position.kd 0.125", &error), QByteArray("OK\r\n"));
    const int before = diag.polls();
    const QByteArray text = diag.run("conf enumerate\r\n", [](const QByteArray &o) { return o.endsWith("OK\r\n"); },
                                     &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(text.size() > kPollSize);
    QVERIFY(diag.polls() - before > 1);
    QMap<QByteArray, QByteArray> entries;
    for (const QByteArray &line : text.split('\n')) {
        const QByteArray l = line.trimmed();
        if (l.isEmpty() || l == "OK")
            continue;
        const int space = l.indexOf(' ');
        QVERIFY2(space > 0, l.constData());
        entries.insert(l.left(space), l.mid(space + 1));
    }
    for (const char *name : {"id.id", "servopos.position_min", "servopos.position_max", "servo.pid_position.kp",
                             "servo.pid_position.ki", "servo.pid_position.kd", "servo.default_timeout_s",
                             "servo.timeout_mode", "servo.timeout_max_torque_Nm"}) {
        QVERIFY2(entries.contains(name), name);
        QCOMPARE(entries.value(name) + "\r\n", diag.line(QByteArray("conf get ") + name, &error));
    }
    QCOMPARE(entries.value("id.id"), QByteArray("1"));
    QCOMPARE(entries.value("servo.pid_position.kd"), QByteArray("0.125000"));
    // a group
    const QByteArray group = diag.run("conf enumerate servopos\n", [](const QByteArray &o) { return o.endsWith("OK\r\n"); },
                                      &error);
    QCOMPARE(group.count('\n'), 3);
    QVERIFY(diag.line("conf enumerate uuid", &error).startsWith("ERR unknown group"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestMoteusDiag::unknownCommands()
{
    QString error;
    QVERIFY2(open(&error), qPrintable(error));
    DiagClient diag(m_link.get(), 1);
    for (const char *command : {"frobnicate", "conf", "conf frobnicate", "tel frobnicate", "d frobnicate",
                                "tel get nosuch_channel"}) {
        const QByteArray answer = diag.line(command, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(answer.startsWith("ERR ") && answer.endsWith("\r\n"), answer.constData());
    }
    // moteus_tool's is_config_supported tells these two apart from real errors
    QVERIFY(diag.line("conf get nosuchgroup.x", &error).startsWith("ERR unknown group"));
    QVERIFY(diag.line("conf get servo.nosuch", &error).startsWith("ERR error reading"));
    QCOMPARE(diag.line("tel stop", &error), QByteArray("OK\r\n"));
}

void TestMoteusDiag::defaultTimeoutTakesEffect()
{
    QString error;
    QVERIFY2(open(&error), qPrintable(error));
    DiagClient diag(m_link.get(), 2);
    // a long default: a position command without 0x027 is still running later
    QCOMPARE(diag.line("conf set servo.default_timeout_s 60", &error), QByteArray("OK\r\n"));
    QCOMPARE(diag.line("conf get servo.default_timeout_s", &error), QByteArray("60.000000\r\n"));
    QVERIFY(commandHold(m_link.get(), 2));
    QThread::msleep(400);
    QCOMPARE(readMode(m_link.get(), 2), 10);
    // a short one: the same command times out (mode 11)
    QCOMPARE(diag.line("conf set servo.default_timeout_s 0.05", &error), QByteArray("OK\r\n"));
    QVERIFY(commandHold(m_link.get(), 2));
    QTRY_COMPARE_WITH_TIMEOUT(readMode(m_link.get(), 2), 11, 5000);
    QCOMPARE(diag.line("conf set servo.default_timeout_s 0.1", &error), QByteArray("OK\r\n"));
    QByteArray reply;
    int source = -1;
    bool lost = false;
    QVERIFY(m_link->transact(2, QByteArray::fromHex("010000"), false, 100, &reply, &source, &error, &lost));
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestMoteusDiag::idChangeMovesTheServo()
{
    QString error;
    QVERIFY2(open(&error), qPrintable(error));
    DiagClient diag(m_link.get(), 2);
    // the change takes effect at once: its answer is polled at the new ID
    QVERIFY2(diag.send("conf set id.id 9\n", &error), qPrintable(error));
    diag.setId(9);
    QCOMPARE(diag.run({}, [](const QByteArray &o) { return o.contains("\r\n"); }, &error), QByteArray("OK\r\n"));
    QCOMPARE(readMode(m_link.get(), 9), 0);
    QCOMPARE(readMode(m_link.get(), 2), -1); // nobody answers to 2 any more
    QCOMPARE(diag.line("conf get id.id", &error), QByteArray("9\r\n"));
    QVERIFY2(diag.send("conf set id.id 2\n", &error), qPrintable(error));
    diag.setId(2);
    QCOMPARE(diag.run({}, [](const QByteArray &o) { return o.contains("\r\n"); }, &error), QByteArray("OK\r\n"));
    QCOMPARE(readMode(m_link.get(), 2), 0);
    m_link->resetBuffers();
}

void TestMoteusDiag::telemetry()
{
    QString error;
    QVERIFY2(open(&error), qPrintable(error));
    DiagClient diag(m_link.get(), 1);
    const QByteArray list = diag.run("tel list\n", [](const QByteArray &o) { return o.endsWith("OK\r\n"); }, &error);
    for (const char *name : {"firmware\r\n", "git\r\n", "servo_stats\r\n"})
        QVERIFY2(list.contains(name), list.constData());
    QByteArray header;
    QByteArray firmware = diag.blob("tel get firmware", &header, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(header, QByteArray("emit firmware"));
    QCOMPARE(firmware.size(), 4 + 12 + 4 + 1 + 1);
    QCOMPARE(uintAt(firmware, 16), quint32(0x411)); // model, as register 0x100
    const QByteArray schema = diag.blob("tel schema firmware", &header, &error);
    QCOMPARE(header, QByteArray("schema firmware"));
    QVERIFY(schema.size() > 10);
    QCOMPARE(int(quint8(schema[0])), 16); // an object
    QVERIFY(schema.contains("serial_number"));
    QVERIFY(schema.contains("model"));
    // servo_stats: mode, fault (uint8), then position as float32, larger than a frame
    const QByteArray stats = diag.blob("tel get servo_stats", &header, &error);
    QCOMPARE(header, QByteArray("emit servo_stats"));
    QCOMPARE(stats.size(), 2 + 6 * 4);
    QVERIFY(std::isfinite(floatAt(stats, 2)));
    QCOMPARE(diag.blob("tel get nosuch", &header, &error), QByteArray());
    QVERIFY(header.startsWith("ERR"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

// moteus_tool --zero-offset / --set-offset: "d cfg-set-output V", "conf write",
// "d rezero V"; afterwards the position register reads V.
void TestMoteusDiag::rezeroSetsThePosition()
{
    QString error;
    QVERIFY2(open(&error), qPrintable(error));
    DiagClient diag(m_link.get(), 1);
    QCOMPARE(diag.line("d cfg-set-output 0.75", &error), QByteArray("OK\r\n"));
    QCOMPARE(diag.line("conf write", &error), QByteArray("OK\r\n"));
    QCOMPARE(diag.line("d rezero 0.75", &error), QByteArray("OK\r\n"));
    QVERIFY(std::abs(readPosition(m_link.get(), 1) - 0.75f) < 0.01f);
    QCOMPARE(diag.line("d rezero -2.5", &error), QByteArray("OK\r\n"));
    QVERIFY(std::abs(readPosition(m_link.get(), 1) + 2.5f) < 0.01f);
    QVERIFY(diag.line("d rezero banana", &error).startsWith("ERR"));
    QVERIFY(diag.line("d rezero nan", &error).startsWith("ERR"));
    QVERIFY(std::abs(readPosition(m_link.get(), 1) + 2.5f) < 0.01f);
    QCOMPARE(diag.line("d rezero", &error), QByteArray("OK\r\n"));
    QVERIFY(std::abs(readPosition(m_link.get(), 1)) < 0.01f);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestMoteusDiag::garbageAndOverlongLines()
{
    QString error;
    QVERIFY2(open(&error), qPrintable(error));
    DiagClient diag(m_link.get(), 1);
    // an overlong line is dropped whole and gets no answer
    const QByteArray overlong = QByteArray(300, 'x') + "\n";
    QCOMPARE(diag.run(overlong, [](const QByteArray &) { return true; }, &error), QByteArray());
    // binary garbage (NULs, high bytes, lone CRs) gets ERR lines, not a stuck parser
    QByteArray garbage;
    for (int i = 0; i < 40; ++i)
        garbage.append(char((i * 37) & 0xff));
    garbage.append('\n');
    diag.run(garbage, [](const QByteArray &o) { return o.contains("\r\n"); }, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    // far more input than the console buffers, with no line end, then a command
    for (int i = 0; i < 20; ++i) {
        QByteArray data;
        QVERIFY2(diag.exchange(QByteArray(kChunk, 'y'), &data, &error), qPrintable(error));
    }
    QByteArray data;
    QVERIFY2(diag.exchange("\n", &data, &error), qPrintable(error));
    // drain anything left, then the console still answers
    QElapsedTimer timer;
    timer.start();
    do {
        QVERIFY2(diag.exchange({}, &data, &error), qPrintable(error));
    } while (!data.isEmpty() && timer.elapsed() < 5000);
    QCOMPARE(diag.line("conf get id.id", &error), QByteArray("1\r\n"));
    // several commands in one frame, with \r\n and \n endings
    const QByteArray two = diag.run("conf get id.id\r\nconf get servo.timeout_mode\n",
                                    [](const QByteArray &o) { return o.count('\n') >= 2; }, &error);
    QCOMPARE(two, QByteArray("1\r\n12\r\n"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestMoteusDiag)
#include "test_moteus_diag.moc"
