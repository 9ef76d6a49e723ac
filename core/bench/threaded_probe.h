#pragma once
// What every probe with measuring threads of its own shares: its status
// (state, stop request, failure reason: ProbeStatus) and its threads. A
// probe starts its threads with launch(); requestStop() returns at once,
// wait() joins them. A derived probe's destructor calls stopAndWait() first:
// its own members go before this base's, and its threads use them.

#include "core/bench/probe.h"
#include "core/bench/probe_status.h"

#include <functional>
#include <thread>
#include <vector>

namespace loopscope::core {

class ThreadedProbe : public LatencyProbe
{
public:
    ~ThreadedProbe() override { stopAndWait(); }

    void requestStop() override { m_status.stopRequested.store(true); }
    void wait() override;
    ProbeState state() const override { return m_status.state.load(); }
    QString failureReason() const override { return m_status.failureReason(); }

protected:
    ProbeStatus &status() { return m_status; }
    const ProbeStatus &status() const { return m_status; }
    void launch(std::function<void()> body) { m_threads.emplace_back(std::move(body)); }
    void stopAndWait()
    {
        requestStop();
        wait();
    }

private:
    ProbeStatus m_status;
    std::vector<std::thread> m_threads;
};

} // namespace loopscope::core
