// The workbench queue runs experiments one after another into the result
// library: two short ones both finish with stored runs; a stop mid-run is
// stored as stopped; a failing experiment does not stop the queue; the queue
// survives a WorkbenchDock destroy/recreate; the wizard builds experiments;
// the GUI thread's hiccups are measured and can be recorded as a run.

#include "app/gui/experiment_queue.h"
#include "app/gui/experiment_wizard.h"
#include "app/gui/settings_keys.h"
#include "app/gui/workbench_dock.h"
#include "core/bench/event_loop_hiccup_probe.h"
#include "core/bench/run_collector.h"
#include "core/experiment/experiment.h"
#include "core/experiment/experiment_runner.h"
#include "core/library/run_library.h"
#include "devices/bench/device_probe_kinds.h"
#include "widgets/experiment_form.h"
#include "widgets/interval_max_chart.h"
#include "widgets/percentile_chart.h"
#include "support/settings_sandbox.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using loopscope::app::gui::ExperimentQueue;
using loopscope::app::gui::ExperimentWizard;
using loopscope::app::gui::WorkbenchDock;
using loopscope::core::Experiment;
using State = ExperimentQueue::EntryState;

namespace {

Experiment hiccup(double durationS, const QString &name = {})
{
    Experiment x;
    x.name = name;
    x.kind = QStringLiteral("hiccup");
    x.params = {{QStringLiteral("duration"), durationS}};
    return x;
}

Experiment udpEcho(const QString &target, double rateHz, double durationS)
{
    Experiment x;
    x.kind = QStringLiteral("udp-echo");
    x.params = {{QStringLiteral("target"), target},
                {QStringLiteral("rate"), rateHz},
                {QStringLiteral("duration"), durationS}};
    return x;
}

constexpr int kRunTimeoutMs = 60000; // a bound for a 1-2 s run on a busy machine, not a speed target

} // namespace

