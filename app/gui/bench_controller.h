#pragma once
// Runs one UDP echo benchmark at a time: owns the probe and its RunCollector,
// and pulls from them on a display-rate timer (about 30 Hz) — the probe's
// threads never send a signal per sample. When the probe reaches a terminal
// state the controller finishes the collector and reports the new state.

#include "core/bench/run_collector.h"
#include "core/bench/udp_echo_probe.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>

class QTimer;

namespace loopscope::app::gui {

class BenchController : public QObject
{
    Q_OBJECT
public:
    enum class State { Idle = 0, Running, Finished, Stopped, Failed };
    Q_ENUM(State)

    explicit BenchController(QObject *parent = nullptr);
    ~BenchController() override; // stops a running probe and joins its threads

    // Starts a run (replacing the results of the previous one). False with a
    // clear message when the configuration is invalid or the probe cannot start;
    // the state is then Failed with that reason.
    bool start(const core::UdpProbeConfig &config, QString *error);
    void stop(); // returns at once; the state changes when the probe has ended

    State state() const { return m_state; }
    QString stateText() const; // translated: "running", "failed: reason", ...
    QString failureReason() const { return m_failure; }
    QString probeStateName() const; // finer probe state ("warming up", "draining", ...)
    QString warning() const;
    double progress() const; // 0..1, or -1 when unknown
    bool hasResults() const { return m_collector != nullptr; }
    const core::RunCollector *collector() const { return m_collector.get(); }
    std::vector<core::ProbeCounter> counters() const;
    // Where this run's files are streamed (empty when streaming failed).
    QString runDirectory() const { return m_runDir; }
    // The folder that holds one sub-folder per run.
    static QString runsDirectory();
    QString baseName() const { return m_baseName; } // file name stem of this run's exports

    // Writes .hgrm (one per channel), .hlog, .intervals.csv and .json (with the
    // environment fingerprint) into dir. False with a clear message.
    bool exportResults(const QString &dir, QStringList *written, QString *error) const;

    void setDisplayIntervalMs(int ms);

signals:
    void stateChanged(loopscope::app::gui::BenchController::State state);
    void updated(); // at display rate while running, and once at the end

private:
    void onTick();
    void setState(State state, const QString &failure = {});

    std::unique_ptr<core::UdpEchoProbe> m_probe;
    std::unique_ptr<core::RunCollector> m_collector;
    QTimer *m_timer = nullptr;
    State m_state = State::Idle;
    QString m_failure;
    QString m_baseName;
    QString m_runDir;
    QString m_streamWarning;
};

} // namespace loopscope::app::gui
