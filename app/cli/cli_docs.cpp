#include "app/cli/cli_docs.h"

#include "app/cli/command_table.h"
#include "app/cli/exit_codes.h"
#include "core/version.h"

#include <QRegularExpression>

namespace loopscope::cli {

namespace {

const QString kBench = QStringLiteral("bench");

// roff text: backslashes escaped, a leading '.' or '\'' made literal, and
// every '-' a real minus (so options can be searched and copied).
QString roff(QString text)
{
    text.replace(QLatin1Char('\\'), QStringLiteral("\\e"));
    text.replace(QLatin1Char('-'), QStringLiteral("\\-"));
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &line : lines)
        if (line.startsWith(QLatin1Char('.')) || line.startsWith(QLatin1Char('\'')))
            line.prepend(QStringLiteral("\\&"));
    return lines.join(QLatin1Char('\n'));
}

QString optionHead(const OptionSpec &option)
{
    QString head = QStringLiteral("\\fB\\-\\-%1\\fR").arg(roff(option.name));
    if (!option.isFlag())
        head += QStringLiteral(" \\fI%1\\fR").arg(roff(option.valueName));
    return head;
}

QString optionText(const OptionSpec &option)
{
    QString description = option.description;
    if (!option.defaultValue.isEmpty())
        description += QStringLiteral(" Default: %1.").arg(option.defaultValue);
    if (option.repeatable)
        description += QStringLiteral(" May be given more than once.");
    return roff(description);
}

// The free-form notes (tables, examples) as preformatted text.
QString preformatted(const QString &text)
{
    if (text.trimmed().isEmpty())
        return {};
    return QStringLiteral(".PP\n.nf\n") + roff(text.trimmed()) + QStringLiteral("\n.fi\n");
}

QString commandSection(const DocumentedCommand &command)
{
    QString out = QStringLiteral(".SS \"%1\"\n").arg(roff(command.path));
    if (!command.spec) {
        out += roff(command.summary) + QLatin1Char('\n');
        return out;
    }
    out += QStringLiteral(".B loopscope\\-cli %1\n").arg(roff(command.spec->synopsis));
    out += QStringLiteral(".PP\n") + roff(command.spec->summary) + QLatin1Char('\n');
    for (const OptionSpec &option : command.spec->options)
        out += QStringLiteral(".TP\n%1\n%2\n").arg(optionHead(option), optionText(option));
    out += preformatted(command.spec->notes);
    return out;
}

QString escapeShellWord(QString word)
{
    return word.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
}

// Text inside a zsh _arguments spec: brackets and colons escaped (they
// end the description or the value's message), then quoted for the shell.
QString zshEscape(QString text)
{
    text.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    text.replace(QLatin1Char('['), QStringLiteral("\\["));
    text.replace(QLatin1Char(']'), QStringLiteral("\\]"));
    text.replace(QLatin1Char(':'), QStringLiteral("\\:"));
    return escapeShellWord(text);
}

// The first sentence of an option's description, for zsh.
QString zshDescription(const QString &description)
{
    QString first = description.section(QStringLiteral(". "), 0, 0).trimmed();
    if (first.endsWith(QLatin1Char('.')))
        first.chop(1);
    return zshEscape(first);
}

QString options(const CommandSpec *spec, bool withValueOnly, ValueKind kind = ValueKind::None)
{
    QStringList names;
    if (!spec)
        return {};
    for (const OptionSpec &option : spec->options) {
        if (withValueOnly && (option.isFlag() || (kind != ValueKind::None && valueKind(option) != kind)))
            continue;
        names << QStringLiteral("--") + option.name;
    }
    return names.join(QLatin1Char(' '));
}

} // namespace

ValueKind valueKind(const OptionSpec &option)
{
    if (option.isFlag())
        return ValueKind::None;
    const QString &v = option.valueName;
    if (v == QLatin1String("DIR") || v.endsWith(QLatin1String("_DIR")))
        return ValueKind::Directory;
    if (v.contains(QLatin1String("FILE")) || v == QLatin1String("PATH"))
        return ValueKind::File;
    static const QRegularExpression choices(QStringLiteral("^[a-z0-9-]+(\\|[a-z0-9-]+)+$"));
    if (choices.match(v).hasMatch())
        return ValueKind::Choices;
    return ValueKind::Other;
}

QStringList valueChoices(const OptionSpec &option)
{
    return valueKind(option) == ValueKind::Choices ? option.valueName.split(QLatin1Char('|')) : QStringList();
}

