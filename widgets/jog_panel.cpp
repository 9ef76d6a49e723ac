#include "widgets/jog_panel.h"

#include "widgets/elided_label.h"
#include "widgets/fault_banner.h"
#include "widgets/flow_layout.h"
#include "widgets/step_test_view.h"
#include "widgets/telemetry_plot.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QTabWidget>
#include <QToolButton>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace loopscope::widgets {

namespace {
// One soft-limit edit, undoable (Ctrl+Z in the panel or the Undo button).
class LimitsEdit : public QUndoCommand
{
public:
    LimitsEdit(JogPanel *panel, const JogLimits &before, const JogLimits &after)
        : QUndoCommand(JogPanel::tr("change soft limits")), m_panel(panel), m_before(before), m_after(after)
    {
    }
    void undo() override { m_panel->applyUserLimits(m_before); }
    void redo() override { m_panel->applyUserLimits(m_after); }

private:
    JogPanel *m_panel;
    JogLimits m_before, m_after;
};

// Limit fields take the keyboard and the wheel only once clicked: a key meant
// for jogging (or the arrow after an E-STOP) never edits a limit.
class LimitSpin : public QDoubleSpinBox
{
public:
    LimitSpin() { setFocusPolicy(Qt::ClickFocus); }

protected:
    void wheelEvent(QWheelEvent *event) override
    {
        if (hasFocus())
            QDoubleSpinBox::wheelEvent(event);
        else
            event->ignore();
    }
};
} // namespace

double degreesTo(AngleUnit unit, double degrees)
{
    switch (unit) {
    case AngleUnit::Radians: return degrees * M_PI / 180.0;
    case AngleUnit::Revolutions: return degrees / 360.0;
    case AngleUnit::Degrees: break;
    }
    return degrees;
}

double degreesFrom(AngleUnit unit, double value)
{
    switch (unit) {
    case AngleUnit::Radians: return value * 180.0 / M_PI;
    case AngleUnit::Revolutions: return value * 360.0;
    case AngleUnit::Degrees: break;
    }
    return value;
}

QString angleUnitSymbol(AngleUnit unit)
{
    switch (unit) {
    case AngleUnit::Radians: return JogPanel::tr("rad");
    case AngleUnit::Revolutions: return JogPanel::tr("rev");
    case AngleUnit::Degrees: break;
    }
    return JogPanel::tr("°");
}

QString jogModeName(JogMode mode)
{
    switch (mode) {
    case JogMode::Position: return JogPanel::tr("Position");
    case JogMode::Velocity: return JogPanel::tr("Velocity");
    case JogMode::Torque: return JogPanel::tr("Torque");
    case JogMode::Current: return JogPanel::tr("Current");
    case JogMode::Invalid: break;
    }
    return JogPanel::tr("invalid");
}

