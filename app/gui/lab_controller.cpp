#include "app/gui/lab_controller.h"

namespace loopscope::app::gui {

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
    if (!m_sim->start(options, error)) {
        m_sim.reset();
        return false;
    }
    return true;
}

void LabController::stopSimulator()
{
    if (m_sim) {
        m_sim->stop();
        m_sim.reset();
    }
}

bool LabController::simulatorRunning() const
{
    return m_sim && m_sim->isRunning();
}

QList<devices::SimEndpoint> LabController::endpoints() const
{
    return simulatorRunning() ? m_sim->endpoints() : QList<devices::SimEndpoint>{};
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
