// The benchmark workbench in the main window: the experiments tab (wizard,
// queue, live view, the GUI thread's own hiccups), the library tab (browse,
// open, compare, report) and the fleet tab (experiments on agents on other
// hosts; their merged runs land in the library).
#include "app/gui/experiment_queue.h"
#include "app/gui/fleet_dock.h"
#include "app/gui/fleet_session.h"
#include "app/gui/library_view.h"
#include "app/gui/main_window.h"
#include "app/gui/workbench_dock.h"
#include "core/library/run_library.h"
#include "widgets/fleet_view.h"

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

    m_fleetDock = new FleetDock(m_library.get());
    m_fleetDock->setObjectName(QStringLiteral("fleet"));
    m_centralTabs->addTab(m_fleetDock, tr("Fleet"));
    connect(m_fleetDock, &FleetDock::runStored, m_libraryView, &LibraryView::refresh);
    connect(m_fleetDock, &FleetDock::openRunRequested, this, [this](qint64 id) {
        m_libraryView->refresh();
        if (m_libraryView->openRun(id))
            m_centralTabs->setCurrentWidget(m_libraryView);
    });
    if (!m_options.fleetBroker.isEmpty()) {
        widgets::FleetBrokerFields fields = m_fleetDock->view()->brokerFields();
        fields.url = m_options.fleetBroker;
        m_fleetDock->view()->setBrokerFields(fields);
        if (m_fleetDock->session()->state() == FleetSession::State::Disconnected)
            m_fleetDock->connectToBroker();
    }
    if (!m_options.fleetRunKind.isEmpty())
        m_fleetDock->runWhenAgentsAppear(m_options.fleetRunKind);
}

} // namespace loopscope::app::gui