JogPanel::JogPanel(QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    m_title = new ElidedLabel({}, this);
    m_title->setObjectName(QStringLiteral("jogTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_title->setFont(bold);
    m_fault = new FaultBanner(this);
    m_linkBanner = new QLabel(this);
    m_linkBanner->setObjectName(QStringLiteral("linkLostBanner"));
    m_linkBanner->setWordWrap(true);
    m_linkBanner->setAutoFillBackground(true);
    m_linkBanner->setMargin(6);
    QPalette warn = m_linkBanner->palette();
    warn.setColor(QPalette::Window, QColor(0xff, 0xd8, 0x9b));
    warn.setColor(QPalette::WindowText, QColor(0x40, 0x20, 0x00));
    m_linkBanner->setPalette(warn);
    m_linkBanner->hide();

    m_plot = new TelemetryPlot;
    m_plot->setObjectName(QStringLiteral("telemetryPlot"));
    m_pause = new QPushButton(tr("Pause"));
    m_pause->setObjectName(QStringLiteral("pauseButton"));
    m_pause->setCheckable(true);
    m_pause->setFocusPolicy(Qt::NoFocus);
    m_resetZoom = new QPushButton(tr("Reset zoom"));
    m_resetZoom->setObjectName(QStringLiteral("resetZoomButton"));
    m_resetZoom->setFocusPolicy(Qt::NoFocus);
    m_resetZoom->setEnabled(false);
    connect(m_pause, &QPushButton::toggled, m_plot, &TelemetryPlot::setPaused);
    connect(m_plot, &TelemetryPlot::pausedChanged, m_pause, &QPushButton::setChecked);
    connect(m_resetZoom, &QPushButton::clicked, m_plot, &TelemetryPlot::resetZoom);
    connect(m_plot, &TelemetryPlot::zoomChanged, m_resetZoom, &QPushButton::setEnabled);
    auto *plotPage = new QWidget;
    auto *plotBar = new QHBoxLayout;
    auto *zoomHint = new QLabel(tr("Wheel or drag to zoom the time axis."));
    zoomHint->setWordWrap(true);
    plotBar->addWidget(zoomHint, 1);
    plotBar->addWidget(m_pause);
    plotBar->addWidget(m_resetZoom);
    auto *plotLayout = new QVBoxLayout(plotPage);
    plotLayout->setContentsMargins(0, 4, 0, 0);
    plotLayout->addLayout(plotBar);
    plotLayout->addWidget(m_plot, 1);

    m_stepTest = new StepTestView;
    m_stepTest->setObjectName(QStringLiteral("stepTestView"));
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("jogTabs"));
    m_tabs->addTab(plotPage, tr("Telemetry"));
    m_tabs->addTab(m_stepTest, tr("Step / sine test"));

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("jogStatus"));
    m_status->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_fault);
    layout->addWidget(m_linkBanner);
    layout->addWidget(buildControls());
    layout->addWidget(buildLimits());
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_status);

    setModes({JogMode::Position, JogMode::Velocity, JogMode::Torque});
    updateRanges();
    updateEnabled();
}

QWidget *JogPanel::buildControls()
{
    auto *box = new QGroupBox(tr("Jog"));
    m_torque = new QCheckBox(tr("Torque enabled"));
    m_torque->setObjectName(QStringLiteral("torqueCheck"));
    m_mode = new QComboBox;
    m_mode->setObjectName(QStringLiteral("modeCombo"));
    m_stopButton = new QPushButton(tr("Stop"));
    m_stopButton->setObjectName(QStringLiteral("stopButton"));
    m_stopButton->setToolTip(tr("Stops this actuator (the E-STOP stops all)."));
    m_watchdog = new QLabel;
    m_watchdog->setObjectName(QStringLiteral("watchdogLabel"));

    m_slider = new QSlider(Qt::Horizontal);
    m_slider->setObjectName(QStringLiteral("valueSlider"));
    m_slider->installEventFilter(this);
    m_valueSpin = new QDoubleSpinBox;
    m_valueSpin->setObjectName(QStringLiteral("valueSpin"));
    m_valueSpin->setKeyboardTracking(false);
    m_valueSpin->setDecimals(2);
    m_valueSpin->setCorrectionMode(QAbstractSpinBox::CorrectToNearestValue);
    m_valueSpin->setMinimumWidth(110);
    m_step = new QComboBox;
    m_step->setObjectName(QStringLiteral("stepCombo"));
    m_step->setToolTip(tr("Left/Right arrows jog by one step, PageUp/PageDown by ten."));

    m_holdToRun = new QCheckBox(tr("Hold to run"));
    m_holdToRun->setObjectName(QStringLiteral("holdToRunCheck"));
    m_holdToRun->setToolTip(tr("Motion only while the button or the Space key is held; release stops."));
    m_holdButton = new QPushButton(tr("Hold to run"));
    m_holdButton->setObjectName(QStringLiteral("holdButton"));
    m_holdButton->setFocusPolicy(Qt::NoFocus);
    m_measured = new QLabel;
    m_measured->setObjectName(QStringLiteral("measuredLabel"));

    m_watchdog->setWordWrap(true);
    m_measured->setWordWrap(true);
    // Four short rows: fits a jog tab beside the devices and video docks on a
    // 1366-pixel laptop screen.
    auto *grid = new QGridLayout(box);
    grid->addWidget(m_torque, 0, 0, 1, 2);
    grid->addWidget(new QLabel(tr("Mode:")), 0, 2, Qt::AlignRight);
    grid->addWidget(m_mode, 0, 3);
    grid->addWidget(m_stopButton, 0, 4);
    grid->addWidget(m_slider, 1, 0, 1, 4);
    grid->addWidget(m_valueSpin, 1, 4);
    grid->addWidget(new QLabel(tr("Step:")), 2, 0);
    grid->addWidget(m_step, 2, 1);
    grid->addWidget(m_holdToRun, 2, 2, 1, 2, Qt::AlignRight);
    grid->addWidget(m_holdButton, 2, 4);
    grid->addWidget(m_watchdog, 3, 0, 1, 5);
    grid->addWidget(m_measured, 4, 0, 1, 5);
    grid->setColumnStretch(3, 1);

    connect(m_torque, &QCheckBox::toggled, this, [this](bool on) {
        if (m_updating)
            return;
        updateEnabled();
        emit torqueToggled(on);
        if (on)
            emitSetpointIfLive();
    });
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating)
            return;
        m_value = mode() == JogMode::Position ? std::clamp(m_value, minimumValue(), maximumValue()) : 0.0;
        updateRanges();
        updateStepChoices();
        emit modeChanged(mode());
        emitSetpointIfLive();
    });
    connect(m_slider, &QSlider::valueChanged, this, [this](int raw) {
        if (!m_updating)
            setCommandValue(raw / sliderScale());
    });
    connect(m_valueSpin, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        if (!m_updating)
            setCommandValue(unshown(value));
    });
    connect(m_stopButton, &QPushButton::clicked, this, [this] {
        m_value = mode() == JogMode::Position ? m_value : 0.0;
        showValue();
        emit stopRequested();
    });
    connect(m_holdToRun, &QCheckBox::toggled, this, [this](bool on) {
        if (!on && m_held)
            setHeld(false);
        updateEnabled();
    });
    connect(m_holdButton, &QPushButton::pressed, this, [this] { setHeld(true); });
    connect(m_holdButton, &QPushButton::released, this, [this] { setHeld(false); });
    return box;
}

