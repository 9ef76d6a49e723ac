#include "core/timing/clock_offset.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace loopscope::core {

double ClockOffsetEstimate::offsetAtNs(int64_t localNs) const
{
    return offsetNs + (driftKnown ? driftPpm * 1e-6 * double(localNs - referenceNs) : 0.0);
}

double ClockOffsetEstimate::boundAtNs(int64_t localNs) const
{
    return boundNs + (driftKnown ? driftBoundPpm * 1e-6 * std::abs(double(localNs - referenceNs)) : 0.0);
}

ClockOffsetEstimator::ClockOffsetEstimator(int64_t windowNs) : m_windowNs(std::max<int64_t>(windowNs, 1)) {}

void ClockOffsetEstimator::clear()
{
    m_best.clear();
    m_lastWindow = INT64_MIN;
    m_added = m_refused = 0;
}

bool ClockOffsetEstimator::add(const ClockExchange &e)
{
    if (e.t4 < e.t1 || e.t3 < e.t2 || e.delayNs() < 0) {
        ++m_refused;
        return false;
    }
    ++m_added;
    const int64_t window = e.midNs() / m_windowNs;
    if (!m_best.empty() && window <= m_lastWindow) {
        // The same window (or, with a local clock that went back, an older one): keep the better.
        if (e.delayNs() < m_best.back().delayNs())
            m_best.back() = e;
        return true;
    }
    if (int(m_best.size()) == kMaxWindows)
        m_best.erase(m_best.begin());
    m_best.push_back(e);
    m_lastWindow = window;
    return true;
}

ClockOffsetEstimate ClockOffsetEstimator::estimate() const
{
    ClockOffsetEstimate r;
    r.exchanges = m_added;
    if (m_best.empty())
        return r;
    r.valid = true;
    r.referenceNs = m_best.back().midNs();
    r.bestDelayNs = std::numeric_limits<int64_t>::max();
    for (const ClockExchange &e : m_best)
        r.bestDelayNs = std::min(r.bestDelayNs, e.delayNs());

    // Drift from the best exchange of the first third and of the last third:
    // both true offsets lie in their intervals, so the true (constant) drift
    // lies within the spread those intervals allow.
    const size_t n = m_best.size();
    if (n >= 3) {
        const auto bestOf = [&](size_t from, size_t to) {
            return *std::min_element(m_best.begin() + long(from), m_best.begin() + long(to),
                                     [](const ClockExchange &a, const ClockExchange &b) {
                                         return a.delayNs() < b.delayNs();
                                     });
        };
        const ClockExchange a = bestOf(0, std::max<size_t>(1, n / 3));
        const ClockExchange b = bestOf(n - std::max<size_t>(1, n / 3), n);
        const double spanNs = double(b.midNs() - a.midNs());
        if (spanNs > 0) {
            r.driftKnown = true;
            r.driftPpm = (b.offsetNs() - a.offsetNs()) / spanNs * 1e6;
            r.driftBoundPpm = (double(a.delayNs()) + double(b.delayNs())) / 2 / spanNs * 1e6;
        }
    }

    // The offset now: every kept interval carried to the reference time.
    double lo = -std::numeric_limits<double>::infinity();
    double hi = std::numeric_limits<double>::infinity();
    double bestCenter = 0, bestHalf = std::numeric_limits<double>::infinity();
    // Without a drift only the latest window counts: an older interval
    // carried forward unchanged could miss the true offset.
    const auto first = r.driftKnown ? m_best.begin() : m_best.end() - 1;
    for (auto it = first; it != m_best.end(); ++it) {
        const ClockExchange &e = *it;
        const double dt = double(r.referenceNs - e.midNs());
        const double center = e.offsetNs() + (r.driftKnown ? r.driftPpm * 1e-6 * dt : 0.0);
        const double half = double(e.delayNs()) / 2 + (r.driftKnown ? r.driftBoundPpm * 1e-6 * std::abs(dt) : 0.0);
        lo = std::max(lo, center - half);
        hi = std::min(hi, center + half);
        if (half < bestHalf) {
            bestHalf = half;
            bestCenter = center;
        }
    }
    if (lo <= hi) {
        r.offsetNs = (lo + hi) / 2;
        r.boundNs = (hi - lo) / 2;
    } else {
        r.consistent = false; // the best single exchange, honestly bounded by its own delay
        r.offsetNs = bestCenter;
        r.boundNs = bestHalf;
    }
    return r;
}

} // namespace loopscope::core
