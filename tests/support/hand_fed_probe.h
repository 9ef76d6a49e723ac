#pragma once
// A probe whose measurements a test records by hand: two channels (tags and
// titles of the test's choosing), counters the test sets, and a state the
// test moves. For the run collector, the recorder and the live views.
// Header-only, so the test support library links no part of core.

#include "core/bench/probe.h"

#include <QJsonObject>
#include <map>

namespace loopscope::testsupport {

class HandFedProbe final : public core::LatencyProbe
{
public:
    struct Channel
    {
        QString tag;
        QString title;
    };

    explicit HandFedProbe(Channel first = {QStringLiteral("a"), QStringLiteral("Channel A")},
                          Channel second = {QStringLiteral("b"), QStringLiteral("Channel B")})
        : m_first(std::move(first)), m_second(std::move(second))
    {
    }

    core::IntervalRecorder first;  // the first channel's recorder
    core::IntervalRecorder second; // the second channel's recorder
    qint64 sent = 0;
    qint64 lost = 0;
    core::ProbeState current = core::ProbeState::Running;

    bool start(QString *) override { return true; }
    void requestStop() override { current = core::ProbeState::Stopped; }
    void wait() override {}
    core::ProbeState state() const override { return current; }
    QString failureReason() const override { return {}; }
    double progress() const override { return -1; }
    std::vector<core::ProbeChannel> channels() override
    {
        return {{m_first.tag, m_first.title, &first}, {m_second.tag, m_second.title, &second}};
    }
    std::vector<core::ProbeCounter> counters() const override
    {
        return {{QStringLiteral("sent"), sent}, {QStringLiteral("lost"), lost}};
    }
    QJsonObject parameters() const override { return {{QStringLiteral("rate_hz"), 100}}; }
    QString kind() const override { return QStringLiteral("fake"); }

private:
    Channel m_first;
    Channel m_second;
};

} // namespace loopscope::testsupport
