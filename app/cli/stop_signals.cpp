#include "app/cli/stop_signals.h"

#include "app/cli/exit_codes.h"

#include <atomic>
#include <csignal>
#include <unistd.h>

namespace loopscope::cli {

namespace {

std::atomic<int> g_signalCount{0};
std::atomic<int> g_lastSignal{0};
struct sigaction g_oldInt;
struct sigaction g_oldTerm;

void onStopSignal(int signalNumber)
{
    g_lastSignal.store(signalNumber);
    if (g_signalCount.fetch_add(1) >= 1) {
        // Only async-signal-safe calls here.
        static const char message[] = "\nloopscope-cli: interrupted again, exiting at once\n";
        [[maybe_unused]] const ssize_t n = ::write(STDERR_FILENO, message, sizeof(message) - 1);
        ::_exit(kExitInterrupted);
    }
}

} // namespace

StopSignals::StopSignals()
{
    g_signalCount.store(0);
    g_lastSignal.store(0);
    struct sigaction action = {};
    action.sa_handler = onStopSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    ::sigaction(SIGINT, &action, &g_oldInt);
    ::sigaction(SIGTERM, &action, &g_oldTerm);
}

StopSignals::~StopSignals()
{
    ::sigaction(SIGINT, &g_oldInt, nullptr);
    ::sigaction(SIGTERM, &g_oldTerm, nullptr);
}

bool StopSignals::stopRequested() const { return g_signalCount.load() > 0; }

int StopSignals::lastSignal() const { return g_lastSignal.load(); }

} // namespace loopscope::cli