std::vector<DocumentedCommand> documentedCommands()
{
    std::vector<DocumentedCommand> out;
    DocumentedCommand top{QString(), QString(), &topLevelSpec(), {kBench}};
    DocumentedCommand bench{kBench, QStringLiteral("run one measurement (a probe kind)"), nullptr, {}};
    std::vector<DocumentedCommand> kinds;
    for (const BenchKindSpec &k : benchKindSpecs()) {
        bench.subcommands << k.kind;
        kinds.push_back({kBench + QLatin1Char(' ') + k.kind, k.summary, k.spec, {}});
    }
    std::vector<DocumentedCommand> others;
    for (const CliCommand &c : cliCommands()) {
        if (c.hidden || c.name.startsWith(kBench + QLatin1Char(' ')))
            continue;
        top.subcommands << c.name;
        const CommandSpecList specs = c.specs ? c.specs() : CommandSpecList{};
        DocumentedCommand own{c.name, c.summary, specs.empty() ? nullptr : specs.front(), {}};
        std::vector<DocumentedCommand> subs;
        for (std::size_t i = 1; i < specs.size(); ++i) {
            own.subcommands << specs[i]->path.section(QLatin1Char(' '), -1);
            subs.push_back({specs[i]->path, specs[i]->summary, specs[i], {}});
        }
        others.push_back(own);
        others.insert(others.end(), subs.begin(), subs.end());
    }
    out.push_back(top);
    out.push_back(bench);
    out.insert(out.end(), kinds.begin(), kinds.end());
    out.insert(out.end(), others.begin(), others.end());
    return out;
}

QString manPage(const QString &date)
{
    const std::vector<DocumentedCommand> commands = documentedCommands();
    const CommandSpec &top = topLevelSpec();
    QString page;
    page +=
        QStringLiteral(".\\\" The manual page of loopscope-cli, made by `loopscope-cli man-page` from its\n"
                       ".\\\" command and option tables (the ones --help prints).\n");
    page += QStringLiteral(".TH LOOPSCOPE\\-CLI 1 \"%1\" \"Loopscope %2\" \"User Commands\"\n")
                .arg(date, roff(core::versionString()));
    page += QStringLiteral(
        ".SH NAME\nloopscope\\-cli \\- latency measurements, device discovery and safe jogging "
        "without a display\n");
    page += QStringLiteral(".SH SYNOPSIS\n.B loopscope\\-cli\n.I COMMAND\n[\\fIOPTIONS\\fR]\n.br\n"
                           ".B loopscope\\-cli bench\n.I KIND\n[\\fIOPTIONS\\fR]\n");
    page += QStringLiteral(".SH DESCRIPTION\n") + roff(top.summary) + QLatin1Char('\n');
    page += QStringLiteral(".SH OPTIONS\n");
    for (const OptionSpec &option : top.options)
        page += QStringLiteral(".TP\n%1\n%2\n").arg(optionHead(option), optionText(option));
    page += QStringLiteral(".SH COMMANDS\n");
    for (const DocumentedCommand &command : commands)
        if (!command.path.isEmpty())
            page += commandSection(command);
    page += QStringLiteral(".SH \"EXIT STATUS\"\n") + preformatted(exitCodesHelp());
    page +=
        QStringLiteral(".SH ENVIRONMENT\n.TP\n.B LOOPSCOPE_LIBRARY\nThe result library when \\-\\-library is "
                       "not given (an SQLite file or a postgresql:// URL).\n");
    page += QStringLiteral(".SH \"SEE ALSO\"\n.BR loopscope (1),\n.BR loopscope\\-sim (1)\n");
    return page;
}

