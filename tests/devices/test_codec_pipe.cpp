// The codecs over an in-memory pipe, with no hardware: a fake moteus (behind the
// fdcanusb line protocol and behind RS485 framing) and a fake Dynamixel bus run
// on their own threads at the device end of a MemoryPipe and answer requests
// built by the codecs; the host end decodes the replies. Delivery is chunked
// (one byte per read) and the devices mix garbage into their output.
#include "devices/dynamixel/control_table.h"
#include "devices/dynamixel/protocol2.h"
#include "devices/moteus/can_frame.h"
#include "devices/moteus/fdcanusb_line.h"
#include "devices/moteus/multiplex.h"
#include "devices/moteus/rs485_frame.h"
#include "devices/transport/memory_pipe.h"

#include <QtTest>
#include <map>
#include <thread>

using namespace loopscope::devices;
using namespace std::chrono_literals;

namespace {

constexpr auto kPoll = 20ms;
constexpr int kMaxPolls = 250; // 5 s: generous bound; normally a few ms

// A moteus register file: writes are stored, reads answered at the asked width.
class FakeMoteus
{
public:
    explicit FakeMoteus(uint8_t id) : m_id(id) { m_registers[moteus::reg::Voltage] = 24.0; }

    // The reply payload to a request payload; empty if the request is malformed.
    QByteArray handle(QByteArrayView payload)
    {
        const auto request = moteus::parseRequest(payload);
        if (!request)
            return {};
        for (const auto &w : request->writes)
            m_registers[w.reg] = w.value.toDouble(moteus::scaleOf(w.reg));
        // The "servo" reaches its commanded position at once.
        if (m_registers.count(moteus::reg::CommandPosition))
            m_registers[moteus::reg::Position] = m_registers[moteus::reg::CommandPosition];
        std::vector<moteus::RegisterValue> values;
        std::vector<moteus::RegisterError> errors;
        for (const auto &r : request->reads) {
            if (r.reg > 0x200) {
                errors.push_back({r.reg, 1, true});
                continue;
            }
            const double v = m_registers.count(r.reg) ? m_registers[r.reg] : 0.0;
            values.push_back({r.reg, moteus::Value::fromDouble(v, moteus::scaleOf(r.reg), r.type)});
        }
        return moteus::makeReply(values, errors);
    }
    uint8_t id() const { return m_id; }

private:
    uint8_t m_id;
    std::map<uint32_t, double> m_registers;
};

// A bus of X-series servos with a 256-byte control table each.
class FakeDynamixelBus
{
public:
    explicit FakeDynamixelBus(std::vector<uint8_t> ids)
    {
        for (uint8_t id : ids) {
            QByteArray table(256, '\0');
            table.replace(dynamixel::addr::ModelNumber, 2, dynamixel::le16(dynamixel::kModelXM430W350));
            table[dynamixel::addr::FirmwareVersion] = 45;
            table[dynamixel::addr::Id] = char(id);
            table.replace(dynamixel::addr::PresentPosition, 4, dynamixel::le32(1000u + id));
            m_tables[id] = table;
        }
    }

