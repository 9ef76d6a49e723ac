#include "app/gui/main_window.h"

#include "app/gui/bench_dock.h"
#include "app/gui/bench_panel.h"
#include "app/gui/fleet_dock.h"
#include "app/gui/run_session.h"
#include "app/gui/devices_dock.h"
#include "app/gui/help_dialogs.h"
#include "app/gui/jog_area.h"
#include "app/gui/preferences.h"
#include "app/gui/loop_dock.h"
#include "app/gui/safety_dock.h"
#include "app/gui/lab_controller.h"
#include "app/gui/lab_status_label.h"
#include "app/gui/settings_keys.h"
#include "app/gui/library_view.h"
#include "app/gui/video_dock.h"
#include "app/gui/workbench_dock.h"
#include "core/experiment/experiment.h"
#include "core/library/run_library.h"
#include "devices/bench/device_probe_kinds.h"
#include "widgets/counters_view.h"
#include "widgets/device_tree.h"
#include "widgets/estop_button.h"
#include "widgets/interval_max_chart.h"
#include "widgets/live_run_view.h"
#include "widgets/percentile_chart.h"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QScreen>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QTimer>
#include <QVBoxLayout>

namespace loopscope::app::gui {

namespace keys = settings;

MainWindow::MainWindow(const MainWindowOptions &options, QWidget *parent)
    : QMainWindow(parent), m_options(options), m_autostartPending(options.autostartBench)
{
    // The device probe kinds (udp-echo, control-loop, video) are what the
    // benchmark dock and the Workbench run; registering twice is harmless.
    devices::registerDeviceProbeKinds(core::ProbeRegistry::instance());
    m_openDevicePending = !options.openDevice.isEmpty();
    m_soakPending = options.soakS > 0;
    setWindowTitle(tr("Loopscope"));
    m_lab = new LabController(this);
    m_lab->setExtraTargets(options.extraScanTargets);
    openLibrary();

    m_benchDock = new BenchDock(m_library.get(), this);
    addDockWidget(Qt::LeftDockWidgetArea, m_benchDock);
    connect(m_benchDock, &BenchDock::statusMessage, this,
            [this](const QString &text, int timeoutMs) { statusBar()->showMessage(text, timeoutMs); });
    m_centralTabs = new QTabWidget;
    m_centralTabs->setObjectName(QStringLiteral("centralTabs"));
    m_centralTabs->setDocumentMode(true);
    m_centralTabs->addTab(m_benchDock->liveView(), tr("UDP benchmark"));
    setCentralWidget(m_centralTabs);

    m_labStatus = new LabStatusLabel(m_lab, this); // follows the simulator's real state
    statusBar()->addPermanentWidget(m_labStatus);
    connect(m_lab, &LabController::restarted, this, &MainWindow::scanDevices);
    m_quitAction = new QAction(tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    buildWorkbench();      // experiments, result library, comparison, reports (fixed tabs)
    buildDeviceSide();     // jog panels open as closable tabs after the fixed ones
    QDockWidget *cameras = createVideoDock(this, m_lab); // cameras, stereo view, calibration, tracking (video_dock.h)
    if (auto *video = qobject_cast<VideoDock *>(cameras->widget()))
        m_devicesDock->setCameraSource(video->controller()); // the device tree lists its cameras
    buildRecording();      // File > Record session (after the docks it listens to)
    buildMenus();

    connect(deviceTree(), &widgets::DeviceTree::endpointSelected, m_benchDock->panel(), &BenchPanel::setTarget);
    // A benchmark run is in the library as soon as it starts and again when it ends.
    connect(m_benchDock->session(), &RunSession::stateChanged, m_libraryView, &LibraryView::refresh);

    // Within the screen: a 1366×768 laptop shows everything, a larger screen
    // gets a roomier window (the stored geometry wins after the first run).
    const QRect screen = QGuiApplication::primaryScreen() ? QGuiApplication::primaryScreen()->availableGeometry()
                                                          : QRect(0, 0, 1366, 768);
    resize(std::min(1600, screen.width()), std::min(1000, screen.height()));
    applyDefaultLayout();
    loadSettings();
    // Start the lab once the event loop runs, so the window shows at once.
    QTimer::singleShot(0, this, &MainWindow::startLab);
}

MainWindow::~MainWindow()
{
    saveSettings();
    // The result library (a member) goes before the child docks do: the runs
    // that use it end and are stored now.
    m_benchDock->shutDown();
    m_workbench->shutDown();
    // Then the recording, with those runs' last intervals and counters in
    // it, is completed before the buses and cameras go (no dialog now).
    stopRecording(/*interactive=*/false);
    m_fleetDock->shutDown();
    m_libraryView->emptyTrash();
}

void MainWindow::openLibrary()
{
    m_library = std::make_unique<core::RunLibrary>();
    QString error;
    const QString path = core::RunLibrary::defaultPath();
    if (!m_library->open(path, &error))
        statusBar()->showMessage(tr("The result library %1 cannot be opened: %2. Runs are not stored.").arg(path, error));
}

BenchPanel *MainWindow::benchPanel() const
{
    return m_benchDock->panel();
}

RunSession *MainWindow::benchSession() const
{
    return m_benchDock->session();
}

widgets::PercentileChart *MainWindow::percentileChart() const
{
    return m_benchDock->liveView()->percentileChart();
}

widgets::IntervalMaxChart *MainWindow::intervalMaxChart() const
{
    return m_benchDock->liveView()->intervalMaxChart();
}

widgets::CountersView *MainWindow::countersView() const
{
    return m_benchDock->liveView()->countersView();
}

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_benchDock->exportAction());
    file->addAction(m_benchDock->exportPercentileAction());
    file->addAction(m_benchDock->exportIntervalAction());
    file->addSeparator();
    file->addAction(m_recordAction);
    file->addSeparator();
    file->addAction(m_quitAction);

