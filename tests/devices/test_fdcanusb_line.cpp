// fdcanusb line codec and CAN-FD framing: arbitration IDs, padding, "can send"
// formatting, rcv/OK/ERR parsing, the " *XX" CRC-8 suffix, and the line splitter
// under chunked delivery, over-long lines and binary garbage.
#include "devices/common/crc.h"
#include "devices/moteus/can_frame.h"
#include "devices/moteus/fdcanusb_line.h"
#include "devices/moteus/multiplex.h"

#include <QtTest>

using namespace loopscope::devices;
using namespace loopscope::devices::moteus;

class TestFdcanusbLine : public QObject
{
    Q_OBJECT

private slots:
    void arbitrationId()
    {
        QCOMPARE(makeArbitrationId({0, 1, true, 0}), uint32_t(0x8001));
        QCOMPARE(makeArbitrationId({0, kBroadcastId, false, 0}), uint32_t(0x007f));
        QCOMPARE(makeArbitrationId({5, 3, true, 0x12}), uint32_t(0x128503));
        const CanAddress a{0x21, 0x45, true, 0x1abc};
        QCOMPARE(parseArbitrationId(makeArbitrationId(a)), a);
        const CanAddress reply = parseArbitrationId(0x0100); // servo 1 -> host 0
        QCOMPARE(reply.source, uint8_t(1));
        QCOMPARE(reply.destination, uint8_t(0));
        QVERIFY(!reply.replyWanted);
    }

    void canFdPadding()
    {
        QCOMPARE(canFdLength(0), 0);
        QCOMPARE(canFdLength(8), 8);
        QCOMPARE(canFdLength(9), 12);
        QCOMPARE(canFdLength(17), 20);
        QCOMPARE(canFdLength(33), 48);
        QCOMPARE(canFdLength(64), 64);
        QCOMPARE(canFdLength(65), -1);
        const QByteArray payload = QByteArray::fromHex("01000a07206000200150ff140400130d0000"); // 18 bytes
        const auto frame = CanFdFrame::make({0, 1, true, 0}, payload);
        QVERIFY(frame);
        QCOMPARE(frame->data.size(), qsizetype(20));
        QCOMPARE(frame->data.right(2), QByteArray("\x50\x50"));
        QCOMPARE(frame->arbitrationId, uint32_t(0x8001));
        // Padding decodes as NOPs: the payload still parses.
        QVERIFY(parseRequest(frame->data));
        QString error;
        QVERIFY(!CanFdFrame::make({0, 1, true, 0}, QByteArray(65, 'x'), &error));
        QVERIFY(error.contains(QStringLiteral("64")));
    }

    void sendLineFormat()
    {
        const CanFdFrame frame{0x8001, QByteArray::fromHex("010000"), true, true};
        QCOMPARE(makeCanSendLine(frame), QByteArray("can send 8001 010000 BF\n"));
        const CanFdFrame classic{0x7f, QByteArray::fromHex("ab"), false, false};
        QCOMPARE(makeCanSendLine(classic), QByteArray("can send 7F AB\n"));
        QCOMPARE(makeOkLine(), QByteArray("OK\n"));
    }

    void checksumSuffix()
    {
        const QByteArray line = appendChecksum("can send 8001 010000 BF");
        QVERIFY(line.startsWith("can send 8001 010000 BF *"));
        QCOMPARE(line.size(), qsizetype(27));
        const uint8_t crc = crc8Fdcanusb("can send 8001 010000 BF ");
        QCOMPARE(line.right(2).toUInt(nullptr, 16), uint(crc));
        const auto parsed = parseFdcanusbLine(line);
        QVERIFY(parsed);
        QVERIFY(parsed->hadChecksum);
        QCOMPARE(parsed->kind, FdcanusbLine::Kind::Send);
        QCOMPARE(makeCanSendLine({0x8001, QByteArray::fromHex("010000"), true, true}, true), line + '\n');

        QByteArray corrupted = line;
        corrupted[10] = '9';
        QString error;
        QVERIFY(!parseFdcanusbLine(corrupted, &error));
        QVERIFY(error.contains(QStringLiteral("checksum")));
        QVERIFY(!parseFdcanusbLine("OK *Z1", &error));
        QVERIFY(!parseFdcanusbLine("OK*00", &error));
    }

