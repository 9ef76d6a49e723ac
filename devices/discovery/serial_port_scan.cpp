#include "devices/discovery/serial_port_scan.h"

#include "core/timing/realtime.h"
#include "devices/dynamixel/control_table.h"
#include "devices/dynamixel/dxl_bus.h"
#include "devices/moteus/driver.h"
#include "devices/moteus/moteus_link.h"
#include "devices/transport/serial_link.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace loopscope::devices {

namespace {

bool cancelled(const std::atomic<bool> *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

QString at(const QString &path, int baud)
{
    return QStringLiteral("%1@%2").arg(path).arg(baud);
}

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

// One port's scan state, so every probe can report and stop the same way.
class PortScan
{
public:
    PortScan(const QString &path, const ScanOptions &options, const std::atomic<bool> *cancel,
             const PortProgress &progress, std::vector<DeviceIdentity> *found)
        : m_path(path), m_options(options), m_cancel(cancel), m_progress(progress), m_found(found),
          m_steps(std::max(1, probeStepsPerPort(options))), m_link(createSerialLink())
    {
        m_report.path = path;
    }

    PortReport run()
    {
        const std::int64_t start = core::monotonicNs();
        checkLatencyTimer();
        if (m_options.moteus && !stop())
            scanMoteus(moteus::MoteusTransport::Fdcanusb, m_options.moteusBaud);
        if (m_options.dynamixel) {
            for (int baud : dynamixelScanBauds(m_options)) {
                if (stop() || (m_options.stopAtFirstProtocol && m_moteusFound))
                    break;
                scanDynamixel(baud);
            }
        }
        if (m_options.moteusRs485 && !stop() && !(m_options.stopAtFirstProtocol && m_report.devicesFound > 0))
            scanMoteus(moteus::MoteusTransport::Rs485, m_options.moteusRs485Baud);
        m_link->close();
        m_report.durationS = double(core::monotonicNs() - start) / 1e9;
        report(1.0, QStringLiteral("port %1: done").arg(m_path));
        return m_report;
    }

private:
    bool stop() const { return cancelled(m_cancel) || !m_report.error.isEmpty(); }

    void report(double fraction, const QString &text)
    {
        if (m_progress)
            m_progress(std::clamp(fraction, 0.0, 1.0), text);
    }
    double stepFraction(double within = 0) const { return (m_step + within) / m_steps; }

    void checkLatencyTimer()
    {
        if (!QFileInfo(QFileInfo(m_path).canonicalFilePath()).fileName().startsWith(QLatin1String("ttyUSB")))
            return;
        QString error;
        m_report.latencyTimerMs = usbLatencyTimerMs(m_path, &error);
        if (m_report.latencyTimerMs < 0)
            m_report.latencyNote = error;
        else if (m_report.latencyTimerMs > 1)
            m_report.latencyNote =
                QStringLiteral("USB latency timer %1 ms: every reply waits up to %1 ms; set it "
                               "to 1 ms for control loops")
                    .arg(m_report.latencyTimerMs);
        else
            m_report.latencyNote = QStringLiteral("USB latency timer %1 ms").arg(m_report.latencyTimerMs);
    }

    // Opens the port (first use) or switches its baud.
    bool useBaud(int baud)
    {
        const bool ok = m_link->isOpen() ? m_link->setBaud(baud) : m_link->open(m_path, baud);
        if (!ok) {
            m_report.error = m_link->isOpen() || m_link->lostConnection()
                                 ? QStringLiteral("%1: %2").arg(m_path, m_link->errorString())
                                 : explainOpenError(m_path, m_link->errorString());
            return false;
        }
        m_link->flushInput();
        return true;
    }

    void linkFailed(const QString &error)
    {
        m_report.error = error.isEmpty()
                             ? QStringLiteral("%1: the port went away during the scan").arg(m_path)
                             : QStringLiteral("%1: %2").arg(m_path, error);
    }

    void add(const DeviceIdentity &identity)
    {
        m_found->push_back(identity);
        ++m_report.devicesFound;
    }

    void scanDynamixel(int baud)
    {
        const QString text = QStringLiteral("port %1: Dynamixel at %2 baud").arg(m_path).arg(baud);
        report(stepFraction(), text);
        m_report.probes << QStringLiteral("dynamixel2 @%1").arg(baud);
        if (!useBaud(baud))
            return;
        dynamixel::DxlBus bus(m_link.get(), baud);
        bus.setReplyMarginMs(std::max(m_options.dynamixelReplyMarginMs, m_report.latencyTimerMs + 10));
        const QString address = at(m_path, baud);
        const int maxId = std::clamp(m_options.dynamixelMaxId, 0, int(dynamixel::kMaxId));
        if (!m_options.dynamixelIdSweep) {
            QString error;
            bool lost = false;
            const int gap = m_options.dynamixelQuietGapMs == 0 ? autoQuietGapMs(baud)
                                                               : std::max(0, m_options.dynamixelQuietGapMs);
            for (const auto &ping : bus.broadcastPing(maxId, gap, m_cancel, &error, &lost))
                add(dynamixelIdentity(ping, address));
            if (lost || !m_link->isOpen())
                linkFailed(error);
        } else {
            for (int id = 0; id <= maxId && !cancelled(m_cancel); ++id) {
                dynamixel::DxlPingResult ping;
                const DeviceResult r = bus.ping(std::uint8_t(id), &ping);
                if (r)
                    add(dynamixelIdentity(ping, address));
                else if (r.linkLost) {
                    linkFailed(r.error);
                    break;
                }
                if (id % 8 == 7)
                    report(stepFraction(double(id + 1) / (maxId + 1)),
                           text + QStringLiteral(", ID %1").arg(id));
            }
        }
        ++m_step;
    }

    void scanMoteus(moteus::MoteusTransport transport, int baud)
    {
        const bool rs485 = transport == moteus::MoteusTransport::Rs485;
        const QString name = rs485 ? QStringLiteral("moteus RS485") : QStringLiteral("moteus fdcanusb");
        const QString text = QStringLiteral("port %1: %2 at %3 baud").arg(m_path, name).arg(baud);
        report(stepFraction(), text);
        m_report.probes << QStringLiteral("%1 @%2").arg(name).arg(baud);
        if (!useBaud(baud))
            return;
        std::unique_ptr<moteus::MoteusLink> link;
        if (rs485)
            link = std::make_unique<moteus::Rs485MoteusLink>(m_link.get());
        else
            link = std::make_unique<moteus::FdcanusbMoteusLink>(m_link.get());
        const QString address = at(m_path, baud);
        const int timeoutMs = std::max(1, m_options.moteusTimeoutMs);
        QString error;
        std::vector<moteus::MoteusProbeResult> results;
        if (m_options.moteusBroadcast && !rs485) {
            const int broadcastMs = std::max(timeoutMs, m_options.moteusBroadcastTimeoutMs);
            for (int id : moteus::broadcastMoteusIds(link.get(), broadcastMs, &error)) {
                if (cancelled(m_cancel) || !error.isEmpty())
                    break;
                moteus::MoteusProbeResult result;
                if (moteus::probeMoteusId(link.get(), id, address, broadcastMs, &result, &error)) {
                    results.push_back(result);
                } else if (error.isEmpty()) {
                    // It answered the broadcast but not the identity queries in
                    // time: list it anyway, without model and firmware.
                    result.id = id;
                    result.identity.transport = link->transportName();
                    result.identity.protocol = QStringLiteral("moteus");
                    result.identity.id = id;
                    results.push_back(result);
                }
            }
        }
        if (results.empty() && error.isEmpty() && m_options.moteusSweepMaxId > 0 && !cancelled(m_cancel)) {
            std::vector<int> ids;
            for (int id = 1; id <= std::min(m_options.moteusSweepMaxId, 126); ++id)
                ids.push_back(id);
            const auto progress = [&](int done, int total) {
                report(stepFraction(double(done) / std::max(1, total)),
                       text + QStringLiteral(", ID %1").arg(done));
            };
            results = moteus::sweepMoteusIds(link.get(), ids, address, timeoutMs, m_cancel, progress, &error);
        }
        for (const auto &result : results) {
            DeviceIdentity identity = result.identity;
            identity.address = address;
            add(identity);
        }
        if (!results.empty())
            m_moteusFound = true;
        if (!error.isEmpty() || !m_link->isOpen())
            linkFailed(error);
        ++m_step;
    }

    QString m_path;
    const ScanOptions &m_options;
    const std::atomic<bool> *m_cancel;
    const PortProgress &m_progress;
    std::vector<DeviceIdentity> *m_found;
    int m_steps;
    int m_step = 0;
    bool m_moteusFound = false;
    std::unique_ptr<SerialLink> m_link;
    PortReport m_report;
};

} // namespace

QStringList listSerialPorts(const ScanOptions &options)
{
    QStringList candidates = options.ports;
    if (options.enumeratePorts) {
        const QDir dev(QStringLiteral("/dev"));
        const QStringList names = dev.entryList(
            {QStringLiteral("ttyUSB*"), QStringLiteral("ttyACM*")},
            QDir::System | QDir::Files | QDir::Readable | QDir::Writable | QDir::NoDotAndDotDot, QDir::Name);
        for (const QString &name : names)
            candidates << dev.filePath(name);
        // Ports we may not open are still listed (the scan reports why).
        for (const QString &name : dev.entryList({QStringLiteral("ttyUSB*"), QStringLiteral("ttyACM*")},
                                                 QDir::System | QDir::Files, QDir::Name))
            candidates << dev.filePath(name);
    }
    QStringList out;
    QSet<QString> seen;
    for (const QString &path : candidates) {
        const QString canonical = QFileInfo(path).canonicalFilePath();
        const QString key = canonical.isEmpty() ? path : canonical;
        if (path.isEmpty() || seen.contains(key))
            continue;
        seen.insert(key);
        out << path;
    }
    return out;
}

std::vector<int> dynamixelScanBauds(const ScanOptions &options)
{
    if (!options.dynamixelBauds.empty())
        return options.dynamixelBauds;
    const auto all = dynamixel::standardBauds();
    return {all.begin(), all.end()};
}

int probeStepsPerPort(const ScanOptions &options)
{
    return (options.moteus ? 1 : 0) + (options.dynamixel ? int(dynamixelScanBauds(options).size()) : 0) +
           (options.moteusRs485 ? 1 : 0);
}

QString explainOpenError(const QString &path, const QString &error)
{
    QString hint;
    if (error.contains(QLatin1String("ermission")))
        hint = QStringLiteral(" — add your user to the 'dialout' group (or a udev rule) and log in again");
    else if (error.contains(QLatin1String("busy"), Qt::CaseInsensitive))
        hint = QStringLiteral(" — another program is using the port");
    else if (error.contains(QLatin1String("No such file")) || !QFileInfo::exists(path))
        hint = QStringLiteral(" — the port does not exist (unplugged?)");
    return error + hint;
}

PortReport scanSerialPort(const QString &path, const ScanOptions &options, const std::atomic<bool> *cancel,
                          const PortProgress &progress, std::vector<DeviceIdentity> *found)
{
    PortScan scan(path, options, cancel, progress, found);
    return scan.run();
}

} // namespace loopscope::devices
