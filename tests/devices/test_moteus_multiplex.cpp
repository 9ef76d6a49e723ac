// moteus multiplex payload codec: the published command/reply vector in both
// directions, varuint, every opcode width, scaling, saturation, NaN, errors,
// streams and the rejection of malformed payloads with a reason.
#include "devices/moteus/multiplex.h"

#include <QtTest>
#include <cmath>

using namespace loopscope::devices::moteus;

namespace {
const QByteArray kCommandVector = QByteArray::fromHex("01000a07206000200150ff140400130d");
const QByteArray kReplyVector = QByteArray::fromHex("2404000a005000000170ff230d181400");
} // namespace

class TestMoteusMultiplex : public QObject
{
    Q_OBJECT

private slots:
    void varuintRoundTrip()
    {
        for (uint32_t v : {0u, 1u, 127u, 128u, 300u, 16383u, 16384u, 0x0fffffffu, 0xffffffffu}) {
            QByteArray bytes;
            appendVaruint(bytes, v);
            QVERIFY(bytes.size() <= 5);
            qsizetype pos = 0;
            QCOMPARE(readVaruint(bytes, &pos), std::optional<uint32_t>(v));
            QCOMPARE(pos, bytes.size());
        }
        QByteArray b;
        appendVaruint(b, 300);
        QCOMPARE(b, QByteArray::fromHex("ac02"));
    }

    void varuintRejectsMalformed()
    {
        qsizetype pos = 0;
        QVERIFY(!readVaruint(QByteArray::fromHex("80"), &pos));         // ends early
        QVERIFY(!readVaruint(QByteArray::fromHex("8080808080"), &pos)); // > 5 bytes
        QVERIFY(!readVaruint(QByteArray::fromHex("ffffffff7f"), &pos)); // > 32 bits
        QCOMPARE(pos, qsizetype(0));
    }

    void commandVectorEncodes()
    {
        const std::vector<RegisterWrite> writes{
            {reg::CommandPosition, Value::fromDouble(0.0096, ScaleClass::Position, ValueType::Int16)},
            {reg::CommandVelocity, Value::fromDouble(0.072, ScaleClass::Velocity, ValueType::Int16)},
            {reg::CommandFeedforwardTorque, Value::fromDouble(-1.76, ScaleClass::Torque, ValueType::Int16)},
            {reg::Mode, Value::int8(mode::Position)}, // given last: must still go first
        };
        std::vector<RegisterRead> reads;
        for (uint32_t r = 0; r < 4; ++r)
            reads.push_back({r, ValueType::Int16});
        for (uint32_t r = reg::Voltage; r <= reg::Fault; ++r)
            reads.push_back({r, ValueType::Int8});
        QCOMPARE(makeRequest(writes, reads).toHex(), kCommandVector.toHex());

        // The same through the helper: command (no optional fields) + query reads.
        PositionCommand cmd;
        cmd.positionRev = 0.0096;
        cmd.velocityRevS = 0.072;
        cmd.feedforwardNm = -1.76;
        cmd.resolution = ValueType::Int16;
        QueryFormat q{};
        q = QueryFormat{ValueType::Int16, ValueType::Int16, ValueType::Int16, ValueType::Int16,
                        std::nullopt,     std::nullopt,     std::nullopt,     ValueType::Int8,
                        ValueType::Int8,  ValueType::Int8};
        QCOMPARE(makeCommandWithQuery(cmd, q).toHex(), kCommandVector.toHex());
    }

    void commandVectorDecodes()
    {
        QString error;
        const auto request = parseRequest(kCommandVector, &error);
        QVERIFY2(request, qPrintable(error));
        QCOMPARE(request->writes.size(), size_t(4));
        QCOMPARE(request->writes[0].reg, reg::Mode);
        QCOMPARE(request->writes[0].value, Value::int8(10));
        QCOMPARE(request->writes[1].value, Value::int16(96));
        QCOMPARE(request->writes[2].value, Value::int16(288));
        QCOMPARE(request->writes[3].value, Value::int16(-176));
        QCOMPARE(request->writes[3].value.toDouble(ScaleClass::Torque), -1.76);
        QCOMPARE(request->reads.size(), size_t(7));
        QCOMPARE(request->reads[3].reg, uint32_t(3));
        QCOMPARE(request->reads[3].type, ValueType::Int16);
        QCOMPARE(request->reads[4].reg, reg::Voltage);
        QCOMPARE(request->reads[6].reg, reg::Fault);
        QCOMPARE(request->reads[6].type, ValueType::Int8);
    }

