#pragma once
// The controller's side of the fleet (the GUI's Fleet tab and `loopscope-cli
// fleet`): the agents it hears of (retained presence: state, last seen,
// versions, fingerprints), and fleet runs — one experiment dispatched to
// several agents at once, each agent's intervals and result collected as
// they arrive (numbered, so one re-sent after a reconnection counts once),
// and a merged result that adds the agents' histograms exactly while
// keeping each agent's own. An agent that goes offline mid-run leaves its
// part "interrupted" with every interval it sent.

#include "core/fleet/fleet_link.h"
#include "core/library/run_data.h"
#include "core/timing/clock_offset.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QVariantMap>
#include <map>
#include <memory>

namespace loopscope::core::fleet {

struct AgentPresence
{
    QString name, state, host, version, runId;
    QJsonObject fingerprint;
    QStringList kinds;
    QJsonArray devices;
    bool actuatorsAllowed = false;
    qint64 sinceMs = 0;  // agent started
    qint64 seenMs = 0;   // when this controller last heard of it (its clock)
    qint64 statedMs = 0; // when the agent said it (the agent's clock)
};

// One agent's part of a fleet run.
struct AgentRun
{
    QString agent;
    // dispatched, accepted, collecting (result in, asking for missed intervals),
    // refused, finished, stopped, failed, interrupted (agent went offline)
    QString state = QStringLiteral("dispatched");
    QString reason; // refused/failed/interrupted: why
    QString runName;
    qint64 storedRunId = 0; // in the agent's library
    QJsonObject fingerprint;
    QJsonObject counters;
    double durationS = 0;
    qint64 dispatchedNs = 0, firstIntervalNs = 0; // controller's monotonic clock
    QSet<qint64> seen; // interval numbers received
    qint64 intervalsSent = -1; // from the result: how many the agent sent
    QString finalState;        // the result's state while missing intervals are asked for again
    int resendRequests = 0;
    qint64 offlineSinceNs = 0; // said offline (its will) during the run; 0: not
    // The agent's wall clock minus the controller's, from NTP-style
    // exchanges over the broker every 100 ms during the run (its bound is
    // half the least round trip, broker included).
    ClockOffsetEstimate clock;
    qint64 lastResendNs = 0;
    struct Channel
    {
        QString title;
        std::vector<std::pair<IntervalStats, HdrHistogram>> intervals;
        std::optional<HdrHistogram> total; // from the result; else the sum of the intervals
    };
    std::map<QString, Channel> channels;
    bool done() const;
};

class FleetController
{
public:
    FleetController();
    ~FleetController();

    bool connect(const MqttLogin &login, const QString &prefix, QString *error);
    FleetLink &link();
    QString prefix() const;

    // Processes what arrived (waiting up to timeoutMs for the first message),
    // and sends the clock exchanges of a run in progress.
    void pump(int timeoutMs);
    const std::map<QString, AgentPresence> &agents() const;
    // Fingerprint keys whose values differ between the given agents (all when empty).
    QStringList fingerprintDifferences(const QStringList &agents = {}) const;

    // Dispatches one experiment to every agent in names. Returns the run id.
    QString dispatch(const QStringList &names, const QString &kind, const QVariantMap &params, const QString &name,
                     const QString &note = {});
    void cancel();
    bool allDone() const;
    const std::map<QString, AgentRun> &runs() const;
    QString runId() const;

    // The run as the library stores it: channel TAG is every agent's TAG
    // added, channel TAG@AGENT each agent's own; the agents' states, reasons
    // and fingerprints in params["fleet"].
    RunData merged() const;

    // An agent's clock estimate as JSON (offset, bound, drift, ...), in ms and ppm.
    static QJsonObject clockJson(const ClockOffsetEstimate &clock);

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::core::fleet
