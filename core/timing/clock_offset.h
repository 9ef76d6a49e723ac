#pragma once
// The offset between this host's clock and another host's, with an error
// bound, from NTP-style four-timestamp exchanges (RFC 5905, section 8):
//
//   t1  request sent      (local clock)     t2  request received (remote clock)
//   t4  reply received    (local clock)     t3  reply sent       (remote clock)
//
//   offset  theta = ((t2 - t1) + (t3 - t4)) / 2      (remote minus local)
//   delay   delta = (t4 - t1) - (t3 - t2)
//
// Whatever the asymmetry of the path, the true offset at the exchange lies
// within theta +- delta/2: the estimate rests on the exchanges with the
// smallest delay. Over a run the clocks also drift apart; the drift comes from
// the best exchange early and the best one late, with the bound their two
// intervals allow, and the offset now is the intersection of every kept
// exchange's interval carried forward with that drift.
//
// Memory is bounded: one exchange (the one with the least delay) per window
// of local time, at most kMaxWindows windows (the oldest go first).

#include <cstdint>
#include <vector>

namespace loopscope::core {

struct ClockExchange
{
    int64_t t1 = 0, t2 = 0, t3 = 0, t4 = 0; // ns, each on its own host's clock

    double offsetNs() const { return (double(t2 - t1) + double(t3 - t4)) / 2; }
    int64_t delayNs() const { return (t4 - t1) - (t3 - t2); }
    int64_t midNs() const { return t1 + (t4 - t1) / 2; } // local time of the exchange
};

struct ClockOffsetEstimate
{
    bool valid = false;
    int exchanges = 0;       // exchanges added (all, not only the kept ones)
    int64_t referenceNs = 0; // local time the offset is given for (the latest exchange)
    double offsetNs = 0;     // remote minus local at referenceNs
    double boundNs = 0;      // the true offset lies within offsetNs +- boundNs
    bool driftKnown = false; // needs exchanges spread over at least three windows
    double driftPpm = 0;     // the remote clock gains this much per local second (parts per million)
    double driftBoundPpm = 0;
    bool consistent = true;  // false: the kept intervals do not intersect (a clock step, changing drift)
    int64_t bestDelayNs = 0; // the least round-trip delay seen

    // The offset at another local time, carried with the drift (bound grows with the distance).
    double offsetAtNs(int64_t localNs) const;
    double boundAtNs(int64_t localNs) const;
};

class ClockOffsetEstimator
{
public:
    static constexpr int kMaxWindows = 4096;

    // windowNs: local time per kept exchange (default 1 s).
    explicit ClockOffsetEstimator(int64_t windowNs = 1'000'000'000);

    // An exchange whose timestamps are not in order (t4 < t1, t3 < t2, or a
    // negative delay) is refused and counted.
    bool add(const ClockExchange &exchange);
    ClockOffsetEstimate estimate() const;
    int refused() const { return m_refused; }
    void clear();

private:
    int64_t m_windowNs;
    std::vector<ClockExchange> m_best; // one per window, in time order
    int64_t m_lastWindow = INT64_MIN;
    int m_added = 0;
    int m_refused = 0;
};

} // namespace loopscope::core
