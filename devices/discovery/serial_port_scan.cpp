#include "devices/discovery/serial_port_scan.h"

#include "core/timing/realtime.h"
#include "devices/common/protocol.h"
#include "devices/transport/serial_link.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>

namespace loopscope::devices {

namespace {

bool cancelled(const std::atomic<bool> *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

// The protocols a scan tries on every port, in their scan order.
std::vector<const Protocol *> scannedProtocols(const ScanOptions &options)
{
    std::vector<const Protocol *> out;
    for (const Protocol *p : ProtocolRegistry::instance().protocols()) {
        if (!p->scanAt || !p->scanBauds)
            continue;
        const bool asked = options.protocols.isEmpty()
                               ? p->scannedByDefault
                               : std::any_of(options.protocols.begin(), options.protocols.end(),
                                             [p](const QString &w) { return p->isCalled(w); });
        if (asked)
            out.push_back(p);
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Protocol *a, const Protocol *b) { return a->scanPriority < b->scanPriority; });
    return out;
}

// One port's scan state, so every family's probe reports and stops the same way.
class PortScan final : public PortProbe
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
        for (const Protocol *protocol : scannedProtocols(m_options)) {
            // One physical bus speaks one protocol: once one answered, the
            // others are not tried (every baud of the one that answered is).
            const int foundBefore = m_report.devicesFound;
            if (m_options.stopAtFirstProtocol && foundBefore > 0)
                break;
            m_protocol = protocol;
            m_protocolFound = 0;
            for (int baud : protocol->scanBauds(m_options)) {
                if (stop() || m_report.capped)
                    break;
                protocol->scanAt(*this, baud);
                ++m_step;
            }
            if (m_report.capped)
                break;
        }
        m_protocol = nullptr;
        m_link->close();
        m_report.durationS = double(core::monotonicNs() - start) / 1e9;
        report(1.0, QCoreApplication::translate("loopscope::DeviceTexts", "port %1: done").arg(QFileInfo(m_path).fileName()));
        return m_report;
    }

    // PortProbe
    SerialLink *link() override { return m_link.get(); }
    const QString &path() const override { return m_path; }
    const ScanOptions &options() const override { return m_options; }
    const std::atomic<bool> *cancel() const override { return m_cancel; }
    bool cancelled() const override { return devices::cancelled(m_cancel); }
    int latencyTimerMs() const override { return m_report.latencyTimerMs; }
    void progress(double withinStep, const QString &text) override { report(stepFraction(withinStep), text); }
    void probed(const QString &what) override { m_report.probes << what; }

private:
    bool stop() const { return devices::cancelled(m_cancel) || !m_report.error.isEmpty(); }

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
                QCoreApplication::translate("loopscope::DeviceTexts", "USB latency timer %1 ms: every reply waits up to %1 ms; set it "
                                                                     "to 1 ms for control loops")
                    .arg(m_report.latencyTimerMs);
        else
            m_report.latencyNote = QCoreApplication::translate("loopscope::DeviceTexts", "USB latency timer %1 ms").arg(m_report.latencyTimerMs);
    }

public:
    // Opens the port (first use) or switches its baud.
    bool useBaud(int baud) override
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

    void linkFailed(const QString &error) override
    {
        m_report.error = error.isEmpty()
                             ? QCoreApplication::translate("loopscope::DeviceTexts",
                                                           "%1: the port went away during the scan")
                                   .arg(m_path)
                             : QStringLiteral("%1: %2").arg(m_path, error);
    }

    bool add(const DeviceIdentity &identity) override
    {
        if (room() <= 0) {
            if (!m_report.capped)
                cap(QCoreApplication::translate(
                        "loopscope::DeviceTexts",
                        "%1: the first %2 devices are listed, more answered than one port may have — a "
                        "flooded or misbehaving bus?")
                        .arg(m_path)
                        .arg(m_report.devicesFound));
            return false;
        }
        m_found->push_back(identity);
        ++m_report.devicesFound;
        ++m_protocolFound;
        return true;
    }

    int room() const override
    {
        int left = m_options.maxDevicesPerPort > 0 ? m_options.maxDevicesPerPort - m_report.devicesFound
                                                   : std::numeric_limits<int>::max();
        if (m_protocol && m_protocol->maxId >= m_protocol->minId)
            left = std::min(left, m_protocol->maxId - m_protocol->minId + 1 - m_protocolFound);
        return std::max(0, left);
    }

    void warn(const QString &message) override
    {
        if (!m_report.warnings.contains(message))
            m_report.warnings << message;
    }

    void cap(const QString &message) override
    {
        m_report.capped = true;
        warn(message);
    }

private:

    QString m_path;
    const ScanOptions &m_options;
    const std::atomic<bool> *m_cancel;
    const PortProgress &m_progress;
    std::vector<DeviceIdentity> *m_found;
    int m_steps;
    int m_step = 0;
    const Protocol *m_protocol = nullptr; // the one being scanned
    int m_protocolFound = 0;              // devices it yielded on this port
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

int probeStepsPerPort(const ScanOptions &options)
{
    int steps = 0;
    for (const Protocol *protocol : scannedProtocols(options))
        steps += int(protocol->scanBauds(options).size());
    return steps;
}

QString explainOpenError(const QString &path, const QString &error)
{
    QString hint;
    if (error.contains(QLatin1String("ermission")))
        hint = QCoreApplication::translate(
            "loopscope::DeviceTexts",
            " — add your user to the 'dialout' group (or a udev rule) and log in again");
    else if (error.contains(QLatin1String("busy"), Qt::CaseInsensitive))
        hint = QCoreApplication::translate("loopscope::DeviceTexts", " — another program is using the port");
    else if (error.contains(QLatin1String("No such file")) || !QFileInfo::exists(path))
        hint =
            QCoreApplication::translate("loopscope::DeviceTexts", " — the port does not exist (unplugged?)");
    return error + hint;
}

PortReport scanSerialPort(const QString &path, const ScanOptions &options, const std::atomic<bool> *cancel,
                          const PortProgress &progress, std::vector<DeviceIdentity> *found)
{
    PortScan scan(path, options, cancel, progress, found);
    return scan.run();
}

} // namespace loopscope::devices
