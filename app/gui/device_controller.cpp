#include "app/gui/device_controller.h"

#include "core/timing/realtime.h"
#include "devices/common/protocol.h"
#include "devices/discovery/device_label.h"
#include "devices/transport/serial_link.h"
#include "widgets/spec_text.h"

#include <QMetaObject>
#include <QPointer>
#include <map>

namespace loopscope::app::gui {

namespace {
const std::vector<devices::TelemetrySample> kNoSamples;

bool splitAddress(const QString &address, QString *path, int *baud)
{
    const int at = address.lastIndexOf(QLatin1Char('@'));
    if (at <= 0)
        return false;
    bool ok = false;
    *baud = address.mid(at + 1).toInt(&ok);
    *path = address.left(at);
    return ok && *baud > 0;
}
} // namespace

DeviceController::DeviceController(QObject *parent) : QObject(parent)
{
    m_clock.start();
    m_timer.setInterval(kTickMs);
    connect(&m_timer, &QTimer::timeout, this, &DeviceController::onTick);
    m_timer.start();
}

DeviceController::~DeviceController()
{
    m_timer.stop();
    m_scanner.cancel();
    blockSignals(true); // the views may be gone already
    stopBuses();
}

void DeviceController::setScanPorts(const QStringList &ports, bool enumerate)
{
    m_ports = ports;
    m_enumerate = enumerate;
}

void DeviceController::setUdpTargets(const std::vector<devices::DiscoveryTarget> &targets)
{
    m_udpTargets = targets;
}

bool DeviceController::scan()
{
    if (m_scanning)
        return false;
    stopBuses(); // the scan opens the same ports
    devices::ScanOptions options;
    options.ports = m_ports;
    options.enumeratePorts = m_enumerate;
    options.dynamixelBauds = m_dynamixelBauds;
    options.udpTargets = m_udpTargets;
    QPointer<DeviceController> self(this);
    const bool started = m_scanner.start(options, [self] {
        // Worker thread: hand the result to the GUI thread.
        if (self)
            QMetaObject::invokeMethod(self.data(), &DeviceController::onScanDone, Qt::QueuedConnection);
    });
    if (!started)
        return false;
    m_scanning = true;
    emit scanStarted();
    return true;
}

void DeviceController::cancelScan()
{
    m_scanner.cancel();
}

void DeviceController::onScanDone()
{
    if (!m_scanning)
        return;
    std::optional<devices::ScanResult> result = m_scanner.waitForResult(2000);
    if (!result)
        return; // not ready yet (cannot happen after onFinished); the next call delivers
    m_scanning = false;
    m_lastScan = std::move(*result);
    m_status.clear();
    m_lastHeardMs.clear();
    for (const devices::DeviceIdentity &identity : m_lastScan.devices) {
        devices::DeviceStatus found;
        found.link = devices::DeviceLink::Online; // it just answered the scan
        m_status.insert(identity.uniqueKey(), found);
    }
    createBuses(m_lastScan);
    emit scanFinished();
}

void DeviceController::stopBuses()
{
    if (m_buses.empty())
        return;
    emit busesAboutToChange();
    for (BusEntry &entry : m_buses)
        entry.bus->stop();
    m_buses.clear();
    m_fresh.clear();
    emit busesChanged();
}

void DeviceController::createBuses(const devices::ScanResult &result)
{
    // One bus per (protocol, transport, port): every serial device found.
    struct Group
    {
        QString protocol;
        QString transport;
        QString path;
        int baud = 0;
        std::vector<int> ids;
    };
    std::vector<Group> groups;
    for (const devices::DeviceIdentity &identity : result.devices) {
        if (!devices::ProtocolRegistry::instance().find(identity.protocol, identity.transport))
            continue; // not a servo bus (UDP echo devices)
        QString path;
        int baud = 0;
        if (!splitAddress(identity.address, &path, &baud))
            continue;
        auto it = std::find_if(groups.begin(), groups.end(), [&](const Group &g) {
            return g.protocol == identity.protocol && g.transport == identity.transport && g.path == path;
        });
        if (it == groups.end()) {
            groups.push_back({identity.protocol, identity.transport, path, baud, {}});
            it = groups.end() - 1;
        }
        if (std::find(it->ids.begin(), it->ids.end(), identity.id) == it->ids.end())
            it->ids.push_back(identity.id);
    }
    if (groups.empty())
        return;
    emit busesAboutToChange();
    for (const Group &g : groups) {
        const devices::Protocol *protocol = devices::ProtocolRegistry::instance().find(g.protocol, g.transport);
        std::unique_ptr<devices::BusBackend> backend = protocol->makeBackend(g.path, g.baud, g.ids);
        devices::BusOptions options;
        // "moteus on ttyACM0": shown in status lines, jog panels and E-STOP acknowledgements.
        options.name = tr("%1 on %2").arg(protocol->title, devices::readablePortName(g.path));
        options.pollRateHz = protocol->pollRateHz;
        BusEntry entry;
        entry.protocol = g.protocol;
        entry.descriptor = protocol;
        entry.portPath = g.path;
        entry.baud = g.baud;
        for (int id : g.ids) {
            devices::DeviceIdentity identity;
            identity.protocol = g.protocol;
            identity.address = QStringLiteral("%1@%2").arg(g.path).arg(g.baud);
            identity.id = id;
            // The scanner's identity carries the same key.
            for (const devices::DeviceIdentity &found : result.devices)
                if (found.protocol == g.protocol && found.id == id && found.address.startsWith(g.path + QLatin1Char('@')))
                    identity = found;
            entry.keys << identity.uniqueKey();
        }
        entry.bus = std::make_unique<devices::Bus>(std::move(backend), options, &m_estop);
        const int busIndex = int(m_buses.size());
        connect(entry.bus.get(), &devices::Bus::stateChanged, this,
                [this, busIndex](devices::BusState state, const QString &message) {
                    onBusState(busIndex, state, message);
                    const QString name = widgets::stateName(devices::busStateName(state));
                    // The bus's name already names its port: the full path only repeats it.
                    const devices::Bus *bus = this->bus(busIndex);
                    const bool justTheAddress = bus && message == bus->address();
                    emit busStateChanged(busIndex, message.isEmpty() || justTheAddress
                                                       ? name
                                                       : name + QStringLiteral(": ") + message);
                });
        connect(entry.bus.get(), &devices::Bus::faultChanged, this,
                [this, busIndex](int index, int code, const QString &text) {
                    if (busIndex < int(m_buses.size()) && index < m_buses[std::size_t(busIndex)].keys.size()) {
                        const QString key = m_buses[std::size_t(busIndex)].keys[index];
                        setDeviceFault(key, code, text);
                        emit faultChanged(key, code, text);
                    }
                });
        for (const QString &key : std::as_const(entry.keys))
            m_lastHeardMs.insert(key, m_clock.elapsed());
        entry.bus->heartbeat();
        entry.bus->start();
        m_buses.push_back(std::move(entry));
    }
    emit busesChanged();
}

devices::Bus *DeviceController::bus(int index) const
{
    return index >= 0 && index < busCount() ? m_buses[std::size_t(index)].bus.get() : nullptr;
}

bool DeviceController::findActuator(const QString &key, devices::Bus **bus, int *index) const
{
    for (const BusEntry &entry : m_buses) {
        const int i = int(entry.keys.indexOf(key));
        if (i >= 0) {
            *bus = entry.bus.get();
            *index = i;
            return true;
        }
    }
    return false;
}

QStringList DeviceController::actuatorKeys() const
{
    QStringList keys;
    for (const BusEntry &entry : m_buses)
        keys << entry.keys;
    return keys;
}

const std::vector<devices::TelemetrySample> &DeviceController::newSamples(const QString &key) const
{
    const auto it = m_fresh.constFind(key);
    return it == m_fresh.constEnd() ? kNoSamples : it.value();
}

void DeviceController::onTick()
{
    // The keep-alive: only a running GUI event loop feeds it.
    const qint64 nowMs = m_clock.elapsed();
    for (BusEntry &entry : m_buses) {
        entry.bus->heartbeat();
        for (int i = 0; i < entry.keys.size(); ++i) {
            std::vector<devices::TelemetrySample> &fresh = m_fresh[entry.keys[i]];
            fresh.clear();
            entry.bus->telemetry(i).drain(&fresh);
        }
        updateStatusFromSamples(entry, nowMs);
    }
    if (m_scanning) {
        const devices::ScanProgress progress = m_scanner.progress();
        emit scanProgress(progress.fraction, progress.text);
    }
    emit ticked();
}

void DeviceController::updateStatusFromSamples(const BusEntry &entry, qint64 nowMs)
{
    // Silence counts while the bus runs: connected, or still trying to open its port.
    const devices::BusState state = entry.bus->state();
    const bool running = state == devices::BusState::Connected || state == devices::BusState::Connecting;
    for (const QString &key : entry.keys) {
        const std::vector<devices::TelemetrySample> &fresh = m_fresh[key];
        const auto last = std::find_if(fresh.rbegin(), fresh.rend(),
                                       [](const devices::TelemetrySample &s) { return s.valid; });
        devices::DeviceStatus status = deviceStatus(key);
        if (state == devices::BusState::Disconnected) {
            // Samples drained now may predate the loss: they do not bring the device back.
            if (status.link != devices::DeviceLink::Lost) {
                status.link = devices::DeviceLink::Lost;
                const QString error = entry.bus->lastError();
                status.linkText = error.isEmpty() ? tr("the bus is disconnected") : error;
            }
        } else if (last != fresh.rend()) {
            m_lastHeardMs.insert(key, nowMs);
            status.link = devices::DeviceLink::Online;
            status.linkText.clear();
            status.faultCode = last->faultCode;
            status.faultText = last->faultText;
            status.torqueOn = devices::isMotionMode(last->mode);
        } else if (running && status.link != devices::DeviceLink::Lost
                   && nowMs - m_lastHeardMs.value(key, nowMs) > kSilentLostMs) {
            status.link = devices::DeviceLink::Lost;
            const QString error = entry.bus->lastError();
            status.linkText = error.isEmpty() ? tr("not answering") : tr("not answering (%1)").arg(error);
        }
        setDeviceStatus(key, status);
    }
}

void DeviceController::onBusState(int busIndex, devices::BusState state, const QString &message)
{
    if (busIndex < 0 || busIndex >= busCount())
        return;
    const BusEntry &entry = m_buses[std::size_t(busIndex)];
    for (const QString &key : entry.keys) {
        if (state == devices::BusState::Connected) {
            m_lastHeardMs.insert(key, m_clock.elapsed()); // the silence is counted from here
        } else if (state == devices::BusState::Disconnected) {
            devices::DeviceStatus status = deviceStatus(key);
            status.link = devices::DeviceLink::Lost;
            status.linkText = message.isEmpty() ? tr("the bus is disconnected") : message;
            setDeviceStatus(key, status);
        }
    }
}

devices::DeviceStatus DeviceController::deviceStatus(const QString &key) const
{
    return m_status.value(key);
}

void DeviceController::setDeviceStatus(const QString &key, const devices::DeviceStatus &status)
{
    if (key.isEmpty())
        return;
    const auto it = m_status.constFind(key);
    if (it != m_status.constEnd() && it.value() == status)
        return;
    m_status.insert(key, status);
    emit deviceStatusChanged(key, status);
}

void DeviceController::setDeviceLost(const QString &key, const QString &reason)
{
    devices::DeviceStatus status = deviceStatus(key);
    status.link = devices::DeviceLink::Lost;
    status.linkText = reason;
    setDeviceStatus(key, status);
}

void DeviceController::setDeviceOnline(const QString &key)
{
    devices::DeviceStatus status = deviceStatus(key);
    status.link = devices::DeviceLink::Online;
    status.linkText.clear();
    m_lastHeardMs.insert(key, m_clock.elapsed());
    setDeviceStatus(key, status);
}

void DeviceController::setDeviceFault(const QString &key, int faultCode, const QString &faultText)
{
    devices::DeviceStatus status = deviceStatus(key);
    status.faultCode = faultCode;
    status.faultText = faultText;
    setDeviceStatus(key, status);
}

void DeviceController::setDeviceTorque(const QString &key, bool on)
{
    devices::DeviceStatus status = deviceStatus(key);
    status.torqueOn = on;
    setDeviceStatus(key, status);
}

void DeviceController::raiseEstop(std::int64_t pressNs)
{
    m_estop.raise(pressNs > 0 ? pressNs : core::monotonicNs());
    emit estopChanged(true);
}

void DeviceController::releaseEstop()
{
    m_estop.release();
    emit estopChanged(false);
}

QString DeviceController::setLatencyTimerToOneMs(const QString &portPath)
{
    QString error;
    if (!devices::setUsbLatencyTimerMs(portPath, 1, &error))
        return error.isEmpty() ? tr("The latency timer of %1 could not be set.").arg(portPath) : error;
    return {};
}

core::LinkBudgetInput DeviceController::budgetFor(int busIndex) const
{
    if (busIndex < 0 || busIndex >= busCount())
        return {};
    const BusEntry &entry = m_buses[std::size_t(busIndex)];
    return entry.descriptor->budgetFor(entry.bus->name(), entry.baud, int(entry.keys.size()));
}

const devices::Protocol *DeviceController::protocolOf(const QString &key) const
{
    for (const BusEntry &entry : m_buses)
        if (entry.keys.contains(key))
            return entry.descriptor;
    return nullptr;
}

} // namespace loopscope::app::gui
