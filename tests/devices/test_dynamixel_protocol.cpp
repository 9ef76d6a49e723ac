// Dynamixel Protocol 2.0: the published packet vectors, byte stuffing, every
// instruction builder, status decoding with error names, the incremental decoder
// (garbage, bad CRC, truncation), and the X-series control-table lookups.
#include "devices/dynamixel/control_table.h"
#include "devices/dynamixel/protocol2.h"

#include <QtTest>

#include <array>

using namespace loopscope::devices::dynamixel;

namespace {
QByteArray hex(const char *text)
{
    return QByteArray::fromHex(text);
}
} // namespace

class TestDynamixelProtocol : public QObject
{
    Q_OBJECT

private slots:
    void publishedVectors()
    {
        QCOMPARE(makePing(1).toHex(), hex("fffffd0001030001194e").toHex());
        QCOMPARE(makePing(kBroadcastId).toHex(), hex("fffffd00fe0300013142").toHex());
        QCOMPARE(makeStatusPacket(1, 0, hex("060426")).toHex(), hex("fffffd000107005500060426655d").toHex());
        QCOMPARE(makeRead(1, addr::PresentPosition, 4).toHex(), hex("fffffd0001070002840004001d15").toHex());
        QCOMPARE(makeWrite(1, addr::GoalPosition, le32(512)).toHex(),
                 hex("fffffd0001090003740000020000ca89").toHex());
    }

    void statusPingDecodes()
    {
        QString error;
        const auto packet = parsePacket(hex("fffffd000107005500060426655d"), &error);
        QVERIFY2(packet, qPrintable(error));
        QVERIFY(packet->isStatus());
        QCOMPARE(packet->id, uint8_t(1));
        QCOMPARE(packet->errorByte, uint8_t(0));
        const auto ping = parsePingReply(*packet);
        QVERIFY(ping);
        QCOMPARE(ping->modelNumber, uint16_t(0x0406));
        QCOMPARE(ping->firmware, uint8_t(0x26));
    }

    void stuffing()
    {
        QCOMPARE(stuff(hex("fffffd")), hex("fffffdfd"));
        QCOMPARE(stuff(hex("fffffdfffffd00")), hex("fffffdfdfffffdfd00"));
        QCOMPARE(stuff(hex("fffffffd")), hex("fffffffdfd"));
        QCOMPARE(stuff(hex("fffd")), hex("fffd"));
        for (const QByteArray &raw :
             {hex("fffffd"), hex("fffffdfd"), hex("fffffdfffffd"), hex("fffffffdfdfd"), hex("00fffffd01")}) {
            QCOMPARE(unstuff(stuff(raw)), raw);
        }
        // A write whose data contains FF FF FD: LEN counts the stuffed byte.
        const QByteArray packet = makeWrite(3, 0x1234, hex("fffffd"));
        QCOMPARE(packet.mid(5, 2), hex("0900")); // 1 inst + 2 addr + 4 data(stuffed) + 2 CRC
        QCOMPARE(packet.mid(7, 7), hex("033412fffffdfd"));
        QString error;
        const auto back = parsePacket(packet, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->params, hex("3412fffffd"));
    }

    void builders()
    {
        const auto params = [](const QByteArray &packet) { return parsePacket(packet)->params; };
        QCOMPARE(parsePacket(makeAction(4))->instruction, inst::Action);
        QCOMPARE(params(makeFactoryReset(4, 0x01)), hex("01"));
        QCOMPARE(parsePacket(makeReboot(4))->instruction, inst::Reboot);
        QCOMPARE(params(makeRegWrite(2, 65, hex("01"))), hex("410001"));
        const std::vector<uint8_t> ids{1, 2, 3};
        const QByteArray syncRead = makeSyncRead(132, 4, ids);
        QCOMPARE(parsePacket(syncRead)->id, kBroadcastId);
        QCOMPARE(params(syncRead), hex("84000400010203"));
        const std::vector<SyncWriteEntry> writes{{1, le32(100)}, {2, le32(0xfffffffe)}};
        QCOMPARE(params(makeSyncWrite(116, 4, writes)), hex("740004000164000000"
                                                            "02feffffff"));
        QString error;
        const std::vector<SyncWriteEntry> wrong{{1, hex("01")}};
        QVERIFY(makeSyncWrite(116, 4, wrong, &error).isEmpty());
        QVERIFY(error.contains(QStringLiteral("expected 4")));
        const std::vector<BulkReadEntry> bulk{{1, 132, 4}, {7, 146, 1}};
        QCOMPARE(params(makeBulkRead(bulk)), hex("0184000400"
                                                 "0792000100"));
        const std::vector<BulkWriteEntry> bulkW{{1, 64, hex("01")}, {2, 116, le32(2048)}};
        QCOMPARE(params(makeBulkWrite(bulkW)), hex("014000010001"
                                                   "02740004000008"
                                                   "0000"));
        QCOMPARE(parsePacket(makeBulkWrite(bulkW))->instruction, inst::BulkWrite);
        QCOMPARE(instructionName(inst::SyncRead), QStringLiteral("SYNC_READ"));
    }