QWidget *JogPanel::buildLimits()
{
    auto *box = new QGroupBox(tr("Soft limits"));
    box->setObjectName(QStringLiteral("softLimitsBox"));
    box->setToolTip(tr("Checked on the host before every command; click a field to edit it. Ctrl+Z undoes an edit."));
    auto makeSpin = [this](const char *name, double low, double high) {
        auto *spin = new LimitSpin;
        spin->setObjectName(QLatin1String(name));
        spin->setRange(low, high);
        spin->setDecimals(2);
        spin->setKeyboardTracking(false);
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this] {
            if (!m_updating)
                readLimitEditors();
        });
        return spin;
    };
    m_minPos = makeSpin("minPositionSpin", -1e5, 1e5);
    m_maxPos = makeSpin("maxPositionSpin", -1e5, 1e5);
    m_maxVel = makeSpin("maxVelocitySpin", 0, 1e5);
    m_maxEffort = makeSpin("maxEffortSpin", 0, 1e4);
    updateLimitUnits();

    m_undo = new QUndoStack(this);
    m_undoLimits = m_undo->createUndoAction(this, tr("Undo"));
    m_undoLimits->setObjectName(QStringLiteral("undoLimitsAction"));
    m_undoLimits->setShortcut(QKeySequence::Undo);
    m_undoLimits->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_redoLimits = m_undo->createRedoAction(this, tr("Redo"));
    m_redoLimits->setObjectName(QStringLiteral("redoLimitsAction"));
    m_redoLimits->setShortcut(QKeySequence::Redo);
    m_redoLimits->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_undoLimits);
    addAction(m_redoLimits);

    // Groups that wrap as the panel narrows: each keeps its label beside its field.
    auto *flow = new FlowLayout(box, 14, 4);
    flow->addWidget(flowGroup(box, {new QLabel(tr("Position")), m_minPos, new QLabel(tr("to")), m_maxPos}));
    flow->addWidget(flowGroup(box, {new QLabel(tr("|velocity| ≤")), m_maxVel}));
    flow->addWidget(flowGroup(box, {new QLabel(tr("|effort| ≤")), m_maxEffort}));
    auto toolButton = [box](QAction *action) {
        auto *button = new QToolButton(box);
        button->setDefaultAction(action);
        button->setFocusPolicy(Qt::NoFocus);
        return button;
    };
    flow->addWidget(flowGroup(box, {toolButton(m_undoLimits), toolButton(m_redoLimits)}));
    return box;
}

