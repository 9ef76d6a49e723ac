#include "core/bench/udp_echo_probe.h"

#include "core/bench/probe_datagram.h"
#include "core/bench/round_trip_tracker.h"
#include "core/bench/udp_probe_socket.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QRandomGenerator>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cmath>
#include <ctime>
#include <mutex>
#include <pthread.h>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace loopscope::core {

namespace {

constexpr int kReceiveTimeoutMs = 20;
constexpr int64_t kRefusedGiveUpNs = 1'000'000'000; // refusals and no reply for 1 s: nobody listens
constexpr double kWireOverheadBytes = 8 + 20 + 38; // UDP + IPv4 + Ethernet framing/preamble/gap

// The UDP probe's own counters, beside the round-trip tracker's.
enum Counter { SendErrors, Refused, PeerUnstamped, BelowZero, CounterCount };
const char *const kCounterNames[CounterCount] = {"send_errors", "refused", "peer_unstamped", "one_way_below_zero"};
constexpr int kOneWayCounters = 2; // the last two, only when one-way figures are asked for

} // namespace

QString UdpProbeConfig::validate() const
{
    if (host.trimmed().isEmpty())
        return QCoreApplication::translate("loopscope::CoreTexts", "target host is empty");
    if (port == 0)
        return QCoreApplication::translate("loopscope::CoreTexts", "target port must be 1..65535");
    if (!(rateHz >= 1 && rateHz <= 10000))
        return QCoreApplication::translate("loopscope::CoreTexts", "rate %1 Hz is outside 1..10000 Hz")
            .arg(rateHz);
    if (payloadBytes < 16 || payloadBytes > 1472)
        return QCoreApplication::translate("loopscope::CoreTexts",
                                           "payload %1 bytes is outside 16..1472 bytes")
            .arg(payloadBytes);
    if (!(durationS >= 0) || !std::isfinite(durationS) || count < 0)
        return QCoreApplication::translate("loopscope::CoreTexts", "duration and count must not be negative");
    if (durationS == 0 && count == 0)
        return QCoreApplication::translate("loopscope::CoreTexts", "give a duration or a count of datagrams");
    if (durationS > 7 * 24 * 3600.0)
        return QCoreApplication::translate("loopscope::CoreTexts", "duration %1 s is longer than a week")
            .arg(durationS);
    if (!(warmupS >= 0) || warmupS > 3600)
        return QCoreApplication::translate("loopscope::CoreTexts", "warm-up %1 s is outside 0..3600 s")
            .arg(warmupS);
    if (oneWay && payloadBytes < int(ProbeDatagram::kPeerStampedBytes))
        return QCoreApplication::translate("loopscope::CoreTexts",
                                           "one-way figures need a payload of at least %1 bytes (the peer's "
                                           "stamps ride in it), not %2")
            .arg(ProbeDatagram::kPeerStampedBytes)
            .arg(payloadBytes);
    if (!std::isfinite(peerClockOffsetNs))
        return QCoreApplication::translate("loopscope::CoreTexts", "the peer's clock offset is not a number");
    if (!(lossTimeoutS >= 0.01 && lossTimeoutS <= 60))
        return QCoreApplication::translate("loopscope::CoreTexts", "loss timeout %1 s is outside 0.01..60 s")
            .arg(lossTimeoutS);
    const double wireBitsPerS = rateHz * (payloadBytes + kWireOverheadBytes) * 8;
    if (linkBudgetBitsPerS > 0 && wireBitsPerS > linkBudgetBitsPerS)
        return QCoreApplication::translate(
                   "loopscope::CoreTexts",
                   "rate %1 Hz with %2-byte payloads needs %3 Mbit/s on the wire, more than the "
                   "%4 Mbit/s link budget: lower the rate or the payload")
            .arg(rateHz)
            .arg(payloadBytes)
            .arg(wireBitsPerS / 1e6, 0, 'f', 1)
            .arg(linkBudgetBitsPerS / 1e6, 0, 'f', 1);
    return {};
}

struct UdpEchoProbe::Impl
{
    Impl(const UdpProbeConfig &c, ProbeStatus &s) : config(c), status(s) {}

