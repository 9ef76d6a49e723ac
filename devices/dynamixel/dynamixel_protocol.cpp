// The Dynamixel family's entry in the protocol registry: Protocol 2.0 on a
// half-duplex serial bus (X-series control table) — how a scan finds it
// (broadcast ping per baud, or the vendor tool's per-ID sweep), its driver
// and control-loop bus, link budget, jog traits and simulator.

#include "devices/common/protocol.h"
#include "devices/dynamixel/control_table.h"
#include "devices/dynamixel/driver.h"
#include "devices/dynamixel/dxl_bus.h"
#include "devices/dynamixel/dynamixel_scan.h"
#include "devices/sim/sim_lab.h"
#include "devices/transport/serial_link.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <algorithm>
#include <cmath>

namespace loopscope::devices {

std::unique_ptr<ControlLoopBus> createDynamixelLoopBus(const ControlLoopBusConfig &config); // dynamixel_loop_bus.cpp

std::vector<int> dynamixelScanBauds(const ScanOptions &options)
{
    if (!options.dynamixelBauds.empty())
        return options.dynamixelBauds;
    const auto all = dynamixel::standardBauds();
    return {all.begin(), all.end()};
}

namespace {

int autoQuietGapMs(int baud)
{
    // A dozen status-packet slots of silence (14 bytes each), at least 50 ms
    // (a USB adapter delivers bytes in bursts up to its latency timer apart).
    const double slotMs = baud > 0 ? 14.0 * 10.0 * 1000.0 / baud : 0.0;
    return std::max(50, int(std::ceil(12 * slotMs)));
}

DeviceIdentity dynamixelIdentity(const dynamixel::DxlPingResult &ping, const QString &address)
{
    DeviceIdentity identity;
    identity.transport = QStringLiteral("dynamixel-serial");
    identity.protocol = QStringLiteral("dynamixel2");
    identity.id = ping.id;
    identity.model = dynamixel::modelName(ping.modelNumber);
    identity.firmware = QString::number(ping.firmware);
    identity.address = address;
    identity.probeRttMs = ping.rttMs;
    return identity;
}

// A broadcast ping's answers are only candidates (anyone on the bus may send
// status packets): each is listed after a well-formed status to a ping sent
// to its own ID, whose round trip is the one reported. At most as many as
// the port may still yield are asked; a broadcast that drew more is a flood,
// and the port is scanned no further.
void confirmCandidates(PortProbe &port, dynamixel::DxlBus &bus,
                       const std::vector<dynamixel::DxlPingResult> &candidates, const QString &address)
{
    const std::size_t room = std::size_t(std::max(0, port.room()));
    QStringList unconfirmed;
    for (std::size_t i = 0; i < candidates.size() && i < room && !port.cancelled(); ++i) {
        dynamixel::DxlPingResult ping;
        const DeviceResult r = bus.ping(std::uint8_t(candidates[i].id), &ping);
        if (r.linkLost) {
            port.linkFailed(r.error);
            return;
        }
        if (!r || ping.id != candidates[i].id) {
            unconfirmed << QString::number(candidates[i].id);
            continue;
        }
        if (!port.add(dynamixelIdentity(ping, address)))
            break;
    }
    if (!unconfirmed.isEmpty())
        port.warn(QCoreApplication::translate("loopscope::DeviceTexts",
                                              "%1: ID(s) %2 answered a broadcast ping at %3 baud but not a ping "
                                              "to their own ID; not listed")
                      .arg(port.path(), unconfirmed.join(QStringLiteral(", ")))
                      .arg(bus.baud()));
    if (candidates.size() > room)
        port.cap(QCoreApplication::translate("loopscope::DeviceTexts",
                                             "%1: %2 answers to one broadcast ping at %3 baud, more than one port "
                                             "may have; only the first %4 IDs were checked and the port is not "
                                             "scanned further — a flooded or misbehaving bus?")
                     .arg(port.path())
                     .arg(candidates.size())
                     .arg(bus.baud())
                     .arg(room));
}

// One scan step: every servo at one baud.
void scanDynamixel(PortProbe &port, int baud)
{
    const ScanOptions &options = port.options();
    const QString text = QCoreApplication::translate("loopscope::DeviceTexts", "port %1: Dynamixel at %2 baud")
                             .arg(QFileInfo(port.path()).fileName())
                             .arg(baud);
    port.progress(0, text);
    port.probed(QStringLiteral("dynamixel2 @%1").arg(baud));
    if (!port.useBaud(baud))
        return;
    dynamixel::DxlBus bus(port.link(), baud);
    bus.setReplyMarginMs(std::max(options.dynamixelReplyMarginMs, port.latencyTimerMs() + 10));
    const QString address = QStringLiteral("%1@%2").arg(port.path()).arg(baud);
    const int maxId = std::clamp(options.dynamixelMaxId, 0, int(dynamixel::kMaxId));
    if (!options.dynamixelIdSweep) {
        QString error;
        bool lost = false;
        const int gap = options.dynamixelQuietGapMs == 0 ? autoQuietGapMs(baud)
                                                         : std::max(0, options.dynamixelQuietGapMs);
        const auto candidates = bus.broadcastPing(maxId, gap, port.cancel(), &error, &lost);
        if (lost || !port.link()->isOpen()) {
            port.linkFailed(error);
            return;
        }
        confirmCandidates(port, bus, candidates, address);
        return;
    }
    for (int id = 0; id <= maxId && !port.cancelled(); ++id) {
        dynamixel::DxlPingResult ping;
        const DeviceResult r = bus.ping(std::uint8_t(id), &ping);
        if (r) {
            if (!port.add(dynamixelIdentity(ping, address)))
                break;
        } else if (r.linkLost) {
            port.linkFailed(r.error);
            break;
        }
        if (id % 8 == 7)
            port.progress(double(id + 1) / (maxId + 1),
                          text + QCoreApplication::translate("loopscope::DeviceTexts", ", ID %1").arg(id));
    }
}

} // namespace

void registerDynamixelProtocols(ProtocolRegistry &registry)
{
    Protocol p;
    p.bus = QStringLiteral("dynamixel");
    p.family = QStringLiteral("dynamixel2");
    p.transport = QStringLiteral("dynamixel-serial");
    p.title = QStringLiteral("Dynamixel");
    p.linkTitle = QStringLiteral("dynamixel2");
    p.namedByModel = true; // "XM430-W350 #2": the model is what is printed on the servo
    p.minId = 0;
    p.maxId = 252;
    p.defaultBaud = 57600;
    p.pollRateHz = 100;
    p.scanPriority = 20;
    p.scanBauds = dynamixelScanBauds;
    p.scanAt = scanDynamixel;
    p.effortName = QStringLiteral("current");
    p.torqueCommand = false;
    p.effortUnit = QStringLiteral("A");
    p.defaultMaxEffort = 1.0;
    p.commandsEffortLimit = false; // the current limit is a control-table setting
    // The operating mode is in EEPROM: torque off, then on with the new mode.
    p.modeChangeNeedsTorqueOff = true;
    p.makeBackend = [](const QString &port, int baud, const std::vector<int> &ids) {
        dynamixel::DynamixelBusConfig config;
        config.portPath = port;
        config.baud = baud;
        config.ids = ids;
        return std::unique_ptr<BusBackend>(std::make_unique<dynamixel::DynamixelBusBackend>(config));
    };
    p.makeLoopBus = createDynamixelLoopBus;
    p.budget = [](core::LinkBudgetInput *in) {
        // Dynamixel 2.0: goal write (16 B + 11 B status) and a read of the
        // present block (14 B instruction + 11 B header/CRC + 83 B data).
        in->commandPayloadBytes = 30;
        in->replyPayloadBytes = 94;
        in->framingOverheadBytes = 11;
        in->deviceTurnaroundUs = 500; // default Return Delay Time (250 × 2 µs)
    };
    p.simEndpoint = p.bus;
    p.simulate = [](SimEchoOptions *sim, const QString &ids, int baud) {
        sim->dynamixelIds = ids;
        if (baud > 0)
            sim->dynamixelBaud = baud;
    };
    p.ownReplyDelayUs = 500; // the default Return Delay Time
    registry.add(std::move(p));
}

} // namespace loopscope::devices
