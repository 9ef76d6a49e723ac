// The Video dock against the real simulator: "Simulated pair" starts
// loopscope-sim --cameras 2 (RTSP/H.264 with the clock code), the stereo
// view pairs and shows frames, the statistics report camera-to-display
// latency, and a bad URL gives a clear error instead of a hang.
#include "app/gui/video_controller.h"
#include "app/gui/main_window.h"
#include "app/gui/video_dock.h"
#include "widgets/stereo_view.h"

#include <QMainWindow>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QtTest>

using namespace loopscope;

class TestVideoDock : public QObject
{
    Q_OBJECT

private slots:
    void simulatedPairPlays()
    {
        QMainWindow window;
        QDockWidget *dock = app::gui::createVideoDock(&window);
        auto *video = qobject_cast<app::gui::VideoDock *>(dock->widget());
        QVERIFY(video);
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::mouseClick(video->simulatedPairButton(), Qt::LeftButton);
        QVERIFY(video->controller()->hasCameras());
        QCOMPARE(video->controller()->urls().size(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(video->stereoView()->pairer().pairs() >= 10, 20000);
        QVERIFY(video->stereoView()->leftFrame() && video->stereoView()->rightFrame());
        QVERIFY(video->stereoView()->pairsShown() >= 10);
        qInfo("%s", qPrintable(video->stereoView()->overlayText()));
        // The simulated cameras carry the clock code: the stats show camera-to-display latency.
        QTRY_VERIFY_WITH_TIMEOUT(video->controller()->statsText().contains(QLatin1String("camera-to-display")), 10000);
        const QString stats = video->controller()->statsText();
        QVERIFY2(stats.contains(QLatin1String("left")) && stats.contains(QLatin1String("right")), qPrintable(stats));
        video->closeCameras();
        QVERIFY(!video->controller()->hasCameras());
    }

    // Click-to-pick: with "Pick colour" down, a click on the simulated
    // orange ball in the left view sets the tracking range to the ball's hue
    // and turns tracking on; the vision worker then finds the ball.
    void clickOnTheBallPicksItsColour()
    {
        QMainWindow window;
        QDockWidget *dock = app::gui::createVideoDock(&window);
        auto *video = qobject_cast<app::gui::VideoDock *>(dock->widget());
        QVERIFY(video);
        window.setCentralWidget(new QWidget);
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::mouseClick(video->simulatedPairButton(), Qt::LeftButton);
        widgets::StereoView *view = video->stereoView();
        QTRY_VERIFY_WITH_TIMEOUT(view->leftFrame() && view->pairsShown() >= 3, 20000);

        // Find the ball in the frame shown: the strongly saturated orange pixels.
        const QImage frame = view->leftFrame()->image().copy();
        double sx = 0, sy = 0;
        int n = 0;
        for (int y = 0; y < frame.height(); y += 2)
            for (int x = 0; x < frame.width(); x += 2) {
                const QColor c(frame.pixel(x, y));
                if (c.hsvSaturation() > 150 && c.value() > 120 && c.hsvHue() >= 10 && c.hsvHue() <= 45) {
                    sx += x;
                    sy += y;
                    ++n;
                }
            }
        QVERIFY2(n > 20, "no orange ball in the simulated left frame");
        const QPointF ballPx(sx / n, sy / n);
        const QColor ball(frame.pixel(ballPx.toPoint()));
        const QRect area = view->leftRect();
        QVERIFY(!area.isEmpty());
        const QPoint click(area.left() + int(ballPx.x() * area.width() / frame.width()),
                           area.top() + int(ballPx.y() * area.height() / frame.height()));

        auto *pick = video->findChild<QPushButton *>(QStringLiteral("pickColourButton"));
        auto *status = video->findChild<QLabel *>(QStringLiteral("trackingStatus"));
        QVERIFY(pick && status);
        // No event loop runs between reading the frame and the click (the
        // clicks are sent synchronously), so the view still shows this frame.
        pick->click();
        QVERIFY(pick->isChecked());
        QTest::mouseClick(view, Qt::LeftButton, {}, click);
        QVERIFY(!pick->isChecked());
        const core::HsvRange range = video->controller()->vision().trackingRange();
        QVERIFY(range.enabled);
        // OpenCV hue is degrees / 2; the picked range brackets the ball's hue.
        const int hue = ball.hsvHue() / 2;
        QVERIFY2(range.hueLow <= hue + 3 && hue - 3 <= range.hueHigh,
                 qPrintable(QStringLiteral("ball hue %1, range %2..%3").arg(hue).arg(range.hueLow).arg(range.hueHigh)));
        QVERIFY2(status->text().contains(QLatin1String("left")), qPrintable(status->text()));
        qInfo("ball at (%.0f, %.0f) px, hue %d, range %d..%d", ballPx.x(), ballPx.y(), hue, range.hueLow, range.hueHigh);
        video->closeCameras();
    }

    void labStereoPairIsLiveAtStart()
    {
        // The README's run command: the main window starts the simulated lab,
        // which includes a stereo pair, and shows it live in the video dock.
        QStandardPaths::setTestModeEnabled(true);
        const QByteArray binDir = qgetenv("LOOPSCOPE_BIN_DIR");
        if (!binDir.isEmpty() && qEnvironmentVariableIsEmpty("LOOPSCOPE_SIM"))
            qputenv("LOOPSCOPE_SIM", binDir + "/loopscope-sim");
        app::gui::MainWindowOptions options;
        options.openLabCameras = true;
        options.enumeratePorts = false;
        app::gui::MainWindow window(options);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("videoDock"));
        QVERIFY(dock);
        auto *video = qobject_cast<app::gui::VideoDock *>(dock->widget());
        QVERIFY(video);
        QTRY_VERIFY_WITH_TIMEOUT(video->controller()->hasCameras(), 20000);
        QCOMPARE(video->controller()->urls(), window.labController()->cameraUrls());
        QTRY_VERIFY_WITH_TIMEOUT(video->stereoView()->pairer().pairs() >= 5, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(video->controller()->statsText().contains(QLatin1String("camera-to-display")), 10000);
    }

    void badUrlIsClear()
    {
        app::gui::VideoController controller;
        QString error;
        QVERIFY(!controller.openCameras(QString(), QString(), &error));
        QVERIFY(!error.isEmpty());
        // A refused RTSP connection: opens (the decoder thread reports), then fails with a reason.
        QVERIFY2(controller.openCameras(QStringLiteral("rtsp://127.0.0.1:1/none"), QString(), &error), qPrintable(error));
        QSignalSpy states(&controller, &app::gui::VideoController::streamStateChanged);
        QTRY_VERIFY_WITH_TIMEOUT(controller.decoder(0)->state() == core::VideoStreamState::Failed ||
                                     controller.decoder(0)->state() == core::VideoStreamState::Reconnecting,
                                 15000);
        QVERIFY(!controller.decoder(0)->reason().isEmpty());
        controller.closeCameras();
        QVERIFY(!controller.startRecording(QStringLiteral("/tmp"), nullptr, &error));
    }
};

QTEST_MAIN(TestVideoDock)
#include "test_video_dock.moc"
