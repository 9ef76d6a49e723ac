#include "app/gui/main_window.h"

#include "app/gui/bench_panel.h"
#include "app/gui/device_controller.h"
#include "app/gui/lab_controller.h"
#include "app/gui/settings_keys.h"
#include "app/gui/library_view.h"
#include "app/gui/video_dock.h"
#include "app/gui/workbench_dock.h"
#include "core/library/run_library.h"
#include "widgets/counters_view.h"
#include "widgets/device_tree.h"
#include "widgets/estop_button.h"
#include "widgets/interval_max_chart.h"
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
    m_openDevicePending = !options.openDevice.isEmpty();
    setWindowTitle(tr("Loopscope"));
    m_bench = new BenchController(this);
    m_lab = new LabController(this);
    m_lab->setExtraTargets(options.extraScanTargets);

    // Central area: the two charts side by side, the counters below.
    m_percentile = new widgets::PercentileChart;
    m_percentile->setObjectName(QStringLiteral("percentileChart"));
    m_intervalMax = new widgets::IntervalMaxChart;
    m_intervalMax->setObjectName(QStringLiteral("intervalMaxChart"));
    m_counters = new widgets::CountersView;
    m_counters->setObjectName(QStringLiteral("countersView"));
    auto *charts = new QSplitter(Qt::Horizontal);
    charts->addWidget(m_percentile);
    charts->addWidget(m_intervalMax);
    charts->setStretchFactor(0, 3);
    charts->setStretchFactor(1, 2);
    auto *central = new QSplitter(Qt::Vertical);
    central->setObjectName(QStringLiteral("centralSplitter"));
    central->addWidget(charts);
    central->addWidget(m_counters);
    central->setStretchFactor(0, 1);
    central->setStretchFactor(1, 0);
    m_centralTabs = new QTabWidget;
    m_centralTabs->setObjectName(QStringLiteral("centralTabs"));
    m_centralTabs->setDocumentMode(true);
    m_centralTabs->addTab(central, tr("UDP benchmark"));
    setCentralWidget(m_centralTabs);

    m_devices = new widgets::DeviceTree;
    m_devices->setObjectName(QStringLiteral("deviceList"));
    m_deviceDock = new QDockWidget(tr("Devices"), this);
    m_deviceDock->setObjectName(QStringLiteral("devicesDock"));
    m_deviceDock->setWidget(m_devices);
    addDockWidget(Qt::LeftDockWidgetArea, m_deviceDock);

    m_panel = new BenchPanel;
    m_panel->setObjectName(QStringLiteral("benchPanel"));
    m_benchDock = new QDockWidget(tr("Benchmark"), this);
    m_benchDock->setObjectName(QStringLiteral("benchDock"));
    m_benchDock->setWidget(m_panel);
    addDockWidget(Qt::LeftDockWidgetArea, m_benchDock);

    m_labStatus = new QLabel(this);
    statusBar()->addPermanentWidget(m_labStatus);

    buildActions();
    buildWorkbench();      // issue 5: experiments, result library, comparison, reports (fixed tabs)
    buildDeviceSide();     // jog panels open as closable tabs after the fixed ones
    createVideoDock(this); // issue 4: cameras, stereo view, calibration, tracking (video_dock.h)
    buildMenus();

    connect(m_panel, &BenchPanel::startRequested, this, &MainWindow::startBench);
    connect(m_panel, &BenchPanel::stopRequested, this, &MainWindow::stopBench);
    connect(m_devices, &widgets::DeviceTree::endpointSelected, m_panel, &BenchPanel::setTarget);
    connect(m_bench, &BenchController::updated, this, &MainWindow::onBenchUpdated);
    connect(m_bench, &BenchController::stateChanged, this, &MainWindow::onBenchStateChanged);

    // Big enough for the tree, a jog panel and the control-loop view, within the screen.
    const QRect screen = QGuiApplication::primaryScreen() ? QGuiApplication::primaryScreen()->availableGeometry()
                                                          : QRect(0, 0, 1280, 820);
    resize(std::min(1560, screen.width() - 40), std::min(960, screen.height() - 40));
    resizeDocks({m_deviceDock, m_benchDock}, {440, 440}, Qt::Horizontal);
    resizeDocks({m_loopDock}, {340}, Qt::Horizontal);
    loadSettings();
    onBenchStateChanged();
    // Start the lab once the event loop runs, so the window shows at once.
    QTimer::singleShot(0, this, &MainWindow::startLab);
}