void JogPanel::applyUserLimits(const JogLimits &limits)
{
    if (limits == m_limits)
        return;
    setLimits(limits);
    emit limitsEdited(m_limits);
}

void JogPanel::readLimitEditors()
{
    JogLimits limits;
    const double low = degreesFrom(m_angleUnit, m_minPos->value());
    const double high = degreesFrom(m_angleUnit, m_maxPos->value());
    limits.minPositionDeg = std::min(low, high);
    limits.maxPositionDeg = std::max(low, high);
    limits.maxVelocityDegS = degreesFrom(m_angleUnit, m_maxVel->value());
    // What the fields show is rounded: a limit nobody touched keeps its exact value.
    const auto same = [this](double a, double b) {
        return std::abs(degreesTo(m_angleUnit, a) - degreesTo(m_angleUnit, b)) < 0.5 * std::pow(10.0, -m_minPos->decimals());
    };
    if (same(limits.minPositionDeg, m_limits.minPositionDeg))
        limits.minPositionDeg = m_limits.minPositionDeg;
    if (same(limits.maxPositionDeg, m_limits.maxPositionDeg))
        limits.maxPositionDeg = m_limits.maxPositionDeg;
    if (same(limits.maxVelocityDegS, m_limits.maxVelocityDegS))
        limits.maxVelocityDegS = m_limits.maxVelocityDegS;
    limits.maxEffort = m_maxEffort->value();
    if (limits == m_limits)
        return;
    m_undo->push(new LimitsEdit(this, m_limits, limits)); // applies it
}

void JogPanel::setDeviceTitle(const QString &title)
{
    m_title->setText(title);
}

void JogPanel::setModes(const QList<JogMode> &modes)
{
    const JogMode previous = mode();
    {
        QSignalBlocker block(m_mode);
        m_mode->clear();
        for (JogMode m : modes)
            m_mode->addItem(jogModeName(m), int(m));
        const int index = m_mode->findData(int(previous));
        m_mode->setCurrentIndex(index >= 0 ? index : 0);
    }
    updateRanges();
    updateStepChoices();
}

void JogPanel::setAngleUnit(AngleUnit unit)
{
    if (unit == m_angleUnit)
        return;
    m_angleUnit = unit;
    updateLimitUnits();
    setLimits(m_limits); // shows them in the new unit
    updateRanges();
    updateStepChoices();
}

void JogPanel::updateLimitUnits()
{
    const QString angle = angleUnitSymbol(m_angleUnit);
    const int decimals = m_angleUnit == AngleUnit::Degrees ? 2 : 4;
    const double range = degreesTo(m_angleUnit, 1e5);
    m_updating = true;
    for (QDoubleSpinBox *spin : {m_minPos, m_maxPos, m_maxVel}) {
        spin->setDecimals(decimals);
        spin->setRange(spin == m_maxVel ? 0 : -range, range);
    }
    m_minPos->setSuffix(QLatin1Char(' ') + angle);
    m_maxPos->setSuffix(QLatin1Char(' ') + angle);
    m_maxVel->setSuffix(tr(" %1/s").arg(angle));
    m_updating = false;
}

void JogPanel::setEffortUnit(const QString &unit)
{
    m_effortUnit = unit;
    m_maxEffort->setSuffix(QLatin1Char(' ') + unit);
    updateRanges();
}

void JogPanel::setLimits(const JogLimits &limits)
{
    m_limits = limits;
    if (m_limits.minPositionDeg > m_limits.maxPositionDeg)
        std::swap(m_limits.minPositionDeg, m_limits.maxPositionDeg);
    m_limits.maxVelocityDegS = std::abs(m_limits.maxVelocityDegS);
    m_limits.maxEffort = std::abs(m_limits.maxEffort);
    m_updating = true;
    m_minPos->setValue(degreesTo(m_angleUnit, m_limits.minPositionDeg));
    m_maxPos->setValue(degreesTo(m_angleUnit, m_limits.maxPositionDeg));
    m_maxVel->setValue(degreesTo(m_angleUnit, m_limits.maxVelocityDegS));
    m_maxEffort->setValue(m_limits.maxEffort);
    m_updating = false;
    const double before = m_value;
    updateRanges();
    if (m_value != before)
        emitSetpointIfLive();
}

