#include "app/cli/cmd_fleet.h"

#include "app/cli/cli_options.h"
#include "app/cli/cli_run.h"
#include "app/cli/cmd_bench_experiment.h"
#include "app/cli/console.h"
#include "app/cli/exit_codes.h"
#include "app/cli/fleet_options.h"
#include "app/cli/library_option.h"
#include "app/cli/percentile_table.h"
#include "app/cli/stop_signals.h"
#include "core/experiment/experiment.h"
#include "core/fleet/fleet_agent.h"
#include "core/fleet/fleet_controller.h"
#include "core/fleet/fleet_protocol.h"
#include "core/library/run_library.h"
#include "core/timing/realtime.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace loopscope::cli {

namespace {

std::vector<OptionSpec> withBroker(std::vector<OptionSpec> options)
{
    for (OptionSpec &o : fleetBrokerOptions())
        options.push_back(std::move(o));
    options.push_back(helpOption());
    return options;
}

const CommandSpec &agentSpec()
{
    static const CommandSpec spec = [] {
        CommandSpec s{
            QStringLiteral("agent"),
            QStringLiteral("agent --name NAME [--broker URL] [--allow KIND,...] [--allow-actuators] [OPTIONS]"),
            QStringLiteral("Runs a headless fleet agent on this host: it announces itself on the broker (retained "
                           "presence; the last will says offline), runs the experiments a controller asks for "
                           "through the one run path, stores them in its own result library and streams every "
                           "interval and the result to the controller. It keeps running across broker restarts "
                           "(reconnecting with back-off; what could not be sent meanwhile is sent after). Stop it "
                           "with SIGINT or SIGTERM."),
            QStringLiteral("ALLOW-LIST\n"
                           "  By default the agent runs every probe kind that does not drive actuators; --allow\n"
                           "  narrows that to a list. A kind that drives actuators (control-loop) is refused\n"
                           "  unless --allow-actuators is given, and then runs within its own soft limits and\n"
                           "  the device watchdog.\n"
                           "\n"
                           "  Install as a service: resources/linux/loopscope-agent@.service (see docs/fleet.md).\n"),
            withBroker({{QStringLiteral("name"), QStringLiteral("NAME"),
                         QStringLiteral("The agent's name in the fleet (letters, digits, '.', '_', '-')."), {}},
                        {QStringLiteral("allow"), QStringLiteral("KINDS"),
                         QStringLiteral("Only these probe kinds, comma-separated."), {}},
                        {QStringLiteral("allow-actuators"), {},
                         QStringLiteral("Also run kinds that drive actuators (bounded by soft limits and the device "
                                        "watchdog)."),
                         {}}}),
        };
        for (OptionSpec &o : libraryOptions())
            s.options.push_back(std::move(o));
        return s;
    }();
    return spec;
}

} // namespace

