#include "devices/bench/device_probe_kinds.h"

#include "core/bench/composite_probe.h"
#include "core/bench/udp_echo_probe.h"
#include "core/experiment/experiment.h"
#include "core/video/video_stream_probe.h"
#include "devices/bench/control_loop_probe.h"
#include "devices/common/protocol.h"
#include "devices/sim/sim_lab.h"
#include "devices/sim/sim_lab_starter.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace loopscope::devices {

namespace {

using core::ParamSpec;
using core::ParamType;

using core::makeParam;

ParamSpec choice(QString key, QString label, QStringList choices, QString def, QString help)
{
    ParamSpec p = makeParam(std::move(key), std::move(label), {}, ParamType::Choice, def, 0, 0, std::move(help));
    p.choices = std::move(choices);
    return p;
}

core::RealtimeRequest realtimeFrom(const QVariantMap &p)
{
    core::RealtimeRequest r;
    r.enabled = p.value(QStringLiteral("realtime")).toBool();
    r.fifoPriority = int(p.value(QStringLiteral("priority")).toLongLong());
    r.cpu = int(p.value(QStringLiteral("cpu")).toLongLong());
    if (r.cpu >= 0)
        r.enabled = true;
    return r;
}

std::vector<ParamSpec> realtimeParams()
{
    return {
        makeParam(QStringLiteral("realtime"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Real-time")), {},
                  ParamType::Bool, false, 0, 0,
                  QStringLiteral(QT_TRANSLATE_NOOP(
                      "loopscope::ParamHelp",
                      "Ask for SCHED_FIFO and locked memory for the measuring threads (what was "
                      "granted is reported; never fails when refused).")),
                  true),
        makeParam(
            QStringLiteral("priority"),
            QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Priority")), {}, ParamType::Int, 80,
            1, 99,
            QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp", "SCHED_FIFO priority when real-time.")),
            true),
        makeParam(QStringLiteral("cpu"), QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "CPU")),
                  {}, ParamType::Int, -1, -1, 1023,
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp",
                                                   "Pin the measuring threads to this CPU (-1: any).")),
                  true)};
}

// Wraps a probe together with the simulator it measures.
std::unique_ptr<core::LatencyProbe> withLab(std::unique_ptr<core::LatencyProbe> probe, std::shared_ptr<SimLab> lab,
                                            const QString &kind)
{
    std::vector<core::CompositeProbe::Part> parts;
    parts.push_back({QString(), std::move(probe)});
    auto composite = std::make_unique<core::CompositeProbe>(kind, std::move(parts));
    if (lab)
        composite->keepAlive(std::move(lab));
    return composite;
}

// --- udp-echo -----------------------------------------------------------------

std::unique_ptr<core::LatencyProbe> createUdp(const QVariantMap &p, QString *error)
{
    core::UdpProbeConfig c;
    c.rateHz = p.value(QStringLiteral("rate")).toDouble();
    c.payloadBytes = int(p.value(QStringLiteral("payload")).toLongLong());
    c.durationS = p.value(QStringLiteral("duration")).toDouble();
    c.warmupS = p.value(QStringLiteral("warmup")).toDouble();
    c.lossTimeoutS = p.value(QStringLiteral("loss-timeout")).toDouble();
    c.busyPoll = p.value(QStringLiteral("busy-poll")).toBool();
    c.pingPong = p.value(QStringLiteral("ping-pong")).toBool();
    c.oneWay = p.value(QStringLiteral("one-way")).toBool();
    c.peerClockOffsetNs = p.value(QStringLiteral("peer-clock-offset")).toDouble() * 1e6;
    c.realtime = realtimeFrom(p);
    const QString target = p.value(QStringLiteral("target")).toString().trimmed();
    std::shared_ptr<SimLab> lab;
    if (target.isEmpty()) {
        c.host = QStringLiteral("127.0.0.1");
        c.port = 7; // validated below with the real port
        if (const QString bad = c.validate(); !bad.isEmpty()) {
            *error = bad;
            return nullptr;
        }
        SimEchoOptions sim;
        sim.deviceCount = 1;
        if (!(lab = startSimLab(sim, error)))
            return nullptr;
        const SimEndpoint *e = lab->endpoint(QStringLiteral("udp-echo"));
        if (!e) {
            *error = QCoreApplication::translate("loopscope::DeviceTexts",
                                                 "the simulator started but reported no echo device");
            return nullptr;
        }
        c.host = e->host;
        c.port = e->port;
    } else {
        static const QRegularExpression re(QStringLiteral("^\\[?([^\\]]+?)\\]?:(\\d{1,5})$"));
        const QRegularExpressionMatch m = re.match(target);
        const uint port = m.hasMatch() ? m.captured(2).toUInt() : 0;
        if (!m.hasMatch() || port == 0 || port > 65535) {
            *error = QCoreApplication::translate(
                         "loopscope::DeviceTexts",
                         "bad target '%1' (expected HOST:PORT, e.g. 192.168.1.20:7 or [::1]:7000)")
                         .arg(target);
            return nullptr;
        }
        c.host = m.captured(1);
        c.port = quint16(port);
    }
    if (const QString bad = c.validate(); !bad.isEmpty()) {
        *error = bad;
        return nullptr;
    }
    return withLab(std::make_unique<core::UdpEchoProbe>(c), std::move(lab), QStringLiteral("udp-echo"));
}

