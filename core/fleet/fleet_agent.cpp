#include "core/fleet/fleet_agent.h"

#include "core/experiment/experiment.h"
#include "core/experiment/experiment_runner.h"
#include "core/fleet/fleet_protocol.h"
#include "core/fleet/peer_echo.h"
#include "core/experiment/builtin_kinds.h"
#include "core/mqtt/mqtt_probe.h"
#include "core/library/run_library.h"
#include "core/timing/fingerprint.h"
#include "core/timing/realtime.h"
#include "core/version.h"

#include <QDateTime>
#include <QJsonArray>
#include <QSet>
#include <QSysInfo>

#include <algorithm>
#include <cmath>
#include <deque>

namespace loopscope::core::fleet {

namespace {

QJsonObject countersJson(const std::vector<ProbeCounter> &counters)
{
    QJsonObject out;
    for (const ProbeCounter &c : counters)
        out.insert(c.name, c.value);
    return out;
}

} // namespace

struct FleetAgent::Impl
{
    AgentConfig config;
    QString prefix;
    FleetLink link;
    QJsonObject fingerprint;
    qint64 sinceMs = 0;

    std::unique_ptr<ExperimentRunner> runner;
    QString runId;
    // The current (or last) run's interval messages and result, kept so that
    // a controller that missed some (broker restarted, its own connection
    // lost) gets them again on "resend".
    QString keptRunId;
    std::deque<QJsonObject> keptIntervals; // the newest kMaxKeptIntervals
    static constexpr size_t kMaxKeptIntervals = 36'000; // 10 h of one channel at 1 s; the rest is in the library
    QJsonObject keptResult;
    qint64 nextSeq = 0;
    bool cancelled = false;
    QString last;
    bool stopped = false;
    // What this agent serves for another agent's probe (one at a time): a
    // UDP echo, or the relay of an MQTT chain.
    std::unique_ptr<PeerEcho> echo;
    std::unique_ptr<MqttProbe> relay;
    QString servedRunId;
    int64_t servedUntilNs = 0; // monotonic: it stops by itself then, asked or not
    const int64_t clockOffsetNs = qEnvironmentVariableIntValue("LOOPSCOPE_FLEET_CLOCK_OFFSET_MS") * int64_t(1'000'000);

    QString presenceTopic() const { return fleet::presenceTopic(prefix, config.name); }

    QJsonObject presence(const QString &state) const
    {
        QJsonArray kinds;
        for (const ProbeKindSpec &k : ProbeRegistry::instance().kinds()) {
            QString why;
            if (allows(k.kind, &why))
                kinds.append(k.kind);
        }
        return {{QStringLiteral("type"), QStringLiteral("presence")},
                {QStringLiteral("state"), state},
                {QStringLiteral("name"), config.name},
                {QStringLiteral("host"), QSysInfo::machineHostName()},
                {QStringLiteral("version"), versionString()},
                {QStringLiteral("fingerprint"), fingerprint},
                {QStringLiteral("kinds"), kinds},
                {QStringLiteral("actuators_allowed"), config.allowActuators},
                {QStringLiteral("devices"), config.devices},
                {QStringLiteral("run_id"), runId},
                {QStringLiteral("since_ms"), sinceMs},
                {QStringLiteral("at_ms"), QDateTime::currentMSecsSinceEpoch()}};
    }

    void announce()
    {
        link.setAnnouncement(presenceTopic(), serialise(presence(runner ? QStringLiteral("busy") : QStringLiteral("online"))));
    }

    void event(const QString &run, QJsonObject body)
    {
        body.insert(QStringLiteral("agent"), config.name);
        body.insert(QStringLiteral("run_id"), run);
        link.publish(eventsTopic(prefix, run, config.name), serialise(body));
    }

    bool allows(const QString &kind, QString *why) const
    {
        const ProbeKindSpec *spec = ProbeRegistry::instance().find(kind);
        if (!spec) {
            *why = QStringLiteral("agent %1 has no probe kind '%2'").arg(config.name, kind);
            return false;
        }
        if (!config.allowedKinds.isEmpty() && !config.allowedKinds.contains(kind)) {
            *why = QStringLiteral("agent %1 does not run '%2' (its allow-list: %3)")
                       .arg(config.name, kind, config.allowedKinds.join(QStringLiteral(", ")));
            return false;
        }
        if (spec->drivesActuators && !config.allowActuators) {
            *why = QStringLiteral("agent %1 refuses '%2': it drives actuators, and the agent was not started "
                                  "with --allow-actuators")
                       .arg(config.name, kind);
            return false;
        }
        return true;
    }