MainWindow::~MainWindow()
{
    saveSettings();
    // They hold the result library; it is a member and goes before the children would.
    delete m_workbench;
    delete m_libraryView;
}

void MainWindow::buildActions()
{
    m_startAction = new QAction(tr("&Start benchmark"), this);
    m_startAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(m_startAction, &QAction::triggered, this, &MainWindow::startBench);

    m_stopAction = new QAction(tr("S&top benchmark"), this);
    // Esc belongs to the E-STOP.
    m_stopAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    connect(m_stopAction, &QAction::triggered, this, &MainWindow::stopBench);

    m_exportAction = new QAction(tr("&Export results…"), this);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::exportResultsInteractive);

    m_exportPercentileAction = new QAction(tr("Export &percentile chart as PNG…"), this);
    connect(m_exportPercentileAction, &QAction::triggered, this, [this] { exportChartInteractive(true); });
    m_exportIntervalAction = new QAction(tr("Export &interval chart as PNG…"), this);
    connect(m_exportIntervalAction, &QAction::triggered, this, [this] { exportChartInteractive(false); });

    m_scanAction = new QAction(tr("S&can for devices"), this);
    m_scanAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_scanAction, &QAction::triggered, this, &MainWindow::scanDevices);

    m_quitAction = new QAction(tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
}

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_exportAction);
    file->addAction(m_exportPercentileAction);
    file->addAction(m_exportIntervalAction);
    file->addSeparator();
    file->addAction(m_quitAction);

    QMenu *bench = menuBar()->addMenu(tr("&Benchmark"));
    bench->addAction(m_startAction);
    bench->addAction(m_stopAction);

    QMenu *devices = menuBar()->addMenu(tr("&Devices"));
    devices->addAction(m_scanAction);
    devices->addAction(m_cancelScanAction);
    devices->addSeparator();
    devices->addAction(m_estopAction);
    devices->addAction(m_releaseEstopAction);

    QMenu *workbench = menuBar()->addMenu(tr("&Workbench"));
    workbench->addActions(m_workbench->menuActions());
    QMenu *library = menuBar()->addMenu(tr("&Library"));
    library->addActions(m_libraryView->actions());

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_deviceDock->toggleViewAction());
    view->addAction(m_benchDock->toggleViewAction());
    view->addAction(m_loopDock->toggleViewAction());
    view->addAction(m_estopDock->toggleViewAction());
    if (auto *video = findChild<QDockWidget *>(QStringLiteral("videoDock")))
        view->addAction(video->toggleViewAction());
    QAction *logY = view->addAction(tr("&Logarithmic latency axis"));
    logY->setCheckable(true);
    connect(logY, &QAction::toggled, m_percentile, &widgets::PercentileChart::setLogScaleY);
    logY->setChecked(m_percentile->logScaleY());
    connect(m_percentile, &widgets::PercentileChart::logScaleYChanged, logY, &QAction::setChecked);
}

void MainWindow::loadSettings()
{
    QSettings s;
    m_panel->setTarget(s.value(keys::kBenchTarget).toString());
    m_panel->setRateHz(s.value(keys::kBenchRateHz, 1000.0).toDouble());
    m_panel->setPayloadBytes(s.value(keys::kBenchPayloadBytes, 64).toInt());
    m_panel->setDurationS(s.value(keys::kBenchDurationS, 10.0).toDouble());
    m_panel->setWarmupS(s.value(keys::kBenchWarmupS, 0.0).toDouble());
    m_percentile->setLogScaleY(s.value(keys::kPercentileLogY, false).toBool());
    restoreGeometry(s.value(keys::kWindowGeometry).toByteArray());
    restoreState(s.value(keys::kWindowState).toByteArray());
}

