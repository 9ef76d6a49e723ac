#pragma once
// The man page loopscope-cli(1) and the bash and zsh completion scripts,
// made from the command table and every command's option table — the same
// tables the help and the parser read, so help, completion and man page
// never disagree.

#include "app/cli/cli_options.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace loopscope::cli {

// One command path the user can type ("", "bench", "bench udp", "runs",
// "runs list", ...) with what may follow it.
struct DocumentedCommand
{
    QString path;
    QString summary;
    const CommandSpec *spec = nullptr; // its options; null: only subcommands
    QStringList subcommands;           // the words that may follow the path
};

// Every path, top level first, in the help's order (hidden commands left out).
std::vector<DocumentedCommand> documentedCommands();

// Whether an option's value is a file or a folder name (by its value name:
// FILE, PATH, DIR, ...), for the completion.
// Choices: a value name such as "tcp|udp" lists the words it takes.
enum class ValueKind { None, File, Directory, Choices, Other };
ValueKind valueKind(const OptionSpec &option);
QStringList valueChoices(const OptionSpec &option); // for ValueKind::Choices

QString manPage(const QString &date);
QString bashCompletion();
QString zshCompletion();

} // namespace loopscope::cli
