// File > Record session through the real main window on the simulated lab
// (offscreen): while it records, a servo is jogged with the keyboard, the
// E-STOP is raised and released, the UDP benchmark and a Workbench
// experiment run, and the lab's stereo pair streams; the file, read back by
// the reference MCAP reader (@mcap/core), holds all of it on one clock:
// telemetry and commands per actuator, the E-STOP events with every
// device's acknowledgement, each run's intervals and counters, and both
// cameras' H.264 packets. A file that cannot be made is said, and nothing
// records.

#include "app/gui/bench_panel.h"
#include "app/gui/device_controller.h"
#include "app/gui/experiment_queue.h"
#include "app/gui/jog_area.h"
#include "app/gui/jog_controller.h"
#include "app/gui/main_window.h"
#include "app/gui/run_session.h"
#include "app/gui/session_recording.h"
#include "app/gui/workbench_dock.h"
#include "core/experiment/experiment.h"
#include "support/mcap_reference.h"
#include "support/settings_sandbox.h"
#include "widgets/device_tree.h"
#include "widgets/jog_panel.h"

#include <QAction>
#include <QCheckBox>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace loopscope;
using loopscope::app::gui::MainWindow;
using loopscope::testsupport::mcapMessageCount;
using loopscope::testsupport::readMcapWithReference;

namespace {

QStringList topicsStartingWith(const QJsonObject &summary, const QString &prefix)
{
    QStringList out;
    for (const QJsonValue &t : summary.value(QStringLiteral("topics")).toArray())
        if (t.toString().startsWith(prefix))
            out << t.toString();
    return out;
}

} // namespace

