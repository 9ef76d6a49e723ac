// Frame rates over the playing time (core/video/playing_rate.h): a 30 fps
// stream that took 1.5 s to connect reads 30 fps, not the 20 that frames
// divided by the whole run would say; a reconnection does not move the
// connect time; one frame gives no rate.

#include "core/video/playing_rate.h"

#include <QTest>

using loopscope::core::PlayingRate;

class TestPlayingRate : public QObject
{
    Q_OBJECT

private slots:
    void slowConnectionDoesNotDiluteTheRate()
    {
        constexpr int64_t s = 1'000'000'000;
        const int64_t t0 = 5 * s; // any monotonic origin
        PlayingRate rate;
        rate.start(t0);
        QCOMPARE(rate.snapshot().connectS, -1.0);
        QCOMPARE(rate.snapshot().firstFrameS, -1.0);
        rate.connected(t0 + 3 * s / 2);
        const int frames = 121; // 4 s at 30 fps, first frame 2 s after the start
        for (int i = 0; i < frames; ++i)
            rate.frame(t0 + 2 * s + int64_t(i) * s / 30);
        rate.connected(t0 + 9 * s); // a later reconnection
        const PlayingRate::Snapshot snap = rate.snapshot();
        QCOMPARE(snap.connectS, 1.5);
        QCOMPARE(snap.firstFrameS, 2.0);
        QCOMPARE(snap.frames, int64_t(frames));
        QVERIFY2(std::abs(snap.playingS - 4.0) < 1e-6, qPrintable(QString::number(snap.playingS)));
        QVERIFY2(std::abs(snap.fps - 30.0) < 1e-6, qPrintable(QString::number(snap.fps)));
        // What the old accounting said: frames over the whole 6 s.
        QVERIFY(double(frames) / 6.0 < 20.5);
    }

    void oneFrameGivesNoRate()
    {
        PlayingRate rate;
        rate.start(100);
        rate.frame(200);
        QCOMPARE(rate.snapshot().fps, 0.0);
        QCOMPARE(rate.snapshot().playingS, 0.0);
        QCOMPARE(rate.snapshot().frames, int64_t(1));
        QCOMPARE(PlayingRate().snapshot().fps, 0.0);
    }
};

QTEST_GUILESS_MAIN(TestPlayingRate)
#include "test_playing_rate.moc"