core::ProbeKindSpec udpKind()
{
    core::ProbeKindSpec k;
    k.kind = QStringLiteral("udp-echo");
    k.title = QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ProbeKinds", "UDP round trip"));
    k.summary = QStringLiteral(
        QT_TRANSLATE_NOOP("loopscope::ProbeKinds",
                          "Round trip of UDP datagrams to an echo device at a fixed rate on an absolute "
                          "schedule (the simulated device when no target is given)."));
    k.method = QStringLiteral(
        "A sender thread sends datagrams at a fixed rate on an absolute schedule; each carries its sequence "
        "number and the time it was meant to be sent. The device sends each one back unchanged; a receiver "
        "thread records, per datagram, the time from the intended send time to its return (channel "
        "\"latency\": coordinated-omission correct, so a stall of the sender shows up as latency instead of "
        "silently delaying the schedule) and from the actual send time (channel \"service\": the raw round "
        "trip). In ping-pong mode one thread does both: it sends on the same schedule and waits for each "
        "reply before the next send, which saves the receiver's wake-up; a reply slower than the period delays "
        "the next sends, and the latency channel shows it. A datagram not back within the loss timeout is counted as lost; duplicates, reordering and "
        "foreign datagrams are counted, not recorded. Against a peer echo that stamps its own clock into each "
        "datagram (a fleet agent, `--target agent:NAME`), the one-way channels \"forward\" and \"return\" "
        "are recorded too, with the peer's clock taken back by its measured offset; they mean something only "
        "when that offset's error bound is small beside them, which the fleet run's report states.");
    k.params = {makeParam(QStringLiteral("target"),
                          QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Target")), {},
                          ParamType::String, QString(), 0, 0,
                          QStringLiteral(QT_TRANSLATE_NOOP(
                              "loopscope::ParamHelp",
                              "HOST:PORT of the echo device; empty: start a simulated one on loopback."))),
                makeParam(QStringLiteral("rate"),
                          QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Rate")),
                          QStringLiteral("Hz"), ParamType::Double, 1000.0, 1, 10000,
                          QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp", "Datagrams per second."))),
                makeParam(QStringLiteral("payload"),
                          QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Payload")),
                          QStringLiteral("B"), ParamType::Int, 64, 16, 1472,
                          QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp", "UDP payload size."))),
                makeParam(QStringLiteral("duration"),
                          QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Duration")),
                          QStringLiteral("s"), ParamType::Double, 10.0, 0.1, 31 * 86400.0,
                          QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp",
                                                           "How long to measure (after the warm-up)."))),
                makeParam(QStringLiteral("warmup"),
                          QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Warm-up")),
                          QStringLiteral("s"), ParamType::Double, 0.0, 0, 3600,
                          QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp",
                                                           "Sent and answered first but not recorded."))),
                makeParam(QStringLiteral("loss-timeout"),
                          QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Loss timeout")),
                          QStringLiteral("s"), ParamType::Double, 1.0, 0.01, 60,
                          QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp",
                                                           "A datagram not back after this is lost.")),
                          true),
                makeParam(QStringLiteral("busy-poll"),
                          QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Busy-poll receive")),
                          {}, ParamType::Bool, false, 0, 0,
                          QStringLiteral(QT_TRANSLATE_NOOP(
                              "loopscope::ParamHelp",
                              "Spin on the receive (as sockperf does): lower latency, one CPU busy.")),
                          true),
                makeParam(QStringLiteral("ping-pong"),
                          QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Ping-pong (one thread)")),
                          {}, ParamType::Bool, false, 0, 0,
                          QStringLiteral(QT_TRANSLATE_NOOP(
                              "loopscope::ParamHelp",
                              "One thread sends and waits for each reply: no receiver wake-up; a slow reply "
                              "delays the next sends, shown as latency.")),
                          true),
                makeParam(QStringLiteral("one-way"),
                          QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "One-way figures")), {},
                          ParamType::Bool, false, 0, 0,
                          QStringLiteral(QT_TRANSLATE_NOOP(
                              "loopscope::ParamHelp",
                              "Also record each direction, from the clock stamps a peer echo (a fleet agent) "
                              "puts in every datagram; needs the peer's clock offset.")),
                          true),
                makeParam(QStringLiteral("peer-clock-offset"),
                          QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Peer clock offset")),
                          QStringLiteral("ms"), ParamType::Double, 0.0, -86'400'000.0, 86'400'000.0,
                          QStringLiteral(QT_TRANSLATE_NOOP(
                              "loopscope::ParamHelp",
                              "The peer's wall clock minus this host's (a fleet run measures it; 0 for hosts "
                              "synchronised by PTP).")),
                          true)};
    for (ParamSpec &p : realtimeParams())
        k.params.push_back(p);
    k.create = createUdp;
    k.describe = [](const QVariantMap &p) {
        return QStringLiteral("udp-%1hz-%2b").arg(p.value(QStringLiteral("rate")).toDouble()).arg(
            p.value(QStringLiteral("payload")).toLongLong());
    };
    return k;
}

