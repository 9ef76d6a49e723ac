#include "core/analysis/step_response.h"

#include <algorithm>
#include <cmath>

namespace loopscope::core {

namespace {

// Linear interpolation of the response at time t (samples sorted by time).
double responseAt(const std::vector<ResponseSample> &s, double t)
{
    if (t <= s.front().timeS)
        return s.front().response;
    if (t >= s.back().timeS)
        return s.back().response;
    const auto it = std::lower_bound(s.begin(), s.end(), t,
                                     [](const ResponseSample &a, double v) { return a.timeS < v; });
    const ResponseSample &b = *it;
    const ResponseSample &a = *(it - 1);
    const double span = b.timeS - a.timeS;
    return span > 0 ? a.response + (b.response - a.response) * (t - a.timeS) / span : b.response;
}

// First time the response crosses `level` going in `direction` (+1 / -1), with
// interpolation between samples; -1 if never.
double crossingTime(const std::vector<ResponseSample> &s, std::size_t from, double level, double direction)
{
    for (std::size_t i = std::max<std::size_t>(from, 1); i < s.size(); ++i) {
        const double a = (s[i - 1].response - level) * direction;
        const double b = (s[i].response - level) * direction;
        if (b >= 0 && (a < 0 || i == from)) {
            if (a >= 0)
                return s[i - 1].timeS;
            return s[i - 1].timeS + (s[i].timeS - s[i - 1].timeS) * (-a) / (b - a);
        }
    }
    return -1;
}

} // namespace

StepMetrics analyseStep(const std::vector<ResponseSample> &s, double bandPercent)
{
    StepMetrics m;
    m.settlingBandPercent = bandPercent;
    if (s.size() < 4)
        return m;
    std::size_t step = 0;
    for (std::size_t i = 1; i < s.size(); ++i) {
        if (s[i].command != s[i - 1].command) {
            step = i;
            break;
        }
    }
    if (step == 0)
        return m;
    m.initial = s[step - 1].response;
    m.target = s[step].command;
    m.stepTimeS = s[step].timeS;
    const double size = m.target - m.initial;
    if (std::abs(size) < 1e-12)
        return m;
    m.valid = true;
    const double dir = size > 0 ? 1.0 : -1.0;

    const double t10 = crossingTime(s, step, m.initial + 0.1 * size, dir);
    const double t90 = crossingTime(s, step, m.initial + 0.9 * size, dir);
    m.riseTimeS = (t10 >= 0 && t90 >= 0) ? t90 - t10 : -1;

    double peak = 0;
    for (std::size_t i = step; i < s.size(); ++i)
        peak = std::max(peak, (s[i].response - m.target) * dir);
    m.overshootPercent = 100.0 * peak / std::abs(size);

    const double band = std::abs(size) * bandPercent / 100.0;
    std::size_t lastOutside = s.size();
    for (std::size_t i = s.size(); i-- > step;) {
        if (std::abs(s[i].response - m.target) > band) {
            lastOutside = i;
            break;
        }
    }
    if (lastOutside == s.size())
        m.settlingTimeS = 0; // inside the band from the first sample after the step
    else if (lastOutside + 1 < s.size())
        m.settlingTimeS = s[lastOutside + 1].timeS - m.stepTimeS;

    const std::size_t tail = std::max<std::size_t>(1, (s.size() - step) / 10);
    double sum = 0;
    for (std::size_t i = s.size() - tail; i < s.size(); ++i)
        sum += s[i].response;
    m.steadyStateError = m.target - sum / double(tail);
    return m;
}

TrackingMetrics analyseTracking(const std::vector<ResponseSample> &s, double maxLagS)
{
    TrackingMetrics m;
    if (s.size() < 4)
        return m;
    m.valid = true;
    double sq = 0;
    double cmin = s.front().command, cmax = cmin, rmin = s.front().response, rmax = rmin;
    for (const ResponseSample &x : s) {
        const double e = x.command - x.response;
        sq += e * e;
        m.maxAbsError = std::max(m.maxAbsError, std::abs(e));
        cmin = std::min(cmin, x.command);
        cmax = std::max(cmax, x.command);
        rmin = std::min(rmin, x.response);
        rmax = std::max(rmax, x.response);
    }
    m.rmsError = std::sqrt(sq / double(s.size()));
    m.amplitudeRatio = cmax > cmin ? (rmax - rmin) / (cmax - cmin) : 0;

    // Lag: the delay d in [0, maxLagS] minimising the mean squared difference
    // between command(t) and response(t + d), in steps of the sample period.
    const double duration = s.back().timeS - s.front().timeS;
    const double period = duration / double(s.size() - 1);
    if (period <= 0)
        return m;
    const double searchS = std::min(maxLagS, duration / 2);
    double best = INFINITY;
    for (double d = 0; d <= searchS + 1e-12; d += period) {
        double err = 0;
        int n = 0;
        for (const ResponseSample &x : s) {
            if (x.timeS + d > s.back().timeS)
                break;
            const double e = x.command - responseAt(s, x.timeS + d);
            err += e * e;
            ++n;
        }
        if (n > 0 && err / n < best) {
            best = err / n;
            m.lagS = d;
        }
    }
    return m;
}

QJsonObject StepMetrics::toJson() const
{
    return QJsonObject{{QStringLiteral("valid"), valid},
                       {QStringLiteral("initial"), initial},
                       {QStringLiteral("target"), target},
                       {QStringLiteral("rise_time_s"), riseTimeS},
                       {QStringLiteral("overshoot_percent"), overshootPercent},
                       {QStringLiteral("settling_time_s"), settlingTimeS},
                       {QStringLiteral("settling_band_percent"), settlingBandPercent},
                       {QStringLiteral("steady_state_error"), steadyStateError}};
}

QJsonObject TrackingMetrics::toJson() const
{
    return QJsonObject{{QStringLiteral("valid"), valid},
                       {QStringLiteral("rms_error"), rmsError},
                       {QStringLiteral("max_abs_error"), maxAbsError},
                       {QStringLiteral("lag_s"), lagS},
                       {QStringLiteral("amplitude_ratio"), amplitudeRatio}};
}

} // namespace loopscope::core
