#pragma once
// Control-loop view: the link-budget prediction (core::predictCycle) of one
// bus — baud, device count, bytes per command and reply, framing overhead,
// device and host turnaround, all editable — beside the measured bus cycle.
// Presets: the selected bus (prefilled by the app) and the published mjbots
// quadruped case (first ~80 Hz, optimised ~300 Hz).

#include "core/analysis/link_budget.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace loopscope::widgets {

class LinkBudgetView : public QWidget
{
    Q_OBJECT
public:
    explicit LinkBudgetView(QWidget *parent = nullptr);

    // The buses the user can pick (names); the app answers busSelected with
    // setBusInput(). Empty: only the presets.
    void setBuses(const QStringList &names);
    int selectedBus() const; // -1: a preset is shown
    void setBusInput(const core::LinkBudgetInput &input);
    void selectPreset(int index); // 0: mjbots first (80 Hz), 1: mjbots optimised

    core::LinkBudgetInput input() const;
    core::LinkBudgetResult prediction() const { return m_result; }
    QString predictionText() const;

    void setMeasuring(bool measuring);
    void setMeasured(const QString &text);
    QString measuredText() const;

signals:
    void busSelected(int busIndex);
    void measureRequested(int busIndex);

private:
    void recompute();
    void showInput(const core::LinkBudgetInput &input);

    QComboBox *m_source = nullptr;
    QComboBox *m_pattern = nullptr;
    QDoubleSpinBox *m_baud = nullptr;
    QSpinBox *m_devices = nullptr;
    QSpinBox *m_commandBytes = nullptr;
    QSpinBox *m_replyBytes = nullptr;
    QSpinBox *m_overheadBytes = nullptr;
    QDoubleSpinBox *m_deviceUs = nullptr;
    QDoubleSpinBox *m_hostUs = nullptr;
    QLabel *m_prediction = nullptr;
    QLabel *m_explanation = nullptr;
    QLabel *m_measured = nullptr;
    QPushButton *m_measure = nullptr;
    core::LinkBudgetResult m_result;
    int m_busCount = 0;
    bool m_loading = false;
};

} // namespace loopscope::widgets
