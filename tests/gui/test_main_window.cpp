// Drives the real main window under the offscreen platform: it starts the
// simulated lab (loopscope-sim), discovers its devices, runs a benchmark from
// the panel with mouse clicks, stops it and exports every file.

#include "app/gui/bench_panel.h"
#include "app/gui/experiment_queue.h"
#include "app/gui/library_view.h"
#include "app/gui/main_window.h"
#include "app/gui/run_session.h"
#include "app/gui/workbench_dock.h"
#include "core/library/run_library.h"
#include "widgets/run_list_model.h"
#include "widgets/counters_view.h"
#include "widgets/device_tree.h"
#include "support/test_support.h"
#include "widgets/interval_max_chart.h"
#include "widgets/percentile_chart.h"
#include "support/settings_sandbox.h"

#include <QDir>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QUdpSocket>
#include <QtTest>

namespace core = loopscope::core;
using loopscope::app::gui::RunSession;
using loopscope::app::gui::ExperimentQueue;
using loopscope::app::gui::MainWindow;
using loopscope::app::gui::MainWindowOptions;

namespace {
int distinctColours(const QImage &image)
{
    QSet<QRgb> colours;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); y += 2)
        for (int x = 0; x < rgb.width() && colours.size() < 1000; x += 2)
            colours.insert(rgb.pixel(x, y));
    return static_cast<int>(colours.size());
}

QStringList filesEndingWith(const QString &dir, const QString &suffix)
{
    QStringList found;
    for (const QFileInfo &info : QDir(dir).entryInfoList(QDir::Files))
        if (info.fileName().endsWith(suffix) && info.size() > 0)
            found << info.fileName();
    return found;
}
} // namespace

