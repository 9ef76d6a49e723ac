#pragma once
// One experiment at a time, run by the one run path (ExperimentRunner: probe
// → collector → recorder into the result library → files) and pulled on a
// display-rate timer (about 30 Hz) — the probe's threads never send a signal
// per sample. The benchmark dock runs its UDP round trips through it; every
// run is stored in the library the Workbench and loopscope-cli use, and its
// .hlog/.csv are streamed into its own folder beside the library as it goes.

#include "core/bench/probe.h"
#include "core/experiment/experiment.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

class QTimer;

namespace loopscope::core {
class ExperimentRunner;
class RunCollector;
class RunLibrary;
} // namespace loopscope::core

namespace loopscope::core {
class BenchRecording;
}

namespace loopscope::app::gui {

class SessionRecording;

class RunSession : public QObject
{
    Q_OBJECT
public:
    enum class State { Idle = 0, Running, Finished, Stopped, Failed };
    Q_ENUM(State)

    // library: where runs are stored (null or closed: they are not, and
    // warning() says so). runsFolder: one sub-folder per run for its files
    // (empty: no files).
    RunSession(core::RunLibrary *library, QString runsFolder, QObject *parent = nullptr);
    ~RunSession() override; // stopAndStore()

    // Starts a run (replacing the previous one's results). False with a
    // clear message when the parameters are invalid or the probe cannot
    // start; the state is then Failed with that reason.
    bool start(const core::Experiment &experiment, QString *error);
    void stop(); // returns at once; the state changes when the probe has ended
    // Stops a running probe and finishes the run now (stored as stopped).
    void stopAndStore();

    State state() const { return m_state; }
    QString stateText() const; // translated: "running", "failed: reason", ...
    QString failureReason() const { return m_failure; }
    QString probeStateName() const; // finer: "warming up", "waiting for the last replies", ...
    QString warning() const;
    // 0..1, or -1 when unknown; 1 when finished, where it stopped when stopped or failed.
    double progress() const;
    bool hasResults() const;
    const core::RunCollector *collector() const;
    std::vector<core::ProbeCounter> counters() const;
    core::ExperimentRunner *runner() const { return m_runner.get(); }
    // File > Record session: runs started while it records go into it too.
    void setSessionRecording(SessionRecording *recording) { m_recording = recording; }
    qint64 runId() const;          // the stored run, 0 when not stored
    QString runName() const;
    QString runDirectory() const;  // where this run's files are streamed ("" when not)
    QString baseName() const;      // file name stem of this run's files

    // Writes .hgrm (one per channel), .hlog, .intervals.csv and .json (with
    // the environment fingerprint) into dir. False with a clear message.
    bool exportResults(const QString &dir, QStringList *written, QString *error) const;

    void setDisplayIntervalMs(int ms);
    // Length of one logged interval (.hlog, CSV, library) of the next run; 1 s by default.
    void setIntervalS(double seconds) { m_intervalS = seconds; }

signals:
    void started();
    void stateChanged(loopscope::app::gui::RunSession::State state);
    void updated(); // at display rate while running, and once at the end

private:
    void onTick();
    void setState(State state, const QString &failure = {});

    core::RunLibrary *m_library = nullptr;
    QString m_runsFolder;
    std::unique_ptr<core::ExperimentRunner> m_runner;
    SessionRecording *m_recording = nullptr;
    core::BenchRecording *m_runRecording = nullptr; // owned by m_recording
    QTimer *m_timer = nullptr;
    State m_state = State::Idle;
    QString m_failure;
    QString m_runDir;
    QString m_endWarning;
    double m_progressAtEnd = 0; // the last progress seen while running
    double m_intervalS = 1.0;
};

} // namespace loopscope::app::gui
