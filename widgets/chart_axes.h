#pragma once
// How the chart widgets label their axes: a latency axis picks its unit
// (ns, µs, ms, s) from the largest value it shows, so its ticks read
// "100 ms" rather than "100000 µs"; a time axis spans the run (its planned
// duration while it goes, its actual one after) with ticks on round steps.

#include <QString>

namespace loopscope::widgets {

struct LatencyUnit
{
    QString symbol;    // "ns", "µs", "ms", "s"
    double perUs = 1;  // value in this unit = value in µs × perUs
};

// The unit in which maxUs reads between 1 and 1000 (ns below 1 µs, s from
// 1000 s on).
LatencyUnit latencyUnitFor(double maxUs);

// A round tick step (1, 2 or 5 × 10^k) that cuts 0..spanS into at most 6 steps
// (and at least 2.4).
double timeTickStepS(double spanS);

} // namespace loopscope::widgets
