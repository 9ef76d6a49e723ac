#pragma once
// The fleet's messages on the MQTT broker: topics and JSON bodies, in one
// place for the agent and the controller. Every body is a JSON object with
// "type"; histograms travel as the result library's blob format (V2
// compressed HdrHistogram, base64), so what the controller merges is exactly
// what the agent measured.
//
//   PREFIX/agents/NAME/presence   retained, agent -> all: "presence"
//                                 (state online|busy|offline; the last will
//                                 sets offline when the agent vanishes)
//   PREFIX/agents/NAME/requests   controller -> agent: "run", "cancel"
//   PREFIX/runs/RUN/NAME/events   agent -> controller: "accepted", "refused",
//                                 "interval" (numbered from 0), "result"
//   PREFIX/agents/NAME/clock      agent -> controller: "clock" (the answer to
//                                 a "clock" request: t1 echoed, t2 received,
//                                 t3 sent, on the agent's wall clock)
//
// PREFIX is "loopscope/fleet" unless given. See docs/fleet.md for the ACL
// that confines each agent to its own topics.

#include "core/histogram/hdr_histogram.h"

#include <QJsonObject>
#include <QString>
#include <optional>

namespace loopscope::core::fleet {

inline const QString kDefaultPrefix = QStringLiteral("loopscope/fleet");

QString presenceTopic(const QString &prefix, const QString &agent); // agent "+": all
QString requestTopic(const QString &prefix, const QString &agent);
QString clockTopic(const QString &prefix, const QString &agent); // agent "+": all
QString eventsTopic(const QString &prefix, const QString &runId, const QString &agent); // "+" allowed
// The agent of a presence or events topic ("" when the topic is not one).
QString agentOfTopic(const QString &prefix, const QString &topic);

// A name an agent may have: 1..64 of [A-Za-z0-9._-] (a topic level, no wildcards).
bool validAgentName(const QString &name);
// Empty when prefix can be the fleet's topic prefix (no '+', '#', leading '$'
// or leading/trailing '/'), else why not.
QString checkPrefix(const QString &prefix);

QString histogramToText(const HdrHistogram &h);                                  // base64 of the V2 blob
std::optional<HdrHistogram> histogramFromText(const QString &text, QString *error = nullptr);

QJsonObject parse(const QByteArray &payload); // empty object when not a JSON object
QByteArray serialise(const QJsonObject &body);

} // namespace loopscope::core::fleet
