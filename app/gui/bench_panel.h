#pragma once
// The benchmark form: target, rate, payload, duration, warm-up, Start/Stop,
// the run's state, an inline error line and a progress bar. It only collects
// parameters and shows state; BenchDock runs the benchmark as a "udp-echo"
// experiment through the one run path.

#include "core/experiment/experiment.h"

#include <QString>
#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace loopscope::app::gui {

class BenchPanel : public QWidget
{
    Q_OBJECT
public:
    explicit BenchPanel(QWidget *parent = nullptr);

    // Parses "HOST:PORT" ("[::1]:7000" for IPv6). False with a clear message.
    static bool parseTarget(const QString &text, QString *host, quint16 *port, QString *error);

    // The experiment of the form (kind "udp-echo"): false with a clear
    // message when a field is wrong (the kind's parameter check included).
    bool experiment(core::Experiment *out, QString *error) const;

    QString target() const;
    void setTarget(const QString &endpoint);
    double rateHz() const;
    void setRateHz(double rateHz);
    int payloadBytes() const;
    void setPayloadBytes(int bytes);
    double durationS() const;
    void setDurationS(double seconds);
    double warmupS() const;
    void setWarmupS(double seconds);

    // Shows the run state ("Idle", "Running", "Failed: reason" ...).
    void setRunning(bool running);
    void setStateText(const QString &text);
    QString stateText() const;
    void setProgress(double fraction); // 0..1, or < 0 for unknown
    // Inline error line under the form (empty hides it).
    void setError(const QString &message);
    QString errorText() const;

    QPushButton *startButton() const { return m_start; }
    QPushButton *stopButton() const { return m_stop; }

signals:
    void startRequested();
    void stopRequested();

private:
    QLineEdit *m_target = nullptr;
    QDoubleSpinBox *m_rate = nullptr;
    QSpinBox *m_payload = nullptr;
    QDoubleSpinBox *m_duration = nullptr;
    QDoubleSpinBox *m_warmup = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_stop = nullptr;
    QLabel *m_state = nullptr;
    QLabel *m_error = nullptr;
    QProgressBar *m_progress = nullptr;
};

} // namespace loopscope::app::gui
