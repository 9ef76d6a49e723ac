// Edit > Preferences: the dialog offers every shipped language, the angle
// unit changes what jog panels show (while they keep commanding and storing
// degrees), the theme changes the palette at once, the data folder becomes
// the library's folder at the next start, and everything persists.

#include "app/gui/jog_area.h"
#include "app/gui/main_window.h"
#include "app/gui/preferences.h"
#include "support/settings_sandbox.h"
#include "widgets/jog_panel.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QtTest>
#include <cmath>

using loopscope::app::gui::Preferences;
using loopscope::app::gui::PreferencesDialog;
using loopscope::widgets::AngleUnit;
using loopscope::widgets::JogLimits;
using loopscope::widgets::JogPanel;

class TestPreferences : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(m_dir.enter(QStringLiteral("loopscope-test-preferences")), qPrintable(m_dir.error()));
    }

    void jogPanelShowsRadiansAndCommandsDegrees()
    {
        JogPanel panel;
        panel.setLimits({-180, 180, 360, 0.5});
        panel.show();
        QSignalSpy edited(&panel, &JogPanel::limitsEdited);
        panel.setAngleUnit(AngleUnit::Radians);
        auto *minimum = panel.findChild<QDoubleSpinBox *>("minPositionSpin");
        QVERIFY(std::abs(minimum->value() + M_PI) < 1e-3);
        QVERIFY(minimum->suffix().contains(QStringLiteral("rad")));
        QVERIFY(panel.valueSpin()->suffix().contains(QStringLiteral("rad")));
        QCOMPARE(edited.count(), 0);                 // a unit change is no limit edit
        QCOMPARE(panel.limits(), (JogLimits{-180, 180, 360, 0.5})); // and rounds nothing

        QSignalSpy setpoints(&panel, &JogPanel::setpointRequested);
        panel.findChild<QCheckBox *>("torqueCheck")->setChecked(true);
        panel.valueSpin()->setValue(1.0); // 1 rad typed
        QVERIFY(std::abs(panel.commandValue() - 180.0 / M_PI) < 1e-3);
        QVERIFY(!setpoints.isEmpty());
        QVERIFY(std::abs(setpoints.last().at(1).toDouble() - 180.0 / M_PI) < 1e-3); // the bus gets degrees

        minimum->setValue(-1.0); // a limit typed in radians is stored in degrees
        QVERIFY(std::abs(panel.limits().minPositionDeg + 180.0 / M_PI) < 1e-2);
        QCOMPARE(panel.limits().maxPositionDeg, 180.0);

        panel.setAngleUnit(AngleUnit::Revolutions);
        QVERIFY(panel.valueSpin()->suffix().contains(QStringLiteral("rev")));
        // Steps are round in revolutions; each step's data is degrees.
        auto *step = panel.findChild<QComboBox *>("stepCombo");
        bool eighth = false;
        for (int i = 0; i < step->count(); ++i)
            eighth = eighth || std::abs(step->itemData(i).toDouble() - 45.0) < 1e-9;
        QVERIFY(eighth);
    }

    void dialogRoundTripAndApply()
    {
        loopscope::app::gui::MainWindowOptions options;
        options.startSimulator = false;
        options.enumeratePorts = false;
        loopscope::app::gui::MainWindow window(options);
        Preferences start = Preferences::load();
        QCOMPARE(start.angleUnit, AngleUnit::Degrees);
        QCOMPARE(start.theme, QStringLiteral("system"));

        PreferencesDialog dialog(start);
        QStringList codes;
        for (int i = 0; i < dialog.languageCombo()->count(); ++i)
            codes << dialog.languageCombo()->itemData(i).toString();
        for (const char *code : {"en", "de", "ja", "zh_CN"})
            QVERIFY2(codes.contains(QLatin1String(code)), qPrintable(codes.join(", ")));
        dialog.languageCombo()->setCurrentIndex(codes.indexOf(QStringLiteral("de")));
        dialog.unitCombo()->setCurrentIndex(dialog.unitCombo()->findData(int(AngleUnit::Radians)));
        dialog.themeCombo()->setCurrentIndex(dialog.themeCombo()->findData(QStringLiteral("dark")));
        dialog.dataFolderEdit()->setText(m_dir.filePath(QStringLiteral("lab-data")));
        const Preferences chosen = dialog.preferences();
        QCOMPARE(chosen.language, QStringLiteral("de"));

        JogPanel *panel = window.jogArea()->open(QStringLiteral("moteus|/dev/null|1"), QStringLiteral("moteus #1"));
        QVERIFY(panel);
        QCOMPARE(panel->angleUnit(), AngleUnit::Degrees);
        window.applyPreferences(chosen);
        QCOMPARE(panel->angleUnit(), AngleUnit::Radians); // at once, in open panels
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 100);
        QCOMPARE(Preferences::load(), chosen);

        // The data folder is the library's folder from the next start on.
        qunsetenv("LOOPSCOPE_LIBRARY");
        loopscope::app::gui::applyDataFolder(chosen);
        QCOMPARE(qEnvironmentVariable("LOOPSCOPE_LIBRARY"), m_dir.filePath(QStringLiteral("lab-data/library.sqlite")));
        qunsetenv("LOOPSCOPE_LIBRARY");

        Preferences back = chosen;
        back.theme = QStringLiteral("system");
        back.angleUnit = AngleUnit::Degrees;
        window.applyPreferences(back);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 150);
        QCOMPARE(panel->angleUnit(), AngleUnit::Degrees);
    }

private:
    loopscope::testsupport::SettingsSandbox m_dir;
};

QTEST_MAIN(TestPreferences)
#include "test_preferences.moc"
