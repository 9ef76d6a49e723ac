#pragma once
// The simulated lab the GUI starts (the README's run command): loopscope-sim
// with UDP echo devices, a moteus bus (fdcanusb lines) and a Dynamixel 2.0
// bus, so a new user sees servos at once. Discovery itself runs in
// DeviceController; this class says what to scan (the simulator's PTYs, by
// stable symlinks, and UDP endpoints, plus extra targets).

#include "devices/echo/echo_discovery.h"
#include "devices/sim/sim_lab.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

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
    explicit LabController(QObject *parent = nullptr);
    ~LabController() override; // stops the simulator

    // <app local data dir>/sim-ports (created when the simulator starts).
    static QString defaultPtyLinkDir();

    bool startSimulator(const SimLabConfig &config, QString *error);
    void stopSimulator();
    bool simulatorRunning() const;
    // The simulator's endpoints; serial buses carry their stable link path
    // in ptyPath (the PTY itself when no link could be made).
    QList<devices::SimEndpoint> endpoints() const;
    QString ptyLinkDir() const { return m_linkDir; }

    // Extra places to look, as "HOST:PORT" or "HOST:FIRST-LAST".
    void setExtraTargets(const QStringList &targets) { m_extraTargets = targets; }
    // What a scan covers now: the simulator's serial ports, and UDP targets
    // (the simulator's + the extra ones; bad extra targets go to *errors).
    QStringList serialPorts() const;
    // rtsp:// URLs of the simulated cameras, left first (empty without cameras).
    QStringList cameraUrls() const;
    std::vector<devices::DiscoveryTarget> udpTargets(QStringList *errors) const;

private:
    std::unique_ptr<devices::SimLab> m_sim;
    QString m_linkDir; // "" when the running simulator has no links
    QStringList m_extraTargets;
};

} // namespace loopscope::app::gui