    buildEditMenu();
    QMenu *bench = menuBar()->addMenu(tr("&Benchmark"));
    bench->addAction(m_benchDock->startAction());
    bench->addAction(m_benchDock->stopAction());

    QMenu *devices = menuBar()->addMenu(tr("&Devices"));
    devices->addAction(scanAction());
    devices->addAction(m_devicesDock->cancelScanAction());
    devices->addSeparator();
    devices->addAction(estopAction());
    devices->addAction(releaseEstopAction());

    QMenu *workbench = menuBar()->addMenu(tr("&Workbench"));
    workbench->addActions(m_workbench->menuActions());
    QMenu *library = menuBar()->addMenu(tr("&Library"));
    library->addActions(m_libraryView->actions());

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_devicesDock->toggleViewAction());
    view->addAction(m_benchDock->toggleViewAction());
    view->addAction(m_loopDock->toggleViewAction());
    view->addAction(m_safetyDock->toggleViewAction());
    if (auto *video = findChild<QDockWidget *>(QStringLiteral("videoDock")))
        view->addAction(video->toggleViewAction());
    view->addSeparator();
    buildLayoutsMenu(view);
    view->addSeparator();
    QAction *logY = view->addAction(tr("&Logarithmic latency axis"));
    logY->setCheckable(true);
    widgets::PercentileChart *percentile = percentileChart();
    connect(logY, &QAction::toggled, percentile, &widgets::PercentileChart::setLogScaleY);
    logY->setChecked(percentile->logScaleY());
    connect(percentile, &widgets::PercentileChart::logScaleYChanged, logY, &QAction::setChecked);
    buildHelpMenu();
}

