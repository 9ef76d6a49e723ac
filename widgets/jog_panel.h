#pragma once
// The jog panel of one actuator: torque on/off, control mode, a slider and a
// spin box for the commanded position / velocity / effort bounded by the
// device's soft limits (editable), keyboard jog (Left/Right: one step,
// PageUp/PageDown: ten steps, a step-size selector), optional hold-to-run
// (motion only while "Hold to run" or Space is held; release → stop), the
// device watchdog timeout, the measured values, a fault banner and the live
// telemetry plot. A view: it emits what the user asks for; the app sends it to
// the bus and feeds telemetry back.

#include <QList>
#include <QPair>
#include <QDateTime>
#include <QString>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSlider;
class QTabWidget;
class QUndoStack;
class QAction;

namespace loopscope::widgets {

class ElidedLabel;
class FaultBanner;
class StepTestView;
class TelemetryPlot;

enum class JogMode : int { Invalid = 0, Position, Velocity, Torque, Current };
QString jogModeName(JogMode mode); // translated

// How the panel shows angles (Preferences); everything it emits and every
// limit it stores stays in degrees.
enum class AngleUnit : int { Degrees = 0, Radians, Revolutions };
double degreesTo(AngleUnit unit, double degrees);
double degreesFrom(AngleUnit unit, double value);
QString angleUnitSymbol(AngleUnit unit); // "°", "rad", "rev" (translated)

// Soft limits as the panel edits them. maxVelocity/maxEffort are magnitudes.
struct JogLimits
{
    double minPositionDeg = -180;
    double maxPositionDeg = 180;
    double maxVelocityDegS = 360;
    double maxEffort = 1;   // N·m (torque) or A (current)
    bool operator==(const JogLimits &) const = default;
};

class JogPanel : public QWidget
{
    Q_OBJECT
public:
    explicit JogPanel(QWidget *parent = nullptr);

    void setDeviceTitle(const QString &title);
    void setModes(const QList<JogMode> &modes); // the device's supported motion modes
    void setEffortUnit(const QString &unit);    // "N·m" or "A"
    void setAngleUnit(AngleUnit unit);
    AngleUnit angleUnit() const { return m_angleUnit; }
    void setLimits(const JogLimits &limits);    // also re-clamps the command
    JogLimits limits() const { return m_limits; }
    void setWatchdogS(double timeoutS);
    // What the device watchdog covers on this device, after the timeout
    // ("every jog mode"), with the details as the label's tooltip.
    void setWatchdogNote(const QString &note, const QString &details);

    // False while the E-STOP is latched: every motion control is disabled.
    void setMotionAllowed(bool allowed);
    bool motionAllowed() const { return m_motionAllowed; }
    // The bus lost its link: inputs off, torque shown as unknown, a banner;
    // false again when the link is back (torque then shows off).
    // lostAt: when the link was lost (shown with the device's title in the
    // banner); detail: the transport's words.
    void setLinkLost(bool lost, const QString &detail = {}, const QDateTime &lostAt = {});
    QString linkLostText() const; // the banner's text while the link is lost, else ""
    bool held() const { return m_held; } // hold-to-run is held now
    bool linkLost() const { return m_linkLost; }
    void setTorqueEnabled(bool enabled); // reflects the state, emits nothing
    bool torqueEnabled() const;

    JogMode mode() const;
    void setMode(JogMode mode);
    double commandValue() const { return m_value; }
    // Clamped into the current mode's limits; emits setpointRequested when it
    // changes and motion is live (torque on, allowed, held if hold-to-run).
    void setCommandValue(double value);
    double minimumValue() const;
    double maximumValue() const;
    double stepSize() const;
    void setStepIndex(int index);

    bool holdToRun() const;
    void setHoldToRun(bool enabled);
    bool isHeld() const { return m_held; }
    void setHeld(bool held); // what the button and Space do

    // The newest measured values (from telemetry) and the device's mode name.
    void setMeasured(double positionDeg, double velocityDegS, double effort, const QString &modeText);
    QString measuredModeText() const;
    void setStatusText(const QString &text);
    // The panel's own keys (keys, what they do), for Help > Keyboard shortcuts.
    static QList<QPair<QString, QString>> keyHelp();
    // Soft-limit edits made in the panel, undoable (Ctrl+Z / Ctrl+Shift+Z).
    QUndoStack *limitsUndoStack() const { return m_undo; }
    // What an edit (or its undo) does: set and announce new limits.
    void applyUserLimits(const JogLimits &limits);

    TelemetryPlot *plot() const { return m_plot; }
    FaultBanner *faultBanner() const { return m_fault; }
    StepTestView *stepTestView() const { return m_stepTest; }
    QSlider *slider() const { return m_slider; }
    QDoubleSpinBox *valueSpin() const { return m_valueSpin; }

signals:
    void torqueToggled(bool enabled);
    void modeChanged(loopscope::widgets::JogMode mode);
    void setpointRequested(loopscope::widgets::JogMode mode, double value);
    void stopRequested(); // hold-to-run released
    void limitsEdited(const loopscope::widgets::JogLimits &limits);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *buildControls();
    QWidget *buildLimits();
    void updateRanges();
    void updateStepChoices();
    void updateEnabled();
    void showValue();
    void emitSetpointIfLive();
    bool handleJogKey(QKeyEvent *event, bool press);
    double sliderScale() const;
    void readLimitEditors();
    void parkFocus();

    JogLimits m_limits;
    QString m_effortUnit = QStringLiteral("N·m");
    AngleUnit m_angleUnit = AngleUnit::Degrees;
    bool angleMode() const { return mode() == JogMode::Position || mode() == JogMode::Velocity; }
    double shown(double value) const { return angleMode() ? degreesTo(m_angleUnit, value) : value; }
    double unshown(double value) const { return angleMode() ? degreesFrom(m_angleUnit, value) : value; }
    void updateLimitUnits();
    double m_value = 0;
    bool m_motionAllowed = true;
    bool m_held = false;
    bool m_updating = false;
    bool m_linkLost = false;
    QLabel *m_linkBanner = nullptr;
    QUndoStack *m_undo = nullptr;
    QAction *m_undoLimits = nullptr;
    QAction *m_redoLimits = nullptr;

    ElidedLabel *m_title = nullptr;
    FaultBanner *m_fault = nullptr;
    QCheckBox *m_torque = nullptr;
    QComboBox *m_mode = nullptr;
    QSlider *m_slider = nullptr;
    QDoubleSpinBox *m_valueSpin = nullptr;
    QComboBox *m_step = nullptr;
    QCheckBox *m_holdToRun = nullptr;
    QPushButton *m_holdButton = nullptr;
    QPushButton *m_stopButton = nullptr;
    QLabel *m_measured = nullptr;
    QLabel *m_watchdog = nullptr;
    double m_watchdogS = 0;
    QString m_watchdogNote;
    QLabel *m_status = nullptr;
    QDoubleSpinBox *m_minPos = nullptr;
    QDoubleSpinBox *m_maxPos = nullptr;
    QDoubleSpinBox *m_maxVel = nullptr;
    QDoubleSpinBox *m_maxEffort = nullptr;
    QPushButton *m_pause = nullptr;
    QPushButton *m_resetZoom = nullptr;
    TelemetryPlot *m_plot = nullptr;
    StepTestView *m_stepTest = nullptr;
    QTabWidget *m_tabs = nullptr;
    QString m_modeText;
};

} // namespace loopscope::widgets
