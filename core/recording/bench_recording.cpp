#include "core/recording/bench_recording.h"

#include "core/recording/mcap_messages.h"
#include "core/recording/mcap_schemas.h"
#include "core/recording/session_recorder.h"

namespace loopscope::core {

BenchRecording::BenchRecording(SessionRecorder &recorder, QString runName)
    : m_recorder(recorder), m_run(std::move(runName))
{
}

RunCollector::IntervalSink BenchRecording::intervalSink()
{
    return [this](const QString &tag, const QString &, const IntervalStats &stats,
                  const HdrHistogram &interval) { recordInterval(tag, stats, interval); };
}

void BenchRecording::setCounterSource(std::function<std::vector<ProbeCounter>()> source)
{
    m_counterSource = std::move(source);
}

void BenchRecording::recordInterval(const QString &tag, const IntervalStats &stats,
                                    const HdrHistogram &interval)
{
    if (m_detached)
        return;
    auto found = m_channels.find(tag);
    if (found == m_channels.end()) {
        const McapJsonSchema schema = intervalPercentilesSchema();
        found =
            m_channels
                .emplace(tag, m_recorder.addChannel(benchIntervalTopic(m_run, tag), schema.name, schema.json))
                .first;
    }
    // The interval closed just now: its end is this moment on the recording's clock.
    const int64_t endNs = realtimeNowNs();
    IntervalPercentilesMessage message = intervalPercentilesFrom(interval, 1000.0); // ns -> µs
    message.run = m_run;
    message.channel = tag;
    message.unit = QStringLiteral("us");
    message.intervalEndNs = endNs;
    message.intervalStartNs = endNs - int64_t(stats.lengthS * 1e9);
    m_recorder.record(found->second, endNs, intervalPercentilesJson(message));
    ++m_intervals;
    // Counters once per interval (every channel of an interval closes together).
    if (m_counterSource && stats.startS != m_lastCountersAtS) {
        m_lastCountersAtS = stats.startS;
        recordCounters(m_counterSource());
    }
}

void BenchRecording::recordCounters(const std::vector<ProbeCounter> &counters)
{
    if (m_detached)
        return;
    if (m_countersChannel == 0) {
        const McapJsonSchema schema = countersSchema();
        m_countersChannel = m_recorder.addChannel(benchCountersTopic(m_run), schema.name, schema.json);
    }
    std::map<QString, double> values;
    for (const ProbeCounter &c : counters)
        values[c.name] = double(c.value);
    m_recorder.record(m_countersChannel, realtimeNowNs(), countersJson(values));
}

} // namespace loopscope::core
