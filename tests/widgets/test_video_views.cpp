// Video widgets under the offscreen platform: a VideoView shows a frame from
// a fake mailbox source (pixel check through grab()), letterbox geometry is
// aspect-correct, the stereo anaglyph/overlay channels are right, stereo
// snapshots write PNGs that load, clicks map to frame pixels, and the
// latency test card carries a readable clock code.
#include "core/video/clock_code.h"
#include "widgets/latency_test_card.h"
#include "widgets/stereo_view.h"
#include "widgets/video_view.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace loopscope;
using namespace loopscope::widgets;

namespace {

// A frame from the pool filled with one colour, a distinct top-left quadrant.
core::FramePtr makeFrame(core::FramePool &pool, int w, int h, QRgb fill, QRgb corner, int64_t demuxNs = 0)
{
    core::FramePtr frame = pool.acquire(w, h);
    QImage image = frame->image(); // wraps the pooled buffer
    image.fill(fill);
    for (int y = 0; y < h / 2; ++y)
        for (int x = 0; x < w / 2; ++x)
            image.setPixel(x, y, corner);
    frame->times.demuxNs = demuxNs;
    return frame;
}

} // namespace

class TestVideoViews : public QObject
{
    Q_OBJECT

private slots:
    void letterboxGeometry()
    {
        QCOMPARE(letterboxRect({1920, 1080}, {400, 400}), QRect(0, 87, 400, 225));
        QCOMPARE(letterboxRect({640, 480}, {800, 300}), QRect(200, 0, 400, 300));
        QCOMPARE(letterboxRect({100, 50}, {200, 100}), QRect(0, 0, 200, 100));
        QVERIFY(letterboxRect({0, 0}, {100, 100}).isEmpty());
        QVERIFY(letterboxRect({100, 100}, {0, 10}).isEmpty());
        // Aspect is kept within a pixel for odd sizes.
        const QRect r = letterboxRect({1920, 1080}, {333, 517});
        QVERIFY(std::abs(double(r.width()) / r.height() - 16.0 / 9.0) < 0.02);
        QCOMPARE(r.width(), 333);
    }

    void showsFrameFromSource()
    {
        core::FramePool pool(4);
        core::LatestFrameMailbox mailbox;
        MailboxFrameSource source(&mailbox);
        VideoView view(VideoRenderPath::Painter);
        view.setOverlayVisible(false);
        view.resize(400, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setSource(&source);
        QVERIFY(!view.tick()); // nothing published yet
        mailbox.publish(makeFrame(pool, 320, 180, qRgb(0, 0, 255), qRgb(255, 0, 0)));
        mailbox.publish(makeFrame(pool, 320, 180, qRgb(0, 200, 0), qRgb(255, 255, 0))); // replaces the first
        QVERIFY(view.tick());
        QCOMPARE(source.displayed(), int64_t(1));
        QCOMPARE(source.droppedFrames(), int64_t(1));
        QCOMPARE(view.framesShown(), int64_t(1));
        QCOMPARE(view.paintHistogram().totalCount(), int64_t(1));
        QCOMPARE(view.pictureRect(), QRect(0, 87, 400, 225));

        const QImage shot = view.grab().toImage();
        QCOMPARE(shot.size(), QSize(400, 400));
        QCOMPARE(QColor(shot.pixel(200, 10)), QColor(Qt::black));        // top bar
        QCOMPARE(QColor(shot.pixel(200, 395)), QColor(Qt::black));       // bottom bar
        QCOMPARE(QColor(shot.pixel(50, 120)), QColor(255, 255, 0));      // top-left quadrant of the frame
        QCOMPARE(QColor(shot.pixel(300, 280)), QColor(0, 200, 0));       // the rest of the frame

        // A click on the picture maps to frame pixels.
        QSignalSpy clicks(&view, &VideoView::framePixelClicked);
        QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(200, 87 + 112));
        QCOMPARE(clicks.count(), 1);
        const QPoint pixel = clicks.at(0).at(0).toPoint();
        QVERIFY(std::abs(pixel.x() - 160) <= 1 && std::abs(pixel.y() - 89) <= 1);
        QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(200, 5)); // on the bar: nothing
        QCOMPARE(clicks.count(), 1);

