#pragma once
// The UDP round-trip probe: a sender thread on an absolute schedule
// (clock_nanosleep TIMER_ABSTIME) and a blocking receiver thread (or, in
// ping-pong mode, one thread that sends on the schedule and waits for each
// reply). Each
// datagram carries a magic with a per-run nonce, a sequence number and its
// intended send time (see probe_datagram.h). Latency is recorded from the
// intended send time (coordinated-omission correct) and service time from the
// actual send time, in separate histograms.

#include "core/bench/threaded_probe.h"
#include "core/timing/realtime.h"

#include <QString>
#include <memory>

namespace loopscope::core {

struct UdpProbeConfig
{
    QString host = QStringLiteral("127.0.0.1"); // name or address (IPv4/IPv6)
    quint16 port = 0;
    double rateHz = 1000;      // 1 .. 10000
    int payloadBytes = 64;     // 16 .. 1472
    double durationS = 0;      // stop after this long (0: use count)
    qint64 count = 0;          // stop after this many datagrams (0: use duration)
    double warmupS = 0;        // sent and answered but not recorded
    double lossTimeoutS = 1.0; // a datagram not back after this is lost
    RealtimeRequest realtime;
    // The rate a link can carry, on the wire (payload + UDP/IP/Ethernet
    // overhead, per direction): a rate x payload above it is refused.
    double linkBudgetBitsPerS = 1e9;
    // Run the sender and receiver threads on one CPU (realtime.cpu, else the
    // CPU start() runs on). On virtual machines a reply then wakes a CPU that
    // went idle microseconds ago instead of one idle for a whole period,
    // which takes the median round trip from ~30 µs to ~10 µs on loopback.
    bool colocateThreads = true;
    // Spin on a non-blocking receive instead of blocking (what sockperf's
    // client does by default): the reply is seen without a scheduler wake-up,
    // at the cost of one CPU kept busy for the whole run. Implies no
    // colocation (a spinning receiver would starve a sender on its CPU).
    bool busyPoll = false;
    // One thread instead of two: send on the absolute schedule, then wait
    // for that datagram's reply (up to the loss timeout) before the next
    // send. Saves the receiver thread's wake-up (the floor's design,
    // bench/udp_floor.c); a reply slower than the period delays the next
    // sends, which the latency channel, from the intended send times,
    // still shows. Implies no colocation (there is one thread).
    bool pingPong = false;
    // One-way figures, for a peer echo that stamps its own clock into each
    // datagram (probe_datagram.h; a fleet agent serving the probe): the
    // channels "forward" (send -> the peer's arrival) and "return" (the
    // peer's echo -> back here), on this host's wall clock with the peer's
    // clock taken back by peerClockOffsetNs (the peer's clock minus ours,
    // measured by whoever asks for them: the clock exchanges of a fleet run,
    // 0 for hosts synchronised by PTP). Needs payloads of 32 bytes or more.
    bool oneWay = false;
    double peerClockOffsetNs = 0;

    // Empty when valid, else a clear message naming the bad parameter.
    QString validate() const;
};

class UdpEchoProbe final : public ThreadedProbe
{
public:
    explicit UdpEchoProbe(const UdpProbeConfig &config);
    ~UdpEchoProbe() override;

    bool start(QString *error) override;
    double progress() const override;
    std::vector<ProbeChannel> channels() override; // "latency", "service" (+ "forward", "return")
    std::vector<ProbeCounter> counters() const override;
    // sent, received, lost, duplicated, reordered, foreign, late, send_errors, refused
    // (+ one-way: peer_unstamped, one_way_below_zero)
    QJsonObject parameters() const override;
    QString kind() const override { return QStringLiteral("udp-echo"); }
    QString warning() const override;
    QString realtimeSummary() const override; // "" when real-time was not asked for

    const UdpProbeConfig &config() const;
    RealtimeGrant realtimeGrant() const; // valid once Running

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::core
