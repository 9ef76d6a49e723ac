#pragma once
// Step and sine tests of one actuator: the user picks the kind, amplitude
// (bounded by the soft limits), duration and (sine) frequency and presses
// Run; the app runs the test through the bus and hands back the recorded
// command and response, plotted together, with the figures of merit
// (core::analyseStep: rise time, overshoot, settling time; core::analyseTracking:
// RMS/max error, lag, amplitude ratio).

#include "core/analysis/step_response.h"

#include <QWidget>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace loopscope::widgets {

class TelemetryPlot;

enum class ResponseTestKind : int { Invalid = 0, Step, Sine };

struct ResponseTestSpec
{
    ResponseTestKind kind = ResponseTestKind::Step;
    double amplitudeDeg = 10; // step size, or sine amplitude (around the start position)
    double durationS = 2;
    double frequencyHz = 1;   // sine only
};

class StepTestView : public QWidget
{
    Q_OBJECT
public:
    explicit StepTestView(QWidget *parent = nullptr);

    ResponseTestSpec spec() const;
    void setSpec(const ResponseTestSpec &spec);
    void setMaxAmplitude(double amplitudeDeg); // from the soft limits
    void setRunning(bool running);
    bool isRunning() const { return m_running; }
    void setMessage(const QString &text);

    // The recording (times from the start of the test) and its figures.
    void setRecording(const std::vector<core::ResponseSample> &samples);
    void setStepMetrics(const core::StepMetrics &metrics);
    void setTrackingMetrics(const core::TrackingMetrics &metrics);
    QString metricsText() const;
    // What was last set: the recording, and the figures of the last step or
    // sine test (valid == false when none was set since the recording).
    const std::vector<core::ResponseSample> &recording() const { return m_recording; }
    const core::StepMetrics &stepMetrics() const { return m_stepMetrics; }
    const core::TrackingMetrics &trackingMetrics() const { return m_trackingMetrics; }
    TelemetryPlot *plot() const { return m_plot; }

signals:
    void runRequested(const loopscope::widgets::ResponseTestSpec &spec);
    void cancelRequested();

private:
    void updateInputs();

    QComboBox *m_kind = nullptr;
    QDoubleSpinBox *m_amplitude = nullptr;
    QDoubleSpinBox *m_duration = nullptr;
    QDoubleSpinBox *m_frequency = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QLabel *m_metrics = nullptr;
    TelemetryPlot *m_plot = nullptr;
    bool m_running = false;
    std::vector<core::ResponseSample> m_recording;
    core::StepMetrics m_stepMetrics;
    core::TrackingMetrics m_trackingMetrics;
};

} // namespace loopscope::widgets