    // Status packets answering one instruction packet (several for sync/broadcast).
    QByteArray handle(const dynamixel::Packet &p)
    {
        using namespace dynamixel;
        QByteArray out;
        const auto addrLen = [&p](int offset) {
            return std::pair<int, int>(int(*readLe(p.params, offset, 2)),
                                       int(*readLe(p.params, offset + 2, 2)));
        };
        switch (p.instruction) {
        case inst::Ping:
            for (const auto &[id, table] : m_tables) { // std::map: ascending ID order
                if (p.id == id || p.id == kBroadcastId)
                    out += makeStatusPacket(id, 0, table.left(2) + table.mid(addr::FirmwareVersion, 1));
            }
            break;
        case inst::Read:
            if (m_tables.count(p.id) && p.params.size() == 4) {
                const auto [a, n] = addrLen(0);
                out += a + n <= 256 ? makeStatusPacket(p.id, 0, m_tables[p.id].mid(a, n))
                                    : makeStatusPacket(p.id, error::DataRange);
            }
            break;
        case inst::Write:
            if (m_tables.count(p.id) && p.params.size() > 2) {
                const int a = int(*readLe(p.params, 0, 2));
                const QByteArray data = p.params.mid(2);
                if (a + data.size() <= 256) {
                    m_tables[p.id].replace(a, data.size(), data);
                    if (a == addr::GoalPosition)
                        m_tables[p.id].replace(addr::PresentPosition, 4, data);
                }
                out += makeStatusPacket(p.id, a + data.size() <= 256 ? 0 : error::DataRange);
            }
            break;
        case inst::SyncRead: {
            const auto [a, n] = addrLen(0);
            for (qsizetype i = 4; i < p.params.size(); ++i) {
                const auto id = uint8_t(p.params[i]);
                if (m_tables.count(id))
                    out += makeStatusPacket(id, 0, m_tables[id].mid(a, n));
            }
            break;
        }
        case inst::SyncWrite: {
            const auto [a, n] = addrLen(0);
            for (qsizetype i = 4; i + 1 + n <= p.params.size(); i += 1 + n) {
                const auto id = uint8_t(p.params[i]);
                if (m_tables.count(id)) {
                    m_tables[id].replace(a, n, p.params.mid(i + 1, n));
                    if (a == addr::GoalPosition)
                        m_tables[id].replace(addr::PresentPosition, 4, p.params.mid(i + 1, n));
                }
            }
            break;
        }
        default:
            out += makeStatusPacket(p.id, error::Instruction);
            break;
        }
        return out;
    }

private:
    std::map<uint8_t, QByteArray> m_tables;
};

// Runs `serve(bytes)` on every chunk arriving at the device end until stopped.
std::jthread runDevice(FrameStream &device, std::function<void(QByteArrayView)> serve)
{
    return std::jthread([&device, serve = std::move(serve)](std::stop_token stop) {
        while (!stop.stop_requested() && device.isOpen()) {
            const QByteArray chunk = device.read(kPoll);
            if (!chunk.isEmpty())
                serve(chunk);
        }
    });
}

} // namespace

class TestCodecPipe : public QObject
{
    Q_OBJECT

private slots:
    void memoryPipeBasics()
    {
        MemoryPipe pipe;
        QVERIFY(pipe.hostEnd().write("hello"));
        QCOMPARE(pipe.deviceEnd().readAvailable(), QByteArray("hello"));
        QVERIFY(pipe.deviceEnd().readAvailable().isEmpty());
        QVERIFY(pipe.hostEnd().read(10ms).isEmpty()); // timeout, nothing arrived
        pipe.setMaxChunkBytes(2);
        QVERIFY(pipe.deviceEnd().write("abcde"));
        QCOMPARE(pipe.hostEnd().read(10ms), QByteArray("ab"));
        QCOMPARE(pipe.hostEnd().read(10ms, 1), QByteArray("c"));
        pipe.close();
        QVERIFY(!pipe.hostEnd().isOpen());
        QVERIFY(!pipe.hostEnd().write("x"));
        QVERIFY(!pipe.hostEnd().errorString().isEmpty());
    }

