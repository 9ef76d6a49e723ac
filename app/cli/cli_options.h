#pragma once
// Command-line options described as data: one table per command (name, value
// name, description, default). The help text, the parser and the "cli"
// parameters written into the JSON summary all read the same table.

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace loopscope::cli {

struct OptionSpec
{
    QString name;         // long name without "--", e.g. "rate"
    QString valueName;    // e.g. "HZ"; empty for a flag
    QString description;  // one or more sentences; wrapped in the help
    QString defaultValue; // shown in the help and used when absent; may be empty
    bool repeatable = false;

    bool isFlag() const { return valueName.isEmpty(); }
};

struct CommandSpec
{
    QString path;     // "bench udp", "discover", "" for the top level
    QString synopsis; // one usage line after "loopscope-cli "
    QString summary;  // a paragraph
    QString notes;    // extra paragraphs (files written, examples); may be empty
    std::vector<OptionSpec> options;

    const OptionSpec *find(const QString &name) const;
};

// A command's option tables: its own first, then its subcommands' ("runs",
// "runs list", ...). The man page and the shell completion read them.
using CommandSpecList = std::vector<const CommandSpec *>;

// The result of parsing one command's arguments against its table.
class ParsedOptions
{
public:
    explicit ParsedOptions(const CommandSpec *spec = nullptr) : m_spec(spec) {}

    bool isSet(const QString &name) const;          // given on the command line
    QString value(const QString &name) const;       // last given, else the default
    QStringList values(const QString &name) const;  // all given (repeatable options)
    const QStringList &positional() const { return m_positional; }

    // Typed access; on a bad value returns false with a message naming the
    // option and the value, e.g. "bad value for --rate: '0' (expected ...)".
    bool number(const QString &name, double min, double max, double *out, QString *error) const;
    bool integer(const QString &name, qint64 min, qint64 max, qint64 *out, QString *error) const;

    // Every option of the table with its effective value (flags as booleans),
    // for the JSON summary.
    QJsonObject toJson() const;

    void add(const QString &name, const QString &value);
    void addPositional(const QString &value) { m_positional.append(value); }

private:
    const CommandSpec *m_spec = nullptr;
    QMap<QString, QStringList> m_given;
    QStringList m_positional;
};

// Parses "--name value", "--name=value" and flags. "--" ends the options.
// Unknown options, missing values and values given to flags are errors that
// name the option. Positional arguments are collected when allowPositional.
bool parseOptions(const CommandSpec &spec, const QStringList &args, ParsedOptions *out, QString *error,
                  bool allowPositional = false);

// The full help of a command: usage, summary, options with defaults, notes
// and the exit codes.
QString helpText(const CommandSpec &spec);

// --help, as every command lists it.
OptionSpec helpOption();

// "loopscope-cli: <message>\nTry 'loopscope-cli <path> --help'." on stderr;
// returns kExitUsage.
int usageError(const CommandSpec &spec, const QString &message);

// The start every command shares: parses args against spec, printing the
// usage error or the help when that ends the command. Returns the exit code
// to return then (kExitUsage or kExitSuccess), std::nullopt to go on.
std::optional<int> parseCommandLine(const CommandSpec &spec, const QStringList &args, ParsedOptions *out,
                                    bool allowPositional = false);

} // namespace loopscope::cli
