#include "core/report/report_model.h"

#include "core/experiment/experiment.h"
#include "core/library/run_comparison.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <limits>

namespace loopscope::core {

namespace {

// "offset +- bound (drift, exchanges)" of a fleet run's clock JSON.
QString clockText(const QVariantMap &c)
{
    if (!c.value(QStringLiteral("valid")).toBool())
        return QStringLiteral("not measured (%1 exchanges)").arg(c.value(QStringLiteral("exchanges")).toInt());
    QString text = QStringLiteral("%1 ms ± %2 ms over %3 exchanges (least round trip %4 ms)")
                       .arg(c.value(QStringLiteral("offset_ms")).toDouble(), 0, 'f', 3)
                       .arg(c.value(QStringLiteral("bound_ms")).toDouble(), 0, 'f', 3)
                       .arg(c.value(QStringLiteral("exchanges")).toInt())
                       .arg(c.value(QStringLiteral("best_delay_ms")).toDouble(), 0, 'f', 3);
    if (c.value(QStringLiteral("drift_known")).toBool())
        text += QStringLiteral(", drift %1 ± %2 ppm")
                    .arg(c.value(QStringLiteral("drift_ppm")).toDouble(), 0, 'f', 2)
                    .arg(c.value(QStringLiteral("drift_bound_ppm")).toDouble(), 0, 'f', 2);
    return text;
}

std::vector<ReportField> fleetClockFields(const QVariantMap &params)
{
    std::vector<ReportField> out;
    const QVariantMap fleet = params.value(QStringLiteral("fleet")).toMap();
    for (auto it = fleet.begin(); it != fleet.end(); ++it) {
        const QVariantMap agent = it.value().toMap();
        out.push_back({QStringLiteral("%1 clock (minus the controller's)").arg(it.key()),
                       clockText(agent.value(QStringLiteral("clock")).toMap())});
        const QVariantMap oneWay = agent.value(QStringLiteral("one_way")).toMap();
        for (auto d = oneWay.begin(); d != oneWay.end(); ++d) {
            if (d.value().typeId() != QMetaType::QVariantMap)
                continue;
            const QVariantMap v = d.value().toMap();
            out.push_back({QStringLiteral("%1 one way %2").arg(it.key(), d.key()),
                           v.value(QStringLiteral("meaningful")).toBool()
                               ? QStringLiteral("median %1 ms ± %2 ms (clock error)")
                                     .arg(v.value(QStringLiteral("median_ms")).toDouble(), 0, 'f', 3)
                                     .arg(v.value(QStringLiteral("error_bound_ms")).toDouble(), 0, 'f', 3)
                               : v.value(QStringLiteral("reason")).toString()});
        }
    }
    const QVariantMap peer = params.value(QStringLiteral("fleet_peer")).toMap();
    if (!peer.isEmpty())
        out.push_back({QStringLiteral("peer %1 (%2 on %3) clock").arg(peer.value(QStringLiteral("agent")).toString(),
                                                                      peer.value(QStringLiteral("service")).toString(),
                                                                      peer.value(QStringLiteral("address")).toString()),
                       clockText(peer.value(QStringLiteral("clock")).toMap())});
    return out;
}


// The fingerprint keys in the order a person reads them, with labels.
struct FingerprintKey
{
    const char *key;
    const char *label;
};
const FingerprintKey kFingerprintKeys[] = {
    {"hostname", "Host"},
    {"kernel_release", "Kernel release"},
    {"kernel_version", "Kernel version"},
    {"preempt_rt", "PREEMPT_RT"},
    {"preemption_model", "Preemption model"},
    {"cpu_model", "CPU"},
    {"cpu_count", "CPU count"},
    {"governor", "Frequency governor"},
    {"clocksource", "Clocksource"},
    {"timer_slack_ns", "Timer slack (ns)"},
    {"cpu_dma_latency_held", "/dev/cpu_dma_latency held"},
    {"realtime_grant", "Measuring thread"},
    {"loopscope_version", "Loopscope version"},
    {"git_revision", "Git revision"},
    {"captured_at_utc", "Captured at (UTC)"},
};

QString jsonText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("yes") : QStringLiteral("no");
    case QJsonValue::Double: {
        const double d = value.toDouble();
        if (std::abs(d) < 9e15 && d == std::floor(d))
            return QString::number(qint64(d));
        return QString::number(d, 'g', 10);
    }
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Array:
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    case QJsonValue::Object:
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    default:
        return QString();
    }
}