    void refuse(const QString &run, const QString &reason)
    {
        event(run, {{QStringLiteral("type"), QStringLiteral("refused")}, {QStringLiteral("reason"), reason}});
        last = QStringLiteral("refused run %1: %2").arg(run, reason);
    }

    void handleRun(const QJsonObject &request)
    {
        const QString run = request.value(QStringLiteral("run_id")).toString();
        if (run.isEmpty() || !validAgentName(run)) {
            last = QStringLiteral("ignored a request without a valid run id");
            return;
        }
        if (runner) {
            refuse(run, QStringLiteral("agent %1 is busy with run %2").arg(config.name, runId));
            return;
        }
        const QString kind = request.value(QStringLiteral("kind")).toString();
        QString why;
        if (!allows(kind, &why)) {
            refuse(run, why);
            return;
        }
        const ProbeKindSpec *spec = ProbeRegistry::instance().find(kind);
        // The kind's own parameter description decides, before anything starts.
        const QVariantMap params =
            validateParams(*spec, request.value(QStringLiteral("params")).toObject().toVariantMap(), &why);
        if (params.isEmpty() && !why.isEmpty()) {
            refuse(run, QStringLiteral("bad parameters for '%1': %2").arg(kind, why));
            return;
        }
        Experiment experiment;
        experiment.kind = kind;
        experiment.params = params;
        experiment.name = request.value(QStringLiteral("name")).toString();
        if (!experiment.name.isEmpty())
            experiment.name += QLatin1Char('.') + config.name;
        experiment.note = request.value(QStringLiteral("note")).toString();
        ExperimentRunOptions options;
        options.library = config.library;
        options.tags = {QStringLiteral("fleet"), QStringLiteral("fleet-run:") + run};
        nextSeq = 0;
        options.onInterval = [this, run](const QString &tag, const QString &title, const IntervalStats &stats,
                                         const HdrHistogram &interval) {
            QJsonObject body{{QStringLiteral("type"), QStringLiteral("interval")},
                             {QStringLiteral("seq"), nextSeq++},
                             {QStringLiteral("tag"), tag},
                             {QStringLiteral("title"), title},
                             {QStringLiteral("start_s"), stats.startS},
                             {QStringLiteral("length_s"), stats.lengthS},
                             {QStringLiteral("count"), stats.count},
                             {QStringLiteral("histogram"), histogramToText(interval)}};
            if (runner && runner->probe())
                body.insert(QStringLiteral("counters"), countersJson(runner->probe()->counters()));
            keptIntervals.push_back(body);
            if (keptIntervals.size() > kMaxKeptIntervals)
                keptIntervals.pop_front();
            event(run, body);
        };
        auto started = std::make_unique<ExperimentRunner>();
        keptRunId = run;
        keptIntervals.clear();
        keptResult = {};
        runId = run;
        cancelled = false;
        runner = std::move(started);
        if (!runner->start(experiment, options, &why)) {
            runner.reset();
            runId.clear();
            refuse(run, why);
            return;
        }
        event(run, {{QStringLiteral("type"), QStringLiteral("accepted")},
                    {QStringLiteral("kind"), kind},
                    {QStringLiteral("params"), QJsonObject::fromVariantMap(runner->validatedParams())},
                    {QStringLiteral("run_name"), runner->runName()},
                    {QStringLiteral("fingerprint"), runner->fingerprint()}});
        announce();
        last = QStringLiteral("started run %1: %2 (%3)").arg(run, kind, runner->runName());
    }

    // The agent's half of an NTP-style exchange: when the request arrived
    // (t2) and when the answer leaves (t3), on this host's wall clock plus
    // the test hook's offset ($LOOPSCOPE_FLEET_CLOCK_OFFSET_MS, default 0:
    // a test peer with a known offset).
    void answerClock(const QJsonObject &request, int64_t receivedNs)
    {
        link.publish(clockTopic(prefix, config.name),
                     serialise({{QStringLiteral("type"), QStringLiteral("clock")},
                                {QStringLiteral("controller"), request.value(QStringLiteral("controller"))},
                                {QStringLiteral("t1"), request.value(QStringLiteral("t1"))},
                                {QStringLiteral("t2"), QString::number(receivedNs + clockOffsetNs)},
                                {QStringLiteral("t3"), QString::number(realtimeNs() + clockOffsetNs)}}));
    }

