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
#include <optional>

namespace loopscope::core::fleet {

struct AgentPresence
{
    QString name, state, host, version, runId;
    QJsonObject fingerprint;
    QStringList kinds;
    QJsonArray devices;
    bool actuatorsAllowed = false;
    qint64 sinceMs = 0;  // agent started
    qint64 seenMs = 0;   // when this controller last heard from it (its clock; any message)
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
    // Against a peer agent (`--target agent:NAME`): the peer's clock minus
    // this agent's, as given to the probe for its one-way figures, and when
    // (the controller's wall clock).
    bool oneWay = false;
    double peerOffsetNs = 0;
    int64_t startedRealNs = 0, endedRealNs = 0;
    QVariantMap sentParams; // what the agent was asked to run
    struct Channel
    {
        QString title;
        std::vector<std::pair<IntervalStats, HdrHistogram>> intervals;
        std::optional<HdrHistogram> total; // from the result; else the sum of the intervals
    };
    std::map<QString, Channel> channels;
    QStringList channelOrder; // tags in the order the probe gave them (its first is its main one)
    bool done() const;
};

// The agent that serves the probe of the others (`--target agent:NAME`).
struct PeerPart
{
    QString agent;
    QString service;                     // "udp-echo", "mqtt-relay"
    QString state = QStringLiteral("asked"); // asked, serving, refused, released
    QString address;                     // HOST:PORT it serves on
    QString reason;
    ClockOffsetEstimate clock;
    int64_t askedNs = 0, servingNs = 0; // controller's monotonic clock
};

// What one fleet run asks for.
struct FleetRequest
{
    QStringList agents;
    QString kind;
    QVariantMap params; // a "target" of "agent:NAME" makes NAME serve the probe
    QString name, note;
    double peerInboundDelayMs = 0; // the peer holds each datagram this long (an impairment; tests)
};

// The one-way figures of a fleet run against a peer: meaningful only when
// the clock offset's error is small beside them.
struct OneWayVerdict
{
    bool asked = false;
    double usedOffsetNs = 0;   // peer minus agent, given to the probe
    double errorBoundNs = 0;   // |used - best estimate| + both bounds, worst of start and end
    double medianNs = 0;       // of the direction
    bool meaningful = false;
    QString reason;            // why not (or "")
    static constexpr double kMaxErrorFraction = 0.1; // the bound may be at most 10 % of the median
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
    // Fingerprint keys whose values differ between the given agents (all when
    // empty); the capture time is not a difference.
    QStringList fingerprintDifferences(const QStringList &agents = {}) const;

    // Dispatches one experiment to every agent of the request. Returns the run id.
    // With a peer when the target (udp-echo) or relay (mqtt) is "agent:NAME".
    // Empty with a clear message when the request cannot be dispatched (an
    // unknown peer, a kind no agent serves, the peer among the runners).
    QString dispatch(const FleetRequest &request, QString *error);
    const std::optional<PeerPart> &peer() const;
    // The one-way verdict of an agent's direction channel (directions()).
    OneWayVerdict oneWay(const QString &agent, const QString &direction) const;
    // The run's one-way channels toward the peer and back: "forward",
    // "return" (udp-echo) or "hop1", "hop2" (mqtt); none without a peer.
    QStringList directions() const;
    // Every agent's one-way verdicts in words, one line per direction
    // ("one way out  a -> b (forward): median 20.140 ms ± 0.810 ms (clock
    // error)" or why not meaningful); empty without a peer. Only agent's
    // lines when agent is given.
    QStringList oneWaySummary(const QString &agent = {}) const;
    void cancel();
    bool allDone() const;
    // Whether to stop waiting for a run that is not done: no agent said
    // anything within 10 s of the dispatch, the run is a minute past its
    // length (duration + warm-up), or a cancel went out 15 s ago unanswered.
    // What came in so far stays in runs() and merged().
    bool overdue() const;
    bool cancelled() const; // cancel() was called for this run
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
