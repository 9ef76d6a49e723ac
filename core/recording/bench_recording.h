#pragma once
// A benchmark run into a session recording: every closed interval of every
// channel becomes one loopscope.IntervalPercentiles message on
// /bench/<run>/<channel>/interval (in µs, the unit of every latency channel),
// and the probe's counters one loopscope.Counters message on
// /bench/<run>/counters with each interval and at the end. The GUI's run
// session and the CLI's bench commands hand intervalSink() to the run
// (RunCollector::addIntervalWatcher / ExperimentRunOptions::onInterval), so
// the recording sees what the result library stores.

#include "core/bench/probe.h"
#include "core/bench/run_collector.h"

#include <QString>
#include <functional>
#include <map>
#include <memory>

namespace loopscope::core {

class SessionRecorder;

class BenchRecording
{
public:
    // recorder must outlive this object and every sink it hands out.
    BenchRecording(SessionRecorder &recorder, QString runName);

    // The sink to give the run: records each closed interval (polling thread).
    RunCollector::IntervalSink intervalSink();
    // Records the probe's counters now (after each interval and at the end).
    void recordCounters(const std::vector<ProbeCounter> &counters);
    // Counters are asked from this after every interval (optional).
    void setCounterSource(std::function<std::vector<ProbeCounter>()> source);

    // The run's stored name, known once it started (before its first interval).
    void setRunName(const QString &name) { m_run = name; }

    // From now on nothing more is recorded (the recording this belonged to
    // ended; its channel ids mean nothing in the next one).
    void detach() { m_detached = true; }

    int64_t intervalsRecorded() const { return m_intervals; }

private:
    void recordInterval(const QString &tag, const IntervalStats &stats, const HdrHistogram &interval);

    SessionRecorder &m_recorder;
    QString m_run;
    std::map<QString, uint16_t> m_channels; // tag -> channel id
    uint16_t m_countersChannel = 0;
    std::function<std::vector<ProbeCounter>()> m_counterSource;
    double m_lastCountersAtS = -1;
    int64_t m_intervals = 0;
    bool m_detached = false;
};

} // namespace loopscope::core
