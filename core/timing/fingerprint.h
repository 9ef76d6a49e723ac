#pragma once
// The environment fingerprint attached to every result, so that two runs can
// be compared honestly.

#include <QJsonObject>
#include <QString>

namespace loopscope::core {

struct EnvironmentFingerprint
{
    QString hostname;
    QString kernelRelease;        // uname -r
    QString kernelVersion;        // uname -v (shows PREEMPT / PREEMPT_RT)
    bool preemptRt = false;       // /sys/kernel/realtime or "PREEMPT_RT" in uname -v
    QString preemptionModel;      // "PREEMPT_RT", "PREEMPT", "PREEMPT_DYNAMIC", "none", ...
    QString cpuModel;
    int cpuCount = 0;
    QString governor;             // empty when cpufreq is absent
    QString clocksource;          // /sys/devices/system/clocksource/clocksource0/current_clocksource
    qint64 timerSlackNs = -1;     // prctl(PR_GET_TIMERSLACK)
    bool cpuDmaLatencyHeld = false;
    QString realtimeGrant;        // RealtimeGrant::summary() of the measuring thread
    QString loopscopeVersion;
    QString gitRevision;
    QString capturedAtUtc;        // ISO 8601

    static EnvironmentFingerprint capture();
    QJsonObject toJson() const;
    static EnvironmentFingerprint fromJson(const QJsonObject &json);
    // "key: value" lines, for CLI output and reports.
    QString toText() const;
};

} // namespace loopscope::core
