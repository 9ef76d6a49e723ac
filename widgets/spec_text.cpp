#include "widgets/spec_text.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

namespace loopscope::widgets {

namespace {

QString translated(const char *context, const QString &english)
{
    return english.isEmpty() ? english : QCoreApplication::translate(context, english.toUtf8().constData());
}

} // namespace

QString paramLabel(const core::ParamSpec &p)
{
    return p.label.isEmpty() ? p.key : translated("loopscope::ParamLabels", p.label);
}

QString paramHelp(const core::ParamSpec &p)
{
    return translated("loopscope::ParamHelp", p.help);
}

QString kindTitle(const core::ProbeKindSpec &k)
{
    return translated("loopscope::ProbeKinds", k.title);
}

QString kindSummary(const core::ProbeKindSpec &k)
{
    return translated("loopscope::ProbeKinds", k.summary);
}

QString presetTitle(const core::Preset &p)
{
    return translated("loopscope::Presets", p.title);
}

QString presetQuestion(const core::Preset &p)
{
    return translated("loopscope::Presets", p.question);
}

QString stateName(const QString &english)
{
    return translated("loopscope::StateNames", english);
}

QString channelTitle(const QString &english)
{
    const QString direct = translated("loopscope::ChannelTitles", english);
    if (direct != english)
        return direct;
    // A title numbered by its probe ("Timer wake-up latency, thread 2") is
    // marked with its placeholder ("..., thread %1").
    static const QRegularExpression numbered(QStringLiteral("^(.*\\D)(\\d+)$"));
    const QRegularExpressionMatch m = numbered.match(english);
    if (!m.hasMatch())
        return english;
    const QString pattern = m.captured(1) + QStringLiteral("%1");
    const QString text = translated("loopscope::ChannelTitles", pattern);
    return text == pattern ? english : text.arg(m.captured(2));
}

QString formatParamValue(const core::ParamSpec &p, const QVariant &value)
{
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator); // ports and baud rates read as written
    QString text;
    switch (p.type) {
    case core::ParamType::Bool:
        return value.toBool() ? QCoreApplication::translate("loopscope::ParamValues", "yes")
                              : QCoreApplication::translate("loopscope::ParamValues", "no");
    case core::ParamType::Double:
        text = locale.toString(value.toDouble(), 'g', 10);
        break;
    case core::ParamType::Int:
        text = locale.toString(value.toLongLong());
        break;
    default:
        text = value.toString();
    }
    if (!p.unit.isEmpty() && !text.isEmpty())
        text += QLatin1Char(' ') + p.unit;
    return text;
}

} // namespace loopscope::widgets
