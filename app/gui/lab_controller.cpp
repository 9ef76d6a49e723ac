#include "app/gui/lab_controller.h"

#include "devices/echo/echo_discovery.h"

#include <QMetaObject>
#include <algorithm>

namespace loopscope::app::gui {

LabController::LabController(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<QList<loopscope::widgets::DeviceInfo>>();
}

LabController::~LabController()
{
    joinWorker();
    stopSimulator();
}

void LabController::joinWorker()
{
    if (m_worker.joinable())
        m_worker.join();
}

bool LabController::startSimulator(int deviceCount, QString *error)
{
    if (m_sim && m_sim->isRunning())
        return true;
    m_sim = std::make_unique<devices::SimLab>();
    devices::SimEchoOptions options;
    options.deviceCount = deviceCount;
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

bool LabController::scan(int timeoutMs)
{
    if (m_scanning.exchange(true))
        return false;
    joinWorker(); // the previous worker has already delivered its result

    std::vector<devices::DiscoveryTarget> targets;
    QStringList errors;
    if (m_sim && m_sim->isRunning()) {
        for (const devices::SimEndpoint &endpoint : m_sim->endpoints()) {
            devices::DiscoveryTarget target;
            target.host = endpoint.host;
            target.firstPort = endpoint.port;
            target.lastPort = endpoint.port;
            targets.push_back(target);
        }
    }
    for (const QString &text : std::as_const(m_extraTargets)) {
        devices::DiscoveryTarget target;
        QString error;
        if (devices::DiscoveryTarget::parse(text, &target, &error))
            targets.push_back(target);
        else
            errors << error;
    }
    emit scanStarted();
    if (targets.empty()) {
        errors.prepend(tr("Nothing to scan: the simulated lab is not running and no other targets are set."));
        m_scanning = false;
        QMetaObject::invokeMethod(
            this, [this, errors] { emit scanFinished({}, errors); }, Qt::QueuedConnection);
        return true;
    }

    m_worker = std::thread([this, targets, errors, timeoutMs]() mutable {
        const std::vector<devices::DiscoveredDevice> found =
            devices::discoverEchoDevices(targets, timeoutMs, &errors);
        QList<widgets::DeviceInfo> devices;
        for (const devices::DiscoveredDevice &device : found) {
            widgets::DeviceInfo info;
            info.name = device.identity.name;
            info.model = device.identity.model;
            info.serial = device.identity.serial;
            info.firmware = device.identity.firmware;
            info.endpoint = device.endpoint();
            info.rttMs = device.probeRttMs;
            devices.append(info);
        }
        std::sort(devices.begin(), devices.end(),
                  [](const widgets::DeviceInfo &a, const widgets::DeviceInfo &b) {
                      return a.name != b.name ? a.name < b.name : a.endpoint < b.endpoint;
                  });
        // Delivered on the GUI thread; the destructor joins this thread first,
        // so `this` is alive when the call is queued.
        QMetaObject::invokeMethod(
            this,
            [this, devices, errors] {
                m_scanning = false;
                emit scanFinished(devices, errors);
            },
            Qt::QueuedConnection);
    });
    return true;
}

} // namespace loopscope::app::gui
