#include "app/gui/lab_controller.h"

#include "devices/sim/sim_lab_starter.h"

#include <QDir>
#include <QFileInfo>
#include <QPointer>
#include <QStandardPaths>
#include <QThread>
#include <QTimer>

#include <algorithm>

namespace loopscope::app::gui {

namespace {
constexpr qint64 kRestartWindowMs = 60000; // kMaxRestarts automatic restarts per minute
constexpr int kLabTimeoutMs = 5000;
constexpr int kCameraTimeoutMs = 15000; // GStreamer and an RTSP server start too

LabController *g_runOwner = nullptr; // the LabController installed as the probe kinds' starter
} // namespace

QString LabController::defaultPtyLinkDir()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
        .filePath(QStringLiteral("sim-ports"));
}

LabController::LabController(QObject *parent) : QObject(parent)
{
    m_clock.start();
    m_restartTimer = new QTimer(this);
    m_restartTimer->setSingleShot(true);
    connect(m_restartTimer, &QTimer::timeout, this, [this] {
        if (m_state == LabState::Restarting)
            restartSimulator();
    });
    if (!g_runOwner) {
        g_runOwner = this;
        m_ownsRunSimulators = true;
        QPointer<LabController> self(this);
        devices::setSimLabStarter([self](const devices::SimEchoOptions &options, QString *error, int timeoutMs) {
            // Only on this object's thread (where the processes' notifiers live).
            if (self && QThread::currentThread() == self->thread())
                return self->startRunSimulator(options, error, timeoutMs);
            auto lab = std::make_shared<devices::SimLab>();
            return lab->start(options, error, timeoutMs) ? lab : nullptr;
        });
    }
}

LabController::~LabController()
{
    if (m_ownsRunSimulators && g_runOwner == this) {
        devices::setSimLabStarter({});
        g_runOwner = nullptr;
    }
    stopSimulator();
    releaseSimulatedPair();
    // A run still holding its simulator loses it now: nothing outlives its owner.
    for (const std::weak_ptr<devices::SimLab> &weak : m_runSims)
        if (const std::shared_ptr<devices::SimLab> lab = weak.lock())
            lab->stop();
    m_runSims.clear();
}

bool LabController::startSimulator(const SimLabConfig &config, QString *error)
{
    if (m_sim && m_sim->isRunning())
        return true;
    m_restartTimer->stop();
    m_config = config;
    m_hasConfig = true;
    m_sim = std::make_unique<devices::SimLab>();
    devices::SimEchoOptions options;
    options.deviceCount = config.echoDeviceCount;
    options.moteusIds = config.moteusIds;
    options.dynamixelIds = config.dynamixelIds;
    options.dynamixelBaud = config.dynamixelBaud;
    options.cameraCount = config.cameraCount;
    options.cameraWidth = config.cameraWidth;
    options.cameraHeight = config.cameraHeight;
    const QString linkDir = config.ptyLinkDir.isEmpty() ? defaultPtyLinkDir() : config.ptyLinkDir;
    if (QDir().mkpath(linkDir))
        options.ptyLinkDir = QFileInfo(linkDir).absoluteFilePath();
    // else: no stable names this time; the lab still runs on its PTY paths.
    m_sim->setExitHandler([this](int exitCode, bool crashed) { onLabExited(exitCode, crashed); });
    QString why;
    if (!m_sim->start(options, &why, config.cameraCount > 0 ? kCameraTimeoutMs : kLabTimeoutMs)) {
        m_sim.reset();
        m_linkDir.clear();
        if (error)
            *error = why;
        setStatus(LabState::Stopped, tr("Simulated lab not running: %1").arg(why));
        return false;
    }
    m_linkDir = options.ptyLinkDir;
    setStatus(LabState::Running, tr("Simulated lab running"));
    return true;
}

void LabController::stopSimulator()
{
    m_restartTimer->stop();
    if (m_sim) {
        m_sim->stop();
        m_sim.reset();
    }
    m_linkDir.clear();
    if (m_state != LabState::Off)
        setStatus(LabState::Off, tr("Simulated lab stopped"));
}

bool LabController::restartSimulator()
{
    if (!m_hasConfig)
        return false;
    m_restartTimer->stop();
    if (m_sim) {
        m_sim->stop();
        m_sim.reset();
    }
    QString error;
    const SimLabConfig config = m_config;
    if (!startSimulator(config, &error)) {
        setStatus(LabState::Stopped, m_exitText.isEmpty()
                                         ? tr("Simulated lab not running: %1").arg(error)
                                         : tr("Simulated lab stopped (%1); the restart failed: %2").arg(m_exitText, error));
        return false;
    }
    emit restarted();
    return true;
}

void LabController::onLabExited(int exitCode, bool crashed)
{
    // Called from the simulator's QProcess: leave it alone here, it goes at the restart.
    m_exitText = crashed ? tr("killed by signal %1").arg(exitCode) : tr("exit code %1").arg(exitCode);
    m_linkDir.clear();
    const qint64 now = m_clock.elapsed();
    std::erase_if(m_restartTimesMs, [now](qint64 t) { return now - t > kRestartWindowMs; });
    if (!m_autoRestart || int(m_restartTimesMs.size()) >= kMaxRestarts) {
        setStatus(LabState::Stopped,
                  m_autoRestart ? tr("Simulated lab stopped (%1); it stopped %2 times within a minute and is not "
                                     "restarted again")
                                      .arg(m_exitText)
                                      .arg(kMaxRestarts + 1)
                                : tr("Simulated lab stopped (%1)").arg(m_exitText));
        return;
    }
    m_restartTimesMs.push_back(now);
    setStatus(LabState::Restarting, tr("Simulated lab stopped (%1); restarting…").arg(m_exitText));
    m_restartTimer->start(m_restartDelayMs);
}