    // Serves for run `run`: a UDP echo on the address this host reaches
    // the broker from (the one the probe's host most likely reaches it on
    // too), or the relay of an MQTT chain on the probe's broker and topic.
    void serve(const QJsonObject &request)
    {
        const QString run = request.value(QStringLiteral("run_id")).toString();
        if (!validAgentName(run))
            return;
        const QString service = request.value(QStringLiteral("service")).toString();
        if (service != QLatin1String("udp-echo") && service != QLatin1String("mqtt-relay")) {
            refuse(run, QStringLiteral("agent %1 does not serve '%2' (it serves: udp-echo, mqtt-relay)").arg(config.name, service));
            return;
        }
        if ((echo || relay) && servedRunId != run) {
            refuse(run, QStringLiteral("agent %1 already serves run %2").arg(config.name, servedRunId));
            return;
        }
        QString why, address;
        if (service == QLatin1String("udp-echo") && !echo) {
            PeerEchoConfig c;
            c.bindAddress = link.localAddress();
            c.clockOffsetNs = clockOffsetNs;
            c.inboundDelayNs = std::llround(request.value(QStringLiteral("inbound_delay_ms")).toDouble() * 1e6);
            auto started = std::make_unique<PeerEcho>();
            if (c.bindAddress.isEmpty())
                why = QStringLiteral("agent %1 is not connected").arg(config.name);
            else if (!started->start(c, &why))
                why = QStringLiteral("agent %1: %2").arg(config.name, why);
            else
                echo = std::move(started);
        } else if (service == QLatin1String("mqtt-relay") && !relay) {
            // The probe's own parameters, checked by its kind, then this side's role.
            const ProbeKindSpec *mqtt = ProbeRegistry::instance().find(QStringLiteral("mqtt"));
            const QVariantMap params =
                mqtt ? validateParams(*mqtt, request.value(QStringLiteral("params")).toObject().toVariantMap(), &why)
                     : QVariantMap();
            if (params.isEmpty() && why.isEmpty())
                why = QStringLiteral("agent %1 has no mqtt probe").arg(config.name);
            if (why.isEmpty()) {
                MqttProbeConfig c = mqttProbeConfig(params);
                c.role = MqttProbeConfig::Role::RelayOnly;
                c.stampOffsetNs = clockOffsetNs;
                auto started = std::make_unique<MqttProbe>(c);
                if (!c.resolvePassword(&why) || !started->start(&why))
                    why = QStringLiteral("agent %1 cannot relay: %2").arg(config.name, why);
                else
                    relay = std::move(started);
            }
        }
        if (!why.isEmpty()) {
            refuse(run, why);
            return;
        }
        servedRunId = run;
        address = echo ? echo->address()
                       : QStringLiteral("%1 %2").arg(relay->parameters().value(QStringLiteral("broker")).toString(),
                                                     relay->topicPrefix());
        const double forS = std::clamp(request.value(QStringLiteral("for_s")).toDouble(60), 1.0, 8 * 86400.0);
        servedUntilNs = monotonicNs() + int64_t(forS * 1e9);
        event(run, {{QStringLiteral("type"), QStringLiteral("serving")},
                    {QStringLiteral("service"), service},
                    {QStringLiteral("address"), address}});
        last = echo ? QStringLiteral("serving a UDP echo on %1 for run %2").arg(address, run)
                    : QStringLiteral("relaying MQTT on %1 for run %2").arg(address, run);
    }

    void unserve(const QString &reason)
    {
        if (echo)
            last = QStringLiteral("echo of run %1 stopped (%2; %3 datagrams echoed, %4 stamped)")
                       .arg(servedRunId, reason)
                       .arg(echo->echoed())
                       .arg(echo->stamped());
        if (relay) {
            relay->requestStop();
            qint64 relayed = 0;
            for (const ProbeCounter &c : relay->counters())
                if (c.name == QLatin1String("relayed"))
                    relayed = c.value;
            last = QStringLiteral("relay of run %1 stopped (%2; %3 messages relayed)").arg(servedRunId, reason).arg(relayed);
        }
        if (!echo && !relay)
            return;
        echo.reset();
        relay.reset();
        servedRunId.clear();
    }

    void resend(const QJsonObject &request)
    {
        if (request.value(QStringLiteral("run_id")).toString() != keptRunId || keptRunId.isEmpty())
            return;
        QSet<qint64> seen;
        for (const QJsonValue &v : request.value(QStringLiteral("seen")).toArray())
            seen.insert(qint64(v.toDouble()));
        int again = 0;
        for (const QJsonObject &body : keptIntervals)
            if (!seen.contains(qint64(body.value(QStringLiteral("seq")).toDouble()))) {
                event(keptRunId, body);
                ++again;
            }
        if (!keptResult.isEmpty())
            event(keptRunId, keptResult);
        last = QStringLiteral("sent %1 interval(s) of run %2 again").arg(again).arg(keptRunId);
    }

