#include "app/cli/cmd_bench_experiment.h"

#include "app/cli/cli_run.h"
#include "app/cli/console.h"
#include "app/cli/exit_codes.h"
#include "app/cli/library_option.h"
#include "app/cli/recording_option.h"
#include "core/bench/load_generator.h"
#include "core/experiment/experiment.h"

#include <map>

namespace loopscope::cli {

namespace {

constexpr double kHangSlackS = 20.0;
const QString kLoadPrefix = QStringLiteral("load-");

QString valueNameOf(const core::ParamSpec &p)
{
    switch (p.type) {
    case core::ParamType::Bool:
        return QStringLiteral("BOOL");
    case core::ParamType::Choice:
        return p.choices.join(QLatin1Char('|'));
    case core::ParamType::String:
        return QStringLiteral("TEXT");
    case core::ParamType::Int:
    case core::ParamType::Double:
        break;
    }
    QString unit = p.unit;
    unit.replace(QStringLiteral("µ"), QStringLiteral("u")); // toUpper would make it a Greek capital mu
    return unit.isEmpty() ? QStringLiteral("N") : unit.toUpper();
}

} // namespace

OptionSpec paramOption(const core::ParamSpec &p, const QString &prefix)
{
    QString help = p.help;
    if ((p.type == core::ParamType::Int || p.type == core::ParamType::Double) && p.min != p.max)
        help += QStringLiteral(" %1 to %2%3.")
                    .arg(p.min)
                    .arg(p.max)
                    .arg(p.unit.isEmpty() ? QString() : QLatin1Char(' ') + p.unit);
    QString def = p.defaultValue.toString();
    if (p.type == core::ParamType::Bool)
        def = p.defaultValue.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    return {prefix + p.key, valueNameOf(p), help, def};
}

namespace {

// Word-wraps a paragraph at 78 columns with a two-space indent (the help's notes are printed as they are).
QString wrapped(const QString &text)
{
    QString out, line;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && line.size() + 1 + word.size() > 76) {
            out += QStringLiteral("  ") + line + QLatin1Char('\n');
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    if (!line.isEmpty())
        out += QStringLiteral("  ") + line + QLatin1Char('\n');
    return out;
}

CommandSpec makeSpec(const core::ProbeKindSpec &kind)
{
    CommandSpec spec;
    spec.path = QStringLiteral("bench %1").arg(kind.kind);
    spec.synopsis = QStringLiteral("bench %1 [--PARAMETER VALUE ...] [--out DIR] [--name NAME] [--note TEXT] "
                                   "[--under-load] [--library FILE | --no-library]")
                        .arg(kind.kind);
    spec.summary =
        kind.summary + QStringLiteral(" Prints a percentile table (µs) per channel and the counters; "
                                      "the run is stored in the result library as it goes.");
    spec.notes =
        QStringLiteral(
            "METHOD\n%1\nFILES\n  With --out DIR: BASE.hlog and BASE.intervals.csv while the run goes, then\n"
            "  BASE.<channel>.hgrm, BASE.json (summary, parameters, fingerprint).\n"
            "  Ctrl-C stops the run; what was measured is still printed, stored and written.\n")
            .arg(wrapped(kind.method));
    for (const core::ParamSpec &p : kind.params)
        spec.options.push_back(paramOption(p, QString()));
    spec.options.push_back({QStringLiteral("out"),
                            QStringLiteral("DIR"),
                            QStringLiteral("Write the results into DIR (created if needed)."),
                            {}});
    spec.options.push_back({QStringLiteral("name"), QStringLiteral("NAME"),
                            QStringLiteral("Name of the run (and base name of the files)."),
                            QStringLiteral("<kind>-<date>-<time>")});
    spec.options.push_back({QStringLiteral("note"),
                            QStringLiteral("TEXT"),
                            QStringLiteral("Free text stored with the run and shown in its report."),
                            {}});
    // "log-interval", not "interval": a probe may have an "interval" parameter (timer).
    spec.options.push_back(
        {QStringLiteral("log-interval"), QStringLiteral("S"),
         QStringLiteral("Length of one logged interval (.hlog, CSV, library), 0.1 to 3600."),
         QStringLiteral("1")});
    spec.options.push_back(
        {QStringLiteral("under-load"),
         {},
         QStringLiteral("Run the load generator (CPU, memory, loopback network) beside the probe; "
                        "the --load-* options set it."),
         {}});
    for (const core::ParamSpec &p : core::LoadGenerator::paramSpecs())
        spec.options.push_back(paramOption(p, kLoadPrefix));
    for (const OptionSpec &o : libraryOptions())
        spec.options.push_back(o);
    spec.options.push_back(mcapOption());
    spec.options.push_back({QStringLiteral("quiet"), {}, QStringLiteral("No progress on stderr."), {}});
    spec.options.push_back({QStringLiteral("help"), {}, QStringLiteral("Show this help and exit."), {}});
    return spec;
}

QString describeExperiment(const core::ProbeKindSpec &kind, const QVariantMap &params)
{
    QStringList parts;
    for (const core::ParamSpec &p : kind.params) {
        const QVariant v = params.value(p.key);
        if (p.type == core::ParamType::String && v.toString().isEmpty())
            continue;
        parts << QStringLiteral("%1 %2").arg(p.label.toLower(), core::formatParam(p, v));
    }
    return QStringLiteral("%1: %2").arg(kind.title, parts.join(QStringLiteral(", ")));
}

double expectedLengthS(const QVariantMap &params)
{
    return params.value(QStringLiteral("duration")).toDouble() +
           params.value(QStringLiteral("warmup")).toDouble();
}

} // namespace

const CommandSpec &benchExperimentSpec(const core::ProbeKindSpec &kind)
{
    static std::map<QString, CommandSpec> specs;
    auto it = specs.find(kind.kind);
    if (it == specs.end())
        it = specs.emplace(kind.kind, makeSpec(kind)).first;
    return it->second;
}

bool hasBenchExperiment(const QString &kind)
{
    return core::ProbeRegistry::instance().find(kind) != nullptr;
}

int runBenchExperiment(const QString &kindName, const QStringList &args)
{
    const core::ProbeKindSpec *kind = core::ProbeRegistry::instance().find(kindName);
    if (!kind) {
        printError(QStringLiteral("unknown benchmark '%1'").arg(kindName));
        return kExitUsage;
    }
    const CommandSpec &spec = benchExperimentSpec(*kind);
    ParsedOptions options;
    if (const std::optional<int> exitCode = parseCommandLine(spec, args, &options))
        return *exitCode;

    core::Experiment experiment;
    experiment.kind = kind->kind;
    for (const core::ParamSpec &p : kind->params)
        experiment.params.insert(p.key, options.value(p.key));
    QString error;
    const QVariantMap validated = core::validateParams(*kind, experiment.params, &error);
    if (validated.isEmpty() && !kind->params.empty())
        return usageError(spec, error);
    experiment.params = validated;
    if (options.isSet(QStringLiteral("name"))) {
        experiment.name = options.value(QStringLiteral("name"));
        if (!checkRunNameOption(experiment.name, &error))
            return usageError(spec, error);
    }
    experiment.note = options.value(QStringLiteral("note"));
    experiment.underLoad = options.isSet(QStringLiteral("under-load"));
    for (const core::ParamSpec &p : core::LoadGenerator::paramSpecs())
        if (options.isSet(kLoadPrefix + p.key))
            experiment.load.insert(p.key, options.value(kLoadPrefix + p.key));
    // The load's options are checked here like the probe's: a bad one is a
    // usage error, before anything starts.
    if (!experiment.load.isEmpty() &&
        core::validateParams(core::LoadGenerator::spec(), experiment.load, &error).isEmpty())
        return usageError(spec, QStringLiteral("the load generator (--%1*): %2").arg(kLoadPrefix, error));
    double intervalS = 1;
    if (!options.number(QStringLiteral("log-interval"), 0.1, 3600, &intervalS, &error))
        return usageError(spec, error);

    CliRun run;
    run.experiment = experiment;
    run.options.outDir = options.value(QStringLiteral("out"));
    run.options.intervalS = intervalS;
    const QString headline = describeExperiment(*kind, validated);
    run.headline = [headline](core::ExperimentRunner &) { return headline; };
    run.expectedS = expectedLengthS(validated);
    run.hangSlackS = kHangSlackS;
    run.quiet = options.isSet(QStringLiteral("quiet"));
    return runCliExperiment(options, std::move(run));
}

} // namespace loopscope::cli
