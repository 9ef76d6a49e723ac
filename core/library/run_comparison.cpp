#include "core/library/run_comparison.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace loopscope::core {

namespace {

struct Metric
{
    const char *key;
    double percentile; // < 0: special
};

constexpr double kMax = -1, kMean = -2, kCount = -3;

const Metric kMetrics[] = {
    {"p50", 50.0},     {"p90", 90.0}, {"p99", 99.0},   {"p99.9", 99.9},
    {"p99.99", 99.99}, {"max", kMax}, {"mean", kMean}, {"count", kCount},
};

double metricValue(const HdrHistogram &h, double percentile)
{
    if (percentile == kCount)
        return double(h.totalCount());
    if (h.totalCount() == 0)
        return 0;
    if (percentile == kMax)
        return double(h.max());
    if (percentile == kMean)
        return h.mean();
    return double(h.valueAtPercentile(percentile));
}

double ratioOf(double candidate, double baseline)
{
    if (baseline == 0)
        return candidate == 0 ? 1.0 : std::numeric_limits<double>::infinity();
    return candidate / baseline;
}

QString valueText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(value.toDouble(), 'g', 15);
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Null:
        return QStringLiteral("null");
    default:
        return {};
    }
}

void flatten(const QJsonValue &value, const QString &prefix, std::map<QString, QString> *out)
{
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        if (object.isEmpty() && !prefix.isEmpty())
            (*out)[prefix] = QStringLiteral("{}");
        for (auto it = object.begin(); it != object.end(); ++it)
            flatten(it.value(), prefix.isEmpty() ? it.key() : prefix + QLatin1Char('.') + it.key(), out);
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        if (array.isEmpty())
            (*out)[prefix] = QStringLiteral("[]");
        for (qsizetype i = 0; i < array.size(); ++i)
            flatten(array.at(i), QStringLiteral("%1[%2]").arg(prefix).arg(i), out);
    } else {
        (*out)[prefix] = valueText(value);
    }
}

QString micros(double ns)
{
    return QString::number(ns / 1000.0, 'f', ns < 10'000 ? 3 : 1);
}

QJsonValue finiteOrNull(double value)
{
    return std::isfinite(value) ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

} // namespace

QString runLabel(qint64 id, const QString &name)
{
    return id > 0 ? QStringLiteral("#%1 %2").arg(id).arg(name) : name;
}

QString runLabel(const RunData &run)
{
    return runLabel(run.id, run.name);
}

std::optional<std::vector<RunData>> baselineFirst(std::vector<RunData> runs, qint64 baselineId, QString *error)
{
    if (runs.empty()) {
        if (error)
            *error = QStringLiteral("no run to compare");
        return std::nullopt;
    }
    if (baselineId == 0)
        return runs;
    const auto it =
        std::find_if(runs.begin(), runs.end(), [baselineId](const RunData &run) { return run.id == baselineId; });
    if (it == runs.end()) {
        if (error) {
            QStringList ids;
            for (const RunData &run : runs)
                ids << runLabel(run);
            *error = QStringLiteral("the baseline #%1 is not one of the compared runs (%2)")
                         .arg(baselineId)
                         .arg(ids.join(QStringLiteral(", ")));
        }
        return std::nullopt;
    }
    std::rotate(runs.begin(), it, it + 1); // the baseline first, the others keep their order
    return runs;
}

QStringList RunComparison::candidateLabels() const
{
    QStringList labels;
    for (qsizetype i = 0; i < m_candidateNames.size(); ++i)
        labels << runLabel(m_candidateIds[size_t(i)], m_candidateNames[i]);
    return labels;
}

QString ThresholdViolation::describe() const
{
    const QString ratioText = std::isfinite(ratio) ? QString::number(ratio, 'f', 3) : QStringLiteral("inf");
    return QStringLiteral("%1: %2 is %3 x the baseline (limit %4): %5 µs vs %6 µs")
        .arg(candidateName, key, ratioText, QString::number(maxRatio), micros(candidateNs),
             micros(baselineNs));
}

QStringList RunComparison::metricKeys()
{
    QStringList keys;
    for (const Metric &m : kMetrics)
        keys << QString::fromLatin1(m.key);
    return keys;
}

QString RunComparison::firstCommonChannel(const RunData &baseline, const std::vector<RunData> &candidates)
{
    for (const RunChannel &channel : baseline.channels) {
        bool everywhere = true;
        for (const RunData &candidate : candidates)
            everywhere = everywhere && candidate.channel(channel.tag) != nullptr;
        if (everywhere)
            return channel.tag;
    }
    return {};
}

bool RunComparison::compare(const RunData &baseline, const std::vector<RunData> &candidates,
                            const QString &channelTag, QString *error)
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (candidates.empty())
        return fail(QStringLiteral("no candidate run to compare with the baseline"));
    QString tag = channelTag;
    if (tag.isEmpty()) {
        tag = firstCommonChannel(baseline, candidates);
        if (tag.isEmpty())
            return fail(QStringLiteral("the runs have no channel in common (baseline '%1' has: %2)")
                            .arg(baseline.name, [&] {
                                QStringList tags;
                                for (const RunChannel &c : baseline.channels)
                                    tags << c.tag;
                                return tags.isEmpty() ? QStringLiteral("none")
                                                      : tags.join(QStringLiteral(", "));
                            }()));
    }
    std::vector<const RunData *> runs{&baseline};
    for (const RunData &candidate : candidates)
        runs.push_back(&candidate);
    std::vector<HdrHistogram> histograms;
    for (const RunData *run : runs) {
        const RunChannel *channel = run->channel(tag);
        if (!channel)
            return fail(QStringLiteral("run '%1' has no channel '%2'").arg(run->name, tag));
        histograms.push_back(channel->total);
    }

    m_tag = tag;
    m_baselineName = baseline.name;
    m_baselineId = baseline.id;
    m_candidateNames.clear();
    m_candidateIds.clear();
    for (const RunData &candidate : candidates) {
        m_candidateNames << candidate.name;
        m_candidateIds.push_back(candidate.id);
    }
    m_histograms = std::move(histograms);
    m_rows.clear();
    for (const Metric &m : kMetrics) {
        ComparisonRow row;
        row.key = QString::fromLatin1(m.key);
        row.baseline = metricValue(m_histograms.front(), m.percentile);
        for (size_t i = 1; i < m_histograms.size(); ++i) {
            const double value = metricValue(m_histograms[i], m.percentile);
            row.candidates.push_back(value);
            row.ratios.push_back(ratioOf(value, row.baseline));
        }
        m_rows.push_back(std::move(row));
    }
    m_fingerprintDiffs.clear();
    for (const RunData &candidate : candidates)
        m_fingerprintDiffs.push_back(
            diffJson(baseline.fingerprint, candidate.fingerprint, {QStringLiteral("captured_at_utc")}));
    return true;
}

