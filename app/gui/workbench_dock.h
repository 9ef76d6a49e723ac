#pragma once
// The benchmark workbench: the experiment queue with its buttons and
// shortcuts (Ctrl+N new experiment, Ctrl+Return start, Ctrl+Shift+. stop), the live
// view of the running experiment (percentile chart, max per interval,
// counters), and a status line with the GUI thread's own hiccups — an
// EventLoopHiccupProbe runs on the GUI thread while the workbench exists and
// the p99/max of its last interval are shown, so a slow widget shows up as
// latency. That probe can also be recorded into the library as a run.
//
// The main window puts the widget in a dock and menuActions() in a menu. The
// queue is saved to QSettings on every change and restored on construction.

#include <QList>
#include <QPointer>
#include <QString>
#include <QWidget>
#include <memory>

class QAction;
class QLabel;
class QListView;
class QTimer;

namespace loopscope::core {
class EventLoopHiccupProbe;
class ExperimentRunner;
class RunCollector;
class RunLibrary;
} // namespace loopscope::core

namespace loopscope::widgets {
class CountersView;
class IntervalMaxChart;
class LiveRunView;
class PercentileChart;
} // namespace loopscope::widgets

namespace loopscope::app::gui {

class ExperimentQueue;
class ExperimentWizard;

class WorkbenchDock : public QWidget
{
    Q_OBJECT
public:
    // library: the result library runs are stored in (may be null or closed:
    // runs are then not stored, and the workbench says so).
    WorkbenchDock(core::RunLibrary *library, QWidget *parent = nullptr);
    ~WorkbenchDock() override; // shuts down (see shutDown)

    // Stops the running experiment (stored as stopped) and the GUI-hiccup
    // run, and saves the queue: after it nothing uses the library any more.
    void shutDown();

    // For the "Workbench" menu: new experiment, start, stop, pause, run again,
    // remove, move up/down, record GUI hiccups (with separators). They are
    // also added to this widget, so their shortcuts work wherever it is shown.
    QList<QAction *> menuActions() const;
    QAction *newExperimentAction() const { return m_newAction; }
    QAction *startAction() const { return m_startAction; }
    QAction *stopAction() const { return m_stopAction; }
    QAction *pauseAction() const { return m_pauseAction; }
    QAction *runAgainAction() const { return m_runAgainAction; } // queues a copy of the selection and runs it
    QAction *recordHiccupsAction() const { return m_recordHiccupsAction; }

    ExperimentQueue *queue() const { return m_queue; }
    QListView *queueView() const { return m_list; }
    widgets::LiveRunView *liveView() const { return m_live; }
    widgets::PercentileChart *percentileChart() const;
    widgets::IntervalMaxChart *intervalMaxChart() const;
    widgets::CountersView *countersView() const;
    QString liveStateText() const;
    QString hiccupText() const;
    // The GUI thread's hiccup probe and its collector (null when it could not start).
    core::EventLoopHiccupProbe *hiccupProbe() const;
    core::RunCollector *hiccupCollector() const;
    qint64 hiccupRunId() const; // the stored GUI-hiccup run, 0 when not recording

    // Opens the wizard (window-modal, non-blocking); accepted experiments are
    // queued. Returns it so callers (and tests) can drive it.
    ExperimentWizard *openWizard();
    void setRecordGuiHiccups(bool on);

private:
    void createActions();
    void updateActions();
    void onQueueTick();
    void saveQueue() const;
    void restoreQueue();
    void restartHiccupProbe(bool record);
    void stopHiccupProbe();
    void onHiccupTick();
    int selectedRow() const;

    core::RunLibrary *m_library = nullptr;
    ExperimentQueue *m_queue = nullptr;
    QListView *m_list = nullptr;
    QLabel *m_liveState = nullptr;
    widgets::LiveRunView *m_live = nullptr;
    QLabel *m_hiccupLabel = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_startAction = nullptr;
    QAction *m_stopAction = nullptr;
    QAction *m_pauseAction = nullptr;
    QAction *m_runAgainAction = nullptr;
    QAction *m_removeAction = nullptr;
    QAction *m_upAction = nullptr;
    QAction *m_downAction = nullptr;
    QAction *m_recordHiccupsAction = nullptr;
    QList<QAction *> m_menuActions;
    QPointer<ExperimentWizard> m_wizard;

    const core::ExperimentRunner *m_shownRunner = nullptr;

    std::unique_ptr<core::ExperimentRunner> m_hiccupRunner; // the GUI thread's hiccups
    bool m_hiccupRecording = false;                         // ... stored in the library
    QTimer *m_hiccupTimer = nullptr;
    QString m_hiccupError;
    bool m_restoring = false;
};

} // namespace loopscope::app::gui