        // Overlay text appears after the stats interval.
        view.setOverlayVisible(true);
        QTest::qWait(1100);
        mailbox.publish(makeFrame(pool, 320, 180, qRgb(0, 200, 0), qRgb(255, 255, 0)));
        QVERIFY(view.tick());
        QVERIFY2(view.overlayText().contains(QLatin1String("paint p99")), qPrintable(view.overlayText()));
        view.setSource(nullptr);
        QCOMPARE(view.currentFrame(), core::SharedFrame());
    }

    void anaglyphAndOverlayChannels()
    {
        QImage left(64, 32, QImage::Format_RGB32);
        QImage right(64, 32, QImage::Format_RGB32);
        left.fill(qRgb(200, 50, 100));
        right.fill(qRgb(30, 180, 90));
        const QImage ana = composeAnaglyph(left, right, QSize(32, 16));
        QCOMPARE(ana.size(), QSize(32, 16));
        const QColor a = ana.pixelColor(10, 10);
        QCOMPARE(a.red(), 200);   // red from the left view
        QCOMPARE(a.green(), 180); // green and blue from the right view
        QCOMPARE(a.blue(), 90);
        const QColor o = composeOverlay(left, right, QSize(32, 16)).pixelColor(5, 5);
        QVERIFY(std::abs(o.red() - 115) <= 1);
        QVERIFY(std::abs(o.green() - 115) <= 1);
        QVERIFY(std::abs(o.blue() - 95) <= 1);
    }

    void stereoPairsSnapshotsAndClicks()
    {
        core::FramePool poolL(6), poolR(6);
        core::LatestFrameMailbox mailL, mailR;
        MailboxFrameSource left(&mailL), right(&mailR);
        StereoView view;
        view.resize(640, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        int consumed = 0;
        view.setPairConsumer([&](const core::StereoPair &pair) {
            ++consumed;
            QCOMPARE(pair.skewNs, int64_t(3'000'000));
        });
        view.setSources(&left, &right);
        for (int i = 0; i < 5; ++i) {
            mailL.publish(makeFrame(poolL, 320, 180, qRgb(250, 0, 0), qRgb(10, 10, 10), 1'000'000'000 + i * 33'000'000));
            mailR.publish(makeFrame(poolR, 320, 180, qRgb(0, 0, 250), qRgb(10, 10, 10), 1'003'000'000 + i * 33'000'000));
            QVERIFY(view.tick());
        }
        QCOMPARE(consumed, 5);
        QCOMPARE(view.pairer().pairs(), int64_t(5));
        QVERIFY(view.pairer().skewHistogram().valuesAreEquivalent(view.pairer().skewHistogram().valueAtPercentile(50),
                                                                  3'000'000));
        // Side by side: left half red, right half blue.
        const QImage shot = view.grab().toImage();
        const QRect l = view.leftRect(), r = view.rightRect();
        QCOMPARE(QColor(shot.pixel(l.center() + QPoint(l.width() / 4, l.height() / 4))), QColor(250, 0, 0));
        QCOMPARE(QColor(shot.pixel(r.center() + QPoint(r.width() / 4, r.height() / 4))), QColor(0, 0, 250));

        view.setMode(StereoMode::Anaglyph);
        const QImage ana = view.grab().toImage();
        const QColor c = ana.pixelColor(320, 150);
        QCOMPARE(c.red(), 250);
        QCOMPARE(c.blue(), 250);

        // Click in the right view reports side 1 and the frame colour.
        view.setMode(StereoMode::SideBySide);
        QSignalSpy clicks(&view, &StereoView::framePixelClicked);
        QTest::mouseClick(&view, Qt::LeftButton, {}, r.center() + QPoint(r.width() / 4, 0));
        QCOMPARE(clicks.count(), 1);
        QCOMPARE(clicks.at(0).at(0).toInt(), 1);
        QCOMPARE(clicks.at(0).at(2).value<QColor>(), QColor(0, 0, 250));

        QTemporaryDir dir;
        QStringList written;
        QString error;
        QVERIFY2(view.saveSnapshot(dir.filePath(QStringLiteral("snap")), &written, &error), qPrintable(error));
        QCOMPARE(written.size(), 2);
        QImage loaded(written.at(0));
        QCOMPARE(loaded.size(), QSize(320, 180));
        QCOMPARE(QColor(loaded.pixel(300, 170)), QColor(250, 0, 0));
        QVERIFY(QImage(written.at(1)).pixelColor(300, 170) == QColor(0, 0, 250));
        QVERIFY(!view.saveSnapshot(QStringLiteral("/nonexistent-dir/snap"), &written, &error));
        QVERIFY(error.contains(QLatin1String("/nonexistent-dir/snap")));
    }

    void testCardCarriesClockCode()
    {
        const uint64_t us = 1'717'000'000'123'456ULL;
        for (QSize size : {QSize(1920, 1080), QSize(640, 480), QSize(1280, 720)}) {
            const QImage card = LatencyTestCard::render(size, us);
            const auto read = core::ClockCode::read(card);
            QVERIFY(read.has_value());
            QCOMPARE(*read, us & core::ClockCode::kValueMask);
        }
        // Seen by a camera at a smaller, uniformly scaled size, it still reads.
        const QImage scaled = LatencyTestCard::render({1920, 1080}, us).scaled(960, 540, Qt::IgnoreAspectRatio,
                                                                               Qt::SmoothTransformation);
        QCOMPARE(core::ClockCode::read(scaled).value_or(0), us & core::ClockCode::kValueMask);
    }
};

QTEST_MAIN(TestVideoViews)
#include "test_video_views.moc"
