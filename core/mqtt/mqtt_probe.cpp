#include "core/mqtt/mqtt_probe.h"

#include "core/mqtt/mqtt_login.h"
#include "core/mqtt/mqtt_payload.h"
#include "core/bench/round_trip_tracker.h"
#include "core/timing/realtime.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QRandomGenerator>

#include <mosquitto.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cmath>
#include <ctime>
#include <mutex>
#include <string>
#include <sys/prctl.h>
#include <thread>
#include <vector>

namespace loopscope::core {

QString mosquittoVersion()
{
    int major = 0, minor = 0, revision = 0;
    mosquitto_lib_version(&major, &minor, &revision);
    return QStringLiteral("libmosquitto %1.%2.%3").arg(major).arg(minor).arg(revision);
}

namespace {

constexpr int kKeepaliveS = 10;
constexpr int64_t kConnectTimeoutNs = 3'000'000'000;
constexpr int64_t kReconnectEveryNs = 100'000'000;
constexpr int kLoopTimeoutMs = 20;
constexpr int kMaxPayloadBytes = 65536;

// The MQTT probe's own counters, beside the round-trip tracker's.
enum Counter { PublishErrors, Reconnects, Relayed, BelowZero, CounterCount };
const char *const kCounterNames[CounterCount] = {"publish_errors", "reconnects", "relayed", "one_way_below_zero"};
constexpr int kAcrossHostsCounters = 2; // the last two, only across hosts

QString plainWords(const QString &text)
{
    return mqttPlainWords(text);
}

QString describeResult(int rc, int err)
{
    return mqttResultText(rc, err);
}

// One MQTT client: used by exactly one thread at a time (start(), then its own thread).
struct Client
{
    struct Pending
    {
        std::vector<uint8_t> bytes;
        int64_t receivedNs = 0;
    };

    mosquitto *mosq = nullptr;
    QString role;               // "publisher", "relay 2", "subscriber"
    std::string subscribeTopic; // empty for the publisher
    std::string publishTopic;   // empty for the subscriber
    int qos = 0;
    std::atomic<int64_t> *reconnects = nullptr;

    bool connackSeen = false;
    int connackCode = -1;
    int subscribeMid = -1;
    bool subscribeRefused = false;
    bool connected = false; // connected and, if it subscribes, subscribed
    bool everConnected = false;
    int64_t downSinceNs = -1;
    int64_t lastAttemptNs = 0;
    QString lastError;
    std::vector<Pending> pending; // messages of the last loop, in order

    ~Client()
    {
        if (mosq) {
            if (connected)
                mosquitto_disconnect(mosq);
            mosquitto_destroy(mosq);
        }
    }

    void ready()
    {
        connected = true;
        downSinceNs = -1;
        if (everConnected && reconnects)
            reconnects->fetch_add(1, std::memory_order_relaxed);
        everConnected = true;
    }

    static void onConnect(mosquitto *m, void *obj, int rc)
    {
        auto *c = static_cast<Client *>(obj);
        c->connackSeen = true;
        c->connackCode = rc;
        if (rc != 0)
            return;
        if (c->subscribeTopic.empty())
            c->ready();
        else if (mosquitto_subscribe(m, &c->subscribeMid, c->subscribeTopic.c_str(), c->qos) !=
                 MOSQ_ERR_SUCCESS)
            c->subscribeRefused = true;
    }

    static void onSubscribe(mosquitto *, void *obj, int mid, int count, const int *granted)
    {
        auto *c = static_cast<Client *>(obj);
        if (mid != c->subscribeMid)
            return;
        if (count < 1 || granted[0] < 0 || granted[0] > 2)
            c->subscribeRefused = true;
        else
            c->ready();
    }

    static void onMessage(mosquitto *, void *obj, const mosquitto_message *message)
    {
        const int64_t nowNs = monotonicNs();
        auto *c = static_cast<Client *>(obj);
        const auto *bytes = static_cast<const uint8_t *>(message->payload);
        Pending p;
        if (bytes && message->payloadlen > 0)
            p.bytes.assign(bytes, bytes + message->payloadlen);
        p.receivedNs = nowNs;
        c->pending.push_back(std::move(p));
    }