class TestSessionRecording : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (testsupport::nodeExecutable().isEmpty())
            QSKIP(
                "node is not installed: the reference MCAP reader cannot run (scripts/setup.sh installs it)");
        QVERIFY2(m_settings.enter(QStringLiteral("loopscope-test-session-recording")),
                 qPrintable(m_settings.error()));
        qputenv("LOOPSCOPE_LIBRARY", m_settings.filePath(QStringLiteral("lib.sqlite")).toUtf8());
    }

    void everythingTheLabDoesLandsInOneFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.mcap"));
        const qint64 beforeNs = QDateTime::currentMSecsSinceEpoch() * 1'000'000;
        {
            app::gui::MainWindowOptions options;
            options.enumeratePorts = false; // only the simulator's ports
            options.openLabCameras = true;
            MainWindow window(options);
            window.resize(1366, 768);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            auto *devices = window.deviceController();
            QTRY_VERIFY_WITH_TIMEOUT(!devices->scanning() && window.deviceTree()->deviceCount() >= 7, 60000);

            QVERIFY(window.recordSessionAction());
            QVERIFY(window.startRecordingTo(path));
            QVERIFY(window.recordSessionAction()->isChecked());
            QVERIFY(window.sessionRecording()->isRecording());

            // Jog the first moteus servo three steps with the keyboard.
            QString key;
            for (const QString &k : devices->actuatorKeys())
                if (key.isEmpty() && k.contains(QStringLiteral("moteus")))
                    key = k;
            QVERIFY(!key.isEmpty());
            QVERIFY(window.deviceTree()->selectKey(key));
            widgets::JogPanel *panel = window.jogArea()->panel(key);
            QVERIFY(panel);
            auto *jog = window.jogArea()->controller(key);
            QTRY_VERIFY_WITH_TIMEOUT(jog->samplesSeen() > 5, 10000);
            auto *torque = panel->findChild<QCheckBox *>(QStringLiteral("torqueCheck"));
            QTest::mouseClick(torque, Qt::LeftButton, {}, QPoint(8, torque->height() / 2));
            QVERIFY(panel->torqueEnabled());
            panel->setFocus();
            for (int i = 0; i < 3; ++i)
                QTest::keyClick(panel, Qt::Key_Right);
            QTest::qWait(500);

            // E-STOP and release: every actuator acknowledges.
            window.estopAction()->trigger();
            QTRY_COMPARE_WITH_TIMEOUT(devices->emergencyStop().acknowledgements().size(), std::size_t(7),
                                      10000);
            QTest::qWait(200); // a display tick records the acknowledgements
            window.releaseEstopAction()->trigger();

            // A UDP benchmark and a Workbench experiment.
            QTRY_VERIFY_WITH_TIMEOUT(!window.benchPanel()->target().isEmpty(), 5000);
            window.benchPanel()->setDurationS(2);
            QTest::mouseClick(window.benchPanel()->startButton(), Qt::LeftButton);
            QTRY_COMPARE_WITH_TIMEOUT(window.benchSession()->state(), app::gui::RunSession::State::Finished,
                                      20000);
            core::Experiment e;
            e.name = QStringLiteral("rec-deadline");
            e.kind = QStringLiteral("deadline");
            e.params = {{QStringLiteral("duration"), 1.5}};
            app::gui::ExperimentQueue *queue = window.workbench()->queue();
            queue->add(e);
            queue->start();
            QTRY_COMPARE_WITH_TIMEOUT(queue->entry(queue->count() - 1).state,
                                      app::gui::ExperimentQueue::EntryState::Finished, 20000);

            m_benchRun = window.benchSession()->runName();
            window.recordSessionAction()->trigger(); // stop
            QVERIFY(!window.sessionRecording()->isRecording());
            QVERIFY(!window.recordSessionAction()->isChecked());
            QVERIFY2(window.sessionRecording()->recorder().error().isEmpty(),
                     qPrintable(window.sessionRecording()->recorder().error()));
        }
        const qint64 afterNs = QDateTime::currentMSecsSinceEpoch() * 1'000'000;

        const QJsonObject summary = readMcapWithReference(path);
        QVERIFY2(summary.value(QStringLiteral("error")).isNull(),
                 qPrintable(summary.value(QStringLiteral("error")).toString()));
        qInfo().noquote() << "the reference reader's summary:" << QJsonDocument(summary).toJson(QJsonDocument::Compact);
        const QStringList topics = summary.value(QStringLiteral("topics")).toVariant().toStringList();
        // Telemetry of all seven actuators, commands of the jogged one.
        const QStringList telemetry = topicsStartingWith(summary, QStringLiteral("/actuator/"));
        int telemetryTopics = 0;
        for (const QString &t : telemetry)
            if (t.endsWith(QLatin1String("/telemetry"))) {
                ++telemetryTopics;
                QVERIFY2(mcapMessageCount(summary, t) > 10, qPrintable(t));
            }
        QCOMPARE(telemetryTopics, 7);
        QVERIFY2(topics.contains(QStringLiteral("/actuator/moteus-1/command")), qPrintable(topics.join(' ')));
        QVERIFY(mcapMessageCount(summary, QStringLiteral("/actuator/moteus-1/command")) >= 3);
        // E-STOP: latched (then again as acknowledgements arrived) and released.
        QVERIFY(mcapMessageCount(summary, QStringLiteral("/safety/estop")) >= 2);
        // The benchmark's and the experiment's intervals and counters.
        QVERIFY2(mcapMessageCount(summary, QStringLiteral("/bench/%1/latency/interval").arg(m_benchRun)) >= 2,
                 qPrintable(topics.join(' ')));
        QVERIFY(mcapMessageCount(summary, QStringLiteral("/bench/%1/counters").arg(m_benchRun)) >= 2);
        QVERIFY2(!topicsStartingWith(summary, QStringLiteral("/bench/rec-deadline")).isEmpty(),
                 qPrintable(topics.join(' ')));
        // Both cameras' packets.
        QVERIFY2(mcapMessageCount(summary, QStringLiteral("/camera/left/video")) > 10,
                 qPrintable(topics.join(' ')));
        QVERIFY(mcapMessageCount(summary, QStringLiteral("/camera/right/video")) > 10);
        // One clock: every message inside the recording's wall-clock span.
        const qint64 startNs = summary.value(QStringLiteral("message_start_time")).toString().toLongLong();
        const qint64 endNs = summary.value(QStringLiteral("message_end_time")).toString().toLongLong();
        QVERIFY2(
            startNs >= beforeNs && endNs <= afterNs,
            qPrintable(
                QStringLiteral("%1..%2 outside %3..%4").arg(startNs).arg(endNs).arg(beforeNs).arg(afterNs)));
    }

    void aFileThatCannotBeMadeIsSaid()
    {
        app::gui::MainWindowOptions options;
        options.enumeratePorts = false;
        options.startSimulator = false;
        MainWindow window(options);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString said;
        QTimer::singleShot(200, [&] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                said = box->text();
                box->accept();
            }
        });
        QVERIFY(!window.startRecordingTo(QStringLiteral("/nonexistent-folder/x.mcap")));
        QVERIFY2(said.contains(QLatin1String("/nonexistent-folder/x.mcap")), qPrintable(said));
        QVERIFY(!window.sessionRecording()->isRecording());
        QVERIFY(!window.recordSessionAction()->isChecked());
    }

private:
    testsupport::SettingsSandbox m_settings;
    QString m_benchRun;
};

QTEST_MAIN(TestSessionRecording)
#include "test_session_recording.moc"
