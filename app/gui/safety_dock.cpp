#include "app/gui/safety_dock.h"

#include "app/gui/device_controller.h"
#include "core/timing/realtime.h"
#include "widgets/estop_button.h"
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

    m_estopAction = new QAction(tr("E-STOP: stop every actuator"), this);
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
    connect(m_button, &widgets::EstopButton::stopPressed, this, &SafetyDock::raiseEstop);
    connect(m_devices, &DeviceController::ticked, this, [this] {
        if (m_devices->estopRaised())
            updateView();
    });
    updateView();
}

void SafetyDock::raiseEstop()
{
    const std::int64_t pressNs = core::monotonicNs();
    m_devices->raiseEstop(pressNs);
    m_button->setLatched(true);
    m_releaseAction->setEnabled(true);
    show();
    raise();
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
    m_acks->setRows(rows);
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
}

} // namespace loopscope::app::gui
