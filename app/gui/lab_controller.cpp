#include "app/gui/lab_controller.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace loopscope::app::gui {

QString LabController::defaultPtyLinkDir()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
        .filePath(QStringLiteral("sim-ports"));
}

LabController::LabController(QObject *parent) : QObject(parent) {}

LabController::~LabController()
{
    stopSimulator();
}

bool LabController::startSimulator(const SimLabConfig &config, QString *error)
{
    if (m_sim && m_sim->isRunning())
        return true;
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
    // Cameras start GStreamer and an RTSP server: give the simulator longer.
    if (!m_sim->start(options, error, config.cameraCount > 0 ? 15000 : 5000)) {
        m_sim.reset();
        return false;
    }
    m_linkDir = options.ptyLinkDir;
    return true;
}

void LabController::stopSimulator()
{
    if (m_sim) {
        m_sim->stop();
        m_sim.reset();
    }
    m_linkDir.clear();
}

bool LabController::simulatorRunning() const
{
    return m_sim && m_sim->isRunning();
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

} // namespace loopscope::app::gui
