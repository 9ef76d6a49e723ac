// The device side of the main window: scan, the device tree, jog panels, the
// E-STOP and the control-loop view (split from main_window.cpp by topic).

#include "app/gui/bench_dock.h"
#include "app/gui/bench_panel.h"
#include "app/gui/device_controller.h"
#include "app/gui/jog_area.h"
#include "app/gui/lab_controller.h"
#include "app/gui/loop_controller.h"
#include "app/gui/main_window.h"
#include "app/gui/warning_box.h"
#include "core/timing/realtime.h"
#include "widgets/device_tree.h"
#include "widgets/estop_button.h"
#include "widgets/jog_panel.h"
#include "widgets/link_budget_view.h"
#include "widgets/stop_ack_table.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <algorithm>

namespace loopscope::app::gui {

void MainWindow::buildDeviceSide()
{
    m_deviceCtl = new DeviceController(this);

    m_cancelScanAction = new QAction(tr("Cancel scan"), this);
    m_cancelScanAction->setEnabled(false);
    connect(m_cancelScanAction, &QAction::triggered, m_deviceCtl, &DeviceController::cancelScan);

    m_estopAction = new QAction(tr("E-STOP: stop every actuator"), this);
    m_estopAction->setObjectName(QStringLiteral("estopAction"));
    m_estopAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_estopAction->setShortcutContext(Qt::ApplicationShortcut);
    addAction(m_estopAction); // active even when the toolbar or menu is hidden
    connect(m_estopAction, &QAction::triggered, this, &MainWindow::raiseEstop);
    m_releaseEstopAction = new QAction(tr("Release E-STOP"), this);
    m_releaseEstopAction->setObjectName(QStringLiteral("releaseEstopAction"));
    m_releaseEstopAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Escape));
    m_releaseEstopAction->setEnabled(false);
    connect(m_releaseEstopAction, &QAction::triggered, this, &MainWindow::releaseEstop);

    m_estopButton = new widgets::EstopButton;
    connect(m_estopButton, &widgets::EstopButton::stopPressed, this, &MainWindow::raiseEstop);
    QToolBar *bar = addToolBar(tr("Devices"));
    bar->setObjectName(QStringLiteral("devicesToolBar"));
    bar->setMovable(false);
    bar->addAction(m_scanAction);
    bar->addAction(m_cancelScanAction);
    bar->addSeparator();
    bar->addWidget(m_estopButton);
    bar->addAction(m_releaseEstopAction);

    m_linkBudget = new widgets::LinkBudgetView;
    m_linkBudget->setObjectName(QStringLiteral("linkBudgetView"));
    m_loopDock = new QDockWidget(tr("Control loop"), this);
    m_loopDock->setObjectName(QStringLiteral("loopDock"));
    m_loopDock->setWidget(m_linkBudget);
    addDockWidget(Qt::RightDockWidgetArea, m_loopDock);
    m_stopAcks = new widgets::StopAckTable;
    m_stopAcks->setObjectName(QStringLiteral("stopAckView"));
    m_estopDock = new QDockWidget(tr("E-STOP"), this);
    m_estopDock->setObjectName(QStringLiteral("estopDock"));
    m_estopDock->setWidget(m_stopAcks);
    addDockWidget(Qt::RightDockWidgetArea, m_estopDock);

    m_jogArea = new JogArea(m_deviceCtl, m_centralTabs, m_centralTabs->count(), this); // after the fixed tabs
    m_loop = new LoopController(m_deviceCtl, m_linkBudget, this);

    connect(m_devices, &widgets::DeviceTree::scanRequested, this, &MainWindow::scanDevices);
    connect(m_devices, &widgets::DeviceTree::cancelRequested, m_deviceCtl, &DeviceController::cancelScan);
    connect(m_devices, &widgets::DeviceTree::actuatorSelected, this, &MainWindow::openActuator);
    connect(m_devices, &widgets::DeviceTree::latencyTimerFixRequested, this, [this](const QString &port) {
        const QString error = m_deviceCtl->setLatencyTimerToOneMs(port);
        if (!error.isEmpty())
            openWarningBox(this, tr("USB latency timer"), tr("The latency timer of %1 was not changed:\n%2").arg(port, error));
        else
            statusBar()->showMessage(tr("USB latency timer of %1 set to 1 ms.").arg(port), 5000);
    });
    connect(m_deviceCtl, &DeviceController::scanStarted, this, [this] {
        m_devices->setScanning(true);
        m_scanAction->setEnabled(false);
        m_cancelScanAction->setEnabled(true);
    });
    connect(m_deviceCtl, &DeviceController::scanProgress, m_devices, &widgets::DeviceTree::setProgress);
    connect(m_deviceCtl, &DeviceController::scanFinished, this, &MainWindow::onScanFinished);
    connect(m_deviceCtl, &DeviceController::ticked, this, [this] {
        if (m_deviceCtl->estopRaised())
            updateEstopView();
    });
    connect(m_deviceCtl, &DeviceController::busStateChanged, this, [this](int bus, const QString &text) {
        if (devices::Bus *b = m_deviceCtl->bus(bus))
            statusBar()->showMessage(tr("%1: %2").arg(b->name(), text), 4000);
    });
}

