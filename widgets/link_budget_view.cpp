#include "widgets/link_budget_view.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace loopscope::widgets {

namespace {
constexpr int kPresetCount = 2;
}

LinkBudgetView::LinkBudgetView(QWidget *parent) : QWidget(parent)
{
    m_source = new QComboBox;
    m_source->setObjectName(QStringLiteral("budgetSource"));
    m_pattern = new QComboBox;
    for (QComboBox *combo : {m_source, m_pattern}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(12);
    }
    m_pattern->addItem(tr("Command + query per device (moteus)"), int(core::BusPattern::PerDevice));
    m_pattern->addItem(tr("Sync write + sync read (Dynamixel)"), int(core::BusPattern::SyncWriteRead));
    m_baud = new QDoubleSpinBox;
    m_baud->setObjectName(QStringLiteral("baudSpin"));
    m_baud->setRange(1200, 20'000'000);
    m_baud->setDecimals(0);
    m_baud->setSuffix(tr(" bit/s"));
    m_devices = new QSpinBox;
    m_devices->setObjectName(QStringLiteral("deviceCountSpin"));
    m_devices->setRange(1, 253);
    auto bytes = [] {
        auto *spin = new QSpinBox;
        spin->setRange(0, 4096);
        spin->setSuffix(QObject::tr(" B"));
        return spin;
    };
    m_commandBytes = bytes();
    m_replyBytes = bytes();
    m_overheadBytes = bytes();
    auto micro = [] {
        auto *spin = new QDoubleSpinBox;
        spin->setRange(0, 1e6);
        spin->setDecimals(1);
        spin->setSuffix(QObject::tr(" µs"));
        return spin;
    };
    m_deviceUs = micro();
    m_hostUs = micro();

    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(tr("Bus:"), m_source);
    form->addRow(tr("Pattern:"), m_pattern);
    form->addRow(tr("Baud rate:"), m_baud);
    form->addRow(tr("Devices:"), m_devices);
    form->addRow(tr("Command bytes per device:"), m_commandBytes);
    form->addRow(tr("Reply bytes per device:"), m_replyBytes);
    form->addRow(tr("Framing overhead per frame:"), m_overheadBytes);
    form->addRow(tr("Device turnaround:"), m_deviceUs);
    form->addRow(tr("Host turnaround:"), m_hostUs);

    m_prediction = new QLabel;
    m_prediction->setObjectName(QStringLiteral("predictionLabel"));
    QFont bold = m_prediction->font();
    bold.setBold(true);
    m_prediction->setFont(bold);
    m_prediction->setWordWrap(true);
    m_explanation = new QLabel;
    m_explanation->setWordWrap(true);
    m_measured = new QLabel(tr("Not measured yet."));
    m_measured->setObjectName(QStringLiteral("measuredCycleLabel"));
    m_measured->setWordWrap(true);
    m_measure = new QPushButton(tr("Measure"));
    m_measure->setObjectName(QStringLiteral("measureButton"));
    m_measure->setToolTip(tr("Watches the selected bus for a few seconds and measures its exchange time per cycle."));

    auto *predicted = new QGroupBox(tr("Predicted"));
    auto *pl = new QVBoxLayout(predicted);
    pl->addWidget(m_prediction);
    pl->addWidget(m_explanation);
    auto *measured = new QGroupBox(tr("Measured"));
    auto *ml = new QVBoxLayout(measured);
    ml->addWidget(m_measured);
    ml->addWidget(m_measure);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(predicted);
    layout->addWidget(measured);
    layout->addStretch(1);

    for (QDoubleSpinBox *spin : {m_baud, m_deviceUs, m_hostUs})
        connect(spin, &QDoubleSpinBox::valueChanged, this, &LinkBudgetView::recompute);
    for (QSpinBox *spin : {m_devices, m_commandBytes, m_replyBytes, m_overheadBytes})
        connect(spin, &QSpinBox::valueChanged, this, &LinkBudgetView::recompute);
    connect(m_pattern, &QComboBox::currentIndexChanged, this, &LinkBudgetView::recompute);
    connect(m_source, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_loading)
            return;
        if (index < kPresetCount)
            showInput(core::mjbotsQuadrupedCase(index == 1));
        else
            emit busSelected(index - kPresetCount);
        m_measure->setEnabled(selectedBus() >= 0);
    });
    connect(m_measure, &QPushButton::clicked, this, [this] {
        if (selectedBus() >= 0)
            emit measureRequested(selectedBus());
    });
    setBuses({});
}