std::vector<ReportField> fingerprintFields(const QJsonObject &json)
{
    std::vector<ReportField> fields;
    QSet<QString> known;
    for (const FingerprintKey &k : kFingerprintKeys) {
        const QString key = QString::fromLatin1(k.key);
        known.insert(key);
        if (json.contains(key))
            fields.push_back({QString::fromLatin1(k.label), jsonText(json.value(key))});
    }
    for (auto it = json.begin(); it != json.end(); ++it) {
        if (!known.contains(it.key()))
            fields.push_back({it.key(), jsonText(it.value())});
    }
    return fields;
}

QString variantText(const QVariant &value)
{
    if (value.typeId() == QMetaType::QVariantMap || value.typeId() == QMetaType::QVariantList)
        return QString::fromUtf8(QJsonDocument::fromVariant(value).toJson(QJsonDocument::Compact));
    if (value.typeId() == QMetaType::Bool)
        return value.toBool() ? QStringLiteral("yes") : QStringLiteral("no");
    return value.toString();
}

ReportChannel channelSummary(const RunChannel &channel)
{
    ReportChannel out;
    out.tag = channel.tag;
    out.title = channel.title;
    const HdrHistogram &h = channel.total;
    out.count = h.totalCount();
    out.meanNs = out.count > 0 ? h.mean() : 0;
    out.minNs = out.count > 0 ? h.min() : 0;
    for (const ReportStat &stat : reportStats()) {
        if (stat.key == QLatin1String("count"))
            out.values.push_back(out.count);
        else if (out.count == 0)
            out.values.push_back(-1);
        else if (stat.key == QLatin1String("max"))
            out.values.push_back(h.max());
        else if (stat.key == QLatin1String("mean"))
            out.values.push_back(qint64(std::llround(out.meanNs)));
        else
            out.values.push_back(h.valueAtPercentile(stat.percentile));
    }
    const IntervalSeries &series = channel.intervals;
    out.intervalCount = int(series.intervalCount());
    out.emptyIntervals = int(series.emptyIntervalCount());
    if (series.worst().count > 0) {
        out.worstIntervalMaxNs = series.worst().maxNs;
        out.worstIntervalAtS = series.worst().startS;
    }
    if (const HdrHistogram &maxima = series.intervalMaxima(); maxima.totalCount() > 0)
        out.medianIntervalMaxNs = maxima.medianEquivalentValue(maxima.valueAtPercentile(50));
    out.intervalLengthS = series.medianIntervalLengthS();
    return out;
}

QString dateText(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODate) : QString();
}

ReportRun buildRun(const RunData &run, const ReportOptions &options, int index)
{
    ReportRun r;
    r.id = run.id;
    r.label = runLabel(run);
    r.name = run.name;
    r.kind = run.kind;
    r.state = run.state;
    r.failureReason = run.failureReason;
    r.warning = run.warning;
    r.note = run.note;
    r.tags = run.tags;
    r.started = dateText(run.started);
    r.ended = dateText(run.ended);
    r.duration = formatReportDuration(run.durationS);
    r.host = run.fingerprint.value(QStringLiteral("hostname")).toString();
    r.counters = run.counters;
    r.fingerprint = fingerprintFields(run.fingerprint);
    r.clocks = fleetClockFields(run.params);

    const ProbeKindSpec *spec = ProbeRegistry::instance().find(run.kind);
    r.kindKnown = spec != nullptr;
    r.kindTitle = !run.title.isEmpty() ? run.title : (spec ? spec->title : run.kind);
    if (spec) {
        r.method = spec->method.isEmpty() ? spec->summary : spec->method;
        for (const ParamSpec &p : spec->params) {
            if (run.params.contains(p.key))
                r.params.push_back({p.label, formatParam(p, run.params.value(p.key)), p.help});
        }
        for (auto it = run.params.begin(); it != run.params.end(); ++it) {
            if (it.key() == QLatin1String("fleet") || it.key() == QLatin1String("fleet_peer"))
                continue; // the clocks section says it
            if (!spec->find(it.key()))
                r.params.push_back({it.key(), variantText(it.value()),
                                    QStringLiteral("(not a parameter of this "
                                                   "probe kind in this build)")});
        }
    } else {
        r.method =
            QStringLiteral("The probe kind \"%1\" is not known to this build of Loopscope; its parameters "
                           "are shown as they were recorded.")
                .arg(run.kind);
        for (auto it = run.params.begin(); it != run.params.end(); ++it)
            r.params.push_back({it.key(), variantText(it.value()), QString()});
    }

    std::vector<NamedHistogram> curves;
    std::vector<NamedIntervals> intervals;
    for (const RunChannel &channel : run.channels) {
        if (!options.channelTag.isEmpty() && channel.tag != options.channelTag)
            continue;
        r.channels.push_back(channelSummary(channel));
        curves.push_back({channel.tag, &channel.total});
        intervals.push_back({channel.tag, &channel.intervals});
    }
    const QString prefix = QStringLiteral("run%1-").arg(index);
    r.charts.push_back({prefix + QStringLiteral("percentiles"),
                        percentileChartSpec(QStringLiteral("Latency by percentile"), curves)});
    r.charts.push_back({prefix + QStringLiteral("interval-max"),
                        intervalMaxChartSpec(QStringLiteral("Maximum per interval"), intervals)});
    return r;
}

