#include "app/gui/loop_dock.h"

#include "app/gui/loop_controller.h"
#include "widgets/link_budget_view.h"

namespace loopscope::app::gui {

LoopDock::LoopDock(DeviceController *devices, QWidget *parent) : QDockWidget(tr("Control loop"), parent)
{
    setObjectName(QStringLiteral("loopDock"));
    m_view = new widgets::LinkBudgetView;
    m_view->setObjectName(QStringLiteral("linkBudgetView"));
    setWidget(m_view);
    m_controller = new LoopController(devices, m_view, this);
}

} // namespace loopscope::app::gui