    UdpProbeConfig config;
    IntervalRecorder latency;
    IntervalRecorder service;
    IntervalRecorder forward; // one-way, when asked for
    IntervalRecorder back;
    int64_t realtimeShiftNs = 0; // CLOCK_REALTIME - CLOCK_MONOTONIC at start
    std::unique_ptr<RoundTripTracker> tracker; // made by start() from the validated configuration
    int fd = -1;
    uint16_t nonce = 0;
    QString peer;

    ProbeStatus &status; // the probe's (ThreadedProbe)
    std::atomic<int64_t> counters[CounterCount] = {};
    mutable std::mutex grantLock; // guards grant
    RealtimeGrant grant;

    void count(Counter c, int64_t n = 1) { counters[c].fetch_add(n, std::memory_order_relaxed); }

    int threadsCpu = -1; // both threads run here when >= 0
    int64_t scheduleStartNs = 0; // the absolute schedule's origin

    // Real-time request plus the shared CPU, for the calling probe thread.
    RealtimeGrant setUpThread() const
    {
        RealtimeRequest request = config.realtime;
        if (threadsCpu >= 0)
            request.cpu = threadsCpu;
        RealtimeGrant granted = applyRealtime(request);
        if (!request.enabled && threadsCpu >= 0) {
            cpu_set_t set;
            CPU_ZERO(&set);
            CPU_SET(threadsCpu, &set);
            if (pthread_setaffinity_np(pthread_self(), sizeof(set), &set) == 0) {
                granted.affinity = true;
                granted.cpu = threadsCpu;
            }
        }
        return granted;
    }

    // The receiver's watch on refusals: fails the probe when the port
    // refuses and nothing came back for a while. False once failed.
    struct RefusalWatch
    {
        int64_t refusedSeen = 0, lastRefusedNs = -1, repliesSeen = 0, lastReplyNs = 0;
    };
    bool watchRefusals(RefusalWatch &w, int64_t nowNs);

    void sendLoop();
    void receiveLoop();
    void pingPongLoop();
    bool sendOne(uint64_t seq, bool warmup, std::vector<uint8_t> &buffer);
    // Sends every datagram on the absolute schedule (warm-up first), calling
    // afterSend(seq, sent) after each; stops early on a stop, a failure or
    // when afterSend returns false (then returns false).
    template <typename AfterSend>
    bool runSchedule(std::vector<uint8_t> &buffer, AfterSend afterSend)
    {
        const uint64_t warmupCount = tracker->warmupCount();
        ProbeState starting = ProbeState::Starting;
        status.state.compare_exchange_strong(starting,
                                             warmupCount > 0 ? ProbeState::WarmingUp : ProbeState::Running);
        for (uint64_t seq = 0; seq < tracker->totalCount(); ++seq) {
            if (status.stopping() || status.failed())
                break;
            if (seq == warmupCount && warmupCount > 0) {
                ProbeState warming = ProbeState::WarmingUp;
                status.state.compare_exchange_strong(warming, ProbeState::Running);
            }
            if (!afterSend(seq, sendOne(seq, seq < warmupCount, buffer)))
                return false;
        }
        return true;
    }
    // One receive (blocking up to the socket's timeout, or not at all when
    // busy-polling): handles what came. Returns the sequence number of a
    // datagram answered for the first time (measured or warm-up), or -1.
    int64_t receiveOne(std::vector<uint8_t> &buffer, int64_t *nowNs);
    int64_t handleDatagram(const uint8_t *data, size_t size, int64_t nowNs);
    void publishGrant(const RealtimeGrant &granted);
};

void UdpEchoProbe::Impl::publishGrant(const RealtimeGrant &granted)
{
    // Wake on time: the default 50 µs timer slack would delay every send.
    prctl(PR_SET_TIMERSLACK, 1UL, 0UL, 0UL, 0UL);
    std::lock_guard lock(grantLock);
    grant = granted;
}

