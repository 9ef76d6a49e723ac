#include "app/gui/devices_dock.h"

#include "app/gui/icons.h"
#include "app/gui/device_controller.h"
#include "app/gui/lab_controller.h"
#include "app/gui/settings_keys.h"
#include "app/gui/video_controller.h"
#include "app/gui/warning_box.h"
#include "devices/discovery/device_label.h"

#include <QAction>
#include <QLocale>
#include <QSettings>
#include <QUrl>

namespace loopscope::app::gui {

namespace {
const QString kCameraGroup = QStringLiteral("cameras");

// "127.0.0.1:8554" of "rtsp://127.0.0.1:8554/cam0"; a file's name.
QString whereOf(const QString &url)
{
    const QUrl parsed(url);
    if (!parsed.host().isEmpty())
        return parsed.port() > 0 ? QStringLiteral("%1:%2").arg(parsed.host()).arg(parsed.port()) : parsed.host();
    return parsed.fileName().isEmpty() ? url : parsed.fileName();
}

widgets::DeviceTreeStatus cameraStatus(const core::VideoDecoder *decoder)
{
    widgets::DeviceTreeStatus status;
    if (!decoder)
        return status;
    const core::VideoStreamState state = decoder->state();
    const QString reason = decoder->reason();
    switch (state) {
    case core::VideoStreamState::Playing: status.link = widgets::DeviceTreeStatus::Link::Online; break;
    case core::VideoStreamState::Reconnecting:
    case core::VideoStreamState::Failed: status.link = widgets::DeviceTreeStatus::Link::Lost; break;
    default: status.link = widgets::DeviceTreeStatus::Link::Unknown; break;
    }
    status.linkText = reason.isEmpty() ? core::videoStreamStateName(state)
                                       : core::videoStreamStateName(state) + QStringLiteral(": ") + reason;
    return status;
}
} // namespace

DevicesDock::DevicesDock(LabController *lab, bool enumeratePorts, QWidget *parent)
    : QDockWidget(tr("Devices"), parent), m_lab(lab), m_enumeratePorts(enumeratePorts)
{
    setObjectName(QStringLiteral("devicesDock"));
    m_controller = new DeviceController(this);
    m_tree = new widgets::DeviceTree;
    m_tree->setObjectName(QStringLiteral("deviceList"));
    m_tree->setVisibleColumns(QSettings().value(QLatin1String(settings::kDeviceTreeColumns)).toStringList());
    setWidget(m_tree);
    connect(m_tree, &widgets::DeviceTree::columnsChanged, this, [](const QStringList &ids) {
        QSettings().setValue(QLatin1String(settings::kDeviceTreeColumns), ids);
    });
    connect(m_tree, &widgets::DeviceTree::renamed, this, &DevicesDock::onRenamed);
    connect(m_controller, &DeviceController::deviceStatusChanged, this,
            [this](const QString &key, const devices::DeviceStatus &status) {
                m_tree->setStatus(key, treeStatus(status));
            });

    m_scanAction = new QAction(resourceIcon("scan"), tr("S&can for devices"), this);
    m_scanAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_scanAction, &QAction::triggered, this, &DevicesDock::scan);
    m_cancelAction = new QAction(tr("Cancel scan"), this);
    m_cancelAction->setEnabled(false);
    connect(m_cancelAction, &QAction::triggered, m_controller, &DeviceController::cancelScan);

    connect(m_tree, &widgets::DeviceTree::scanRequested, this, &DevicesDock::scan);
    connect(m_tree, &widgets::DeviceTree::cancelRequested, m_controller, &DeviceController::cancelScan);
    connect(m_tree, &widgets::DeviceTree::actuatorSelected, this, &DevicesDock::actuatorSelected);
    connect(m_tree, &widgets::DeviceTree::latencyTimerFixRequested, this, [this](const QString &port) {
        const QString error = m_controller->setLatencyTimerToOneMs(port);
        if (!error.isEmpty())
            openWarningBox(this, tr("USB latency timer"),
                           tr("The latency timer of %1 was not changed:\n%2").arg(port, error));
        else
            emit statusMessage(tr("USB latency timer of %1 set to 1 ms.").arg(port), 5000);
    });
    connect(m_controller, &DeviceController::scanStarted, this, [this] {
        m_tree->setScanning(true);
        m_scanAction->setEnabled(false);
        m_cancelAction->setEnabled(true);
    });
    connect(m_controller, &DeviceController::scanProgress, m_tree, &widgets::DeviceTree::setProgress);
    connect(m_controller, &DeviceController::scanFinished, this, &DevicesDock::onScanFinished);
    connect(m_controller, &DeviceController::busStateChanged, this, [this](int bus, const QString &text) {
        if (devices::Bus *b = m_controller->bus(bus))
            emit statusMessage(tr("%1: %2").arg(b->name(), text), 4000);
    });
}