const RunChannel *findChannel(const RunData &run, const QString &tag)
{
    for (const RunChannel &c : run.channels) {
        if (c.tag == tag)
            return &c;
    }
    return nullptr;
}


} // namespace

const std::vector<ReportStat> &reportStats()
{
    static const std::vector<ReportStat> stats{
        {QStringLiteral("p50"), 50.0},   {QStringLiteral("p90"), 90.0},     {QStringLiteral("p99"), 99.0},
        {QStringLiteral("p99.9"), 99.9}, {QStringLiteral("p99.99"), 99.99}, {QStringLiteral("max"), -1},
        {QStringLiteral("mean"), -1},    {QStringLiteral("count"), -1},
    };
    return stats;
}

qint64 ReportChannel::value(const QString &statKey) const
{
    const std::vector<ReportStat> &stats = reportStats();
    for (size_t i = 0; i < stats.size() && i < values.size(); ++i) {
        if (stats[i].key == statKey)
            return values[i];
    }
    return -1;
}

bool buildReportModel(const std::vector<RunData> &givenRuns, const ReportOptions &options, ReportModel *model,
                      QString *error)
{
    if (givenRuns.empty()) {
        if (error)
            *error = QStringLiteral("no run to report");
        return false;
    }
    const std::optional<std::vector<RunData>> ordered = baselineFirst(givenRuns, options.baselineId, error);
    if (!ordered)
        return false;
    const std::vector<RunData> &runs = *ordered;
    if (!options.channelTag.isEmpty()) {
        for (const RunData &run : runs) {
            if (!findChannel(run, options.channelTag)) {
                QStringList known;
                for (const RunChannel &c : run.channels)
                    known << c.tag;
                if (error)
                    *error =
                        QStringLiteral("run \"%1\" has no channel \"%2\" (it has: %3)")
                            .arg(run.name, options.channelTag,
                                 known.isEmpty() ? QStringLiteral("none") : known.join(QStringLiteral(", ")));
                return false;
            }
        }
    }
    ReportModel m;
    m.generatedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    for (size_t i = 0; i < runs.size(); ++i)
        m.runs.push_back(buildRun(runs[i], options, int(i)));
    if (runs.size() == 1) {
        m.title = QStringLiteral("Loopscope report: %1").arg(runLabel(runs.front()));
    } else {
        QStringList names;
        for (size_t i = 1; i < runs.size(); ++i)
            names << runLabel(runs[i]);
        m.title = QStringLiteral("Loopscope comparison: %1 vs %2")
                      .arg(runLabel(runs.front()), names.join(QStringLiteral(", ")));
    }

    // Comparison: every channel of the baseline, each percentile with ratios.
    if (runs.size() > 1) {
        const RunData &baseline = runs.front();
        for (const RunChannel &base : baseline.channels) {
            if (!options.channelTag.isEmpty() && base.tag != options.channelTag)
                continue;
            ReportComparison cmp;
            cmp.tag = base.tag;
            cmp.title = base.title;
            std::vector<NamedHistogram> curves{{runLabel(baseline), &base.total}};
            // The candidates that have the channel are compared (the others show no value).
            std::vector<RunData> withChannel;
            std::vector<int> comparedIndex; // per candidate: its index among withChannel, -1 without the channel
            for (size_t i = 1; i < runs.size(); ++i) {
                const RunChannel *c = findChannel(runs[i], base.tag);
                comparedIndex.push_back(c ? int(withChannel.size()) : -1);
                if (c) {
                    withChannel.push_back(runs[i]);
                    curves.push_back({runLabel(runs[i]), &c->total});
                }
            }
            RunComparison comparison;
            const bool compared =
                !withChannel.empty() && comparison.compare(baseline, withChannel, base.tag, nullptr);
            const ReportChannel baseSummary = channelSummary(base);
            for (const ReportStat &stat : reportStats()) {
                if (stat.key == QLatin1String("count"))
                    continue;
                const ComparisonRow *numbers = compared ? comparison.row(stat.key) : nullptr;
                ReportRatioRow row;
                row.statKey = stat.key;
                row.baselineNs = baseSummary.value(stat.key);
                for (const int index : comparedIndex) {
                    // An empty histogram has no percentiles: "—" rather than a ratio of zeros.
                    if (index < 0 || !numbers || baseSummary.count == 0 ||
                        comparison.histograms()[size_t(index) + 1].totalCount() == 0) {
                        row.candidateNs.push_back(-1);
                        row.ratios.push_back(std::numeric_limits<double>::quiet_NaN());
                        continue;
                    }
                    const double value = numbers->candidates[size_t(index)];
                    row.candidateNs.push_back(qint64(std::llround(value)));
                    row.ratios.push_back(numbers->ratios[size_t(index)]);
                }
                cmp.rows.push_back(std::move(row));
            }
            cmp.chart = {
                QStringLiteral("cmp-%1").arg(m.comparisons.size()),
                percentileChartSpec(QStringLiteral("Latency by percentile: %1").arg(base.tag), curves)};
            m.comparisons.push_back(std::move(cmp));
        }
        // Fingerprint differences: every field whose value is not the same in all runs.
        std::vector<QString> labels;
        for (const ReportRun &r : m.runs) {
            for (const ReportField &f : r.fingerprint) {
                if (std::find(labels.begin(), labels.end(), f.label) == labels.end())
                    labels.push_back(f.label);
            }
        }
        for (const QString &label : labels) {
            if (label == QLatin1String("Captured at (UTC)"))
                continue; // always differs; not a difference of the machine
            ReportFingerprintDiff diff;
            diff.label = label;
            for (const ReportRun &r : m.runs) {
                QString value = QStringLiteral("(absent)");
                for (const ReportField &f : r.fingerprint) {
                    if (f.label == label)
                        value = f.value;
                }
                diff.values << value;
            }
            QStringList distinct = diff.values;
            distinct.removeDuplicates();
            if (distinct.size() > 1)
                m.fingerprintDiffs.push_back(diff);
        }
    }
    *model = std::move(m);
    return true;
}

QString formatReportMicros(qint64 ns)
{
    if (ns < 0)
        return QStringLiteral("—");
    const double us = double(ns) / 1000.0;
    int decimals = 0;
    if (us < 10)
        decimals = 3;
    else if (us < 100)
        decimals = 2;
    else if (us < 1000)
        decimals = 1;
    return QString::number(us, 'f', decimals);
}

QString formatReportDuration(double seconds)
{
    if (!(seconds >= 0) || !std::isfinite(seconds))
        return QStringLiteral("—");
    if (seconds < 60)
        return QString::number(seconds, 'f', 1) + QStringLiteral(" s");
    const qint64 total = qint64(std::llround(seconds));
    const qint64 h = total / 3600, min = (total % 3600) / 60, s = total % 60;
    if (h > 0)
        return QStringLiteral("%1 h %2 min").arg(h).arg(min, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1 min %2 s").arg(min).arg(s, 2, 10, QLatin1Char('0'));
}

QString formatReportRatio(double ratio)
{
    if (!std::isfinite(ratio))
        return QStringLiteral("—");
    return QString::number(ratio, 'f', 2) + QStringLiteral("×");
}

} // namespace loopscope::core
