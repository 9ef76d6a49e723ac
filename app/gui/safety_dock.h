#pragma once
// The E-STOP: the big red button (for the toolbar), Esc application-wide,
// Release (Ctrl+Shift+Esc), and the dock with every actuator's acknowledged
// stop time, and the E-STOP bar (latched or released, per-actuator stop times,
// torque and watchdog state of every enabled actuator). Raising it stops every actuator on every bus through the one
// app-wide devices::EmergencyStop of the DeviceController; motion stays
// refused until it is released.

#include <QDockWidget>

class QAction;

namespace loopscope::widgets {
class EstopButton;
class SafetyBar;
class StopAckTable;
} // namespace loopscope::widgets

namespace loopscope::app::gui {

class DeviceController;
class JogArea;

class SafetyDock : public QDockWidget
{
    Q_OBJECT
public:
    SafetyDock(DeviceController *devices, QWidget *parent = nullptr);

    widgets::EstopButton *estopButton() const { return m_button; }
    // The bar the main window keeps at the top: button, release, state, chips.
    widgets::SafetyBar *safetyBar() const { return m_bar; }
    // The jog panels whose torque and watchdog state the bar shows.
    void setJogArea(JogArea *jogs) { m_jogs = jogs; }
    widgets::StopAckTable *stopAckTable() const { return m_acks; }
    QAction *estopAction() const { return m_estopAction; }
    QAction *releaseAction() const { return m_releaseAction; }

public slots:
    void raiseEstop();
    void releaseEstop();

signals:
    void statusMessage(const QString &text, int timeoutMs);

private:
    void updateView();

    DeviceController *m_devices = nullptr;
    widgets::EstopButton *m_button = nullptr;
    widgets::SafetyBar *m_bar = nullptr;
    JogArea *m_jogs = nullptr;
    widgets::StopAckTable *m_acks = nullptr;
    QAction *m_estopAction = nullptr;
    QAction *m_releaseAction = nullptr;
};

} // namespace loopscope::app::gui
