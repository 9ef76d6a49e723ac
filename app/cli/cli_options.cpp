#include "app/cli/cli_options.h"

#include "app/cli/console.h"
#include "app/cli/exit_codes.h"

#include <QJsonArray>
#include <cmath>

namespace loopscope::cli {

const OptionSpec *CommandSpec::find(const QString &name) const
{
    for (const OptionSpec &option : options) {
        if (option.name == name)
            return &option;
    }
    return nullptr;
}

bool ParsedOptions::isSet(const QString &name) const { return m_given.contains(name); }

QString ParsedOptions::value(const QString &name) const
{
    const auto it = m_given.constFind(name);
    if (it != m_given.constEnd() && !it->isEmpty())
        return it->last();
    if (m_spec) {
        if (const OptionSpec *option = m_spec->find(name))
            return option->defaultValue;
    }
    return {};
}

QStringList ParsedOptions::values(const QString &name) const { return m_given.value(name); }

void ParsedOptions::add(const QString &name, const QString &value) { m_given[name].append(value); }

bool ParsedOptions::number(const QString &name, double min, double max, double *out, QString *error) const
{
    const QString text = value(name).trimmed();
    bool ok = false;
    const double parsed = text.toDouble(&ok);
    if (!ok || !std::isfinite(parsed) || parsed < min || parsed > max) {
        *error = QStringLiteral("bad value for --%1: '%2' (expected a number from %3 to %4)")
                     .arg(name, value(name))
                     .arg(min)
                     .arg(max);
        return false;
    }
    *out = parsed;
    return true;
}

bool ParsedOptions::integer(const QString &name, qint64 min, qint64 max, qint64 *out, QString *error) const
{
    const QString text = value(name).trimmed();
    bool ok = false;
    const qint64 parsed = text.toLongLong(&ok);
    if (!ok || parsed < min || parsed > max) {
        *error = QStringLiteral("bad value for --%1: '%2' (expected a whole number from %3 to %4)")
                     .arg(name, value(name))
                     .arg(min)
                     .arg(max);
        return false;
    }
    *out = parsed;
    return true;
}

QJsonObject ParsedOptions::toJson() const
{
    QJsonObject json;
    if (!m_spec)
        return json;
    for (const OptionSpec &option : m_spec->options) {
        if (option.name == QLatin1String("help"))
            continue;
        if (option.isFlag())
            json.insert(option.name, isSet(option.name));
        else if (option.repeatable)
            json.insert(option.name, QJsonArray::fromStringList(values(option.name)));
        else if (isSet(option.name) || !option.defaultValue.isEmpty())
            json.insert(option.name, value(option.name));
    }
    return json;
}

bool parseOptions(const CommandSpec &spec, const QStringList &args, ParsedOptions *out, QString *error,
                  bool allowPositional)
{
    *out = ParsedOptions(&spec);
    bool optionsEnded = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        if (optionsEnded || !arg.startsWith(QLatin1String("-")) || arg == QLatin1String("-")) {
            if (!allowPositional) {
                *error = QStringLiteral("unexpected argument '%1'").arg(arg);
                return false;
            }
            out->addPositional(arg);
            continue;
        }
        if (arg == QLatin1String("--")) {
            optionsEnded = true;
            continue;
        }
        if (!arg.startsWith(QLatin1String("--"))) {
            *error = QStringLiteral("unknown option '%1' (options are long: --name)").arg(arg);
            return false;
        }
        QString name = arg.mid(2);
        QString inlineValue;
        bool hasInlineValue = false;
        if (const qsizetype eq = name.indexOf(QLatin1Char('=')); eq >= 0) {
            inlineValue = name.mid(eq + 1);
            name = name.left(eq);
            hasInlineValue = true;
        }
        const OptionSpec *option = spec.find(name);
        if (!option) {
            *error = QStringLiteral("unknown option '--%1'").arg(name);
            return false;
        }
        if (option->isFlag()) {
            if (hasInlineValue) {
                *error = QStringLiteral("option --%1 takes no value (got '%2')").arg(name, inlineValue);
                return false;
            }
            out->add(name, QStringLiteral("true"));
            continue;
        }
        QString value;
        if (hasInlineValue) {
            value = inlineValue;
        } else if (i + 1 < args.size()) {
            value = args.at(++i);
        } else {
            *error = QStringLiteral("option --%1 needs a value %2").arg(name, option->valueName);
            return false;
        }
        if (!option->repeatable && out->isSet(name)) {
            *error = QStringLiteral("option --%1 given more than once").arg(name);
            return false;
        }
        out->add(name, value);
    }
    return true;
}