// --- control-loop -------------------------------------------------------------

std::unique_ptr<core::LatencyProbe> createLoop(const QVariantMap &p, QString *error)
{
    ControlLoopConfig c;
    const QString protocolName = p.value(QStringLiteral("protocol")).toString();
    c.bus.protocol = ProtocolRegistry::instance().findBus(protocolName);
    const int servos = int(p.value(QStringLiteral("servos")).toLongLong());
    for (int id = 1; id <= servos; ++id)
        c.bus.ids.push_back(id);
    c.bus.baud = int(p.value(QStringLiteral("baud")).toLongLong());
    c.bus.queryOnly = p.value(QStringLiteral("query-only")).toBool();
    c.rateHz = p.value(QStringLiteral("rate")).toDouble();
    c.durationS = p.value(QStringLiteral("duration")).toDouble();
    c.realtime = realtimeFrom(p);
    c.bus.portPath = p.value(QStringLiteral("port")).toString().trimmed();
    std::shared_ptr<SimLab> lab;
    if (c.bus.portPath.isEmpty()) {
        SimEchoOptions sim;
        sim.deviceCount = 1;
        if (!c.bus.protocol || !c.bus.protocol->simulate) {
            *error = QCoreApplication::translate("loopscope::DeviceTexts", "the simulated lab has no %1 bus")
                         .arg(protocolName);
            return nullptr;
        }
        c.bus.protocol->simulate(&sim, QStringLiteral("1-%1").arg(servos), c.bus.baud);
        if (!(lab = startSimLab(sim, error)))
            return nullptr;
        const SimEndpoint *e = lab->endpoint(c.bus.protocol->simEndpoint);
        if (!e) {
            *error = QCoreApplication::translate("loopscope::DeviceTexts", "the simulated lab has no %1 bus")
                         .arg(protocolName);
            return nullptr;
        }
        c.bus.portPath = e->ptyPath;
        if (e->baud > 0)
            c.bus.baud = e->baud;
    }
    if (const QString bad = c.validate(); !bad.isEmpty()) {
        *error = bad;
        return nullptr;
    }
    return withLab(std::make_unique<ControlLoopProbe>(c), std::move(lab), QStringLiteral("control-loop"));
}

