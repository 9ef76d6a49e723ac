// The three protocol checksums against their published check values and the
// protocol vectors, plus incremental computation.
#include "devices/common/crc.h"

#include <QtTest>

using namespace loopscope::devices;

class TestCrc : public QObject
{
    Q_OBJECT

private slots:
    void checkValues()
    {
        const QByteArray check("123456789");
        QCOMPARE(crc8Fdcanusb(check), uint8_t(0x94));
        QCOMPARE(crc16CcittFalse(check), uint16_t(0x29B1));
        QCOMPARE(crc16Dynamixel(check), uint16_t(0xFEE8));
    }

    void emptyInputIsInitialValue()
    {
        QCOMPARE(crc8Fdcanusb({}), uint8_t(0x00));
        QCOMPARE(crc16CcittFalse({}), uint16_t(0xFFFF));
        QCOMPARE(crc16Dynamixel({}), uint16_t(0x0000));
    }

    void rs485Example()
    {
        // protocols.md: host 0 -> servo 1, read mode: 54 AB 80 01 02 11 00 | 53 F2 (LE).
        QCOMPARE(crc16CcittFalse(QByteArray::fromHex("54ab8001021100")), uint16_t(0xF253));
    }

    void dynamixelPing()
    {
        // Ping ID 1: FF FF FD 00 01 03 00 01 | 19 4E (LE).
        QCOMPARE(crc16Dynamixel(QByteArray::fromHex("fffffd0001030001")), uint16_t(0x4E19));
    }

    void incrementalEqualsWhole()
    {
        const QByteArray data = QByteArray::fromHex("00ff7f80aa5501020304fdfffe");
        for (qsizetype split = 0; split <= data.size(); ++split) {
            const QByteArray a = data.left(split);
            const QByteArray b = data.mid(split);
            QCOMPARE(crc8Fdcanusb(b, crc8Fdcanusb(a)), crc8Fdcanusb(data));
            QCOMPARE(crc16CcittFalse(b, crc16CcittFalse(a)), crc16CcittFalse(data));
            QCOMPARE(crc16Dynamixel(b, crc16Dynamixel(a)), crc16Dynamixel(data));
        }
    }

    void singleBitFlipIsDetected()
    {
        const QByteArray data("can send 8001 0100 BF");
        for (qsizetype i = 0; i < data.size(); ++i) {
            for (int bit = 0; bit < 8; ++bit) {
                QByteArray flipped = data;
                flipped[i] = char(flipped[i] ^ (1 << bit));
                QVERIFY(crc8Fdcanusb(flipped) != crc8Fdcanusb(data));
                QVERIFY(crc16CcittFalse(flipped) != crc16CcittFalse(data));
                QVERIFY(crc16Dynamixel(flipped) != crc16Dynamixel(data));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestCrc)
#include "test_crc.moc"