bool UdpEchoProbe::Impl::sendOne(uint64_t seq, bool warmup, std::vector<uint8_t> &buffer)
{
    RoundTripTracker &t = *tracker;
    const int64_t intendedNs = t.intendedNs(scheduleStartNs, seq);
    sleepUntilNs(intendedNs);
    // Behind schedule: send at once, never skip — the latency from the
    // intended time then shows the lateness.
    encodeProbeDatagram({nonce, static_cast<uint32_t>(seq), intendedNs}, buffer.data(), buffer.size());
    t.sending(seq, intendedNs, monotonicNs(), warmup);
    ssize_t rc;
    do {
        rc = ::send(fd, buffer.data(), buffer.size(), 0);
    } while (rc < 0 && errno == EINTR);
    if (rc == static_cast<ssize_t>(buffer.size())) {
        t.sent(warmup);
        return true;
    }
    // Not sent: a pending ICMP error (ECONNREFUSED) or a local failure.
    const int err = rc < 0 ? errno : EMSGSIZE;
    t.sendFailed(seq);
    if (err == ECONNREFUSED)
        count(Refused);
    else if (!warmup)
        count(SendErrors);
    return false;
}

void UdpEchoProbe::Impl::sendLoop()
{
    publishGrant(setUpThread());
    std::vector<uint8_t> buffer(static_cast<size_t>(config.payloadBytes));
    runSchedule(buffer, [](uint64_t, bool) { return true; });
    tracker->senderDone();
}

int64_t UdpEchoProbe::Impl::handleDatagram(const uint8_t *data, size_t size, int64_t nowNs)
{
    ProbeDatagram datagram;
    if (decodeProbeDatagram(data, size, nonce, &datagram) != DatagramClass::Ok) {
        tracker->foreign();
        return -1;
    }
    const RoundTripTracker::Accepted a = tracker->accept(datagram.sequence, datagram.intendedNs);
    if (a.reply == RoundTripTracker::Reply::Warmup)
        return datagram.sequence; // answered, not recorded
    if (a.reply != RoundTripTracker::Reply::Measured)
        return -1;
    latency.record(nowNs - datagram.intendedNs);
    service.record(nowNs - a.sentNs);
    if (!config.oneWay)
        return datagram.sequence;
    if (!datagram.peerStamped()) {
        count(PeerUnstamped);
        return datagram.sequence;
    }
    // On this host's wall clock: the peer's stamps taken back by its offset.
    const double arrived = double(datagram.peerReceivedNs) - config.peerClockOffsetNs;
    const double left = double(datagram.peerSentNs) - config.peerClockOffsetNs;
    const double out = arrived - double(a.sentNs + realtimeShiftNs);
    const double in = double(nowNs + realtimeShiftNs) - left;
    // Below zero only when the offset is off by more than the one-way time:
    // counted, recorded as 0.
    if (out < 0 || in < 0)
        count(BelowZero);
    forward.record(std::max<int64_t>(0, std::llround(out)));
    back.record(std::max<int64_t>(0, std::llround(in)));
    return datagram.sequence;
}

int64_t UdpEchoProbe::Impl::receiveOne(std::vector<uint8_t> &buffer, int64_t *nowNs)
{
    const ssize_t n = ::recv(fd, buffer.data(), buffer.size(), config.busyPoll ? MSG_DONTWAIT : 0);
    const int err = errno;
    *nowNs = monotonicNs();
    int64_t measured = -1;
    if (n >= 0)
        measured = handleDatagram(buffer.data(), static_cast<size_t>(n), *nowNs);
    else if (err == ECONNREFUSED)
        count(Refused);
    else if (err != EAGAIN && err != EWOULDBLOCK && err != EINTR)
        count(SendErrors);
    tracker->sweep(*nowNs, n < 0 && !config.busyPoll);
    return measured;
}

bool UdpEchoProbe::Impl::watchRefusals(RefusalWatch &w, int64_t nowNs)
{
    // Refusals (ICMP port unreachable) and no reply for a while: nobody
    // listens, from the start or since the device went away.
    const int64_t refused = counters[Refused].load(std::memory_order_relaxed);
    if (refused != w.refusedSeen) {
        w.refusedSeen = refused;
        w.lastRefusedNs = nowNs;
    }
    const int64_t replies = tracker->answered();
    if (replies != w.repliesSeen) {
        w.repliesSeen = replies;
        w.lastReplyNs = nowNs;
    }
    if (!status.failed() && w.lastRefusedNs >= 0 && nowNs - w.lastRefusedNs < kRefusedGiveUpNs &&
        nowNs - w.lastReplyNs >= kRefusedGiveUpNs) {
        if (replies == 0)
            status.fail(QCoreApplication::translate("loopscope::CoreTexts", "port refused: no device listening on %1")
                            .arg(peer));
        else
            status.fail(QCoreApplication::translate("loopscope::CoreTexts",
                                                    "port refused: the device at %1 stopped listening (after %2 replies)")
                            .arg(peer)
                            .arg(replies));
    }
    if (status.failed()) {
        status.state.store(ProbeState::Failed);
        return false;
    }
    return true;
}

