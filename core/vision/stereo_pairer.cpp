#include "core/vision/stereo_pairer.h"

#include "core/video/clock_code.h"

#include <cstdlib>

namespace loopscope::core {

StereoPairer::StereoPairer(int64_t toleranceNs, int historyFrames)
    : m_toleranceNs(toleranceNs), m_history(size_t(historyFrames < 1 ? 1 : historyFrames))
{
}

int64_t StereoPairer::skewNs(const VideoFrame &left, const VideoFrame &right)
{
    if (left.hasClockCode && right.hasClockCode)
        return ClockCode::latencyUs(right.clockCodeUs, left.clockCodeUs) * 1000; // modulo 2^48, signed
    return right.times.demuxNs - left.times.demuxNs;
}

void StereoPairer::add(std::deque<Item> &side, SharedFrame frame)
{
    if (!frame)
        return;
    side.push_back({std::move(frame), m_serial++});
    while (side.size() > m_history)
        side.pop_front();
}

void StereoPairer::addLeft(SharedFrame frame)
{
    add(m_left, std::move(frame));
}

void StereoPairer::addRight(SharedFrame frame)
{
    add(m_right, std::move(frame));
}

std::optional<StereoPair> StereoPairer::takePair()
{
    const Item *bestLeft = nullptr;
    const Item *bestRight = nullptr;
    int64_t bestSkew = 0;
    int64_t bestAge = 0;
    for (const Item &l : m_left) {
        if (l.serial <= m_lastLeft)
            continue;
        for (const Item &r : m_right) {
            if (r.serial <= m_lastRight)
                continue;
            const int64_t skew = skewNs(*l.frame, *r.frame);
            if (std::llabs(skew) > m_toleranceNs)
                continue;
            // Prefer the newest pair (its older member as new as possible), then the smallest skew.
            const int64_t age = std::min(l.serial, r.serial);
            if (!bestLeft || age > bestAge || (age == bestAge && std::llabs(skew) < std::llabs(bestSkew))) {
                bestLeft = &l;
                bestRight = &r;
                bestSkew = skew;
                bestAge = age;
            }
        }
    }
    if (!bestLeft)
        return std::nullopt;
    StereoPair pair{bestLeft->frame, bestRight->frame, bestSkew};
    m_lastLeft = bestLeft->serial;
    m_lastRight = bestRight->serial;
    m_pairs++;
    m_signedSumNs += bestSkew;
    m_total.record(std::llabs(bestSkew));
    m_recorder.record(std::llabs(bestSkew));
    // Frames up to the pair can never pair again: let the pool have them back.
    while (!m_left.empty() && m_left.front().serial <= m_lastLeft)
        m_left.pop_front();
    while (!m_right.empty() && m_right.front().serial <= m_lastRight)
        m_right.pop_front();
    return pair;
}

void StereoPairer::clear()
{
    m_left.clear();
    m_right.clear();
    m_lastLeft = m_lastRight = -1;
    m_pairs = 0;
    m_signedSumNs = 0;
    m_total.reset();
}

} // namespace loopscope::core
