#pragma once
// The benchmark dock: the UDP round-trip form (BenchPanel) and the run it
// starts. A run is a "udp-echo" experiment run by the one run path
// (RunSession → ExperimentRunner), stored in the result library the
// Workbench, the Library tab and loopscope-cli share, with its files
// streamed into a folder of its own beside the library. Its figures are
// shown by a LiveRunView that the main window puts in a central tab.
//
// It owns its actions (start Ctrl+R, stop Ctrl+., export Ctrl+E, chart
// PNGs) and its settings (the form's values, the percentile axis).

#include "app/gui/run_session.h"
#include "widgets/live_run_view.h"

#include <QDockWidget>
#include <QPointer>
#include <QString>
#include <QStringList>

class QAction;

namespace loopscope::core {
class RunLibrary;
}


namespace loopscope::app::gui {

class BenchPanel;

class BenchDock : public QDockWidget
{
    Q_OBJECT
public:
    BenchDock(core::RunLibrary *library, QWidget *parent = nullptr);
    ~BenchDock() override; // saves the settings; shutDown()

    // Stops a running benchmark and stores it as stopped: after it nothing
    // uses the library any more.
    void shutDown();

    BenchPanel *panel() const { return m_panel; }
    RunSession *session() const { return m_session; }
    // The live view of the run; not a child of the dock: the main window
    // places it (and owns it from then on).
    widgets::LiveRunView *liveView() const { return m_view.data(); }

    QAction *startAction() const { return m_startAction; }
    QAction *stopAction() const { return m_stopAction; }
    QAction *exportAction() const { return m_exportAction; }
    QAction *exportPercentileAction() const { return m_exportPercentileAction; }
    QAction *exportIntervalAction() const { return m_exportIntervalAction; }

    // The export behind File > Export results…: .hgrm, .hlog, .json (with the
    // environment fingerprint), .csv and a PNG of each chart into dir.
    bool exportResultsTo(const QString &dir, QStringList *written, QString *error);

    void loadSettings();
    void saveSettings() const;

public slots:
    void startBench();
    void stopBench();

signals:
    // A line for the status bar (0: until replaced).
    void statusMessage(const QString &text, int timeoutMs);

private:
    void onUpdated();
    void onStateChanged();
    void exportResultsInteractive();
    void exportChartInteractive(bool percentile);
    void showError(const QString &title, const QString &message);

    BenchPanel *m_panel = nullptr;
    RunSession *m_session = nullptr;
    QPointer<widgets::LiveRunView> m_view; // placed (and owned) by the main window
    QAction *m_startAction = nullptr;
    QAction *m_stopAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_exportPercentileAction = nullptr;
    QAction *m_exportIntervalAction = nullptr;
    int m_tickCount = 0;
};

} // namespace loopscope::app::gui
