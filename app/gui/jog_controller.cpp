#include "app/gui/jog_controller.h"

#include "devices/common/protocol.h"

#include "app/gui/device_controller.h"
#include "app/gui/settings_keys.h"
#include "core/timing/realtime.h"
#include "widgets/fault_banner.h"
#include "widgets/telemetry_plot.h"

#include <QDateTime>
#include <QLocale>
#include <QSettings>
#include <QUrl>
#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace loopscope::app::gui {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

devices::ControlMode toControlMode(widgets::JogMode mode)
{
    switch (mode) {
    case widgets::JogMode::Position: return devices::ControlMode::Position;
    case widgets::JogMode::Velocity: return devices::ControlMode::Velocity;
    case widgets::JogMode::Torque: return devices::ControlMode::Torque;
    case widgets::JogMode::Current: return devices::ControlMode::Current;
    case widgets::JogMode::Invalid: break;
    }
    return devices::ControlMode::Invalid;
}

QString settingsGroup(const QString &key)
{
    // Keys hold '/' (port paths): percent-encode them into one settings group.
    return QLatin1String(settings::kSoftLimitsGroup) + QLatin1Char('/')
           + QString::fromLatin1(QUrl::toPercentEncoding(key));
}

devices::SoftLimits toSoftLimits(const widgets::JogLimits &l)
{
    devices::SoftLimits s;
    s.minPositionDeg = l.minPositionDeg;
    s.maxPositionDeg = l.maxPositionDeg;
    s.maxVelocityDegS = l.maxVelocityDegS;
    s.maxEffort = l.maxEffort;
    return s;
}
} // namespace

JogController::JogController(DeviceController *devices, const QString &key, widgets::JogPanel *panel,
                             QObject *parent)
    : QObject(parent), m_devices(devices), m_key(key), m_panel(panel)
{
    m_t0Ns = core::monotonicNs();
    m_panel->setWatchdogS(deviceWatchdogS());
    connect(m_devices, &DeviceController::ticked, this, &JogController::onTick);
    connect(m_devices, &DeviceController::busesAboutToChange, this, &JogController::detach);
    connect(m_devices, &DeviceController::busesChanged, this, &JogController::attach);
    connect(m_devices, &DeviceController::estopChanged, this, &JogController::applyEstopState);
    connect(m_devices, &DeviceController::faultChanged, this, [this](const QString &key, int code, const QString &text) {
        if (key == m_key)
            m_panel->faultBanner()->setFault(code, text);
    });
    connect(m_panel, &widgets::JogPanel::setpointRequested, this, &JogController::onSetpoint);
    connect(m_panel, &widgets::JogPanel::torqueToggled, this, &JogController::onTorque);
    connect(m_panel, &widgets::JogPanel::modeChanged, this, &JogController::onModeChanged);
    connect(m_panel, &widgets::JogPanel::stopRequested, this, &JogController::onStop);
    connect(m_panel, &widgets::JogPanel::limitsEdited, this, &JogController::onLimitsEdited);
    connect(m_panel->faultBanner(), &widgets::FaultBanner::clearRequested, this, &JogController::onStop);
    connect(m_panel->stepTestView(), &widgets::StepTestView::runRequested, this, &JogController::startTest);
    connect(m_panel->stepTestView(), &widgets::StepTestView::cancelRequested, this, [this] { finishTest(true); });
    m_test.timer.setInterval(10);
    connect(&m_test.timer, &QTimer::timeout, this, &JogController::testStep);
    attach();
    applyEstopState();
}