class TestExperimentQueue : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(m_dir.enter(QStringLiteral("loopscope-test-experiment-queue")), qPrintable(m_dir.error()));
        QSettings().clear();
        qputenv("LOOPSCOPE_LIBRARY", m_dir.filePath("library.sqlite").toUtf8());
        loopscope::devices::registerDeviceProbeKinds(loopscope::core::ProbeRegistry::instance());
        QVERIFY(loopscope::core::ProbeRegistry::instance().find("hiccup"));
        QVERIFY(loopscope::core::ProbeRegistry::instance().find("udp-echo"));
        QString error;
        QCOMPARE(loopscope::core::RunLibrary::defaultPath(), m_dir.filePath("library.sqlite"));
        QVERIFY2(m_library.open(loopscope::core::RunLibrary::defaultPath(), &error), qPrintable(error));
    }

    void twoExperimentsRunInTurnAndAreStored()
    {
        ExperimentQueue queue(&m_library);
        queue.add(hiccup(1.0, "hiccup-1s"));
        queue.add(udpEcho(QString(), 200, 1.0)); // no target: the simulator's echo device
        QCOMPARE(queue.count(), 2);
        QCOMPARE(queue.entry(0).state, State::Queued);
        QVERIFY(!queue.isActive());

        // When the second starts, the first must have ended.
        QList<State> firstWhenSecondStarted;
        connect(&queue, &ExperimentQueue::currentStarted, this, [&](int row) {
            if (row == 1)
                firstWhenSecondStarted << queue.entry(0).state;
        });
        QSignalSpy ticks(&queue, &ExperimentQueue::ticked);
        queue.start();
        QVERIFY(queue.isActive());
        QCOMPARE(queue.entry(0).state, State::Running);
        QCOMPARE(queue.entry(1).state, State::Queued);
        QVERIFY(queue.stateText(0).startsWith("running"));
        QTRY_VERIFY_WITH_TIMEOUT(!queue.isActive(), kRunTimeoutMs);
        QCOMPARE(firstWhenSecondStarted, QList<State>{State::Finished});
        QVERIFY(ticks.count() > 5); // the live view was pulled while running

        const QStringList kinds{"hiccup", "udp-echo"};
        for (int row = 0; row < 2; ++row) {
            const ExperimentQueue::Entry &e = queue.entry(row);
            QVERIFY2(e.state == State::Finished, qPrintable(queue.stateText(row)));
            QVERIFY(e.runId > 0);
            QString error;
            const auto run = m_library.load(e.runId, &error);
            QVERIFY2(run.has_value(), qPrintable(error));
            QCOMPARE(run->state, QString("finished"));
            QCOMPARE(run->kind, kinds[row]);
            QVERIFY(!run->channels.empty());
            QVERIFY(run->channels.front().total.totalCount() > 0);
        }
        QVERIFY(queue.entry(0).runId != queue.entry(1).runId);
        QCOMPARE(queue.stateText(0), QString("finished"));
        QVERIFY(queue.isPaused()); // ran out: idle until started again
    }

    void stopMidRunIsStoredAsStopped()
    {
        ExperimentQueue queue(&m_library);
        queue.add(hiccup(60.0));
        queue.add(hiccup(1.0));
        queue.start();
        QCOMPARE(queue.entry(0).state, State::Running);
        // Let at least one interval close so the run has data.
        QTRY_VERIFY_WITH_TIMEOUT(queue.runner() && queue.runner()->collector() &&
                                     queue.runner()->collector()->closedIntervalCount() > 0,
                                 kRunTimeoutMs);
        queue.stopCurrent();
        QVERIFY(queue.isPaused());
        QTRY_VERIFY_WITH_TIMEOUT(queue.entry(0).state == State::Stopped, kRunTimeoutMs);
        QVERIFY(!queue.isRunning());
        QTest::qWait(300);
        QCOMPARE(queue.entry(1).state, State::Queued); // paused: the next one did not start
        QString error;
        const auto run = m_library.load(queue.entry(0).runId, &error);
        QVERIFY2(run.has_value(), qPrintable(error));
        QCOMPARE(run->state, QString("stopped"));
        QVERIFY(run->durationS < 60);
        QVERIFY(!run->channels.empty() && run->channels.front().total.totalCount() > 0);

        // Resume runs the rest.
        queue.resume();
        QTRY_VERIFY_WITH_TIMEOUT(!queue.isActive(), kRunTimeoutMs);
        QCOMPARE(queue.entry(1).state, State::Finished);
    }

    void aFailingExperimentDoesNotStopTheQueue()
    {
        ExperimentQueue queue(&m_library);
        queue.add(udpEcho("127.0.0.1:1", 200, 2.0)); // nothing listens: refused
        queue.add(udpEcho("not a target", 200, 1.0)); // cannot even be created
        queue.add(hiccup(1.0));
        queue.start();
        QTRY_VERIFY_WITH_TIMEOUT(!queue.isActive(), kRunTimeoutMs);
        QCOMPARE(queue.entry(0).state, State::Failed);
        QVERIFY(!queue.entry(0).reason.isEmpty());
        QVERIFY2(queue.stateText(0).startsWith("failed: "), qPrintable(queue.stateText(0)));
        QCOMPARE(queue.entry(1).state, State::Failed);
        QVERIFY2(queue.entry(1).reason.contains("not a target"), qPrintable(queue.entry(1).reason));
        QCOMPARE(queue.entry(2).state, State::Finished);
        QVERIFY(queue.entry(2).runId > 0);
        if (queue.entry(0).runId > 0) { // stored as far as it got: as failed
            QString error;
            const auto run = m_library.load(queue.entry(0).runId, &error);
            QVERIFY2(run.has_value(), qPrintable(error));
            QCOMPARE(run->state, QString("failed"));
            QVERIFY(!run->failureReason.isEmpty());
        }
    }

    void editingTheQueue()
    {
        ExperimentQueue queue(&m_library);
        queue.add({hiccup(1, "a"), hiccup(1, "b"), hiccup(1, "c")});
        QVERIFY(queue.moveDown(0));
        QCOMPARE(queue.entry(0).experiment.name, QString("b"));
        QCOMPARE(queue.entry(1).experiment.name, QString("a"));
        QVERIFY(queue.moveUp(2));
        QCOMPARE(queue.entry(1).experiment.name, QString("c"));
        QVERIFY(!queue.moveUp(0));
        QVERIFY(!queue.moveDown(2));
        QVERIFY(queue.remove(0));
        QCOMPARE(queue.count(), 2);
        QCOMPARE(queue.runAgain(0), 2);
        QCOMPARE(queue.entry(2).experiment.name, QString("c"));
        QVERIFY(!queue.remove(7));
    }

    void queuePersistsAcrossDockRecreate()
    {
        QSettings().remove(loopscope::app::gui::settings::kWorkbenchQueue);
        qint64 firstRunId = 0;
        {
            WorkbenchDock dock(&m_library);
            dock.show();
            QCOMPARE(dock.queue()->count(), 0);
            Experiment withLoad = hiccup(1.0, "loaded");
            withLoad.note = "a note";
            withLoad.underLoad = true;
            withLoad.load = {{"cpu-threads", 1}};
            dock.queue()->add(hiccup(1.0, "first"));
            dock.queue()->add(withLoad);
            dock.queue()->add(udpEcho("127.0.0.1:7", 100, 5));
            dock.startAction()->trigger();
            QTRY_VERIFY_WITH_TIMEOUT(dock.queue()->entry(0).state == State::Finished, kRunTimeoutMs);
            dock.queue()->pause();
            QTRY_VERIFY_WITH_TIMEOUT(!dock.queue()->isRunning(), kRunTimeoutMs);
            firstRunId = dock.queue()->entry(0).runId;
            QVERIFY(firstRunId > 0);
            // The live view showed the run.
            QVERIFY(!dock.percentileChart()->seriesNames().isEmpty());
            QVERIFY(dock.liveStateText().contains("finished") || dock.liveStateText().contains("loaded"));
        }
        WorkbenchDock again(&m_library);
        ExperimentQueue *q = again.queue();
        QCOMPARE(q->count(), 3);
        QCOMPARE(q->entry(0).experiment.name, QString("first"));
        QCOMPARE(q->entry(0).state, State::Finished);
        QCOMPARE(q->entry(0).runId, firstRunId);
        QCOMPARE(q->entry(1).experiment.name, QString("loaded"));
        QVERIFY(q->entry(1).experiment.underLoad);
        QCOMPARE(q->entry(1).experiment.note, QString("a note"));
        QCOMPARE(q->entry(1).experiment.load.value("cpu-threads").toInt(), 1);
        // The second may have been running when paused; it ended finished then.
        QVERIFY(q->entry(1).state == State::Finished || q->entry(1).state == State::Queued);
        QCOMPARE(q->entry(2).experiment.kind, QString("udp-echo"));
        QCOMPARE(q->entry(2).experiment.params.value("target").toString(), QString("127.0.0.1:7"));
        QCOMPARE(q->entry(2).state, State::Queued);
        QVERIFY(!q->isActive()); // restored, not started
    }

    void wizardBuildsExperimentsIntoTheQueue()
    {
        QSettings().remove(loopscope::app::gui::settings::kWorkbenchQueue);
        WorkbenchDock dock(&m_library);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        QTest::keyClick(&dock, Qt::Key_N, Qt::ControlModifier);
        auto *wizard = dock.findChild<ExperimentWizard *>();
        QVERIFY(wizard);
        QVERIFY(wizard->selectKind("udp-echo"));
        wizard->next();
        QCOMPARE(wizard->currentId(), int(ExperimentWizard::ParamsPage));
        QCOMPARE(wizard->form()->spec().kind, QString("udp-echo"));
        auto *rate = qobject_cast<QDoubleSpinBox *>(wizard->form()->editor("rate"));
        QVERIFY(rate);
        rate->setValue(250);
        // A bad value blocks Next until it is corrected.
        auto *payload = qobject_cast<QSpinBox *>(wizard->form()->editor("payload"));
        QVERIFY(payload);
        QVERIFY(QTest::qWaitForWindowActive(wizard));
        auto *payloadEdit = payload->findChild<QLineEdit *>();
        QVERIFY(payloadEdit);
        payloadEdit->setText("5 B"); // as typed: below 16 (typing itself is covered by test_experiment_form)
        QVERIFY(!wizard->form()->isValid());
        QVERIFY(!wizard->button(QWizard::NextButton)->isEnabled());
        payload->setValue(500);
        QVERIFY2(wizard->form()->isValid(), qPrintable(wizard->form()->message()));
        QVERIFY(wizard->button(QWizard::NextButton)->isEnabled());
        wizard->next();
        QCOMPARE(wizard->currentId(), int(ExperimentWizard::DetailsPage));
        // The one rule for run names (the CLI's --name has it too): a name
        // with '<' blocks Finish and says why.
        QTest::keyClicks(wizard->nameEdit(), "my<udp");
        QVERIFY(!wizard->nameProblem().isEmpty());
        QVERIFY(!wizard->button(QWizard::FinishButton)->isEnabled());
        auto *problem = wizard->findChild<QLabel *>(QStringLiteral("experimentNameProblem"));
        QVERIFY(problem && problem->isVisible() && problem->text().contains(QStringLiteral("'<'")));
        wizard->nameEdit()->clear();
        QVERIFY(wizard->nameProblem().isEmpty());
        QVERIFY(!problem->isVisible());
        QTest::keyClicks(wizard->nameEdit(), "my-udp");
        wizard->underLoadBox()->setChecked(true);
        QVERIFY(wizard->loadForm()->isEnabled());
        wizard->accept();
        QCOMPARE(dock.queue()->count(), 1);
        const Experiment &x = dock.queue()->entry(0).experiment;
        QCOMPARE(x.kind, QString("udp-echo"));
        QCOMPARE(x.name, QString("my-udp"));
        QCOMPARE(x.params.value("rate").toDouble(), 250.0);
        QVERIFY(x.underLoad);
        QVERIFY(x.load.contains("cpu-threads"));
        QCOMPARE(x.params.value("payload").toLongLong(), 500);

        // A preset with two experiments (idle and under load).
        ExperimentWizard presetWizard;
        QVERIFY(presetWizard.selectPreset("hiccups-idle-vs-load"));
        presetWizard.next();
        auto *duration = qobject_cast<QDoubleSpinBox *>(presetWizard.form()->editor("duration"));
        QVERIFY(duration);
        QCOMPARE(duration->value(), 60.0);
        duration->setValue(2);
        const std::vector<Experiment> list = presetWizard.experiments();
        QCOMPARE(list.size(), std::size_t(2));
        QVERIFY(!list[0].underLoad);
        QVERIFY(list[1].underLoad);
        for (const Experiment &e : list)
            QCOMPARE(e.params.value("duration").toDouble(), 2.0);
    }

    void guiThreadHiccupsAreShownAndRecorded()
    {
        WorkbenchDock dock(&m_library);
        dock.show();
        QVERIFY(dock.hiccupProbe());
        QTRY_VERIFY_WITH_TIMEOUT(dock.hiccupText().contains("p99"), 10000);
        QCOMPARE(dock.hiccupRunId(), qint64(0));
        dock.recordHiccupsAction()->trigger();
        QVERIFY(dock.recordHiccupsAction()->isChecked());
        const qint64 id = dock.hiccupRunId();
        QVERIFY(id > 0);
        // A slow "widget": the GUI thread busy for 60 ms must show up as a hiccup.
        QTest::qWait(200);
        QElapsedTimer busy;
        busy.start();
        while (busy.elapsed() < 60) {
        }
        QTRY_VERIFY_WITH_TIMEOUT(dock.hiccupCollector()->closedIntervalCount() >= 2, 10000);
        dock.recordHiccupsAction()->trigger();
        QCOMPARE(dock.hiccupRunId(), qint64(0));
        QString error;
        const auto run = m_library.load(id, &error);
        QVERIFY2(run.has_value(), qPrintable(error));
        QCOMPARE(run->state, QString("stopped"));
        const auto *channel = run->channel("gui-hiccup");
        QVERIFY(channel);
        QVERIFY(channel->total.totalCount() > 0);
        QVERIFY(channel->total.max() >= 50 * 1000000LL);
        QVERIFY(QSettings().value(loopscope::app::gui::settings::kWorkbenchRecordGuiHiccups).isValid());
    }

private:
    loopscope::testsupport::SettingsSandbox m_dir;
    loopscope::core::RunLibrary m_library;
};

QTEST_MAIN(TestExperimentQueue)
#include "test_experiment_queue.moc"
