#include "app/cli/cmd_runs.h"

#include "app/cli/console.h"
#include "app/cli/exit_codes.h"
#include "app/cli/library_option.h"
#include "app/cli/percentile_table.h"
#include "core/timing/fingerprint.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

namespace loopscope::cli {

namespace {

const QString kTimeFormat = QStringLiteral("yyyy-MM-dd HH:mm:ss");

OptionSpec jsonOption(const QString &what)
{
    return {QStringLiteral("json"), {}, QStringLiteral("Print %1 as JSON.").arg(what), {}};
}

const CommandSpec &runsSpec()
{
    static const CommandSpec spec{
        QStringLiteral("runs"),
        QStringLiteral("runs list|show|delete ..."),
        QStringLiteral("The result library: every run of every probe, stored as it goes in one SQLite file (one machine) "
                       "or a PostgreSQL database (a fleet's shared library)."),
        QStringLiteral(
            "COMMANDS\n"
            "  runs list     a table of the stored runs, newest first (filters: --kind, --search)\n"
            "  runs show     one run: parameters, percentiles, counters, fingerprint\n"
            "  runs delete   remove one run and its intervals\n"
            "\n"
            "  RUN is a run's id or its name (the newest run of that name).\n"
            "  The library is --library PATH, else $LOOPSCOPE_LIBRARY, else the user's data folder.\n"
            "  PATH may be postgresql://USER@HOST[:PORT]/DATABASE (password from PGPASSFILE or ~/.pgpass).\n"),
        {helpOption()},
    };
    return spec;
}

const CommandSpec &listSpec()
{
    static const CommandSpec spec{
        QStringLiteral("runs list"),
        QStringLiteral("runs list [--library PATH] [--kind K] [--host HOST] [--search TEXT] [--limit N] [--json]"),
        QStringLiteral(
            "Lists the stored runs, newest first: id, start time, name, probe kind, state, duration, "
            "samples and the p50, p99 and max of the first channel (in µs), and the host. A run whose "
            "process crashed or was killed shows as 'interrupted' and keeps its intervals."),
        {},
        {libraryOption(),
         {QStringLiteral("kind"),
          QStringLiteral("K"),
          QStringLiteral("Only runs of this probe kind (udp-echo, hiccup, ...)."),
          {}},
         {QStringLiteral("host"),
          QStringLiteral("HOST"),
          QStringLiteral("Only runs made on this host (its host name; a shared library holds many)."),
          {}},
         {QStringLiteral("search"),
          QStringLiteral("TEXT"),
          QStringLiteral("Only runs whose name, note or tags contain TEXT (any case)."),
          {}},
         {QStringLiteral("limit"), QStringLiteral("N"), QStringLiteral("At most N runs (0 = all)."),
          QStringLiteral("0")},
         jsonOption(QStringLiteral("the list")),
         helpOption()},
    };
    return spec;
}

const CommandSpec &showSpec()
{
    static const CommandSpec spec{
        QStringLiteral("runs show"),
        QStringLiteral("runs show RUN [--library PATH] [--json]"),
        QStringLiteral(
            "Shows one stored run: what was run (kind, parameters, note, tags), its state, the "
            "percentile table of every channel (µs), the number of stored intervals, the counters and "
            "the environment fingerprint. RUN is an id or a name."),
        {},
        {libraryOption(), jsonOption(QStringLiteral("the run (values in ns, with every interval)")),
         helpOption()},
    };
    return spec;
}

const CommandSpec &deleteSpec()
{
    static const CommandSpec spec{
        QStringLiteral("runs delete"),
        QStringLiteral("runs delete RUN [--library PATH]"),
        QStringLiteral(
            "Removes one run, with its intervals, counters and tags, from the library. RUN is an id "
            "or a name (the newest run of that name)."),
        {},
        {libraryOption(), helpOption()},
    };
    return spec;
}

QString micros(qint64 ns, qint64 samples)
{
    return samples > 0 ? formatMicros(ns) : QStringLiteral("-");
}

QString durationText(double s)
{
    return s >= 100 ? QString::number(s, 'f', 0) + QStringLiteral(" s")
                    : QString::number(s, 'f', 1) + QStringLiteral(" s");
}

// Columns padded to their widest cell; numbers right-aligned.
QString textTable(const QStringList &header, const QList<QStringList> &rows, const QList<bool> &rightAligned)
{
    QList<int> widths;
    for (const QString &h : header)
        widths << int(h.size());
    for (const QStringList &row : rows)
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], int(row[i].size()));
    const auto line = [&](const QStringList &cells) {
        QString text;
        for (qsizetype i = 0; i < cells.size(); ++i) {
            const int width = rightAligned.value(i) ? widths[i] : -widths[i];
            text += (i ? QStringLiteral("  ") : QString()) + QStringLiteral("%1").arg(cells[i], width);
        }
        return text.trimmed().isEmpty()
                   ? QStringLiteral("\n")
                   : text.replace(QRegularExpression(QStringLiteral("\\s+$")), QString()) + QLatin1Char('\n');
    };
    QString text = line(header);
    for (const QStringList &row : rows)
        text += line(row);
    return text;
}