void LinkBudgetView::setBuses(const QStringList &names)
{
    m_loading = true;
    const int previous = m_source->currentIndex();
    m_source->clear();
    m_source->addItem(tr("mjbots quadruped, first (≈80 Hz)"));
    m_source->addItem(tr("mjbots quadruped, optimised (≈300 Hz)"));
    for (const QString &name : names)
        m_source->addItem(name);
    m_busCount = int(names.size());
    m_loading = false;
    const int index = names.isEmpty() ? std::clamp(previous, 0, kPresetCount - 1)
                                      : (previous >= kPresetCount && previous < m_source->count() ? previous : kPresetCount);
    if (m_source->currentIndex() == index) {
        if (index < kPresetCount)
            showInput(core::mjbotsQuadrupedCase(index == 1));
        else
            emit busSelected(index - kPresetCount);
    }
    m_source->setCurrentIndex(index);
    m_measure->setEnabled(selectedBus() >= 0);
}

int LinkBudgetView::selectedBus() const
{
    const int index = m_source->currentIndex();
    return index >= kPresetCount ? index - kPresetCount : -1;
}

void LinkBudgetView::selectPreset(int index)
{
    m_source->setCurrentIndex(std::clamp(index, 0, kPresetCount - 1));
}

void LinkBudgetView::setBusInput(const core::LinkBudgetInput &input)
{
    showInput(input);
}

void LinkBudgetView::showInput(const core::LinkBudgetInput &input)
{
    m_loading = true;
    m_pattern->setCurrentIndex(m_pattern->findData(int(input.pattern)));
    m_baud->setValue(input.baudBitsPerS);
    m_devices->setValue(input.deviceCount);
    m_commandBytes->setValue(input.commandPayloadBytes);
    m_replyBytes->setValue(input.replyPayloadBytes);
    m_overheadBytes->setValue(input.framingOverheadBytes);
    m_deviceUs->setValue(input.deviceTurnaroundUs);
    m_hostUs->setValue(input.hostTurnaroundUs);
    m_loading = false;
    recompute();
}

core::LinkBudgetInput LinkBudgetView::input() const
{
    core::LinkBudgetInput in;
    in.name = m_source->currentText();
    in.pattern = core::BusPattern(m_pattern->currentData().toInt());
    in.baudBitsPerS = m_baud->value();
    in.deviceCount = m_devices->value();
    in.commandPayloadBytes = m_commandBytes->value();
    in.replyPayloadBytes = m_replyBytes->value();
    in.framingOverheadBytes = m_overheadBytes->value();
    in.deviceTurnaroundUs = m_deviceUs->value();
    in.hostTurnaroundUs = m_hostUs->value();
    return in;
}

void LinkBudgetView::recompute()
{
    if (m_loading)
        return;
    const core::LinkBudgetInput in = input();
    const QString error = in.validate();
    if (!error.isEmpty()) {
        m_result = {};
        m_prediction->setText(tr("Cannot predict: %1").arg(error));
        m_explanation->clear();
        return;
    }
    m_result = core::predictCycle(in);
    m_prediction->setText(predictionText());
    m_explanation->setText(m_result.explanation);
}

QString LinkBudgetView::predictionText() const
{
    return tr("%1 µs per cycle → at most %2 Hz (%3 % on the wire)")
        .arg(QLocale().toString(m_result.cycleUs, 'f', 0))
        .arg(QLocale().toString(m_result.maxRateHz, 'f', 0))
        .arg(QLocale().toString(m_result.wireShare * 100.0, 'f', 0));
}

void LinkBudgetView::setMeasuring(bool measuring)
{
    m_measure->setEnabled(!measuring && selectedBus() >= 0);
    if (measuring)
        m_measured->setText(tr("Measuring…"));
}

void LinkBudgetView::setMeasured(const QString &text)
{
    m_measured->setText(text);
}

QString LinkBudgetView::measuredText() const
{
    return m_measured->text();
}

} // namespace loopscope::widgets
