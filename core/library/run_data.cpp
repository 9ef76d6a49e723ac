#include "core/library/run_data.h"

namespace loopscope::core {

const RunChannel *RunData::channel(const QString &tag) const
{
    for (const RunChannel &c : channels)
        if (c.tag == tag)
            return &c;
    return nullptr;
}

qint64 RunData::counter(const QString &name, qint64 fallback) const
{
    for (const ProbeCounter &c : counters)
        if (c.name == name)
            return c.value;
    return fallback;
}

} // namespace loopscope::core