    void moteusOverFdcanusbLines()
    {
        MemoryPipe pipe;
        pipe.setMaxChunkBytes(1); // bytes arrive one at a time, both ways
        FakeMoteus servo(1);
        moteus::FdcanusbLineSplitter deviceLines;
        auto device = runDevice(pipe.deviceEnd(), [&](QByteArrayView bytes) {
            deviceLines.feed(bytes);
            while (auto text = deviceLines.nextLine()) {
                const auto line = moteus::parseFdcanusbLine(*text);
                if (!line || line->kind != moteus::FdcanusbLine::Kind::Send) {
                    pipe.deviceEnd().write(moteus::makeErrorLine(QStringLiteral("bad command")));
                    continue;
                }
                const moteus::CanAddress to = line->frame().address();
                pipe.deviceEnd().write(QByteArray("\x01\xfe noise\n", 9)); // garbage line
                pipe.deviceEnd().write(moteus::makeOkLine(line->hadChecksum));
                if (!to.replyWanted || to.destination != servo.id())
                    continue;
                const QByteArray payload = servo.handle(line->data);
                if (payload.isEmpty())
                    continue; // like moteus: nothing to say, no frame
                const auto reply = moteus::CanFdFrame::make({servo.id(), to.source, false, 0}, payload);
                pipe.deviceEnd().write(moteus::makeReceiveLine(*reply, line->hadChecksum));
            }
        });

        moteus::FdcanusbLineSplitter hostLines;
        // Sends a frame; returns the decoded reply, or an empty Reply after OK when
        // no reply is expected.
        const auto roundTrip = [&](const QByteArray &payload, bool checksum,
                                   bool expectReply = true) -> std::optional<moteus::Reply> {
            const auto frame = moteus::CanFdFrame::make({0, 1, true, 0}, payload);
            if (!frame || !pipe.hostEnd().write(moteus::makeCanSendLine(*frame, checksum)))
                return std::nullopt;
            bool ok = false;
            for (int i = 0; i < kMaxPolls; ++i) {
                hostLines.feed(pipe.hostEnd().read(kPoll));
                while (auto text = hostLines.nextLine()) {
                    const auto line = moteus::parseFdcanusbLine(*text);
                    if (!line)
                        return std::nullopt;
                    ok |= line->kind == moteus::FdcanusbLine::Kind::Ok && line->hadChecksum == checksum;
                    if (ok && !expectReply)
                        return moteus::Reply{};
                    if (line->kind == moteus::FdcanusbLine::Kind::Receive && ok &&
                        line->hadChecksum == checksum && line->frame().address().source == 1)
                        return moteus::parseReply(line->data);
                }
            }
            return std::nullopt;
        };

        moteus::PositionCommand cmd;
        cmd.positionRev = 0.5;
        cmd.velocityRevS = 0.0;
        cmd.watchdogTimeoutS = 0.1;
        cmd.resolution = moteus::ValueType::Int32;
        auto reply = roundTrip(moteus::makeCommandWithQuery(cmd), false);
        QVERIFY(reply);
        moteus::QueryResult r = moteus::parseQueryResult(*reply);
        QCOMPARE(r.mode, moteus::mode::Position);
        QCOMPARE(r.positionRev, 0.5);
        QCOMPARE(r.voltageV, 24.0);

        QVERIFY(roundTrip(moteus::makeStop(), true, false)); // a write only: OK, no rcv
        reply = roundTrip(moteus::makeQuery(), true);
        QVERIFY(reply);
        QCOMPARE(moteus::parseQueryResult(*reply).mode, moteus::mode::Stopped);

        moteus::RequestBuilder unknown;
        unknown.read(0x300, moteus::ValueType::Int16);
        reply = roundTrip(unknown.bytes(), false);
        QVERIFY(reply);
        QCOMPARE(reply->errors.size(), size_t(1));
        QVERIFY(reply->errors[0].isReadError);
        QCOMPARE(hostLines.garbageLines(), uint64_t(4)); // one per exchange, counted and skipped
        pipe.close();
    }

    void moteusOverRs485()
    {
        MemoryPipe pipe;
        pipe.setMaxChunkBytes(3);
        FakeMoteus servo(2);
        moteus::Rs485Decoder deviceDecoder;
        auto device = runDevice(pipe.deviceEnd(), [&](QByteArrayView bytes) {
            deviceDecoder.feed(bytes);
            while (auto frame = deviceDecoder.next()) {
                if (frame->destination != servo.id() || !frame->replyWanted)
                    continue;
                pipe.deviceEnd().write(QByteArray::fromHex("5400ab1122")); // line noise
                pipe.deviceEnd().write(moteus::encodeRs485Frame(
                    {servo.id(), frame->source, false, servo.handle(frame->payload)}));
            }
        });

        moteus::Rs485Decoder host;
        for (double target : {0.25, -1.5, 3.0}) {
            moteus::PositionCommand cmd;
            cmd.positionRev = target;
            cmd.resolution = moteus::ValueType::Float;
            QVERIFY(pipe.hostEnd().write(
                moteus::encodeRs485Frame({0, 2, true, moteus::makeCommandWithQuery(cmd)})));
            std::optional<moteus::Rs485Frame> frame;
            for (int i = 0; i < kMaxPolls && !frame; ++i) {
                host.feed(pipe.hostEnd().read(kPoll));
                frame = host.next();
            }
            QVERIFY(frame);
            QCOMPARE(frame->source, uint8_t(2));
            const auto reply = moteus::parseReply(frame->payload);
            QVERIFY(reply);
            QCOMPARE(moteus::parseQueryResult(*reply).positionRev, target);
        }
        QCOMPARE(host.garbageBytes(), uint64_t(15));
        QCOMPARE(host.crcErrors(), uint64_t(0));
        pipe.close();
    }