    static void onDisconnect(mosquitto *, void *obj, int) { static_cast<Client *>(obj)->connected = false; }
};

} // namespace

QString MqttProbeConfig::validate() const
{
    if (const QString login = validateLogin(); !login.isEmpty())
        return login;
    if (qos != 0 && qos != 1)
        return QStringLiteral("qos %1 is not supported: use 0 or 1").arg(qos);
    if (hops < 1 || hops > MqttProbeHeader::kMaxHops)
        return QStringLiteral("hops %1 is outside 1..%2").arg(hops).arg(MqttProbeHeader::kMaxHops);
    const auto headerBytes = static_cast<int>(MqttProbeHeader::headerBytes(hops));
    if (payloadBytes < headerBytes || payloadBytes > kMaxPayloadBytes)
        return QStringLiteral("payload %1 bytes is outside %2..%3 bytes (%4 hops need a %2-byte header)")
            .arg(payloadBytes)
            .arg(headerBytes)
            .arg(kMaxPayloadBytes)
            .arg(hops);
    if (!(rateHz >= 1 && rateHz <= 10000))
        return QStringLiteral("rate %1 Hz is outside 1..10000 Hz").arg(rateHz);
    if (!(durationS > 0) || durationS > 7 * 24 * 3600.0)
        return QStringLiteral("duration %1 s is outside (0, one week]").arg(durationS);
    if (!(warmupS >= 0) || warmupS > 3600)
        return QStringLiteral("warm-up %1 s is outside 0..3600 s").arg(warmupS);
    if (!(lossTimeoutS >= 0.01 && lossTimeoutS <= 60))
        return QStringLiteral("loss timeout %1 s is outside 0.01..60 s").arg(lossTimeoutS);
    if (role != Role::Whole && hops != 2)
        return QStringLiteral("a relay on another host needs hops 2 (published here, relayed there, received "
                              "here), not %1")
            .arg(hops);
    if (!std::isfinite(peerClockOffsetNs))
        return QStringLiteral("the peer's clock offset is not a number");
    if (!(reconnectWindowS >= 0 && reconnectWindowS <= 600))
        return QStringLiteral("reconnect window %1 s is outside 0..600 s").arg(reconnectWindowS);
    if (!topic.isEmpty()) {
        const QByteArray probe = (topic + QStringLiteral("/0")).toUtf8();
        if (topic.startsWith(QLatin1Char('$')) || probe.size() > 60000 ||
            mosquitto_pub_topic_check2(probe.constData(), size_t(probe.size())) != MOSQ_ERR_SUCCESS ||
            mosquitto_validate_utf8(probe.constData(), int(probe.size())) != MOSQ_ERR_SUCCESS)
            return QStringLiteral("topic '%1' is not a valid MQTT topic prefix (no '+', '#' or leading '$')")
                .arg(topic);
    }
    return {};
}

struct MqttProbe::Impl
{
    Impl(const MqttProbeConfig &c, ProbeStatus &s) : config(c), status(s)
    {
        const int hops = std::clamp(c.hops, 1, MqttProbeHeader::kMaxHops);
        for (int i = 0; i < hops; ++i)
            hopRecorders.push_back(std::make_unique<IntervalRecorder>());
    }

    MqttProbeConfig config;
    IntervalRecorder total;
    IntervalRecorder service;
    std::vector<std::unique_ptr<IntervalRecorder>> hopRecorders;
    std::unique_ptr<RoundTripTracker> tracker; // made by start() from the validated configuration
    uint32_t runId = 0;
    QString prefix;
    QString broker; // "host:port"
    std::vector<std::unique_ptr<Client>> clients; // publisher, relay 1..N-1, subscriber

    ProbeStatus &status; // the probe's (ThreadedProbe): the first client's failure is kept
    std::atomic<bool> allDone{false};
    std::atomic<int64_t> counters[CounterCount] = {};
    int64_t realtimeShiftNs = 0; // CLOCK_REALTIME - CLOCK_MONOTONIC at start

