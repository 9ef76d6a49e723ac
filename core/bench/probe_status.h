#pragma once
// The bookkeeping a probe with its own measuring thread(s) shares with the
// threads that ask about it: its state, the stop request and the reason it
// failed. start() begins with begin(); the measuring loop ends with finish().

#include "core/bench/probe.h"

#include <QString>
#include <atomic>
#include <mutex>

namespace loopscope::core {

class ProbeStatus
{
public:
    std::atomic<ProbeState> state{ProbeState::Invalid};
    std::atomic<bool> stopRequested{false};

    // start()'s first step: refuses a second start and an invalid
    // configuration (invalidReason non-empty); else the state is Starting.
    bool begin(const QString &invalidReason, QString *error);
    // Marks the probe Failed with message (also into *error); returns false.
    bool refuse(const QString &message, QString *error);
    // A failure while running, from any thread: the first reason is kept;
    // the measuring loop sees failed() and ends as Failed.
    void fail(const QString &reason);
    bool failed() const { return m_failed.load(std::memory_order_relaxed); }
    // After the measuring loop: Stopped when asked to stop, else Finished.
    void finish() { state.store(stopRequested.load() ? ProbeState::Stopped : ProbeState::Finished); }
    bool stopping() const { return stopRequested.load(std::memory_order_relaxed); }
    QString failureReason() const;

private:
    mutable std::mutex m_lock;
    QString m_failure;
    std::atomic<bool> m_failed{false};
};

} // namespace loopscope::core
