#pragma once
// The commands of loopscope-cli, in one table: each one's name, summary and
// entry point. The top-level help, the dispatcher and the "unknown command"
// errors are all made from it, and `bench` lists its probe kinds from the
// registry — so help and dispatch never disagree.

#include "app/cli/cli_options.h"

#include <QString>
#include <QStringList>
#include <functional>
#include <vector>

namespace loopscope::cli {

struct CliCommand
{
    QString name;    // "bench udp", "scan", ...
    QString summary; // one line (wrapped in the help)
    std::function<int(const QStringList &args)> run;
    bool hidden = false; // a tool for the project's own scripts, not in the help
    // The command's option tables (its own, then its subcommands'), for the
    // man page and the shell completion; null for a command without options.
    CommandSpecList (*specs)() = nullptr;
};

// The top level's table (--help, --version and the command list).
const CommandSpec &topLevelSpec();

// What `bench KIND` accepts: every kind with its option table, in the order
// bench --help lists them (the hand-written bench commands, then the
// registry's other kinds).
struct BenchKindSpec
{
    QString kind;
    QString summary;
    const CommandSpec *spec = nullptr;
};
std::vector<BenchKindSpec> benchKindSpecs();

// Every command, in the order the help lists them ("bench udp|loop|video"
// first; the other bench kinds come from the probe registry at run time).
const std::vector<CliCommand> &cliCommands();

// Dispatches args (without the program name) and returns the exit code.
int dispatchCli(const QStringList &args);

} // namespace loopscope::cli