void JogPanel::setWatchdogS(double timeoutS)
{
    m_watchdogS = timeoutS;
    QString text = timeoutS > 0
                       ? tr("Device watchdog: %1 ms").arg(QLocale().toString(timeoutS * 1000.0, 'f', 0))
                       : tr("Device watchdog: off");
    if (!m_watchdogNote.isEmpty())
        text = tr("%1 (%2)", "watchdog text (what it covers)").arg(text, m_watchdogNote);
    m_watchdog->setText(text);
}

void JogPanel::setWatchdogNote(const QString &note, const QString &details)
{
    m_watchdogNote = note;
    m_watchdog->setToolTip(details);
    setWatchdogS(m_watchdogS);
}

void JogPanel::setMotionAllowed(bool allowed)
{
    m_motionAllowed = allowed;
    if (!allowed) {
        m_held = false;
        m_updating = true;
        if (!m_linkLost)
            m_torque->setChecked(false);
        m_updating = false;
    }
    updateEnabled();
    if (!allowed)
        parkFocus();
}

void JogPanel::parkFocus()
{
    // Disabling the focused control moves Qt's focus to the next one, which
    // could be an editor; the panel itself edits nothing (its jog keys are
    // refused while motion is not allowed).
    QWidget *focused = QApplication::focusWidget();
    if (focused == this || (focused && isAncestorOf(focused)))
        setFocus(Qt::OtherFocusReason);
}

void JogPanel::setLinkLost(bool lost, const QString &detail, const QDateTime &lostAt)
{
    // Which device and since when, so a glance later still tells what happened.
    const QString device = m_title->text().isEmpty() ? tr("the device") : m_title->text();
    const QString when = QLocale().toString(lostAt.isValid() ? lostAt.time() : QTime::currentTime(),
                                            QStringLiteral("HH:mm:ss"));
    const QString text = detail.isEmpty() ? tr("Link lost to %1 at %2 — jog stopped, reconnecting…").arg(device, when)
                                          : tr("Link lost to %1 at %2 — jog stopped, reconnecting… (%3)")
                                                .arg(device, when, detail);
    if (lost && (!m_linkLost || lostAt.isValid()))
        m_linkBanner->setText(text);
    if (lost == m_linkLost)
        return;
    m_linkLost = lost;
    m_held = false;
    m_holdButton->setDown(false); // a hold in progress is released, not just ignored
    m_updating = true;
    if (lost) {
        // Nobody knows what the drive does now: say so instead of showing the last state.
        m_torque->setTristate(true);
        m_torque->setCheckState(Qt::PartiallyChecked);
        m_torque->setText(tr("Torque: unknown"));
    } else {
        m_torque->setCheckState(Qt::Unchecked);
        m_torque->setTristate(false);
        m_torque->setText(tr("Torque enabled"));
    }
    m_updating = false;
    m_linkBanner->setVisible(lost);
    updateEnabled();
    if (lost)
        parkFocus();
}

QString JogPanel::linkLostText() const
{
    return m_linkLost ? m_linkBanner->text() : QString();
}

void JogPanel::setTorqueEnabled(bool enabled)
{
    if (m_linkLost)
        return;
    m_updating = true;
    m_torque->setChecked(enabled);
    m_updating = false;
    updateEnabled();
}

bool JogPanel::torqueEnabled() const
{
    return m_torque->checkState() == Qt::Checked;
}

JogMode JogPanel::mode() const
{
    return m_mode->count() ? JogMode(m_mode->currentData().toInt()) : JogMode::Invalid;
}

void JogPanel::setMode(JogMode mode)
{
    const int index = m_mode->findData(int(mode));
    if (index >= 0)
        m_mode->setCurrentIndex(index);
}

