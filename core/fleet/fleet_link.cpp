#include "core/fleet/fleet_link.h"

#include <mosquitto.h>

#include <chrono>
#include <condition_variable>
#include <cerrno>
#include <map>
#include <mutex>
#include <ctime>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

namespace loopscope::core::fleet {

namespace {
constexpr int kKeepaliveS = 5;
} // namespace

int64_t realtimeNs()
{
    timespec ts{};
    clock_gettime(CLOCK_REALTIME, &ts);
    return int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

struct FleetLink::Impl
{
    mosquitto *mosq = nullptr;
    MqttLogin login;
    QString willTopic;
    QByteArray willPayload;

    mutable std::mutex mutex;
    std::condition_variable changed;
    QStringList subscriptions;
    QString announcementTopic;
    QByteArray announcement;
    bool connected = false;
    bool connackSeen = false;
    int connackCode = -1;
    int connections = 0;
    bool looping = false;

    struct Outgoing
    {
        QString topic;
        QByteArray payload;
        bool retain = false;
        int mid = -1; // -1: not handed to the broker on the current connection
    };
    qint64 nextKey = 0;
    std::map<qint64, Outgoing> outbox; // by the order published
    std::vector<LinkMessage> inbox;

    // Under mutex: hands an outgoing message to libmosquitto.
    void send(Outgoing &o)
    {
        int mid = -1;
        const QByteArray topic = o.topic.toUtf8();
        const int rc = mosquitto_publish(mosq, &mid, topic.constData(), int(o.payload.size()), o.payload.constData(), 1,
                                         o.retain);
        o.mid = rc == MOSQ_ERR_SUCCESS ? mid : -1;
    }

    static void onConnect(mosquitto *m, void *obj, int rc)
    {
        auto *d = static_cast<Impl *>(obj);
        std::lock_guard lock(d->mutex);
        d->connackSeen = true;
        d->connackCode = rc;
        if (rc == 0) {
            d->connected = true;
            ++d->connections;
            for (const QString &filter : std::as_const(d->subscriptions))
                mosquitto_subscribe(m, nullptr, filter.toUtf8().constData(), 1);
            if (!d->announcementTopic.isEmpty()) {
                Outgoing &o = d->outbox[d->nextKey++];
                o.topic = d->announcementTopic;
                o.payload = d->announcement;
                o.retain = true;
            }
            // Whatever the broker has not acknowledged goes again (the
            // receivers drop what they already have by its number).
            for (auto &[key, o] : d->outbox)
                d->send(o);
        }
        d->changed.notify_all();
    }

    static void onDisconnect(mosquitto *, void *obj, int)
    {
        auto *d = static_cast<Impl *>(obj);
        std::lock_guard lock(d->mutex);
        d->connected = false;
        for (auto &[key, o] : d->outbox)
            o.mid = -1;
        d->changed.notify_all();
    }

    static void onPublish(mosquitto *, void *obj, int mid)
    {
        auto *d = static_cast<Impl *>(obj);
        std::lock_guard lock(d->mutex);
        for (auto it = d->outbox.begin(); it != d->outbox.end(); ++it)
            if (it->second.mid == mid) {
                d->outbox.erase(it);
                break;
            }
        d->changed.notify_all();
    }

    static void onMessage(mosquitto *, void *obj, const mosquitto_message *message)
    {
        const int64_t nowNs = realtimeNs();
        auto *d = static_cast<Impl *>(obj);
        LinkMessage m;
        m.receivedRealNs = nowNs;
        m.topic = QString::fromUtf8(message->topic);
        if (message->payload && message->payloadlen > 0)
            m.payload = QByteArray(static_cast<const char *>(message->payload), message->payloadlen);
        m.retained = message->retain;
        std::lock_guard lock(d->mutex);
        d->inbox.push_back(std::move(m));
        d->changed.notify_all();
    }
};

FleetLink::FleetLink() : d(std::make_unique<Impl>())
{
    initMosquittoLibrary();
}

FleetLink::~FleetLink()
{
    if (!d->mosq)
        return;
    mosquitto_disconnect(d->mosq);
    if (d->looping)
        mosquitto_loop_stop(d->mosq, true);
    mosquitto_destroy(d->mosq);
}

void FleetLink::setWill(const QString &topic, const QByteArray &payload)
{
    d->willTopic = topic;
    d->willPayload = payload;
}

void FleetLink::setAnnouncement(const QString &topic, const QByteArray &payload)
{
    {
        std::lock_guard lock(d->mutex);
        d->announcementTopic = topic;
        d->announcement = payload;
    }
    publish(topic, payload, true);
}

void FleetLink::subscribe(const QString &topicFilter)
{
    std::lock_guard lock(d->mutex);
    d->subscriptions << topicFilter;
    if (d->connected)
        mosquitto_subscribe(d->mosq, nullptr, topicFilter.toUtf8().constData(), 1);
}

bool FleetLink::connect(const MqttLogin &login, const QString &clientId, QString *error, int timeoutMs)
{
    d->login = login;
    d->mosq = mosquitto_new(clientId.toUtf8().constData(), true, d.get());
    if (!d->mosq) {
        *error = QStringLiteral("cannot create an MQTT client: %1").arg(mqttPlainWords(qt_error_string(errno)));
        return false;
    }
    mosquitto_int_option(d->mosq, MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V311);
    mosquitto_int_option(d->mosq, MOSQ_OPT_TCP_NODELAY, 1);
    mosquitto_connect_callback_set(d->mosq, &Impl::onConnect);
    mosquitto_disconnect_callback_set(d->mosq, &Impl::onDisconnect);
    mosquitto_publish_callback_set(d->mosq, &Impl::onPublish);
    mosquitto_message_callback_set(d->mosq, &Impl::onMessage);
    mosquitto_reconnect_delay_set(d->mosq, 1, 8, true);
    if (!login.applyTo(d->mosq, error))
        return false;
    if (!d->willTopic.isEmpty()) {
        const QByteArray topic = d->willTopic.toUtf8();
        mosquitto_will_set(d->mosq, topic.constData(), int(d->willPayload.size()), d->willPayload.constData(), 1, true);
    }
    errno = 0;
    int rc = mosquitto_connect(d->mosq, login.host.toUtf8().constData(), login.port, kKeepaliveS);
    if (rc != MOSQ_ERR_SUCCESS) {
        *error = login.connectFailure(rc, errno, false);
        return false;
    }
    // The first answer on this thread (so a refusal is reported as such),
    // then libmosquitto's own thread keeps the connection and reconnects.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    for (;;) {
        {
            std::lock_guard lock(d->mutex);
            if (d->connackSeen && d->connackCode != 0) {
                *error = login.refusal(d->connackCode);
                return false;
            }
            if (d->connected)
                break;
        }
        if (std::chrono::steady_clock::now() > deadline) {
            *error = QStringLiteral("MQTT broker %1 did not answer within %2 s (is it an MQTT broker?)")
                         .arg(login.broker())
                         .arg(timeoutMs / 1000.0);
            return false;
        }
        errno = 0;
        rc = mosquitto_loop(d->mosq, 50, 1);
        if (rc != MOSQ_ERR_SUCCESS) {
            std::lock_guard lock(d->mutex);
            if (d->connackSeen && d->connackCode != 0)
                continue;
            *error = login.connectFailure(rc, errno, d->connackSeen);
            return false;
        }
    }
    if (mosquitto_loop_start(d->mosq) != MOSQ_ERR_SUCCESS) {
        *error = QStringLiteral("cannot start the MQTT client's thread");
        return false;
    }
    d->looping = true;
    return true;
}

bool FleetLink::isConnected() const
{
    std::lock_guard lock(d->mutex);
    return d->connected;
}

int FleetLink::reconnects() const
{
    std::lock_guard lock(d->mutex);
    return std::max(0, d->connections - 1);
}

void FleetLink::publish(const QString &topic, const QByteArray &payload, bool retain)
{
    std::lock_guard lock(d->mutex);
    Impl::Outgoing &o = d->outbox[d->nextKey++];
    o.topic = topic;
    o.payload = payload;
    o.retain = retain;
    if (d->connected)
        d->send(o);
}

int FleetLink::unacknowledged() const
{
    std::lock_guard lock(d->mutex);
    return int(d->outbox.size());
}

bool FleetLink::flush(int timeoutMs)
{
    std::unique_lock lock(d->mutex);
    return d->changed.wait_for(lock, std::chrono::milliseconds(timeoutMs), [&] { return d->outbox.empty(); });
}

std::vector<LinkMessage> FleetLink::take(int timeoutMs)
{
    std::unique_lock lock(d->mutex);
    if (d->inbox.empty() && timeoutMs > 0)
        d->changed.wait_for(lock, std::chrono::milliseconds(timeoutMs), [&] { return !d->inbox.empty(); });
    std::vector<LinkMessage> out;
    out.swap(d->inbox);
    return out;
}

void FleetLink::abandon()
{
    if (!d->mosq)
        return;
    if (d->looping)
        mosquitto_loop_stop(d->mosq, true);
    d->looping = false;
    const int fd = mosquitto_socket(d->mosq);
    if (fd >= 0)
        ::shutdown(fd, SHUT_RDWR);
    mosquitto_destroy(d->mosq);
    d->mosq = nullptr;
}

QString FleetLink::localAddress() const
{
    std::lock_guard lock(d->mutex);
    if (!d->mosq || !d->connected)
        return {};
    const int fd = mosquitto_socket(d->mosq);
    sockaddr_storage local{};
    socklen_t length = sizeof(local);
    if (fd < 0 || ::getsockname(fd, reinterpret_cast<sockaddr *>(&local), &length) != 0)
        return {};
    char text[INET6_ADDRSTRLEN] = {};
    const void *where = local.ss_family == AF_INET6
                            ? static_cast<const void *>(&reinterpret_cast<sockaddr_in6 *>(&local)->sin6_addr)
                            : static_cast<const void *>(&reinterpret_cast<sockaddr_in *>(&local)->sin_addr);
    if (!inet_ntop(local.ss_family, where, text, sizeof(text)))
        return {};
    return QString::fromLatin1(text);
}

} // namespace loopscope::core::fleet