const ComparisonRow *RunComparison::row(const QString &key) const
{
    for (const ComparisonRow &r : m_rows)
        if (r.key == key)
            return &r;
    return nullptr;
}

const std::vector<FingerprintDifference> &RunComparison::fingerprintDifferences(int candidate) const
{
    static const std::vector<FingerprintDifference> none;
    if (candidate < 0 || size_t(candidate) >= m_fingerprintDiffs.size())
        return none;
    return m_fingerprintDiffs[size_t(candidate)];
}

std::optional<std::vector<RatioThreshold>> RunComparison::parseThresholds(const QString &spec, QString *error)
{
    const auto fail = [error](const QString &message) -> std::optional<std::vector<RatioThreshold>> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    static const std::map<QString, QString> aliases{
        {QStringLiteral("p999"), QStringLiteral("p99.9")},
        {QStringLiteral("p9999"), QStringLiteral("p99.99")},
    };
    if (spec.trimmed().isEmpty())
        return fail(QStringLiteral("empty threshold list (expected e.g. 'p99=1.2,max=2')"));
    std::vector<RatioThreshold> out;
    for (const QString &rawPart : spec.split(QLatin1Char(','))) {
        const QString part = rawPart.trimmed();
        if (part.isEmpty())
            return fail(QStringLiteral("empty threshold in '%1' (expected e.g. 'p99=1.2,max=2')").arg(spec));
        const qsizetype eq = part.indexOf(QLatin1Char('='));
        if (eq < 0)
            return fail(
                QStringLiteral("threshold '%1' has no '=' (expected KEY=RATIO, e.g. p99=1.2)").arg(part));
        QString key = part.left(eq).trimmed().toLower();
        const QString ratioText = part.mid(eq + 1).trimmed();
        if (auto alias = aliases.find(key); alias != aliases.end())
            key = alias->second;
        const QStringList keys = metricKeys();
        if (key == QLatin1String("count"))
            return fail(
                QStringLiteral("threshold '%1': count has no ratio limit (use a latency: p50, p90, p99, "
                               "p99.9, p99.99, max, mean)")
                    .arg(part));
        if (!keys.contains(key))
            return fail(
                QStringLiteral("threshold '%1': unknown metric '%2' (known: p50, p90, p99, p99.9, p99.99, "
                               "max, mean)")
                    .arg(part, part.left(eq).trimmed()));
        bool ok = false;
        const double ratio = ratioText.toDouble(&ok);
        if (!ok || !std::isfinite(ratio) || ratio <= 0)
            return fail(QStringLiteral("threshold '%1': the ratio '%2' is not a positive number")
                            .arg(part, ratioText));
        for (const RatioThreshold &t : out)
            if (t.key == key)
                return fail(QStringLiteral("threshold for %1 given twice in '%2'").arg(key, spec));
        out.push_back({key, ratio});
    }
    return out;
}