void MainWindow::buildEditMenu()
{
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *preferences = edit->addAction(tr("&Preferences…"));
    preferences->setObjectName(QStringLiteral("preferencesAction"));
    preferences->setShortcut(QKeySequence::Preferences);
    if (preferences->shortcut().isEmpty())
        preferences->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    preferences->setMenuRole(QAction::PreferencesRole);
    connect(preferences, &QAction::triggered, this, &MainWindow::editPreferences);
}

void MainWindow::editPreferences()
{
    PreferencesDialog dialog(Preferences::load(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    applyPreferences(dialog.preferences());
}

void MainWindow::applyPreferences(const Preferences &preferences)
{
    const Preferences before = Preferences::load();
    preferences.save();
    m_jogArea->setAngleUnit(preferences.angleUnit);
    if (preferences.theme != before.theme)
        applyTheme(preferences.theme);
    if (preferences.language != before.language || preferences.dataFolder != before.dataFolder)
        statusBar()->showMessage(tr("The new language or data folder takes effect when Loopscope starts next."), 8000);
}

void MainWindow::buildHelpMenu()
{
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *manual = help->addAction(tr("&Manual"));
    manual->setObjectName(QStringLiteral("manualAction"));
    manual->setShortcut(QKeySequence::HelpContents);
    connect(manual, &QAction::triggered, this, [this] {
        auto *dialog = new ManualDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    QAction *shortcuts = help->addAction(tr("&Keyboard shortcuts"));
    shortcuts->setObjectName(QStringLiteral("shortcutsAction"));
    shortcuts->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    connect(shortcuts, &QAction::triggered, this, [this] {
        auto *dialog = new ShortcutsDialog(this, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    help->addSeparator();
    QAction *about = help->addAction(tr("&About Loopscope"));
    about->setObjectName(QStringLiteral("aboutAction"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, [this] {
        auto *dialog = new AboutDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
}

void MainWindow::loadSettings()
{
    QSettings s;
    restoreGeometry(s.value(keys::kWindowGeometry).toByteArray());
    const QByteArray state = s.value(keys::kWindowState).toByteArray();
    if (!state.isEmpty())
        restoreLayout(state);
}

void MainWindow::saveSettings() const
{
    m_benchDock->saveSettings();
    m_fleetDock->saveSettings();
    QSettings s;
    s.setValue(keys::kWindowGeometry, saveGeometry());
    s.setValue(keys::kWindowState, saveState());
    s.sync();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::startLab()
{
    if (m_options.startSimulator) {
        QString error;
        SimLabConfig config = m_options.simConfig;
        config.echoDeviceCount = m_options.simDeviceCount;
        if (m_lab->startSimulator(config, &error)) {
            m_labStatus->setText(tr("Simulated lab running"));
            const QStringList cameras = m_lab->cameraUrls();
            if (m_options.openLabCameras && cameras.size() >= 2) {
                // A new user sees the simulated stereo pair live, with its latency, at once.
                if (auto *dock = findChild<QDockWidget *>(QStringLiteral("videoDock"))) {
                    dock->show();
                    dock->raise();
                    if (auto *video = qobject_cast<VideoDock *>(dock->widget()))
                        video->showCameras(cameras.at(0), cameras.at(1));
                }
            }
        } else {
            m_labStatus->setText(tr("Simulated lab not running"));
            deviceTree()->setStatusText(tr("The simulated lab could not start: %1").arg(error));
            statusBar()->showMessage(tr("The simulated lab could not start: %1").arg(error));
        }
    } else {
        m_labStatus->setText(tr("Simulated lab off (--no-sim)"));
    }
    scanDevices();
}

bool MainWindow::exportResultsTo(const QString &dir, QStringList *written, QString *error)
{
    return m_benchDock->exportResultsTo(dir, written, error);
}

QString MainWindow::exportPercentilePng(const QString &path) const
{
    return percentileChart()->exportPng(path);
}

QString MainWindow::exportIntervalMaxPng(const QString &path) const
{
    return intervalMaxChart()->exportPng(path);
}

} // namespace loopscope::app::gui
