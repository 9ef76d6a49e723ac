#include "app/gui/loop_dock.h"

#include "app/gui/loop_controller.h"
#include "widgets/link_budget_view.h"

#include <QScrollArea>

namespace loopscope::app::gui {

LoopDock::LoopDock(DeviceController *devices, QWidget *parent) : QDockWidget(tr("Control loop"), parent)
{
    setObjectName(QStringLiteral("loopDock"));
    m_view = new widgets::LinkBudgetView;
    m_view->setObjectName(QStringLiteral("linkBudgetView"));
    // A long form: it scrolls in a short dock rather than making the window taller.
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(m_view);
    setWidget(scroll);
    m_controller = new LoopController(devices, m_view, this);
}

} // namespace loopscope::app::gui