int listRuns(const QStringList &args)
{
    const CommandSpec &spec = listSpec();
    ParsedOptions options;
    if (const std::optional<int> exitCode = parseCommandLine(spec, args, &options))
        return *exitCode;
    QString error;
    qint64 limit = 0;
    if (!options.integer(QStringLiteral("limit"), 0, 1'000'000'000, &limit, &error))
        return usageError(spec, error);
    core::RunLibrary library;
    if (const int exitCode = openLibraryToRead(options, &library, &error); exitCode != kExitSuccess) {
        printError(error);
        return exitCode;
    }
    core::RunFilter filter;
    filter.kind = options.value(QStringLiteral("kind"));
    filter.text = options.value(QStringLiteral("search"));
    filter.host = options.value(QStringLiteral("host"));
    filter.limit = int(limit);
    const std::vector<core::RunSummary> runs = library.list(filter, &error);
    if (!error.isEmpty()) {
        printError(error);
        return kExitIoError;
    }
    if (options.isSet(QStringLiteral("json"))) {
        QJsonArray array;
        for (const core::RunSummary &r : runs)
            array.append(QJsonObject{{QStringLiteral("id"), r.id},
                                     {QStringLiteral("name"), r.name},
                                     {QStringLiteral("kind"), r.kind},
                                     {QStringLiteral("title"), r.title},
                                     {QStringLiteral("state"), r.state},
                                     {QStringLiteral("started"), r.started.toString(Qt::ISODateWithMs)},
                                     {QStringLiteral("duration_s"), r.durationS},
                                     {QStringLiteral("samples"), r.samples},
                                     {QStringLiteral("p50_ns"), r.p50Ns},
                                     {QStringLiteral("p99_ns"), r.p99Ns},
                                     {QStringLiteral("max_ns"), r.maxNs},
                                     {QStringLiteral("host"), r.host},
                                     {QStringLiteral("note"), r.note},
                                     {QStringLiteral("tags"), QJsonArray::fromStringList(r.tags)}});
        printOut(QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("library"), library.path()},
                                                             {QStringLiteral("runs"), array}})
                                       .toJson()));
        return kExitSuccess;
    }
    if (runs.empty()) {
        printOut(QStringLiteral("no runs in %1%2\n")
                     .arg(library.path(), filter.kind.isEmpty() && filter.text.isEmpty() && filter.host.isEmpty()
                                              ? QString()
                                              : QStringLiteral(" match")));
        return kExitSuccess;
    }
    QList<QStringList> rows;
    for (const core::RunSummary &r : runs)
        rows << QStringList{QString::number(r.id),
                            r.started.toString(kTimeFormat),
                            r.name,
                            r.kind,
                            r.state,
                            durationText(r.durationS),
                            QString::number(r.samples),
                            micros(r.p50Ns, r.samples),
                            micros(r.p99Ns, r.samples),
                            micros(r.maxNs, r.samples),
                            r.host};
    printOut(textTable({QStringLiteral("id"), QStringLiteral("started"), QStringLiteral("name"),
                        QStringLiteral("kind"), QStringLiteral("state"), QStringLiteral("duration"),
                        QStringLiteral("samples"), QStringLiteral("p50 µs"), QStringLiteral("p99 µs"),
                        QStringLiteral("max µs"), QStringLiteral("host")},
                       rows, {true, false, false, false, false, true, true, true, true, true, false}));
    return kExitSuccess;
}

// A placeholder in the JSON text where a channel's stored intervals go.
QString intervalsMark(size_t channel)
{
    return QStringLiteral("@@loopscope-intervals-%1@@").arg(channel);
}

