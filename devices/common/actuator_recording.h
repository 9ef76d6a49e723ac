#pragma once
// One actuator into a session recording (core/recording): its telemetry
// samples on /actuator/<name>/telemetry and the setpoints sent to it on
// /actuator/<name>/command, with the sample's own arrival time (the
// host's monotonic stamp, as Unix-epoch time) as the log time. The CLI's jog
// and the GUI's jog panels use it.

#include "devices/common/device.h"

#include <QString>
#include <cstdint>
#include <vector>

namespace loopscope::core {
class SessionRecorder;
}

namespace loopscope::devices {

class ActuatorRecording
{
public:
    // recorder must outlive this object. topicName: the actuator in the
    // topics ("moteus-1"); name: in the messages ("moteus #1 on /dev/ttyACM0@921600").
    // effortUnit: "N·m" or "A".
    ActuatorRecording(core::SessionRecorder &recorder, const QString &topicName, QString name,
                      std::vector<TelemetryChannel> channels, QString effortUnit);

    void recordTelemetry(const std::vector<TelemetrySample> &samples); // the valid ones
    // source: "jog", "keyboard", "slider", "stop", "e-stop", ...
    void recordCommand(const ActuatorCommand &command, const QString &source);

    int64_t samplesRecorded() const { return m_samples; }
    const QString &topicName() const { return m_topicName; }

private:
    core::SessionRecorder &m_recorder;
    QString m_topicName;
    QString m_name;
    std::vector<TelemetryChannel> m_channels;
    QString m_effortUnit;
    uint16_t m_telemetryChannel = 0;
    uint16_t m_commandChannel = 0;
    int64_t m_samples = 0;
};

} // namespace loopscope::devices