    void count(Counter c, int64_t n = 1) { counters[c].fetch_add(n, std::memory_order_relaxed); }
    void fail(const QString &reason) { status.fail(reason); }

    bool connectClient(Client &c, const QString &clientId, QString *error);
    void serviceClient(Client &c, int timeoutMs);
    void publishLoop();
    void relayLoop(Client &c);
    void subscribeLoop();
    void handleMessage(const Client::Pending &p);
};

bool MqttProbe::Impl::connectClient(Client &c, const QString &clientId, QString *error)
{
    c.mosq = mosquitto_new(clientId.toUtf8().constData(), true, &c);
    if (!c.mosq) {
        *error = QStringLiteral("cannot create an MQTT client: %1").arg(plainWords(qt_error_string(errno)));
        return false;
    }
    mosquitto_int_option(c.mosq, MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V311);
    mosquitto_int_option(c.mosq, MOSQ_OPT_TCP_NODELAY, 1);
    mosquitto_int_option(c.mosq, MOSQ_OPT_SEND_MAXIMUM, 65535); // QoS 1 in flight: never hold messages back
    mosquitto_connect_callback_set(c.mosq, &Client::onConnect);
    mosquitto_subscribe_callback_set(c.mosq, &Client::onSubscribe);
    mosquitto_message_callback_set(c.mosq, &Client::onMessage);
    mosquitto_disconnect_callback_set(c.mosq, &Client::onDisconnect);
    c.reconnects = &counters[Reconnects];

    if (!config.applyTo(c.mosq, error))
        return false;

    errno = 0;
    int rc = mosquitto_connect(c.mosq, config.host.toUtf8().constData(), config.port, kKeepaliveS);
    const auto connectFailure = [&](int result, int err) { return config.connectFailure(result, err, c.connackSeen); };
    if (rc != MOSQ_ERR_SUCCESS) {
        *error = connectFailure(rc, errno);
        return false;
    }
    const int64_t deadlineNs = monotonicNs() + kConnectTimeoutNs;
    while (!c.connected) {
        if (c.connackSeen && c.connackCode != 0) {
            *error = config.refusal(c.connackCode);
            return false;
        }
        if (c.subscribeRefused) {
            *error = QStringLiteral("MQTT broker %1 refused the subscription to '%2'")
                         .arg(broker, QString::fromStdString(c.subscribeTopic));
            return false;
        }
        if (monotonicNs() > deadlineNs) {
            *error = QStringLiteral("MQTT broker %1 did not answer the %2's connection within %3 s "
                                    "(is it an MQTT broker?)")
                         .arg(broker, c.role)
                         .arg(kConnectTimeoutNs / 1e9);
            return false;
        }
        errno = 0;
        rc = mosquitto_loop(c.mosq, 50, 1);
        if (rc != MOSQ_ERR_SUCCESS) {
            // The broker's own answer first ("not authorised"), not the
            // closed connection that follows it.
            if (c.connackSeen && c.connackCode != 0)
                continue;
            *error = connectFailure(rc, errno);
            return false;
        }
    }
    c.pending.clear();
    return true;
}

// Runs the client's network work for up to timeoutMs; on a lost connection,
// reconnects (at most every 100 ms) until the reconnect window is over.
void MqttProbe::Impl::serviceClient(Client &c, int timeoutMs)
{
    errno = 0;
    const int rc = mosquitto_loop(c.mosq, timeoutMs, 1);
    const int err = errno;
    const int64_t nowNs = monotonicNs();
    if (rc != MOSQ_ERR_SUCCESS && c.downSinceNs < 0) {
        c.connected = false;
        c.downSinceNs = nowNs;
        c.lastAttemptNs = nowNs - kReconnectEveryNs;
        c.lastError = describeResult(rc, err);
    }
    if (c.connected || c.downSinceNs < 0)
        return;
    const auto windowNs = static_cast<int64_t>(config.reconnectWindowS * 1e9);
    if (nowNs - c.downSinceNs >= windowNs) {
        if (windowNs == 0)
            fail(QStringLiteral("lost the connection to MQTT broker %1 (%2): %3")
                     .arg(broker, c.role, c.lastError));
        else
            fail(QStringLiteral("lost the connection to MQTT broker %1 (%2): %3; not back within %4 s")
                     .arg(broker, c.role, c.lastError)
                     .arg(config.reconnectWindowS));
        return;
    }
    if (c.connackSeen && c.connackCode != 0)
        c.lastError = plainWords(QString::fromUtf8(mosquitto_connack_string(c.connackCode)));
    if (rc != MOSQ_ERR_SUCCESS && nowNs - c.lastAttemptNs >= kReconnectEveryNs) {
        c.lastAttemptNs = nowNs;
        c.connackSeen = false;
        errno = 0;
        const int again = mosquitto_reconnect(c.mosq);
        if (again != MOSQ_ERR_SUCCESS)
            c.lastError = describeResult(again, errno);
    }
    if (rc != MOSQ_ERR_SUCCESS && timeoutMs > 0) // no socket to wait on: do not spin
        std::this_thread::sleep_for(std::chrono::milliseconds(timeoutMs));
}

void MqttProbe::Impl::publishLoop()
{
    Client &c = *clients.front();
    // Wake on time: the default 50 µs timer slack would delay every publish.
    prctl(PR_SET_TIMERSLACK, 1UL, 0UL, 0UL, 0UL);
    std::vector<uint8_t> buffer(static_cast<size_t>(config.payloadBytes));
    RoundTripTracker &t = *tracker;
    const uint64_t warmupCount = t.warmupCount();
    const uint64_t totalCount = t.totalCount();
    const int64_t startNs = monotonicNs() + 1'000'000;
    ProbeState starting = ProbeState::Starting;
    status.state.compare_exchange_strong(starting, warmupCount > 0 ? ProbeState::WarmingUp : ProbeState::Running);
    const auto quit = [this] { return status.stopping() || status.failed(); };
    for (uint64_t seq = 0; seq < totalCount && !quit(); ++seq) {
        const bool warmup = seq < warmupCount;
        if (seq == warmupCount && warmupCount > 0) {
            ProbeState warming = ProbeState::WarmingUp;
            status.state.compare_exchange_strong(warming, ProbeState::Running);
        }
        const int64_t intendedNs = t.intendedNs(startNs, seq);
        // A long wait keeps the connection serviced (keep-alive, QoS 1 acks) and stop responsive.
        for (int64_t nowNs = monotonicNs(); intendedNs - nowNs > 2'000'000 && !quit();
             nowNs = monotonicNs()) {
            sleepUntilNs(std::min(intendedNs - 1'000'000, nowNs + 20'000'000));
            serviceClient(c, 0);
        }
        if (quit())
            break;
        sleepUntilNs(intendedNs);
        // Behind schedule: publish at once, never skip — the total latency shows the lateness.
        MqttProbeHeader header;
        header.hops = config.hops;
        header.warmup = warmup;
        header.runId = runId;
        header.sequence = static_cast<uint32_t>(seq);
        header.intendedNs = intendedNs;
        header.sentNs = monotonicNs();
        encodeMqttPayload(header, buffer.data(), buffer.size());
        t.sending(seq, intendedNs, header.sentNs, warmup);
        const int rc = c.connected ? mosquitto_publish(c.mosq, nullptr, c.publishTopic.c_str(),
                                                       int(buffer.size()), buffer.data(), config.qos, false)
                                   : MOSQ_ERR_NO_CONN;
        if (rc == MOSQ_ERR_SUCCESS) {
            t.sent(warmup);
        } else {
            t.sendFailed(seq);
            if (!warmup)
                count(PublishErrors);
        }
        serviceClient(c, 0); // acks, keep-alive, a lost connection
    }
    t.senderDone();
    // Keep QoS 1 acks flowing while the subscriber drains.
    while (!allDone.load() && !status.failed())
        serviceClient(c, kLoopTimeoutMs);
}

void MqttProbe::Impl::relayLoop(Client &c)
{
    const bool alone = config.role == MqttProbeConfig::Role::RelayOnly;
    // Alone, the stamps are on the wall clock (the other host converts them).
    const int64_t shift = alone ? realtimeShiftNs + config.stampOffsetNs : 0;
    if (alone)
        status.state.store(ProbeState::Running);
    while (!allDone.load() && !status.failed() && !(alone && status.stopping())) {
        serviceClient(c, kLoopTimeoutMs);
        for (Client::Pending &p : c.pending) {
            MqttProbeHeader header;
            if (parseMqttPayload(p.bytes.data(), p.bytes.size(), &header) != MqttPayloadClass::Ok ||
                (!alone && header.runId != runId) ||
                !stampMqttRelay(p.bytes.data(), p.bytes.size(), p.receivedNs + shift, monotonicNs() + shift)) {
                tracker->foreign();
                continue;
            }
            const int rc = c.connected
                               ? mosquitto_publish(c.mosq, nullptr, c.publishTopic.c_str(),
                                                   int(p.bytes.size()), p.bytes.data(), config.qos, false)
                               : MOSQ_ERR_NO_CONN;
            if (rc != MOSQ_ERR_SUCCESS && !header.warmup)
                count(PublishErrors);
            else if (rc == MOSQ_ERR_SUCCESS)
                count(Relayed);
        }
        c.pending.clear();
    }
    if (alone)
        status.state.store(status.failed() ? ProbeState::Failed : ProbeState::Stopped);
}

void MqttProbe::Impl::handleMessage(const Client::Pending &p)
{
    MqttProbeHeader h;
    if (parseMqttPayload(p.bytes.data(), p.bytes.size(), &h) != MqttPayloadClass::Ok || h.runId != runId ||
        h.hops != config.hops || h.stamped != config.hops - 1) {
        tracker->foreign();
        return;
    }
    // A relay on another host stamped its wall clock: onto ours, taken back by its offset.
    const bool acrossHosts = config.role == MqttProbeConfig::Role::PublishAndSubscribe;
    if (acrossHosts)
        for (int k = 0; k + 1 < h.hops; ++k) {
            MqttRelayStamp &r = h.relays[size_t(k)];
            r.receivedNs = std::llround(double(r.receivedNs) - config.peerClockOffsetNs) - realtimeShiftNs;
            r.forwardedNs = std::llround(double(r.forwardedNs) - config.peerClockOffsetNs) - realtimeShiftNs;
        }
    // Each traversal: from the previous client's hand-over to the next one's receipt.
    int64_t hopNs[MqttProbeHeader::kMaxHops];
    bool belowZero = false;
    int64_t previousNs = h.sentNs;
    for (int k = 0; k < h.hops; ++k) {
        const int64_t arrivedNs = k + 1 < h.hops ? h.relays[size_t(k)].receivedNs : p.receivedNs;
        hopNs[k] = arrivedNs - previousNs;
        if (acrossHosts && hopNs[k] < 0) {
            // Below zero only when the offset is off by more than the hop: counted, recorded as 0.
            belowZero = true;
            hopNs[k] = 0;
        }
        if (hopNs[k] < 0 || (k + 1 < h.hops && h.relays[size_t(k)].forwardedNs < arrivedNs)) {
            tracker->foreign(); // not stamped by this host's clock
            return;
        }
        if (k + 1 < h.hops)
            previousNs = h.relays[size_t(k)].forwardedNs;
    }
    if (tracker->accept(h.sequence, h.intendedNs).reply != RoundTripTracker::Reply::Measured)
        return;
    if (belowZero)
        count(BelowZero);
    total.record(p.receivedNs - h.intendedNs);
    service.record(p.receivedNs - h.sentNs);
    for (int k = 0; k < h.hops; ++k)
        hopRecorders[size_t(k)]->record(hopNs[k]);
}

void MqttProbe::Impl::subscribeLoop()
{
    Client &c = *clients.back();
    RoundTripTracker &t = *tracker;
    const auto finish = [this](ProbeState s) {
        status.state.store(s);
        allDone.store(true);
    };
    for (;;) {
        serviceClient(c, kLoopTimeoutMs);
        for (const Client::Pending &p : c.pending)
            handleMessage(p);
        c.pending.clear();
        const int64_t nowNs = monotonicNs();
        t.sweep(nowNs);
        if (status.failed())
            return finish(ProbeState::Failed);
        if (!t.isSenderDone())
            continue;
        status.state.store(ProbeState::Draining);
        const bool stopped = status.stopping();
        if (t.drained(nowNs, stopped, 2 * kLoopTimeoutMs * 1'000'000LL))
            return finish(stopped ? ProbeState::Stopped : ProbeState::Finished);
    }
}

MqttProbe::MqttProbe(const MqttProbeConfig &config) : d(std::make_unique<Impl>(config, status())) {}

MqttProbe::~MqttProbe()
{
    stopAndWait();
    d->clients.clear(); // disconnects and destroys, after every thread ended
}

bool MqttProbe::start(QString *error)
{
    const auto refuse = [&](const QString &message) { return d->status.refuse(message, error); };
    QString invalid = d->config.validate();
    if (invalid.isEmpty() && d->config.role != MqttProbeConfig::Role::Whole && d->config.topic.isEmpty())
        invalid = QStringLiteral("a relay on another host needs the topic prefix both sides use");
    if (!d->status.begin(invalid, error))
        return false;
    initMosquittoLibrary();
    const MqttProbeConfig &cfg = d->config;
    d->runId = QRandomGenerator::system()->generate();
    const QString runHex = QStringLiteral("%1").arg(d->runId, 8, 16, QLatin1Char('0'));
    d->prefix = cfg.topic.isEmpty() ? QStringLiteral("loopscope/probe/") + runHex : cfg.topic;
    d->broker = (cfg.host.contains(QLatin1Char(':')) ? QStringLiteral("[%1]").arg(cfg.host) : cfg.host) +
                QStringLiteral(":%1").arg(cfg.port);
    d->tracker = std::make_unique<RoundTripTracker>(cfg.rateHz, cfg.warmupS, cfg.durationS, 0, cfg.lossTimeoutS);
    d->realtimeShiftNs = realtimeMinusMonotonicNs();

    using Role = MqttProbeConfig::Role;
    const auto topicOf = [&](int k) { return (d->prefix + QStringLiteral("/%1").arg(k)).toStdString(); };
    for (int i = 0; i <= cfg.hops; ++i) {
        // Across hosts this host holds either both ends or the one relay.
        const bool end = i == 0 || i == cfg.hops;
        if ((cfg.role == Role::PublishAndSubscribe && !end) || (cfg.role == Role::RelayOnly && end))
            continue;
        auto c = std::make_unique<Client>();
        c->qos = cfg.qos;
        if (i == 0)
            c->role = QStringLiteral("publisher");
        else if (i == cfg.hops)
            c->role = QStringLiteral("subscriber");
        else
            c->role = QStringLiteral("relay %1").arg(i);
        if (i > 0)
            c->subscribeTopic = topicOf(i - 1);
        if (i < cfg.hops)
            c->publishTopic = topicOf(i);
        d->clients.push_back(std::move(c));
    }
    // Downstream first, so every subscription exists before the first message.
    for (size_t i = d->clients.size(); i-- > 0;) {
        Client &c = *d->clients[i];
        const QString suffix = c.role == QLatin1String("publisher")    ? QStringLiteral("p")
                               : c.role == QLatin1String("subscriber") ? QStringLiteral("s")
                                                                       : c.role.mid(6);
        QString message;
        if (!d->connectClient(c, QStringLiteral("ls-%1-%2").arg(runHex, suffix), &message))
            return refuse(message);
    }
    Impl *impl = d.get();
    if (cfg.role == Role::RelayOnly) {
        launch([impl] { impl->relayLoop(*impl->clients.front()); });
        return true;
    }
    launch([impl] { impl->subscribeLoop(); });
    for (size_t i = 1; i + 1 < d->clients.size(); ++i)
        launch([impl, i] { impl->relayLoop(*impl->clients[i]); });
    launch([impl] { impl->publishLoop(); });
    return true;
}

double MqttProbe::progress() const
{
    return d->tracker ? d->tracker->progress(status().state.load()) : 0.0;
}

std::vector<ProbeChannel> MqttProbe::channels()
{
    std::vector<ProbeChannel> out{
        {QStringLiteral("total"),
         QStringLiteral(
             QT_TRANSLATE_NOOP("loopscope::ChannelTitles", "Total latency (from intended publish time)")),
         &d->total},
        {QStringLiteral("service"),
         QStringLiteral(
             QT_TRANSLATE_NOOP("loopscope::ChannelTitles", "Service time (from actual publish time)")),
         &d->service}};
    for (size_t k = 0; k < d->hopRecorders.size(); ++k)
        out.push_back({QStringLiteral("hop%1").arg(k + 1), QStringLiteral("Broker traversal %1").arg(k + 1),
                       d->hopRecorders[k].get()});
    return out;
}

std::vector<ProbeCounter> MqttProbe::counters() const
{
    using T = RoundTripTracker;
    std::vector<ProbeCounter> out;
    for (T::Counter c : {T::Sent, T::Received, T::Lost, T::Duplicated, T::Reordered})
        out.push_back(d->tracker ? d->tracker->counter(c) : ProbeCounter{QString::fromLatin1(T::counterName(c)), 0});
    const int shown = CounterCount - (d->config.role == MqttProbeConfig::Role::Whole ? kAcrossHostsCounters : 0);
    for (int i = 0; i < shown; ++i)
        out.push_back({QString::fromLatin1(kCounterNames[i]), d->counters[i].load(std::memory_order_relaxed)});
    for (T::Counter c : {T::Late, T::Foreign})
        out.push_back(d->tracker ? d->tracker->counter(c) : ProbeCounter{QString::fromLatin1(T::counterName(c)), 0});
    return out;
}

QJsonObject MqttProbe::parameters() const
{
    const MqttProbeConfig &c = d->config;
    return {{QStringLiteral("host"), c.host},
            {QStringLiteral("port"), c.port},
            {QStringLiteral("broker"), d->broker},
            {QStringLiteral("qos"), c.qos},
            {QStringLiteral("payload_bytes"), c.payloadBytes},
            {QStringLiteral("rate_hz"), c.rateHz},
            {QStringLiteral("hops"), c.hops},
            {QStringLiteral("duration_s"), c.durationS},
            {QStringLiteral("warmup_s"), c.warmupS},
            {QStringLiteral("topic"), topicPrefix()},
            {QStringLiteral("loss_timeout_s"), c.lossTimeoutS},
            {QStringLiteral("reconnect_window_s"), c.reconnectWindowS},
            {QStringLiteral("username"), c.username},
            {QStringLiteral("tls"), !c.caFile.isEmpty()},
            {QStringLiteral("ca_file"), c.caFile},
            {QStringLiteral("client_certificate"), c.certFile},
            {QStringLiteral("expected_interval_ns"), static_cast<qint64>(std::llround(1e9 / c.rateHz))},
            {QStringLiteral("clock"), c.role == MqttProbeConfig::Role::Whole
                                          ? QStringLiteral("CLOCK_MONOTONIC, all clients on one host")
                                          : QStringLiteral("relay on another host: its wall clock, taken back by its offset")},
            {QStringLiteral("peer_clock_offset_ms"), c.peerClockOffsetNs / 1e6}};
}

QString MqttProbe::warning() const
{
    return d->tracker ? d->tracker->scheduleWarning(QStringLiteral("publisher")) : QString();
}

const MqttProbeConfig &MqttProbe::config() const
{
    return d->config;
}

QString MqttProbe::topicPrefix() const
{
    return d->prefix.isEmpty() ? d->config.topic : d->prefix;
}

} // namespace loopscope::core
