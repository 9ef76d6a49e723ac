#pragma once
// The Control loop dock: the link-budget prediction of a bus's cycle time
// (with the published mjbots quadruped presets) beside the measured cycle,
// fed by its LoopController from the device side.

#include <QDockWidget>

namespace loopscope::widgets {
class LinkBudgetView;
}

namespace loopscope::app::gui {

class DeviceController;
class LoopController;

class LoopDock : public QDockWidget
{
    Q_OBJECT
public:
    LoopDock(DeviceController *devices, QWidget *parent = nullptr);

    widgets::LinkBudgetView *view() const { return m_view; }
    LoopController *controller() const { return m_controller; }

private:
    widgets::LinkBudgetView *m_view = nullptr;
    LoopController *m_controller = nullptr;
};

} // namespace loopscope::app::gui