QString bashCompletion()
{
    QString cases;
    for (const DocumentedCommand &command : documentedCommands()) {
        QString body =
            QStringLiteral("words='%1'; opts='%2'; files='%3'; dirs='%4'; values='%5'")
                .arg(escapeShellWord(command.subcommands.join(QLatin1Char(' '))),
                     options(command.spec, false), options(command.spec, true, ValueKind::File),
                     options(command.spec, true, ValueKind::Directory), options(command.spec, true));
        QStringList choiceCases;
        if (command.spec)
            for (const OptionSpec &option : command.spec->options)
                if (valueKind(option) == ValueKind::Choices)
                    choiceCases << QStringLiteral("--%1) choices='%2' ;;")
                                       .arg(option.name, valueChoices(option).join(QLatin1Char(' ')));
        if (!choiceCases.isEmpty())
            body += QStringLiteral("\n            case \"$prev\" in %1 esac")
                        .arg(choiceCases.join(QLatin1Char(' ')));
        body += QStringLiteral(" ;;");
        cases += QStringLiteral("        '%1') %2\n").arg(escapeShellWord(command.path), body);
    }
    return QStringLiteral(
               "# bash completion of loopscope-cli, made by `loopscope-cli completion bash` from its\n"
               "# command and option tables. Install: /usr/share/bash-completion/completions/loopscope-cli\n"
               "# (the package does), or `source <(loopscope-cli completion bash)` in ~/.bashrc.\n"
               "\n"
               "# Sets words, opts, files, dirs, values and choices for command path $1;\n"
               "# fails for a path it does not know.\n"
               "_loopscope_cli_table()\n"
               "{\n"
               "    case \"$1\" in\n"
               "%1"
               "        *) return 1 ;;\n"
               "    esac\n"
               "}\n"
               "\n"
               "_loopscope_cli()\n"
               "{\n"
               "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"\n"
               "    local cmdpath='' i word words='' opts='' files='' dirs='' values='' choices=''\n"
               "    # The command path: the words before the first option (at most two).\n"
               "    for ((i = 1; i < COMP_CWORD && i <= 2; i++)); do\n"
               "        word=\"${COMP_WORDS[i]}\"\n"
               "        [[ \"$word\" == -* ]] && break\n"
               "        cmdpath=\"${cmdpath:+$cmdpath }$word\"\n"
               "    done\n"
               "    _loopscope_cli_table \"$cmdpath\" || _loopscope_cli_table \"${cmdpath%% *}\" || return "
               "0\n"
               "    COMPREPLY=()\n"
               "    if [[ -n \"$choices\" ]]; then\n"
               "        mapfile -t COMPREPLY < <(compgen -W \"$choices\" -- \"$cur\")\n"
               "    elif [[ \" $dirs \" == *\" $prev \"* ]]; then\n"
               "        mapfile -t COMPREPLY < <(compgen -d -- \"$cur\")\n"
               "    elif [[ \" $files \" == *\" $prev \"* ]]; then\n"
               "        mapfile -t COMPREPLY < <(compgen -f -- \"$cur\")\n"
               "    elif [[ \" $values \" == *\" $prev \"* ]]; then\n"
               "        return 0\n"
               "    elif [[ \"$cur\" == -* ]]; then\n"
               "        mapfile -t COMPREPLY < <(compgen -W \"$opts\" -- \"$cur\")\n"
               "    else\n"
               "        mapfile -t COMPREPLY < <(compgen -W \"$words\" -- \"$cur\")\n"
               "    fi\n"
               "}\n"
               "complete -o filenames -F _loopscope_cli loopscope-cli\n")
        .arg(cases);
}

QString zshCompletion()
{
    QString cases;
    for (const DocumentedCommand &command : documentedCommands()) {
        QStringList specs;
        if (command.spec)
            for (const OptionSpec &option : command.spec->options) {
                // "*--name[...]" for a repeatable option: the star inside the quotes.
                QString spec = QStringLiteral("'%1--%2[%3]")
                                   .arg(option.repeatable ? QStringLiteral("*") : QString(), option.name,
                                        zshDescription(option.description));
                const QString valueName = zshEscape(option.valueName);
                switch (valueKind(option)) {
                case ValueKind::None:
                    break;
                case ValueKind::File:
                    spec += QStringLiteral(":%1:_files").arg(valueName);
                    break;
                case ValueKind::Directory:
                    spec += QStringLiteral(":%1:_files -/").arg(valueName);
                    break;
                case ValueKind::Choices:
                    spec += QStringLiteral(":%1:(%2)")
                                .arg(valueName, valueChoices(option).join(QLatin1Char(' ')));
                    break;
                case ValueKind::Other:
                    spec += QStringLiteral(":%1: ").arg(valueName);
                    break;
                }
                specs << spec + QLatin1Char('\'');
            }
        QString body;
        if (!command.subcommands.isEmpty())
            body += QStringLiteral("            (( CURRENT == 2 )) && { compadd -- %1; return }\n")
                        .arg(command.subcommands.join(QLatin1Char(' ')));
        if (!specs.isEmpty())
            body += QStringLiteral("            _arguments -s \\\n                %1\n")
                        .arg(specs.join(QStringLiteral(" \\\n                ")));
        cases += QStringLiteral("        '%1')\n%2            ;;\n").arg(escapeShellWord(command.path), body);
    }
    return QStringLiteral(
               "#compdef loopscope-cli\n"
               "# zsh completion of loopscope-cli, made by `loopscope-cli completion zsh` from its\n"
               "# command and option tables. Install: a folder of $fpath as _loopscope-cli (the\n"
               "# package puts it in /usr/share/zsh/vendor-completions).\n"
               "_loopscope-cli()\n"
               "{\n"
               "    local cmdpath='' n=0\n"
               "    # The command path: the words before the first option (at most two);\n"
               "    # then words and CURRENT start at the last word of the path.\n"
               "    while (( n < 2 && CURRENT > n + 2 )) && [[ ${words[n+2]} != -* ]]; do\n"
               "        cmdpath=\"${cmdpath:+$cmdpath }${words[n+2]}\"\n"
               "        (( n++ ))\n"
               "    done\n"
               "    (( n > 0 )) && { shift $n words; (( CURRENT -= n )) }\n"
               "    case \"$cmdpath\" in\n"
               "%1"
               "    esac\n"
               "}\n"
               "_loopscope-cli \"$@\"\n")
        .arg(cases);
}

} // namespace loopscope::cli