int runAgent(const QStringList &args)
{
    const CommandSpec &spec = agentSpec();
    ParsedOptions options;
    if (const std::optional<int> exitCode = parseCommandLine(spec, args, &options))
        return *exitCode;
    QString error;
    core::fleet::AgentConfig config;
    config.name = options.value(QStringLiteral("name"));
    if (config.name.isEmpty())
        return usageError(spec, QStringLiteral("give the agent a name: --name NAME"));
    if (!core::fleet::validAgentName(config.name))
        return usageError(spec, QStringLiteral("bad value for --name: '%1' (1 to 64 letters, digits, '.', '_' or '-')")
                                    .arg(config.name));
    if (!fleetLogin(options, &config.login, &error))
        return usageError(spec, error);
    config.prefix = fleetPrefix(options);
    config.allowActuators = options.isSet(QStringLiteral("allow-actuators"));
    for (const QString &kind : options.value(QStringLiteral("allow")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!core::ProbeRegistry::instance().find(kind.trimmed()))
            return usageError(spec, QStringLiteral("bad value for --allow: no probe kind '%1'").arg(kind.trimmed()));
        config.allowedKinds << kind.trimmed();
    }
    core::RunLibrary library;
    QString warning;
    if (openRunLibrary(options, &library, &warning))
        config.library = &library;
    else if (!warning.isEmpty())
        printError(warning);

    StopSignals stopSignals;
    core::fleet::FleetAgent agent(config);
    if (!agent.start(&error)) {
        printError(error);
        return kExitMeasurementFailed;
    }
    printOut(QStringLiteral("%1; offers %2; runs stored in %3\n")
                 .arg(agent.lastEvent(), agent.offeredKinds().join(QStringLiteral(", ")),
                      config.library ? library.path() : QStringLiteral("no library")));
    QString shown = agent.lastEvent();
    bool wasConnected = true;
    while (!stopSignals.stopRequested()) {
        agent.step(200);
        if (agent.lastEvent() != shown) {
            shown = agent.lastEvent();
            printOut(QStringLiteral("%1 %2\n").arg(QDateTime::currentDateTime().toString(Qt::ISODate), shown));
        }
        if (agent.link().isConnected() != wasConnected) {
            wasConnected = !wasConnected;
            printOut(QStringLiteral("%1 %2\n").arg(QDateTime::currentDateTime().toString(Qt::ISODate),
                                                    wasConnected ? QStringLiteral("broker back; reconnected")
                                                                 : QStringLiteral("broker lost; reconnecting (runs go on)")));
        }
    }
    agent.stop();
    printOut(QStringLiteral("agent %1 offline\n").arg(config.name));
    return kExitSuccess;
}

