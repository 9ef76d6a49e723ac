#pragma once
// Runs one experiment: creates its probe through the registry, collects it
// into intervals (RunCollector), records the run into the result library as
// it goes (RunRecorder), optionally runs the load generator beside it, and
// writes the raw exports at the end. The GUI's queue and `loopscope-cli
// bench <kind>` both use it; the caller polls from its own loop (GUI timer
// or CLI wait loop) — nothing here receives one signal per sample.

#include "core/bench/run_collector.h"
#include "core/experiment/experiment.h"
#include "core/library/run_data.h"

#include <QString>
#include <QStringList>
#include <functional>
#include <memory>

namespace loopscope::core {

class RunLibrary;

struct ExperimentRunOptions
{
    RunLibrary *library = nullptr; // null: not stored
    QString outDir;                // non-empty: stream .hlog/.csv there and export all at the end
    QString baseName;              // file base name; default: the run's name
    double intervalS = 1.0;
    // When outDir cannot be written: false (default) refuses to start; true
    // measures anyway without files and says why in outputError().
    bool measureWithoutOutput = false;
    // Optional hook: makes the probe instead of the kind's create(), for a
    // command whose options say more than the kind's parameters (the CLI's
    // `bench udp|loop|video`). The kind still names, describes and stores
    // the run; experiment.params are stored as given (not validated).
    std::function<std::unique_ptr<LatencyProbe>(QString *error)> createProbe;
    QString title;      // the run's title; default: the kind's
    QStringList tags;   // stored with the run ("under-load" is added by the runner)
    // Optional: every closed interval of every channel, with its histogram,
    // on the polling thread (a fleet agent streams them to its controller).
    RunCollector::IntervalSink onInterval;
};

class ExperimentRunner
{
public:
    ExperimentRunner();
    ~ExperimentRunner(); // stops whatever still runs

    // Validates, creates the probe (this may start a simulator), stores the
    // run header, starts the load generator (when asked) and the probe.
    // False with a clear message when any of that fails; nothing keeps running then.
    bool start(const Experiment &experiment, const ExperimentRunOptions &options, QString *error);
    void poll();                  // display rate / CLI loop
    bool isDone() const;          // the probe reached a terminal state
    void requestStop();
    // After isDone() (or to abandon): joins, closes the last interval, stores
    // the final state and counters, stops the load and writes the exports.
    // Returns false when storing or exporting failed (the message says which;
    // the measurement itself is in *this either way).
    bool finish(QString *error);

    LatencyProbe *probe() const;
    RunCollector *collector() const;
    const ProbeKindSpec *spec() const;
    const Experiment &experiment() const;
    QVariantMap validatedParams() const;
    QString runName() const;
    qint64 runId() const;         // 0 when not stored
    QString storageError() const; // an interval that could not be stored, or ""
    // Why the files in outDir are not (all) written: the stream could not be
    // opened (measureWithoutOutput) or failed while running; "" when fine.
    QString outputError() const;
    // The environment fingerprint of the run (with the real-time grant once
    // the probe ran).
    QJsonObject fingerprint() const;
    QString baseName() const;     // the files' base name
    // Writes every export of the run so far (.hgrm per channel, .hlog,
    // .intervals.csv, .json with the fingerprint) into dir, e.g. File >
    // Export. False with a clear message; *written lists what was written.
    bool exportTo(const QString &dir, QStringList *written, QString *error) const;
    QString loadDescription() const; // "" without load
    QStringList writtenFiles() const;
    // The run as the library stores it (for reports without a library).
    RunData snapshot() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::core
