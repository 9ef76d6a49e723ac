#include "core/timing/fingerprint.h"

#include "core/timing/realtime.h"
#include "core/version.h"

#include <QDateTime>
#include <QFile>
#include <QRegularExpression>
#include <QStringList>

#include <sys/prctl.h>
#include <sys/utsname.h>
#include <unistd.h>

namespace loopscope::core {

namespace {

// The whole (small) file, trimmed; empty when absent or unreadable.
QString readSmallFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.read(64 * 1024)).trimmed();
}

QString cpuModelName()
{
    const QString cpuinfo = readSmallFile(QStringLiteral("/proc/cpuinfo"));
    static const QRegularExpression re(QStringLiteral("^(model name|Model|Hardware|cpu model)\\s*:\\s*(.+)$"),
                                       QRegularExpression::MultilineOption);
    const QRegularExpressionMatch match = re.match(cpuinfo);
    return match.hasMatch() ? match.captured(2).trimmed() : QString();
}

// "none voluntary (full) lazy" -> "full"
QString currentDynamicPreemption()
{
    const QString text = readSmallFile(QStringLiteral("/sys/kernel/debug/sched/preempt"));
    static const QRegularExpression re(QStringLiteral("\\(([a-z_]+)\\)"));
    const QRegularExpressionMatch match = re.match(text);
    return match.hasMatch() ? match.captured(1) : QString();
}

QString preemptionModelFrom(const QString &kernelVersion, bool realtime)
{
    static const QRegularExpression rt(QStringLiteral("\\bPREEMPT_RT\\b"));
    static const QRegularExpression dyn(QStringLiteral("\\bPREEMPT_DYNAMIC\\b"));
    static const QRegularExpression lazy(QStringLiteral("\\bPREEMPT_LAZY\\b"));
    static const QRegularExpression full(QStringLiteral("\\bPREEMPT\\b"));
    if (realtime || kernelVersion.contains(rt))
        return QStringLiteral("PREEMPT_RT");
    QString model;
    if (kernelVersion.contains(dyn))
        model = QStringLiteral("PREEMPT_DYNAMIC");
    else if (kernelVersion.contains(lazy))
        model = QStringLiteral("PREEMPT_LAZY");
    else if (kernelVersion.contains(full))
        model = QStringLiteral("PREEMPT");
    else if (!kernelVersion.isEmpty())
        model = QStringLiteral("none");
    const QString current = currentDynamicPreemption();
    if (!current.isEmpty())
        model += QStringLiteral(" (%1)").arg(current);
    return model;
}

} // namespace

EnvironmentFingerprint EnvironmentFingerprint::capture()
{
    EnvironmentFingerprint fp;
    utsname names{};
    if (uname(&names) == 0) {
        fp.hostname = QString::fromLocal8Bit(names.nodename);
        fp.kernelRelease = QString::fromLocal8Bit(names.release);
        fp.kernelVersion = QString::fromLocal8Bit(names.version);
    }
    const bool realtimeFlag = readSmallFile(QStringLiteral("/sys/kernel/realtime")) == QLatin1String("1");
    fp.preemptionModel = preemptionModelFrom(fp.kernelVersion, realtimeFlag);
    fp.preemptRt = fp.preemptionModel == QLatin1String("PREEMPT_RT");
    fp.cpuModel = cpuModelName();
    const long online = sysconf(_SC_NPROCESSORS_ONLN);
    fp.cpuCount = online > 0 ? static_cast<int>(online) : 0;
    fp.governor = readSmallFile(QStringLiteral("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor"));
    fp.clocksource =
        readSmallFile(QStringLiteral("/sys/devices/system/clocksource/clocksource0/current_clocksource"));
    const int slack = prctl(PR_GET_TIMERSLACK, 0, 0, 0, 0);
    fp.timerSlackNs = slack >= 0 ? slack : -1;
    fp.cpuDmaLatencyHeld = CpuDmaLatencyHold::heldByAnyone();
    fp.loopscopeVersion = QString::fromLatin1(kVersion);
    fp.gitRevision = QString::fromLatin1(kGitRevision);
    fp.capturedAtUtc = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    return fp;
}