namespace {
// The tree lists the lab's cameras at once; UDP devices come from a scan only.
bool hasUdpDevice(const loopscope::widgets::DeviceTree *tree)
{
    for (int i = 0; i < tree->deviceCount(); ++i)
        if (!tree->entry(i).endpoint.isEmpty())
            return true;
    return false;
}
} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(m_settingsDir.enter(QStringLiteral("loopscope-test-main-window")), qPrintable(m_settingsDir.error()));
    }

    // The workbench in the main window: an experiment queued in the
    // Workbench tab runs, lands in the result library (a temp file via
    // $LOOPSCOPE_LIBRARY) and shows up in the Library tab.
    void workbenchRunLandsInTheLibraryTab()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        qputenv("LOOPSCOPE_LIBRARY", dir.filePath(QStringLiteral("lib.sqlite")).toUtf8());
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QStringList tabs;
            for (int i = 0; i < window.centralTabs()->count(); ++i)
                tabs << window.centralTabs()->tabText(i);
            QVERIFY2(tabs.contains(QStringLiteral("Workbench")) && tabs.contains(QStringLiteral("Library")),
                     qPrintable(tabs.join(QLatin1Char(','))));
            // They are fixed tabs: only jog panels have a close button.
            for (const QString &fixed : {QStringLiteral("Workbench"), QStringLiteral("Library")})
                QVERIFY(!window.centralTabs()->tabBar()->tabButton(int(tabs.indexOf(fixed)), QTabBar::RightSide));
            QVERIFY(window.runLibrary()->isOpen());
            QCOMPARE(window.runLibrary()->path(), dir.filePath(QStringLiteral("lib.sqlite")));
            const int before = window.libraryView()->model()->rowCount();
            core::Experiment e;
            e.name = QStringLiteral("main-window-hiccups");
            e.kind = QStringLiteral("hiccup");
            e.params = {{QStringLiteral("duration"), 1.0}};
            ExperimentQueue *queue = window.workbench()->queue();
            queue->add(e);
            queue->start();
            const int row = queue->count() - 1;
            QTRY_COMPARE_WITH_TIMEOUT(queue->entry(row).state, ExperimentQueue::EntryState::Finished, 20000);
            QTRY_COMPARE_WITH_TIMEOUT(window.libraryView()->model()->rowCount(), before + 1, 5000);
            QString error;
            const auto run = window.runLibrary()->load(QStringLiteral("main-window-hiccups"), &error);
            QVERIFY2(run.has_value(), qPrintable(error));
            QCOMPARE(run->state, QStringLiteral("finished"));
            QVERIFY(run->channel(QStringLiteral("hiccup")) && run->channel(QStringLiteral("hiccup"))->total.totalCount() > 500);
        }
        qunsetenv("LOOPSCOPE_LIBRARY");
    }

    // Every GUI entry point stores its runs in the one library that
    // loopscope-cli reads: the benchmark dock, the Workbench queue and the
    // recording of the GUI thread's hiccups.
    void everyGuiRunIsInRunsList()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString libraryPath = dir.filePath(QStringLiteral("lib.sqlite"));
        qputenv("LOOPSCOPE_LIBRARY", libraryPath.toUtf8());
        QString benchRun, queueRun, hiccupRun;
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QTRY_VERIFY_WITH_TIMEOUT(hasUdpDevice(window.deviceTree()), 15000); // the first scan is done
            QTRY_VERIFY_WITH_TIMEOUT(!window.benchPanel()->target().isEmpty(), 5000);
            window.benchPanel()->setDurationS(1);
            QTest::mouseClick(window.benchPanel()->startButton(), Qt::LeftButton);
            QCOMPARE(window.benchSession()->state(), RunSession::State::Running);
            QTRY_COMPARE_WITH_TIMEOUT(window.benchSession()->state(), RunSession::State::Finished, 15000);
            QVERIFY(window.benchSession()->runId() > 0);
            benchRun = window.benchSession()->runName();
            // Its files sit beside the library, one folder per run.
            QVERIFY2(window.benchSession()->runDirectory().startsWith(dir.filePath(QStringLiteral("runs"))),
                     qPrintable(window.benchSession()->runDirectory()));

            window.workbench()->setRecordGuiHiccups(true);
            QVERIFY(window.workbench()->hiccupRunId() > 0);
            core::Experiment e;
            e.name = QStringLiteral("gui-queue-deadline");
            e.kind = QStringLiteral("deadline");
            e.params = {{QStringLiteral("duration"), 1.0}};
            ExperimentQueue *queue = window.workbench()->queue();
            queue->add(e);
            queue->start();
            QTRY_COMPARE_WITH_TIMEOUT(queue->entry(queue->count() - 1).state, ExperimentQueue::EntryState::Finished,
                                      20000);
            queueRun = queue->entry(queue->count() - 1).runName;
            QString error;
            const auto hiccups = window.runLibrary()->load(window.workbench()->hiccupRunId(), &error);
            QVERIFY2(hiccups.has_value(), qPrintable(error));
            hiccupRun = hiccups->name;
            window.workbench()->setRecordGuiHiccups(false);
            // The Library tab lists all three.
            QTRY_VERIFY_WITH_TIMEOUT(window.libraryView()->model()->rowCount() >= 3, 5000);
        }
        qunsetenv("LOOPSCOPE_LIBRARY");
        const loopscope::testsupport::CliResult list =
            loopscope::testsupport::runCli({QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--library"), libraryPath});
        QVERIFY2(list.finished && list.exitCode == 0, qPrintable(loopscope::testsupport::describe(list)));
        for (const QString &name : {benchRun, queueRun, hiccupRun})
            QVERIFY2(!name.isEmpty() && list.out.contains(name),
                     qPrintable(QStringLiteral("%1 not in:\n%2").arg(name, list.out)));
    }

    void benchmarkFromTheWindow()
    {
        MainWindow window;
        window.resize(1280, 820);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // Discovery of the simulated lab fills the list and the target.
        QTRY_VERIFY_WITH_TIMEOUT(hasUdpDevice(window.deviceTree()), 15000);
        // The simulated lab includes a stereo pair of RTSP cameras.
        const QStringList cameras = window.labController()->cameraUrls();
        QCOMPARE(cameras.size(), 2);
        QVERIFY(cameras.at(0).startsWith("rtsp://127.0.0.1:"));
        auto *panel = window.benchPanel();
        auto *target = panel->findChild<QLineEdit *>("targetEdit");
        QVERIFY(target);
        QTRY_VERIFY_WITH_TIMEOUT(!target->text().isEmpty(), 5000);
        QCOMPARE(target->text(), window.deviceTree()->device(0).endpoint);

        panel->findChild<QDoubleSpinBox *>("rateSpin")->setValue(1000);
        panel->findChild<QDoubleSpinBox *>("durationSpin")->setValue(10);
        auto *start = panel->findChild<QPushButton *>("startButton");
        auto *stop = panel->findChild<QPushButton *>("stopButton");
        QVERIFY(start && stop);
        QVERIFY(!stop->isEnabled());
        QTest::mouseClick(start, Qt::LeftButton);
        QCOMPARE(window.benchSession()->state(), RunSession::State::Running);
        QVERIFY(stop->isEnabled());
        QVERIFY(!start->isEnabled());

        QTest::qWait(2000);
        QVERIFY(window.percentileChart()->pointCount() > 0);
        QTRY_VERIFY_WITH_TIMEOUT(window.intervalMaxChart()->pointCount() > 0, 5000);
        QVERIFY(window.countersView()->counterValue("received") > 0);
        QCOMPARE(window.benchSession()->state(), RunSession::State::Running);
        // The run streams its interval log into its own folder while it runs.
        const QString runDir = window.benchSession()->runDirectory();
        QVERIFY2(!runDir.isEmpty(), qPrintable(window.benchSession()->warning()));
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(QDir(runDir).filePath(window.benchSession()->baseName() + ".hlog")).size() > 200, 5000);

        QTest::mouseClick(stop, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(window.benchSession()->state(), RunSession::State::Stopped, 10000);
        auto *state = panel->findChild<QLabel *>("stateLabel");
        QVERIFY(state->text().contains("stopped"));
        QVERIFY(start->isEnabled());
        QVERIFY(!stop->isEnabled());
        QCOMPARE(filesEndingWith(runDir, ".json").size(), 1); // the summary completes the run folder
        const qint64 received = window.countersView()->counterValue("received");
        QVERIFY(received > 100); // about two seconds at 1 kHz, on a possibly loaded machine

        QTemporaryDir out;
        QVERIFY(out.isValid());
        QStringList written;
        QString error;
        QVERIFY2(window.exportResultsTo(out.path(), &written, &error), qPrintable(error));
        QVERIFY(!filesEndingWith(out.path(), ".hgrm").isEmpty());
        QCOMPARE(filesEndingWith(out.path(), ".hlog").size(), 1);
        QCOMPARE(filesEndingWith(out.path(), ".json").size(), 1);
        QCOMPARE(filesEndingWith(out.path(), ".intervals.csv").size(), 1);
        QCOMPARE(filesEndingWith(out.path(), ".intervals.wide.csv").size(), 1); // the PlotJuggler shape
        QCOMPARE(filesEndingWith(out.path(), ".png").size(), 2);
        for (const QString &file : written)
            QVERIFY2(QFileInfo(file).size() > 0, qPrintable(file));

        const QString png = out.filePath("chart.png");
        QCOMPARE(window.exportPercentilePng(png), QString());
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(distinctColours(image) > 10);

        // An unwritable place gets a clear error, not a crash.
        QVERIFY(!window.exportResultsTo("/proc/loopscope-no-such-dir", &written, &error));
        QVERIFY(!error.isEmpty());
    }

    void badTargetShowsInlineError()
    {
        MainWindowOptions options;
        options.startSimulator = false;
        MainWindow window(options);
        window.show();
        auto *panel = window.benchPanel();
        panel->findChild<QLineEdit *>("targetEdit")->setText("not a target");
        QTest::mouseClick(panel->findChild<QPushButton *>("startButton"), Qt::LeftButton);
        QCOMPARE(window.benchSession()->state(), RunSession::State::Idle);
        auto *error = panel->findChild<QLabel *>("errorLabel");
        QVERIFY(error->isVisible());
        QVERIFY2(error->text().contains("HOST:PORT"), qPrintable(error->text()));

        panel->findChild<QLineEdit *>("targetEdit")->setText("127.0.0.1:99999");
        QTest::mouseClick(panel->findChild<QPushButton *>("startButton"), Qt::LeftButton);
        QVERIFY2(error->text().contains("65535"), qPrintable(error->text()));

        // A port where nobody listens: the run ends as "failed: reason",
        // shown inline (no modal dialog).
        quint16 closedPort = 0;
        {
            QUdpSocket socket;
            QVERIFY(socket.bind(QHostAddress::LocalHost, 0));
            closedPort = socket.localPort();
        }
        panel->findChild<QLineEdit *>("targetEdit")->setText(QString("127.0.0.1:%1").arg(closedPort));
        panel->findChild<QDoubleSpinBox *>("durationSpin")->setValue(3);
        QTest::mouseClick(panel->findChild<QPushButton *>("startButton"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(window.benchSession()->state(), RunSession::State::Failed, 10000);
        auto *state = panel->findChild<QLabel *>("stateLabel");
        QVERIFY2(state->text().contains("failed: "), qPrintable(state->text()));
        QVERIFY(!window.benchSession()->failureReason().isEmpty());
        QVERIFY(error->isVisible());
        QCOMPARE(error->text(), window.benchSession()->failureReason());
        QVERIFY(QApplication::activeModalWidget() == nullptr);
        QVERIFY(panel->findChild<QPushButton *>("startButton")->isEnabled());
    }

    void keyboardShortcutsStartAndStop()
    {
        MainWindowOptions options;
        options.startSimulator = true;
        MainWindow window(options);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTRY_VERIFY_WITH_TIMEOUT(hasUdpDevice(window.deviceTree()), 15000); // the first scan is done
        QTRY_VERIFY_WITH_TIMEOUT(!window.benchPanel()->target().isEmpty(), 5000);
        window.benchPanel()->setDurationS(30);
        QTest::keyClick(&window, Qt::Key_R, Qt::ControlModifier);
        QCOMPARE(window.benchSession()->state(), RunSession::State::Running);
        QTest::qWait(300);
        // Ctrl+. stops the benchmark (Esc is the E-STOP).
        QTest::keyClick(&window, Qt::Key_Period, Qt::ControlModifier);
        QTRY_COMPARE_WITH_TIMEOUT(window.benchSession()->state(), RunSession::State::Stopped, 10000);
    }

    void exportBeforeAnyRunSaysSo()
    {
        MainWindowOptions options;
        options.startSimulator = false;
        MainWindow window(options);
        // Nothing measured yet: export says so.
        QTemporaryDir out;
        QString message;
        QVERIFY(!window.exportResultsTo(out.path(), nullptr, &message));
        QVERIFY(!message.isEmpty());
    }

private:
    loopscope::testsupport::SettingsSandbox m_settingsDir;
};

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