double JogPanel::minimumValue() const
{
    switch (mode()) {
    case JogMode::Position: return m_limits.minPositionDeg;
    case JogMode::Velocity: return -m_limits.maxVelocityDegS;
    default: return -m_limits.maxEffort;
    }
}

double JogPanel::maximumValue() const
{
    switch (mode()) {
    case JogMode::Position: return m_limits.maxPositionDeg;
    case JogMode::Velocity: return m_limits.maxVelocityDegS;
    default: return m_limits.maxEffort;
    }
}

double JogPanel::sliderScale() const
{
    return mode() == JogMode::Torque || mode() == JogMode::Current ? 1000.0 : 10.0;
}

void JogPanel::updateRanges()
{
    m_value = std::clamp(m_value, minimumValue(), maximumValue());
    m_updating = true;
    const double scale = sliderScale();
    m_slider->setRange(int(std::lround(minimumValue() * scale)), int(std::lround(maximumValue() * scale)));
    const int angleDecimals = m_angleUnit == AngleUnit::Degrees ? 2 : (m_angleUnit == AngleUnit::Radians ? 4 : 5);
    m_valueSpin->setDecimals(angleMode() ? angleDecimals : 3);
    m_valueSpin->setRange(shown(minimumValue()), shown(maximumValue()));
    switch (mode()) {
    case JogMode::Position: m_valueSpin->setSuffix(QLatin1Char(' ') + angleUnitSymbol(m_angleUnit)); break;
    case JogMode::Velocity: m_valueSpin->setSuffix(tr(" %1/s").arg(angleUnitSymbol(m_angleUnit))); break;
    default: m_valueSpin->setSuffix(QLatin1Char(' ') + m_effortUnit); break;
    }
    m_updating = false;
    showValue();
}

void JogPanel::updateStepChoices()
{
    const bool effort = mode() == JogMode::Torque || mode() == JogMode::Current;
    // Round steps in the unit shown; the item data is the step in degrees.
    QList<double> steps{0.01, 0.05, 0.1, 0.5};
    if (!effort)
        switch (m_angleUnit) {
        case AngleUnit::Degrees: steps = {0.5, 1, 5, 10, 45}; break;
        case AngleUnit::Radians: steps = {0.01, 0.02, 0.1, 0.2, 0.5}; break;
        case AngleUnit::Revolutions: steps = {0.001, 0.005, 0.01, 0.05, 0.125}; break;
        }
    const QString angle = angleUnitSymbol(m_angleUnit);
    const QString unit = mode() == JogMode::Position ? angle
                                                     : (mode() == JogMode::Velocity ? tr("%1/s").arg(angle) : m_effortUnit);
    const int previous = m_step->currentIndex();
    QSignalBlocker block(m_step);
    m_step->clear();
    for (double step : steps)
        m_step->addItem(QStringLiteral("%1 %2").arg(QLocale().toString(step), unit), unshown(step));
    m_step->setCurrentIndex(previous >= 0 && previous < m_step->count() ? previous : (effort ? 1 : 2));
    m_slider->setSingleStep(std::max(1, int(std::lround(stepSize() * sliderScale()))));
    m_slider->setPageStep(m_slider->singleStep() * 10);
}

double JogPanel::stepSize() const
{
    return m_step->count() ? m_step->currentData().toDouble() : 1.0;
}

void JogPanel::setStepIndex(int index)
{
    m_step->setCurrentIndex(index);
    m_slider->setSingleStep(std::max(1, int(std::lround(stepSize() * sliderScale()))));
    m_slider->setPageStep(m_slider->singleStep() * 10);
}

void JogPanel::showValue()
{
    m_updating = true;
    m_slider->setValue(int(std::lround(m_value * sliderScale())));
    m_valueSpin->setValue(shown(m_value));
    m_updating = false;
}

void JogPanel::setCommandValue(double value)
{
    if (!std::isfinite(value))
        return;
    const double clamped = std::clamp(value, minimumValue(), maximumValue());
    const bool changed = clamped != m_value;
    m_value = clamped;
    showValue();
    if (changed)
        emitSetpointIfLive();
}

