#include "core/fleet/fleet_controller.h"

#include "core/fleet/fleet_protocol.h"
#include "core/timing/fingerprint.h"
#include "core/timing/realtime.h"

#include <QDateTime>
#include <algorithm>
#include <QJsonArray>
#include <QRandomGenerator>

namespace loopscope::core::fleet {

bool AgentRun::done() const
{
    return state != QLatin1String("dispatched") && state != QLatin1String("accepted") &&
           state != QLatin1String("collecting") && state != QLatin1String("waiting");
}

namespace {
constexpr int kMaxResendRequests = 5;
constexpr int64_t kResendEveryNs = 2'000'000'000;
// An agent's will arrives both when its host vanished and when the broker
// went away under it; it is interrupted only when it is not back by then
// (its reconnection back-off is at most 8 s).
constexpr int64_t kOfflineGraceNs = 12'000'000'000;
// A peer asked to serve: its answer within this, else the run is refused.
constexpr int64_t kPeerAnswerNs = 10'000'000'000;
// Clock exchanges with the peer and every runner before the probe starts
// (10 per second), and how long to wait for them at most.
constexpr int64_t kNsPerS = 1'000'000'000;
constexpr int kPeerClockExchanges = 10;
constexpr int64_t kPeerClockWaitNs = 5'000'000'000;
const QString kAgentTargetPrefix = QStringLiteral("agent:");
} // namespace

struct FleetController::Impl
{
    FleetLink link;
    QString prefix;
    std::map<QString, AgentPresence> agents;
    QString runId, kind, name, note;
    QVariantMap params;
    QDateTime started;
    std::map<QString, AgentRun> runs;
    int reconnectsSeen = 0;
    QString controllerId;
    std::map<QString, ClockOffsetEstimator> clocks;
    int64_t lastClockNs = 0;
    std::optional<PeerPart> peer;
    QJsonObject pendingRequest; // the runners' request, sent once the peer serves
    int64_t dispatchedNs = 0, cancelledNs = 0; // monotonic; 0: not (yet)

    bool peerActive() const
    {
        return peer && (peer->state == QLatin1String("asked") || peer->state == QLatin1String("serving"));
    }