namespace {

const CommandSpec &fleetSpec()
{
    static const CommandSpec spec{
        QStringLiteral("fleet"),
        QStringLiteral("fleet list|run|cancel [OPTIONS]"),
        QStringLiteral("The controller of a fleet of agents (loopscope-cli agent) on one MQTT broker."),
        QStringLiteral("COMMANDS\n"
                       "  fleet list    the agents: state, host, version, last seen, fingerprint differences\n"
                       "  fleet run     one experiment on several agents at once; per-agent and merged results\n"
                       "  fleet cancel  stop a fleet run on its agents\n"),
        {helpOption()},
    };
    return spec;
}

const CommandSpec &listSpec()
{
    static const CommandSpec spec{
        QStringLiteral("fleet list"),
        QStringLiteral("fleet list [--broker URL] [--wait S] [--json]"),
        QStringLiteral("Lists the agents the broker knows of (their retained presence): name, state (online, "
                       "busy, offline), host, version, when each last said so, and which fingerprint entries "
                       "differ between the online agents."),
        {},
        withBroker({{QStringLiteral("wait"), QStringLiteral("S"), QStringLiteral("How long to listen."), QStringLiteral("1.5")},
                    {QStringLiteral("json"), {}, QStringLiteral("Print the agents as JSON."), {}}}),
    };
    return spec;
}

const CommandSpec &cancelSpec()
{
    static const CommandSpec spec{
        QStringLiteral("fleet cancel"),
        QStringLiteral("fleet cancel --agents A,B --run RUN [--broker URL]"),
        QStringLiteral("Asks the agents to stop fleet run RUN (its id, printed by fleet run); each ends its part "
                       "as stopped and keeps what it measured."),
        {},
        withBroker({{QStringLiteral("agents"), QStringLiteral("A,B"), QStringLiteral("The agents."), {}},
                    {QStringLiteral("run"), QStringLiteral("RUN"), QStringLiteral("The fleet run id."), {}}}),
    };
    return spec;
}

// fleet run's options: the shared ones, plus the kind's own parameters as
// --KEY VALUE (known once --kind is read).
CommandSpec runSpecFor(const core::ProbeKindSpec *kind)
{
    CommandSpec spec{
        QStringLiteral("fleet run"),
        QStringLiteral("fleet run --agents A,B --kind KIND [--PARAM VALUE]... [OPTIONS]"),
        QStringLiteral("Runs one experiment on several agents at once. Each agent checks the kind against its "
                       "allow-list and the parameters against the kind's description before anything starts, "
                       "runs it, stores it in its own library and streams its intervals here. The result: each "
                       "agent's percentiles and the merged distribution (the agents' histograms added, exactly), "
                       "stored in this library with one channel per agent beside the merged one. A udp-echo run "
                       "with --target agent:NAME measures toward agent NAME, which serves an echo on the address "
                       "it reaches the broker from; the two hosts' clocks are compared through the broker before "
                       "and during the run, and the one-way figures are given only where the clock error is "
                       "small beside them."),
        QStringLiteral("EXIT CODES (besides the usual)\n"
                       "  2  an agent refused the request (kind not allowed, bad parameters, busy)\n"
                       "  7  an agent went offline during the run (its intervals so far are kept)\n"),
        withBroker({{QStringLiteral("agents"), QStringLiteral("A,B"), QStringLiteral("The agents to run on."), {}},
                    {QStringLiteral("kind"), QStringLiteral("KIND"), QStringLiteral("The probe kind (bench --help lists them)."), {}},
                    {QStringLiteral("name"), QStringLiteral("NAME"), QStringLiteral("The run's name."), {}},
                    {QStringLiteral("note"), QStringLiteral("TEXT"), QStringLiteral("A note stored with the run."), {}},
                    {QStringLiteral("wait"), QStringLiteral("S"),
                     QStringLiteral("How long to wait for the agents' presence."), QStringLiteral("5")},
                    {QStringLiteral("peer-inbound-delay"), QStringLiteral("MS"),
                     QStringLiteral("With --target agent:NAME: the peer holds every datagram this long before "
                                    "stamping its arrival, as a slow inbound link would (to check one-way figures)."),
                     QStringLiteral("0")},
                    {QStringLiteral("json"), {}, QStringLiteral("Print the result as JSON."), {}}}),
    };
    for (OptionSpec &o : libraryOptions())
        spec.options.push_back(std::move(o));
    if (kind)
        for (const core::ParamSpec &p : kind->params)
            spec.options.push_back(paramOption(p));
    return spec;
}

QStringList agentList(const ParsedOptions &options)
{
    QStringList out;
    for (const QString &a : options.value(QStringLiteral("agents")).split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!out.contains(a.trimmed()))
            out << a.trimmed();
    return out;
}

bool connectController(const ParsedOptions &options, core::fleet::FleetController *controller, int *exitCode,
                       const CommandSpec &spec)
{
    core::MqttLogin login;
    QString error;
    if (!fleetLogin(options, &login, &error)) {
        *exitCode = usageError(spec, error);
        return false;
    }
    if (!controller->connect(login, fleetPrefix(options), &error)) {
        printError(error);
        *exitCode = kExitMeasurementFailed;
        return false;
    }
    return true;
}

void listen(core::fleet::FleetController &controller, double seconds, const std::function<bool()> &enough = {})
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < qint64(seconds * 1000)) {
        controller.pump(50);
        if (enough && enough())
            return;
    }
}

QString ago(qint64 ms)
{
    if (ms <= 0)
        return QStringLiteral("-");
    const double s = (QDateTime::currentMSecsSinceEpoch() - ms) / 1000.0;
    return s < 120 ? QStringLiteral("%1 s ago").arg(std::max(0.0, s), 0, 'f', 0)
                   : QStringLiteral("%1 min ago").arg(s / 60, 0, 'f', 0);
}