// The run's JSON with a placeholder string for every channel's intervals
// (printRunJson streams them in, so a day-long run is never all in memory).
QJsonObject runJson(const core::RunData &run)
{
    QJsonObject counters;
    for (const core::ProbeCounter &c : run.counters)
        counters.insert(c.name, c.value);
    QJsonArray channels;
    for (const core::RunChannel &channel : run.channels) {
        const core::HdrHistogram &h = channel.total;
        const bool any = h.totalCount() > 0;
        const QString intervals = intervalsMark(size_t(channels.size()));
        channels.append(QJsonObject{
            {QStringLiteral("tag"), channel.tag},
            {QStringLiteral("title"), channel.title},
            {QStringLiteral("count"), qint64(h.totalCount())},
            {QStringLiteral("p50_ns"), any ? qint64(h.valueAtPercentile(50)) : 0},
            {QStringLiteral("p90_ns"), any ? qint64(h.valueAtPercentile(90)) : 0},
            {QStringLiteral("p99_ns"), any ? qint64(h.valueAtPercentile(99)) : 0},
            {QStringLiteral("p99_9_ns"), any ? qint64(h.valueAtPercentile(99.9)) : 0},
            {QStringLiteral("p99_99_ns"), any ? qint64(h.valueAtPercentile(99.99)) : 0},
            {QStringLiteral("max_ns"), any ? qint64(h.max()) : 0},
            {QStringLiteral("mean_ns"), h.mean()},
            {QStringLiteral("intervals"), intervals},
        });
    }
    return QJsonObject{
        {QStringLiteral("id"), run.id},
        {QStringLiteral("name"), run.name},
        {QStringLiteral("kind"), run.kind},
        {QStringLiteral("title"), run.title},
        {QStringLiteral("state"), run.state},
        {QStringLiteral("failure"), run.failureReason},
        {QStringLiteral("warning"), run.warning},
        {QStringLiteral("started"), run.started.toString(Qt::ISODateWithMs)},
        {QStringLiteral("ended"), run.ended.isValid() ? run.ended.toString(Qt::ISODateWithMs) : QString()},
        {QStringLiteral("duration_s"), run.durationS},
        {QStringLiteral("note"), run.note},
        {QStringLiteral("tags"), QJsonArray::fromStringList(run.tags)},
        {QStringLiteral("params"), QJsonObject::fromVariantMap(run.params)},
        {QStringLiteral("counters"), counters},
        {QStringLiteral("channels"), channels},
        {QStringLiteral("fingerprint"), run.fingerprint},
    };
}

// Prints the run as JSON with every stored interval, read from the library
// row by row and written as it is read.
void printRunJson(const core::RunData &run, const core::RunLibrary &library)
{
    QString text = QString::fromUtf8(QJsonDocument(runJson(run)).toJson());
    for (size_t i = 0; i < run.channels.size(); ++i) {
        const QString mark = QLatin1Char('"') + intervalsMark(i) + QLatin1Char('"');
        const qsizetype at = text.indexOf(mark);
        if (at < 0)
            continue;
        printOut(text.left(at) + QLatin1Char('['));
        text = text.mid(at + mark.size());
        bool first = true;
        QString batch;
        library.readIntervals(
            run.id, run.channels[i].tag, 0, -1,
            [&](const core::IntervalStats &s) {
                batch += (first ? QStringLiteral("\n") : QStringLiteral(",\n")) +
                         QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("start_s"), s.startS},
                                                                     {QStringLiteral("length_s"), s.lengthS},
                                                                     {QStringLiteral("count"), s.count},
                                                                     {QStringLiteral("p50_ns"), s.p50Ns},
                                                                     {QStringLiteral("p90_ns"), s.p90Ns},
                                                                     {QStringLiteral("p99_ns"), s.p99Ns},
                                                                     {QStringLiteral("p99_9_ns"), s.p999Ns},
                                                                     {QStringLiteral("max_ns"), s.maxNs}})
                                               .toJson(QJsonDocument::Compact));
                first = false;
                if (batch.size() > 64 * 1024) {
                    printOut(batch);
                    batch.clear();
                }
                return true;
            },
            nullptr);
        printOut(batch + QStringLiteral("\n]"));
    }
    printOut(text);
}

