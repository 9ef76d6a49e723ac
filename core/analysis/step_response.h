#pragma once
// Figures of merit of an actuator's response to a step or a sine command,
// computed from sampled command and response (the step and sine tests of the
// jog panel and the CLI). Pure functions over recorded samples.

#include <QJsonObject>
#include <vector>

namespace loopscope::core {

struct ResponseSample
{
    double timeS = 0;
    double command = 0;
    double response = 0;
};

struct StepMetrics
{
    bool valid = false;
    double initial = 0;          // response before the step
    double target = 0;           // commanded value after the step
    double stepTimeS = 0;        // when the command changed
    double riseTimeS = -1;       // 10 % -> 90 % of the step; -1 when never reached
    double overshootPercent = 0; // beyond the target, as % of the step size
    double settlingTimeS = -1;   // from the step until the response stays within the band; -1 if never
    double steadyStateError = 0; // target - mean response over the last 10 % of the record
    double settlingBandPercent = 2;
    QJsonObject toJson() const;
};

// samples sorted by time; the command must change once (the step). Fewer than
// 4 samples, no step or a zero-size step give valid == false.
StepMetrics analyseStep(const std::vector<ResponseSample> &samples, double settlingBandPercent = 2.0);

struct TrackingMetrics
{
    bool valid = false;
    double rmsError = 0;
    double maxAbsError = 0;
    double lagS = 0;             // delay that best aligns response with command
    double amplitudeRatio = 0;   // response peak-to-peak / command peak-to-peak
    QJsonObject toJson() const;
};

// For a sine (or any) command: error statistics and the best-aligning lag,
// searched up to maxLagS.
TrackingMetrics analyseTracking(const std::vector<ResponseSample> &samples, double maxLagS = 0.5);

} // namespace loopscope::core
