#include "widgets/step_test_view.h"

#include "widgets/flow_layout.h"

#include "widgets/telemetry_plot.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace loopscope::widgets {

StepTestView::StepTestView(QWidget *parent) : QWidget(parent)
{
    m_kind = new QComboBox;
    m_kind->setObjectName(QStringLiteral("testKindCombo"));
    m_kind->addItem(tr("Step"), int(ResponseTestKind::Step));
    m_kind->addItem(tr("Sine"), int(ResponseTestKind::Sine));
    m_amplitude = new QDoubleSpinBox;
    m_amplitude->setObjectName(QStringLiteral("amplitudeSpin"));
    m_amplitude->setRange(0.1, 360);
    m_amplitude->setValue(20);
    m_amplitude->setSuffix(tr(" °"));
    m_duration = new QDoubleSpinBox;
    m_duration->setObjectName(QStringLiteral("testDurationSpin"));
    m_duration->setRange(0.2, 30);
    m_duration->setValue(2);
    m_duration->setSuffix(tr(" s"));
    m_frequency = new QDoubleSpinBox;
    m_frequency->setObjectName(QStringLiteral("frequencySpin"));
    m_frequency->setRange(0.05, 20);
    m_frequency->setValue(1);
    m_frequency->setSuffix(tr(" Hz"));
    m_run = new QPushButton(tr("Run test"));
    m_run->setObjectName(QStringLiteral("runTestButton"));
    m_cancel = new QPushButton(tr("Cancel"));
    m_cancel->setObjectName(QStringLiteral("cancelTestButton"));
    m_metrics = new QLabel(tr("Run a test to see rise time, overshoot, settling time or tracking error."));
    m_metrics->setObjectName(QStringLiteral("metricsLabel"));
    m_metrics->setWordWrap(true);
    m_metrics->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_plot = new TelemetryPlot;
    m_plot->setObjectName(QStringLiteral("responsePlot"));
    m_plot->addChannel(tr("Command"), tr("°"));
    m_plot->addChannel(tr("Response"), tr("°"), 0);

    // Label and field stay together; the groups wrap in a narrow tab.
    auto *inputsBox = new QWidget;
    auto *inputs = new FlowLayout(inputsBox, 10, 4);
    inputs->addWidget(m_kind);
    inputs->addWidget(flowGroup(inputsBox, {new QLabel(tr("Amplitude:")), m_amplitude}));
    inputs->addWidget(flowGroup(inputsBox, {new QLabel(tr("Duration:")), m_duration}));
    inputs->addWidget(flowGroup(inputsBox, {new QLabel(tr("Frequency:")), m_frequency}));
    inputs->addWidget(flowGroup(inputsBox, {m_run, m_cancel}));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(inputsBox);
    layout->addWidget(m_metrics);
    layout->addWidget(m_plot, 1);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &StepTestView::updateInputs);
    connect(m_run, &QPushButton::clicked, this, [this] { emit runRequested(spec()); });
    connect(m_cancel, &QPushButton::clicked, this, &StepTestView::cancelRequested);
    setRunning(false);
    updateInputs();
}

ResponseTestSpec StepTestView::spec() const
{
    ResponseTestSpec spec;
    spec.kind = ResponseTestKind(m_kind->currentData().toInt());
    spec.amplitudeDeg = m_amplitude->value();
    spec.durationS = m_duration->value();
    spec.frequencyHz = m_frequency->value();
    return spec;
}

void StepTestView::setSpec(const ResponseTestSpec &spec)
{
    m_kind->setCurrentIndex(m_kind->findData(int(spec.kind)));
    m_amplitude->setValue(spec.amplitudeDeg);
    m_duration->setValue(spec.durationS);
    m_frequency->setValue(spec.frequencyHz);
}

void StepTestView::setMaxAmplitude(double amplitudeDeg)
{
    m_amplitude->setMaximum(std::max(0.1, amplitudeDeg));
}

void StepTestView::updateInputs()
{
    m_frequency->setEnabled(!m_running && spec().kind == ResponseTestKind::Sine);
}

void StepTestView::setRunning(bool running)
{
    m_running = running;
    m_run->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_kind->setEnabled(!running);
    m_amplitude->setEnabled(!running);
    m_duration->setEnabled(!running);
    updateInputs();
}

void StepTestView::setMessage(const QString &text)
{
    m_metrics->setText(text);
}

void StepTestView::setRecording(const std::vector<core::ResponseSample> &samples)
{
    m_recording = samples;
    m_stepMetrics = {};
    m_trackingMetrics = {};
    m_plot->clearData();
    for (const core::ResponseSample &s : samples) {
        m_plot->appendPoint(0, s.timeS, s.command);
        m_plot->appendPoint(1, s.timeS, s.response);
    }
    const double end = samples.empty() ? 1.0 : std::max(0.1, samples.back().timeS);
    m_plot->setTimeRange(0, end);
}

void StepTestView::setStepMetrics(const core::StepMetrics &m)
{
    m_stepMetrics = m;
    m_trackingMetrics = {};
    if (!m.valid) {
        m_metrics->setText(tr("No step found in the recording: the figures cannot be computed."));
        return;
    }
    auto time = [this](double s) {
        return s < 0 ? tr("never") : tr("%1 ms").arg(QLocale().toString(s * 1000.0, 'f', 1));
    };
    m_metrics->setText(tr("Step %1 → %2 °: rise time (10–90 %) %3, overshoot %4 %, settling time (±%5 %) %6, "
                          "steady-state error %7 °")
                           .arg(QLocale().toString(m.initial, 'f', 2))
                           .arg(QLocale().toString(m.target, 'f', 2))
                           .arg(time(m.riseTimeS))
                           .arg(QLocale().toString(m.overshootPercent, 'f', 1))
                           .arg(QLocale().toString(m.settlingBandPercent, 'f', 0))
                           .arg(time(m.settlingTimeS))
                           .arg(QLocale().toString(m.steadyStateError, 'f', 3)));
}

void StepTestView::setTrackingMetrics(const core::TrackingMetrics &m)
{
    m_trackingMetrics = m;
    m_stepMetrics = {};
    if (!m.valid) {
        m_metrics->setText(tr("The recording is too short to compute the tracking error."));
        return;
    }
    m_metrics->setText(tr("Tracking: RMS error %1 °, max error %2 °, lag %3 ms, amplitude ratio %4")
                           .arg(QLocale().toString(m.rmsError, 'f', 3))
                           .arg(QLocale().toString(m.maxAbsError, 'f', 3))
                           .arg(QLocale().toString(m.lagS * 1000.0, 'f', 1))
                           .arg(QLocale().toString(m.amplitudeRatio, 'f', 3)));
}

QString StepTestView::metricsText() const
{
    return m_metrics->text();
}

} // namespace loopscope::widgets