core::ProbeKindSpec loopKind()
{
    core::ProbeKindSpec k;
    k.kind = QStringLiteral("control-loop");
    k.drivesActuators = true; // it commands every servo to hold its position
    k.title = QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ProbeKinds", "Control-loop cycle"));
    k.summary = QStringLiteral(
        QT_TRANSLATE_NOOP("loopscope::ProbeKinds",
                          "Polls N servos on one bus in a loop and measures each cycle (the simulated bus "
                          "when no port is given). Servos only hold their position."));
    k.method = QStringLiteral(
        "One thread runs the control loop a robot runs: every cycle it commands each servo to hold the position "
        "it read at the start (never moving it, with the device watchdog set) and reads its state back. "
        "Channel \"cycle\" is the duration of each full cycle; with a rate, \"cycle_latency\" is measured from "
        "each cycle's intended start on an absolute schedule (coordinated-omission correct) and a cycle that "
        "ends after its slot counts as a deadline miss. Every servo is stopped at the end.");
    const QStringList buses = ProtocolRegistry::instance().busWords();
    k.params = {
        choice(QStringLiteral("protocol"), QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Bus")),
               buses, buses.value(0),
               QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp", "The servos' protocol on the bus."))),
        makeParam(
            QStringLiteral("servos"), QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Servos")),
            {}, ParamType::Int, 12, 1, 32,
            QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp", "Servo IDs 1..N polled each cycle."))),
        makeParam(QStringLiteral("port"), QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Port")),
                  {}, ParamType::String, QString(), 0, 0,
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp",
                                                   "Serial port of the bus; empty: start a simulated bus."))),
        makeParam(QStringLiteral("baud"), QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Baud")),
                  {}, ParamType::Int, 0, 0, 10000000,
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp", "0: the protocol's default.")),
                  true),
        makeParam(
            QStringLiteral("rate"), QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Rate")),
            QStringLiteral("Hz"), ParamType::Double, 0.0, 0, 20000,
            QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp",
                                             "Cycles per second on an absolute schedule; 0: back to back."))),
        makeParam(QStringLiteral("duration"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Duration")),
                  QStringLiteral("s"), ParamType::Double, 10.0, 0.1, 31 * 86400.0,
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp", "How long to measure."))),
        makeParam(QStringLiteral("query-only"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Query only")), {},
                  ParamType::Bool, false, 0, 0,
                  QStringLiteral(
                      QT_TRANSLATE_NOOP("loopscope::ParamHelp", "Only read state; never send a command.")),
                  true)};
    for (ParamSpec &p : realtimeParams())
        k.params.push_back(p);
    k.create = createLoop;
    k.describe = [](const QVariantMap &p) {
        return QStringLiteral("loop-%1x%2").arg(p.value(QStringLiteral("servos")).toLongLong()).arg(
            p.value(QStringLiteral("protocol")).toString());
    };
    return k;
}

// --- video --------------------------------------------------------------------

std::unique_ptr<core::LatencyProbe> createVideo(const QVariantMap &p, QString *error)
{
    QStringList urls = p.value(QStringLiteral("url")).toString().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    std::shared_ptr<SimLab> lab;
    if (urls.isEmpty()) {
        SimEchoOptions sim;
        sim.deviceCount = 1;
        sim.cameraCount = int(p.value(QStringLiteral("streams")).toLongLong());
        const QStringList wh = p.value(QStringLiteral("size")).toString().split(QLatin1Char('x'));
        sim.cameraWidth = wh.value(0).toInt();
        sim.cameraHeight = wh.value(1).toInt();
        if (wh.size() != 2 || sim.cameraWidth < 160 || sim.cameraHeight < 128 || sim.cameraWidth > 3840 ||
            sim.cameraHeight > 2160 || sim.cameraWidth % 2 || sim.cameraHeight % 2) {
            *error = QCoreApplication::translate(
                         "loopscope::DeviceTexts",
                         "bad value for size: '%1' (expected WxH, even sizes from 160x128 to 3840x2160)")
                         .arg(p.value(QStringLiteral("size")).toString());
            return nullptr;
        }
        sim.cameraFps = int(p.value(QStringLiteral("fps")).toLongLong());
        if (!(lab = startSimLab(sim, error, 20000)))
            return nullptr;
        for (const SimEndpoint &e : lab->endpoints())
            if (e.isCamera())
                urls << e.url;
    }
    std::vector<core::CompositeProbe::Part> parts;
    for (int i = 0; i < urls.size(); ++i) {
        core::VideoProbeOptions o;
        o.source.url = urls[i];
        o.source.name = QStringLiteral("cam%1").arg(i);
        o.durationS = p.value(QStringLiteral("duration")).toDouble();
        o.warmupS = p.value(QStringLiteral("warmup")).toDouble();
        if (const QString bad = o.source.validate(); !bad.isEmpty()) {
            *error = QStringLiteral("%1: %2").arg(urls[i], bad);
            return nullptr;
        }
        parts.push_back({QStringLiteral("cam%1").arg(i), std::make_unique<core::VideoStreamProbe>(o)});
    }
    QJsonObject urlsJson;
    for (int i = 0; i < urls.size(); ++i)
        urlsJson.insert(QStringLiteral("cam%1").arg(i), urls[i]);
    auto probe = std::make_unique<core::CompositeProbe>(QStringLiteral("video"), std::move(parts),
                                                        QJsonObject{{QStringLiteral("urls"), urlsJson}});
    if (lab)
        probe->keepAlive(std::move(lab));
    return probe;
}

core::ProbeKindSpec videoKind()
{
    core::ProbeKindSpec k;
    k.kind = QStringLiteral("video");
    k.title = QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ProbeKinds", "Video latency"));
    k.summary = QStringLiteral(
        QT_TRANSLATE_NOOP("loopscope::ProbeKinds",
                          "Decodes one or more live streams and measures every stage and, where the frames "
                          "carry Loopscope's clock code, camera-to-display latency (the simulated stereo "
                          "pair when no URL is given)."));
    k.method = QStringLiteral(
        "One FFmpeg decoder thread per stream demuxes, decodes and converts each frame once into the display's "
        "layout; a consumer takes the newest frame at display rate. Each stage (demux, decode, convert, "
        "hand-off) is timed per frame. The simulated cameras draw a binary code of their clock into every "
        "frame before encoding; reading it back after conversion gives camera-to-display latency on the same "
        "host clock. Frames replaced in the mailbox before being taken count as dropped.");
    k.params = {
        makeParam(QStringLiteral("url"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Stream URLs")), {},
                  ParamType::String, QString(), 0, 0,
                  QStringLiteral(QT_TRANSLATE_NOOP(
                      "loopscope::ParamHelp",
                      "One or more URLs separated by spaces; empty: the simulated cameras."))),
        makeParam(QStringLiteral("streams"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Simulated streams")), {},
                  ParamType::Int, 2, 1, 4,
                  QStringLiteral(QT_TRANSLATE_NOOP(
                      "loopscope::ParamHelp",
                      "Number of simulated cameras when no URL is given (2 = a stereo pair)."))),
        makeParam(QStringLiteral("size"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Simulated size")), {},
                  ParamType::String, QStringLiteral("1280x720"), 0, 0,
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp", "WxH of the simulated cameras."))),
        makeParam(
            QStringLiteral("fps"),
            QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Simulated frame rate")),
            QStringLiteral("fps"), ParamType::Int, 30, 1, 120,
            QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp", "Frame rate of the simulated cameras.")),
            true),
        makeParam(QStringLiteral("duration"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Duration")),
                  QStringLiteral("s"), ParamType::Double, 10.0, 0.5, 31 * 86400.0,
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamHelp", "How long to measure."))),
        makeParam(QStringLiteral("warmup"),
                  QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ParamLabels", "Warm-up")), QStringLiteral("s"),
                  ParamType::Double, 1.0, 0, 600,
                  QStringLiteral(
                      QT_TRANSLATE_NOOP("loopscope::ParamHelp", "Frames before this are not recorded.")))};
    k.create = createVideo;
    k.describe = [](const QVariantMap &p) {
        return p.value(QStringLiteral("url")).toString().isEmpty()
                   ? QStringLiteral("video-sim-%1").arg(p.value(QStringLiteral("size")).toString())
                   : QStringLiteral("video");
    };
    return k;
}

} // namespace

void registerDeviceProbeKinds(core::ProbeRegistry &registry)
{
    registry.add(udpKind());
    registry.add(loopKind());
    registry.add(videoKind());
}

} // namespace loopscope::devices