QString runText(const core::RunData &run)
{
    QString text =
        QStringLiteral("run %1  %2  (%3%4)\n")
            .arg(run.id)
            .arg(run.name, run.kind, run.title.isEmpty() ? QString() : QStringLiteral(": ") + run.title);
    const auto field = [&text](const QString &key, const QString &value) {
        if (!value.isEmpty())
            text += QStringLiteral("  %1 %2\n").arg(key, -10).arg(value);
    };
    field(QStringLiteral("state"), run.state);
    field(QStringLiteral("failure"), run.failureReason);
    field(QStringLiteral("warning"), run.warning);
    field(QStringLiteral("started"), run.started.toString(kTimeFormat));
    field(QStringLiteral("ended"), run.ended.isValid() ? run.ended.toString(kTimeFormat) : QString());
    field(QStringLiteral("duration"), durationText(run.durationS));
    field(QStringLiteral("note"), run.note);
    field(QStringLiteral("tags"), run.tags.join(QStringLiteral(", ")));
    if (!run.params.isEmpty()) {
        text += QStringLiteral("\nPARAMETERS\n");
        for (auto it = run.params.constBegin(); it != run.params.constEnd(); ++it)
            text += QStringLiteral("  %1 %2\n").arg(it.key(), -22).arg(it.value().toString());
    }
    std::vector<TableChannel> channels;
    for (const core::RunChannel &c : run.channels)
        channels.push_back({c.tag, c.title, &c.total});
    if (!channels.empty()) {
        text += QStringLiteral("\nPERCENTILES\n") + percentileTable(channels);
        for (const core::RunChannel &c : run.channels)
            text += QStringLiteral("  %1: %2 stored intervals\n").arg(c.tag).arg(c.intervals.intervalCount());
    }
    if (!run.counters.empty())
        text += QStringLiteral("\nCOUNTERS\n") + counterTable(run.counters);
    if (!run.fingerprint.isEmpty()) {
        QString fingerprint = core::EnvironmentFingerprint::fromJson(run.fingerprint).toText();
        if (!fingerprint.endsWith(QLatin1Char('\n')))
            fingerprint += QLatin1Char('\n');
        text += QStringLiteral("\nFINGERPRINT\n") + fingerprint;
    }
    return text;
}

// The single RUN argument of show and delete.
std::optional<int> oneRun(const CommandSpec &spec, const ParsedOptions &options, QString *run)
{
    if (options.positional().size() != 1)
        return usageError(spec,
                          options.positional().isEmpty()
                              ? QStringLiteral("give one RUN (an id or a name from 'runs list')")
                              : QStringLiteral("give one RUN, not %1").arg(options.positional().size()));
    *run = options.positional().first();
    return std::nullopt;
}

int showRun(const QStringList &args, bool remove)
{
    const CommandSpec &spec = remove ? deleteSpec() : showSpec();
    ParsedOptions options;
    if (const std::optional<int> exitCode = parseCommandLine(spec, args, &options, true))
        return *exitCode;
    QString key;
    if (const std::optional<int> exitCode = oneRun(spec, options, &key))
        return *exitCode;
    core::RunLibrary library;
    QString error;
    if (const int exitCode = openLibraryToRead(options, &library, &error); exitCode != kExitSuccess) {
        printError(error);
        return exitCode;
    }
    const std::optional<core::RunData> run = library.load(key, &error);
    if (!run) {
        printError(error);
        return kExitUsage;
    }
    if (remove) {
        if (!library.remove(run->id, &error)) {
            printError(error);
            return kExitIoError;
        }
        printOut(QStringLiteral("deleted run %1 (%2)\n").arg(run->id).arg(run->name));
        return kExitSuccess;
    }
    if (options.isSet(QStringLiteral("json")))
        printRunJson(*run, library);
    else
        printOut(runText(*run));
    return kExitSuccess;
}

} // namespace

int runRuns(const QStringList &args)
{
    const CommandSpec &spec = runsSpec();
    if (args.isEmpty())
        return usageError(spec, QStringLiteral("runs needs a command: list, show or delete"));
    const QString &command = args.first();
    if (command == QLatin1String("list"))
        return listRuns(args.mid(1));
    if (command == QLatin1String("show"))
        return showRun(args.mid(1), false);
    if (command == QLatin1String("delete"))
        return showRun(args.mid(1), true);
    if (command == QLatin1String("--help") || command == QLatin1String("-h")) {
        printOut(helpText(spec));
        return kExitSuccess;
    }
    return usageError(spec,
                      QStringLiteral("unknown command 'runs %1' (known: list, show, delete)").arg(command));
}

CommandSpecList runsSpecs()
{
    return {&runsSpec(), &listSpec(), &showSpec(), &deleteSpec()};
}

} // namespace loopscope::cli
