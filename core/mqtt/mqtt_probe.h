#pragma once
// The MQTT pub/sub hop-latency probe: messages go through a real broker
// (Mosquitto or any MQTT 3.1.1 broker) over a chain of `hops` traversals.
//
//   publisher --<topic>/0--> relay 1 --<topic>/1--> ... relay N-1 --<topic>/N-1--> subscriber
//
// With hops = N there are N-1 relay clients, so every message crosses the
// broker N times. Each client has its own connection and its own plain
// blocking thread (libmosquitto without its own thread: every client is used
// by exactly one thread). The publisher sends on an absolute schedule and puts
// the intended and the actual publish time in the message (mqtt_payload.h);
// relays stamp when they got it and when they passed it on; the final
// subscriber records
//   "total"   from the intended publish time (coordinated-omission correct),
//   "service" from the actual publish time,
//   "hop1".."hopN" each broker traversal (previous forward -> next receive).
// All clients run on this host, so the one CLOCK_MONOTONIC is common to all.
//
// A lost connection (broker restarted, killed) is counted in "reconnects"
// and the client reconnects (resubscribing); messages published meanwhile
// count as publish_errors or lost. When a client is not back within
// reconnectWindowS the probe fails with the reason.

#include "core/bench/threaded_probe.h"
#include "core/mqtt/mqtt_login.h"

#include <QString>
#include <memory>

namespace loopscope::core {

// "libmosquitto 2.0.11" (the library loaded at run time).
QString mosquittoVersion();

// The broker's address, login and TLS are MqttLogin's (mqtt_login.h).
struct MqttProbeConfig : MqttLogin
{
    int qos = 0;                   // 0 or 1
    int payloadBytes = 64;         // whole message, header included; headerBytes(hops) .. 65536
    double rateHz = 100;           // 1 .. 10000
    int hops = 1;                  // broker traversals, 1 .. 8
    double durationS = 10;         // measured part, after the warm-up
    double warmupS = 0;            // published and relayed but not recorded
    QString topic;                 // prefix; empty: loopscope/probe/<run id>
    double lossTimeoutS = 1.0;     // a message not at the subscriber after this is lost
    double reconnectWindowS = 3.0; // 0: a lost connection fails the run at once

    // Across hosts (a fleet run with --relay agent:NAME), hops = 2 and the
    // one relay on another host:
    //   PublishAndSubscribe  this host publishes <topic>/0 and receives <topic>/1;
    //                        the relay's stamps are on its wall clock, taken
    //                        back by peerClockOffsetNs (its clock minus ours), so
    //                        "hop1" and "hop2" are one-way figures
    //   RelayOnly            this host only relays, stamping its wall clock
    //                        plus stampOffsetNs (tests: a host whose clock is
    //                        off); it runs until stopped
    enum class Role { Whole, PublishAndSubscribe, RelayOnly };
    Role role = Role::Whole;
    double peerClockOffsetNs = 0;
    int64_t stampOffsetNs = 0;

    // Empty when valid, else a clear message naming the bad parameter.
    QString validate() const;
};

class MqttProbe final : public ThreadedProbe
{
public:
    explicit MqttProbe(const MqttProbeConfig &config);
    ~MqttProbe() override;

    // Connects every client (CONNACK and SUBACK seen) before any message is
    // sent; fails with "cannot connect to MQTT broker HOST:PORT: REASON".
    bool start(QString *error) override;
    double progress() const override;
    std::vector<ProbeChannel> channels() override; // total, service, hop1..hopN
    std::vector<ProbeCounter> counters() const override;
    // sent, received, lost, duplicated, reordered, publish_errors, reconnects, late, foreign
    // (+ across hosts: relayed, one_way_below_zero)
    QJsonObject parameters() const override;
    QString kind() const override { return QStringLiteral("mqtt"); }
    QString warning() const override;

    const MqttProbeConfig &config() const;
    QString topicPrefix() const; // the prefix in use (random when the config's is empty)

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::core
