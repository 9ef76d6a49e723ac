#include "app/gui/devices_dock.h"

#include "app/gui/device_controller.h"
#include "app/gui/lab_controller.h"
#include "app/gui/warning_box.h"

#include <QAction>
#include <QLocale>

namespace loopscope::app::gui {

DevicesDock::DevicesDock(LabController *lab, bool enumeratePorts, QWidget *parent)
    : QDockWidget(tr("Devices"), parent), m_lab(lab), m_enumeratePorts(enumeratePorts)
{
    setObjectName(QStringLiteral("devicesDock"));
    m_controller = new DeviceController(this);
    m_tree = new widgets::DeviceTree;
    m_tree->setObjectName(QStringLiteral("deviceList"));
    setWidget(m_tree);

    m_scanAction = new QAction(tr("S&can for devices"), this);
    m_scanAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_scanAction, &QAction::triggered, this, &DevicesDock::scan);
    m_cancelAction = new QAction(tr("Cancel scan"), this);
    m_cancelAction->setEnabled(false);
    connect(m_cancelAction, &QAction::triggered, m_controller, &DeviceController::cancelScan);

    connect(m_tree, &widgets::DeviceTree::scanRequested, this, &DevicesDock::scan);
    connect(m_tree, &widgets::DeviceTree::cancelRequested, m_controller, &DeviceController::cancelScan);
    connect(m_tree, &widgets::DeviceTree::actuatorSelected, this, &DevicesDock::actuatorSelected);
    connect(m_tree, &widgets::DeviceTree::latencyTimerFixRequested, this, [this](const QString &port) {
        const QString error = m_controller->setLatencyTimerToOneMs(port);
        if (!error.isEmpty())
            openWarningBox(this, tr("USB latency timer"),
                           tr("The latency timer of %1 was not changed:\n%2").arg(port, error));
        else
            emit statusMessage(tr("USB latency timer of %1 set to 1 ms.").arg(port), 5000);
    });
    connect(m_controller, &DeviceController::scanStarted, this, [this] {
        m_tree->setScanning(true);
        m_scanAction->setEnabled(false);
        m_cancelAction->setEnabled(true);
    });
    connect(m_controller, &DeviceController::scanProgress, m_tree, &widgets::DeviceTree::setProgress);
    connect(m_controller, &DeviceController::scanFinished, this, &DevicesDock::onScanFinished);
    connect(m_controller, &DeviceController::busStateChanged, this, [this](int bus, const QString &text) {
        if (devices::Bus *b = m_controller->bus(bus))
            emit statusMessage(tr("%1: %2").arg(b->name(), text), 4000);
    });
}

void DevicesDock::scan()
{
    m_scanErrors.clear();
    m_controller->setScanPorts(m_lab->serialPorts(), m_enumeratePorts);
    m_controller->setUdpTargets(m_lab->udpTargets(&m_scanErrors));
    if (!m_controller->scan())
        emit statusMessage(tr("A scan is already running."), 3000);
}

void DevicesDock::onScanFinished()
{
    const devices::ScanResult &result = m_controller->lastScan();
    m_tree->setScanning(false);
    m_scanAction->setEnabled(true);
    m_cancelAction->setEnabled(false);

    QList<widgets::DeviceTreeEntry> entries;
    for (const devices::DeviceIdentity &identity : result.devices) {
        widgets::DeviceTreeEntry e;
        e.key = identity.uniqueKey();
        e.name = identity.displayName();
        e.transport = identity.transport;
        e.protocol = identity.protocol;
        e.id = identity.id;
        e.model = identity.model;
        e.firmware = identity.firmware;
        e.address = identity.address;
        e.rttMs = identity.probeRttMs;
        devices::Bus *bus = nullptr;
        int index = -1;
        e.actuator = m_controller->findActuator(e.key, &bus, &index);
        if (identity.transport == QLatin1String("udp"))
            e.endpoint = identity.address;
        entries << e;
    }
    QList<widgets::DeviceTreePort> ports;
    for (const devices::PortReport &report : result.ports)
        ports << widgets::DeviceTreePort{report.path, report.latencyTimerMs, report.latencyNote, report.error};
    m_tree->setEntries(entries, ports);

    const QStringList errors = m_scanErrors + result.errors;
    QString status = result.cancelled ? tr("Scan cancelled: %1 devices found.").arg(entries.size())
                                      : tr("Devices found: %1 (%2 actuators) in %3 s.")
                                            .arg(entries.size())
                                            .arg(m_tree->actuatorCount())
                                            .arg(QLocale().toString(result.durationS, 'f', 1));
    if (!errors.isEmpty())
        status += QLatin1Char(' ') + errors.join(QLatin1Char(' '));
    m_tree->setStatusText(status);
    emit statusMessage(status, 5000);
    emit scanFinished(entries);
}

QString DevicesDock::actuatorTitle(const QString &key) const
{
    for (const devices::DeviceIdentity &identity : m_controller->lastScan().devices)
        if (identity.uniqueKey() == key)
            return identity.model.isEmpty() ? identity.displayName()
                                            : tr("%1 — %2").arg(identity.displayName(), identity.model);
    return key;
}

} // namespace loopscope::app::gui
