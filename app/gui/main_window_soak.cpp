// The soak benchmark of the GUI (bench/soak.sh, hidden option --soak-bench):
// the UDP benchmark at 1 kHz on the first device found and a host-hiccup
// experiment in the Workbench run side by side with short intervals, so
// that hours of logged intervals pass in minutes while the script samples
// the process's memory and open files. The central tab flips between the
// two live views so that both charts are painted, not only filled.
#include "app/gui/bench_dock.h"
#include "app/gui/bench_panel.h"
#include "app/gui/experiment_queue.h"
#include "app/gui/main_window.h"
#include "app/gui/run_session.h"
#include "app/gui/workbench_dock.h"
#include "core/experiment/experiment.h"

#include <QTabWidget>
#include <QTimer>

namespace loopscope::app::gui {

namespace {
constexpr int kTabFlipMs = 5000;
} // namespace

void MainWindow::startSoak()
{
    const double seconds = m_options.soakS;
    const double intervalS = m_options.soakIntervalS;

    m_benchDock->session()->setIntervalS(intervalS);
    m_benchDock->panel()->setRateHz(1000);
    m_benchDock->panel()->setDurationS(seconds);
    m_benchDock->panel()->setWarmupS(0);
    m_benchDock->startBench();

    core::Experiment hiccup;
    hiccup.kind = QStringLiteral("hiccup");
    hiccup.name = QStringLiteral("soak-hiccup");
    hiccup.params.insert(QStringLiteral("duration"), seconds);
    m_workbench->queue()->setIntervalS(intervalS);
    m_workbench->queue()->add(hiccup);
    m_workbench->queue()->start();

    QWidget *udpView = m_benchDock->liveView();
    QWidget *workbench = m_workbench;
    m_centralTabs->setCurrentWidget(workbench);
    auto *flip = new QTimer(this);
    flip->setInterval(kTabFlipMs);
    connect(flip, &QTimer::timeout, this, [this, udpView, workbench] {
        m_centralTabs->setCurrentWidget(m_centralTabs->currentWidget() == workbench ? udpView : workbench);
    });
    flip->start();
}

} // namespace loopscope::app::gui
