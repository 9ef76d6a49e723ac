// The Annex B converter (core/video/annex_b.h): avcC and hvcC extradata
// taken apart, length-prefixed packets turned into start-code form with the
// parameter sets before keyframes, Annex B passed through, and malformed
// lengths refused with a message instead of read past.

#include "core/video/annex_b.h"

#include <QTest>

using namespace loopscope::core;

namespace {

QByteArray bytes(std::initializer_list<int> values)
{
    QByteArray out;
    for (int v : values)
        out.append(char(v));
    return out;
}

const QByteArray kStart = bytes({0, 0, 0, 1});
const QByteArray kSps = bytes({0x67, 0x64, 0x00, 0x1f, 0xac});
const QByteArray kPps = bytes({0x68, 0xee, 0x3c, 0x80});
const QByteArray kIdr = bytes({0x65, 0x88, 0x84, 0x00, 0x33});
const QByteArray kSlice = bytes({0x41, 0x9a, 0x02});

QByteArray avcC(int lengthSize)
{
    QByteArray e = bytes({1, 0x64, 0x00, 0x1f, 0xfc | (lengthSize - 1), 0xe1});
    e += bytes({0, int(kSps.size())}) + kSps;
    e += bytes({1, 0, int(kPps.size())}) + kPps;
    return e;
}

QByteArray lengthPrefixed(const QList<QByteArray> &units, int lengthSize)
{
    QByteArray out;
    for (const QByteArray &u : units) {
        for (int i = lengthSize - 1; i >= 0; --i)
            out.append(char((u.size() >> (8 * i)) & 0xff));
        out += u;
    }
    return out;
}

} // namespace

class TestAnnexB : public QObject
{
    Q_OBJECT

private slots:
    void avcCPacketsBecomeAnnexBWithParameterSetsBeforeKeyframes()
    {
        for (int lengthSize : {1, 2, 4}) {
            AnnexBConverter c;
            QString error;
            QVERIFY2(c.setExtradata(AnnexBCodec::H264, avcC(lengthSize), &error), qPrintable(error));
            QVERIFY(c.lengthPrefixed());
            QCOMPARE(c.parameterSets(), kStart + kSps + kStart + kPps);
            QByteArray out;
            QVERIFY2(c.convert(lengthPrefixed({kIdr}, lengthSize), true, &out, &error), qPrintable(error));
            QCOMPARE(out, kStart + kSps + kStart + kPps + kStart + kIdr);
            QVERIFY2(c.convert(lengthPrefixed({kSlice, kSlice}, lengthSize), false, &out, &error),
                     qPrintable(error));
            QCOMPARE(out, kStart + kSlice + kStart + kSlice);
            // A keyframe that carries its own SPS gets no second copy.
            QVERIFY(c.convert(lengthPrefixed({kSps, kPps, kIdr}, lengthSize), true, &out, &error));
            QCOMPARE(out, kStart + kSps + kStart + kPps + kStart + kIdr);
        }
    }

    void annexBInputPassesThroughWithTheStreamsParameterSets()
    {
        AnnexBConverter c;
        QString error;
        QVERIFY(c.setExtradata(AnnexBCodec::H264, kStart + kSps + kStart + kPps, &error));
        QVERIFY(!c.lengthPrefixed());
        QByteArray out;
        QVERIFY(c.convert(kStart + kIdr, true, &out, &error));
        QCOMPARE(out, kStart + kSps + kStart + kPps + kStart + kIdr);
        QVERIFY(c.convert(kStart + kSlice, false, &out, &error));
        QCOMPARE(out, kStart + kSlice);
        const QByteArray own = bytes({0, 0, 1}) + kSps + kStart + kIdr; // three-byte start code
        QVERIFY(c.convert(own, true, &out, &error));
        QCOMPARE(out, own);
        QVERIFY(annexBHasParameterSets(AnnexBCodec::H264, own));
        QVERIFY(!annexBHasParameterSets(AnnexBCodec::H264, kStart + kIdr));
    }

    void hvcCIsTakenApart()
    {
        const QByteArray vps = bytes({0x40, 0x01, 0x0c}), sps = bytes({0x42, 0x01, 0x01}),
                         pps = bytes({0x44, 0x01, 0xc1});
        QByteArray e(22, '\0');
        e[0] = 1;
        e[21] = char(0x03); // lengthSizeMinusOne = 3
        e += char(3);       // arrays
        for (const auto &[type, unit] : {std::pair{32, vps}, std::pair{33, sps}, std::pair{34, pps}})
            e += bytes({type, 0, 1, 0, int(unit.size())}) + unit;
        AnnexBConverter c;
        QString error;
        QVERIFY2(c.setExtradata(AnnexBCodec::H265, e, &error), qPrintable(error));
        QCOMPARE(c.parameterSets(), kStart + vps + kStart + sps + kStart + pps);
        const QByteArray idr = bytes({0x26, 0x01, 0xaf}); // IDR_W_RADL
        QByteArray out;
        QVERIFY(c.convert(lengthPrefixed({idr}, 4), true, &out, &error));
        QCOMPARE(out, c.parameterSets() + kStart + idr);
        QVERIFY(annexBHasParameterSets(AnnexBCodec::H265, out));
    }

    void malformedInputIsRefusedNotReadPast()
    {
        AnnexBConverter c;
        QString error;
        QByteArray truncated = avcC(4);
        truncated.chop(2); // the PPS runs past the end
        QVERIFY(!c.setExtradata(AnnexBCodec::H264, truncated, &error));
        QVERIFY2(error.contains(QLatin1String("malformed")), qPrintable(error));
        QVERIFY(!c.setExtradata(AnnexBCodec::Invalid, {}, &error));

        QVERIFY(c.setExtradata(AnnexBCodec::H264, avcC(4), &error));
        QByteArray out;
        QVERIFY(!c.convert(bytes({0, 0, 0, 9, 0x65, 0x88}), true, &out, &error)); // 9 bytes claimed, 2 there
        QVERIFY2(error.contains(QLatin1String("past the end")), qPrintable(error));
        QVERIFY(!c.convert(bytes({0, 0, 0, 2, 0x41, 0x9a, 0, 0}), false, &out, &error)); // a length cut short
        QVERIFY2(error.contains(QLatin1String("inside a NAL unit length")), qPrintable(error));

        QVERIFY(c.setExtradata(AnnexBCodec::H264, {}, &error));
        QVERIFY(!c.convert(bytes({0x12, 0x34}), false, &out, &error)); // neither form
    }
};

QTEST_GUILESS_MAIN(TestAnnexB)
#include "test_annex_b.moc"
