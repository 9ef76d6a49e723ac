// The MQTT probe's message header: layout, round trips, relay stamping, and
// rejection of garbage, truncated and foreign input.
#include "core/mqtt/mqtt_payload.h"

#include <QTest>

#include <limits>
#include <vector>

using namespace loopscope::core;

namespace {

MqttProbeHeader sampleHeader(int hops, int stamped)
{
    MqttProbeHeader h;
    h.hops = hops;
    h.stamped = stamped;
    h.warmup = (hops % 2) == 0;
    h.runId = 0xCAFEF00Du;
    h.sequence = 0x01020304u;
    h.intendedNs = 0x0A0B0C0D0E0F1011LL;
    h.sentNs = 0x0A0B0C0D0E0F2000LL;
    for (int i = 0; i < stamped; ++i)
        h.relays[size_t(i)] = {h.sentNs + 1000 * (i + 1), h.sentNs + 1000 * (i + 1) + 7};
    return h;
}

} // namespace

class TestMqttPayload : public QObject
{
    Q_OBJECT
private slots:
    void headerSizeGrowsWithRelays()
    {
        QCOMPARE(MqttProbeHeader::headerBytes(1), size_t(32));
        QCOMPARE(MqttProbeHeader::headerBytes(3), size_t(64));
        QCOMPARE(MqttProbeHeader::headerBytes(8), size_t(144));
        QCOMPARE(MqttProbeHeader::headerBytes(0), size_t(0));
        QCOMPARE(MqttProbeHeader::headerBytes(9), size_t(0));
    }

    void encodesBigEndianLayoutAndZeroPadding()
    {
        std::vector<uint8_t> buffer(40, 0xAA);
        MqttProbeHeader h = sampleHeader(1, 0);
        h.warmup = true;
        QVERIFY(encodeMqttPayload(h, buffer.data(), buffer.size()));
        const std::vector<uint8_t> expected = {0x4C, 0x53, 0x4D, 0x51, 1,    1,    0,    1,    0xCA, 0xFE,
                                               0xF0, 0x0D, 0x01, 0x02, 0x03, 0x04, 0x0A, 0x0B, 0x0C, 0x0D,
                                               0x0E, 0x0F, 0x10, 0x11, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F,
                                               0x20, 0x00, 0,    0,    0,    0,    0,    0,    0,    0};
        QCOMPARE(buffer, expected);
    }

    void roundTrips_data()
    {
        QTest::addColumn<int>("hops");
        QTest::addColumn<int>("stamped");
        QTest::addColumn<int>("size");
        QTest::newRow("one hop, minimal") << 1 << 0 << 32;
        QTest::newRow("three hops, none stamped") << 3 << 0 << 64;
        QTest::newRow("three hops, all stamped, padded") << 3 << 2 << 1000;
        QTest::newRow("eight hops, all stamped") << 8 << 7 << 144;
        QTest::newRow("large message") << 2 << 1 << 65536;
    }

    void roundTrips()
    {
        QFETCH(int, hops);
        QFETCH(int, stamped);
        QFETCH(int, size);
        const MqttProbeHeader h = sampleHeader(hops, stamped);
        std::vector<uint8_t> buffer(size_t(size), 0x77);
        QVERIFY(encodeMqttPayload(h, buffer.data(), buffer.size()));
        MqttProbeHeader back;
        QCOMPARE(parseMqttPayload(buffer.data(), buffer.size(), &back), MqttPayloadClass::Ok);
        QCOMPARE(back.hops, h.hops);
        QCOMPARE(back.stamped, h.stamped);
        QCOMPARE(back.warmup, h.warmup);
        QCOMPARE(back.runId, h.runId);
        QCOMPARE(back.sequence, h.sequence);
        QCOMPARE(back.intendedNs, h.intendedNs);
        QCOMPARE(back.sentNs, h.sentNs);
        for (int i = 0; i < stamped; ++i) {
            QCOMPARE(back.relays[size_t(i)].receivedNs, h.relays[size_t(i)].receivedNs);
            QCOMPARE(back.relays[size_t(i)].forwardedNs, h.relays[size_t(i)].forwardedNs);
        }
        for (size_t i = MqttProbeHeader::headerBytes(hops); i < buffer.size(); ++i)
            QCOMPARE(buffer[i], uint8_t(0));
    }

    void extremeTimesSurvive()
    {
        MqttProbeHeader h = sampleHeader(2, 1);
        h.intendedNs = std::numeric_limits<int64_t>::min();
        h.sentNs = std::numeric_limits<int64_t>::max();
        h.relays[0] = {-1, 0};
        std::vector<uint8_t> buffer(48);
        QVERIFY(encodeMqttPayload(h, buffer.data(), buffer.size()));
        MqttProbeHeader back;
        QCOMPARE(parseMqttPayload(buffer.data(), buffer.size(), &back), MqttPayloadClass::Ok);
        QCOMPARE(back.intendedNs, h.intendedNs);
        QCOMPARE(back.sentNs, h.sentNs);
        QCOMPARE(back.relays[0].receivedNs, int64_t(-1));
    }

