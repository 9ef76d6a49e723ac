#pragma once
// What every latency probe offers the run machinery, the GUI and the CLI.
// A probe measures on its own plain blocking threads and records into
// IntervalRecorders; nobody receives one signal per sample.

#include "core/histogram/interval_recorder.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <cstdint>
#include <vector>

namespace loopscope::core {

enum class ProbeState {
    Invalid = 0, // not started
    Starting,
    WarmingUp,   // running, values not recorded
    Running,
    Draining,    // sending finished, waiting for the last replies
    Finished,    // ended by count or duration
    Stopped,     // ended by the user
    Failed,      // ended by an error: failureReason() says why
};
QString probeStateName(ProbeState state); // "running", "failed", ...
// Progress of a probe that sends on a schedule: sequence numbers below
// warmupCount are the warm-up, the next measuredCount are measured. 0 before
// it runs, 1 once it finished, where it stopped once stopped or failed, -1
// when the length is unknown (measuredCount 0).
double scheduledSendProgress(ProbeState state, uint64_t nextSequence, uint64_t warmupCount, uint64_t measuredCount);

inline bool isTerminal(ProbeState s) { return s == ProbeState::Finished || s == ProbeState::Stopped || s == ProbeState::Failed; }

// One histogram stream of a probe, e.g. "latency" (corrected, from the
// intended send time) and "service" (raw, from the actual send time).
struct ProbeChannel
{
    QString tag;          // short, no spaces or commas: used as .hlog Tag=
    QString title;        // human-readable
    IntervalRecorder *recorder = nullptr;
};

struct ProbeCounter
{
    QString name;         // "sent", "received", "lost", ...
    qint64 value = 0;
};

// A device a probe measured that went away while it ran (its port or link
// vanished, not a late or garbled reply): which one and when. The run then
// fails with a reason that says so; the CLI exits with its own code.
struct DeviceLoss
{
    QString device;   // "moteus IDs 1-3 on /dev/pts/4@921600": empty when none was lost
    QDateTime at;     // wall clock, when the loss was noticed
    double runS = 0;  // seconds into the measurement
    QString error;    // the transport's words ("read failed: Input/output error")
    bool lost() const { return !device.isEmpty(); }
};

class LatencyProbe
{
public:
    virtual ~LatencyProbe() = default;
    // Validates the parameters, opens what it needs and starts the threads.
    // Returns false with a clear message in *error when it cannot start.
    virtual bool start(QString *error) = 0;
    virtual void requestStop() = 0;  // returns at once; state goes to Stopped
    virtual void wait() = 0;         // joins the threads
    virtual ProbeState state() const = 0;
    virtual QString failureReason() const = 0;
    // 0..1, or -1 when unknown; 1 once finished, and where it stopped once
    // stopped or failed (a run stopped at 3.5 s of 10 s stays at 0.35).
    virtual double progress() const = 0;
    virtual std::vector<ProbeChannel> channels() = 0;
    virtual std::vector<ProbeCounter> counters() const = 0; // consistent-enough snapshot
    virtual QJsonObject parameters() const = 0;             // for JSON and reports
    virtual QString kind() const = 0;                        // "udp-echo", ...
    virtual QString warning() const { return {}; }           // e.g. "rate not sustained"
    // The device that vanished while the probe ran; lost() false when none did.
    virtual DeviceLoss deviceLoss() const { return {}; }
    // What the measuring thread was granted of a real-time request
    // (RealtimeGrant::summary()), "" when the probe asks for none.
    virtual QString realtimeSummary() const { return {}; }
    // After wait(): lets go of what only the measurement needed (a simulator
    // process started for it), so nothing outlives the run while its
    // results stay readable. Called by ExperimentRunner::finish().
    virtual void releaseResources() {}
};

} // namespace loopscope::core
