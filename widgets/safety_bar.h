#pragma once
// The E-STOP bar at the top of the main window, which no dock arrangement
// hides: the big E-STOP button, Release, whether the stop is latched, and one
// chip per actuator that matters for safety — each actuator with torque on
// (its device watchdog and whether the app's heartbeat keeps it fed, or that
// its link is lost) and, after an E-STOP, each actuator's acknowledged stop
// time. Chips that do not fit collapse into a "+N" chip; the tooltip lists
// every chip. A view only: the safety dock feeds it.

#include <QList>
#include <QString>
#include <QWidget>

class QLabel;
class QToolButton;
class QAction;

namespace loopscope::widgets {

class EstopButton;

struct SafetyChip
{
    enum class Kind { TorqueOn, LinkLost, StopAcknowledged, StopUnconfirmed };
    Kind kind = Kind::TorqueOn;
    QString device;
    QString detail; // "watchdog 250 ms", "stopped after 2.1 ms", the error
    bool operator==(const SafetyChip &) const = default;
};

// Paints chips left to right in one row; what does not fit becomes "+N".
class SafetyChipRow : public QWidget
{
    Q_OBJECT
public:
    explicit SafetyChipRow(QWidget *parent = nullptr);
    void setChips(const QList<SafetyChip> &chips);
    const QList<SafetyChip> &chips() const { return m_chips; }
    int shownCount() const; // chips drawn in full at the current width
    static QString chipText(const SafetyChip &chip);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int chipWidth(const QString &text) const;
    QList<SafetyChip> m_chips;
};

class SafetyBar : public QWidget
{
    Q_OBJECT
public:
    SafetyBar(EstopButton *button, QAction *release, QWidget *parent = nullptr);

    void setLatched(bool latched, const QString &summary);
    bool latched() const { return m_latched; }
    void setChips(const QList<SafetyChip> &chips);
    QString stateText() const;
    SafetyChipRow *chipRow() const { return m_chips; }

private:
    bool m_latched = false;
    QLabel *m_state = nullptr;
    SafetyChipRow *m_chips = nullptr;
};

} // namespace loopscope::widgets
