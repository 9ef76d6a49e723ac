// Every simulator the GUI starts has one owner (LabController) and nothing
// outlives its run or the app. Checked on the real process table: this test
// makes itself a child subreaper, so a process whose parent died is
// re-parented to it and still counted; /proc is scanned for the living
// (non-zombie) loopscope-sim and loopscope-camsim processes below it.
//  - "Simulated pair" twice starts one simulator and one camera encoder, not
//    two; in the main window it is the lab's own pair (no extra process);
//  - a Workbench run's simulator ends with the run, not with the next run;
//  - closing the window leaves none; SIGTERM of the app quits it cleanly and
//    leaves none; SIGKILL of the app leaves none either (parent-death signal);
//  - the status bar's lab indicator follows the simulator: killed, it says
//    "stopped (…)" within a second, restarts, and says "running" again.

#include "app/gui/experiment_queue.h"
#include "app/gui/lab_controller.h"
#include "app/gui/lab_status_label.h"
#include "app/gui/main_window.h"
#include "app/gui/video_controller.h"
#include "app/gui/video_dock.h"
#include "app/gui/workbench_dock.h"
#include "core/experiment/experiment.h"
#include "core/experiment/experiment_runner.h"
#include "core/library/run_library.h"
#include "devices/bench/device_probe_kinds.h"
#include "support/settings_sandbox.h"
#include "support/test_support.h"
#include "widgets/stereo_view.h"

#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <map>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

using loopscope::app::gui::ExperimentQueue;
using loopscope::app::gui::LabController;
using loopscope::app::gui::MainWindow;
using loopscope::app::gui::MainWindowOptions;
using loopscope::app::gui::SimLabConfig;

namespace {

struct ProcEntry
{
    qint64 pid = 0;
    qint64 ppid = 0;
    char state = '?';
    QString name; // basename of argv[0]
};

std::vector<ProcEntry> processTable()
{
    std::vector<ProcEntry> out;
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : pids) {
        bool numeric = false;
        const qint64 pid = entry.toLongLong(&numeric);
        if (!numeric)
            continue;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue; // gone meanwhile
        const QByteArray line = stat.readAll();
        const qsizetype close = line.lastIndexOf(')'); // the name may hold spaces and parentheses
        if (close < 0)
            continue;
        const QList<QByteArray> fields = line.mid(close + 2).split(' '); // state ppid ...
        if (fields.size() < 2)
            continue;
        ProcEntry p;
        p.pid = pid;
        p.state = fields.at(0).isEmpty() ? '?' : fields.at(0).at(0);
        p.ppid = fields.at(1).toLongLong();
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (cmdline.open(QIODevice::ReadOnly)) {
            const QByteArray argv0 = cmdline.readAll().split('\0').value(0);
            p.name = QString::fromLocal8Bit(argv0.mid(argv0.lastIndexOf('/') + 1));
        }
        out.push_back(p);
    }
    return out;
}

// Living processes called name below root (children, grandchildren, ...).
QList<qint64> livingDescendants(qint64 root, const QString &name)
{
    const std::vector<ProcEntry> table = processTable();
    std::multimap<qint64, const ProcEntry *> children;
    for (const ProcEntry &p : table)
        children.emplace(p.ppid, &p);
    QList<qint64> found;
    QList<qint64> todo{root};
    while (!todo.isEmpty()) {
        const qint64 parent = todo.takeFirst();
        const auto [from, to] = children.equal_range(parent);
        for (auto it = from; it != to; ++it) {
            todo << it->second->pid;
            if (it->second->state != 'Z' && it->second->name == name)
                found << it->second->pid;
        }
    }
    return found;
}

qint64 self()
{
    return qint64(::getpid());
}

int sims()
{
    return int(livingDescendants(self(), QStringLiteral("loopscope-sim")).size());
}

int encoders()
{
    return int(livingDescendants(self(), QStringLiteral("loopscope-camsim")).size());
}

QString census()
{
    return QStringLiteral("loopscope-sim %1, loopscope-camsim %2").arg(sims()).arg(encoders());
}

