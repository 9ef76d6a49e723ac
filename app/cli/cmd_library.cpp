#include "app/cli/cmd_library.h"

#include "app/cli/cli_options.h"
#include "app/cli/console.h"
#include "app/cli/exit_codes.h"
#include "core/library/run_library.h"

#include <QFileInfo>

namespace loopscope::cli {

namespace {

const CommandSpec &librarySpec()
{
    static const CommandSpec spec{
        QStringLiteral("library"),
        QStringLiteral("library copy FROM TO [OPTIONS]"),
        QStringLiteral("Result libraries as a whole: one machine's SQLite file and a fleet's shared PostgreSQL "
                       "database hold the same schema."),
        QStringLiteral("COMMANDS\n"
                       "  library copy  copy stored runs from one library to another\n"),
        {helpOption()},
    };
    return spec;
}

const CommandSpec &copySpec()
{
    static const CommandSpec spec{
        QStringLiteral("library copy"),
        QStringLiteral("library copy FROM TO [--kind K] [--host HOST] [--run RUN]..."),
        QStringLiteral("Copies stored runs, every interval with its histogram, from the library FROM to the "
                       "library TO. Each is an SQLite file or postgresql://USER@HOST[:PORT]/DB (password from "
                       "PGPASSFILE or ~/.pgpass). TO is created (and migrated) when needed; FROM is only read. "
                       "A run already in TO (same name, start, host and process) is skipped, so copying again "
                       "copies only what is new."),
        QStringLiteral("EXAMPLES\n"
                       "  loopscope-cli library copy ~/.local/share/loopscope/library.sqlite \\\n"
                       "      postgresql://lab@db.lab/loopscope\n"
                       "  loopscope-cli library copy postgresql://lab@db.lab/loopscope robot-2.sqlite --host robot-2\n"),
        {{QStringLiteral("kind"), QStringLiteral("K"), QStringLiteral("Only runs of this probe kind."), {}},
         {QStringLiteral("host"), QStringLiteral("HOST"), QStringLiteral("Only runs made on this host."), {}},
         {QStringLiteral("run"), QStringLiteral("RUN"),
          QStringLiteral("Only this run (an id or a name in FROM); repeatable."), {}, true},
         helpOption()},
    };
    return spec;
}

int copyRuns(const QStringList &args)
{
    const CommandSpec &spec = copySpec();
    ParsedOptions options;
    if (const std::optional<int> exitCode = parseCommandLine(spec, args, &options, true))
        return *exitCode;
    if (options.positional().size() != 2)
        return usageError(spec, QStringLiteral("give two libraries, FROM and TO (got %1)").arg(options.positional().size()));
    const QString from = options.positional().at(0);
    const QString to = options.positional().at(1);
    if (from == to)
        return usageError(spec, QStringLiteral("FROM and TO are the same library"));
    if (!core::RunLibrary::isDatabaseUrl(from) && !QFileInfo::exists(from))
        return usageError(spec, QStringLiteral("the library %1 does not exist").arg(from));

    QString error;
    core::RunLibrary source;
    if (!source.open(from, &error)) {
        printError(error);
        return kExitIoError;
    }
    core::RunLibrary target;
    if (!target.open(to, &error)) {
        printError(error);
        return kExitIoError;
    }
    std::vector<qint64> ids;
    const QStringList wanted = options.values(QStringLiteral("run"));
    if (!wanted.isEmpty()) {
        for (const QString &key : wanted) {
            const std::optional<core::RunData> run = source.load(key, &error);
            if (!run) {
                printError(error);
                return kExitUsage;
            }
            ids.push_back(run->id);
        }
    } else {
        core::RunFilter filter;
        filter.kind = options.value(QStringLiteral("kind"));
        filter.host = options.value(QStringLiteral("host"));
        const std::vector<core::RunSummary> runs = source.list(filter, &error);
        if (!error.isEmpty()) {
            printError(error);
            return kExitIoError;
        }
        // Oldest first, so that the copies list in the same order.
        for (auto it = runs.rbegin(); it != runs.rend(); ++it)
            ids.push_back(it->id);
    }
    qint64 copied = 0, skipped = 0, intervals = 0;
    for (size_t i = 0; i < ids.size(); ++i) {
        const core::RunLibrary::CopyResult result = source.copyRun(ids[i], target, &error);
        if (result.id == 0) {
            printError(QStringLiteral("stopped after %1 of %2 runs: %3").arg(i).arg(ids.size()).arg(error));
            printOut(QStringLiteral("copied %1 runs (%2 intervals), %3 already in %4\n")
                         .arg(copied)
                         .arg(intervals)
                         .arg(skipped)
                         .arg(target.path()));
            return kExitIoError;
        }
        if (result.alreadyThere)
            ++skipped;
        else
            ++copied;
        intervals += result.intervals;
        if (ids.size() >= 20 && (i + 1) % 10 == 0)
            printErr(QStringLiteral("%1 of %2 runs\n").arg(i + 1).arg(ids.size()));
    }
    printOut(QStringLiteral("copied %1 runs (%2 intervals) from %3 to %4; %5 already there\n")
                 .arg(copied)
                 .arg(intervals)
                 .arg(source.path(), target.path())
                 .arg(skipped));
    return kExitSuccess;
}

} // namespace

int runLibraryCommand(const QStringList &args)
{
    const CommandSpec &spec = librarySpec();
    if (args.isEmpty())
        return usageError(spec, QStringLiteral("library needs a command: copy"));
    const QString &command = args.first();
    if (command == QLatin1String("copy"))
        return copyRuns(args.mid(1));
    if (command == QLatin1String("--help") || command == QLatin1String("-h")) {
        printOut(helpText(spec));
        return kExitSuccess;
    }
    return usageError(spec, QStringLiteral("unknown command 'library %1' (known: copy)").arg(command));
}

CommandSpecList librarySpecs()
{
    return {&librarySpec(), &copySpec()};
}

} // namespace loopscope::cli
