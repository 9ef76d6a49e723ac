#include "app/gui/session_recording.h"

#include "app/gui/device_controller.h"
#include "core/recording/mcap_messages.h"
#include "core/recording/mcap_schemas.h"
#include "core/video/video_packet_recording.h"
#include "devices/common/protocol.h"

#include <QLocale>

namespace loopscope::app::gui {

SessionRecording::SessionRecording(DeviceController *devices, QObject *parent)
    : QObject(parent), m_devices(devices)
{
    connect(m_devices, &DeviceController::ticked, this, &SessionRecording::onTick);
    connect(m_devices, &DeviceController::busesAboutToChange, this, &SessionRecording::detachBuses);
    connect(m_devices, &DeviceController::busesChanged, this, &SessionRecording::attachBuses);
    connect(m_devices, &DeviceController::estopChanged, this, &SessionRecording::recordEstop);
}

SessionRecording::~SessionRecording()
{
    stop();
}

bool SessionRecording::start(const QString &path, QString *error)
{
    if (m_recording)
        stop();
    if (!m_recorder.open(path, error))
        return false;
    m_recording = true;
    m_actuators.clear();
    const core::McapJsonSchema estop = core::estopEventSchema();
    m_estopChannel = m_recorder.addChannel(core::safetyEStopTopic(), estop.name, estop.json);
    m_acksRecorded = 0;
    attachBuses();
    if (m_devices->estopRaised()) // the state the recording starts in
        recordEstop(true);
    emit recordingChanged(true, summary());
    return true;
}

bool SessionRecording::stop(QString *error)
{
    if (!m_recording)
        return true;
    detachBuses();
    m_recording = false;
    m_actuators.clear();
    for (const auto &run : m_runs)
        run->detach();
    QString why;
    const bool ok = m_recorder.close(&why);
    if (error)
        *error = why;
    emit recordingChanged(false, ok ? summary() : why);
    return ok;
}

QString SessionRecording::summary() const
{
    if (!m_recorder.error().isEmpty())
        return m_recorder.error();
    const QLocale locale;
    return tr("%1 messages in %2 chunks")
        .arg(locale.toString(qulonglong(m_recorder.messagesWritten())),
             locale.toString(qulonglong(m_recorder.chunksWritten())));
}

devices::ActuatorRecording *SessionRecording::actuator(const QString &key)
{
    if (const auto found = m_actuators.find(key); found != m_actuators.end())
        return found->get();
    devices::Bus *bus = nullptr;
    int index = -1;
    const devices::Protocol *protocol = m_devices->protocolOf(key);
    if (!protocol || !m_devices->findActuator(key, &bus, &index))
        return nullptr;
    const devices::DeviceIdentity identity = bus->identity(index);
    // The actuator in topic names: family and ID ("moteus-1"), told apart
    // by its bus when two buses carry the same ID.
    QString topicName = QStringLiteral("%1-%2").arg(protocol->title.toLower()).arg(identity.id);
    for (const auto &other : std::as_const(m_actuators))
        if (other->topicName() == topicName)
            topicName += QStringLiteral("-") + core::mcapTopicSegment(bus->name());
    auto recording = std::make_shared<devices::ActuatorRecording>(
        m_recorder, topicName, identity.displayName(), bus->telemetryChannels(index), protocol->effortUnit);
    m_actuators.insert(key, recording);
    return recording.get();
}

void SessionRecording::attachBuses()
{
    if (!m_recording)
        return;
    for (int b = 0; b < m_devices->busCount(); ++b) {
        devices::Bus *bus = m_devices->bus(b);
        if (!bus)
            continue;
        QHash<int, std::shared_ptr<devices::ActuatorRecording>> byIndex;
        for (const QString &key : m_devices->actuatorKeys()) {
            devices::Bus *on = nullptr;
            int index = -1;
            if (m_devices->findActuator(key, &on, &index) && on == bus && actuator(key))
                byIndex.insert(index, m_actuators.value(key));
        }
        bus->setCommandObserver([byIndex](int index, const devices::ActuatorCommand &sent) {
            if (const auto recording = byIndex.value(index))
                recording->recordCommand(sent, QStringLiteral("gui"));
        });
    }
}

void SessionRecording::detachBuses()
{
    for (int b = 0; b < m_devices->busCount(); ++b)
        if (devices::Bus *bus = m_devices->bus(b))
            bus->setCommandObserver({});
    m_actuators.clear();
}

void SessionRecording::onTick()
{
    if (!m_recording)
        return;
    for (const QString &key : m_devices->actuatorKeys()) {
        const std::vector<devices::TelemetrySample> &samples = m_devices->newSamples(key);
        if (samples.empty())
            continue;
        if (devices::ActuatorRecording *recording = actuator(key))
            recording->recordTelemetry(samples);
    }
    // The acknowledgements of a raised E-STOP arrive over the next ticks:
    // each new one is recorded with all so far.
    if (m_devices->estopRaised()) {
        const std::size_t acks = m_devices->emergencyStop().acknowledgements().size();
        if (acks != m_acksRecorded)
            recordEstop(true);
    }
}

void SessionRecording::recordEstop(bool raised)
{
    if (!m_recording)
        return;
    core::EStopEventMessage event;
    event.kind = raised ? core::EStopKind::Latched : core::EStopKind::Released;
    event.reason =
        raised ? QStringLiteral("E-STOP pressed in the GUI") : QStringLiteral("released in the GUI");
    if (raised) {
        const std::vector<devices::StopAcknowledgement> acks = m_devices->emergencyStop().acknowledgements();
        for (const devices::StopAcknowledgement &ack : acks)
            event.acknowledgements.push_back({ack.deviceName, ack.acknowledged, ack.error});
        m_acksRecorded = acks.size();
    } else {
        m_acksRecorded = 0;
    }
    m_recorder.record(m_estopChannel, core::realtimeNowNs(), core::estopEventJson(event));
}

core::VideoPacketSink SessionRecording::cameraSink(const QString &camera)
{
    return m_recording ? core::recordVideoPackets(m_recorder, camera) : core::VideoPacketSink();
}

core::BenchRecording *SessionRecording::prepareRun(core::ExperimentRunOptions &options)
{
    if (!m_recording)
        return nullptr;
    m_runs.push_back(std::make_unique<core::BenchRecording>(m_recorder, QString()));
    core::BenchRecording *recording = m_runs.back().get();
    options.onInterval = core::RunCollector::chain(options.onInterval, recording->intervalSink());
    return recording;
}

void SessionRecording::runStarted(core::BenchRecording *recording, core::ExperimentRunner &runner)
{
    if (!recording)
        return;
    recording->setRunName(runner.runName());
    core::ExperimentRunner *r = &runner;
    recording->setCounterSource([r] { return r->probe()->counters(); });
}

void SessionRecording::runFinished(core::BenchRecording *recording, core::ExperimentRunner &runner)
{
    if (!recording)
        return;
    if (m_recording && runner.probe())
        recording->recordCounters(runner.probe()->counters());
    recording->setCounterSource({}); // the runner goes away
}

} // namespace loopscope::app::gui