    void onClock(const QString &agent, const QJsonObject &body, int64_t t4)
    {
        auto r = runs.find(agent);
        const bool isPeer = peer && peer->agent == agent;
        if ((r == runs.end() && !isPeer) || body.value(QStringLiteral("controller")).toString() != controllerId)
            return;
        ClockExchange e;
        bool ok1 = false, ok2 = false, ok3 = false;
        e.t1 = body.value(QStringLiteral("t1")).toString().toLongLong(&ok1);
        e.t2 = body.value(QStringLiteral("t2")).toString().toLongLong(&ok2);
        e.t3 = body.value(QStringLiteral("t3")).toString().toLongLong(&ok3);
        e.t4 = t4;
        if (!ok1 || !ok2 || !ok3)
            return;
        ClockOffsetEstimator &estimator = clocks.try_emplace(agent, 1'000'000'000).first->second;
        if (!estimator.add(e))
            return;
        if (isPeer)
            peer->clock = estimator.estimate();
        else
            r->second.clock = estimator.estimate();
    }

    void sendClockRequests()
    {
        const int64_t now = monotonicNs();
        if (now - lastClockNs < 100'000'000)
            return;
        lastClockNs = now;
        QStringList to;
        for (const auto &[agent, r] : runs)
            if (!r.done())
                to << agent;
        if (peerActive())
            to << peer->agent;
        for (const QString &agent : std::as_const(to))
            link.publish(requestTopic(prefix, agent),
                         serialise({{QStringLiteral("type"), QStringLiteral("clock")},
                                    {QStringLiteral("controller"), controllerId},
                                    {QStringLiteral("t1"), QString::number(realtimeNs())}}));
    }

    void refuseWaiting(const QString &reason, const QString &state = QStringLiteral("refused"))
    {
        for (auto &[agent, r] : runs)
            if (r.state == QLatin1String("waiting")) {
                r.state = state;
                r.reason = reason;
            }
    }

    void releasePeer()
    {
        if (!peerActive())
            return;
        link.publish(requestTopic(prefix, peer->agent), serialise({{QStringLiteral("type"), QStringLiteral("unserve")},
                                                                   {QStringLiteral("run_id"), runId}}));
        peer->state = QStringLiteral("released");
    }

    static bool clockReady(const ClockOffsetEstimate &c) { return c.valid && c.exchanges >= kPeerClockExchanges; }

    // The peer's part: its answer, the clock exchanges before the probe
    // starts, and its release when every runner is done.
    void stepPeer()
    {
        if (!peer)
            return;
        const int64_t now = monotonicNs();
        if (peer->state == QLatin1String("asked") && now - peer->askedNs > kPeerAnswerNs) {
            peer->state = QStringLiteral("refused");
            peer->reason = QStringLiteral("agent %1 did not answer the request to serve within %2 s")
                               .arg(peer->agent)
                               .arg(kPeerAnswerNs / 1'000'000'000);
            refuseWaiting(peer->reason);
        }
        if (peer->state != QLatin1String("serving"))
            return;
        bool waiting = false, ready = clockReady(peer->clock);
        for (const auto &[agent, r] : runs)
            if (r.state == QLatin1String("waiting")) {
                waiting = true;
                ready = ready && clockReady(r.clock);
            }
        if (waiting && (ready || now - peer->servingNs > kPeerClockWaitNs)) {
            const int64_t nowReal = realtimeNs();
            for (auto &[agent, r] : runs) {
                if (r.state != QLatin1String("waiting"))
                    continue;
                QVariantMap params = pendingRequest.value(QStringLiteral("params")).toObject().toVariantMap();
                r.oneWay = peer->clock.valid && r.clock.valid;
                r.peerOffsetNs = r.oneWay ? peer->clock.offsetAtNs(nowReal) - r.clock.offsetAtNs(nowReal) : 0.0;
                if (peer->service == QLatin1String("udp-echo")) {
                    params.insert(QStringLiteral("target"), peer->address);
                    params.insert(QStringLiteral("one-way"), r.oneWay);
                }
                params.insert(QStringLiteral("peer-clock-offset"), r.peerOffsetNs / 1e6);
                r.sentParams = params;
                QJsonObject request = pendingRequest;
                request.insert(QStringLiteral("params"), QJsonObject::fromVariantMap(params));
                r.state = QStringLiteral("dispatched");
                r.dispatchedNs = now;
                r.startedRealNs = nowReal;
                link.publish(requestTopic(prefix, agent), serialise(request));
            }
        }
        bool allDone = !runs.empty();
        for (const auto &[agent, r] : runs)
            allDone = allDone && r.done();
        if (allDone)
            releasePeer();
    }

    // Asks the agent for what this controller has not got (the broker drops
    // what arrives while a subscriber is away).
    void askAgain(AgentRun &r)
    {
        QJsonArray seen;
        for (const qint64 seq : std::as_const(r.seen))
            seen.append(seq);
        link.publish(requestTopic(prefix, r.agent), serialise({{QStringLiteral("type"), QStringLiteral("resend")},
                                                                {QStringLiteral("run_id"), runId},
                                                                {QStringLiteral("seen"), seen}}));
        ++r.resendRequests;
        r.lastResendNs = monotonicNs();
    }

    void checkComplete(AgentRun &r)
    {
        if (r.intervalsSent < 0 || r.finalState.isEmpty())
            return;
        if (qint64(r.seen.size()) >= r.intervalsSent) {
            r.state = r.finalState;
            return;
        }
        if (r.resendRequests >= kMaxResendRequests) {
            r.state = r.finalState;
            const QString gap = QStringLiteral("%1 of %2 intervals never arrived").arg(r.intervalsSent - r.seen.size()).arg(r.intervalsSent);
            r.reason = r.reason.isEmpty() ? gap : r.reason + QStringLiteral("; ") + gap;
            return;
        }
        r.state = QStringLiteral("collecting");
        if (monotonicNs() - r.lastResendNs >= kResendEveryNs)
            askAgain(r);
    }

    void onPresence(const QJsonObject &body)
    {
        const QString agent = body.value(QStringLiteral("name")).toString();
        if (!validAgentName(agent))
            return;
        AgentPresence &p = agents[agent];
        p.name = agent;
        p.state = body.value(QStringLiteral("state")).toString();
        p.host = body.value(QStringLiteral("host")).toString(p.host);
        p.version = body.value(QStringLiteral("version")).toString(p.version);
        if (body.contains(QStringLiteral("fingerprint")))
            p.fingerprint = body.value(QStringLiteral("fingerprint")).toObject();
        if (body.contains(QStringLiteral("kinds"))) {
            p.kinds.clear();
            for (const QJsonValue &k : body.value(QStringLiteral("kinds")).toArray())
                p.kinds << k.toString();
        }
        p.devices = body.value(QStringLiteral("devices")).toArray();
        p.actuatorsAllowed = body.value(QStringLiteral("actuators_allowed")).toBool();
        p.runId = body.value(QStringLiteral("run_id")).toString();
        p.sinceMs = qint64(body.value(QStringLiteral("since_ms")).toDouble());
        p.statedMs = qint64(body.value(QStringLiteral("at_ms")).toDouble());
        p.seenMs = QDateTime::currentMSecsSinceEpoch();
        // An agent that went away during our run: its part ends there,
        // unless it comes back within the grace period.
        if (auto it = runs.find(agent); it != runs.end() && !it->second.done()) {
            AgentRun &r = it->second;
            if (p.state == QLatin1String("offline")) {
                if (r.offlineSinceNs == 0)
                    r.offlineSinceNs = monotonicNs();
                r.reason = QStringLiteral("agent %1 went offline (%2)")
                               .arg(agent, body.value(QStringLiteral("reason")).toString(QStringLiteral("stopped")));
                // Stopped on purpose (not its will): no need to wait.
                if (!body.contains(QStringLiteral("reason")))
                    r.offlineSinceNs = 1;
            } else if (r.offlineSinceNs != 0) {
                r.offlineSinceNs = 0;
                r.reason.clear();
                askAgain(r); // back: what was sent while we could not hear it
            }
        }
    }

    void onPeerEvent(const QJsonObject &body)
    {
        const QString type = body.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("serving") && peer->state == QLatin1String("asked")) {
            peer->state = QStringLiteral("serving");
            peer->address = body.value(QStringLiteral("address")).toString();
            peer->servingNs = monotonicNs();
        } else if (type == QLatin1String("refused") && peer->state == QLatin1String("asked")) {
            peer->state = QStringLiteral("refused");
            peer->reason = body.value(QStringLiteral("reason")).toString();
            refuseWaiting(QStringLiteral("the peer refused: %1").arg(peer->reason));
        }
    }

    void onEvent(const QString &agent, const QJsonObject &body)
    {
        if (peer && peer->agent == agent && body.value(QStringLiteral("run_id")).toString() == runId) {
            onPeerEvent(body);
            return;
        }
        auto it = runs.find(agent);
        if (it == runs.end() || body.value(QStringLiteral("run_id")).toString() != runId)
            return;
        AgentRun &r = it->second;
        const QString type = body.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("accepted")) {
            if (r.state == QLatin1String("dispatched"))
                r.state = QStringLiteral("accepted");
            r.runName = body.value(QStringLiteral("run_name")).toString();
            r.fingerprint = body.value(QStringLiteral("fingerprint")).toObject();
        } else if (type == QLatin1String("refused")) {
            r.state = QStringLiteral("refused");
            r.reason = body.value(QStringLiteral("reason")).toString();
        } else if (type == QLatin1String("interval")) {
            const qint64 seq = qint64(body.value(QStringLiteral("seq")).toDouble(-1));
            if (seq < 0 || r.seen.contains(seq))
                return; // a re-sent copy
            std::optional<HdrHistogram> h = histogramFromText(body.value(QStringLiteral("histogram")).toString());
            if (!h)
                return;
            r.seen.insert(seq);
            if (r.firstIntervalNs == 0)
                r.firstIntervalNs = monotonicNs();
            const QString tag = body.value(QStringLiteral("tag")).toString();
            if (!r.channelOrder.contains(tag))
                r.channelOrder << tag;
            AgentRun::Channel &c = r.channels[tag];
            c.title = body.value(QStringLiteral("title")).toString(c.title);
            const IntervalStats stats = IntervalStats::of(tag, body.value(QStringLiteral("start_s")).toDouble(),
                                                          body.value(QStringLiteral("length_s")).toDouble(), *h);
            // In order of their start (a re-sent one may come late).
            auto at = std::upper_bound(c.intervals.begin(), c.intervals.end(), stats.startS,
                                       [](double s, const auto &e) { return s < e.first.startS; });
            c.intervals.insert(at, {stats, std::move(*h)});
            if (body.contains(QStringLiteral("counters")) && r.intervalsSent < 0)
                r.counters = body.value(QStringLiteral("counters")).toObject();
            checkComplete(r);
        } else if (type == QLatin1String("result")) {
            if (!r.finalState.isEmpty())
                return; // a copy
            r.finalState = body.value(QStringLiteral("state")).toString(QStringLiteral("finished"));
            r.intervalsSent = qint64(body.value(QStringLiteral("intervals")).toDouble(0));
            r.lastResendNs = 0;
            r.reason = body.value(QStringLiteral("failure")).toString();
            r.counters = body.value(QStringLiteral("counters")).toObject();
            r.durationS = body.value(QStringLiteral("duration_s")).toDouble();
            r.storedRunId = qint64(body.value(QStringLiteral("stored_run_id")).toDouble());
            r.endedRealNs = realtimeNs();
            const QJsonObject totals = body.value(QStringLiteral("totals")).toObject();
            const QJsonObject titles = body.value(QStringLiteral("titles")).toObject();
            for (auto t = totals.begin(); t != totals.end(); ++t) {
                if (!r.channelOrder.contains(t.key()))
                    r.channelOrder << t.key();
                AgentRun::Channel &c = r.channels[t.key()];
                c.total = histogramFromText(t.value().toString());
                c.title = titles.value(t.key()).toString(c.title);
            }
            checkComplete(r);
        }
    }
};

FleetController::FleetController() : d(std::make_unique<Impl>()) {}
FleetController::~FleetController() = default;

bool FleetController::connect(const MqttLogin &login, const QString &prefix, QString *error)
{
    d->prefix = prefix.isEmpty() ? kDefaultPrefix : prefix;
    d->link.subscribe(presenceTopic(d->prefix, QStringLiteral("+")));
    d->link.subscribe(clockTopic(d->prefix, QStringLiteral("+")));
    d->controllerId = QStringLiteral("loopscope-controller-%1").arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
    return d->link.connect(login, d->controllerId, error);
}

FleetLink &FleetController::link()
{
    return d->link;
}

QString FleetController::prefix() const
{
    return d->prefix;
}

void FleetController::pump(int timeoutMs)
{
    for (const LinkMessage &m : d->link.take(timeoutMs)) {
        const QString agent = agentOfTopic(d->prefix, m.topic);
        if (agent.isEmpty())
            continue;
        const QJsonObject body = parse(m.payload);
        const QString type = body.value(QStringLiteral("type")).toString();
        // Last seen: anything the agent says (a busy agent streams intervals, not presence).
        if (auto known = d->agents.find(agent); known != d->agents.end() && !m.retained)
            known->second.seenMs = QDateTime::currentMSecsSinceEpoch();
        if (type == QLatin1String("presence") && m.topic == presenceTopic(d->prefix, agent))
            d->onPresence(body);
        else if (type == QLatin1String("clock") && m.topic == clockTopic(d->prefix, agent))
            d->onClock(agent, body, m.receivedRealNs);
        else if (m.topic.endsWith(QLatin1String("/events")))
            d->onEvent(agent, body);
    }
    d->sendClockRequests();
    d->stepPeer();
    // Back from a lost connection (or a restarted broker): ask every agent
    // still running for what may have been dropped meanwhile.
    const int reconnects = d->link.reconnects();
    const bool reconnected = reconnects != d->reconnectsSeen;
    d->reconnectsSeen = reconnects;
    for (auto &[agent, r] : d->runs) {
        if (!r.done() && r.offlineSinceNs != 0 && monotonicNs() - r.offlineSinceNs > kOfflineGraceNs) {
            r.state = QStringLiteral("interrupted");
            continue;
        }
        if (r.state == QLatin1String("collecting"))
            d->checkComplete(r);
        else if (reconnected && !r.done())
            d->askAgain(r);
    }
}

const std::map<QString, AgentPresence> &FleetController::agents() const
{
    return d->agents;
}

QStringList FleetController::fingerprintDifferences(const QStringList &names) const
{
    QStringList keys, differing;
    std::vector<const AgentPresence *> chosen;
    for (const auto &[name, p] : d->agents)
        if (names.isEmpty() || names.contains(name)) {
            chosen.push_back(&p);
            for (const QString &k : p.fingerprint.keys())
                if (!keys.contains(k) && k != QLatin1String("captured_at_utc")) // when, not what
                    keys << k;
        }
    for (const QString &k : std::as_const(keys))
        for (const AgentPresence *p : chosen)
            if (p->fingerprint.value(k) != chosen.front()->fingerprint.value(k)) {
                differing << k;
                break;
            }
    return differing;
}

QString FleetController::dispatch(const FleetRequest &request, QString *error)
{
    // udp-echo --target agent:NAME (NAME echoes), mqtt --relay agent:NAME (NAME relays).
    const QString target = request.params.value(QStringLiteral("target")).toString().trimmed();
    const QString relay = request.params.value(QStringLiteral("relay")).toString().trimmed();
    QString peerName, service;
    if (target.startsWith(kAgentTargetPrefix) && request.kind == QLatin1String("udp-echo")) {
        peerName = target.mid(kAgentTargetPrefix.size());
        service = QStringLiteral("udp-echo");
    } else if (request.kind == QLatin1String("mqtt") && !relay.isEmpty()) {
        if (!relay.startsWith(kAgentTargetPrefix)) {
            *error = QStringLiteral("relay '%1': give the relaying agent as agent:NAME").arg(relay);
            return {};
        }
        peerName = relay.mid(kAgentTargetPrefix.size());
        service = QStringLiteral("mqtt-relay");
    } else if (target.startsWith(kAgentTargetPrefix)) {
        *error = QStringLiteral("only udp-echo runs can target an agent (mqtt: --relay agent:NAME); '%1' cannot").arg(request.kind);
        return {};
    }
    if (!peerName.isEmpty()) {
        const auto known = d->agents.find(peerName);
        if (!validAgentName(peerName) || known == d->agents.end()) {
            *error = QStringLiteral("target agent '%1' was never seen on this broker").arg(peerName);
            return {};
        }
        if (known->second.state == QLatin1String("offline")) {
            *error = QStringLiteral("target agent '%1' is offline").arg(peerName);
            return {};
        }
        if (request.agents.contains(peerName)) {
            *error = QStringLiteral("agent %1 cannot measure itself: the target agent must not be one of --agents").arg(peerName);
            return {};
        }
        if (!(request.peerInboundDelayMs >= 0 && request.peerInboundDelayMs <= 1000)) {
            *error = QStringLiteral("peer inbound delay %1 ms is outside 0..1000 ms").arg(request.peerInboundDelayMs);
            return {};
        }
    }
    d->runId = QStringLiteral("%1-%2")
                   .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddTHHmmss")))
                   .arg(QRandomGenerator::global()->generate() & 0xffffff, 6, 16, QLatin1Char('0'));
    d->kind = request.kind;
    d->params = request.params;
    d->name = request.name;
    d->note = request.note;
    d->started = QDateTime::currentDateTime();
    d->runs.clear();
    d->clocks.clear();
    d->peer.reset();
    d->dispatchedNs = monotonicNs();
    d->cancelledNs = 0;
    d->link.subscribe(eventsTopic(d->prefix, d->runId, QStringLiteral("+")));
    QVariantMap params = request.params;
    // Both sides of a chain across hosts use one topic prefix.
    if (service == QLatin1String("mqtt-relay") && params.value(QStringLiteral("topic")).toString().isEmpty())
        params.insert(QStringLiteral("topic"), QStringLiteral("loopscope/probe/fleet-%1").arg(d->runId));
    d->params = params;
    const QJsonObject body{{QStringLiteral("type"), QStringLiteral("run")},
                           {QStringLiteral("run_id"), d->runId},
                           {QStringLiteral("kind"), request.kind},
                           {QStringLiteral("params"), QJsonObject::fromVariantMap(params)},
                           {QStringLiteral("name"), request.name},
                           {QStringLiteral("note"), request.note}};
    if (!peerName.isEmpty()) {
        // The peer serves first; the runners start once it does and the
        // clocks are measured (stepPeer).
        PeerPart p;
        p.agent = peerName;
        p.service = service;
        p.askedNs = monotonicNs();
        d->peer = p;
        d->pendingRequest = body;
        const double forS = request.params.value(QStringLiteral("duration"), 10).toDouble() +
                            request.params.value(QStringLiteral("warmup"), 0).toDouble() + 60;
        d->link.publish(requestTopic(d->prefix, peerName),
                        serialise({{QStringLiteral("type"), QStringLiteral("serve")},
                                   {QStringLiteral("run_id"), d->runId},
                                   {QStringLiteral("service"), p.service},
                                   {QStringLiteral("for_s"), forS},
                                   {QStringLiteral("params"), QJsonObject::fromVariantMap(params)},
                                   {QStringLiteral("inbound_delay_ms"), request.peerInboundDelayMs}}));
    }
    for (const QString &agent : request.agents) {
        AgentRun &r = d->runs[agent];
        r.agent = agent;
        r.dispatchedNs = monotonicNs();
        if (!peerName.isEmpty()) {
            r.state = QStringLiteral("waiting");
            continue;
        }
        r.sentParams = params;
        r.startedRealNs = realtimeNs();
        d->link.publish(requestTopic(d->prefix, agent), serialise(body));
    }
    return d->runId;
}

QStringList FleetController::directions() const
{
    if (!d->peer)
        return {};
    if (d->peer->service == QLatin1String("mqtt-relay"))
        return {QStringLiteral("hop1"), QStringLiteral("hop2")};
    return {QStringLiteral("forward"), QStringLiteral("return")};
}

QStringList FleetController::oneWaySummary(const QString &only) const
{
    QStringList lines;
    if (!d->peer)
        return lines;
    const QStringList both = directions();
    for (const auto &[agent, r] : d->runs)
        for (const QString &direction : both) {
            if (!only.isEmpty() && agent != only)
                continue;
            const OneWayVerdict v = oneWay(agent, direction);
            if (!v.asked)
                continue;
            const bool out = direction == both.first();
            lines << QStringLiteral("one way %1 %2 %3 (%4): %5")
                         .arg(out ? QStringLiteral("out ") : QStringLiteral("back"), agent,
                              (out ? QStringLiteral("-> ") : QStringLiteral("<- ")) + d->peer->agent, direction)
                         .arg(v.meaningful ? QStringLiteral("median %1 ms ± %2 ms (clock error)")
                                                 .arg(v.medianNs / 1e6, 0, 'f', 3)
                                                 .arg(v.errorBoundNs / 1e6, 0, 'f', 3)
                                           : v.reason);
        }
    return lines;
}

const std::optional<PeerPart> &FleetController::peer() const
{
    return d->peer;
}

OneWayVerdict FleetController::oneWay(const QString &agent, const QString &direction) const
{
    OneWayVerdict v;
    const auto it = d->runs.find(agent);
    if (it == d->runs.end() || !it->second.oneWay || !d->peer) {
        v.reason = QStringLiteral("no one-way figures were asked for");
        return v;
    }
    const AgentRun &r = it->second;
    v.asked = true;
    v.usedOffsetNs = r.peerOffsetNs;
    if (const auto c = r.channels.find(direction); c != r.channels.end()) {
        HdrHistogram total;
        if (c->second.total)
            total = *c->second.total;
        else
            for (const auto &[stats, h] : c->second.intervals)
                total.add(h);
        v.medianNs = total.totalCount() > 0 ? double(total.valueAtPercentile(50)) : 0;
    }
    const ClockOffsetEstimate &mine = r.clock, &theirs = d->peer->clock;
    if (!mine.valid || !theirs.valid) {
        v.reason = QStringLiteral("the clock offsets were not measured");
        return v;
    }
    // The error of the offset the probe used, at the start and at the end
    // of the run, by the best estimates known now (drift included).
    const int64_t ended = r.endedRealNs > 0 ? r.endedRealNs : realtimeNs();
    for (const int64_t t : {r.startedRealNs, ended}) {
        const double best = theirs.offsetAtNs(t) - mine.offsetAtNs(t);
        v.errorBoundNs = std::max(v.errorBoundNs, std::abs(r.peerOffsetNs - best) + theirs.boundAtNs(t) + mine.boundAtNs(t));
    }
    v.meaningful = v.medianNs > 0 && v.errorBoundNs <= OneWayVerdict::kMaxErrorFraction * v.medianNs;
    if (!v.meaningful)
        v.reason = QStringLiteral("not meaningful: the clock error ±%1 ms is more than %2 % of the median one way "
                                  "(%3 ms); the round trip is the figure")
                       .arg(v.errorBoundNs / 1e6, 0, 'f', 3)
                       .arg(OneWayVerdict::kMaxErrorFraction * 100, 0, 'f', 0)
                       .arg(v.medianNs / 1e6, 0, 'f', 3);
    return v;
}

void FleetController::cancel()
{
    if (d->cancelledNs == 0)
        d->cancelledNs = monotonicNs();
    d->refuseWaiting(QStringLiteral("cancelled before it started"), QStringLiteral("stopped"));
    d->releasePeer();
    for (const auto &[agent, r] : d->runs)
        if (!r.done())
            d->link.publish(requestTopic(d->prefix, agent),
                            serialise({{QStringLiteral("type"), QStringLiteral("cancel")},
                                       {QStringLiteral("run_id"), d->runId}}));
}

bool FleetController::allDone() const
{
    for (const auto &[agent, r] : d->runs)
        if (!r.done())
            return false;
    return !d->runs.empty();
}

bool FleetController::overdue() const
{
    if (d->runs.empty() || allDone())
        return false;
    const int64_t now = monotonicNs();
    const bool silent = std::all_of(d->runs.begin(), d->runs.end(), [](const auto &r) {
        return r.second.state == QLatin1String("dispatched") || r.second.state == QLatin1String("waiting");
    });
    const double expectedS = d->params.value(QStringLiteral("duration"), 10).toDouble() +
                             d->params.value(QStringLiteral("warmup"), 0).toDouble();
    return (silent && now - d->dispatchedNs > 10 * kNsPerS + (d->peer ? kPeerClockWaitNs : 0)) ||
           now - d->dispatchedNs > int64_t((expectedS + 60) * 1e9) ||
           (d->cancelledNs != 0 && now - d->cancelledNs > 15 * kNsPerS);
}

bool FleetController::cancelled() const
{
    return d->cancelledNs != 0;
}

const std::map<QString, AgentRun> &FleetController::runs() const
{
    return d->runs;
}

QString FleetController::runId() const
{
    return d->runId;
}

QJsonObject FleetController::clockJson(const ClockOffsetEstimate &c)
{
    if (!c.valid)
        return {{QStringLiteral("valid"), false}, {QStringLiteral("exchanges"), c.exchanges}};
    return {{QStringLiteral("valid"), true},
            {QStringLiteral("offset_ms"), c.offsetNs / 1e6},
            {QStringLiteral("bound_ms"), c.boundNs / 1e6},
            {QStringLiteral("drift_known"), c.driftKnown},
            {QStringLiteral("drift_ppm"), c.driftPpm},
            {QStringLiteral("drift_bound_ppm"), c.driftBoundPpm},
            {QStringLiteral("consistent"), c.consistent},
            {QStringLiteral("best_delay_ms"), double(c.bestDelayNs) / 1e6},
            {QStringLiteral("exchanges"), c.exchanges}};
}

RunData FleetController::merged() const
{
    RunData run;
    run.kind = d->kind;
    run.name = d->name.isEmpty() ? QStringLiteral("fleet-%1-%2").arg(d->kind, d->runId) : d->name;
    run.title = QStringLiteral("%1 on %2 agents").arg(d->kind).arg(d->runs.size());
    run.params = d->params;
    run.note = d->note;
    run.started = d->started;
    run.fingerprint = EnvironmentFingerprint::capture().toJson();
    run.tags = {QStringLiteral("fleet"), QStringLiteral("fleet-run:") + d->runId};

    QJsonObject fleetInfo;
    QStringList states;
    std::map<QString, qint64> counters;
    std::map<QString, RunChannel> mergedChannels;
    std::vector<RunChannel> own;
    const QStringList kDirections = directions();
    std::map<QString, QSet<QString>> leftOut; // agent -> direction channels without meaning
    for (const auto &[agent, r] : d->runs) {
        QJsonObject oneWayInfo;
        if (r.oneWay) {
            for (const QString &direction : kDirections) {
                const OneWayVerdict v = oneWay(agent, direction);
                oneWayInfo.insert(direction, QJsonObject{{QStringLiteral("median_ms"), v.medianNs / 1e6},
                                                         {QStringLiteral("error_bound_ms"), v.errorBoundNs / 1e6},
                                                         {QStringLiteral("meaningful"), v.meaningful},
                                                         {QStringLiteral("reason"), v.reason}});
                if (!v.meaningful)
                    leftOut[agent].insert(direction);
            }
            oneWayInfo.insert(QStringLiteral("peer_offset_ms"), r.peerOffsetNs / 1e6);
        }
        fleetInfo.insert(agent, QJsonObject{{QStringLiteral("state"), r.state},
                                            {QStringLiteral("one_way"), oneWayInfo},
                                            {QStringLiteral("reason"), r.reason},
                                            {QStringLiteral("run_name"), r.runName},
                                            {QStringLiteral("stored_run_id"), r.storedRunId},
                                            {QStringLiteral("intervals"), qint64(r.seen.size())},
                                            {QStringLiteral("host"), r.fingerprint.value(QStringLiteral("hostname"))},
                                            {QStringLiteral("clock"), clockJson(r.clock)},
                                            {QStringLiteral("fingerprint"), r.fingerprint}});
        states << r.state;
        run.durationS = std::max(run.durationS, r.durationS);
        for (auto c = r.counters.begin(); c != r.counters.end(); ++c)
            counters[c.key()] += qint64(c.value().toDouble());
        for (const auto &[tag, channel] : r.channels) {
            if (leftOut[agent].contains(tag))
                continue; // one-way figures the clocks cannot support: said in params["fleet"]
            HdrHistogram total;
            if (channel.total)
                total = *channel.total;
            else
                for (const auto &[stats, h] : channel.intervals)
                    total.add(h);
            RunChannel mine;
            mine.tag = tag + QLatin1Char('@') + agent;
            mine.title = QStringLiteral("%1 (%2)").arg(channel.title.isEmpty() ? tag : channel.title, agent);
            for (const auto &[stats, h] : channel.intervals) {
                IntervalStats s = stats;
                s.tag = mine.tag;
                mine.intervals.append(s);
                run.durationS = std::max(run.durationS, s.startS + s.lengthS);
            }
            mine.total = total;
            own.push_back(std::move(mine));
            RunChannel &m = mergedChannels[tag];
            m.tag = tag;
            m.title = channel.title;
            m.total.add(total); // exact: the agents' histograms added, not their percentiles averaged
        }
    }
    // The merged channels' intervals: the agents' intervals of the same number added.
    for (auto &[tag, m] : mergedChannels) {
        std::vector<HdrHistogram> sums;
        std::vector<std::pair<double, double>> spans;
        for (const auto &[agent, r] : d->runs)
            if (auto c = r.channels.find(tag); c != r.channels.end() && !leftOut[agent].contains(tag))
                for (size_t i = 0; i < c->second.intervals.size(); ++i) {
                    if (sums.size() <= i) {
                        sums.emplace_back();
                        spans.emplace_back(c->second.intervals[i].first.startS, c->second.intervals[i].first.lengthS);
                    }
                    sums[i].add(c->second.intervals[i].second);
                }
        for (size_t i = 0; i < sums.size(); ++i)
            m.intervals.append(IntervalStats::of(tag, spans[i].first, spans[i].second, sums[i]));
    }
    // In the probe's order (its main channel first).
    QStringList order;
    for (const auto &[agent, r] : d->runs)
        for (const QString &tag : r.channelOrder)
            if (!order.contains(tag))
                order << tag;
    for (const QString &tag : std::as_const(order))
        if (auto m = mergedChannels.find(tag); m != mergedChannels.end())
            run.channels.push_back(std::move(m->second));
    for (RunChannel &c : own)
        run.channels.push_back(std::move(c));
    for (const auto &[name, value] : counters)
        run.counters.push_back({name, value});
    if (d->peer)
        run.params.insert(QStringLiteral("fleet_peer"),
                          QJsonObject{{QStringLiteral("agent"), d->peer->agent},
                                      {QStringLiteral("service"), d->peer->service},
                                      {QStringLiteral("state"), d->peer->state},
                                      {QStringLiteral("address"), d->peer->address},
                                      {QStringLiteral("reason"), d->peer->reason},
                                      {QStringLiteral("clock"), clockJson(d->peer->clock)}}
                              .toVariantMap());
    run.params.insert(QStringLiteral("fleet"), fleetInfo.toVariantMap());
    run.params.insert(QStringLiteral("fleet_run_id"), d->runId);
    if (states.contains(QStringLiteral("interrupted")))
        run.state = QStringLiteral("interrupted");
    else if (states.contains(QStringLiteral("stopped")))
        run.state = QStringLiteral("stopped");
    else if (!states.isEmpty() && states.count(QStringLiteral("finished")) == states.size())
        run.state = QStringLiteral("finished");
    else
        run.state = QStringLiteral("failed");
    QStringList problems;
    for (const auto &[agent, r] : d->runs)
        if (r.state != QLatin1String("finished"))
            problems << QStringLiteral("%1: %2%3").arg(agent, r.state, r.reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(r.reason));
    run.failureReason = problems.join(QStringLiteral("; "));
    run.ended = QDateTime::currentDateTime();
    return run;
}

} // namespace loopscope::core::fleet