    void errorByteNames()
    {
        QCOMPARE(errorText(0), QStringLiteral("no error"));
        QCOMPARE(errorNames(0x80 | error::DataRange),
                 (QStringList{QStringLiteral("alert"), QStringLiteral("data range error")}));
        QCOMPARE(errorNames(error::Crc), QStringList{QStringLiteral("CRC error")});
        const auto packet = parsePacket(makeStatusPacket(5, 0x80 | error::Access));
        QVERIFY(packet->alert());
        QCOMPARE(packet->resultError(), error::Access);
        QVERIFY(packet->params.isEmpty());
    }

    void parseRejectsWithReason()
    {
        QString error;
        QVERIFY(!parsePacket(hex("fffffd0001030001194f"), &error));
        QVERIFY(error.contains(QStringLiteral("CRC")));
        QVERIFY(!parsePacket(hex("fffffd00010300"), &error));
        QVERIFY(error.contains(QStringLiteral("truncated")));
        QVERIFY(!parsePacket(hex("fffffe0001030001194e"), &error));
        QVERIFY(!parsePacket(makePing(1) + hex("00"), &error));
        QVERIFY(error.contains(QStringLiteral("extra")));
        QVERIFY(!parsePacket(hex("fffffd0001020001"), &error)); // LEN < 3
        QVERIFY(error.contains(QStringLiteral("LEN")));
        QVERIFY(!parsePacket(makeInstructionPacket(1, inst::Status), &error)); // status without error byte
        QVERIFY(!parsePingReply(*parsePacket(makePing(1))));
    }

    void decoderChunkedWithGarbage()
    {
        const QByteArray a = makeStatusPacket(1, 0, hex("060426"));
        const QByteArray b = makeStatusPacket(2, 0, le32(0xfffffdff) + hex("fffffd")); // needs stuffing
        const QByteArray stream = hex("00fffffffe") + a + hex("ffff") + b;
        PacketDecoder d;
        for (char c : stream)
            d.feed(QByteArrayView(&c, 1));
        const auto first = d.next();
        const auto second = d.next();
        QVERIFY(first && second);
        QCOMPARE(first->id, uint8_t(1));
        QCOMPARE(second->params, le32(0xfffffdff) + hex("fffffd"));
        QVERIFY(!d.next());
        QCOMPARE(d.garbageBytes(), uint64_t(7));
        QCOMPARE(d.packetsDecoded(), uint64_t(2));
    }

    void decoderCountsBadCrcAndTruncation()
    {
        QByteArray bad = makePing(1);
        bad[bad.size() - 1] = char(bad.back() ^ 0xff);
        PacketDecoder d;
        d.feed(bad + makePing(2));
        QCOMPARE(d.crcErrors(), uint64_t(1));
        QVERIFY(d.lastError().contains(QStringLiteral("CRC")));
        QCOMPARE(d.next()->id, uint8_t(2));

        const QByteArray longStatus = makeStatusPacket(3, 0, QByteArray(40, 'x'));
        PacketDecoder e;
        e.feed(longStatus.left(15) + makePing(4));
        QVERIFY(!e.next());
        e.finish();
        QCOMPARE(e.truncatedPackets(), uint64_t(1));
        QCOMPARE(e.next()->id, uint8_t(4));

        PacketDecoder f;
        f.feed(hex("fffffd0001ffff")); // LEN 65535: impossible
        f.feed(makePing(5));
        QCOMPARE(f.badPackets(), uint64_t(1));
        QCOMPARE(f.next()->id, uint8_t(5));
    }

