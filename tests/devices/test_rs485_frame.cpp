// mjlib RS485 multiplex framing: the published example, round trips, and the
// incremental decoder's handling of garbage, bad CRCs and truncated frames.
#include "devices/moteus/multiplex.h"
#include "devices/moteus/rs485_frame.h"

#include <QtTest>

using namespace loopscope::devices::moteus;

namespace {
const QByteArray kReadModeFrame = QByteArray::fromHex("54ab8001021100"
                                                      "53f2");

Rs485Frame readMode()
{
    RequestBuilder b;
    b.read(reg::Mode, ValueType::Int8);
    return Rs485Frame{0, 1, true, b.bytes()};
}
} // namespace

class TestRs485Frame : public QObject
{
    Q_OBJECT

private slots:
    void publishedExample()
    {
        QCOMPARE(readMode().payload, QByteArray::fromHex("1100"));
        QCOMPARE(encodeRs485Frame(readMode()).toHex(), kReadModeFrame.toHex());
        Rs485Decoder d;
        d.feed(kReadModeFrame);
        const auto frame = d.next();
        QVERIFY(frame);
        QCOMPARE(*frame, readMode());
        QCOMPARE(d.framesDecoded(), uint64_t(1));
        QCOMPARE(d.bufferedBytes(), qsizetype(0));
    }

    void largePayloadUsesMultiByteSize()
    {
        const Rs485Frame f{3, 0x7f, false, QByteArray(300, '\x50')};
        const QByteArray bytes = encodeRs485Frame(f);
        QCOMPARE(bytes.mid(4, 2), QByteArray::fromHex("ac02"));
        Rs485Decoder d;
        for (char c : bytes)
            d.feed(QByteArrayView(&c, 1));
        QCOMPARE(d.next(), std::optional<Rs485Frame>(f));
    }

    void encodeRejectsBadInput()
    {
        QString error;
        QVERIFY(encodeRs485Frame({200, 1, false, {}}, &error).isEmpty());
        QVERIFY(error.contains(QStringLiteral("127")));
        QVERIFY(encodeRs485Frame({0, 1, false, QByteArray(kRs485MaxPayload + 1, 'x')}, &error).isEmpty());
    }

    void garbageIsSkippedAndCounted()
    {
        Rs485Decoder d;
        d.feed(QByteArray::fromHex("0102035400ab"));
        d.feed(kReadModeFrame);
        d.feed(QByteArray::fromHex("ffff"));
        d.feed(kReadModeFrame);
        QVERIFY(d.next());
        QVERIFY(d.next());
        QVERIFY(!d.next());
        QCOMPARE(d.garbageBytes(), uint64_t(8));
        QCOMPARE(d.crcErrors(), uint64_t(0));
    }

    void wrongCrcIsCounted()
    {
        QByteArray bad = kReadModeFrame;
        bad[bad.size() - 1] = char(bad.back() ^ 0x01);
        Rs485Decoder d;
        d.feed(bad + kReadModeFrame);
        QCOMPARE(d.crcErrors(), uint64_t(1));
        QVERIFY(d.lastError().contains(QStringLiteral("CRC")));
        QVERIFY(d.next()); // the good frame after it survives
        QVERIFY(!d.next());
    }

    void truncatedFrameIsCounted()
    {
        const Rs485Frame big{0, 2, true, QByteArray(40, '\x50')};
        const QByteArray full = encodeRs485Frame(big);
        Rs485Decoder d;
        d.feed(full.left(20)); // cut short, then a complete frame
        d.feed(kReadModeFrame);
        QVERIFY(!d.next()); // still waiting for the first frame's 46 bytes
        d.finish();         // reply timeout
        QCOMPARE(d.truncatedFrames(), uint64_t(1));
        const auto frame = d.next();
        QVERIFY(frame); // the complete frame hidden behind it is recovered
        QCOMPARE(*frame, readMode());

        // Cut short and followed by enough bytes: detected without finish().
        Rs485Decoder e;
        e.feed(full.left(20) + kReadModeFrame + full);
        QCOMPARE(e.truncatedFrames(), uint64_t(1));
        QCOMPARE(e.next(), std::optional<Rs485Frame>(readMode()));
        QCOMPARE(e.next(), std::optional<Rs485Frame>(big));
    }

    void oversizeHeaderResyncs()
    {
        Rs485Decoder d;
        d.feed(QByteArray::fromHex("54ab0001ffff7f")); // size ~2 MB
        d.feed(kReadModeFrame);
        QCOMPARE(d.badHeaders(), uint64_t(1));
        QVERIFY(d.next());
    }
};

QTEST_GUILESS_MAIN(TestRs485Frame)
#include "test_rs485_frame.moc"