void MainWindow::saveSettings() const
{
    QSettings s;
    s.setValue(keys::kBenchTarget, m_panel->target());
    s.setValue(keys::kBenchRateHz, m_panel->rateHz());
    s.setValue(keys::kBenchPayloadBytes, m_panel->payloadBytes());
    s.setValue(keys::kBenchDurationS, m_panel->durationS());
    s.setValue(keys::kBenchWarmupS, m_panel->warmupS());
    s.setValue(keys::kPercentileLogY, m_percentile->logScaleY());
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
            m_devices->setStatusText(tr("The simulated lab could not start: %1").arg(error));
            statusBar()->showMessage(tr("The simulated lab could not start: %1").arg(error));
        }
    } else {
        m_labStatus->setText(tr("Simulated lab off (--no-sim)"));
    }
    scanDevices();
}

void MainWindow::startBench()
{
    if (m_bench->state() == BenchController::State::Running)
        return;
    m_panel->setError({});
    core::UdpProbeConfig config;
    QString error;
    if (!m_panel->config(&config, &error)) {
        m_panel->setError(error);
        statusBar()->showMessage(tr("Cannot start: %1").arg(error), 8000);
        return;
    }
    m_percentile->clear();
    m_intervalMax->clear();
    m_counters->clear();
    m_intervalsShown = 0;
    m_tickCount = 0;
    if (!m_bench->start(config, &error)) {
        m_panel->setError(error);
        statusBar()->showMessage(tr("Cannot start: %1").arg(error), 8000);
        return;
    }
    saveSettings(); // remember what was run, even if the app is killed
    statusBar()->showMessage(tr("Benchmark of %1 started.").arg(m_panel->target()), 3000);
}

void MainWindow::stopBench()
{
    m_bench->stop();
}

QString MainWindow::channelTitle(const QString &tag) const
{
    if (tag == QLatin1String("latency"))
        return tr("Latency (corrected)");
    if (tag == QLatin1String("service"))
        return tr("Service time");
    return tag;
}

void MainWindow::onBenchUpdated()
{
    const core::RunCollector *collector = m_bench->collector();
    if (!collector)
        return;
    const bool running = m_bench->state() == BenchController::State::Running;
    const QStringList tags = collector->tags();
    // The percentile curves need a walk over the histogram: 10 Hz is plenty.
    if (!running || m_tickCount++ % 3 == 0) {
        std::vector<widgets::PercentileRow> rows;
        for (const QString &tag : tags) {
            const core::HdrHistogram &total = collector->total(tag);
            rows.push_back(widgets::PercentileRow::fromHistogram(channelTitle(tag), total));
            if (total.totalCount() == 0)
                continue;
            std::vector<widgets::PercentilePoint> points;
            for (const core::HdrHistogram::PercentileStep &step : total.percentileSteps(5))
                points.push_back({step.percentile, static_cast<double>(step.value) / 1000.0});
            m_percentile->setSeries(channelTitle(tag), points);
        }
        m_counters->setPercentileRows(rows);
    }
    const std::vector<core::IntervalStats> &intervals = collector->intervals();
    for (; m_intervalsShown < intervals.size(); ++m_intervalsShown) {
        const core::IntervalStats &interval = intervals[m_intervalsShown];
        if (interval.count > 0)
            m_intervalMax->appendPoint(channelTitle(interval.tag), interval.startS + interval.lengthS,
                                       static_cast<double>(interval.maxNs) / 1000.0);
    }
    m_counters->setCounters(m_bench->counters());
    m_panel->setProgress(m_bench->progress());
    if (running)
        m_panel->setStateText(m_bench->probeStateName());
    const QString warning = m_bench->warning();
    if (!warning.isEmpty())
        statusBar()->showMessage(warning, 2000);
}