    void relaysStampInPlaceUntilFull()
    {
        std::vector<uint8_t> buffer(64);
        QVERIFY(encodeMqttPayload(sampleHeader(3, 0), buffer.data(), buffer.size()));
        QVERIFY(stampMqttRelay(buffer.data(), buffer.size(), 100, 110));
        QVERIFY(stampMqttRelay(buffer.data(), buffer.size(), 200, 230));
        QVERIFY(!stampMqttRelay(buffer.data(), buffer.size(), 300, 330)); // the last hop has no relay
        MqttProbeHeader back;
        QCOMPARE(parseMqttPayload(buffer.data(), buffer.size(), &back), MqttPayloadClass::Ok);
        QCOMPARE(back.stamped, 2);
        QCOMPARE(back.relays[0].receivedNs, int64_t(100));
        QCOMPARE(back.relays[0].forwardedNs, int64_t(110));
        QCOMPARE(back.relays[1].receivedNs, int64_t(200));
        QCOMPARE(back.relays[1].forwardedNs, int64_t(230));
        QCOMPARE(back.runId, 0xCAFEF00Du);

        std::vector<uint8_t> oneHop(32);
        QVERIFY(encodeMqttPayload(sampleHeader(1, 0), oneHop.data(), oneHop.size()));
        QVERIFY(!stampMqttRelay(oneHop.data(), oneHop.size(), 1, 2));
        std::vector<uint8_t> garbage(64, 0x42);
        QVERIFY(!stampMqttRelay(garbage.data(), garbage.size(), 1, 2));
        QCOMPARE(garbage, std::vector<uint8_t>(64, 0x42)); // untouched
    }

    void encodeRefusesInvalidHeadersAndShortBuffers()
    {
        std::vector<uint8_t> buffer(200, 0x55);
        QVERIFY(!encodeMqttPayload(sampleHeader(3, 0), buffer.data(), 63)); // 3 hops need 64
        QCOMPARE(buffer[0], uint8_t(0x55));                                 // nothing written
        MqttProbeHeader bad = sampleHeader(3, 0);
        bad.hops = 0;
        QVERIFY(!encodeMqttPayload(bad, buffer.data(), buffer.size()));
        bad.hops = 9;
        QVERIFY(!encodeMqttPayload(bad, buffer.data(), buffer.size()));
        bad = sampleHeader(3, 0);
        bad.stamped = 3;
        QVERIFY(!encodeMqttPayload(bad, buffer.data(), buffer.size()));
        bad.stamped = -1;
        QVERIFY(!encodeMqttPayload(bad, buffer.data(), buffer.size()));
        QVERIFY(!encodeMqttPayload(sampleHeader(1, 0), nullptr, 64));
        QCOMPARE(buffer[0], uint8_t(0x55));
    }

    void rejectsTruncatedInput()
    {
        std::vector<uint8_t> buffer(64);
        QVERIFY(encodeMqttPayload(sampleHeader(3, 2), buffer.data(), buffer.size()));
        for (size_t n = 0; n < 64; ++n)
            QCOMPARE(parseMqttPayload(buffer.data(), n, nullptr), MqttPayloadClass::TooShort);
        QCOMPARE(parseMqttPayload(nullptr, 64, nullptr), MqttPayloadClass::TooShort);
    }

    void rejectsWrongMagicVersionAndHeader()
    {
        std::vector<uint8_t> good(64);
        QVERIFY(encodeMqttPayload(sampleHeader(3, 1), good.data(), good.size()));
        MqttProbeHeader untouched;
        untouched.runId = 42;

        std::vector<uint8_t> b = good;
        b[0] ^= 0x01;
        QCOMPARE(parseMqttPayload(b.data(), b.size(), &untouched), MqttPayloadClass::WrongMagic);
        QCOMPARE(untouched.runId, 42u);
        b = good;
        b[4] = 2;
        QCOMPARE(parseMqttPayload(b.data(), b.size(), nullptr), MqttPayloadClass::WrongVersion);
        b = good;
        b[5] = 0; // hops
        QCOMPARE(parseMqttPayload(b.data(), b.size(), nullptr), MqttPayloadClass::BadHeader);
        b[5] = 9;
        QCOMPARE(parseMqttPayload(b.data(), b.size(), nullptr), MqttPayloadClass::BadHeader);
        b = good;
        b[6] = 3; // stamped >= hops
        QCOMPARE(parseMqttPayload(b.data(), b.size(), nullptr), MqttPayloadClass::BadHeader);
        b = good;
        b[7] = 0x80; // unknown flag
        QCOMPARE(parseMqttPayload(b.data(), b.size(), nullptr), MqttPayloadClass::BadHeader);
        b = good;
        b[5] = 8; // claims more hops than the message has room for
        b[6] = 0;
        QCOMPARE(parseMqttPayload(b.data(), b.size(), nullptr), MqttPayloadClass::TooShort);
    }

    void classifiesTextAndZerosAsForeign()
    {
        const QByteArray text = QByteArrayLiteral("{\"temperature\": 21.5, \"unit\": \"C\", \"sensor\": 7}");
        QCOMPARE(parseMqttPayload(reinterpret_cast<const uint8_t *>(text.constData()), size_t(text.size()),
                                  nullptr),
                 MqttPayloadClass::WrongMagic);
        const std::vector<uint8_t> zeros(128, 0);
        QCOMPARE(parseMqttPayload(zeros.data(), zeros.size(), nullptr), MqttPayloadClass::WrongMagic);
        QCOMPARE(QString::fromLatin1(mqttPayloadClassName(MqttPayloadClass::WrongVersion)),
                 QStringLiteral("wrong version"));
    }
};

QTEST_GUILESS_MAIN(TestMqttPayload)
#include "test_mqtt_payload.moc"