std::vector<ThresholdViolation> RunComparison::check(const std::vector<RatioThreshold> &thresholds) const
{
    std::vector<ThresholdViolation> out;
    for (const RatioThreshold &t : thresholds) {
        const ComparisonRow *r = row(t.key);
        if (!r)
            continue;
        for (size_t i = 0; i < r->ratios.size(); ++i) {
            // A relative tolerance keeps "exactly at the limit" a pass.
            if (!(r->ratios[i] > t.maxRatio * (1 + 1e-9)))
                continue;
            ThresholdViolation v;
            v.candidate = int(i);
            v.candidateName = runLabel(m_candidateIds[i], m_candidateNames.value(qsizetype(i)));
            v.key = t.key;
            v.ratio = r->ratios[i];
            v.maxRatio = t.maxRatio;
            v.baselineNs = r->baseline;
            v.candidateNs = r->candidates[i];
            out.push_back(v);
        }
    }
    return out;
}

QJsonObject RunComparison::toJson() const
{
    QJsonObject json;
    json.insert(QStringLiteral("channel"), m_tag);
    json.insert(QStringLiteral("baseline"), m_baselineName);
    json.insert(QStringLiteral("baseline_id"), m_baselineId);
    json.insert(QStringLiteral("baseline_label"), baselineLabel());
    json.insert(QStringLiteral("candidates"), QJsonArray::fromStringList(m_candidateNames));
    QJsonArray candidateIds;
    for (qint64 id : m_candidateIds)
        candidateIds.append(id);
    json.insert(QStringLiteral("candidate_ids"), candidateIds);
    json.insert(QStringLiteral("candidate_labels"), QJsonArray::fromStringList(candidateLabels()));
    QJsonArray rows;
    for (const ComparisonRow &r : m_rows) {
        QJsonObject row;
        row.insert(QStringLiteral("metric"), r.key);
        row.insert(QStringLiteral("baseline"), r.baseline);
        QJsonArray values, ratios;
        for (size_t i = 0; i < r.candidates.size(); ++i) {
            values.append(r.candidates[i]);
            ratios.append(finiteOrNull(r.ratios[i]));
        }
        row.insert(QStringLiteral("candidates"), values);
        row.insert(QStringLiteral("ratios"), ratios);
        rows.append(row);
    }
    json.insert(QStringLiteral("unit"), QStringLiteral("ns"));
    json.insert(QStringLiteral("rows"), rows);
    QJsonArray diffs;
    for (size_t i = 0; i < m_fingerprintDiffs.size(); ++i) {
        QJsonArray list;
        for (const FingerprintDifference &difference : m_fingerprintDiffs[i])
            list.append(QJsonObject{{QStringLiteral("key"), difference.key},
                                    {QStringLiteral("baseline"), difference.baseline},
                                    {QStringLiteral("candidate"), difference.candidate}});
        diffs.append(QJsonObject{{QStringLiteral("candidate"), m_candidateNames.value(qsizetype(i))},
                                 {QStringLiteral("candidate_id"), m_candidateIds[i]},
                                 {QStringLiteral("differences"), list}});
    }
    json.insert(QStringLiteral("fingerprint_differences"), diffs);
    return json;
}

std::vector<FingerprintDifference>
RunComparison::diffJson(const QJsonObject &baseline, const QJsonObject &candidate, const QStringList &ignored)
{
    std::map<QString, QString> a, b;
    flatten(baseline, QString(), &a);
    flatten(candidate, QString(), &b);
    std::map<QString, std::pair<std::optional<QString>, std::optional<QString>>> all;
    for (const auto &[key, value] : a)
        all[key].first = value;
    for (const auto &[key, value] : b)
        all[key].second = value;
    std::vector<FingerprintDifference> out;
    const QString absent = QStringLiteral("(absent)");
    for (const auto &[key, values] : all) {
        if (ignored.contains(key) || values.first == values.second)
            continue;
        out.push_back({key, values.first.value_or(absent), values.second.value_or(absent)});
    }
    return out;
}

} // namespace loopscope::core
