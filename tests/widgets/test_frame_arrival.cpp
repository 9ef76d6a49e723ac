// A video view pulls a frame when its source says one arrived, not at the
// next display tick: with the display timer at 1 Hz, a frame published by a
// source that tells is on screen after the event loop has run twice (the
// queued arrival, then the coalesced pull), with no time waited; a burst of
// arrivals is one pull; a source that cannot tell is still polled on the
// timer. Tested with both views (single and stereo).

#include "core/video/frame_mailbox.h"
#include "widgets/stereo_view.h"
#include "widgets/video_frame_source.h"
#include "widgets/video_view.h"

#include <QtTest>

using namespace loopscope;
using namespace loopscope::widgets;

namespace {

// A mailbox source that tells its view when a frame arrives, like
// DecoderFrameSource does with VideoDecoder::frameAvailable.
class TellingSource final : public QObject, public VideoFrameSource
{
    Q_OBJECT
public:
    core::FramePtr takeLatest() override
    {
        ++takes;
        return mailbox.take();
    }
    QMetaObject::Connection notifyOnArrival(QObject *context, std::function<void()> callback) override
    {
        return connect(this, &TellingSource::arrived, context, std::move(callback), Qt::QueuedConnection);
    }
    void publish(core::FramePool &pool, int64_t demuxNs)
    {
        core::FramePtr frame = pool.acquire(64, 36);
        frame->times.demuxNs = demuxNs;
        if (!mailbox.hasFrame()) {
            mailbox.publish(std::move(frame));
            emit arrived();
        } else {
            mailbox.publish(std::move(frame));
        }
    }
    core::LatestFrameMailbox mailbox;
    int takes = 0;

signals:
    void arrived();
};

void runEventLoopTwice()
{
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
}

} // namespace

class TestFrameArrival : public QObject
{
    Q_OBJECT

private slots:
    void singleViewShowsAFrameWhenItArrives()
    {
        core::FramePool pool(4);
        TellingSource source;
        VideoView view;
        view.setDisplayRateHz(1); // the timer cannot be what shows the frame
        view.setSource(&source);
        view.resize(320, 180);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.framesShown(), int64_t(0));
        source.publish(pool, 1);
        runEventLoopTwice();
        QCOMPARE(view.framesShown(), int64_t(1));
        // A burst before the view ran: one pull, the newest frame.
        const int takesBefore = source.takes;
        source.publish(pool, 2);
        source.publish(pool, 3);
        source.publish(pool, 4);
        runEventLoopTwice();
        QCOMPARE(view.framesShown(), int64_t(2));
        QCOMPARE(source.takes - takesBefore, 1);
        QCOMPARE(view.currentFrame()->times.demuxNs, int64_t(4));
    }

    void stereoViewPullsBothSidesOnArrival()
    {
        core::FramePool poolL(4), poolR(4);
        TellingSource left, right;
        StereoView view;
        view.setDisplayRateHz(1);
        view.setSources(&left, &right);
        view.resize(640, 180);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        left.publish(poolL, 1'000'000'000);
        right.publish(poolR, 1'001'000'000);
        runEventLoopTwice();
        QCOMPARE(view.pairsShown(), int64_t(1));
        QVERIFY(view.leftFrame() && view.rightFrame());
    }

    void aSourceThatCannotTellIsPolled()
    {
        core::FramePool pool(4);
        core::LatestFrameMailbox mailbox;
        MailboxFrameSource source(&mailbox);
        VideoView view;
        view.setDisplayRateHz(50);
        view.setSource(&source);
        view.resize(320, 180);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        mailbox.publish(pool.acquire(64, 36));
        QTRY_COMPARE_WITH_TIMEOUT(view.framesShown(), int64_t(1), 5000); // the 50 Hz timer pulls it
    }
};

QTEST_MAIN(TestFrameArrival)
#include "test_frame_arrival.moc"
