#include "app/cli/json_file.h"

#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>

namespace loopscope::cli {

bool amendJsonFile(const QString &path, const std::function<void(QJsonObject &root)> &amend, QString *error)
{
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read back %1: %2").arg(path, in.errorString());
        return false;
    }
    QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
    in.close();
    amend(root);
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(QJsonDocument(root).toJson()) < 0 || !out.commit()) {
        *error = QStringLiteral("cannot write %1: %2").arg(path, out.errorString());
        return false;
    }
    return true;
}

} // namespace loopscope::cli