void MainWindow::onBenchStateChanged()
{
    const BenchController::State state = m_bench->state();
    const bool running = state == BenchController::State::Running;
    m_panel->setRunning(running);
    m_panel->setStateText(m_bench->stateText());
    m_startAction->setEnabled(!running);
    m_stopAction->setEnabled(running);
    m_exportAction->setEnabled(m_bench->hasResults());
    if (state == BenchController::State::Failed) {
        m_panel->setError(m_bench->failureReason());
        statusBar()->showMessage(tr("Benchmark failed: %1").arg(m_bench->failureReason()));
    } else if (state == BenchController::State::Finished || state == BenchController::State::Stopped) {
        m_panel->setProgress(state == BenchController::State::Finished ? 1.0 : m_bench->progress());
        if (m_bench->runDirectory().isEmpty())
            statusBar()->showMessage(tr("Benchmark %1.").arg(m_bench->stateText()), 8000);
        else
            statusBar()->showMessage(tr("Benchmark %1; files kept in %2").arg(m_bench->stateText(), m_bench->runDirectory()), 8000);
    }
}

bool MainWindow::exportResultsTo(const QString &dir, QStringList *written, QString *error)
{
    QStringList files;
    if (!m_bench->exportResults(dir, &files, error)) {
        if (written)
            *written = files;
        return false;
    }
    const QString stem = QDir(dir).filePath(m_bench->baseName());
    const QString percentilePng = stem + QStringLiteral(".percentiles.png");
    const QString intervalPng = stem + QStringLiteral(".interval-max.png");
    QString pngError = exportPercentilePng(percentilePng);
    if (pngError.isEmpty()) {
        files << percentilePng;
        pngError = exportIntervalMaxPng(intervalPng);
        if (pngError.isEmpty())
            files << intervalPng;
    }
    if (written)
        *written = files;
    if (!pngError.isEmpty()) {
        *error = pngError;
        return false;
    }
    return true;
}

QString MainWindow::exportPercentilePng(const QString &path) const
{
    return m_percentile->exportPng(path);
}

QString MainWindow::exportIntervalMaxPng(const QString &path) const
{
    return m_intervalMax->exportPng(path);
}

void MainWindow::exportResultsInteractive()
{
    QSettings s;
    const QString start =
        s.value(keys::kLastExportDir, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
            .toString();
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Export results into folder"), start);
    if (dir.isEmpty())
        return;
    s.setValue(keys::kLastExportDir, dir);
    QStringList written;
    QString error;
    if (!exportResultsTo(dir, &written, &error)) {
        showError(tr("Export failed"), tr("The results could not be exported to %1:\n%2").arg(dir, error));
        return;
    }
    QStringList names;
    for (const QString &file : std::as_const(written))
        names << QFileInfo(file).fileName();
    statusBar()->showMessage(tr("Exported to %1: %2").arg(dir, names.join(QStringLiteral(", "))), 8000);
}

void MainWindow::exportChartInteractive(bool percentile)
{
    QSettings s;
    const QString dir = s.value(keys::kLastExportDir, QDir::homePath()).toString();
    const QString name = percentile ? QStringLiteral("percentiles.png") : QStringLiteral("interval-max.png");
    const QString path = QFileDialog::getSaveFileName(this, tr("Export chart as PNG"),
                                                      QDir(dir).filePath(name), tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    const QString error = percentile ? exportPercentilePng(path) : exportIntervalMaxPng(path);
    if (!error.isEmpty()) {
        showError(tr("Export failed"), error);
        return;
    }
    statusBar()->showMessage(tr("Chart saved to %1.").arg(path), 8000);
}

void MainWindow::showError(const QString &title, const QString &message)
{
    // Window-modal but not blocking: no nested event loop.
    auto *box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    statusBar()->showMessage(message, 10000);
}

} // namespace loopscope::app::gui
