#include "core/fleet/fleet_controller.h"

#include "core/fleet/fleet_protocol.h"
#include "core/timing/fingerprint.h"
#include "core/timing/realtime.h"

#include <QDateTime>
#include <QJsonArray>
#include <QRandomGenerator>

namespace loopscope::core::fleet {

bool AgentRun::done() const
{
    return state != QLatin1String("dispatched") && state != QLatin1String("accepted") &&
           state != QLatin1String("collecting");
}

namespace {
constexpr int kMaxResendRequests = 5;
constexpr int64_t kResendEveryNs = 2'000'000'000;
// An agent's will arrives both when its host vanished and when the broker
// went away under it; it is interrupted only when it is not back by then
// (its reconnection back-off is at most 8 s).
constexpr int64_t kOfflineGraceNs = 12'000'000'000;
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

    void onClock(const QString &agent, const QJsonObject &body, int64_t t4)
    {
        auto r = runs.find(agent);
        if (r == runs.end() || body.value(QStringLiteral("controller")).toString() != controllerId)
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
        if (estimator.add(e))
            r->second.clock = estimator.estimate();
    }

    void sendClockRequests()
    {
        const int64_t now = monotonicNs();
        if (now - lastClockNs < 100'000'000)
            return;
        lastClockNs = now;
        for (const auto &[agent, r] : runs)
            if (!r.done())
                link.publish(requestTopic(prefix, agent),
                             serialise({{QStringLiteral("type"), QStringLiteral("clock")},
                                        {QStringLiteral("controller"), controllerId},
                                        {QStringLiteral("t1"), QString::number(realtimeNs())}}));
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

    void onEvent(const QString &agent, const QJsonObject &body)
    {
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
            const QJsonObject totals = body.value(QStringLiteral("totals")).toObject();
            const QJsonObject titles = body.value(QStringLiteral("titles")).toObject();
            for (auto t = totals.begin(); t != totals.end(); ++t) {
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
        if (type == QLatin1String("presence") && m.topic == presenceTopic(d->prefix, agent))
            d->onPresence(body);
        else if (type == QLatin1String("clock") && m.topic == clockTopic(d->prefix, agent))
            d->onClock(agent, body, m.receivedRealNs);
        else if (m.topic.endsWith(QLatin1String("/events")))
            d->onEvent(agent, body);
    }
    d->sendClockRequests();
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
                if (!keys.contains(k))
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

QString FleetController::dispatch(const QStringList &names, const QString &kind, const QVariantMap &params,
                                  const QString &name, const QString &note)
{
    d->runId = QStringLiteral("%1-%2")
                   .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddTHHmmss")))
                   .arg(QRandomGenerator::global()->generate() & 0xffffff, 6, 16, QLatin1Char('0'));
    d->kind = kind;
    d->params = params;
    d->name = name;
    d->note = note;
    d->started = QDateTime::currentDateTime();
    d->runs.clear();
    d->clocks.clear();
    d->link.subscribe(eventsTopic(d->prefix, d->runId, QStringLiteral("+")));
    const QJsonObject request{{QStringLiteral("type"), QStringLiteral("run")},
                              {QStringLiteral("run_id"), d->runId},
                              {QStringLiteral("kind"), kind},
                              {QStringLiteral("params"), QJsonObject::fromVariantMap(params)},
                              {QStringLiteral("name"), name},
                              {QStringLiteral("note"), note}};
    for (const QString &agent : names) {
        AgentRun &r = d->runs[agent];
        r.agent = agent;
        r.dispatchedNs = monotonicNs();
        d->link.publish(requestTopic(d->prefix, agent), serialise(request));
    }
    return d->runId;
}

void FleetController::cancel()
{
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
    for (const auto &[agent, r] : d->runs) {
        fleetInfo.insert(agent, QJsonObject{{QStringLiteral("state"), r.state},
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
            if (auto c = r.channels.find(tag); c != r.channels.end())
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
    for (auto &[tag, m] : mergedChannels)
        run.channels.push_back(std::move(m));
    for (RunChannel &c : own)
        run.channels.push_back(std::move(c));
    for (const auto &[name, value] : counters)
        run.counters.push_back({name, value});
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
