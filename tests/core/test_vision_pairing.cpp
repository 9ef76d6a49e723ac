// Stereo pairing by timestamp: frames with a known offset pair up and the
// skew histogram shows that offset; frames beyond the tolerance do not pair.
#include "core/video/clock_code.h"
#include "core/vision/stereo_pairer.h"

#include <QtTest>

using namespace loopscope::core;

namespace {

SharedFrame frame(int64_t index, int64_t demuxNs, std::optional<uint64_t> clockUs = std::nullopt)
{
    auto *f = new VideoFrame;
    f->reshape(4, 4);
    f->frameIndex = index;
    f->times.demuxNs = demuxNs;
    if (clockUs) {
        f->hasClockCode = true;
        f->clockCodeUs = *clockUs & ClockCode::kValueMask;
    }
    return SharedFrame(f);
}

} // namespace

class TestVisionPairing : public QObject
{
    Q_OBJECT

private slots:
    void knownOffset()
    {
        StereoPairer pairer(10'000'000);
        const int64_t periodNs = 33'333'333;
        const int64_t offsetNs = 4'000'000; // right is 4 ms late
        int pairs = 0;
        for (int i = 0; i < 300; ++i) {
            pairer.addLeft(frame(i, 1'000'000'000 + i * periodNs));
            pairer.addRight(frame(i, 1'000'000'000 + i * periodNs + offsetNs));
            if (auto pair = pairer.takePair()) {
                ++pairs;
                QCOMPARE(pair->left->frameIndex, pair->right->frameIndex);
                QCOMPARE(pair->skewNs, offsetNs);
            }
        }
        QCOMPARE(pairs, 300);
        QCOMPARE(pairer.pairs(), int64_t(300));
        const HdrHistogram &h = pairer.skewHistogram();
        QCOMPARE(h.totalCount(), int64_t(300));
        QVERIFY(h.valuesAreEquivalent(h.valueAtPercentile(50), offsetNs));
        QVERIFY(h.valuesAreEquivalent(h.max(), offsetNs));
        QCOMPARE(pairer.meanSignedSkewNs(), double(offsetNs));
        HdrHistogram interval = pairer.skewRecorder().makeHistogram();
        pairer.skewRecorder().takeInterval(interval);
        QCOMPARE(interval.totalCount(), int64_t(300));
    }

    void nearestWithinTolerance()
    {
        // Right arrives in a burst: the pairer picks the right frame nearest to the left one.
        StereoPairer pairer(5'000'000, 4);
        pairer.addRight(frame(0, 100'000'000));
        pairer.addRight(frame(1, 133'000'000));
        pairer.addRight(frame(2, 166'000'000));
        pairer.addLeft(frame(0, 131'000'000));
        auto pair = pairer.takePair();
        QVERIFY(pair.has_value());
        QCOMPARE(pair->right->frameIndex, int64_t(1));
        QCOMPARE(pair->skewNs, int64_t(2'000'000));
        // Nothing new: no second pair from the same frames.
        QVERIFY(!pairer.takePair().has_value());
        // A left frame 20 ms from every right frame does not pair.
        pairer.addLeft(frame(1, 186'000'000));
        QVERIFY(!pairer.takePair().has_value());
        pairer.addRight(frame(3, 188'000'000));
        pair = pairer.takePair();
        QVERIFY(pair.has_value());
        QCOMPARE(pair->skewNs, int64_t(2'000'000));
    }

    void clockCodeBeatsArrival()
    {
        // Both carry the camera clock: skew is the capture difference (-3 ms),
        // even though they arrived 30 ms apart.
        StereoPairer pairer(10'000'000);
        pairer.addLeft(frame(0, 0, 5'000'000));
        pairer.addRight(frame(0, 30'000'000, 4'997'000));
        auto pair = pairer.takePair();
        QVERIFY(pair.has_value());
        QCOMPARE(pair->skewNs, int64_t(-3'000'000));
        QVERIFY(pairer.skewHistogram().valuesAreEquivalent(pairer.skewHistogram().max(), 3'000'000));
        // Modulo 2^48 wrap.
        QCOMPARE(StereoPairer::skewNs(*frame(0, 0, ClockCode::kValueMask), *frame(0, 0, 1)), int64_t(2'000));
        pairer.clear();
        QCOMPARE(pairer.pairs(), int64_t(0));
    }
};

QTEST_GUILESS_MAIN(TestVisionPairing)
#include "test_vision_pairing.moc"
