#include "core/fleet/fleet_protocol.h"

#include "core/histogram/histogram_codec.h"

#include <QJsonDocument>
#include <QRegularExpression>

namespace loopscope::core::fleet {

QString presenceTopic(const QString &prefix, const QString &agent)
{
    return QStringLiteral("%1/agents/%2/presence").arg(prefix, agent);
}

QString requestTopic(const QString &prefix, const QString &agent)
{
    return QStringLiteral("%1/agents/%2/requests").arg(prefix, agent);
}

QString clockTopic(const QString &prefix, const QString &agent)
{
    return QStringLiteral("%1/agents/%2/clock").arg(prefix, agent);
}

QString eventsTopic(const QString &prefix, const QString &runId, const QString &agent)
{
    return QStringLiteral("%1/runs/%2/%3/events").arg(prefix, runId, agent);
}

QString agentOfTopic(const QString &prefix, const QString &topic)
{
    if (!topic.startsWith(prefix + QLatin1Char('/')))
        return {};
    const QStringList levels = topic.mid(prefix.size() + 1).split(QLatin1Char('/'));
    if (levels.size() == 3 && levels[0] == QLatin1String("agents"))
        return levels[1];
    if (levels.size() == 4 && levels[0] == QLatin1String("runs") && levels[3] == QLatin1String("events"))
        return levels[2];
    return {};
}

bool validAgentName(const QString &name)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9._-]{1,64}$"));
    return pattern.match(name).hasMatch();
}

QString checkPrefix(const QString &prefix)
{
    if (prefix.contains(QLatin1Char('+')) || prefix.contains(QLatin1Char('#')) || prefix.startsWith(QLatin1Char('$')) ||
        prefix.endsWith(QLatin1Char('/')) || prefix.startsWith(QLatin1Char('/')))
        return QStringLiteral("bad topic prefix '%1' (a topic without '+', '#', a leading '$' or leading/trailing '/')")
            .arg(prefix);
    return {};
}

QString histogramToText(const HdrHistogram &h)
{
    return QString::fromLatin1(HistogramCodec::encodeCompressed(h).toBase64());
}

std::optional<HdrHistogram> histogramFromText(const QString &text, QString *error)
{
    return HistogramCodec::decode(QByteArray::fromBase64(text.toLatin1()), error);
}

QJsonObject parse(const QByteArray &payload)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(payload, &error);
    return doc.isObject() ? doc.object() : QJsonObject();
}

QByteArray serialise(const QJsonObject &body)
{
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

} // namespace loopscope::core::fleet