widgets::JogLimits JogController::loadLimits(const QString &key, const widgets::JogLimits &defaults)
{
    QSettings s;
    s.beginGroup(settingsGroup(key));
    widgets::JogLimits l;
    l.minPositionDeg = s.value(QStringLiteral("minPositionDeg"), defaults.minPositionDeg).toDouble();
    l.maxPositionDeg = s.value(QStringLiteral("maxPositionDeg"), defaults.maxPositionDeg).toDouble();
    l.maxVelocityDegS = s.value(QStringLiteral("maxVelocityDegS"), defaults.maxVelocityDegS).toDouble();
    l.maxEffort = s.value(QStringLiteral("maxEffort"), defaults.maxEffort).toDouble();
    return l;
}

void JogController::saveLimits(const QString &key, const widgets::JogLimits &limits)
{
    QSettings s;
    s.beginGroup(settingsGroup(key));
    s.setValue(QStringLiteral("minPositionDeg"), limits.minPositionDeg);
    s.setValue(QStringLiteral("maxPositionDeg"), limits.maxPositionDeg);
    s.setValue(QStringLiteral("maxVelocityDegS"), limits.maxVelocityDegS);
    s.setValue(QStringLiteral("maxEffort"), limits.maxEffort);
}

void JogController::attach()
{
    devices::Bus *bus = nullptr;
    int index = -1;
    if (!m_devices->findActuator(m_key, &bus, &index)) {
        m_panel->setStatusText(tr("The device is not on any bus now: scan again."));
        m_panel->setEnabled(false);
        return;
    }
    m_bus = bus;
    m_index = index;
    m_wasConnected = false;
    m_panel->setLinkLost(false);
    m_panel->setEnabled(true);
    const devices::Protocol *protocol = m_devices->protocolOf(m_key);
    m_modeChangeNeedsTorqueOff = protocol && protocol->modeChangeNeedsTorqueOff;
    m_panel->setEffortUnit(protocol ? protocol->effortUnit : QString());
    if (protocol && protocol->watchdogCoversPositionOnly)
        m_panel->setWatchdogNote(
            tr("covers every jog mode"),
            tr("The moteus firmware's watchdog stops only position (10) and stay-within (13) commands: it "
               "then damps to zero velocity (timeout mode 12, reported as mode 11) until a stop, with the kd "
               "scale of the last command, so a position or velocity jog brakes and a torque jog (kd scale 0) "
               "loses its torque and coasts. It does not stop current (9), zero-velocity (12) or brake (15) "
               "commands. Every jog mode here (position, velocity, "
               "torque) is sent as position mode 10, so the watchdog covers all of them; Loopscope never "
               "sends the other modes. Loopscope also sends a stop itself when its keep-alive lapses, on "
               "E-STOP and when the tab closes; if the app exits or hangs, the device watchdog stops the "
               "servo."));
    else
        m_panel->setWatchdogNote(QString(), QString());
    widgets::JogLimits defaults;
    if (protocol)
        defaults.maxEffort = protocol->defaultMaxEffort;
    const widgets::JogLimits limits = loadLimits(m_key, defaults);
    m_panel->setLimits(limits);
    m_panel->stepTestView()->setMaxAmplitude(limits.maxPositionDeg - limits.minPositionDeg);
    m_bus->setSoftLimits(m_index, toSoftLimits(limits));
    m_panel->setTorqueEnabled(false);
    m_panel->plot()->appendGapAll(); // a new bus: never join the line across it
    m_channelsReady = false;
    m_panel->setStatusText(tr("On %1.").arg(m_bus->name()));
}

void JogController::detach()
{
    if (m_test.running)
        finishTest(true);
    m_bus = nullptr;
    m_index = -1;
    m_panel->setStatusText(tr("The bus was closed (a scan is running)."));
}

