#include "core/recording/mcap_schemas.h"

#include <QJsonDocument>

namespace loopscope::core {

namespace {

// Schema texts are kept readable here and stored compact.
McapJsonSchema schema(const char *name, const QByteArray &text)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(text, &error);
    Q_ASSERT_X(error.error == QJsonParseError::NoError, name, "schema text is not JSON");
    return {QString::fromLatin1(name), document.toJson(QJsonDocument::Compact)};
}

// {sec, nsec} since the Unix epoch (Foxglove's "time").
QByteArray timeSchema(const char *description)
{
    return QByteArray(R"js({"type": "object", "title": "time", "description": ")js") + description +
           R"js(", "properties": {"sec": {"type": "integer", "minimum": 0},
           "nsec": {"type": "integer", "minimum": 0, "maximum": 999999999}}})js";
}

} // namespace

McapJsonSchema actuatorTelemetrySchema()
{
    return schema("loopscope.ActuatorTelemetry", R"js({
  "title": "loopscope.ActuatorTelemetry",
  "description": "One telemetry sample of an actuator, as the host decoded it",
  "type": "object",
  "properties": {
    "device": {"type": "string", "description": "The device (protocol, address and bus ID)"},
    "mode": {"type": "string", "description": "Control mode: stopped, position, velocity, torque, current"},
    "device_mode": {"type": "integer", "description": "Raw device mode (moteus mode, Dynamixel operating mode); -1 unknown"},
    "position_deg": {"type": "number"},
    "velocity_deg_s": {"type": "number"},
    "effort": {"type": "number", "description": "Torque or current, in effort_unit"},
    "effort_unit": {"type": "string", "description": "N·m or A"},
    "current_A": {"type": "number"},
    "temperature_C": {"type": "number"},
    "voltage_V": {"type": "number"},
    "fault_code": {"type": "integer", "description": "0 when there is no fault"},
    "fault": {"type": "string", "description": "The fault in words; empty when there is none"},
    "gap": {"type": "boolean", "description": "Samples were lost before this one (a disconnect)"}
  },
  "required": ["device", "mode", "fault_code"]
})js");
}

McapJsonSchema actuatorCommandSchema()
{
    return schema("loopscope.ActuatorCommand", R"js({
  "title": "loopscope.ActuatorCommand",
  "description": "One setpoint sent to an actuator, after the soft limits",
  "type": "object",
  "properties": {
    "device": {"type": "string"},
    "mode": {"type": "string", "description": "stopped, position, velocity, torque, current"},
    "position_deg": {"type": "number", "description": "Absent: hold the current position"},
    "velocity_deg_s": {"type": "number"},
    "effort": {"type": "number", "description": "Torque or current, in effort_unit"},
    "effort_unit": {"type": "string", "description": "N·m or A"},
    "kp_scale": {"type": "number", "minimum": 0, "maximum": 1},
    "kd_scale": {"type": "number", "minimum": 0, "maximum": 1},
    "max_effort": {"type": "number", "description": "Absent: the device's own limit"},
    "source": {"type": "string", "description": "Who sent it: keyboard, slider, bench, cli ..."}
  },
  "required": ["device", "mode"]
})js");
}

McapJsonSchema intervalPercentilesSchema()
{
    return schema("loopscope.IntervalPercentiles", QByteArray(R"js({
  "title": "loopscope.IntervalPercentiles",
  "description": "The distribution of one latency channel over one interval, up to its maximum",
  "type": "object",
  "properties": {
    "run": {"type": "string"},
    "channel": {"type": "string"},
    "unit": {"type": "string", "description": "The unit of every value below, e.g. us or ms"},
    "interval_start": )js" + timeSchema("Start of the interval") +
                                                              R"js(,
    "interval_end": )js" + timeSchema("End of the interval") + R"js(,
    "count": {"type": "integer", "minimum": 0},
    "p50": {"type": "number"},
    "p90": {"type": "number"},
    "p99": {"type": "number"},
    "p99_9": {"type": "number"},
    "p99_99": {"type": "number"},
    "max": {"type": "number"}
  },
  "required": ["run", "channel", "unit", "interval_start", "interval_end", "count"]
})js"));
}