int fleetList(const QStringList &args)
{
    const CommandSpec &spec = listSpec();
    ParsedOptions options;
    if (const std::optional<int> exitCode = parseCommandLine(spec, args, &options))
        return *exitCode;
    double wait = 0;
    QString error;
    if (!options.number(QStringLiteral("wait"), 0.1, 60, &wait, &error))
        return usageError(spec, error);
    core::fleet::FleetController controller;
    int exitCode = kExitSuccess;
    if (!connectController(options, &controller, &exitCode, spec))
        return exitCode;
    listen(controller, wait);
    QStringList online;
    for (const auto &[name, p] : controller.agents())
        if (p.state != QLatin1String("offline"))
            online << name;
    const QStringList differences = controller.fingerprintDifferences(online);
    if (options.isSet(QStringLiteral("json"))) {
        QJsonArray agents;
        for (const auto &[name, p] : controller.agents())
            agents.append(QJsonObject{{QStringLiteral("name"), name},
                                      {QStringLiteral("state"), p.state},
                                      {QStringLiteral("host"), p.host},
                                      {QStringLiteral("version"), p.version},
                                      {QStringLiteral("kinds"), QJsonArray::fromStringList(p.kinds)},
                                      {QStringLiteral("devices"), p.devices},
                                      {QStringLiteral("run_id"), p.runId},
                                      {QStringLiteral("actuators_allowed"), p.actuatorsAllowed},
                                      {QStringLiteral("stated_ms"), p.statedMs},
                                      {QStringLiteral("fingerprint"), p.fingerprint}});
        printOut(QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("agents"), agents},
                                                             {QStringLiteral("fingerprint_differences"),
                                                              QJsonArray::fromStringList(differences)}})
                                       .toJson()));
        return kExitSuccess;
    }
    if (controller.agents().empty()) {
        printOut(QStringLiteral("no agents on %1 (prefix %2)\n").arg(options.value(QStringLiteral("broker")), controller.prefix()));
        return kExitSuccess;
    }
    QString text = QStringLiteral("%1 %2 %3 %4 %5\n")
                       .arg(QStringLiteral("agent"), -16)
                       .arg(QStringLiteral("state"), -8)
                       .arg(QStringLiteral("host"), -20)
                       .arg(QStringLiteral("version"), -12)
                       .arg(QStringLiteral("last said"));
    for (const auto &[name, p] : controller.agents())
        text += QStringLiteral("%1 %2 %3 %4 %5\n")
                    .arg(name, -16)
                    .arg(p.state, -8)
                    .arg(p.host.isEmpty() ? QStringLiteral("-") : p.host, -20)
                    .arg(p.version.isEmpty() ? QStringLiteral("-") : p.version, -12)
                    .arg(ago(p.statedMs));
    if (online.size() > 1)
        text += differences.isEmpty() ? QStringLiteral("\nfingerprints: the online agents agree\n")
                                      : QStringLiteral("\nfingerprints differ in: %1\n").arg(differences.join(QStringLiteral(", ")));
    printOut(text);
    return kExitSuccess;
}

int fleetCancel(const QStringList &args)
{
    const CommandSpec &spec = cancelSpec();
    ParsedOptions options;
    if (const std::optional<int> exitCode = parseCommandLine(spec, args, &options))
        return *exitCode;
    const QStringList agents = agentList(options);
    const QString run = options.value(QStringLiteral("run"));
    if (agents.isEmpty() || run.isEmpty())
        return usageError(spec, QStringLiteral("give the agents and the run: --agents A,B --run RUN"));
    core::fleet::FleetController controller;
    int exitCode = kExitSuccess;
    if (!connectController(options, &controller, &exitCode, spec))
        return exitCode;
    for (const QString &agent : agents)
        controller.link().publish(core::fleet::requestTopic(controller.prefix(), agent),
                                  core::fleet::serialise({{QStringLiteral("type"), QStringLiteral("cancel")},
                                                          {QStringLiteral("run_id"), run}}));
    if (!controller.link().flush(5000)) {
        printError(QStringLiteral("the broker did not take the cancel request within 5 s"));
        return kExitMeasurementFailed;
    }
    printOut(QStringLiteral("asked %1 to stop run %2\n").arg(agents.join(QStringLiteral(", ")), run));
    return kExitSuccess;
}

