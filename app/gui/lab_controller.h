#pragma once
// The one owner of every simulator process the GUI starts:
//  - the simulated lab (the README's run command): loopscope-sim with UDP
//    echo devices, a moteus bus (fdcanusb lines), a Dynamixel 2.0 bus and a
//    stereo pair of cameras (loopscope-camsim behind it). It is watched: when
//    it dies the status says so at once and it is restarted;
//  - the simulated camera pair of the Video dock, which is the lab's own pair
//    when the lab runs, else one camera simulator, reused while it runs;
//  - the simulators that benchmark and Workbench runs start for themselves
//    (installed as the probe kinds' SimLabStarter): each ends with its run.
// Nothing it started outlives it, and every simulator exits with the app
// even when the app is killed (loopscope-sim --exit-with-parent).
// Discovery itself runs in DeviceController; this class says what to scan
// (the simulator's PTYs, by stable symlinks, and UDP endpoints, plus extra
// targets).

#include "devices/echo/echo_discovery.h"
#include "devices/sim/sim_lab.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

class QTimer;

namespace loopscope::app::gui {

struct SimLabConfig
{
    int echoDeviceCount = 2;
    QString moteusIds = QStringLiteral("1-3");
    QString dynamixelIds = QStringLiteral("1-4");
    int dynamixelBaud = 57600;
    // Where the simulator puts stable symlinks to its PTYs (DIR/moteus-fdcanusb,
    // DIR/dynamixel, ...). The scan and the buses use those paths, so the
    // device keys (DeviceIdentity::uniqueKey(), e.g. soft limits) survive a
    // restart. Empty: defaultPtyLinkDir().
    QString ptyLinkDir;
    // The simulated stereo pair (loopscope-camsim behind loopscope-sim). It
    // only renders and encodes while someone watches a stream.
    int cameraCount = 2;
    int cameraWidth = 1280;
    int cameraHeight = 720;
};

class LabController : public QObject
{
    Q_OBJECT
public:
    enum class LabState {
        Off = 0,    // never started, or stopped on purpose
        Running,
        Restarting, // it ended by itself; a restart is due
        Stopped,    // it ended by itself and is not restarted (see statusText())
    };
    Q_ENUM(LabState)

    // The first LabController alive owns the simulators of the runs (the
    // probe kinds' starter); further ones (tests) own only their own.
    explicit LabController(QObject *parent = nullptr);
    ~LabController() override; // stops every simulator it started

    // <app local data dir>/sim-ports (created when the simulator starts).
    static QString defaultPtyLinkDir();

    // --- the simulated lab ---
    bool startSimulator(const SimLabConfig &config, QString *error);
    void stopSimulator();
    bool simulatorRunning() const;
    LabState labState() const { return m_state; }
    // "Simulated lab running", "Simulated lab stopped (exit code 1) — restarting…", ...
    QString statusText() const { return m_statusText; }
    // Automatic restarts after the lab ended by itself (default on); at most
    // kMaxRestarts within a minute, then it stays stopped until restartSimulator().
    void setAutoRestart(bool on) { m_autoRestart = on; }
    void setRestartDelayMs(int ms) { m_restartDelayMs = ms; }
    static constexpr int kMaxRestarts = 3;
    qint64 simulatorProcessId() const;
    // The simulator's endpoints; serial buses carry their stable link path
    // in ptyPath (the PTY itself when no link could be made).
    QList<devices::SimEndpoint> endpoints() const;
    QString ptyLinkDir() const { return m_linkDir; }

    // Extra places to look, as "HOST:PORT" or "HOST:FIRST-LAST".
    void setExtraTargets(const QStringList &targets) { m_extraTargets = targets; }
    // What a scan covers now: the simulator's serial ports, and UDP targets
    // (the simulator's + the extra ones; bad extra targets go to *errors).
    QStringList serialPorts() const;
    // rtsp:// URLs of the simulated lab's cameras, left first (empty without cameras).
    QStringList cameraUrls() const;
    std::vector<devices::DiscoveryTarget> udpTargets(QStringList *errors) const;

    // --- the Video dock's simulated pair ---
    // The URLs of a simulated stereo pair of width x height: the lab's own
    // when it runs with such a pair, else a camera simulator's, started only
    // when none of that size runs. Empty with *error on failure.
    QStringList simulatedPair(int width, int height, QString *error);
    // Ends the camera simulator simulatedPair() started (not the lab's pair).
    void releaseSimulatedPair();

    // --- the simulators of runs ---
    // Starts a simulator for one run; it lives as long as the run holds the
    // pointer (ExperimentRunner lets go at the end) and never longer than this.
    std::shared_ptr<devices::SimLab> startRunSimulator(const devices::SimEchoOptions &options, QString *error,
                                                       int timeoutMs);
    int runSimulatorCount() const;

    // Every simulator process running that this started (lab, camera pair, runs).
    QList<qint64> processIds() const;

public slots:
    // Starts the lab again with the last configuration (after it stopped).
    bool restartSimulator();

signals:
    void statusChanged(const QString &text);
    void restarted(); // the lab runs again on new endpoints: scan again

private:
    void onLabExited(int exitCode, bool crashed);
    void setStatus(LabState state, const QString &text);

    std::unique_ptr<devices::SimLab> m_sim;
    SimLabConfig m_config;
    bool m_hasConfig = false;
    QString m_linkDir; // "" when the running simulator has no links
    QStringList m_extraTargets;
    LabState m_state = LabState::Off;
    QString m_statusText;
    QString m_exitText; // "exit code 1", "killed by signal 9"
    bool m_autoRestart = true;
    int m_restartDelayMs = 1000;
    QTimer *m_restartTimer = nullptr;
    std::vector<qint64> m_restartTimesMs; // of the automatic restarts, for the limit
    QElapsedTimer m_clock;

    std::unique_ptr<devices::SimLab> m_cameraSim;
    int m_cameraWidth = 0;
    int m_cameraHeight = 0;

    std::vector<std::weak_ptr<devices::SimLab>> m_runSims;
    bool m_ownsRunSimulators = false;
};

} // namespace loopscope::app::gui
