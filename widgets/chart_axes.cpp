#include "widgets/chart_axes.h"

#include <cmath>

namespace loopscope::widgets {

namespace {
constexpr double kMaxSteps = 6; // readable at a dock's width
} // namespace

LatencyUnit latencyUnitFor(double maxUs)
{
    if (!(maxUs >= 1.0))
        return {QStringLiteral("ns"), 1000.0};
    if (maxUs < 1e3)
        return {QStringLiteral("µs"), 1.0};
    if (maxUs < 1e6)
        return {QStringLiteral("ms"), 1e-3};
    return {QStringLiteral("s"), 1e-6};
}

double timeTickStepS(double spanS)
{
    if (!(spanS > 0) || !std::isfinite(spanS))
        return 1.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(spanS / 10.0)));
    for (const double factor : {1.0, 2.0, 5.0, 10.0, 20.0, 50.0}) {
        if (spanS / (factor * magnitude) <= kMaxSteps + 1e-9)
            return factor * magnitude;
    }
    return 50.0 * magnitude;
}

} // namespace loopscope::widgets