    void finishRun()
    {
        QString why;
        runner->finish(&why);
        const RunData data = runner->snapshot();
        QJsonObject totals, titles;
        for (const RunChannel &c : data.channels) {
            totals.insert(c.tag, histogramToText(c.total));
            titles.insert(c.tag, c.title);
        }
        QString state = data.state;
        if (cancelled && state != QLatin1String("failed"))
            state = QStringLiteral("stopped");
        keptResult = {{QStringLiteral("type"), QStringLiteral("result")},
                      {QStringLiteral("state"), state},
                      {QStringLiteral("failure"), data.failureReason},
                      {QStringLiteral("warning"), data.warning},
                      {QStringLiteral("storage"), why},
                      {QStringLiteral("duration_s"), data.durationS},
                      {QStringLiteral("intervals"), nextSeq},
                      {QStringLiteral("counters"), countersJson(data.counters)},
                      {QStringLiteral("totals"), totals},
                      {QStringLiteral("titles"), titles},
                      {QStringLiteral("stored_run_id"), runner->runId()},
                      {QStringLiteral("run_name"), runner->runName()}};
        event(runId, keptResult);
        last = QStringLiteral("run %1 %2").arg(runId, state);
        runner.reset();
        runId.clear();
        announce();
    }
};

FleetAgent::FleetAgent(AgentConfig config) : d(std::make_unique<Impl>())
{
    d->config = std::move(config);
    d->prefix = d->config.prefix.isEmpty() ? kDefaultPrefix : d->config.prefix;
}

FleetAgent::~FleetAgent()
{
    stop();
}

bool FleetAgent::start(QString *error)
{
    if (!validAgentName(d->config.name)) {
        *error = QStringLiteral("bad agent name '%1': 1 to 64 letters, digits, '.', '_' or '-'").arg(d->config.name);
        return false;
    }
    d->fingerprint = EnvironmentFingerprint::capture().toJson();
    d->sinceMs = QDateTime::currentMSecsSinceEpoch();
    d->link.setWill(d->presenceTopic(),
                    serialise({{QStringLiteral("type"), QStringLiteral("presence")},
                               {QStringLiteral("state"), QStringLiteral("offline")},
                               {QStringLiteral("name"), d->config.name},
                               {QStringLiteral("reason"), QStringLiteral("connection lost")}}));
    d->link.subscribe(requestTopic(d->prefix, d->config.name));
    if (!d->link.connect(d->config.login, QStringLiteral("loopscope-agent-%1").arg(d->config.name), error))
        return false;
    d->announce();
    d->last = QStringLiteral("agent %1 online at %2").arg(d->config.name, d->config.login.broker());
    return true;
}

void FleetAgent::step(int timeoutMs)
{
    for (const LinkMessage &m : d->link.take(d->runner ? std::min(timeoutMs, 50) : timeoutMs)) {
        const QJsonObject body = parse(m.payload);
        const QString type = body.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("run"))
            d->handleRun(body);
        else if (type == QLatin1String("clock"))
            d->answerClock(body, m.receivedRealNs);
        else if (type == QLatin1String("resend"))
            d->resend(body);
        else if (type == QLatin1String("serve"))
            d->serve(body);
        else if (type == QLatin1String("unserve") && body.value(QStringLiteral("run_id")).toString() == d->servedRunId)
            d->unserve(QStringLiteral("asked"));
        else if (type == QLatin1String("cancel") && d->runner &&
                 body.value(QStringLiteral("run_id")).toString() == d->runId) {
            d->cancelled = true;
            d->runner->requestStop();
            d->last = QStringLiteral("cancelling run %1").arg(d->runId);
        }
    }
    if (d->runner) {
        d->runner->poll();
        if (d->runner->isDone())
            d->finishRun();
    }
    if ((d->echo || d->relay) && monotonicNs() > d->servedUntilNs)
        d->unserve(QStringLiteral("its time ran out"));
}

void FleetAgent::stop()
{
    if (!d || d->stopped)
        return;
    d->stopped = true;
    d->unserve(QStringLiteral("agent stopping"));
    if (d->runner) {
        d->cancelled = true;
        d->runner->requestStop();
        while (!d->runner->isDone())
            d->runner->poll();
        d->finishRun();
    }
    if (d->link.isConnected()) {
        d->link.publish(d->presenceTopic(), serialise(d->presence(QStringLiteral("offline"))), true);
        d->link.flush(2000);
    }
}

bool FleetAgent::busy() const
{
    return d->runner != nullptr;
}

QString FleetAgent::lastEvent() const
{
    return d->last;
}

QStringList FleetAgent::offeredKinds() const
{
    QStringList out;
    for (const QJsonValue &k : d->presence(QString()).value(QStringLiteral("kinds")).toArray())
        out << k.toString();
    return out;
}

bool FleetAgent::allows(const QString &kind, QString *why) const
{
    return d->allows(kind, why);
}

FleetLink &FleetAgent::link()
{
    return d->link;
}

} // namespace loopscope::core::fleet