    void replyVectorDecodes()
    {
        QString error;
        const auto reply = parseReply(kReplyVector, &error);
        QVERIFY2(reply, qPrintable(error));
        QCOMPARE(reply->values.size(), size_t(7));
        QCOMPARE(reply->value(reg::Position)->raw, 80);
        QCOMPARE(reply->value(reg::Velocity)->raw, 256);
        QCOMPARE(reply->value(reg::Torque)->raw, -144);
        const QueryResult r = parseQueryResult(*reply);
        QCOMPARE(r.mode, 10);
        QCOMPARE(r.positionRev, 80 * 0.0001);
        QCOMPARE(r.velocityRevS, 256 * 0.00025);
        QCOMPARE(r.torqueNm, -1.44);
        QCOMPARE(r.voltageV, 12.0);
        QCOMPARE(r.boardTemperatureC, 20.0);
        QCOMPARE(r.fault, 0);
        QVERIFY(std::isnan(r.qCurrentA)); // not in the reply
        QCOMPARE(r.trajectoryComplete, -1);
    }

    void replyVectorEncodes()
    {
        const std::vector<RegisterValue> values{
            {reg::Mode, Value::int16(10)},      {reg::Position, Value::int16(80)},
            {reg::Velocity, Value::int16(256)}, {reg::Torque, Value::int16(-144)},
            {reg::Voltage, Value::int8(0x18)},  {reg::BoardTemperature, Value::int8(20)},
            {reg::Fault, Value::int8(0)},
        };
        QCOMPARE(makeReply(values).toHex(), kReplyVector.toHex());
    }

    void everyWidthRoundTrips()
    {
        RequestBuilder b;
        b.write(0x30, std::vector<Value>{Value::int8(-5), Value::int8(7)});
        b.write(0x40, std::vector<Value>{Value::int16(-30000), Value::int16(1), Value::int16(2),
                                         Value::int16(3), Value::int16(4)}); // explicit count 5
        b.write(0x50, Value::int32(-2000000000));
        b.write(0x60, Value::float32(1.5f));
        b.read(0x70, ValueType::Float, 7);
        b.read(0x200, ValueType::Int32, 1); // register needing a 2-byte varuint
        b.nop(3);
        QCOMPARE(uint8_t(b.bytes()[0]), uint8_t(0x02));
        QString error;
        const auto request = parseRequest(b.bytes(), &error);
        QVERIFY2(request, qPrintable(error));
        QCOMPARE(request->writes.size(), size_t(9));
        QCOMPARE(request->writes[1].value, Value::int8(7));
        QCOMPARE(request->writes[2].value, Value::int16(-30000));
        QCOMPARE(request->writes[6].reg, uint32_t(0x44));
        QCOMPARE(request->writes[7].value, Value::int32(-2000000000));
        QCOMPARE(request->writes[8].value, Value::float32(1.5f));
        QCOMPARE(request->reads.size(), size_t(8));
        QCOMPARE(request->reads[6].reg, uint32_t(0x76));
        QCOMPARE(request->reads[7].reg, uint32_t(0x200));
        QCOMPARE(request->reads[7].type, ValueType::Int32);
    }

    void scalingTable()
    {
        QCOMPARE(lsb(ScaleClass::Position, ValueType::Int32), 0.00001);
        QCOMPARE(lsb(ScaleClass::Velocity, ValueType::Int16), 0.00025);
        QCOMPARE(lsb(ScaleClass::Current, ValueType::Int8), 1.0);
        QCOMPARE(lsb(ScaleClass::Time, ValueType::Int32), 1e-6);
        QCOMPARE(lsb(ScaleClass::Scale, ValueType::Int8), 1.0 / 127.0);
        QCOMPARE(lsb(ScaleClass::Torque, ValueType::Float), 1.0);
        QCOMPARE(Value::fromDouble(1.0, ScaleClass::Scale, ValueType::Int8).raw, 127);
        QCOMPARE(Value::fromDouble(0.5, ScaleClass::Time, ValueType::Int16).raw, 500);
        QCOMPARE(registerInfo(reg::CommandKpScale).scale, ScaleClass::Scale);
        QCOMPARE(registerInfo(reg::Voltage).scale, ScaleClass::Voltage);
        QCOMPARE(registerInfo(0x7777).scale, ScaleClass::Unknown);
    }

    void saturationAndNaN()
    {
        QCOMPARE(saturateInt8(1000), int8_t(127));
        QCOMPARE(saturateInt8(-1000), int8_t(-127)); // -128 is reserved for NaN
        QCOMPARE(saturateInt16(1e9), int16_t(32767));
        QCOMPARE(saturateInt32(-1e30), int32_t(-2147483647));
        QCOMPARE(saturateInt16(NAN), int16_t(-32768));
        QCOMPARE(Value::fromDouble(100.0, ScaleClass::Position, ValueType::Int16).raw, 32767);
        const Value nan16 = Value::fromDouble(NAN, ScaleClass::Position, ValueType::Int16);
        QCOMPARE(nan16.raw, -32768);
        QVERIFY(nan16.isNaN());
        QVERIFY(std::isnan(nan16.toDouble(ScaleClass::Position)));
        QVERIFY(std::isnan(Value::int8(-128).toDouble(ScaleClass::Voltage)));
        QVERIFY(std::isnan(Value::int32(INT32_MIN).toDouble(ScaleClass::Integer)));
        QVERIFY(!Value::int32(INT32_MIN + 1).isNaN());
        QVERIFY(Value::fromDouble(NAN, ScaleClass::Position, ValueType::Float).isNaN());
        QCOMPARE(Value::fromDouble(1e300, ScaleClass::Torque, ValueType::Float).floatValue,
                 std::numeric_limits<float>::max());
        // Position NaN ("hold current position") goes on the wire as NaN.
        PositionCommand c;
        c.positionRev = NAN;
        c.resolution = ValueType::Int32;
        const auto request = parseRequest(makePositionCommand(c));
        QVERIFY(request);
        QCOMPARE(request->writes[1].value, Value::int32(INT32_MIN));
    }

