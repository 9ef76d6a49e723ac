#pragma once
// SIGINT and SIGTERM while a benchmark runs: the first asks the run to stop
// (the results so far are still printed and written), the second exits at
// once with kExitInterrupted.

namespace loopscope::cli {

class StopSignals
{
public:
    // Installs the handlers for the lifetime of this object; restores the
    // previous ones after.
    StopSignals();
    ~StopSignals();
    StopSignals(const StopSignals &) = delete;
    StopSignals &operator=(const StopSignals &) = delete;

    bool stopRequested() const; // at least one signal arrived
    int lastSignal() const;     // its number, 0 when none
};

} // namespace loopscope::cli
