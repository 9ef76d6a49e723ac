// Unit tests of the jog views: JogPanel soft limits (slider range, clamping of
// typed and keyed values, persisted limits), hold-to-run (release stops), and
// TelemetryPlot (points appended, pause freezes, gaps break the line, zoom).

#include "app/gui/jog_controller.h"
#include "widgets/jog_panel.h"
#include "widgets/telemetry_plot.h"
#include "support/settings_sandbox.h"

#include <QApplication>
#include <QCheckBox>
#include <QUndoStack>
#include <QWheelEvent>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using loopscope::widgets::JogLimits;
using loopscope::widgets::JogMode;
using loopscope::widgets::JogPanel;
using loopscope::widgets::TelemetryPlot;

class TestJogPanel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(m_settingsDir.enter(QStringLiteral("loopscope-test-jog-panel")), qPrintable(m_settingsDir.error()));
    }

    void sliderRangeFollowsSoftLimits()
    {
        JogPanel panel;
        panel.setLimits({-30, 45, 100, 0.8});
        QSlider *slider = panel.slider();
        QCOMPARE(panel.mode(), JogMode::Position);
        QCOMPARE(slider->minimum() / 10.0, -30.0);
        QCOMPARE(slider->maximum() / 10.0, 45.0);
        QCOMPARE(panel.valueSpin()->minimum(), -30.0);
        QCOMPARE(panel.valueSpin()->maximum(), 45.0);
        panel.setMode(JogMode::Velocity);
        QCOMPARE(panel.minimumValue(), -100.0);
        QCOMPARE(slider->maximum() / 10.0, 100.0);
        panel.setMode(JogMode::Torque);
        QCOMPARE(panel.maximumValue(), 0.8);
        QCOMPARE(slider->maximum() / 1000.0, 0.8);
    }

    void valuesBeyondLimitsAreClamped()
    {
        JogPanel panel;
        panel.setLimits({-30, 45, 100, 0.8});
        panel.show();
        QSignalSpy setpoints(&panel, &JogPanel::setpointRequested);
        panel.findChild<QCheckBox *>("torqueCheck")->setChecked(true);
        panel.setCommandValue(1e6);
        QCOMPARE(panel.commandValue(), 45.0);
        QVERIFY(!setpoints.isEmpty());
        QCOMPARE(setpoints.last().at(1).toDouble(), 45.0);

        // Typed into the spin box: never beyond the limit.
        QDoubleSpinBox *spin = panel.valueSpin();
        auto *edit = spin->findChild<QLineEdit *>();
        QVERIFY(edit);
        edit->selectAll();
        QTest::keyClicks(edit, "-999");
        QTest::keyClick(edit, Qt::Key_Return);
        QVERIFY2(panel.commandValue() >= -30.0 && panel.commandValue() <= 45.0,
                 qPrintable(QString::number(panel.commandValue())));
        for (const QList<QVariant> &args : setpoints)
            QVERIFY(args.at(1).toDouble() >= -30.0 && args.at(1).toDouble() <= 45.0);

        // Keyboard jog stops at the limit too.
        panel.setCommandValue(40);
        for (int i = 0; i < 5; ++i)
            QTest::keyClick(&panel, Qt::Key_PageUp);
        QCOMPARE(panel.commandValue(), 45.0);

        // Tightening the limits pulls the command in and tells the owner.
        QSignalSpy edited(&panel, &JogPanel::limitsEdited);
        panel.findChild<QDoubleSpinBox *>("maxPositionSpin")->setValue(20);
        QCOMPARE(edited.size(), 1);
        QCOMPARE(edited.last().at(0).value<JogLimits>().maxPositionDeg, 20.0);
        QCOMPARE(panel.commandValue(), 20.0);
        QCOMPARE(setpoints.last().at(1).toDouble(), 20.0);
    }

    void keyboardStepsAndNoMotionWithoutTorque()
    {
        JogPanel panel;
        panel.setLimits({-180, 180, 360, 1});
        QSignalSpy setpoints(&panel, &JogPanel::setpointRequested);
        panel.setStepIndex(1); // 1 °
        QTest::keyClick(&panel, Qt::Key_Right);
        QTest::keyClick(&panel, Qt::Key_Right);
        QTest::keyClick(&panel, Qt::Key_Left);
        QCOMPARE(panel.commandValue(), 1.0);
        QTest::keyClick(&panel, Qt::Key_PageUp);
        QCOMPARE(panel.commandValue(), 11.0);
        QCOMPARE(setpoints.size(), 0); // torque off: nothing is sent
        panel.setMotionAllowed(false);  // E-STOP
        QTest::keyClick(&panel, Qt::Key_Right);
        QCOMPARE(panel.commandValue(), 11.0);
        QVERIFY(!panel.slider()->isEnabled());
    }

    void holdToRunMovesOnlyWhileHeld()
    {
        JogPanel panel;
        panel.setLimits({-180, 180, 360, 1});
        panel.show();
        QSignalSpy setpoints(&panel, &JogPanel::setpointRequested);
        QSignalSpy stops(&panel, &JogPanel::stopRequested);
        panel.setHoldToRun(true);
        panel.findChild<QCheckBox *>("torqueCheck")->setChecked(true);
        QCOMPARE(setpoints.size(), 0); // not held
        panel.setCommandValue(10);
        QCOMPARE(setpoints.size(), 0);

        // The button: press sends the setpoint, release stops.
        auto *hold = panel.findChild<QPushButton *>("holdButton");
        QVERIFY(hold->isEnabled());
        QTest::mousePress(hold, Qt::LeftButton);
        QVERIFY(panel.isHeld());
        QCOMPARE(setpoints.size(), 1);
        QCOMPARE(setpoints.last().at(1).toDouble(), 10.0);
        panel.setCommandValue(12); // while held: live
        QCOMPARE(setpoints.size(), 2);
        QTest::mouseRelease(hold, Qt::LeftButton);
        QVERIFY(!panel.isHeld());
        QCOMPARE(stops.size(), 1);
        panel.setCommandValue(14); // released: nothing is sent
        QCOMPARE(setpoints.size(), 2);

        // The Space key does the same.
        QTest::keyPress(&panel, Qt::Key_Space);
        QCOMPARE(setpoints.size(), 3);
        QTest::keyClick(&panel, Qt::Key_Right);
        QCOMPARE(setpoints.size(), 4);
        QTest::keyRelease(&panel, Qt::Key_Space);
        QCOMPARE(stops.size(), 2);
    }

    // A soft-limit field edits only once clicked (no Tab focus, no wheel
    // without focus), and every edit can be undone and redone.
    void limitEditsNeedAClickAndCanBeUndone()
    {
        JogPanel panel;
        panel.setLimits({-180, 180, 100, 0.8});
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto *minimum = panel.findChild<QDoubleSpinBox *>("minPositionSpin");
        QVERIFY(minimum);
        QCOMPARE(minimum->focusPolicy(), Qt::ClickFocus);
        // The wheel over an unfocused limit changes nothing.
        panel.setFocus();
        QWheelEvent wheel(QPointF(5, 5), minimum->mapToGlobal(QPointF(5, 5)), {}, QPoint(0, 120), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(minimum, &wheel);
        QCOMPARE(panel.limits().minPositionDeg, -180.0);
        // Tabbing through the panel never lands in a limit.
        for (int i = 0; i < 30; ++i) {
            QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &panel, Qt::Key_Tab);
            QVERIFY(QApplication::focusWidget() != minimum);
        }
        QCOMPARE(panel.limits().minPositionDeg, -180.0);

        QSignalSpy edited(&panel, &JogPanel::limitsEdited);
        QTest::mouseClick(minimum->findChild<QLineEdit *>(), Qt::LeftButton);
        QVERIFY(minimum->hasFocus());
        minimum->setValue(-90);
        QCOMPARE(panel.limits().minPositionDeg, -90.0);
        QCOMPARE(edited.count(), 1);
        QVERIFY(panel.limitsUndoStack()->canUndo());

        panel.limitsUndoStack()->undo();
        QCOMPARE(panel.limits().minPositionDeg, -180.0);
        QCOMPARE(minimum->value(), -180.0);
        QCOMPARE(edited.count(), 2); // the undo is announced (and stored) like an edit
        QCOMPARE(edited.last().at(0).value<JogLimits>().minPositionDeg, -180.0);
        panel.limitsUndoStack()->redo();
        QCOMPARE(panel.limits().minPositionDeg, -90.0);
        // Ctrl+Z in the panel undoes too.
        panel.setFocus();
        QTest::keyClick(&panel, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(panel.limits().minPositionDeg, -180.0);
    }

    void limitsPersistPerDevice()
    {
        using loopscope::app::gui::JogController;
        const QString key = "moteus|/dev/pts/9@921600|3";
        JogController::saveLimits(key, {-10, 20, 30, 0.4});
        const JogLimits loaded = JogController::loadLimits(key, {});
        QCOMPARE(loaded, (JogLimits{-10, 20, 30, 0.4}));
        const JogLimits other = JogController::loadLimits("moteus|/dev/pts/9@921600|4", {});
        QCOMPARE(other, JogLimits{});
    }

    void plotAppendsPausesAndBreaksAtGaps()
    {
        TelemetryPlot plot;
        plot.resize(600, 300);
        const int pos = plot.addChannel("Position", "deg");
        const int cmd = plot.addChannel("Command", "deg", 0);
        QCOMPARE(plot.laneCount(), 1);
        QCOMPARE(plot.channelCount(), 2);
        for (int i = 0; i < 100; ++i)
            plot.appendPoint(pos, i * 0.01, i);
        QCOMPARE(plot.pointCount(pos), 100);
        QCOMPARE(plot.pointCount(cmd), 0);
        QCOMPARE(plot.segmentCount(pos), 1);
        QCOMPARE(plot.lastValue(pos), 99.0);

        // A gap breaks the line: the points after it form a second piece.
        plot.appendGap(pos);
        for (int i = 0; i < 10; ++i)
            plot.appendPoint(pos, 2 + i * 0.01, i);
        QCOMPARE(plot.segmentCount(pos), 2);
        QCOMPARE(plot.pointCount(pos), 110);

        // Pause freezes the visible window; data still arrive.
        plot.setWindowS(5);
        plot.setPaused(true);
        const QPointF frozen = plot.visibleTimeRange();
        const int visible = plot.visiblePointCount(pos);
        for (int i = 0; i < 100; ++i)
            plot.appendPoint(pos, 20 + i * 0.01, i);
        QCOMPARE(plot.visibleTimeRange(), frozen);
        QCOMPARE(plot.visiblePointCount(pos), visible);
        QCOMPARE(plot.pointCount(pos), 210);
        plot.setPaused(false);
        QVERIFY(plot.visibleTimeRange().y() >= 20.99);

        // Zoom: a time range, then reset back to following.
        QSignalSpy zoom(&plot, &TelemetryPlot::zoomChanged);
        plot.setTimeRange(20.2, 20.4);
        QVERIFY(plot.isZoomed());
        QVERIFY(plot.visiblePointCount(pos) > 10 && plot.visiblePointCount(pos) < 30);
        plot.resetZoom();
        QVERIFY(!plot.isZoomed());
        QCOMPARE(zoom.size(), 2);
        const QImage image = plot.grab().toImage();
        QVERIFY(!image.isNull());
    }

private:
    loopscope::testsupport::SettingsSandbox m_settingsDir;
};

QTEST_MAIN(TestJogPanel)
#include "test_jog_panel.moc"
