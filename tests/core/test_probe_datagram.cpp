#include "core/bench/probe_datagram.h"

#include <QTest>

#include <array>

using namespace loopscope::core;

class TestProbeDatagram : public QObject
{
    Q_OBJECT
private slots:
    void encodesBigEndianHeaderAndZeroPadding()
    {
        std::array<uint8_t, 24> buffer;
        buffer.fill(0xAA);
        QVERIFY(
            encodeProbeDatagram({0x1234, 0x01020304u, 0x0A0B0C0D0E0F1011LL}, buffer.data(), buffer.size()));
        const std::array<uint8_t, 24> expected = {0x4C, 0x53, 0x12, 0x34, 0x01, 0x02, 0x03, 0x04,
                                                  0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F, 0x10, 0x11,
                                                  0,    0,    0,    0,    0,    0,    0,    0};
        QCOMPARE(buffer, expected);
    }

    // A peer echo's stamps sit big-endian at 16 and 24; an unstamped
    // datagram (an echo device returns the padding unchanged) reads as none.
    void peerStampsRoundTripAndNeedThirtyTwoBytes()
    {
        std::array<uint8_t, 40> buffer{};
        QVERIFY(encodeProbeDatagram({7, 9, 1000}, buffer.data(), buffer.size()));
        ProbeDatagram d;
        QCOMPARE(decodeProbeDatagram(buffer.data(), buffer.size(), 7, &d), DatagramClass::Ok);
        QVERIFY(!d.peerStamped());
        QVERIFY(stampProbeDatagram(buffer.data(), buffer.size(), 0x0102030405060708LL, 1'796'293'925'000'000'123LL));
        QCOMPARE(buffer[16], uint8_t(0x01));
        QCOMPARE(buffer[23], uint8_t(0x08));
        QCOMPARE(decodeProbeDatagram(buffer.data(), buffer.size(), 7, &d), DatagramClass::Ok);
        QVERIFY(d.peerStamped());
        QCOMPARE(d.peerReceivedNs, int64_t(0x0102030405060708LL));
        QCOMPARE(d.peerSentNs, int64_t(1'796'293'925'000'000'123LL));
        QCOMPARE(d.sequence, 9u);
        QCOMPARE(d.intendedNs, int64_t(1000));
        // Too short for the stamps, or not a probe datagram: left alone.
        std::array<uint8_t, 31> shortOne{};
        QVERIFY(encodeProbeDatagram({7, 1, 2}, shortOne.data(), shortOne.size()));
        QVERIFY(!stampProbeDatagram(shortOne.data(), shortOne.size(), 1, 2));
        std::array<uint8_t, 32> foreign{};
        foreign.fill(0x11);
        QVERIFY(!stampProbeDatagram(foreign.data(), foreign.size(), 1, 2));
        QCOMPARE(foreign[16], uint8_t(0x11));
    }

    void refusesABufferShorterThanTheHeader()
    {
        std::array<uint8_t, 15> buffer;
        buffer.fill(0x55);
        QVERIFY(!encodeProbeDatagram({1, 2, 3}, buffer.data(), buffer.size()));
        QCOMPARE(buffer[0], uint8_t(0x55)); // nothing written
    }

    void roundTrips_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<quint32>("sequence");
        QTest::addColumn<qint64>("intendedNs");
        QTest::newRow("minimal") << 16 << 0u << qint64(0);
        QTest::newRow("typical") << 64 << 12345u << qint64(987654321012345);
        QTest::newRow("max payload") << 1472 << 0xFFFFFFFFu << std::numeric_limits<qint64>::max();
    }
    void roundTrips()
    {
        QFETCH(int, size);
        QFETCH(quint32, sequence);
        QFETCH(qint64, intendedNs);
        std::vector<uint8_t> buffer(size_t(size), 0xFF);
        QVERIFY(encodeProbeDatagram({0xBEEF, sequence, intendedNs}, buffer.data(), buffer.size()));
        for (size_t i = ProbeDatagram::kHeaderBytes; i < buffer.size(); ++i)
            QCOMPARE(buffer[i], uint8_t(0));
        ProbeDatagram out;
        QCOMPARE(decodeProbeDatagram(buffer.data(), buffer.size(), 0xBEEF, &out), DatagramClass::Ok);
        QCOMPARE(out.nonce, uint16_t(0xBEEF));
        QCOMPARE(out.sequence, sequence);
        QCOMPARE(out.intendedNs, intendedNs);
    }

    void classifiesForeignDatagrams()
    {
        std::array<uint8_t, 32> buffer{};
        QVERIFY(encodeProbeDatagram({7, 42, 1000}, buffer.data(), buffer.size()));
        ProbeDatagram out;
        QCOMPARE(decodeProbeDatagram(buffer.data(), 15, 7, &out), DatagramClass::TooShort);
        QCOMPARE(decodeProbeDatagram(buffer.data(), 0, 7, &out), DatagramClass::TooShort);
        QCOMPARE(decodeProbeDatagram(nullptr, 32, 7, &out), DatagramClass::TooShort);
        QCOMPARE(decodeProbeDatagram(buffer.data(), buffer.size(), 8, &out), DatagramClass::WrongNonce);
        QCOMPARE(out.sequence, 42u); // the header was still read
        buffer[1] = 0x54;            // "LT" instead of "LS"
        QCOMPARE(decodeProbeDatagram(buffer.data(), buffer.size(), 7, &out), DatagramClass::WrongMagic);
        const QByteArray text("hello, this is not a probe datagram");
        QCOMPARE(decodeProbeDatagram(reinterpret_cast<const uint8_t *>(text.constData()), size_t(text.size()),
                                     7, nullptr),
                 DatagramClass::WrongMagic);
        QCOMPARE(QString::fromLatin1(datagramClassName(DatagramClass::WrongNonce)),
                 QStringLiteral("wrong nonce"));
    }

    void decodesExactlyTheHeaderOfALongerDatagram()
    {
        std::array<uint8_t, 16> buffer{};
        QVERIFY(encodeProbeDatagram({1, 2, 3}, buffer.data(), buffer.size()));
        QCOMPARE(decodeProbeDatagram(buffer.data(), buffer.size(), 1, nullptr), DatagramClass::Ok);
    }
};

QTEST_GUILESS_MAIN(TestProbeDatagram)
#include "test_probe_datagram.moc"
