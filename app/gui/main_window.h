#pragma once
// The main window: the device tree (a dock), the benchmark panel (a dock),
// the central tabs (the percentile chart, the max-per-interval timeline and
// the counters; then one jog panel per opened actuator), the control-loop view
// and the E-STOP acknowledgements (docks), a toolbar with Scan and the big red
// E-STOP (Esc, application-wide), menus with shortcuts, a status bar, and
// persistent settings. It assembles the docks (BenchDock, WorkbenchDock,
// LibraryView, devices, video, control loop), each of which owns its
// controller, and holds no measurement logic.

#include "app/gui/lab_controller.h"
#include "widgets/device_tree.h"

#include <QList>
#include <memory>
#include <QMainWindow>
#include <QString>
#include <QStringList>

class QAction;
class QLabel;
class QDockWidget;
class QMenu;
class QTabWidget;
class QToolBar;

namespace loopscope::core {
class RunLibrary;
}

namespace loopscope::widgets {
class CountersView;
class EstopButton;
class IntervalMaxChart;
class LinkBudgetView;
class LiveRunView;
class PercentileChart;
class SafetyBar;
class StopAckTable;
} // namespace loopscope::widgets

namespace loopscope::app::gui {

struct Preferences;
class BenchDock;
class BenchPanel;
class DevicesDock;
class LoopDock;
class RunSession;
class SafetyDock;
class LibraryView;
class WorkbenchDock;
class DeviceController;
class FleetDock;
class JogArea;
class SessionRecording;

struct MainWindowOptions
{
    bool startSimulator = true; // start loopscope-sim and scan it (--no-sim turns it off)
    int simDeviceCount = 2;
    SimLabConfig simConfig;       // the servo buses of the simulated lab
    bool enumeratePorts = true;   // also scan /dev/ttyUSB* and /dev/ttyACM*
    QString openDevice;           // after the first scan, open the jog panel of this device
                                  // (its unique key, or "moteus:ID" / "dynamixel2:ID")
    bool autostartBench = false;  // start a benchmark on the first device found
    QStringList extraScanTargets; // "HOST:PORT" or "HOST:FIRST-LAST"
    bool openLabCameras = false;  // show the lab's stereo pair in the video dock at start
    // The soak benchmark (bench/soak.sh): when > 0, after the first scan the
    // UDP benchmark (1 kHz, first device) and a host-hiccup experiment in the
    // Workbench run side by side for soakS seconds with intervals of
    // soakIntervalS, their two live views shown in turn (main_window_soak.cpp).
    double soakS = 0;
    double soakIntervalS = 0.1;
    // The Fleet tab: connect to this broker at start (else as the settings
    // say), and run this kind with its defaults on every online agent that
    // offers it once one is there (the manual's screenshots).
    QString fleetBroker;
    QString fleetRunKind;
};

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(const MainWindowOptions &options = {}, QWidget *parent = nullptr);
    ~MainWindow() override; // saves the settings, stops a run and the simulator

    BenchDock *benchDock() const { return m_benchDock; }
    BenchPanel *benchPanel() const;
    RunSession *benchSession() const; // the benchmark dock's runs
    LabController *labController() const { return m_lab; }
    widgets::DeviceTree *deviceTree() const;
    DeviceController *deviceController() const;
    JogArea *jogArea() const { return m_jogArea; }
    widgets::EstopButton *estopButton() const;
    widgets::StopAckTable *stopAckTable() const;
    widgets::SafetyBar *safetyBar() const;
    widgets::LinkBudgetView *linkBudgetView() const;
    QTabWidget *centralTabs() const { return m_centralTabs; }
    QAction *scanAction() const;
    QAction *estopAction() const;
    QAction *releaseEstopAction() const;
    // The benchmark dock's live view.
    widgets::PercentileChart *percentileChart() const;
    widgets::IntervalMaxChart *intervalMaxChart() const;
    widgets::CountersView *countersView() const;
    // The benchmark workbench: experiments queue and result library.
    WorkbenchDock *workbench() const { return m_workbench; }
    LibraryView *libraryView() const { return m_libraryView; }
    FleetDock *fleetDock() const { return m_fleetDock; }
    core::RunLibrary *runLibrary() const { return m_library.get(); }

    // The export behind File > Export results…: .hgrm, .hlog, .json (with the
    // environment fingerprint), .csv and a PNG of each chart into dir.
    bool exportResultsTo(const QString &dir, QStringList *written, QString *error);
    QString exportPercentilePng(const QString &path) const; // empty on success
    QString exportIntervalMaxPng(const QString &path) const;

    void saveSettings() const;
    // Stores them and applies what takes effect at once (angle unit, theme).
    void applyPreferences(const Preferences &preferences);

    // Dock layouts (main_window_layout.cpp): the default arrangement (also
    // View > Reset layout) and named layouts kept in the settings.
    void applyDefaultLayout();
    QStringList savedLayoutNames() const;
    void saveLayoutAs(const QString &name);
    bool restoreNamedLayout(const QString &name);
    void deleteNamedLayout(const QString &name);
    QToolBar *safetyToolBar() const { return m_safetyToolBar; }
    // File > Record session (main_window_recording.cpp).
    SessionRecording *sessionRecording() const { return m_sessionRecording; }
    QAction *recordSessionAction() const { return m_recordAction; }
    // interactive: a failure is said in a message box, else on stderr (at
    // start from --record, and when the window closes).
    bool startRecordingTo(const QString &path, bool interactive = true);
    void stopRecording(bool interactive = true);
    QDockWidget *videoDock() const;

public slots:
    void scanDevices();
    void raiseEstop();
    void releaseEstop();
    // Opens the jog panel of an actuator (DeviceIdentity::uniqueKey()).
    void openActuator(const QString &key);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void openLibrary();
    void buildMenus();
    void loadSettings();
    void startLab();
    void onScanFinished(const QList<widgets::DeviceTreeEntry> &entries);
    void buildDeviceSide();  // main_window_devices.cpp
    void buildWorkbench();   // main_window_workbench.cpp
    void startSoak();        // main_window_soak.cpp
    void buildRecording();   // main_window_recording.cpp
    void buildLayoutsMenu(QMenu *view);
    void rebuildLayoutsMenu();
    void restoreLayout(const QByteArray &state);
    void buildHelpMenu();
    void buildEditMenu();
    void editPreferences();

    MainWindowOptions m_options;
    LabController *m_lab = nullptr;
    // The result library: the benchmark, workbench and library docks use it;
    // ~MainWindow ends their runs before this member goes.
    std::unique_ptr<core::RunLibrary> m_library;
    QTabWidget *m_centralTabs = nullptr;
    BenchDock *m_benchDock = nullptr;
    DevicesDock *m_devicesDock = nullptr;
    SafetyDock *m_safetyDock = nullptr;
    LoopDock *m_loopDock = nullptr;
    JogArea *m_jogArea = nullptr;
    WorkbenchDock *m_workbench = nullptr;
    LibraryView *m_libraryView = nullptr;
    FleetDock *m_fleetDock = nullptr;
    QLabel *m_labStatus = nullptr;
    QToolBar *m_safetyToolBar = nullptr;
    SessionRecording *m_sessionRecording = nullptr;
    QAction *m_recordAction = nullptr;
    QLabel *m_recordingLabel = nullptr;
    QMenu *m_layoutsMenu = nullptr;
    QAction *m_quitAction = nullptr;
    bool m_openDevicePending = false;
    bool m_autostartPending = false;
    bool m_soakPending = false;
};

} // namespace loopscope::app::gui
