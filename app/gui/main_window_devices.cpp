// The device side of the main window: the Devices, E-STOP and Control loop
// docks, the toolbar with Scan and the big red E-STOP, the jog panels (tabs
// after the fixed ones), and what happens after the first scan.

#include "app/gui/bench_dock.h"
#include "app/gui/bench_panel.h"
#include "app/gui/device_controller.h"
#include "app/gui/devices_dock.h"
#include "app/gui/jog_area.h"
#include "app/gui/loop_dock.h"
#include "app/gui/main_window.h"
#include "app/gui/preferences.h"
#include "app/gui/safety_dock.h"
#include "widgets/device_tree.h"
#include "widgets/estop_button.h"
#include "widgets/jog_panel.h"
#include "widgets/safety_bar.h"

#include <QAction>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>

namespace loopscope::app::gui {

void MainWindow::buildDeviceSide()
{
    const auto status = [this](const QString &text, int timeoutMs) { statusBar()->showMessage(text, timeoutMs); };
    m_devicesDock = new DevicesDock(m_lab, m_options.enumeratePorts, this);
    addDockWidget(Qt::LeftDockWidgetArea, m_devicesDock);
    connect(m_devicesDock, &DevicesDock::statusMessage, this, status);
    m_loopDock = new LoopDock(deviceController(), this);
    addDockWidget(Qt::RightDockWidgetArea, m_loopDock);
    m_safetyDock = new SafetyDock(deviceController(), this);
    addDockWidget(Qt::RightDockWidgetArea, m_safetyDock);
    connect(m_safetyDock, &SafetyDock::statusMessage, this, status);
    addAction(m_safetyDock->estopAction()); // Esc works even when the toolbar or menu is hidden

    // The toolbar holds Scan and the E-STOP bar; it cannot be hidden or moved,
    // so the E-STOP and the safety state are on screen in every layout.
    QToolBar *bar = addToolBar(tr("Devices and E-STOP"));
    bar->setObjectName(QStringLiteral("devicesToolBar"));
    bar->setMovable(false);
    bar->setFloatable(false);
    bar->toggleViewAction()->setVisible(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon); // "Scan for devices" stays readable beside its icon
    bar->addAction(scanAction());
    bar->addAction(m_devicesDock->cancelScanAction());
    bar->addSeparator();
    bar->addWidget(m_safetyDock->safetyBar());
    m_safetyToolBar = bar;

    m_jogArea = new JogArea(deviceController(), m_centralTabs, m_centralTabs->count(), this); // after the fixed tabs
    m_jogArea->setAngleUnit(Preferences::load().angleUnit);
    m_safetyDock->setJogArea(m_jogArea);
    connect(m_devicesDock, &DevicesDock::actuatorSelected, this, &MainWindow::openActuator);
    connect(m_devicesDock, &DevicesDock::scanFinished, this, &MainWindow::onScanFinished);
    connect(m_devicesDock, &DevicesDock::deviceRenamed, this, [this](const QString &key) {
        // An open jog tab takes the new name.
        if (widgets::JogPanel *panel = m_jogArea->panel(key); panel && m_centralTabs->indexOf(panel) >= 0)
            m_centralTabs->setTabText(m_centralTabs->indexOf(panel), m_devicesDock->actuatorTitle(key));
    });
}

DeviceController *MainWindow::deviceController() const
{
    return m_devicesDock->controller();
}

widgets::DeviceTree *MainWindow::deviceTree() const
{
    return m_devicesDock->tree();
}

QAction *MainWindow::scanAction() const
{
    return m_devicesDock->scanAction();
}

widgets::EstopButton *MainWindow::estopButton() const
{
    return m_safetyDock->estopButton();
}

widgets::StopAckTable *MainWindow::stopAckTable() const
{
    return m_safetyDock->stopAckTable();
}

widgets::SafetyBar *MainWindow::safetyBar() const
{
    return m_safetyDock->safetyBar();
}

QAction *MainWindow::estopAction() const
{
    return m_safetyDock->estopAction();
}

QAction *MainWindow::releaseEstopAction() const
{
    return m_safetyDock->releaseAction();
}

widgets::LinkBudgetView *MainWindow::linkBudgetView() const
{
    return m_loopDock->view();
}

void MainWindow::scanDevices()
{
    m_devicesDock->scan();
}

void MainWindow::raiseEstop()
{
    m_safetyDock->raiseEstop();
}

void MainWindow::releaseEstop()
{
    m_safetyDock->releaseEstop();
}

void MainWindow::onScanFinished(const QList<widgets::DeviceTreeEntry> &entries)
{
    widgets::DeviceTree *tree = deviceTree();
    QString firstEndpoint;
    for (const widgets::DeviceTreeEntry &e : entries)
        if (firstEndpoint.isEmpty() && !e.endpoint.isEmpty())
            firstEndpoint = e.endpoint;
    if (!firstEndpoint.isEmpty() && !tree->selectEndpoint(benchPanel()->target()))
        tree->selectEndpoint(firstEndpoint); // fills the target in
    if (m_autostartPending && !firstEndpoint.isEmpty()) {
        m_autostartPending = false;
        m_benchDock->startBench();
    }
    if (m_soakPending && !firstEndpoint.isEmpty()) {
        m_soakPending = false;
        startSoak();
    }
    if (m_openDevicePending) {
        m_openDevicePending = false;
        const QString wanted = m_options.openDevice;
        for (const widgets::DeviceTreeEntry &e : entries) {
            const QString shortName = QStringLiteral("%1:%2").arg(e.protocol).arg(e.id);
            if (e.actuator && (e.key == wanted || shortName == wanted)) {
                tree->selectKey(e.key); // opens it
                break;
            }
        }
    }
}

void MainWindow::openActuator(const QString &key)
{
    m_jogArea->open(key, m_devicesDock->actuatorTitle(key));
}

} // namespace loopscope::app::gui