    void dynamixelBus()
    {
        MemoryPipe pipe;
        pipe.setMaxChunkBytes(1);
        FakeDynamixelBus bus({1, 2, 3});
        dynamixel::PacketDecoder deviceDecoder;
        auto device = runDevice(pipe.deviceEnd(), [&](QByteArrayView bytes) {
            deviceDecoder.feed(bytes);
            while (auto packet = deviceDecoder.next()) {
                if (packet->isStatus())
                    continue;
                pipe.deviceEnd().write(QByteArray::fromHex("fffffe00")); // noise
                pipe.deviceEnd().write(bus.handle(*packet));
            }
        });

        dynamixel::PacketDecoder host;
        const auto collect = [&](const QByteArray &request, size_t expected) {
            std::vector<dynamixel::Packet> packets;
            if (!pipe.hostEnd().write(request))
                return packets;
            for (int i = 0; i < kMaxPolls && packets.size() < expected; ++i) {
                host.feed(pipe.hostEnd().read(kPoll));
                while (auto p = host.next())
                    packets.push_back(*p);
            }
            return packets;
        };

        auto replies = collect(dynamixel::makePing(dynamixel::kBroadcastId), 3);
        QCOMPARE(replies.size(), size_t(3));
        for (size_t i = 0; i < 3; ++i) {
            QCOMPARE(replies[i].id, uint8_t(i + 1)); // ascending ID order
            const auto ping = dynamixel::parsePingReply(replies[i]);
            QVERIFY(ping);
            QCOMPARE(dynamixel::modelName(ping->modelNumber), QStringLiteral("XM430-W350"));
            QCOMPARE(ping->firmware, uint8_t(45));
        }

        const std::vector<dynamixel::SyncWriteEntry> goals{
            {1, dynamixel::le32(100)}, {3, dynamixel::le32(0x00fffffd)}}; // stuffing-prone
        QVERIFY(collect(dynamixel::makeSyncWrite(dynamixel::addr::GoalPosition, 4, goals), 0).empty());

        const std::vector<uint8_t> ids{1, 2, 3};
        replies = collect(dynamixel::makeSyncRead(dynamixel::addr::PresentPosition, 4, ids), 3);
        QCOMPARE(replies.size(), size_t(3));
        QCOMPARE(dynamixel::readLe(replies[0].params, 0, 4), std::optional<uint32_t>(100));
        QCOMPARE(dynamixel::readLe(replies[1].params, 0, 4), std::optional<uint32_t>(1002));
        QCOMPARE(dynamixel::readLe(replies[2].params, 0, 4), std::optional<uint32_t>(0x00fffffd));

        replies = collect(dynamixel::makeWrite(2, 300, dynamixel::le16(1)), 1); // beyond the table
        QCOMPARE(replies.size(), size_t(1));
        QCOMPARE(replies[0].resultError(), dynamixel::error::DataRange);
        QCOMPARE(dynamixel::errorText(replies[0].errorByte), QStringLiteral("data range error"));

        replies = collect(dynamixel::makeRead(2, dynamixel::addr::ModelNumber, 2), 1);
        QCOMPARE(replies.size(), size_t(1));
        QCOMPARE(dynamixel::readLe(replies[0].params, 0, 2), std::optional<uint32_t>(1020));
        QVERIFY(host.garbageBytes() >= 4 * 4);
        QCOMPARE(host.crcErrors(), uint64_t(0));
        pipe.close();
    }
};

QTEST_GUILESS_MAIN(TestCodecPipe)
#include "test_codec_pipe.moc"
