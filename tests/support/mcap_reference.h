#pragma once
// The reference MCAP reader in the tests: @mcap/core run by Node on
// tests/node/mcap_summary.mjs (installed by scripts/setup.sh). Its JSON
// summary: topics, schemas, per-topic message counts, start and end times,
// chunk count, and "error" (null when the reader raised none).

#include <QJsonObject>
#include <QMap>
#include <QString>

namespace loopscope::testsupport {

// The node executable the build found; empty when there is none.
QString nodeExecutable();

// The reader's npm packages are installed (tests/node/node_modules); false
// with "... run scripts/setup.sh" in *why.
bool mcapReferenceInstalled(QString *why);

// Reads path with the indexed reader (CRCs and summary checked) or, with
// stream, the stream reader (what a truncated file still holds). On a
// failure to run the reader, {"error": "..."}. extractVideo: topic -> file
// that gets the topic's foxglove.CompressedVideo data (indexed reader).
QJsonObject readMcapWithReference(const QString &path, bool stream = false,
                                  const QMap<QString, QString> &extractVideo = {});

// The per-topic message count of a summary (0 for a topic not in it).
qint64 mcapMessageCount(const QJsonObject &summary, const QString &topic);

} // namespace loopscope::testsupport