QJsonObject EnvironmentFingerprint::toJson() const
{
    QJsonObject json;
    json[QStringLiteral("hostname")] = hostname;
    json[QStringLiteral("kernel_release")] = kernelRelease;
    json[QStringLiteral("kernel_version")] = kernelVersion;
    json[QStringLiteral("preempt_rt")] = preemptRt;
    json[QStringLiteral("preemption_model")] = preemptionModel;
    json[QStringLiteral("cpu_model")] = cpuModel;
    json[QStringLiteral("cpu_count")] = cpuCount;
    json[QStringLiteral("governor")] = governor;
    json[QStringLiteral("clocksource")] = clocksource;
    json[QStringLiteral("timer_slack_ns")] = timerSlackNs;
    json[QStringLiteral("cpu_dma_latency_held")] = cpuDmaLatencyHeld;
    json[QStringLiteral("realtime_grant")] = realtimeGrant;
    json[QStringLiteral("loopscope_version")] = loopscopeVersion;
    json[QStringLiteral("git_revision")] = gitRevision;
    json[QStringLiteral("captured_at_utc")] = capturedAtUtc;
    return json;
}

EnvironmentFingerprint EnvironmentFingerprint::fromJson(const QJsonObject &json)
{
    EnvironmentFingerprint fp;
    fp.hostname = json.value(QStringLiteral("hostname")).toString();
    fp.kernelRelease = json.value(QStringLiteral("kernel_release")).toString();
    fp.kernelVersion = json.value(QStringLiteral("kernel_version")).toString();
    fp.preemptRt = json.value(QStringLiteral("preempt_rt")).toBool();
    fp.preemptionModel = json.value(QStringLiteral("preemption_model")).toString();
    fp.cpuModel = json.value(QStringLiteral("cpu_model")).toString();
    fp.cpuCount = json.value(QStringLiteral("cpu_count")).toInt();
    fp.governor = json.value(QStringLiteral("governor")).toString();
    fp.clocksource = json.value(QStringLiteral("clocksource")).toString();
    fp.timerSlackNs = json.value(QStringLiteral("timer_slack_ns")).toInteger(-1);
    fp.cpuDmaLatencyHeld = json.value(QStringLiteral("cpu_dma_latency_held")).toBool();
    fp.realtimeGrant = json.value(QStringLiteral("realtime_grant")).toString();
    fp.loopscopeVersion = json.value(QStringLiteral("loopscope_version")).toString();
    fp.gitRevision = json.value(QStringLiteral("git_revision")).toString();
    fp.capturedAtUtc = json.value(QStringLiteral("captured_at_utc")).toString();
    return fp;
}

QString EnvironmentFingerprint::toText() const
{
    const auto orNone = [](const QString &value) {
        return value.isEmpty() ? QStringLiteral("(unknown)") : value;
    };
    QStringList lines;
    lines << QStringLiteral("host: %1").arg(orNone(hostname));
    lines << QStringLiteral("kernel: %1 %2").arg(orNone(kernelRelease), kernelVersion);
    lines << QStringLiteral("preemption: %1%2")
                 .arg(orNone(preemptionModel), preemptRt ? QStringLiteral(" (real-time kernel)") : QString());
    lines << QStringLiteral("cpu: %1 x %2").arg(cpuCount).arg(orNone(cpuModel));
    lines
        << QStringLiteral("governor: %1").arg(governor.isEmpty() ? QStringLiteral("(no cpufreq)") : governor);
    lines << QStringLiteral("clocksource: %1").arg(orNone(clocksource));
    lines << QStringLiteral("timer slack: %1")
                 .arg(timerSlackNs >= 0 ? QStringLiteral("%1 ns").arg(timerSlackNs)
                                        : QStringLiteral("(unknown)"));
    lines << QStringLiteral("cpu_dma_latency held: %1")
                 .arg(cpuDmaLatencyHeld ? QStringLiteral("yes") : QStringLiteral("no"));
    if (!realtimeGrant.isEmpty())
        lines << QStringLiteral("measuring thread: %1").arg(realtimeGrant);
    lines << QStringLiteral("loopscope: %1 (%2)").arg(orNone(loopscopeVersion), orNone(gitRevision));
    if (!capturedAtUtc.isEmpty())
        lines << QStringLiteral("captured: %1").arg(capturedAtUtc);
    return lines.join(QLatin1Char('\n'));
}

} // namespace loopscope::core
