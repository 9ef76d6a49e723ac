#include "support/mcap_reference.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QStringList>

namespace loopscope::testsupport {

QString nodeExecutable()
{
    return QStringLiteral(LOOPSCOPE_NODE);
}

bool mcapReferenceInstalled(QString *why)
{
    const QString modules = QFileInfo(QStringLiteral(LOOPSCOPE_MCAP_SUMMARY_SCRIPT)).absolutePath() +
                            QStringLiteral("/node_modules/@mcap/core");
    if (QFileInfo::exists(modules))
        return true;
    *why = QStringLiteral(
        "tests/node/node_modules is missing: run scripts/setup.sh (npm ci --prefix tests/node)");
    return false;
}

QJsonObject readMcapWithReference(const QString &path, bool stream,
                                  const QMap<QString, QString> &extractVideo)
{
    if (nodeExecutable().isEmpty())
        return {{QStringLiteral("error"),
                 QStringLiteral("node is not installed (scripts/setup.sh installs it)")}};
    QProcess node;
    QStringList args{QStringLiteral(LOOPSCOPE_MCAP_SUMMARY_SCRIPT), path};
    if (stream)
        args << QStringLiteral("--stream");
    for (auto it = extractVideo.begin(); it != extractVideo.end(); ++it)
        args << QStringLiteral("--extract-video") << it.key() + QLatin1Char('=') + it.value();
    node.start(nodeExecutable(), args);
    if (!node.waitForFinished(60'000))
        return {{QStringLiteral("error"), QStringLiteral("node did not finish: %1").arg(node.errorString())}};
    const QByteArray out = node.readAllStandardOutput();
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(out, &error);
    if (!doc.isObject())
        return {{QStringLiteral("error"), QStringLiteral("no JSON from the reader (%1): %2 %3")
                                              .arg(error.errorString(), QString::fromUtf8(out),
                                                   QString::fromUtf8(node.readAllStandardError()))}};
    return doc.object();
}

qint64 mcapMessageCount(const QJsonObject &summary, const QString &topic)
{
    return summary.value(QStringLiteral("message_counts")).toObject().value(topic).toInteger();
}

} // namespace loopscope::testsupport
