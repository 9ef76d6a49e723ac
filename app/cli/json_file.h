#pragma once
// Amending a JSON summary written by the exporter: read the object back,
// let the command add its keys, write it again atomically (QSaveFile).

#include <QJsonObject>
#include <QString>
#include <functional>

namespace loopscope::cli {

// Reads the JSON object at path, calls amend on it and writes it back. On a
// read or write failure returns false with "cannot read back <path>: ..." or
// "cannot write <path>: ..." in error.
bool amendJsonFile(const QString &path, const std::function<void(QJsonObject &root)> &amend, QString *error);

} // namespace loopscope::cli