McapJsonSchema countersSchema()
{
    return schema("loopscope.Counters", R"js({
  "title": "loopscope.Counters",
  "description": "Named counters of a run at one time, e.g. sent, received, lost, late",
  "type": "object",
  "additionalProperties": {"type": "number"}
})js");
}

McapJsonSchema estopEventSchema()
{
    return schema("loopscope.EStopEvent", R"js({
  "title": "loopscope.EStopEvent",
  "description": "The global stop was latched or released",
  "type": "object",
  "properties": {
    "kind": {"type": "string", "enum": ["latched", "released"]},
    "reason": {"type": "string", "description": "Why: the key or button, a lost keep-alive, a fault ..."},
    "acknowledgements": {
      "type": "array",
      "description": "What each device answered to the stop",
      "items": {
        "type": "object",
        "properties": {
          "device": {"type": "string"},
          "acknowledged": {"type": "boolean"},
          "error": {"type": "string", "description": "Why the device did not acknowledge; empty when it did"}
        },
        "required": ["device", "acknowledged"]
      }
    }
  },
  "required": ["kind", "reason", "acknowledgements"]
})js");
}

McapJsonSchema compressedVideoSchema()
{
    // Field for field the definition Foxglove publishes for foxglove.CompressedVideo.
    return schema("foxglove.CompressedVideo", QByteArray(R"js({
  "title": "foxglove.CompressedVideo",
  "description": "A single frame of a compressed video bitstream",
  "type": "object",
  "properties": {
    "timestamp": )js" + timeSchema("Timestamp of video frame") +
                                                         R"js(,
    "frame_id": {"type": "string", "description": "Frame of reference for the video"},
    "data": {"type": "string", "contentEncoding": "base64",
             "description": "Compressed video frame data: for h264, Annex B NAL units that decode exactly one frame"},
    "format": {"type": "string", "description": "Video format: h264, h265, vp9 or av1"}
  },
  "required": ["timestamp", "frame_id", "data", "format"]
})js"));
}

std::vector<McapJsonSchema> allMcapSchemas()
{
    return {actuatorTelemetrySchema(), actuatorCommandSchema(), intervalPercentilesSchema(),
            countersSchema(),          estopEventSchema(),      compressedVideoSchema()};
}

QString mcapTopicSegment(const QString &name)
{
    QString segment;
    segment.reserve(name.size());
    for (const QChar c : name) {
        const bool plain = (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') ||
                           c == u'_' || c == u'-' || c == u'.';
        segment.append(plain ? c : QChar(u'_'));
    }
    return segment.isEmpty() ? QStringLiteral("_") : segment;
}

QString actuatorTelemetryTopic(const QString &actuator)
{
    return QStringLiteral("/actuator/%1/telemetry").arg(mcapTopicSegment(actuator));
}

QString actuatorCommandTopic(const QString &actuator)
{
    return QStringLiteral("/actuator/%1/command").arg(mcapTopicSegment(actuator));
}

QString benchIntervalTopic(const QString &run, const QString &channel)
{
    return QStringLiteral("/bench/%1/%2/interval").arg(mcapTopicSegment(run), mcapTopicSegment(channel));
}

QString benchCountersTopic(const QString &run)
{
    return QStringLiteral("/bench/%1/counters").arg(mcapTopicSegment(run));
}

QString safetyEStopTopic()
{
    return QStringLiteral("/safety/estop");
}

QString cameraVideoTopic(const QString &camera)
{
    return QStringLiteral("/camera/%1/video").arg(mcapTopicSegment(camera));
}

} // namespace loopscope::core
