// What a run and a stream tell the user, against the real parts:
//  - a benchmark stopped part way shows where it stopped (the progress bar
//    is not full, the state says "stopped at N %"), in the benchmark dock
//    and in the Workbench queue;
//  - the Workbench wizard's default experiment runs 10 s, not an hour;
//  - "Run again" queues the experiment and runs it;
//  - a camera that cannot be reached, or dies, is shown across the video as
//    an error banner, and the view stops claiming a frame rate.

#include "app/gui/bench_dock.h"
#include "app/gui/bench_panel.h"
#include "app/gui/experiment_queue.h"
#include "app/gui/experiment_wizard.h"
#include "app/gui/lab_controller.h"
#include "app/gui/run_session.h"
#include "app/gui/video_controller.h"
#include "app/gui/video_dock.h"
#include "app/gui/workbench_dock.h"
#include "core/experiment/experiment.h"
#include "core/library/run_library.h"
#include "devices/bench/device_probe_kinds.h"
#include "devices/sim/sim_lab.h"
#include "support/settings_sandbox.h"
#include "widgets/experiment_form.h"
#include "widgets/stereo_view.h"

#include <QAction>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QListView>
#include <QMainWindow>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QtTest>

#include <csignal>

using loopscope::app::gui::BenchDock;
using loopscope::app::gui::ExperimentQueue;
using loopscope::app::gui::ExperimentWizard;
using loopscope::app::gui::RunSession;
using loopscope::app::gui::WorkbenchDock;
using loopscope::core::Experiment;

namespace {

constexpr int kTimeoutMs = 30000; // bounds on a loaded machine, not speed targets

Experiment hiccup(double durationS)
{
    Experiment x;
    x.kind = QStringLiteral("hiccup");
    x.params = {{QStringLiteral("duration"), durationS}};
    return x;
}

} // namespace