void JogController::setupChannels()
{
    if (!m_bus)
        return;
    const std::vector<devices::TelemetryChannel> channels = m_bus->telemetryChannels(m_index);
    if (channels.empty())
        return; // not identified yet
    QList<widgets::JogMode> modes;
    for (devices::ControlMode mode : m_bus->supportedModes(m_index)) {
        switch (mode) {
        case devices::ControlMode::Position: modes << widgets::JogMode::Position; break;
        case devices::ControlMode::Velocity: modes << widgets::JogMode::Velocity; break;
        case devices::ControlMode::Torque: modes << widgets::JogMode::Torque; break;
        case devices::ControlMode::Current: modes << widgets::JogMode::Current; break;
        default: break;
        }
    }
    if (!modes.isEmpty())
        m_panel->setModes(modes);
    widgets::TelemetryPlot *plot = m_panel->plot();
    if (plot->channelCount() == 0) {
        for (const devices::TelemetryChannel &c : channels)
            m_plotChannel.push_back(plot->addChannel(c.name, c.unit));
        m_faultPlot = plot->addChannel(tr("Fault"), QString());
    }
    for (int i = 0; i < int(channels.size()); ++i) {
        const QString &k = channels[std::size_t(i)].key;
        if (k == QLatin1String(devices::channel_keys::positionDeg))
            m_positionChannel = i;
        else if (k == QLatin1String(devices::channel_keys::velocityDegS))
            m_velocityChannel = i;
        else if (m_effortChannel < 0
                 && (k == QLatin1String(devices::channel_keys::torqueNm) || k == QLatin1String(devices::channel_keys::currentA)))
            m_effortChannel = i;
    }
    m_channelsReady = true;
}

