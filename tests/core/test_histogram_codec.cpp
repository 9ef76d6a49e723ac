// V2 encoding and its compressed wrapper: round trips, the byte layout of the
// reference format, other configurations, and rejection of corrupt input.
#include "core/histogram/histogram_codec.h"

#include <QtEndian>
#include <QtTest>

#include <random>

using loopscope::core::HdrHistogram;
using loopscope::core::HistogramCodec;

namespace {

void fillRandom(HdrHistogram &h, int n, uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::lognormal_distribution<double> dist(12.0, 2.0);
    for (int i = 0; i < n; ++i)
        h.record(std::min<int64_t>(static_cast<int64_t>(dist(rng)), h.highestTrackable()));
}

bool sameCounts(const HdrHistogram &a, const HdrHistogram &b)
{
    if (a.countsLength() != b.countsLength() || a.totalCount() != b.totalCount())
        return false;
    for (int32_t i = 0; i < a.countsLength(); ++i)
        if (a.countAtIndex(i) != b.countAtIndex(i))
            return false;
    return a.max() == b.max() && a.min() == b.min();
}

} // namespace

class TestHistogramCodec : public QObject
{
    Q_OBJECT

private slots:
    void zigZag()
    {
        for (int64_t v : {int64_t{0}, int64_t{1}, int64_t{-1}, int64_t{63}, int64_t{-64}, int64_t{64},
                          int64_t{1} << 40, -(int64_t{1} << 55), INT64_MAX, INT64_MIN}) {
            QByteArray b;
            HistogramCodec::putZigZag(b, v);
            QVERIFY(b.size() <= 9);
            qsizetype pos = 0;
            int64_t back = 0;
            QVERIFY(HistogramCodec::getZigZag(b.constData(), b.size(), &pos, &back));
            QCOMPARE(back, v);
            QCOMPARE(pos, b.size());
        }
        QByteArray b;
        HistogramCodec::putZigZag(b, -1); // zig-zag 1
        QCOMPARE(b, QByteArray("\x01", 1));
        b.clear();
        HistogramCodec::putZigZag(b, 64); // zig-zag 128 -> 0x80 0x01
        QCOMPARE(b, QByteArray("\x80\x01", 2));
        b.clear();
        HistogramCodec::putZigZag(b, INT64_MIN);
        QCOMPARE(b.size(), 9);
        qsizetype pos = 0;
        int64_t v = 0;
        QVERIFY(!HistogramCodec::getZigZag(b.constData(), 3, &pos, &v));
    }

    void v2Layout()
    {
        HdrHistogram h;
        h.record(1);
        h.record(5, 2);
        const QByteArray enc = HistogramCodec::encodeV2(h);
        const auto *d = reinterpret_cast<const uchar *>(enc.constData());
        QCOMPARE(qFromBigEndian<quint32>(d), quint32{0x1c849313});
        QCOMPARE(qFromBigEndian<qint32>(d + 4), qint32(enc.size() - 40));
        QCOMPARE(qFromBigEndian<qint32>(d + 8), 0);
        QCOMPARE(qFromBigEndian<qint32>(d + 12), 3);
        QCOMPARE(qFromBigEndian<qint64>(d + 16), qint64{1});
        QCOMPARE(qFromBigEndian<qint64>(d + 24), HdrHistogram::kDefaultHighest);
        QCOMPARE(qFromBigEndian<quint64>(d + 32), quint64{0x3ff0000000000000}); // 1.0
        // counts: [0]=0, [1]=1, [2..4]=0 (run of 3), [5]=2
        QCOMPARE(enc.mid(40), QByteArray("\x00\x02\x05\x04", 4));
    }

    void roundTrip_data()
    {
        QTest::addColumn<qint64>("lowest");
        QTest::addColumn<qint64>("highest");
        QTest::addColumn<int>("digits");
        QTest::addColumn<int>("values");
        QTest::newRow("default") << qint64{1} << qint64{HdrHistogram::kDefaultHighest} << 3 << 20000;
        QTest::newRow("empty") << qint64{1} << qint64{HdrHistogram::kDefaultHighest} << 3 << 0;
        QTest::newRow("lowest1000-2digits") << qint64{1000} << qint64{3'600'000'000'000LL} << 2 << 5000;
        QTest::newRow("5digits") << qint64{1} << qint64{100'000'000'000LL} << 5 << 5000;
        QTest::newRow("1digit") << qint64{7} << qint64{1'000'000'000} << 1 << 3000;
    }

    void roundTrip()
    {
        QFETCH(qint64, lowest);
        QFETCH(qint64, highest);
        QFETCH(int, digits);
        QFETCH(int, values);
        HdrHistogram h(lowest, highest, digits);
        fillRandom(h, values, 99);
        QString error;
        auto plain = HistogramCodec::decodeV2(HistogramCodec::encodeV2(h), &error);
        QVERIFY2(plain, qPrintable(error));
        QCOMPARE(plain->lowestTrackable(), lowest);
        QCOMPARE(plain->highestTrackable(), highest);
        QCOMPARE(plain->significantDigits(), digits);
        QVERIFY(sameCounts(h, *plain));

        const QByteArray compressed = HistogramCodec::encodeCompressed(h);
        QCOMPARE(qFromBigEndian<quint32>(compressed.constData()), quint32{0x1c849314});
        QVERIFY(compressed.toBase64().startsWith("HISTF"));
        auto unpacked = HistogramCodec::decode(compressed, &error);
        QVERIFY2(unpacked, qPrintable(error));
        QVERIFY(sameCounts(h, *unpacked));
        QCOMPARE(unpacked->valueAtPercentile(99.9), h.valueAtPercentile(99.9));
    }

    void rejectsCorruptInput()
    {
        HdrHistogram h;
        fillRandom(h, 1000, 5);
        const QByteArray good = HistogramCodec::encodeV2(h);
        const QByteArray goodZ = HistogramCodec::encodeCompressed(h);
        QString error;

        QVERIFY(!HistogramCodec::decode(QByteArray(), &error));
        QVERIFY(error.contains(QLatin1String("too short")));
        QVERIFY(!HistogramCodec::decodeV2(good.left(good.size() - 1), &error));
        QVERIFY2(error.contains(QLatin1String("exceeds")), qPrintable(error));

        QByteArray badCookie = good;
        badCookie[0] = 0x7f;
        QVERIFY(!HistogramCodec::decode(badCookie, &error));
        QVERIFY(error.contains(QLatin1String("cookie")));

        QByteArray badDigits = good;
        qToBigEndian<qint32>(9, badDigits.data() + 12);
        QVERIFY(!HistogramCodec::decodeV2(badDigits, &error));
        QVERIFY(error.contains(QLatin1String("configuration")));

        QByteArray longRun = HistogramCodec::encodeV2(HdrHistogram());
        longRun.chop(1);
        HistogramCodec::putZigZag(longRun, -1'000'000'000);
        qToBigEndian<qint32>(qint32(longRun.size() - 40), longRun.data() + 4);
        QVERIFY(!HistogramCodec::decodeV2(longRun, &error));
        QVERIFY2(error.contains(QLatin1String("zero run")), qPrintable(error));

        QByteArray truncatedZ = goodZ.left(goodZ.size() / 2);
        QVERIFY(!HistogramCodec::decode(truncatedZ, &error));
        QByteArray garbledZ = goodZ;
        for (qsizetype i = 12; i < garbledZ.size(); i += 3)
            garbledZ[i] = static_cast<char>(garbledZ[i] ^ 0x5a);
        QVERIFY(!HistogramCodec::decode(garbledZ, &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestHistogramCodec)
#include "test_histogram_codec.moc"