    void parseReceive()
    {
        QString error;
        const auto line = parseFdcanusbLine("rcv 100 2404000A005000000170FF230D181400 E B F\r\n", &error);
        QVERIFY2(line, qPrintable(error));
        QCOMPARE(line->kind, FdcanusbLine::Kind::Receive);
        QCOMPARE(line->arbitrationId, uint32_t(0x100));
        QCOMPARE(line->data, QByteArray::fromHex("2404000a005000000170ff230d181400"));
        QVERIFY(line->bitRateSwitch);
        QVERIFY(line->fdFormat);
        QCOMPARE(line->otherFlags, QStringList{QStringLiteral("E")});
        QVERIFY(!line->hadChecksum);
        const auto reply = parseReply(line->data);
        QVERIFY(reply);
        QCOMPARE(parseQueryResult(*reply).voltageV, 12.0);

        const CanFdFrame frame{0x0105, QByteArray::fromHex("2001000a"), true, true};
        const auto back = parseFdcanusbLine(makeReceiveLine(frame, true));
        QVERIFY(back);
        QCOMPARE(back->frame().data, frame.data);
        QCOMPARE(back->frame().arbitrationId, frame.arbitrationId);
    }

    void zeroLengthFrame()
    {
        const CanFdFrame empty{0x8001, {}, true, true};
        QCOMPARE(makeCanSendLine(empty), QByteArray("can send 8001\n"));
        const auto back = parseFdcanusbLine("can send 8001");
        QVERIFY(back);
        QVERIFY(back->data.isEmpty());
        QCOMPARE(back->arbitrationId, uint32_t(0x8001));
    }

    void parseOkAndErr()
    {
        QCOMPARE(parseFdcanusbLine("OK")->kind, FdcanusbLine::Kind::Ok);
        const auto err = parseFdcanusbLine(makeErrorLine(QStringLiteral("unknown command"), true));
        QVERIFY(err);
        QCOMPARE(err->kind, FdcanusbLine::Kind::Error);
        QCOMPARE(err->errorText, QStringLiteral("unknown command"));
    }

    void malformedLinesAreRejected()
    {
        const QList<QByteArray> bad{"",
                                    "   ",
                                    "rcv",
                                    "can send",
                                    "rcv 10G 00",
                                    "rcv 100 0",
                                    "rcv 100 XY",
                                    "rcv 123456789 00",
                                    "rcv 3FFFFFFF 00",
                                    "hello world",
                                    "OK extra",
                                    "can sent 1 00",
                                    QByteArray("rcv 100 00\x01"),
                                    QByteArray("OK\xff"),
                                    "rcv 100 " + QByteArray(130, 'A')};
        for (const QByteArray &line : bad) {
            QString error;
            QVERIFY2(!parseFdcanusbLine(line, &error), line.constData());
            QVERIFY2(!error.isEmpty(), line.constData());
        }
    }

    void splitterChunked()
    {
        const QByteArray stream = "OK\nrcv 100 2001000A\r\n\nERR bad\n";
        FdcanusbLineSplitter splitter;
        for (char c : stream)
            splitter.feed(QByteArrayView(&c, 1));
        QCOMPARE(splitter.nextLine(), std::optional<QByteArray>("OK"));
        QCOMPARE(splitter.nextLine(), std::optional<QByteArray>("rcv 100 2001000A"));
        QCOMPARE(splitter.nextLine(), std::optional<QByteArray>("ERR bad"));
        QVERIFY(!splitter.nextLine());
        QCOMPARE(splitter.overlongLines(), uint64_t(0));
    }

    void splitterGarbageAndOverlong()
    {
        FdcanusbLineSplitter splitter(32);
        splitter.feed(QByteArray(1000, 'x'));    // over-long, no newline yet
        QVERIFY(splitter.bufferedBytes() <= 32); // bounded
        splitter.feed("\nOK\n");
        splitter.feed(QByteArray("\x00\xff\x80garbage\n", 11));
        splitter.feed("OK\n");
        QCOMPARE(splitter.overlongLines(), uint64_t(1));
        QCOMPARE(splitter.garbageLines(), uint64_t(1));
        QVERIFY(!splitter.lastError().isEmpty());
        QCOMPARE(splitter.nextLine(), std::optional<QByteArray>("OK"));
        QCOMPARE(splitter.nextLine(), std::optional<QByteArray>("OK"));
        QVERIFY(!splitter.nextLine());
    }
};

QTEST_GUILESS_MAIN(TestFdcanusbLine)
#include "test_fdcanusb_line.moc"
