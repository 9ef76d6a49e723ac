#pragma once
// Builders of the JSON messages that follow the schemas of mcap_schemas.h,
// so callers fill a struct instead of writing JSON by hand. Every builder
// returns compact JSON (QJsonDocument::Compact). A NaN number is "not
// known" and its field is left out (JSON has no NaN).

#include <QByteArray>
#include <QString>
#include <cstdint>
#include <limits>
#include <map>
#include <vector>

namespace loopscope::core {

class HdrHistogram;

inline constexpr double kMcapUnknown = std::numeric_limits<double>::quiet_NaN();

// loopscope.ActuatorTelemetry
struct ActuatorTelemetryMessage
{
    QString device;      // e.g. "moteus #1 on /dev/ttyACM0@921600 (fdcanusb)"
    QString mode;        // "stopped", "position", ...
    int deviceMode = -1; // raw device mode; -1 unknown
    double positionDeg = kMcapUnknown;
    double velocityDegS = kMcapUnknown;
    double effort = kMcapUnknown; // in effortUnit
    QString effortUnit;           // "N·m" or "A"
    double currentA = kMcapUnknown;
    double temperatureC = kMcapUnknown;
    double voltageV = kMcapUnknown;
    int faultCode = 0; // 0: no fault
    QString fault;     // "" when no fault
    bool gap = false;  // samples were lost before this one
};
QByteArray actuatorTelemetryJson(const ActuatorTelemetryMessage &message);

// loopscope.ActuatorCommand
struct ActuatorCommandMessage
{
    QString device;
    QString mode;
    double positionDeg = kMcapUnknown; // unknown: hold
    double velocityDegS = kMcapUnknown;
    double effort = kMcapUnknown;
    QString effortUnit;
    double kpScale = kMcapUnknown;
    double kdScale = kMcapUnknown;
    double maxEffort = kMcapUnknown; // unknown: the device's own limit
    QString source;                  // "keyboard", "slider", "bench", ...
};
QByteArray actuatorCommandJson(const ActuatorCommandMessage &message);

// loopscope.IntervalPercentiles; values in the channel's unit.
struct IntervalPercentilesMessage
{
    QString run;
    QString channel;
    QString unit;                // "us", "ms", ...
    int64_t intervalStartNs = 0; // Unix epoch
    int64_t intervalEndNs = 0;
    int64_t count = 0;
    double p50 = 0, p90 = 0, p99 = 0, p99_9 = 0, p99_99 = 0, max = 0;
};
QByteArray intervalPercentilesJson(const IntervalPercentilesMessage &message);
// The percentiles and count of histogram, whose values are divided by
// valuesPerUnit (1000 for a histogram in ns reported in µs).
IntervalPercentilesMessage intervalPercentilesFrom(const HdrHistogram &histogram, double valuesPerUnit);

// loopscope.Counters: {"name": value, ...}. Non-finite values are left out.
QByteArray countersJson(const std::map<QString, double> &counters);

// loopscope.EStopEvent
enum class EStopKind : int { Invalid = 0, Latched, Released };
struct EStopAcknowledgement
{
    QString device;
    bool acknowledged = false;
    QString error; // why not, when not
};
struct EStopEventMessage
{
    EStopKind kind = EStopKind::Invalid;
    QString reason;
    std::vector<EStopAcknowledgement> acknowledgements;
};
QByteArray estopEventJson(const EStopEventMessage &message);

// foxglove.CompressedVideo
struct CompressedVideoMessage
{
    int64_t timestampNs = 0; // Unix epoch
    QString frameId;
    QByteArray data; // one frame, H.264 Annex B for "h264"
    QString format = QStringLiteral("h264");
};
QByteArray compressedVideoJson(const CompressedVideoMessage &message);

} // namespace loopscope::core
