#include "app/cli/cmd_cli_docs.h"

#include "app/cli/cli_docs.h"
#include "app/cli/console.h"
#include "app/cli/exit_codes.h"

#include <QDateTime>
#include <QTimeZone>

namespace loopscope::cli {

namespace {

const CommandSpec &completionSpec()
{
    static const CommandSpec spec{
        QStringLiteral("completion"),
        QStringLiteral("completion bash|zsh"),
        QStringLiteral(
            "Prints the completion script of loopscope-cli for bash or zsh: commands, probe kinds, "
            "options, and file or folder names where an option takes one."),
        QStringLiteral("EXAMPLES\n"
                       "  source <(loopscope-cli completion bash)            # this shell only\n"
                       "  loopscope-cli completion zsh > ~/.zfunc/_loopscope-cli  # a folder of $fpath\n"
                       "  The Debian package installs both.\n"),
        {helpOption()},
    };
    return spec;
}

const CommandSpec &manPageSpec()
{
    static const CommandSpec spec{
        QStringLiteral("man-page"),
        QStringLiteral("man-page [--date YYYY-MM-DD]"),
        QStringLiteral(
            "Prints the manual page loopscope-cli(1) in roff, made from the command and option tables."),
        {},
        {{QStringLiteral("date"),
          QStringLiteral("YYYY-MM-DD"),
          QStringLiteral("The page's date. Default: from $SOURCE_DATE_EPOCH, else today."),
          {}},
         helpOption()},
    };
    return spec;
}

} // namespace

int runCompletion(const QStringList &args)
{
    const CommandSpec &spec = completionSpec();
    ParsedOptions options(&spec);
    if (const std::optional<int> exitCode = parseCommandLine(spec, args, &options, /*allowPositional=*/true))
        return *exitCode;
    const QStringList shells = options.positional();
    if (shells.size() != 1)
        return usageError(spec, QStringLiteral("completion needs one shell: bash or zsh"));
    if (shells.first() == QLatin1String("bash"))
        printOut(bashCompletion());
    else if (shells.first() == QLatin1String("zsh"))
        printOut(zshCompletion());
    else
        return usageError(
            spec, QStringLiteral("no completion for the shell '%1' (bash or zsh)").arg(shells.first()));
    return kExitSuccess;
}

int runManPage(const QStringList &args)
{
    const CommandSpec &spec = manPageSpec();
    ParsedOptions options(&spec);
    if (const std::optional<int> exitCode = parseCommandLine(spec, args, &options))
        return *exitCode;
    QString date = options.value(QStringLiteral("date"));
    if (date.isEmpty()) {
        bool ok = false;
        const qint64 epoch = qEnvironmentVariable("SOURCE_DATE_EPOCH").toLongLong(&ok);
        const QDateTime when =
            ok ? QDateTime::fromSecsSinceEpoch(epoch, QTimeZone::utc()) : QDateTime::currentDateTimeUtc();
        date = when.toString(QStringLiteral("yyyy-MM-dd"));
    }
    printOut(manPage(date));
    return kExitSuccess;
}

CommandSpecList completionSpecs()
{
    return {&completionSpec()};
}

} // namespace loopscope::cli