void UdpEchoProbe::Impl::receiveLoop()
{
    setUpThread();
    RoundTripTracker &t = *tracker;
    std::vector<uint8_t> buffer(2048);
    RefusalWatch watch;
    watch.lastReplyNs = monotonicNs();
    for (;;) {
        int64_t nowNs = 0;
        receiveOne(buffer, &nowNs);
        if (!watchRefusals(watch, nowNs))
            return;
        if (!t.isSenderDone())
            continue;
        // Sending ended (by count, duration or a stop): drain.
        status.state.store(ProbeState::Draining);
        const bool stopped = status.stopping();
        if (t.drained(nowNs, stopped, 2 * kReceiveTimeoutMs * 1'000'000LL)) {
            status.state.store(stopped ? ProbeState::Stopped : ProbeState::Finished);
            return;
        }
    }
}

void UdpEchoProbe::Impl::pingPongLoop()
{
    publishGrant(setUpThread());
    RoundTripTracker &t = *tracker;
    std::vector<uint8_t> out(static_cast<size_t>(config.payloadBytes));
    std::vector<uint8_t> in(2048);
    RefusalWatch watch;
    watch.lastReplyNs = monotonicNs();
    const int64_t lossTimeoutNs = int64_t(config.lossTimeoutS * 1e9);
    const bool completed = runSchedule(out, [&](uint64_t seq, bool sent) {
        if (!sent)
            return watchRefusals(watch, monotonicNs());
        // Wait for this datagram's reply in the same thread: no second
        // thread to wake. Late replies of earlier datagrams are handled on the way.
        const int64_t sentNs = monotonicNs();
        for (;;) {
            int64_t nowNs = 0;
            const int64_t measured = receiveOne(in, &nowNs);
            if (!watchRefusals(watch, nowNs))
                return false;
            if (measured == int64_t(static_cast<uint32_t>(seq)) || nowNs - sentNs >= lossTimeoutNs ||
                status.stopping())
                return true;
        }
    });
    t.senderDone();
    if (!completed && status.failed())
        return;
    status.state.store(ProbeState::Draining);
    for (;;) {
        int64_t nowNs = 0;
        receiveOne(in, &nowNs);
        if (!watchRefusals(watch, nowNs))
            return;
        const bool stopped = status.stopping();
        if (t.drained(nowNs, stopped, 2 * kReceiveTimeoutMs * 1'000'000LL)) {
            status.state.store(stopped ? ProbeState::Stopped : ProbeState::Finished);
            return;
        }
    }
}

UdpEchoProbe::UdpEchoProbe(const UdpProbeConfig &config) : d(std::make_unique<Impl>(config, status())) {}

UdpEchoProbe::~UdpEchoProbe()
{
    stopAndWait();
    if (d->fd >= 0)
        ::close(d->fd);
}

bool UdpEchoProbe::start(QString *error)
{
    if (!d->status.begin(d->config.validate(), error))
        return false;
    QString message;
    d->fd = openConnectedUdpSocket(d->config.host, d->config.port, kReceiveTimeoutMs, &d->peer, &message);
    if (d->fd < 0)
        return d->status.refuse(message, error);
    d->nonce = static_cast<uint16_t>(QRandomGenerator::system()->generate());
    d->realtimeShiftNs = realtimeMinusMonotonicNs();
    const UdpProbeConfig &c = d->config;
    d->tracker = std::make_unique<RoundTripTracker>(c.rateHz, c.warmupS, c.durationS, c.count, c.lossTimeoutS);
    d->threadsCpu = d->config.realtime.cpu;
    if (d->threadsCpu < 0 && d->config.colocateThreads && !d->config.busyPoll && !d->config.pingPong)
        d->threadsCpu = sched_getcpu();
    d->scheduleStartNs = monotonicNs() + 1'000'000; // first send 1 ms from now
    if (d->config.pingPong) {
        launch([this] { d->pingPongLoop(); });
        return true;
    }
    launch([this] { d->receiveLoop(); });
    launch([this] { d->sendLoop(); });
    return true;
}

