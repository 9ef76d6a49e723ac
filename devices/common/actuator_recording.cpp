#include "devices/common/actuator_recording.h"

#include "core/recording/mcap_messages.h"
#include "core/recording/mcap_schemas.h"
#include "core/recording/session_recorder.h"

namespace loopscope::devices {

namespace {

// The sample's value on the channel with this key; unknown when absent.
double valueOf(const TelemetrySample &sample, const std::vector<TelemetryChannel> &channels, const char *key)
{
    for (std::size_t i = 0; i < channels.size() && i < sample.values.size(); ++i)
        if (channels[i].key == QLatin1String(key))
            return sample.values[i];
    return core::kMcapUnknown;
}

} // namespace

ActuatorRecording::ActuatorRecording(core::SessionRecorder &recorder, const QString &topicName, QString name,
                                     std::vector<TelemetryChannel> channels, QString effortUnit)
    : m_recorder(recorder), m_topicName(topicName), m_name(std::move(name)), m_channels(std::move(channels)),
      m_effortUnit(std::move(effortUnit))
{
    const core::McapJsonSchema telemetry = core::actuatorTelemetrySchema();
    m_telemetryChannel =
        m_recorder.addChannel(core::actuatorTelemetryTopic(topicName), telemetry.name, telemetry.json);
    const core::McapJsonSchema command = core::actuatorCommandSchema();
    m_commandChannel =
        m_recorder.addChannel(core::actuatorCommandTopic(topicName), command.name, command.json);
}

void ActuatorRecording::recordTelemetry(const std::vector<TelemetrySample> &samples)
{
    const bool torque = m_effortUnit == QStringLiteral("N·m");
    for (const TelemetrySample &sample : samples) {
        if (!sample.valid)
            continue;
        core::ActuatorTelemetryMessage m;
        m.device = m_name;
        m.mode = controlModeName(sample.mode);
        m.deviceMode = sample.deviceMode;
        m.positionDeg = valueOf(sample, m_channels, channel_keys::positionDeg);
        m.velocityDegS = valueOf(sample, m_channels, channel_keys::velocityDegS);
        m.currentA = valueOf(sample, m_channels, channel_keys::currentA);
        m.effort = torque ? valueOf(sample, m_channels, channel_keys::torqueNm) : m.currentA;
        m.effortUnit = m_effortUnit;
        m.temperatureC = valueOf(sample, m_channels, channel_keys::temperatureC);
        m.voltageV = valueOf(sample, m_channels, channel_keys::voltageV);
        m.faultCode = sample.faultCode;
        m.fault = sample.faultText;
        m.gap = sample.gap;
        m_recorder.record(m_telemetryChannel, core::realtimeFromMonotonicNs(sample.timeNs),
                          core::actuatorTelemetryJson(m));
        ++m_samples;
    }
}

void ActuatorRecording::recordCommand(const ActuatorCommand &command, const QString &source)
{
    core::ActuatorCommandMessage m;
    m.device = m_name;
    m.mode = controlModeName(command.mode);
    m.positionDeg = command.positionDeg;
    m.velocityDegS = command.velocityDegS;
    m.effort = command.effort;
    m.effortUnit = m_effortUnit;
    m.kpScale = command.kpScale;
    m.kdScale = command.kdScale;
    m.maxEffort = command.maxEffort;
    m.source = source;
    m_recorder.record(m_commandChannel, core::realtimeNowNs(), core::actuatorCommandJson(m));
}

} // namespace loopscope::devices