namespace {

// Wraps text to width columns, every line prefixed by indent.
QString wrap(const QString &text, int indent, int width)
{
    QString result;
    const QString pad(indent, QLatin1Char(' '));
    const QStringList paragraphs = text.split(QLatin1Char('\n'));
    for (const QString &paragraph : paragraphs) {
        QString line;
        const QStringList words = paragraph.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (const QString &word : words) {
            if (!line.isEmpty() && indent + line.size() + 1 + word.size() > width) {
                result += pad + line + QLatin1Char('\n');
                line.clear();
            }
            line += line.isEmpty() ? word : QLatin1Char(' ') + word;
        }
        result += pad + line + QLatin1Char('\n');
    }
    return result;
}

} // namespace

QString helpText(const CommandSpec &spec)
{
    constexpr int kWidth = 79;
    // The synopsis, wrapped with a hanging indent under the command.
    const QString usage = QStringLiteral("Usage: loopscope-cli %1").arg(spec.synopsis);
    QString text = wrap(usage, 0, kWidth);
    if (text.count(QLatin1Char('\n')) > 1) {
        const QString firstLine = text.section(QLatin1Char('\n'), 0, 0);
        const QString rest = usage.mid(firstLine.size()).trimmed();
        text = firstLine + QLatin1Char('\n') + wrap(rest, 8, kWidth);
    }
    text += QLatin1Char('\n');
    text += wrap(spec.summary, 0, kWidth) + QLatin1Char('\n');
    if (!spec.options.empty()) {
        text += QStringLiteral("OPTIONS\n");
        for (const OptionSpec &option : spec.options) {
            QString head = QStringLiteral("  --") + option.name;
            if (!option.isFlag())
                head += QLatin1Char(' ') + option.valueName;
            text += head + QLatin1Char('\n');
            QString description = option.description;
            if (!option.defaultValue.isEmpty())
                description += QStringLiteral(" Default: %1.").arg(option.defaultValue);
            if (option.repeatable)
                description += QStringLiteral(" May be given more than once.");
            text += wrap(description, 6, kWidth);
        }
        text += QLatin1Char('\n');
    }
    if (!spec.notes.isEmpty())
        text += spec.notes + QLatin1Char('\n');
    text += exitCodesHelp();
    return text;
}

int usageError(const CommandSpec &spec, const QString &message)
{
    printError(message);
    printErr(QStringLiteral("Try 'loopscope-cli %1%2--help'.\n")
                 .arg(spec.path, spec.path.isEmpty() ? QString() : QStringLiteral(" ")));
    return kExitUsage;
}

std::optional<int> parseCommandLine(const CommandSpec &spec, const QStringList &args, ParsedOptions *out,
                                    bool allowPositional)
{
    QString error;
    if (!parseOptions(spec, args, out, &error, allowPositional))
        return usageError(spec, error);
    if (out->isSet(QStringLiteral("help"))) {
        printOut(helpText(spec));
        return kExitSuccess;
    }
    return std::nullopt;
}

OptionSpec helpOption()
{
    return {QStringLiteral("help"), {}, QStringLiteral("Show this help and exit."), {}};
}

} // namespace loopscope::cli