void JogPanel::emitSetpointIfLive()
{
    if (!m_motionAllowed || m_linkLost || !torqueEnabled() || mode() == JogMode::Invalid)
        return;
    if (holdToRun() && !m_held)
        return;
    emit setpointRequested(mode(), m_value);
}

bool JogPanel::holdToRun() const
{
    return m_holdToRun->isChecked();
}

void JogPanel::setHoldToRun(bool enabled)
{
    m_holdToRun->setChecked(enabled);
}

void JogPanel::setHeld(bool held)
{
    if (!holdToRun() || held == m_held)
        return;
    if (held && (!m_motionAllowed || m_linkLost || !torqueEnabled()))
        return;
    m_held = held;
    m_holdButton->setDown(held);
    if (held)
        emitSetpointIfLive();
    else
        emit stopRequested();
}

void JogPanel::updateEnabled()
{
    const bool allowed = m_motionAllowed && !m_linkLost;
    m_torque->setEnabled(allowed);
    m_mode->setEnabled(allowed);
    m_slider->setEnabled(allowed);
    m_valueSpin->setEnabled(allowed);
    m_step->setEnabled(allowed);
    m_holdToRun->setEnabled(allowed);
    m_holdButton->setEnabled(allowed && holdToRun() && torqueEnabled());
    m_stepTest->setEnabled(allowed);
}

void JogPanel::setMeasured(double positionDeg, double velocityDegS, double effort, const QString &modeText)
{
    m_modeText = modeText;
    const QString angle = angleUnitSymbol(m_angleUnit);
    const int decimals = m_angleUnit == AngleUnit::Degrees ? 2 : 4;
    m_measured->setText(tr("Measured: %1 %6, %2 %6/s, %3 %4 — mode %5")
                            .arg(QLocale().toString(degreesTo(m_angleUnit, positionDeg), 'f', decimals))
                            .arg(QLocale().toString(degreesTo(m_angleUnit, velocityDegS), 'f', decimals - 1))
                            .arg(QLocale().toString(effort, 'f', 3))
                            .arg(m_effortUnit, modeText, angle));
}

QString JogPanel::measuredModeText() const
{
    return m_modeText;
}

void JogPanel::setStatusText(const QString &text)
{
    m_status->setText(text);
}

QList<QPair<QString, QString>> JogPanel::keyHelp()
{
    return {{tr("Right / Up"), tr("jog one step up")},
            {tr("Left / Down"), tr("jog one step down")},
            {tr("Page Up / Page Down"), tr("jog ten steps")},
            {tr("Space (held)"), tr("hold to run: motion while held")},
            {tr("Ctrl+Z / Ctrl+Shift+Z"), tr("undo / redo a soft-limit edit")}};
}

bool JogPanel::handleJogKey(QKeyEvent *event, bool press)
{
    const int key = event->key();
    if (key == Qt::Key_Space) {
        if (!holdToRun())
            return false;
        if (!event->isAutoRepeat())
            setHeld(press);
        return true;
    }
    double steps = 0;
    if (key == Qt::Key_Right || key == Qt::Key_Up)
        steps = 1;
    else if (key == Qt::Key_Left || key == Qt::Key_Down)
        steps = -1;
    else if (key == Qt::Key_PageUp)
        steps = 10;
    else if (key == Qt::Key_PageDown)
        steps = -10;
    else
        return false;
    if (press && m_motionAllowed && !m_linkLost)
        setCommandValue(m_value + steps * stepSize());
    return true;
}

void JogPanel::keyPressEvent(QKeyEvent *event)
{
    if (!handleJogKey(event, true))
        QWidget::keyPressEvent(event);
}

void JogPanel::keyReleaseEvent(QKeyEvent *event)
{
    if (!handleJogKey(event, false))
        QWidget::keyReleaseEvent(event);
}

bool JogPanel::eventFilter(QObject *watched, QEvent *event)
{
    // The slider's own arrow keys would move by its single step; route them to
    // the panel so every jog key behaves the same wherever the focus is.
    if (watched == m_slider && (event->type() == QEvent::KeyPress || event->type() == QEvent::KeyRelease)) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (handleJogKey(key, event->type() == QEvent::KeyPress))
            return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace loopscope::widgets
