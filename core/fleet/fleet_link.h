#pragma once
// One fleet client's connection to the broker (libmosquitto, its network
// thread): logs in (MqttLogin: user, password file, TLS), sets a retained
// last will, subscribes on every (re)connection, reconnects by itself with
// exponential back-off (1 s doubling to 8 s) when the broker goes away,
// and keeps every QoS 1 message it publishes until the broker has
// acknowledged it: what could not be delivered while the broker was away is
// published again after reconnecting. Received messages wait in a queue that
// the owner's loop takes (take()); nothing is delivered as a signal.

#include "core/fleet/fleet_protocol.h"
#include "core/mqtt/mqtt_login.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <memory>
#include <vector>

namespace loopscope::core::fleet {

struct LinkMessage
{
    QString topic;
    QByteArray payload;
    bool retained = false;
    int64_t receivedRealNs = 0; // CLOCK_REALTIME when the network thread got it (clock exchanges)
};

// This host's wall clock (CLOCK_REALTIME), ns since the epoch.
int64_t realtimeNs();

class FleetLink
{
public:
    FleetLink();
    ~FleetLink(); // disconnects cleanly (the will is not sent then: publish offline first)
    FleetLink(const FleetLink &) = delete;
    FleetLink &operator=(const FleetLink &) = delete;

    // Before connect(): the last will (retained, QoS 1) and the topics to
    // subscribe to on every connection.
    void setWill(const QString &topic, const QByteArray &payload);
    void subscribe(const QString &topicFilter); // may also be called when connected
    // A retained message published again on every (re)connection (an
    // agent's presence: a restarted broker has forgotten it). Publishes it
    // now when connected.
    void setAnnouncement(const QString &topic, const QByteArray &payload);

    // Connects and waits up to timeoutMs for the broker's answer. False with
    // a clear message (refused login, wrong CA, nothing listening).
    bool connect(const MqttLogin &login, const QString &clientId, QString *error, int timeoutMs = 5000);
    bool isConnected() const;
    int reconnects() const; // connections after the first
    // The local address of the connection to the broker ("" when not
    // connected): the address other hosts on the broker's side reach this one on.
    QString localAddress() const;

    // QoS 1; kept until acknowledged, re-sent after a reconnection.
    void publish(const QString &topic, const QByteArray &payload, bool retain = false);
    int unacknowledged() const; // messages not yet acknowledged by the broker
    // Waits up to timeoutMs until every published message is acknowledged.
    bool flush(int timeoutMs);

    // The messages received since the last call, in order; waits up to
    // timeoutMs for the first when there are none.
    std::vector<LinkMessage> take(int timeoutMs = 0);

    // Closes the connection at once without the clean goodbye (tests: a
    // vanished host), so the broker sends the will.
    void abandon();

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::core::fleet
