#include "app/cli/cmd_compare.h"

#include "app/cli/cli_options.h"
#include "app/cli/cmd_runs.h"
#include "app/cli/console.h"
#include "app/cli/exit_codes.h"
#include "app/cli/library_option.h"
#include "app/cli/percentile_table.h"
#include "core/library/run_comparison.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <utility>

namespace loopscope::cli {

namespace {

const CommandSpec &compareSpec()
{
    static const CommandSpec spec{
        QStringLiteral("compare"),
        QStringLiteral("compare [RUN...] [--baseline RUN] [--candidate RUN ...] [--channel TAG] "
                       "[--max-ratio p99=1.2,...] [--json] [--library PATH]"),
        QStringLiteral(
            "Compares stored runs: for one channel (default: the first channel every run has) the "
            "p50, p90, p99, p99.9, p99.99, max and mean in µs and the count of the baseline and of "
            "each candidate, with the candidate/baseline ratio; then the keys of the environment "
            "fingerprint whose values differ. The baseline is the run --baseline names, else the first "
            "run named; every other RUN (and each --candidate) is compared with it. Runs are shown as "
            "#ID NAME. With --max-ratio each listed ratio is checked: a candidate above a limit is a "
            "regression, named on stderr, and the exit code is 6."),
        QStringLiteral("EXAMPLES\n"
                       "  loopscope-cli compare --baseline idle --candidate under-load\n"
                       "  loopscope-cli compare --baseline 12 --candidate 15 --max-ratio p99=1.2,max=2\n"
                       "  loopscope-cli compare 12 15 16          # 12 is the baseline\n"
                       "  loopscope-cli compare 12 15 --baseline 15\n"),
        {
            {QStringLiteral("baseline"),
             QStringLiteral("RUN"),
             QStringLiteral("The reference run (an id or a name); default: the first run named."),
             {}},
            {QStringLiteral("candidate"),
             QStringLiteral("RUN"),
             QStringLiteral("A run to compare with the baseline (an id or a name); repeat for several."),
             {},
             true},
            {QStringLiteral("channel"),
             QStringLiteral("TAG"),
             QStringLiteral("The channel to compare (latency, service, ...); default the first common one."),
             {}},
            {QStringLiteral("max-ratio"),
             QStringLiteral("LIMITS"),
             QStringLiteral(
                 "Comma-separated KEY=RATIO limits on candidate/baseline, KEY one of p50, p90, p99, "
                 "p99.9, p99.99, max, mean (e.g. p99=1.2,max=2)."),
             {}},
            {QStringLiteral("json"),
             {},
             QStringLiteral("Print the comparison, the limits and the violations as JSON (values in ns)."),
             {}},
            libraryOption(),
            {QStringLiteral("help"), {}, QStringLiteral("Show this help and exit."), {}},
        },
    };
    return spec;
}

QString ratioText(double ratio)
{
    return std::isfinite(ratio) ? QString::number(ratio, 'f', 3) : QStringLiteral("inf");
}

QString cellText(const core::ComparisonRow &row, double value)
{
    if (row.key == QLatin1String("count"))
        return QString::number(qint64(value));
    return formatMicros(qint64(std::llround(value)));
}

QString comparisonText(const core::RunComparison &comparison, const std::vector<core::RunData> &runs)
{
    QString text = QStringLiteral("channel '%1'; baseline %2\n")
                       .arg(comparison.channelTag(), core::runLabel(runs.front()));
    for (size_t i = 1; i < runs.size(); ++i)
        text += QStringLiteral("  candidate %1: %2\n").arg(i).arg(core::runLabel(runs[i]));
    int width = 12;
    for (const core::RunData &run : runs)
        width = std::max(width, int(core::runLabel(run).size()) + 2);
    text += QStringLiteral("\n%1%2").arg(QStringLiteral("µs"), -8).arg(core::runLabel(runs.front()), width);
    for (size_t i = 1; i < runs.size(); ++i)
        text += QStringLiteral("%1%2").arg(core::runLabel(runs[i]), width).arg(QStringLiteral("ratio"), 9);
    text += QLatin1Char('\n');
    for (const core::ComparisonRow &row : comparison.rows()) {
        text += QStringLiteral("%1%2").arg(row.key, -8).arg(cellText(row, row.baseline), width);
        for (size_t i = 0; i < row.candidates.size(); ++i)
            text += QStringLiteral("%1%2")
                        .arg(cellText(row, row.candidates[i]), width)
                        .arg(ratioText(row.ratios[i]), 9);
        text += QLatin1Char('\n');
    }
    for (size_t i = 1; i < runs.size(); ++i) {
        const std::vector<core::FingerprintDifference> &diffs = comparison.fingerprintDifferences(int(i - 1));
        text += QStringLiteral("\nFINGERPRINT DIFFERENCES (%1 vs %2)\n")
                    .arg(core::runLabel(runs[i]), core::runLabel(runs.front()));
        if (diffs.empty())
            text += QStringLiteral("  none\n");
        for (const core::FingerprintDifference &d : diffs)
            text += QStringLiteral("  %1: %2 -> %3\n").arg(d.key, d.baseline, d.candidate);
    }
    return text;
}

} // namespace

int runCompare(const QStringList &args)
{
    const CommandSpec &spec = compareSpec();
    ParsedOptions options(&spec);
    if (const std::optional<int> exitCode = parseCommandLine(spec, args, &options, /*allowPositional=*/true))
        return *exitCode;
    // The runs in the order named; the baseline is the one --baseline names, else the first.
    QStringList named = options.positional() + options.values(QStringLiteral("candidate"));
    if (options.isSet(QStringLiteral("baseline")))
        named.append(options.value(QStringLiteral("baseline")));
    if (named.isEmpty())
        return usageError(spec,
                          QStringLiteral("name the runs to compare (RUN... or --baseline RUN --candidate RUN)"));
    QString error;
    std::vector<core::RatioThreshold> thresholds;
    if (options.isSet(QStringLiteral("max-ratio"))) {
        const auto parsed =
            core::RunComparison::parseThresholds(options.value(QStringLiteral("max-ratio")), &error);
        if (!parsed)
            return usageError(spec, QStringLiteral("bad value for --max-ratio: %1").arg(error));
        thresholds = *parsed;
    }
    core::RunLibrary library;
    if (const int exitCode = openLibraryToRead(options, &library, &error); exitCode != kExitSuccess) {
        printError(error);
        return exitCode;
    }
    std::vector<core::RunData> loaded;
    QList<qint64> seen;
    qint64 lastId = 0; // the --baseline run is named last
    for (const QString &key : std::as_const(named)) {
        std::optional<core::RunData> run = library.load(key, &error);
        if (!run)
            return usageError(spec, error);
        lastId = run->id;
        if (seen.contains(run->id))
            continue; // "compare 12 15 --baseline 15" names 15 once
        seen << run->id;
        loaded.push_back(std::move(*run));
    }
    const qint64 baselineId = options.isSet(QStringLiteral("baseline")) ? lastId : loaded.front().id;
    if (loaded.size() < 2)
        return usageError(spec, QStringLiteral("give at least one run to compare with the baseline %1")
                                    .arg(core::runLabel(loaded.front())));
    const std::optional<std::vector<core::RunData>> ordered =
        core::baselineFirst(std::move(loaded), baselineId, &error);
    if (!ordered)
        return usageError(spec, error);
    const std::vector<core::RunData> &runs = *ordered;
    const std::vector<core::RunData> candidateRuns(runs.begin() + 1, runs.end());
    core::RunComparison comparison;
    if (!comparison.compare(runs.front(), candidateRuns, options.value(QStringLiteral("channel")), &error))
        return usageError(spec, error);
    const std::vector<core::ThresholdViolation> violations = comparison.check(thresholds);

    if (options.isSet(QStringLiteral("json"))) {
        QJsonObject json = comparison.toJson();
        QJsonArray limits, violated;
        for (const core::RatioThreshold &t : thresholds)
            limits.append(
                QJsonObject{{QStringLiteral("metric"), t.key}, {QStringLiteral("max_ratio"), t.maxRatio}});
        for (const core::ThresholdViolation &v : violations)
            violated.append(QJsonObject{
                {QStringLiteral("candidate"), v.candidateName},
                {QStringLiteral("metric"), v.key},
                {QStringLiteral("ratio"), std::isfinite(v.ratio) ? QJsonValue(v.ratio) : QJsonValue()},
                {QStringLiteral("max_ratio"), v.maxRatio}});
        json.insert(QStringLiteral("thresholds"), limits);
        json.insert(QStringLiteral("violations"), violated);
        json.insert(QStringLiteral("passed"), violations.empty());
        printOut(QString::fromUtf8(QJsonDocument(json).toJson()));
    } else {
        QString text = comparisonText(comparison, runs);
        if (!thresholds.empty()) {
            QStringList limits;
            for (const core::RatioThreshold &t : thresholds)
                limits << QStringLiteral("%1 <= %2 x").arg(t.key, QString::number(t.maxRatio));
            text += QStringLiteral("\nLIMITS %1: %2\n")
                        .arg(limits.join(QStringLiteral(", ")),
                             violations.empty() ? QStringLiteral("all within")
                                                : QStringLiteral("%1 exceeded").arg(violations.size()));
            for (const core::ThresholdViolation &v : violations)
                text += QStringLiteral("  REGRESSION %1\n").arg(v.describe());
        }
        printOut(text);
    }
    if (!violations.empty()) {
        for (const core::ThresholdViolation &v : violations)
            printError(QStringLiteral("regression: %1").arg(v.describe()));
        return kExitRegression;
    }
    return kExitSuccess;
}

CommandSpecList compareSpecs()
{
    return {&compareSpec()};
}

} // namespace loopscope::cli
