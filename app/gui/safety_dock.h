#pragma once
// The E-STOP: the big red button (for the toolbar), Esc application-wide,
// Release (Ctrl+Shift+Esc), and the dock with every actuator's acknowledged
// stop time. Raising it stops every actuator on every bus through the one
// app-wide devices::EmergencyStop of the DeviceController; motion stays
// refused until it is released.

#include <QDockWidget>

class QAction;

namespace loopscope::widgets {
class EstopButton;
class StopAckTable;
} // namespace loopscope::widgets

namespace loopscope::app::gui {

class DeviceController;

class SafetyDock : public QDockWidget
{
    Q_OBJECT
public:
    SafetyDock(DeviceController *devices, QWidget *parent = nullptr);

    widgets::EstopButton *estopButton() const { return m_button; } // placed by the main window
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
    widgets::StopAckTable *m_acks = nullptr;
    QAction *m_estopAction = nullptr;
    QAction *m_releaseAction = nullptr;
};

} // namespace loopscope::app::gui
