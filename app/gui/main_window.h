#pragma once
// The main window: the device list (a dock), the benchmark panel (a dock),
// the percentile chart, the max-per-interval timeline and the counters in the
// central area, menus with shortcuts, a status bar, and persistent settings.
// It wires views to BenchController and LabController and holds no
// measurement logic itself.

#include "app/gui/bench_controller.h"

#include <QList>
#include <QMainWindow>
#include <QString>
#include <QStringList>

class QAction;
class QLabel;
class QDockWidget;

namespace loopscope::widgets {
class CountersView;
class DeviceList;
class IntervalMaxChart;
class PercentileChart;
struct DeviceInfo;
} // namespace loopscope::widgets

namespace loopscope::app::gui {

class BenchPanel;
class LabController;

struct MainWindowOptions
{
    bool startSimulator = true; // start loopscope-sim and scan it (--no-sim turns it off)
    int simDeviceCount = 2;
    bool autostartBench = false;  // start a benchmark on the first device found
    QStringList extraScanTargets; // "HOST:PORT" or "HOST:FIRST-LAST"
};

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(const MainWindowOptions &options = {}, QWidget *parent = nullptr);
    ~MainWindow() override; // saves the settings, stops a run and the simulator

    BenchPanel *benchPanel() const { return m_panel; }
    BenchController *benchController() const { return m_bench; }
    LabController *labController() const { return m_lab; }
    widgets::DeviceList *deviceList() const { return m_devices; }
    widgets::PercentileChart *percentileChart() const { return m_percentile; }
    widgets::IntervalMaxChart *intervalMaxChart() const { return m_intervalMax; }
    widgets::CountersView *countersView() const { return m_counters; }

    // The export behind File > Export results…: .hgrm, .hlog, .json (with the
    // environment fingerprint), .csv and a PNG of each chart into dir.
    bool exportResultsTo(const QString &dir, QStringList *written, QString *error);
    QString exportPercentilePng(const QString &path) const; // empty on success
    QString exportIntervalMaxPng(const QString &path) const;

    void saveSettings() const;

public slots:
    void startBench();
    void stopBench();
    void scanDevices();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void buildActions();
    void buildMenus();
    void loadSettings();
    void startLab();
    void onScanFinished(const QList<widgets::DeviceInfo> &devices, const QStringList &errors);
    void onBenchUpdated();
    void onBenchStateChanged();
    void exportResultsInteractive();
    void exportChartInteractive(bool percentile);
    void showError(const QString &title, const QString &message);
    QString channelTitle(const QString &tag) const;

    MainWindowOptions m_options;
    BenchController *m_bench = nullptr;
    LabController *m_lab = nullptr;
    BenchPanel *m_panel = nullptr;
    widgets::DeviceList *m_devices = nullptr;
    widgets::PercentileChart *m_percentile = nullptr;
    widgets::IntervalMaxChart *m_intervalMax = nullptr;
    widgets::CountersView *m_counters = nullptr;
    QDockWidget *m_deviceDock = nullptr;
    QDockWidget *m_benchDock = nullptr;
    QLabel *m_labStatus = nullptr;

    QAction *m_startAction = nullptr;
    QAction *m_stopAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_exportPercentileAction = nullptr;
    QAction *m_exportIntervalAction = nullptr;
    QAction *m_scanAction = nullptr;
    QAction *m_quitAction = nullptr;

    std::size_t m_intervalsShown = 0;
    int m_tickCount = 0;
    bool m_autostartPending = false;
};

} // namespace loopscope::app::gui