double UdpEchoProbe::progress() const
{
    return d->tracker ? d->tracker->progress(status().state.load()) : 0.0;
}

std::vector<ProbeChannel> UdpEchoProbe::channels()
{
    std::vector<ProbeChannel> out{
        {QStringLiteral("latency"),
         QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ChannelTitles", "Latency (from intended send time)")),
         &d->latency},
        {QStringLiteral("service"),
         QStringLiteral(
             QT_TRANSLATE_NOOP("loopscope::ChannelTitles", "Service time (from actual send time)")),
         &d->service}};
    if (d->config.oneWay) {
        out.push_back({QStringLiteral("forward"),
                       QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ChannelTitles", "One way out (to the peer)")),
                       &d->forward});
        out.push_back({QStringLiteral("return"),
                       QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ChannelTitles", "One way back (from the peer)")),
                       &d->back});
    }
    return out;
}

std::vector<ProbeCounter> UdpEchoProbe::counters() const
{
    using T = RoundTripTracker;
    std::vector<ProbeCounter> out;
    for (T::Counter c : {T::Sent, T::Received, T::Lost, T::Duplicated, T::Reordered, T::Foreign, T::Late})
        out.push_back(d->tracker ? d->tracker->counter(c) : ProbeCounter{QString::fromLatin1(T::counterName(c)), 0});
    for (int i = 0; i < CounterCount - (d->config.oneWay ? 0 : kOneWayCounters); ++i)
        out.push_back({QString::fromLatin1(kCounterNames[i]), d->counters[i].load(std::memory_order_relaxed)});
    return out;
}

QJsonObject UdpEchoProbe::parameters() const
{
    const UdpProbeConfig &c = d->config;
    QJsonObject realtime{{QStringLiteral("enabled"), c.realtime.enabled},
                         {QStringLiteral("fifo_priority"), c.realtime.fifoPriority},
                         {QStringLiteral("cpu"), c.realtime.cpu},
                         {QStringLiteral("lock_memory"), c.realtime.lockMemory},
                         {QStringLiteral("granted"), realtimeGrant().summary()}};
    return {{QStringLiteral("host"), c.host},
            {QStringLiteral("port"), c.port},
            {QStringLiteral("peer"), d->peer},
            {QStringLiteral("rate_hz"), c.rateHz},
            {QStringLiteral("payload_bytes"), c.payloadBytes},
            {QStringLiteral("duration_s"), c.durationS},
            {QStringLiteral("count"), c.count},
            {QStringLiteral("warmup_s"), c.warmupS},
            {QStringLiteral("loss_timeout_s"), c.lossTimeoutS},
            {QStringLiteral("expected_interval_ns"), static_cast<qint64>(std::llround(1e9 / c.rateHz))},
            {QStringLiteral("threads_cpu"), d->threadsCpu},
            {QStringLiteral("ping_pong"), c.pingPong},
            {QStringLiteral("one_way"), c.oneWay},
            {QStringLiteral("peer_clock_offset_ms"), c.peerClockOffsetNs / 1e6},
            {QStringLiteral("realtime"), realtime}};
}

QString UdpEchoProbe::warning() const
{
    return d->tracker ? d->tracker->scheduleWarning(QStringLiteral("sender")) : QString();
}

const UdpProbeConfig &UdpEchoProbe::config() const
{
    return d->config;
}

QString UdpEchoProbe::realtimeSummary() const
{
    return config().realtime.enabled ? realtimeGrant().summary() : QString();
}

RealtimeGrant UdpEchoProbe::realtimeGrant() const
{
    std::lock_guard lock(d->grantLock);
    return d->grant;
}

} // namespace loopscope::core