void JogController::onTick()
{
    if (!m_bus)
        return;
    if (m_reenableNextTick) {
        m_reenableNextTick = false;
        m_bus->requestTorque(m_index, true);
    }
    if (!m_channelsReady)
        setupChannels();
    updateLinkState();
    const std::vector<devices::TelemetrySample> &samples = m_devices->newSamples(m_key);
    const devices::TelemetrySample *last = nullptr;
    for (const devices::TelemetrySample &sample : samples) {
        if (!sample.valid)
            continue;
        record(sample);
        last = &sample;
    }
    if (last) {
        auto value = [last](int i) { return i >= 0 && i < devices::kMaxTelemetryChannels ? last->values[std::size_t(i)] : kNaN; };
        m_panel->setMeasured(value(m_positionChannel), value(m_velocityChannel), value(m_effortChannel),
                             devices::controlModeName(last->mode));
        m_panel->plot()->update();
    }
    // The telemetry of a test's last moments arrives a tick or more after its
    // last command: finish once a sample from beyond the end was drained (or,
    // if the bus went quiet, a second later).
    if (m_test.running && m_test.commandsDone
        && (m_test.lastSampleNs >= m_test.endNs || core::monotonicNs() - m_test.endNs > 1'000'000'000))
        finishTest(false);
}

void JogController::updateLinkState()
{
    // Polled each display tick: the panel shows a lost link within a tick of
    // the bus noticing (the bus notices within its poll period).
    const devices::BusState state = m_bus->state();
    if (state == devices::BusState::Connected) {
        if (m_panel->linkLost()) {
            m_panel->setLinkLost(false);
            m_panel->setStatusText(tr("The link is back (%1); torque is off — enable it to jog again.").arg(m_bus->name()));
        }
        m_wasConnected = true;
        return;
    }
    if (!m_wasConnected || m_panel->linkLost())
        return;
    // Nothing moves when the link returns: the drive is told torque off
    // first, and the newest setpoint is gone.
    if (m_test.running)
        finishTest(true);
    m_bus->clearSetpoint(m_index);
    m_bus->requestTorque(m_index, false);
    m_needTorque = false;
    const QDateTime lostAt = QDateTime::currentDateTime();
    m_panel->setLinkLost(true, m_bus->lastError(), lostAt);
    m_panel->setStatusText(tr("The link to %1 was lost at %2: the jog is stopped (setpoint dropped, torque off "
                              "requested); reconnecting.")
                               .arg(m_bus->name(), QLocale().toString(lostAt.time(), QStringLiteral("HH:mm:ss"))));
}

void JogController::record(const devices::TelemetrySample &sample)
{
    ++m_samplesSeen;
    widgets::TelemetryPlot *plot = m_panel->plot();
    if (sample.gap)
        plot->appendGapAll();
    const double t = double(sample.timeNs - m_t0Ns) / 1e9;
    for (int i = 0; i < int(m_plotChannel.size()) && i < devices::kMaxTelemetryChannels; ++i)
        plot->appendPoint(m_plotChannel[std::size_t(i)], t, sample.values[std::size_t(i)]);
    if (m_faultPlot >= 0)
        plot->appendPoint(m_faultPlot, t, sample.faultCode);
    if (m_positionChannel >= 0)
        m_lastPositionDeg = sample.values[std::size_t(m_positionChannel)];
    if (m_test.running)
        m_test.lastSampleNs = std::max(m_test.lastSampleNs, sample.timeNs);
    if (m_test.running && m_positionChannel >= 0 && sample.timeNs >= m_test.startNs
        && sample.timeNs <= m_test.endNs) {
        // The command in force when this reply arrived.
        double command = m_test.startDeg;
        for (const auto &[timeNs, value] : m_test.commands)
            if (timeNs <= sample.timeNs)
                command = value;
        m_test.samples.push_back({double(sample.timeNs - m_test.startNs) / 1e9, command, m_lastPositionDeg});
    }
}

void JogController::onSetpoint(widgets::JogMode mode, double value)
{
    if (!m_bus)
        return;
    devices::ActuatorCommand command;
    command.mode = toControlMode(mode);
    switch (mode) {
    case widgets::JogMode::Position: command.positionDeg = value; break;
    case widgets::JogMode::Velocity:
        command.positionDeg = kNaN;
        command.velocityDegS = value;
        break;
    default:
        command.positionDeg = kNaN;
        command.effort = value;
        break;
    }
    if (m_needTorque) {
        m_needTorque = false;
        m_bus->requestTorque(m_index, true); // handled before the setpoint in the bus cycle
    }
    if (!m_bus->setSetpoint(m_index, command))
        m_panel->setStatusText(tr("Setpoint refused (E-STOP raised)."));
}

void JogController::onTorque(bool enabled)
{
    if (!m_bus)
        return;
    m_needTorque = false;
    m_bus->requestTorque(m_index, enabled);
    if (!enabled) {
        m_bus->clearSetpoint(m_index);
        return;
    }
    // Start from where the actuator is: enabling must not make it jump.
    if (m_panel->mode() == widgets::JogMode::Position && m_samplesSeen > 0)
        m_panel->setCommandValue(m_lastPositionDeg);
}

void JogController::onModeChanged(widgets::JogMode)
{
    if (!m_bus || !m_panel->torqueEnabled())
        return;
    if (m_panel->mode() == widgets::JogMode::Position && m_samplesSeen > 0)
        m_panel->setCommandValue(m_lastPositionDeg);
    if (m_modeChangeNeedsTorqueOff) {
        // E.g. the operating mode is in EEPROM: torque off, then on with the new mode.
        m_bus->requestTorque(m_index, false);
        m_reenableNextTick = true;
    }
}

void JogController::onStop()
{
    if (!m_bus)
        return;
    if (m_test.running)
        finishTest(true);
    devices::ActuatorCommand stop;
    stop.mode = devices::ControlMode::Stopped;
    m_bus->setSetpoint(m_index, stop);
    m_needTorque = true;
}

void JogController::onLimitsEdited(const widgets::JogLimits &limits)
{
    saveLimits(m_key, limits);
    if (m_bus)
        m_bus->setSoftLimits(m_index, toSoftLimits(limits));
    m_panel->stepTestView()->setMaxAmplitude(limits.maxPositionDeg - limits.minPositionDeg);
}

void JogController::applyEstopState()
{
    const bool raised = m_devices->estopRaised();
    if (raised && m_test.running)
        finishTest(true);
    m_panel->setMotionAllowed(!raised);
    if (raised)
        m_needTorque = true;
}

void JogController::startTest(const widgets::ResponseTestSpec &spec)
{
    widgets::StepTestView *view = m_panel->stepTestView();
    if (!m_bus || m_test.running)
        return;
    if (m_devices->estopRaised()) {
        view->setMessage(tr("The E-STOP is raised: release it first."));
        return;
    }
    if (m_samplesSeen == 0) {
        view->setMessage(tr("No telemetry from the device yet."));
        return;
    }
    m_panel->setMode(widgets::JogMode::Position);
    if (!m_panel->torqueEnabled()) {
        m_panel->setTorqueEnabled(true);
        m_bus->requestTorque(m_index, true);
    }
    const widgets::JogLimits limits = m_panel->limits();
    m_test.spec = spec;
    m_test.startDeg = std::clamp(m_lastPositionDeg, limits.minPositionDeg, limits.maxPositionDeg);
    m_test.startNs = core::monotonicNs();
    m_test.endNs = m_test.startNs + std::int64_t(spec.durationS * 1e9);
    m_test.lastSampleNs = 0;
    m_test.commandsDone = false;
    m_test.commands.clear();
    m_test.samples.clear();
    m_test.current = m_test.startDeg;
    m_test.running = true;
    m_needTorque = false;
    view->setRunning(true);
    view->setMessage(tr("Running…"));
    testStep();
    m_test.timer.start();
}

void JogController::testStep()
{
    if (!m_test.running || m_test.commandsDone || !m_bus)
        return;
    const std::int64_t now = core::monotonicNs();
    const double t = double(now - m_test.startNs) / 1e9;
    if (now >= m_test.endNs) {
        // No more commands; onTick finishes when the last telemetry is in.
        m_test.commandsDone = true;
        m_test.timer.stop();
        return;
    }
    const widgets::JogLimits limits = m_panel->limits();
    double command = m_test.startDeg;
    if (m_test.spec.kind == widgets::ResponseTestKind::Step) {
        // A short flat lead-in, so the record shows the response before the step.
        if (t >= std::min(0.2, m_test.spec.durationS * 0.1)) {
            const double up = m_test.startDeg + m_test.spec.amplitudeDeg;
            command = up <= limits.maxPositionDeg ? up : m_test.startDeg - m_test.spec.amplitudeDeg;
        }
    } else {
        command = m_test.startDeg + m_test.spec.amplitudeDeg * std::sin(2 * std::numbers::pi * m_test.spec.frequencyHz * t);
    }
    command = std::clamp(command, limits.minPositionDeg, limits.maxPositionDeg);
    if (m_test.commands.empty() || command != m_test.current) {
        devices::ActuatorCommand c;
        c.mode = devices::ControlMode::Position;
        c.positionDeg = command;
        if (!m_bus->setSetpoint(m_index, c)) {
            finishTest(true);
            return;
        }
        m_test.current = command;
        m_test.commands.emplace_back(now, command);
    }
}

void JogController::finishTest(bool cancelled)
{
    if (!m_test.running)
        return;
    m_test.running = false;
    m_test.commandsDone = false;
    m_test.timer.stop();
    widgets::StepTestView *view = m_panel->stepTestView();
    view->setRunning(false);
    view->setRecording(m_test.samples);
    m_panel->setCommandValue(m_test.spec.kind == widgets::ResponseTestKind::Sine ? m_test.startDeg : m_test.current);
    if (cancelled) {
        view->setMessage(tr("Test cancelled after %1 samples.").arg(m_test.samples.size()));
        return;
    }
    if (m_test.spec.kind == widgets::ResponseTestKind::Step)
        view->setStepMetrics(core::analyseStep(m_test.samples));
    else
        view->setTrackingMetrics(core::analyseTracking(m_test.samples));
}

} // namespace loopscope::app::gui
