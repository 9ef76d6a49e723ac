#include "core/recording/mcap_messages.h"

#include "core/histogram/hdr_histogram.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cmath>

namespace loopscope::core {

namespace {

void putNumber(QJsonObject &object, const char *key, double value)
{
    if (std::isfinite(value))
        object.insert(QLatin1String(key), value);
}

void putText(QJsonObject &object, const char *key, const QString &value)
{
    if (!value.isEmpty())
        object.insert(QLatin1String(key), value);
}

// Foxglove's time: {sec, nsec}; before the epoch is clamped to 0.
QJsonObject timeObject(int64_t ns)
{
    const int64_t t = std::max<int64_t>(ns, 0);
    return QJsonObject{{QStringLiteral("sec"), static_cast<qint64>(t / 1'000'000'000)},
                       {QStringLiteral("nsec"), static_cast<qint64>(t % 1'000'000'000)}};
}

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

} // namespace

QByteArray actuatorTelemetryJson(const ActuatorTelemetryMessage &m)
{
    QJsonObject o{{QStringLiteral("device"), m.device},
                  {QStringLiteral("mode"), m.mode},
                  {QStringLiteral("device_mode"), m.deviceMode},
                  {QStringLiteral("fault_code"), m.faultCode}};
    putNumber(o, "position_deg", m.positionDeg);
    putNumber(o, "velocity_deg_s", m.velocityDegS);
    putNumber(o, "effort", m.effort);
    putText(o, "effort_unit", m.effortUnit);
    putNumber(o, "current_A", m.currentA);
    putNumber(o, "temperature_C", m.temperatureC);
    putNumber(o, "voltage_V", m.voltageV);
    putText(o, "fault", m.fault);
    if (m.gap)
        o.insert(QStringLiteral("gap"), true);
    return compact(o);
}

QByteArray actuatorCommandJson(const ActuatorCommandMessage &m)
{
    QJsonObject o{{QStringLiteral("device"), m.device}, {QStringLiteral("mode"), m.mode}};
    putNumber(o, "position_deg", m.positionDeg);
    putNumber(o, "velocity_deg_s", m.velocityDegS);
    putNumber(o, "effort", m.effort);
    putText(o, "effort_unit", m.effortUnit);
    putNumber(o, "kp_scale", m.kpScale);
    putNumber(o, "kd_scale", m.kdScale);
    putNumber(o, "max_effort", m.maxEffort);
    putText(o, "source", m.source);
    return compact(o);
}

QByteArray intervalPercentilesJson(const IntervalPercentilesMessage &m)
{
    QJsonObject o{{QStringLiteral("run"), m.run},
                  {QStringLiteral("channel"), m.channel},
                  {QStringLiteral("unit"), m.unit},
                  {QStringLiteral("interval_start"), timeObject(m.intervalStartNs)},
                  {QStringLiteral("interval_end"), timeObject(m.intervalEndNs)},
                  {QStringLiteral("count"), static_cast<qint64>(m.count)}};
    if (m.count > 0) {
        putNumber(o, "p50", m.p50);
        putNumber(o, "p90", m.p90);
        putNumber(o, "p99", m.p99);
        putNumber(o, "p99_9", m.p99_9);
        putNumber(o, "p99_99", m.p99_99);
        putNumber(o, "max", m.max);
    }
    return compact(o);
}

IntervalPercentilesMessage intervalPercentilesFrom(const HdrHistogram &histogram, double valuesPerUnit)
{
    const double scale = valuesPerUnit > 0 ? 1.0 / valuesPerUnit : 1.0;
    const auto at = [&](double percentile) {
        return static_cast<double>(histogram.valueAtPercentile(percentile)) * scale;
    };
    IntervalPercentilesMessage m;
    m.count = histogram.totalCount();
    m.p50 = at(50);
    m.p90 = at(90);
    m.p99 = at(99);
    m.p99_9 = at(99.9);
    m.p99_99 = at(99.99);
    m.max = static_cast<double>(histogram.max()) * scale;
    return m;
}

QByteArray countersJson(const std::map<QString, double> &counters)
{
    QJsonObject o;
    for (const auto &[name, value] : counters) {
        if (std::isfinite(value))
            o.insert(name, value);
    }
    return compact(o);
}

QByteArray estopEventJson(const EStopEventMessage &m)
{
    QJsonArray acknowledgements;
    for (const EStopAcknowledgement &a : m.acknowledgements) {
        QJsonObject ack{{QStringLiteral("device"), a.device},
                        {QStringLiteral("acknowledged"), a.acknowledged}};
        putText(ack, "error", a.error);
        acknowledgements.append(ack);
    }
    const QString kind = m.kind == EStopKind::Latched    ? QStringLiteral("latched")
                         : m.kind == EStopKind::Released ? QStringLiteral("released")
                                                         : QString();
    return compact(QJsonObject{{QStringLiteral("kind"), kind},
                               {QStringLiteral("reason"), m.reason},
                               {QStringLiteral("acknowledgements"), acknowledgements}});
}

QByteArray compressedVideoJson(const CompressedVideoMessage &m)
{
    return compact(QJsonObject{{QStringLiteral("timestamp"), timeObject(m.timestampNs)},
                               {QStringLiteral("frame_id"), m.frameId},
                               {QStringLiteral("data"), QString::fromLatin1(m.data.toBase64())},
                               {QStringLiteral("format"), m.format}});
}

} // namespace loopscope::core