void MainWindow::scanDevices()
{
    m_scanErrors.clear();
    m_deviceCtl->setScanPorts(m_lab->serialPorts(), m_options.enumeratePorts);
    m_deviceCtl->setUdpTargets(m_lab->udpTargets(&m_scanErrors));
    if (!m_deviceCtl->scan())
        statusBar()->showMessage(tr("A scan is already running."), 3000);
}

void MainWindow::onScanFinished()
{
    const devices::ScanResult &result = m_deviceCtl->lastScan();
    m_devices->setScanning(false);
    m_scanAction->setEnabled(true);
    m_cancelScanAction->setEnabled(false);

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
        e.actuator = m_deviceCtl->findActuator(e.key, &bus, &index);
        if (identity.transport == QLatin1String("udp"))
            e.endpoint = identity.address;
        entries << e;
    }
    QList<widgets::DeviceTreePort> ports;
    for (const devices::PortReport &report : result.ports)
        ports << widgets::DeviceTreePort{report.path, report.latencyTimerMs, report.latencyNote, report.error};
    m_devices->setEntries(entries, ports);

    QStringList errors = m_scanErrors + result.errors;
    QString status = result.cancelled ? tr("Scan cancelled: %1 devices found.").arg(entries.size())
                                      : tr("Devices found: %1 (%2 actuators) in %3 s.")
                                            .arg(entries.size())
                                            .arg(m_devices->actuatorCount())
                                            .arg(result.durationS, 0, 'f', 1);
    if (!errors.isEmpty())
        status += QLatin1Char(' ') + errors.join(QLatin1Char(' '));
    m_devices->setStatusText(status);
    statusBar()->showMessage(status, 5000);

    QString firstEndpoint;
    for (const widgets::DeviceTreeEntry &e : std::as_const(entries))
        if (firstEndpoint.isEmpty() && !e.endpoint.isEmpty())
            firstEndpoint = e.endpoint;
    if (!firstEndpoint.isEmpty() && !m_devices->selectEndpoint(benchPanel()->target()))
        m_devices->selectEndpoint(firstEndpoint); // fills the target in
    if (m_autostartPending && !firstEndpoint.isEmpty()) {
        m_autostartPending = false;
        m_benchDock->startBench();
    }
    if (m_openDevicePending) {
        m_openDevicePending = false;
        const QString wanted = m_options.openDevice;
        for (const widgets::DeviceTreeEntry &e : std::as_const(entries)) {
            const QString shortName = QStringLiteral("%1:%2").arg(e.protocol).arg(e.id);
            if (e.actuator && (e.key == wanted || shortName == wanted)) {
                m_devices->selectKey(e.key); // opens it
                break;
            }
        }
    }
}

void MainWindow::openActuator(const QString &key)
{
    QString title = key;
    for (const devices::DeviceIdentity &identity : m_deviceCtl->lastScan().devices)
        if (identity.uniqueKey() == key)
            title = identity.model.isEmpty() ? identity.displayName()
                                             : tr("%1 — %2").arg(identity.displayName(), identity.model);
    m_jogArea->open(key, title);
}

void MainWindow::raiseEstop()
{
    const std::int64_t pressNs = core::monotonicNs();
    m_deviceCtl->raiseEstop(pressNs);
    m_estopButton->setLatched(true);
    m_releaseEstopAction->setEnabled(true);
    m_estopDock->show();
    m_estopDock->raise();
    updateEstopView();
    statusBar()->showMessage(tr("E-STOP raised: every actuator is being stopped."));
}

void MainWindow::releaseEstop()
{
    m_deviceCtl->releaseEstop();
    m_estopButton->setLatched(false);
    m_releaseEstopAction->setEnabled(false);
    updateEstopView();
    statusBar()->showMessage(tr("E-STOP released: enable torque again to move."), 5000);
}

void MainWindow::updateEstopView()
{
    const std::vector<devices::StopAcknowledgement> acks = m_deviceCtl->emergencyStop().acknowledgements();
    QList<widgets::StopAckRow> rows;
    double slowestMs = 0;
    int confirmed = 0;
    for (const devices::StopAcknowledgement &ack : acks) {
        widgets::StopAckRow row;
        row.device = ack.deviceName;
        row.bus = ack.busName;
        row.latencyMs = double(ack.latencyNs) / 1e6;
        row.acknowledged = ack.acknowledged;
        row.error = ack.error;
        rows << row;
        if (ack.acknowledged) {
            ++confirmed;
            slowestMs = std::max(slowestMs, row.latencyMs);
        }
    }
    m_stopAcks->setRows(rows);
    const int total = int(m_deviceCtl->actuatorKeys().size());
    if (m_deviceCtl->estopRaised())
        m_stopAcks->setStateText(tr("E-STOP RAISED (latched): %1 of %2 actuators confirmed the stop, the slowest "
                                    "after %3 ms. Motion stays disabled until \"Release E-STOP\".")
                                     .arg(confirmed)
                                     .arg(total)
                                     .arg(slowestMs, 0, 'f', 2));
    else
        m_stopAcks->setStateText(acks.empty() ? tr("E-STOP not raised.")
                                              : tr("E-STOP released. The last stop times are kept below."));
}

} // namespace loopscope::app::gui