int fleetRun(const QStringList &args)
{
    // The kind first: its parameters are options of this command.
    QString kindName;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--kind") && i + 1 < args.size())
            kindName = args[i + 1];
        else if (args[i].startsWith(QLatin1String("--kind=")))
            kindName = args[i].mid(7);
    }
    const core::ProbeKindSpec *kind = core::ProbeRegistry::instance().find(kindName);
    const CommandSpec spec = runSpecFor(kind);
    ParsedOptions options;
    if (const std::optional<int> exitCode = parseCommandLine(spec, args, &options))
        return *exitCode;
    if (!kind)
        return usageError(spec, kindName.isEmpty() ? QStringLiteral("give the probe kind: --kind KIND")
                                                   : QStringLiteral("unknown probe kind '%1'").arg(kindName));
    const QStringList agents = agentList(options);
    if (agents.isEmpty())
        return usageError(spec, QStringLiteral("give the agents: --agents A,B"));
    for (const QString &a : agents)
        if (!core::fleet::validAgentName(a))
            return usageError(spec, QStringLiteral("bad agent name '%1'").arg(a));
    QVariantMap given;
    for (const core::ParamSpec &p : kind->params)
        given.insert(p.key, options.value(p.key));
    QString error;
    const QVariantMap params = core::validateParams(*kind, given, &error);
    if (params.isEmpty() && !kind->params.empty())
        return usageError(spec, error);
    double wait = 0;
    if (!options.number(QStringLiteral("wait"), 0.1, 600, &wait, &error))
        return usageError(spec, error);
    const QString name = options.value(QStringLiteral("name"));
    if (!name.isEmpty() && !checkRunNameOption(name, &error))
        return usageError(spec, error);
    double peerDelayMs = 0;
    if (!options.number(QStringLiteral("peer-inbound-delay"), 0, 1000, &peerDelayMs, &error))
        return usageError(spec, error);
    // The agent that echoes (udp-echo --target agent:NAME) or relays (mqtt --relay agent:NAME).
    QString peerAgent;
    for (const QString &key : {QStringLiteral("target"), QStringLiteral("relay")})
        if (const QString v = params.value(key).toString(); v.startsWith(QLatin1String("agent:")))
            peerAgent = v.mid(6);

    core::fleet::FleetController controller;
    int exitCode = kExitSuccess;
    if (!connectController(options, &controller, &exitCode, spec))
        return exitCode;
    QStringList needed = agents;
    if (!peerAgent.isEmpty())
        needed << peerAgent;
    const auto present = [&] {
        for (const QString &a : needed) {
            auto it = controller.agents().find(a);
            if (it == controller.agents().end() || it->second.state != QLatin1String("online"))
                return false;
        }
        return true;
    };
    listen(controller, wait, present);
    QStringList missing;
    for (const QString &a : needed) {
        auto it = controller.agents().find(a);
        if (it == controller.agents().end())
            missing << QStringLiteral("%1 (never seen on this broker)").arg(a);
        else if (it->second.state != QLatin1String("online"))
            missing << QStringLiteral("%1 (%2)").arg(a, it->second.state);
    }
    if (!missing.isEmpty()) {
        printError(QStringLiteral("not every agent is ready: %1; nothing was started").arg(missing.join(QStringLiteral(", "))));
        return kExitMeasurementFailed;
    }

    StopSignals stopSignals;
    core::fleet::FleetRequest request;
    request.agents = agents;
    request.kind = kind->kind;
    request.params = params;
    request.name = name;
    request.note = options.value(QStringLiteral("note"));
    request.peerInboundDelayMs = peerDelayMs;
    const QString runId = controller.dispatch(request, &error);
    if (runId.isEmpty())
        return usageError(spec, error);
    printErr(QStringLiteral("fleet run %1: %2 on %3%4\n")
                 .arg(runId, kind->kind, agents.join(QStringLiteral(", ")),
                      peerAgent.isEmpty() ? QString() : QStringLiteral(" toward agent %1").arg(peerAgent)));
    bool cancelled = false;
    while (!controller.allDone() && !controller.overdue()) {
        controller.pump(100);
        if (stopSignals.stopRequested() && !controller.cancelled()) {
            cancelled = true;
            controller.cancel();
            printErr(QStringLiteral("cancelling the run on its agents...\n"));
        }
    }

    const core::RunData merged = controller.merged();
    // Per-agent and merged percentiles of the main channel (the probe's first).
    QString firstTag;
    for (const core::RunChannel &c : merged.channels)
        if (!c.tag.contains(QLatin1Char('@'))) {
            firstTag = c.tag;
            break;
        }
    QString text;
    for (const auto &[agent, r] : controller.runs()) {
        const auto channel = r.channels.find(firstTag);
        text += QStringLiteral("%1 %2 %3 intervals  clock %4%5\n")
                    .arg(agent, -16)
                    .arg(r.state, -12)
                    .arg(channel == r.channels.end() ? 0 : qint64(channel->second.intervals.size()), 5)
                    .arg(r.clock.valid ? QStringLiteral("%1 ms ± %2 ms").arg(r.clock.offsetNs / 1e6, 0, 'f', 3).arg(r.clock.boundNs / 1e6, 0, 'f', 3)
                                       : QStringLiteral("not measured"))
                    .arg(r.reason.isEmpty() ? QString() : QStringLiteral("  ") + r.reason);
    }
    if (const auto &peer = controller.peer()) {
        text += QStringLiteral("peer %1 %2 %3  clock %4%5\n")
                    .arg(peer->agent, -16)
                    .arg(peer->state, -12)
                    .arg(peer->address)
                    .arg(peer->clock.valid ? QStringLiteral("%1 ms ± %2 ms").arg(peer->clock.offsetNs / 1e6, 0, 'f', 3).arg(peer->clock.boundNs / 1e6, 0, 'f', 3)
                                           : QStringLiteral("not measured"))
                    .arg(peer->reason.isEmpty() ? QString() : QStringLiteral("  ") + peer->reason);
        for (const QString &line : controller.oneWaySummary())
            text += line + QLatin1Char('\n');
    }
    std::vector<TableChannel> columns;
    for (const core::RunChannel &c : merged.channels)
        if (c.tag == firstTag || c.tag.startsWith(firstTag + QLatin1Char('@')))
            columns.push_back({c.tag == firstTag ? QStringLiteral("merged") : c.tag.mid(firstTag.size() + 1),
                               c.title, &c.total});
    if (!columns.empty()) {
        std::rotate(columns.begin(), columns.begin() + 1, columns.end()); // merged last
        text += QStringLiteral("\n%1 (µs)\n").arg(firstTag) + percentileTable(columns);
    }
    core::RunLibrary library;
    QString warning;
    qint64 storedId = 0;
    if (openRunLibrary(options, &library, &warning)) {
        storedId = library.store(merged, &error);
        if (storedId <= 0)
            warning = QStringLiteral("the merged run is not stored: %1").arg(error);
        else
            text += QStringLiteral("\nstored as run %1 (%2) in %3\n").arg(storedId).arg(merged.name, library.path());
    }
    if (options.isSet(QStringLiteral("json"))) {
        QJsonObject perAgent;
        for (const auto &[agent, r] : controller.runs()) {
            QJsonObject channels;
            for (const core::RunChannel &c : merged.channels)
                if (c.tag.endsWith(QLatin1Char('@') + agent))
                    channels.insert(c.tag.section(QLatin1Char('@'), 0, 0),
                                    QJsonObject{{QStringLiteral("count"), qint64(c.total.totalCount())},
                                                {QStringLiteral("p50_ns"), qint64(c.total.valueAtPercentile(50))},
                                                {QStringLiteral("p99_ns"), qint64(c.total.valueAtPercentile(99))},
                                                {QStringLiteral("max_ns"), qint64(c.total.max())}});
            perAgent.insert(agent, QJsonObject{{QStringLiteral("state"), r.state},
                                               {QStringLiteral("reason"), r.reason},
                                               {QStringLiteral("intervals"), qint64(r.seen.size())},
                                               {QStringLiteral("intervals_sent"), r.intervalsSent},
                                               {QStringLiteral("dispatch_to_first_interval_ms"),
                                                r.firstIntervalNs > 0 ? (r.firstIntervalNs - r.dispatchedNs) / 1e6 : -1.0},
                                               {QStringLiteral("counters"), r.counters},
                                               {QStringLiteral("clock"), core::fleet::FleetController::clockJson(r.clock)},
                                               {QStringLiteral("one_way"), QJsonObject::fromVariantMap(merged.params.value(QStringLiteral("fleet")).toMap().value(agent).toMap().value(QStringLiteral("one_way")).toMap())},
                                               {QStringLiteral("channels"), channels}});
        }
        QJsonObject mergedChannels;
        for (const core::RunChannel &c : merged.channels)
            if (!c.tag.contains(QLatin1Char('@')))
                mergedChannels.insert(c.tag, QJsonObject{{QStringLiteral("count"), qint64(c.total.totalCount())},
                                                         {QStringLiteral("p50_ns"), qint64(c.total.valueAtPercentile(50))},
                                                         {QStringLiteral("p99_ns"), qint64(c.total.valueAtPercentile(99))},
                                                         {QStringLiteral("max_ns"), qint64(c.total.max())}});
        printOut(QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("run_id"), runId},
                                                             {QStringLiteral("state"), merged.state},
                                                             {QStringLiteral("stored_run_id"), storedId},
                                                             {QStringLiteral("agents"), perAgent},
                                                             {QStringLiteral("peer"), QJsonObject::fromVariantMap(merged.params.value(QStringLiteral("fleet_peer")).toMap())},
                                                             {QStringLiteral("merged"), mergedChannels}})
                                       .toJson()));
    } else {
        printOut(text);
    }
    if (!warning.isEmpty())
        printError(warning);
    bool refused = false, vanished = false, failed = false;
    for (const auto &[agent, r] : controller.runs()) {
        refused = refused || r.state == QLatin1String("refused");
        vanished = vanished || r.state == QLatin1String("interrupted");
        failed = failed || r.state == QLatin1String("failed") || !r.done();
    }
    if (refused)
        return kExitUsage;
    if (vanished)
        return kExitDeviceVanished;
    if (cancelled)
        return kExitInterrupted;
    return failed ? kExitMeasurementFailed : kExitSuccess;
}

} // namespace

int runFleet(const QStringList &args)
{
    const CommandSpec &spec = fleetSpec();
    if (args.isEmpty())
        return usageError(spec, QStringLiteral("fleet needs a command: list, run or cancel"));
    const QString &command = args.first();
    if (command == QLatin1String("list"))
        return fleetList(args.mid(1));
    if (command == QLatin1String("run"))
        return fleetRun(args.mid(1));
    if (command == QLatin1String("cancel"))
        return fleetCancel(args.mid(1));
    if (command == QLatin1String("--help") || command == QLatin1String("-h")) {
        printOut(helpText(spec));
        return kExitSuccess;
    }
    return usageError(spec, QStringLiteral("unknown command 'fleet %1' (known: list, run, cancel)").arg(command));
}

CommandSpecList agentSpecs()
{
    return {&agentSpec()};
}

CommandSpecList fleetSpecs()
{
    static const CommandSpec run = runSpecFor(nullptr);
    return {&fleetSpec(), &listSpec(), &run, &cancelSpec()};
}

} // namespace loopscope::cli
