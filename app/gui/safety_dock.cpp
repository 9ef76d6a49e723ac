#include "app/gui/safety_dock.h"

#include "app/gui/icons.h"
#include "app/gui/device_controller.h"
#include "app/gui/jog_area.h"
#include "core/timing/realtime.h"
#include "widgets/estop_button.h"
#include "widgets/safety_bar.h"
#include "widgets/stop_ack_table.h"

#include <QAction>
#include <QLocale>
#include <algorithm>

namespace loopscope::app::gui {

SafetyDock::SafetyDock(DeviceController *devices, QWidget *parent)
    : QDockWidget(tr("E-STOP"), parent), m_devices(devices)
{
    setObjectName(QStringLiteral("estopDock"));
    m_acks = new widgets::StopAckTable;
    m_acks->setObjectName(QStringLiteral("stopAckView"));
    setWidget(m_acks);

    m_estopAction = new QAction(resourceIcon("estop"), tr("E-STOP: stop every actuator"), this);
    m_estopAction->setObjectName(QStringLiteral("estopAction"));
    m_estopAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_estopAction->setShortcutContext(Qt::ApplicationShortcut);
    connect(m_estopAction, &QAction::triggered, this, &SafetyDock::raiseEstop);
    m_releaseAction = new QAction(tr("Release E-STOP"), this);
    m_releaseAction->setObjectName(QStringLiteral("releaseEstopAction"));
    m_releaseAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Escape));
    m_releaseAction->setEnabled(false);
    connect(m_releaseAction, &QAction::triggered, this, &SafetyDock::releaseEstop);

    m_button = new widgets::EstopButton;
    m_button->setFocusPolicy(Qt::NoFocus);
    connect(m_button, &widgets::EstopButton::stopPressed, this, &SafetyDock::raiseEstop);
    m_bar = new widgets::SafetyBar(m_button, m_releaseAction);
    // The bar follows every display tick: torque, watchdog and link state change without an E-STOP.
    connect(m_devices, &DeviceController::ticked, this, &SafetyDock::updateView);
    updateView();
}

void SafetyDock::raiseEstop()
{
    const std::int64_t pressNs = core::monotonicNs();
    m_devices->raiseEstop(pressNs);
    m_button->setLatched(true);
    m_releaseAction->setEnabled(true);
    updateView();
    emit statusMessage(tr("E-STOP raised: every actuator is being stopped."), 0);
}

void SafetyDock::releaseEstop()
{
    m_devices->releaseEstop();
    m_button->setLatched(false);
    m_releaseAction->setEnabled(false);
    updateView();
    emit statusMessage(tr("E-STOP released: enable torque again to move."), 5000);
}

void SafetyDock::updateView()
{
    const std::vector<devices::StopAcknowledgement> acks = m_devices->emergencyStop().acknowledgements();
    QList<widgets::StopAckRow> rows;
    double slowestMs = 0;
    int confirmed = 0;
    QList<widgets::SafetyChip> chips;
    if (m_jogs)
        for (const JogArea::SafetyState &state : m_jogs->safetyStates()) {
            if (state.linkLost) {
                chips << widgets::SafetyChip{widgets::SafetyChip::Kind::LinkLost, state.title, {}};
            } else if (state.torqueOn) {
                const QString watchdog = tr("watchdog %1 ms").arg(QLocale().toString(state.watchdogS * 1000.0, 'f', 0));
                chips << widgets::SafetyChip{widgets::SafetyChip::Kind::TorqueOn, state.title,
                                             state.heartbeatFresh ? watchdog : watchdog + tr(", heartbeat stale")};
            }
        }
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
        if (m_devices->estopRaised()) // the stop times of a released E-STOP stay in the dock's table only
            chips << widgets::SafetyChip{ack.acknowledged ? widgets::SafetyChip::Kind::StopAcknowledged
                                                      : widgets::SafetyChip::Kind::StopUnconfirmed,
                                         ack.deviceName,
                                         ack.acknowledged ? tr("after %1 ms").arg(QLocale().toString(row.latencyMs, 'f', 1))
                                                          : ack.error};
    }
    m_acks->setRows(rows);
    m_bar->setChips(chips);
    const int total = int(m_devices->actuatorKeys().size());
    if (m_devices->estopRaised())
        m_acks->setStateText(tr("E-STOP RAISED (latched): %1 of %2 actuators confirmed the stop, the slowest "
                                "after %3 ms. Motion stays disabled until \"Release E-STOP\".")
                                 .arg(confirmed)
                                 .arg(total)
                                 .arg(QLocale().toString(slowestMs, 'f', 2)));
    else
        m_acks->setStateText(acks.empty() ? tr("E-STOP not raised.")
                                          : tr("E-STOP released. The last stop times are kept below."));
    m_bar->setLatched(m_devices->estopRaised(), m_acks->stateText());
}

} // namespace loopscope::app::gui
