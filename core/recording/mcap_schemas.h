#pragma once
// The JSON Schemas of Loopscope's MCAP channels, as data, and the names of
// the topics they are recorded on. Messages are JSON ("json" message
// encoding); each schema is a JSON Schema ("jsonschema" schema encoding).
// Field names carry their units (position_deg, temperature_C); times inside
// messages are {sec, nsec} objects, the way Foxglove's schemas write them.
// mcap_messages.h builds the messages that follow these schemas.

#include <QByteArray>
#include <QString>
#include <vector>

namespace loopscope::core {

struct McapJsonSchema
{
    QString name;    // "loopscope.ActuatorTelemetry"
    QByteArray json; // the JSON Schema, compact
};

// One actuator's telemetry sample: device, mode, position, velocity, effort
// (with its unit), current, temperature, voltage, fault.
McapJsonSchema actuatorTelemetrySchema();
// One setpoint sent to an actuator (after the soft limits).
McapJsonSchema actuatorCommandSchema();
// One interval of a latency channel: count and percentiles up to the max, in the channel's unit.
McapJsonSchema intervalPercentilesSchema();
// A flat object of named counters: {"sent": 1000, "lost": 2}.
McapJsonSchema countersSchema();
// E-STOP latched or released, why, and what each device answered.
McapJsonSchema estopEventSchema();
// foxglove.CompressedVideo as Foxglove defines it (H.264 Annex B frames, data in base64).
McapJsonSchema compressedVideoSchema();
// All of the above.
std::vector<McapJsonSchema> allMcapSchemas();

// Topic names. Each name given is one topic segment: characters other than
// letters, digits, '_', '-' and '.' become '_' ("arm 1/elbow" -> "arm_1_elbow"),
// and an empty name becomes "_".
QString mcapTopicSegment(const QString &name);
QString actuatorTelemetryTopic(const QString &actuator);                // /actuator/<name>/telemetry
QString actuatorCommandTopic(const QString &actuator);                  // /actuator/<name>/command
QString benchIntervalTopic(const QString &run, const QString &channel); // /bench/<run>/<channel>/interval
QString benchCountersTopic(const QString &run);                         // /bench/<run>/counters
QString safetyEStopTopic();                                             // /safety/estop
QString cameraVideoTopic(const QString &camera);                        // /camera/<name>/video

} // namespace loopscope::core
