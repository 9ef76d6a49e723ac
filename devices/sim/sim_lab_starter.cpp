#include "devices/sim/sim_lab_starter.h"

#include <mutex>

namespace loopscope::devices {

namespace {

std::mutex g_mutex;
SimLabStarter g_starter; // empty: each call starts its own SimLab

} // namespace

SimLabStarter setSimLabStarter(SimLabStarter starter)
{
    const std::lock_guard lock(g_mutex);
    std::swap(g_starter, starter);
    return starter;
}

std::shared_ptr<SimLab> startSimLab(const SimEchoOptions &options, QString *error, int timeoutMs)
{
    SimLabStarter starter;
    {
        const std::lock_guard lock(g_mutex);
        starter = g_starter;
    }
    if (starter)
        return starter(options, error, timeoutMs);
    auto lab = std::make_shared<SimLab>();
    if (!lab->start(options, error, timeoutMs))
        return nullptr;
    return lab;
}

} // namespace loopscope::devices