    void controlTable()
    {
        QCOMPARE(baudFromIndex(1), std::optional<int>(57600));
        QCOMPARE(baudFromIndex(7), std::optional<int>(4500000));
        QVERIFY(!baudFromIndex(8));
        QCOMPARE(indexFromBaud(1000000), std::optional<int>(3));
        QVERIFY(!indexFromBaud(12345));
        QCOMPARE(standardBauds().size(), size_t(8));
        QCOMPARE(modelName(1020), QStringLiteral("XM430-W350"));
        QCOMPARE(modelName(1060), QStringLiteral("XL430-W250"));
        QCOMPARE(modelName(9), QStringLiteral("model 9"));
        QCOMPARE(operatingModeName(opmode::ExtendedPosition), QStringLiteral("extended position"));
        QCOMPARE(hardwareErrorNames(0x25),
                 (QStringList{QStringLiteral("input voltage"), QStringLiteral("overheating"),
                              QStringLiteral("overload")}));
        QCOMPARE(controlItem(addr::GoalPosition)->size, uint8_t(4));
        QCOMPARE(controlItem(addr::PresentInputVoltage)->scale, 0.1);
        QVERIFY(!controlItem(3));
        QCOMPARE(ticksToDegrees(1000), 88.0);
        QCOMPARE(degreesToTicks(180.0), 2045);
        QCOMPARE(readLe(le32(0x12345678), 0, 4), std::optional<uint32_t>(0x12345678));
        QVERIFY(!readLe(le16(1), 1, 2));
        QCOMPARE(kDefaultReturnDelayUnits * kReturnDelaySPerUnit, 500e-6);
    }

    void modelsDiffer()
    {
        QCOMPARE(modelName(1120), QStringLiteral("XM540-W270"));
        QVERIFY(modelInfo(kModelXM430W350)->hasCurrent);
        QVERIFY(!modelInfo(kModelXL430W250)->hasCurrent);
        QVERIFY(modelInfo(kModelXM540W270)->hasCurrent);
        QVERIFY(!modelInfo(9));
    }

    void fastReadPackets()
    {
        // FAST SYNC READ of Present Position (132, 4 B) from IDs 1 and 2; CLEAR
        // option 1 "DXL\"" to ID 1 (bytes and CRCs worked out by hand from the
        // e-Manual's layout).
        const std::array<uint8_t, 2> ids{1, 2};
        QCOMPARE(makeFastSyncRead(132, 4, ids), hex("fffffd00fe09008a8400040001024d72"));
        QCOMPARE(makeClearMultiTurn(1), hex("fffffd00010800100144584c22b1dc"));
        const std::array bulk{BulkReadEntry{1, 132, 4}, BulkReadEntry{2, 146, 1}};
        QCOMPARE(makeFastBulkRead(bulk).mid(4, 14), hex("fe0d009a01840004000292000100"));
        QCOMPARE(instructionName(inst::FastSyncRead), QStringLiteral("FAST_SYNC_READ"));

        // The reply: one status from 0xFE; ID 1 at 2048 without error, ID 2 at
        // 2100 with the alert bit; a CRC after each servo's data, the last one
        // the packet's.
        const QByteArray reply = hex("fffffd00fe110055000100080000e4c38002340800007f45");
        const auto packet = parsePacket(reply);
        QVERIFY(packet);
        const std::array<std::pair<uint8_t, uint16_t>, 2> expected{{{1, 4}, {2, 4}}};
        QString error;
        const auto parts = parseFastReadReply(*packet, expected, &error);
        QVERIFY2(parts, qPrintable(error));
        QCOMPARE(parts->size(), 2u);
        QCOMPARE((*parts)[0].id, uint8_t(1));
        QCOMPARE((*parts)[0].errorByte, uint8_t(0));
        QCOMPARE(readLe((*parts)[0].data, 0, 4), std::optional<uint32_t>(2048));
        QCOMPARE((*parts)[1].id, uint8_t(2));
        QCOMPARE((*parts)[1].errorByte, uint8_t(0x80));
        QCOMPARE(readLe((*parts)[1].data, 0, 4), std::optional<uint32_t>(2100));
        // Other lengths or IDs than listed: rejected with a reason.
        const std::array<std::pair<uint8_t, uint16_t>, 2> wrongId{{{1, 4}, {3, 4}}};
        QVERIFY(!parseFastReadReply(*packet, wrongId, &error));
        QVERIFY(error.contains(QLatin1String("ID 2")));
        const std::array<std::pair<uint8_t, uint16_t>, 3> tooMany{{{1, 4}, {2, 4}, {3, 4}}};
        QVERIFY(!parseFastReadReply(*packet, tooMany, &error));
        const std::array<std::pair<uint8_t, uint16_t>, 1> tooFew{{{1, 4}}};
        QVERIFY(!parseFastReadReply(*packet, tooFew, &error));
    }
};

QTEST_GUILESS_MAIN(TestDynamixelProtocol)
#include "test_dynamixel_protocol.moc"