class TestRunFeedback : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(m_dir.enter(QStringLiteral("loopscope-test-run-feedback")), qPrintable(m_dir.error()));
        QSettings().clear();
        qputenv("LOOPSCOPE_LIBRARY", m_dir.filePath("library.sqlite").toUtf8());
        const QByteArray binDir = qgetenv("LOOPSCOPE_BIN_DIR");
        if (!binDir.isEmpty() && qEnvironmentVariableIsEmpty("LOOPSCOPE_SIM"))
            qputenv("LOOPSCOPE_SIM", binDir + "/loopscope-sim");
        loopscope::devices::registerDeviceProbeKinds(loopscope::core::ProbeRegistry::instance());
        QString error;
        QVERIFY2(m_library.open(loopscope::core::RunLibrary::defaultPath(), &error), qPrintable(error));
    }

    void stoppedBenchmarkShowsWhereItStopped()
    {
        loopscope::devices::SimLab sim;
        loopscope::devices::SimEchoOptions options;
        options.deviceCount = 1;
        QString error;
        QVERIFY2(sim.start(options, &error), qPrintable(error));
        const loopscope::devices::SimEndpoint *echo = sim.endpoint(QStringLiteral("udp-echo"));
        QVERIFY(echo);

        BenchDock dock(&m_library);
        dock.panel()->setTarget(echo->endpoint());
        dock.panel()->setRateHz(500);
        dock.panel()->setDurationS(10);
        dock.panel()->setWarmupS(0);
        dock.startBench();
        RunSession *session = dock.session();
        QCOMPARE(session->state(), RunSession::State::Running);
        QTRY_VERIFY_WITH_TIMEOUT(session->progress() >= 0.3, kTimeoutMs); // ~3 s of 10 s
        dock.stopBench();
        QTRY_COMPARE_WITH_TIMEOUT(session->state(), RunSession::State::Stopped, kTimeoutMs);

        const double progress = session->progress();
        // It was stopped once 0.3 was seen; the last display tick may be one 33 ms step before.
        QVERIFY2(progress >= 0.28 && progress < 0.9, qPrintable(QString::number(progress)));
        auto *bar = dock.panel()->findChild<QProgressBar *>(QStringLiteral("progressBar"));
        QVERIFY(bar);
        QCOMPARE(bar->maximum(), 1000);
        QVERIFY2(bar->value() >= 280 && bar->value() < 900, qPrintable(QString::number(bar->value())));
        QVERIFY2(dock.panel()->stateText().endsWith(QStringLiteral("stopped at %1 %").arg(int(progress * 100))),
                 qPrintable(dock.panel()->stateText()));
    }

    void stoppedWorkbenchRunShowsWhereItStopped()
    {
        QSettings().remove(QStringLiteral("workbench"));
        ExperimentQueue queue(&m_library);
        queue.add(hiccup(10.0));
        queue.start();
        QTRY_VERIFY_WITH_TIMEOUT(queue.entry(0).progress >= 0.2, kTimeoutMs);
        queue.stopCurrent();
        QTRY_COMPARE_WITH_TIMEOUT(queue.entry(0).state, ExperimentQueue::EntryState::Stopped, kTimeoutMs);
        const double progress = queue.entry(0).progress;
        QVERIFY2(progress >= 0.2 && progress < 0.9, qPrintable(QString::number(progress)));
        QCOMPARE(queue.stateText(0), QStringLiteral("stopped at %1 %").arg(int(progress * 100)));
    }

    void wizardDefaultRunsTenSeconds()
    {
        ExperimentWizard wizard;
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        // Opened and Next at once: the first preset, as a new user gets it.
        QVERIFY(!wizard.selectedPreset().isEmpty());
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ExperimentWizard::ParamsPage));
        auto *duration = qobject_cast<QDoubleSpinBox *>(wizard.form()->editor(QStringLiteral("duration")));
        QVERIFY(duration);
        QCOMPARE(duration->value(), 10.0);
        const std::vector<Experiment> experiments = wizard.experiments();
        QVERIFY(!experiments.empty());
        for (const Experiment &x : experiments)
            QCOMPARE(x.params.value(QStringLiteral("duration")).toDouble(), 10.0);
    }

    void runAgainRunsIt()
    {
        WorkbenchDock dock(&m_library);
        ExperimentQueue *queue = dock.queue();
        queue->restore({}); // whatever an earlier test left in the settings
        queue->add(hiccup(0.5));
        queue->start();
        QTRY_COMPARE_WITH_TIMEOUT(queue->entry(0).state, ExperimentQueue::EntryState::Finished, kTimeoutMs);
        // The queue finds nothing more to run a moment after the entry ends.
        QTRY_VERIFY_WITH_TIMEOUT(!queue->isRunning() && queue->isPaused(), 5000); // it ran out

        dock.queueView()->setCurrentIndex(queue->index(0));
        QVERIFY(dock.runAgainAction()->isEnabled());
        dock.runAgainAction()->trigger();
        QCOMPARE(queue->count(), 2);
        QCOMPARE(queue->entry(1).state, ExperimentQueue::EntryState::Running); // not only queued
        QVERIFY(queue->isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(queue->entry(1).state, ExperimentQueue::EntryState::Finished, kTimeoutMs);
        QVERIFY(queue->entry(1).runId > 0 && queue->entry(1).runId != queue->entry(0).runId);
    }

    void unreachableCameraIsShownAcrossTheVideo()
    {
        QMainWindow window;
        QDockWidget *dockWidget = loopscope::app::gui::createVideoDock(&window);
        auto *video = qobject_cast<loopscope::app::gui::VideoDock *>(dockWidget->widget());
        QVERIFY(video);
        window.resize(900, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        loopscope::widgets::StereoView *view = video->stereoView();

        // Playing: a rate, no banner.
        QTest::mouseClick(video->simulatedPairButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(view->overlayText().contains(QLatin1String("pairs/s")), kTimeoutMs);
        QVERIFY(view->banner().isEmpty());

        // A bogus URL: the old rate goes at once, the error comes across the view.
        const QString bogus = QStringLiteral("rtsp://127.0.0.1:1/none");
        video->showCameras(bogus, QString());
        QVERIFY2(view->overlayText().isEmpty(), qPrintable(view->overlayText()));
        QTRY_VERIFY_WITH_TIMEOUT(view->banner().startsWith(QLatin1String("Left camera")), kTimeoutMs);
        QVERIFY2(view->banner().contains(bogus), qPrintable(view->banner()));
        QVERIFY(view->overlayText().isEmpty());
        // Drawn prominently: a red band across the top of the view.
        const QImage shot = view->grab().toImage();
        const QColor band = shot.pixelColor(shot.width() / 2, 12);
        QVERIFY2(band.red() > 120 && band.green() < 80 && band.blue() < 80, qPrintable(band.name()));
        // The statistics line leads with what went wrong, not with figures.
        const QString stats = video->controller()->statsText();
        const QString reason = video->controller()->decoder(0)->reason();
        QVERIFY(!reason.isEmpty());
        QVERIFY2(stats.section(QStringLiteral(" · "), 0, 0).contains(reason), qPrintable(stats));
        video->closeCameras();
        QVERIFY(view->banner().isEmpty());
    }

    void cameraThatDiesStopsClaimingARate()
    {
        QMainWindow window;
        QDockWidget *dockWidget = loopscope::app::gui::createVideoDock(&window);
        auto *video = qobject_cast<loopscope::app::gui::VideoDock *>(dockWidget->widget());
        QVERIFY(video);
        window.resize(900, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        loopscope::widgets::StereoView *view = video->stereoView();
        QTest::mouseClick(video->simulatedPairButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(view->overlayText().contains(QLatin1String("pairs/s")), kTimeoutMs);

        // The cameras' simulator dies: no frames, so no rate, and the banner says why.
        const QList<qint64> pids = video->controller()->lab()->processIds();
        QCOMPARE(pids.size(), 1);
        QCOMPARE(::kill(pid_t(pids.front()), SIGKILL), 0);
        QTRY_VERIFY_WITH_TIMEOUT(view->overlayText().isEmpty(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!view->banner().isEmpty(), kTimeoutMs);
        QVERIFY2(view->banner().contains(QLatin1String("camera")), qPrintable(view->banner()));
        video->closeCameras();
    }

private:
    loopscope::testsupport::SettingsSandbox m_dir;
    loopscope::core::RunLibrary m_library;
};

QTEST_MAIN(TestRunFeedback)
#include "test_run_feedback.moc"