void LabController::setStatus(LabState state, const QString &text)
{
    m_state = state;
    if (text == m_statusText)
        return;
    m_statusText = text;
    emit statusChanged(text);
}

bool LabController::simulatorRunning() const
{
    return m_sim && m_sim->isRunning();
}

qint64 LabController::simulatorProcessId() const
{
    return simulatorRunning() ? m_sim->processId() : 0;
}

QList<devices::SimEndpoint> LabController::endpoints() const
{
    if (!simulatorRunning())
        return {};
    QList<devices::SimEndpoint> endpoints = m_sim->endpoints();
    if (m_linkDir.isEmpty())
        return endpoints;
    for (devices::SimEndpoint &endpoint : endpoints) {
        if (!endpoint.isSerialBus())
            continue;
        // loopscope-sim names each link after its bus kind.
        const QString link = QDir(m_linkDir).filePath(endpoint.kind);
        if (QFileInfo(link).canonicalFilePath() == QFileInfo(endpoint.ptyPath).canonicalFilePath())
            endpoint.ptyPath = link;
    }
    return endpoints;
}

QStringList LabController::cameraUrls() const
{
    QStringList urls;
    for (const devices::SimEndpoint &endpoint : endpoints())
        if (endpoint.isCamera())
            urls << endpoint.url;
    return urls;
}

QStringList LabController::serialPorts() const
{
    QStringList ports;
    for (const devices::SimEndpoint &endpoint : endpoints())
        if (endpoint.isSerialBus())
            ports << endpoint.ptyPath;
    return ports;
}

std::vector<devices::DiscoveryTarget> LabController::udpTargets(QStringList *errors) const
{
    std::vector<devices::DiscoveryTarget> targets;
    for (const devices::SimEndpoint &endpoint : endpoints()) {
        if (endpoint.isSerialBus() || endpoint.port == 0)
            continue;
        devices::DiscoveryTarget target;
        target.host = endpoint.host;
        target.firstPort = endpoint.port;
        target.lastPort = endpoint.port;
        targets.push_back(target);
    }
    for (const QString &text : m_extraTargets) {
        devices::DiscoveryTarget target;
        QString error;
        if (devices::DiscoveryTarget::parse(text, &target, &error))
            targets.push_back(target);
        else if (errors)
            *errors << error;
    }
    return targets;
}

QStringList LabController::simulatedPair(int width, int height, QString *error)
{
    // The lab's own pair, when it has one of that size: no second simulator.
    const QStringList labCameras = cameraUrls();
    if (labCameras.size() >= 2 && m_config.cameraWidth == width && m_config.cameraHeight == height)
        return labCameras.mid(0, 2);
    if (m_cameraSim && m_cameraSim->isRunning() && m_cameraWidth == width && m_cameraHeight == height) {
        QStringList urls;
        for (const devices::SimEndpoint &e : m_cameraSim->endpoints())
            if (e.isCamera())
                urls << e.url;
        if (urls.size() >= 2)
            return urls.mid(0, 2);
    }
    releaseSimulatedPair(); // another size, or it died: replace it
    auto sim = std::make_unique<devices::SimLab>();
    devices::SimEchoOptions options;
    options.deviceCount = 1;
    options.cameraCount = 2;
    options.cameraWidth = width;
    options.cameraHeight = height;
    QString why;
    if (!sim->start(options, &why, kCameraTimeoutMs)) {
        if (error)
            *error = why;
        return {};
    }
    QStringList urls;
    for (const devices::SimEndpoint &e : sim->endpoints())
        if (e.isCamera())
            urls << e.url;
    if (urls.size() < 2) {
        if (error)
            *error = tr("The simulator started but reported %1 camera(s) instead of 2.").arg(urls.size());
        return {};
    }
    m_cameraSim = std::move(sim);
    m_cameraWidth = width;
    m_cameraHeight = height;
    return urls.mid(0, 2);
}

void LabController::releaseSimulatedPair()
{
    if (m_cameraSim) {
        m_cameraSim->stop();
        m_cameraSim.reset();
    }
}

std::shared_ptr<devices::SimLab> LabController::startRunSimulator(const devices::SimEchoOptions &options,
                                                                  QString *error, int timeoutMs)
{
    std::erase_if(m_runSims, [](const std::weak_ptr<devices::SimLab> &weak) { return weak.expired(); });
    auto lab = std::make_shared<devices::SimLab>();
    if (!lab->start(options, error, timeoutMs))
        return nullptr;
    m_runSims.push_back(lab);
    return lab;
}

int LabController::runSimulatorCount() const
{
    int count = 0;
    for (const std::weak_ptr<devices::SimLab> &weak : m_runSims)
        if (const std::shared_ptr<devices::SimLab> lab = weak.lock(); lab && lab->isRunning())
            ++count;
    return count;
}

QList<qint64> LabController::processIds() const
{
    QList<qint64> pids;
    if (simulatorRunning())
        pids << m_sim->processId();
    if (m_cameraSim && m_cameraSim->isRunning())
        pids << m_cameraSim->processId();
    for (const std::weak_ptr<devices::SimLab> &weak : m_runSims)
        if (const std::shared_ptr<devices::SimLab> lab = weak.lock(); lab && lab->isRunning())
            pids << lab->processId();
    return pids;
}

} // namespace loopscope::app::gui
