#pragma once
// The workbench's experiment queue: a list model of experiments and the
// controller that runs them one after another with an ExperimentRunner into
// the result library. The running experiment is pulled by a QTimer at about
// 10 Hz (runner poll, progress, end) — the probe never sends a signal per
// sample; ticked() tells views to pull the live figures at that same rate.
//
// Every entry has a state: queued, running (with its progress), finished,
// stopped or failed (with the reason), and the id of its stored run. The
// queue is saved as JSON (Experiment::toJson plus state) by toJson() and
// restored by restore(); WorkbenchDock keeps it in QSettings.

#include "core/experiment/experiment.h"

#include <QAbstractListModel>
#include <QJsonArray>
#include <QString>
#include <memory>
#include <vector>

class QTimer;

namespace loopscope::core {
class ExperimentRunner;
class RunLibrary;
} // namespace loopscope::core

namespace loopscope::core {
class BenchRecording;
}

namespace loopscope::app::gui {

class SessionRecording;

class ExperimentQueue : public QAbstractListModel
{
    Q_OBJECT
public:
    enum class EntryState { Invalid = 0, Queued, Running, Finished, Stopped, Failed };
    Q_ENUM(EntryState)

    struct Entry
    {
        core::Experiment experiment;
        EntryState state = EntryState::Queued;
        double progress = -1;   // 0..1 while running, -1 unknown
        QString reason;         // why it failed (or what could not be stored)
        qint64 runId = 0;       // stored run, 0 when none
        QString runName;
        quint64 uid = 0;        // stable identity while rows move
    };

    enum Role { StateRole = Qt::UserRole + 1, RunIdRole, ReasonRole, ProgressRole };

    // library: where runs are stored (may be null: runs are then not stored).
    explicit ExperimentQueue(core::RunLibrary *library, QObject *parent = nullptr);
    ~ExperimentQueue() override; // stopAndStore()
    // Stops a running experiment and stores it as stopped (the queue pauses);
    // after it the queue uses the library no more until started again.
    void stopAndStore();

    // QAbstractListModel
    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;

    void add(const core::Experiment &experiment);
    void add(const std::vector<core::Experiment> &experiments);
    int count() const { return int(m_entries.size()); }
    const Entry &entry(int row) const { return m_entries.at(std::size_t(row)); }
    QString displayName(int row) const; // the experiment's name, else its kind's title
    QString stateText(int row) const; // translated: "queued", "running 40 %", "failed: reason" ...
    static QString stateName(EntryState state); // untranslated: "queued", "running", ...

    // Runs queued entries in order until none is left (also resumes a paused queue).
    void start();
    // Stops the running experiment (it is stored as stopped) and pauses the
    // queue, so nothing new starts until start()/resume().
    void stopCurrent();
    // The running experiment goes on; no new one starts after it.
    void pause();
    void resume() { start(); }
    bool isPaused() const { return m_paused; }
    bool isRunning() const { return m_currentUid != 0; }
    // Work is going on or will continue: running, or not paused with entries queued.
    bool isActive() const;
    int currentRow() const { return rowOf(m_currentUid); }
    // The runner of the running experiment, else of the last one run (for the
    // live view); null before the first run. Owned by the queue.
    core::ExperimentRunner *runner() const { return m_runner.get(); }
    // File > Record session: runs started while it records go into it too.
    void setSessionRecording(SessionRecording *recording) { m_recording = recording; }
    int runnerRow() const { return rowOf(m_runnerUid); }

    // Editing; none of them touches the running entry. False when not possible.
    bool remove(int row);
    bool moveUp(int row);
    bool moveDown(int row);
    // Appends a copy of the entry's experiment as a new queued entry; returns its row.
    int runAgain(int row);
    void clearDone(); // removes finished, stopped and failed entries

    // Persistence: the experiments and the states of the entries. An entry that
    // was running when saved comes back as stopped (its run is in the library).
    QJsonArray toJson() const;
    void restore(const QJsonArray &json);

    void setPollIntervalMs(int ms);
    // Length of one logged interval (.hlog, CSV, library) of the runs started from now on; 1 s by default.
    void setIntervalS(double seconds) { m_intervalS = seconds; }
    // Raw exports (.hlog, .csv, .hgrm, .json) of every run go into
    // dir/<name>-<date-time>/ when set; empty (default): the library only.
    void setExportDirectory(const QString &dir) { m_exportDir = dir; }
    core::RunLibrary *library() const { return m_library; }

signals:
    void currentStarted(int row);
    void currentEnded(int row);  // finished, stopped or failed
    void ticked();               // ~10 Hz while an experiment runs, and once when it ends
    void activityChanged();      // running / paused / idle changed
    void changed();              // any entry or the order changed (for saving)

private:
    void onTick();
    void startNext();
    void endCurrent();
    void entryChanged(int row);
    void setPaused(bool paused);
    int rowOf(quint64 uid) const; // -1 when gone
    Entry *currentEntry();

    core::RunLibrary *m_library = nullptr;
    std::vector<Entry> m_entries;
    std::unique_ptr<core::ExperimentRunner> m_runner;
    SessionRecording *m_recording = nullptr;
    core::BenchRecording *m_runRecording = nullptr; // owned by m_recording
    QTimer *m_timer = nullptr;
    QString m_exportDir;
    quint64 m_nextUid = 1;
    quint64 m_currentUid = 0; // the running entry, 0 when none
    quint64 m_runnerUid = 0;  // the entry m_runner ran
    bool m_paused = true;     // nothing runs until start()
    bool m_starting = false;
    double m_intervalS = 1.0;
};

} // namespace loopscope::app::gui