// Removes the zombies of orphans re-parented to this subreaper (nobody else waits for them).
void reapOrphans()
{
    while (::waitpid(-1, nullptr, WNOHANG) > 0) {
    }
}

constexpr int kStartTimeoutMs = 30000; // simulators with GStreamer on a loaded machine, not a speed target

} // namespace

class TestProcessHygiene : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(m_dir.enter(QStringLiteral("loopscope-test-process-hygiene")), qPrintable(m_dir.error()));
        QSettings().clear();
        qputenv("LOOPSCOPE_LIBRARY", m_dir.filePath("library.sqlite").toUtf8());
        const QByteArray binDir = qgetenv("LOOPSCOPE_BIN_DIR");
        if (!binDir.isEmpty() && qEnvironmentVariableIsEmpty("LOOPSCOPE_SIM"))
            qputenv("LOOPSCOPE_SIM", binDir + "/loopscope-sim");
        loopscope::devices::registerDeviceProbeKinds(loopscope::core::ProbeRegistry::instance());
        // Orphans (a simulator whose parent died) come to this process, so they are still seen.
        QCOMPARE(::prctl(PR_SET_CHILD_SUBREAPER, 1), 0);
        QCOMPARE(sims(), 0);
        QCOMPARE(encoders(), 0);
    }

    void cleanup()
    {
        // Every test leaves the table as it found it.
        QTRY_VERIFY2_WITH_TIMEOUT(sims() == 0 && encoders() == 0, qPrintable(census()), 10000);
        reapOrphans();
    }

    void simulatedPairTwiceStartsOnlyOne()
    {
        QMainWindow window;
        QDockWidget *dock = loopscope::app::gui::createVideoDock(&window);
        auto *video = qobject_cast<loopscope::app::gui::VideoDock *>(dock->widget());
        QVERIFY(video);
        window.resize(900, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        QTest::mouseClick(video->simulatedPairButton(), Qt::LeftButton);
        QVERIFY(video->controller()->hasCameras());
        QTRY_VERIFY_WITH_TIMEOUT(video->stereoView()->pairsShown() >= 3, kStartTimeoutMs);
        QCOMPARE(sims(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(encoders(), 1, 5000);
        const QList<qint64> first = livingDescendants(self(), QStringLiteral("loopscope-sim"));
        const QStringList urls = video->controller()->urls();

        QTest::mouseClick(video->simulatedPairButton(), Qt::LeftButton);
        QTest::qWait(500); // a second simulator would be up by now
        QCOMPARE(sims(), 1);
        QCOMPARE(encoders(), 1);
        QCOMPARE(livingDescendants(self(), QStringLiteral("loopscope-sim")), first); // reused, not replaced
        QCOMPARE(video->controller()->urls(), urls);
        QTRY_VERIFY_WITH_TIMEOUT(video->stereoView()->pairsShown() >= 3, kStartTimeoutMs);

        // Closing the cameras ends the simulator that was started for them.
        video->closeCameras();
        QTRY_VERIFY2_WITH_TIMEOUT(sims() == 0 && encoders() == 0, qPrintable(census()), 5000);
    }

    void theWindowsPairIsTheLabsAndARunsSimulatorEndsWithTheRun()
    {
        auto window = std::make_unique<MainWindow>(labOptions());
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        LabController *lab = window->labController();
        QTRY_VERIFY_WITH_TIMEOUT(lab->simulatorRunning(), kStartTimeoutMs);
        QCOMPARE(sims(), 1); // the lab, with its camera encoder
        QTRY_COMPARE_WITH_TIMEOUT(encoders(), 1, 5000);

        // "Simulated pair" twice in the window: the lab's pair, no second simulator.
        auto *dock = window->findChild<QDockWidget *>(QStringLiteral("videoDock"));
        QVERIFY(dock);
        auto *video = qobject_cast<loopscope::app::gui::VideoDock *>(dock->widget());
        QVERIFY(video);
        QTest::mouseClick(video->simulatedPairButton(), Qt::LeftButton);
        QTest::mouseClick(video->simulatedPairButton(), Qt::LeftButton);
        QCOMPARE(video->controller()->urls(), lab->cameraUrls());
        QTRY_VERIFY_WITH_TIMEOUT(video->stereoView()->pairsShown() >= 3, kStartTimeoutMs);
        QCOMPARE(sims(), 1);
        QCOMPARE(encoders(), 1);

        // A Workbench run on the simulated echo device starts its own simulator...
        ExperimentQueue *queue = window->workbench()->queue();
        loopscope::core::Experiment x;
        x.kind = QStringLiteral("udp-echo");
        x.params = {{QStringLiteral("rate"), 200.0}, {QStringLiteral("duration"), 1.5}};
        queue->add(x);
        queue->start();
        QVERIFY(queue->isRunning());
        QCOMPARE(sims(), 2);
        QCOMPARE(lab->runSimulatorCount(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!queue->isRunning(), kStartTimeoutMs);
        QCOMPARE(queue->entry(queue->count() - 1).state, ExperimentQueue::EntryState::Finished);
        // ... which ends with the run, though the run's results stay on screen.
        QTRY_COMPARE_WITH_TIMEOUT(sims(), 1, 5000);
        QCOMPARE(lab->runSimulatorCount(), 0);
        QVERIFY(queue->runner() && queue->runner()->collector());

        // Closing the window (as the user does) and its end leave nothing behind.
        window->close();
        window.reset();
        QTRY_VERIFY2_WITH_TIMEOUT(sims() == 0 && encoders() == 0, qPrintable(census()), 5000);
    }

    void labIndicatorFollowsTheSimulator()
    {
        auto window = std::make_unique<MainWindow>(labOptions());
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        LabController *lab = window->labController();
        auto *indicator = window->statusBar()->findChild<QLabel *>(QStringLiteral("labStatus"));
        QVERIFY(indicator);
        QTRY_COMPARE_WITH_TIMEOUT(indicator->text(), QStringLiteral("Simulated lab running"), kStartTimeoutMs);
        const qint64 pid = lab->simulatorProcessId();
        QVERIFY(pid > 0);
        QCOMPARE(livingDescendants(self(), QStringLiteral("loopscope-sim")), QList<qint64>{pid});

        // Killed: it says so within a second, with how it ended, and restarts.
        QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);
        QTRY_VERIFY2_WITH_TIMEOUT(indicator->text().startsWith(QLatin1String("Simulated lab stopped (killed by signal 9)")),
                                  qPrintable(indicator->text()), 1000);
        QVERIFY(!lab->simulatorRunning());
        QTRY_COMPARE_WITH_TIMEOUT(indicator->text(), QStringLiteral("Simulated lab running"), kStartTimeoutMs);
        const qint64 again = lab->simulatorProcessId();
        QVERIFY(again > 0 && again != pid);
        QCOMPARE(livingDescendants(self(), QStringLiteral("loopscope-sim")), QList<qint64>{again});

        // Ended by SIGTERM (exit code 0): the same, with its exit code.
        QCOMPARE(::kill(pid_t(again), SIGTERM), 0);
        QTRY_VERIFY2_WITH_TIMEOUT(indicator->text().startsWith(QLatin1String("Simulated lab stopped (exit code 0)")),
                                  qPrintable(indicator->text()), 1000);
        QTRY_COMPARE_WITH_TIMEOUT(indicator->text(), QStringLiteral("Simulated lab running"), kStartTimeoutMs);
        window.reset();
    }

    void aLabThatKeepsDyingIsLeftStoppedWithARestartOffer()
    {
        LabController lab;
        lab.setRestartDelayMs(20);
        SimLabConfig config;
        config.cameraCount = 0; // quick to start
        config.ptyLinkDir = m_dir.filePath("sim-ports");
        QString error;
        QVERIFY2(lab.startSimulator(config, &error), qPrintable(error));
        QSignalSpy texts(&lab, &LabController::statusChanged);
        for (int i = 0; i < LabController::kMaxRestarts; ++i) {
            const qint64 pid = lab.simulatorProcessId();
            QVERIFY(pid > 0);
            texts.clear();
            QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);
            QTRY_VERIFY_WITH_TIMEOUT(lab.labState() == LabController::LabState::Running &&
                                         lab.simulatorProcessId() != pid,
                                     kStartTimeoutMs);
            // It said so on the way (the restart may be too quick to catch the state itself).
            QVERIFY(texts.size() >= 2);
            QCOMPARE(texts.at(0).at(0).toString(),
                     QStringLiteral("Simulated lab stopped (killed by signal 9); restarting…"));
            QCOMPARE(texts.last().at(0).toString(), QStringLiteral("Simulated lab running"));
        }
        // Once more within the minute: it stays stopped and says why.
        QCOMPARE(::kill(pid_t(lab.simulatorProcessId()), SIGKILL), 0);
        QTRY_COMPARE_WITH_TIMEOUT(lab.labState(), LabController::LabState::Stopped, 1000);
        QTest::qWait(200);
        QCOMPARE(lab.labState(), LabController::LabState::Stopped);
        QVERIFY2(lab.statusText().contains(QLatin1String("not restarted")), qPrintable(lab.statusText()));
        QCOMPARE(sims(), 0);
        // The indicator offers the restart, and it works.
        loopscope::app::gui::LabStatusLabel label(&lab);
        QVERIFY2(label.text().contains(QLatin1String("href=\"restart\"")), qPrintable(label.text()));
        emit label.linkActivated(QStringLiteral("restart"));
        QCOMPARE(lab.labState(), LabController::LabState::Running);
        QCOMPARE(sims(), 1);
    }

    // The real app, killed the two ways an app dies from outside.
    void appEndedBySignalLeavesNoSimulator_data()
    {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGTERM (quits cleanly)") << int(SIGTERM);
        QTest::newRow("SIGINT (quits cleanly)") << int(SIGINT);
        QTest::newRow("SIGKILL (the children follow)") << int(SIGKILL);
    }

    void appEndedBySignalLeavesNoSimulator()
    {
        QFETCH(int, signal);
        const QString app = loopscope::testsupport::binPath(QStringLiteral("loopscope"));
        QVERIFY2(QFileInfo(app).isExecutable(), qPrintable(app));
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("LOOPSCOPE_LIBRARY"), home.filePath(QStringLiteral("library.sqlite")));
        QProcess gui;
        gui.setProcessEnvironment(env);
        gui.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        gui.start(app, {});
        QVERIFY2(gui.waitForStarted(10000), qPrintable(gui.errorString()));
        const qint64 guiPid = gui.processId();
        // The lab (loopscope-sim with its camera encoder) runs under the app.
        QTRY_VERIFY_WITH_TIMEOUT(livingDescendants(guiPid, QStringLiteral("loopscope-sim")).size() == 1 &&
                                     livingDescendants(guiPid, QStringLiteral("loopscope-camsim")).size() == 1,
                                 kStartTimeoutMs);
        QTest::qWait(500); // the event loop runs (the signal handler is in place)
        QCOMPARE(::kill(pid_t(guiPid), signal), 0);
        QVERIFY(gui.waitForFinished(15000));
        if (signal == SIGKILL) {
            QCOMPARE(gui.exitStatus(), QProcess::CrashExit);
        } else {
            QCOMPARE(gui.exitStatus(), QProcess::NormalExit); // quit through the event loop
            QCOMPARE(gui.exitCode(), 0);
        }
        // Orphans would come to this subreaper: none may be alive.
        QTRY_VERIFY2_WITH_TIMEOUT(sims() == 0 && encoders() == 0, qPrintable(census()), 10000);
        reapOrphans();
    }

private:
    MainWindowOptions labOptions() const
    {
        MainWindowOptions options;
        options.enumeratePorts = false;
        options.simConfig.ptyLinkDir = m_dir.filePath("sim-ports");
        return options;
    }

    loopscope::testsupport::SettingsSandbox m_dir;
};

QTEST_MAIN(TestProcessHygiene)
#include "test_process_hygiene.moc"
