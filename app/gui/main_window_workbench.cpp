// The benchmark workbench in the main window: the experiments tab (wizard,
// queue, live view, the GUI thread's own hiccups) and the library tab
// (browse, open, compare, report).
#include "app/gui/experiment_queue.h"
#include "app/gui/library_view.h"
#include "app/gui/main_window.h"
#include "app/gui/workbench_dock.h"
#include "core/library/run_library.h"

#include <QStatusBar>
#include <QTabWidget>

namespace loopscope::app::gui {

void MainWindow::buildWorkbench()
{
    m_workbench = new WorkbenchDock(m_library.get());
    m_workbench->setObjectName(QStringLiteral("workbench"));
    m_centralTabs->addTab(m_workbench, tr("Workbench"));

    m_libraryView = new LibraryView(m_library.get());
    m_libraryView->setObjectName(QStringLiteral("libraryView"));
    m_centralTabs->addTab(m_libraryView, tr("Library"));

    // A run that ends is in the library at once.
    connect(m_workbench->queue(), &ExperimentQueue::currentEnded, m_libraryView, &LibraryView::refresh);
    connect(m_workbench->queue(), &ExperimentQueue::currentStarted, m_libraryView, &LibraryView::refresh);
}

} // namespace loopscope::app::gui
