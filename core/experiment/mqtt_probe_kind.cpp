// The "mqtt" probe kind: its parameters described once, for the GUI form,
// the CLI flags (`loopscope-cli bench mqtt --hops 3 ...`) and the report.
#include "core/mqtt/mqtt_payload.h"
#include "core/mqtt/mqtt_probe.h"
#include "core/experiment/builtin_kinds.h"
#include "core/experiment/experiment.h"

namespace loopscope::core {

MqttProbeConfig mqttProbeConfig(const QVariantMap &params)
{
    MqttProbeConfig c;
    c.host = params.value(QStringLiteral("host")).toString();
    c.port = params.value(QStringLiteral("port")).toInt();
    c.qos = params.value(QStringLiteral("qos")).toInt();
    c.payloadBytes = params.value(QStringLiteral("payload")).toInt();
    c.rateHz = params.value(QStringLiteral("rate")).toDouble();
    c.hops = params.value(QStringLiteral("hops")).toInt();
    c.durationS = params.value(QStringLiteral("duration")).toDouble();
    c.warmupS = params.value(QStringLiteral("warmup")).toDouble();
    c.topic = params.value(QStringLiteral("topic")).toString();
    c.lossTimeoutS = params.value(QStringLiteral("timeout")).toDouble();
    c.reconnectWindowS = params.value(QStringLiteral("reconnect")).toDouble();
    c.username = params.value(QStringLiteral("username")).toString();
    c.passwordFile = params.value(QStringLiteral("password-file")).toString();
    c.caFile = params.value(QStringLiteral("ca-file")).toString();
    c.certFile = params.value(QStringLiteral("cert-file")).toString();
    c.keyFile = params.value(QStringLiteral("key-file")).toString();
    if (!params.value(QStringLiteral("relay")).toString().trimmed().isEmpty())
        c.role = MqttProbeConfig::Role::PublishAndSubscribe;
    c.peerClockOffsetNs = params.value(QStringLiteral("peer-clock-offset")).toDouble() * 1e6;
    return c;
}


void registerMqttProbeKind(ProbeRegistry &registry)
{
    ProbeKindSpec spec;
    spec.kind = QStringLiteral("mqtt");
    spec.title = QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ProbeKinds", "MQTT pub/sub hop latency"));
    spec.summary = QStringLiteral(QT_TRANSLATE_NOOP(
        "loopscope::ProbeKinds",
        "Publishes messages at a fixed rate through an MQTT broker (such as Mosquitto) along a chain of "
        "hops and records the total latency, the service time and the time of every broker traversal."));
    spec.method = QStringLiteral(
        "A publisher thread sends one message per period on an absolute schedule (clock_nanosleep with "
        "TIMER_ABSTIME) to <topic>/0 through the broker. With N hops, N-1 relay clients each subscribe to "
        "<topic>/k-1 and republish the same message to <topic>/k, writing into it when they received it and "
        "when they passed it on; a final subscriber on <topic>/N-1 receives it, so every message crosses the "
        "broker N times. Every client has its own connection and its own blocking thread. The total latency "
        "runs from the intended publish time written in the message, so a stalled publisher cannot hide "
        "delays (coordinated omission); the service time runs from the actual publish time; each hop runs "
        "from one client's hand-over to the next client's receipt. All clients run on the measuring host, "
        "so one clock (CLOCK_MONOTONIC) times every step. A message not at the subscriber within the loss "
        "timeout is lost; QoS 1 may deliver a message twice, which is counted as duplicated. A lost broker "
        "connection is counted and reconnected; a client not back within the reconnect window fails the run. "
        "The broker's settings are part of the result: with Mosquitto's default (set_tcp_nodelay false) "
        "Nagle's algorithm can hold QoS 1 traffic back by tens of milliseconds. Across hosts (a fleet run with "
        "--relay agent:NAME and 2 hops) the relay runs on that agent and stamps its own wall clock; the "
        "hops are then one-way figures, its clock taken back by the offset the fleet run measures, and mean "
        "something only when that offset's error is small beside them, which the fleet run's report states.");
    const int minPayload = static_cast<int>(MqttProbeHeader::headerBytes(1));
    spec.params = {
        makeParam(QStringLiteral("host"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Broker host")), QString(),
                  ParamType::String, QStringLiteral("127.0.0.1"), 0, 0,
                  QStringLiteral(
                      QT_TRANSLATE_NOOP("loopscope::ParamHelp", "Host name or address of the MQTT broker."))),
        makeParam(QStringLiteral("port"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Broker port")), QString(),
                  ParamType::Int, 1883, 1, 65535,
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp", "TCP port of the MQTT broker."))),
        makeParam(QStringLiteral("qos"), QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "QoS")),
                  QString(), ParamType::Int, 0, 0, 1,
                  QStringLiteral(QT_TRANSLATE_NOOP(
                      "loopscope::ParamHelp",
                      "MQTT quality of service of every publish and subscription: 0 or 1."))),
        makeParam(QStringLiteral("payload"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Payload")), QStringLiteral("B"),
                  ParamType::Int, 64, minPayload, 65536,
                  QStringLiteral(QT_TRANSLATE_NOOP(
                      "loopscope::ParamHelp",
                      "Size of every message, header included (32 bytes plus 16 per relay)."))),
        makeParam(
            QStringLiteral("rate"), QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Rate")),
            QStringLiteral("Hz"), ParamType::Double, 100, 1, 10000,
            QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp", "Messages published per second."))),
        makeParam(QStringLiteral("hops"), QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Hops")),
                  QString(), ParamType::Int, 1, 1, MqttProbeHeader::kMaxHops,
                  QStringLiteral(QT_TRANSLATE_NOOP(
                      "loopscope::ParamHelp", "Broker traversals per message (N hops use N-1 relays)."))),
        makeParam(QStringLiteral("duration"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Duration")),
                  QStringLiteral("s"), ParamType::Double, 10, 0.01, 7 * 24 * 3600.0,
                  QStringLiteral(
                      QT_TRANSLATE_NOOP("loopscope::ParamHelp", "How long to measure, after the warm-up."))),
        makeParam(QStringLiteral("warmup"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Warm-up")), QStringLiteral("s"),
                  ParamType::Double, 0.5, 0, 3600,
                  QStringLiteral(
                      QT_TRANSLATE_NOOP("loopscope::ParamHelp", "Messages sent first and not recorded."))),
        makeParam(QStringLiteral("topic"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Topic prefix")), QString(),
                  ParamType::String, QString(), 0, 0,
                  QStringLiteral(QT_TRANSLATE_NOOP(
                      "loopscope::ParamHelp",
                      "Topic prefix of the chain; empty: loopscope/probe/<random run id>.")),
                  true),
        makeParam(QStringLiteral("relay"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Relay")), QString(),
                  ParamType::String, QString(), 0, 0,
                  QStringLiteral(QT_TRANSLATE_NOOP(
                      "loopscope::ParamHelp",
                      "agent:NAME in a fleet run: that agent relays (hops 2); empty: every client on this host.")),
                  true),
        makeParam(QStringLiteral("peer-clock-offset"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Relay clock offset")),
                  QStringLiteral("ms"), ParamType::Double, 0.0, -86'400'000.0, 86'400'000.0,
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp",
                                                   "The relay host's wall clock minus this host's (a fleet run "
                                                   "measures it).")),
                  true),
        makeParam(QStringLiteral("timeout"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Loss timeout")),
                  QStringLiteral("s"), ParamType::Double, 1.0, 0.01, 60,
                  QStringLiteral(QT_TRANSLATE_NOOP(
                      "loopscope::ParamHelp", "A message not received within this time is counted as lost.")),
                  true),
        makeParam(QStringLiteral("reconnect"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Reconnect window")),
                  QStringLiteral("s"), ParamType::Double, 3.0, 0, 600,
                  QStringLiteral(QT_TRANSLATE_NOOP(
                      "loopscope::ParamHelp",
                      "How long a client may try to reconnect after losing the broker before the run "
                      "fails (0: fail at once).")),
                  true),
        makeParam(QStringLiteral("username"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "User name")), QString(),
                  ParamType::String, QString(), 0, 0,
                  QStringLiteral(QT_TRANSLATE_NOOP(
                      "loopscope::ParamHelp",
                      "User name for a broker that needs a login; the password comes from the password "
                      "file, else from the environment variable LOOPSCOPE_MQTT_PASSWORD, never from the "
                      "command line.")),
                  true),
        makeParam(QStringLiteral("password-file"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Password file")), QString(),
                  ParamType::String, QString(), 0, 0,
                  QStringLiteral(QT_TRANSLATE_NOOP(
                      "loopscope::ParamHelp",
                      "A file whose first line is the password of the user name (not stored with the run).")),
                  true),
        makeParam(QStringLiteral("ca-file"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "TLS CA file")), QString(),
                  ParamType::String, QString(), 0, 0,
                  QStringLiteral(QT_TRANSLATE_NOOP(
                      "loopscope::ParamHelp",
                      "PEM file of the certificate authority that signed the broker's certificate; given, "
                      "the connection uses TLS (Mosquitto's TLS port is usually 8883).")),
                  true),
        makeParam(QStringLiteral("cert-file"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "TLS client certificate")),
                  QString(), ParamType::String, QString(), 0, 0,
                  QStringLiteral(QT_TRANSLATE_NOOP(
                      "loopscope::ParamHelp", "Optional client certificate (PEM) for a broker that asks for one.")),
                  true),
        makeParam(QStringLiteral("key-file"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "TLS client key")), QString(),
                  ParamType::String, QString(), 0, 0,
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp",
                                                   "The private key (PEM) of the client certificate.")),
                  true),
    };
    spec.check = [](const QVariantMap &params) { return mqttProbeConfig(params).validate(); };
    spec.create = [](const QVariantMap &params, QString *error) -> std::unique_ptr<LatencyProbe> {
        MqttProbeConfig config = mqttProbeConfig(params);
        const QString invalid = config.validate();
        if (!invalid.isEmpty()) {
            if (error)
                *error = invalid;
            return nullptr;
        }
        QString why;
        if (!config.resolvePassword(&why)) {
            if (error)
                *error = why;
            return nullptr;
        }
        return std::make_unique<MqttProbe>(config);
    };
    spec.describe = [](const QVariantMap &params) {
        const MqttProbeConfig c = mqttProbeConfig(params);
        return QStringLiteral("mqtt-qos%1-%2hop-%3hz-%4b")
            .arg(c.qos)
            .arg(c.hops)
            .arg(c.rateHz, 0, 'g', 6)
            .arg(c.payloadBytes);
    };
    registry.add(std::move(spec));
}

} // namespace loopscope::core