    void positionCommandWithAllFields()
    {
        const QByteArray bytes = makePositionCommand(0.25, -0.5, 0.1, 0.8, 0.9, 2.0, 0.2, ValueType::Float);
        const auto request = parseRequest(bytes);
        QVERIFY(request);
        QCOMPARE(request->writes.front().reg, reg::Mode);
        QCOMPARE(request->writes.front().value, Value::int8(mode::Position));
        QCOMPARE(request->writes.size(), size_t(8));
        QCOMPARE(request->writes.back().reg, reg::CommandWatchdogTimeout);
        QCOMPARE(request->writes.back().value.floatValue, 0.2f);
        QCOMPARE(request->writes[4].reg, reg::CommandKpScale);
        QCOMPARE(request->writes[4].value.floatValue, 0.8f);
        QVERIFY(request->reads.empty());
    }

    void stopAndQuery()
    {
        QCOMPARE(makeStop().toHex(), QByteArray("010000"));
        QString error;
        const auto query = parseRequest(makeQuery(), &error);
        QVERIFY2(query, qPrintable(error));
        QVERIFY(query->writes.empty());
        QCOMPARE(query->reads.size(), size_t(10));
        QCOMPARE(query->reads[1].type, ValueType::Float);
        QCOMPARE(query->reads.back().reg, reg::Fault);
    }

    void errorsAndStreams()
    {
        QByteArray payload = makeReply(std::vector<RegisterValue>{{reg::Mode, Value::int8(1)}},
                                       std::vector<RegisterError>{{0x123, 2, false}, {0x7, 5, true}});
        payload.append(char(op::StreamServerToClient));
        payload.append(char(1));
        payload.append(char(3));
        payload.append("abc");
        payload.append(char(op::Nop));
        QString error;
        const auto reply = parseReply(payload, &error);
        QVERIFY2(reply, qPrintable(error));
        QCOMPARE(reply->errors.size(), size_t(2));
        QCOMPARE(reply->errors[0], (RegisterError{0x123, 2, false}));
        QCOMPARE(reply->errors[1], (RegisterError{0x7, 5, true}));
        QCOMPARE(reply->streams.size(), size_t(1));
        QCOMPARE(reply->streams[0].bytes, QByteArray("abc"));
        QCOMPARE(reply->streams[0].channel, uint32_t(1));
        QCOMPARE(parseQueryResult(*reply).mode, 1);
    }

    void malformedIsRejectedWithReason()
    {
        const QList<QByteArray> bad{
            QByteArray::fromHex("25"),             // reply int16, start register missing
            QByteArray::fromHex("250001"),         // value cut short
            QByteArray::fromHex("2c00"),           // explicit count missing its start register
            QByteArray::fromHex("60"),             // unknown opcode
            QByteArray::fromHex("30"),             // write error without register
            QByteArray::fromHex("410105ab"),       // stream shorter than its length
            QByteArray::fromHex("2cffffffff0f00"), // absurd count
        };
        for (const QByteArray &payload : bad) {
            QString error;
            QVERIFY2(!parseReply(payload, &error), payload.toHex().constData());
            QVERIFY(!error.isEmpty());
        }
        QString error;
        QVERIFY(!parseRequest(kReplyVector, &error)); // a reply is not a request
        QVERIFY(error.contains(QStringLiteral("reply")));
        QVERIFY(parseReply(QByteArray(), &error)); // empty payload = empty reply
    }

    void names()
    {
        QCOMPARE(modeName(mode::Timeout), QStringLiteral("timeout"));
        QCOMPARE(modeName(42), QStringLiteral("mode 42"));
        QCOMPARE(faultName(40), QStringLiteral("under-voltage"));
        QCOMPARE(firmwareVersionText(0x010304), QStringLiteral("1.3.4"));
        QCOMPARE(QString::fromUtf8(registerInfo(reg::Torque).unit), QStringLiteral("N·m"));
        QVERIFY(
            std::is_sorted(knownRegisters().begin(), knownRegisters().end(),
                           [](const RegisterInfo &a, const RegisterInfo &b) { return a.number < b.number; }));
    }
};

QTEST_GUILESS_MAIN(TestMoteusMultiplex)
#include "test_moteus_multiplex.moc"