void DevicesDock::scan()
{
    m_scanErrors.clear();
    m_controller->setScanPorts(m_lab->serialPorts(), m_enumeratePorts);
    m_controller->setUdpTargets(m_lab->udpTargets(&m_scanErrors));
    refreshCameras(); // the lab runs by now: its cameras are known
    if (!m_controller->scan())
        emit statusMessage(tr("A scan is already running."), 3000);
}

void DevicesDock::onScanFinished()
{
    const devices::ScanResult &result = m_controller->lastScan();
    m_tree->setScanning(false);
    m_scanAction->setEnabled(true);
    m_cancelAction->setEnabled(false);

    QList<widgets::DeviceTreeEntry> entries;
    m_identityKeys.clear();
    m_shortNames.clear();
    for (const devices::DeviceIdentity &identity : result.devices) {
        const devices::DeviceLabel label = devices::labelOf(identity);
        widgets::DeviceTreeEntry e;
        e.key = identity.uniqueKey();
        e.name = identity.displayName();
        const QString shortName = label.id >= 0 ? tr("%1 #%2").arg(label.name).arg(label.id) : label.name;
        if (label.network) {
            e.label = tr("%1 · %2").arg(shortName, label.endpoint);
            e.group = label.busKey;
            e.groupTitle = tr("Network (UDP)");
            e.bus = label.endpoint;
            e.endpoint = identity.address;
        } else {
            e.label = tr("%1 · %2 · %3").arg(shortName, label.link).arg(label.baud);
            e.group = label.busKey;
            // "ttyUSB0 (Dynamixel)"; the simulator's ports are already named after their bus.
            e.groupTitle = label.busName.contains(label.familyTitle, Qt::CaseInsensitive)
                               ? label.busName
                               : tr("%1 (%2)").arg(label.busName, label.familyTitle);
            e.portPath = label.portPath;
            e.bus = tr("%1 · %2").arg(label.busName).arg(label.baud);
        }
        e.userName = m_names.name(label.identityKey);
        e.transport = identity.transport;
        e.protocol = identity.protocol;
        e.id = identity.id;
        e.model = identity.model;
        e.firmware = identity.firmware;
        e.serial = identity.serial;
        e.address = identity.address;
        e.rttMs = identity.probeRttMs;
        devices::Bus *bus = nullptr;
        int index = -1;
        e.actuator = m_controller->findActuator(e.key, &bus, &index);
        m_identityKeys.insert(e.key, label.identityKey);
        m_shortNames.insert(e.key, shortName);
        entries << e;
    }
    QList<widgets::DeviceTreePort> ports;
    for (const devices::PortReport &report : result.ports) {
        // The port's tooltip: its latency note and what the scan warned about.
        QStringList note = report.warnings;
        if (!report.latencyNote.isEmpty())
            note.prepend(report.latencyNote);
        ports << widgets::DeviceTreePort{report.path, report.latencyTimerMs, note.join(QLatin1Char('\n')),
                                         report.error};
    }
    m_tree->setEntries(entries, ports);
    for (const widgets::DeviceTreeEntry &e : std::as_const(entries))
        m_tree->setStatus(e.key, treeStatus(m_controller->deviceStatus(e.key)));
    refreshCameras();

    const QStringList errors = m_scanErrors + result.errors + result.warnings;
    QString status = result.cancelled ? tr("Scan cancelled: %1 devices found.").arg(entries.size())
                                      : tr("Devices found: %1 (%2 actuators) in %3 s.")
                                            .arg(entries.size())
                                            .arg(m_tree->actuatorCount())
                                            .arg(QLocale().toString(result.durationS, 'f', 1));
    if (!errors.isEmpty())
        status += QLatin1Char(' ') + errors.join(QLatin1Char(' '));
    m_tree->setStatusText(status);
    emit statusMessage(status, 5000);
    emit scanFinished(entries);
}

