// The jog flow through the real main window under the offscreen platform: the
// simulated lab starts (UDP echo devices, a moteus bus, a Dynamixel bus), Scan
// finds everything, a moteus servo is selected and jogged with the keyboard,
// and Esc raises the E-STOP: every actuator acknowledges its stop with a time,
// motion controls are disabled, and the telemetry shows the servo stopped.

#include "app/gui/device_controller.h"
#include "app/gui/jog_area.h"
#include "app/gui/jog_controller.h"
#include "app/gui/main_window.h"
#include "widgets/device_tree.h"
#include "widgets/estop_button.h"
#include "widgets/jog_panel.h"
#include "widgets/stop_ack_table.h"
#include "widgets/telemetry_plot.h"

#include <QAction>
#include <QCheckBox>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

using loopscope::app::gui::MainWindow;
using loopscope::widgets::DeviceTree;
using loopscope::widgets::JogPanel;

class TestJogFlow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_settingsDir.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
        QCoreApplication::setOrganizationName("LoopscopeTest");
        QCoreApplication::setApplicationName("loopscope-test-jog-flow");
        const QByteArray binDir = qgetenv("LOOPSCOPE_BIN_DIR");
        if (!binDir.isEmpty() && qEnvironmentVariableIsEmpty("LOOPSCOPE_SIM"))
            qputenv("LOOPSCOPE_SIM", binDir + "/loopscope-sim");
    }

    void scanJogAndEstop()
    {
        loopscope::app::gui::MainWindowOptions options;
        options.enumeratePorts = false; // only the simulator's ports: never touch real hardware
        MainWindow window(options);
        window.resize(1500, 900);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *devices = window.deviceController();
        DeviceTree *tree = window.deviceTree();

        // The first scan starts by itself; then Scan is triggered like a user would.
        QTRY_VERIFY_WITH_TIMEOUT(!devices->scanning() && tree->deviceCount() > 0, 60000);
        window.scanAction()->trigger();
        QVERIFY(devices->scanning());
        QTRY_VERIFY_WITH_TIMEOUT(!devices->scanning(), 60000);

        int moteus = 0, dynamixel = 0, echo = 0;
        QString moteusKey;
        for (int i = 0; i < tree->deviceCount(); ++i) {
            const loopscope::widgets::DeviceTreeEntry e = tree->entry(i);
            if (e.protocol == "moteus" && e.actuator) {
                ++moteus;
                if (moteusKey.isEmpty())
                    moteusKey = e.key;
            } else if (e.protocol == "dynamixel2" && e.actuator) {
                ++dynamixel;
            } else if (e.protocol == "udp-echo") {
                ++echo;
                QVERIFY(!e.endpoint.isEmpty());
            }
        }
        QVERIFY2(moteus == 3 && dynamixel == 4 && echo == 2,
                 qPrintable(QString("moteus %1, dynamixel %2, echo %3; %4")
                                .arg(moteus).arg(dynamixel).arg(echo).arg(tree->statusText())));
        QCOMPARE(tree->groupCount(), 3); // UDP, the moteus bus, the Dynamixel bus
        QCOMPARE(devices->busCount(), 2);

        // Selecting the servo opens its jog panel.
        QVERIFY(tree->selectKey(moteusKey));
        JogPanel *panel = window.jogArea()->panel(moteusKey);
        QVERIFY(panel);
        auto *jog = window.jogArea()->controller(moteusKey);
        QTRY_VERIFY_WITH_TIMEOUT(jog->samplesSeen() > 10, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(panel->plot()->pointCount(0) > 10, 5000);

        auto *torque = panel->findChild<QCheckBox *>("torqueCheck");
        QVERIFY(torque && torque->isEnabled());
        QTest::mouseClick(torque, Qt::LeftButton, {}, QPoint(8, torque->height() / 2));
        QVERIFY(panel->torqueEnabled());
        QCOMPARE(panel->mode(), loopscope::widgets::JogMode::Position);

        const double start = panel->commandValue();
        panel->setFocus();
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(panel, Qt::Key_Right);
        const double commanded = panel->commandValue();
        QCOMPARE(commanded, start + 3 * panel->stepSize());
        QVERIFY(commanded != start);
        // The simulated servo follows the command.
        QTRY_VERIFY_WITH_TIMEOUT(std::abs(jog->lastPositionDeg() - commanded) < 0.25 * std::abs(commanded - start),
                                 15000);

        // Esc: the E-STOP stops every actuator on every bus.
        QTest::keyClick(panel, Qt::Key_Escape);
        QVERIFY(devices->estopRaised());
        QVERIFY(window.estopButton()->isLatched());
        QTRY_COMPARE_WITH_TIMEOUT(window.stopAckTable()->rowCount(), 7, 10000);
        for (int i = 0; i < window.stopAckTable()->rowCount(); ++i) {
            const loopscope::widgets::StopAckRow row = window.stopAckTable()->row(i);
            QVERIFY2(row.acknowledged, qPrintable(row.device + ": " + row.error));
            QVERIFY(row.latencyMs > 0);
        }
        QVERIFY(!panel->motionAllowed());
        QVERIFY(!panel->slider()->isEnabled());
        QVERIFY(!torque->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(panel->measuredModeText(), QString("stopped"), 5000);
        // Jog keys do nothing while the E-STOP is latched.
        QTest::keyClick(panel, Qt::Key_Right);
        QCOMPARE(panel->commandValue(), commanded);

        window.releaseEstopAction()->trigger();
        QVERIFY(!devices->estopRaised());
        QVERIFY(panel->motionAllowed());
        QVERIFY(torque->isEnabled());
        QVERIFY(!panel->torqueEnabled()); // released, but nothing moves until torque is enabled again
    }

private:
    QTemporaryDir m_settingsDir;
};

QTEST_MAIN(TestJogFlow)
#include "test_jog_flow.moc"