QString DevicesDock::actuatorTitle(const QString &key) const
{
    const QString own = userName(key);
    if (!own.isEmpty())
        return own;
    return m_shortNames.value(key, key);
}

QString DevicesDock::userName(const QString &key) const
{
    const auto it = m_identityKeys.constFind(key);
    return it == m_identityKeys.constEnd() ? QString() : m_names.name(it.value());
}

void DevicesDock::onRenamed(const QString &key, const QString &name)
{
    const auto it = m_identityKeys.constFind(key);
    if (it == m_identityKeys.constEnd())
        return;
    m_names.setName(it.value(), name);
    emit deviceRenamed(key, name);
}

widgets::DeviceTreeStatus DevicesDock::treeStatus(const devices::DeviceStatus &status)
{
    widgets::DeviceTreeStatus out;
    switch (status.link) {
    case devices::DeviceLink::Online: out.link = widgets::DeviceTreeStatus::Link::Online; break;
    case devices::DeviceLink::Lost: out.link = widgets::DeviceTreeStatus::Link::Lost; break;
    case devices::DeviceLink::Unknown: out.link = widgets::DeviceTreeStatus::Link::Unknown; break;
    }
    out.linkText = status.linkText;
    out.fault = status.faulted();
    out.faultText = status.faultText.isEmpty() && status.faultCode != 0 ? tr("code %1").arg(status.faultCode)
                                                                         : status.faultText;
    out.torqueOn = status.torqueOn;
    return out;
}

void DevicesDock::setCameraSource(VideoController *video)
{
    if (m_video)
        disconnect(m_video, nullptr, this, nullptr);
    m_video = video;
    if (video) {
        connect(video, &VideoController::camerasChanged, this, &DevicesDock::refreshCameras);
        connect(video, &VideoController::streamStateChanged, this, [this](int side) { onStreamState(side); });
    }
    refreshCameras();
}

void DevicesDock::refreshCameras()
{
    QList<widgets::DeviceTreeEntry> cameras;
    QList<widgets::DeviceTreeStatus> statuses;
    const auto add = [&](const QString &url, const QString &name, const widgets::DeviceTreeStatus &status) {
        widgets::DeviceTreeEntry e;
        e.key = DeviceNames::cameraIdentityKey(url);
        e.name = name;
        e.label = tr("%1 · %2").arg(name, whereOf(url));
        e.userName = m_names.name(e.key);
        e.group = kCameraGroup;
        e.groupTitle = tr("Cameras");
        e.transport = QUrl(url).scheme();
        e.protocol = e.transport;
        e.bus = whereOf(url);
        e.address = url;
        m_identityKeys.insert(e.key, e.key);
        cameras << e;
        statuses << status;
    };
    QStringList opened;
    if (m_video) {
        opened = m_video->urls();
        for (int side = 0; side < opened.size(); ++side) {
            const QString name = opened.size() == 2 ? (side == 0 ? tr("Left camera") : tr("Right camera"))
                                                    : tr("Camera %1").arg(side + 1);
            add(opened.at(side), name, cameraStatus(m_video->decoder(side)));
        }
    }
    const QStringList lab = m_lab ? m_lab->cameraUrls() : QStringList{};
    for (int i = 0; i < lab.size(); ++i) {
        if (opened.contains(lab.at(i)))
            continue;
        widgets::DeviceTreeStatus idle;
        idle.linkText = tr("not open: View → Video shows it");
        add(lab.at(i), tr("Simulated camera %1").arg(i + 1), idle);
    }
    m_tree->setCameras(cameras);
    for (int i = 0; i < cameras.size(); ++i)
        m_tree->setStatus(cameras.at(i).key, statuses.at(i));
}

void DevicesDock::onStreamState(int side)
{
    if (!m_video)
        return;
    const QStringList urls = m_video->urls();
    if (side < 0 || side >= urls.size())
        return;
    m_tree->setStatus(DeviceNames::cameraIdentityKey(urls.at(side)), cameraStatus(m_video->decoder(side)));
}

} // namespace loopscope::app::gui
