// The jog flow through the real main window under the offscreen platform: the
// simulated lab starts (UDP echo devices, a moteus bus, a Dynamixel bus), Scan
// finds everything, a moteus servo is selected and jogged with the keyboard,
// and Esc raises the E-STOP: every actuator acknowledges its stop with a time,
// motion controls are disabled, and the telemetry shows the servo stopped.
// Also: the lab's serial ports have stable names (symlinks), so a device's key
// and its stored soft limits survive a restart of the lab.

#include "app/gui/device_controller.h"
#include "app/gui/jog_area.h"
#include "app/gui/jog_controller.h"
#include "app/gui/lab_controller.h"
#include "app/gui/main_window.h"
#include "widgets/device_tree.h"
#include "widgets/estop_button.h"
#include "widgets/jog_panel.h"
#include "widgets/safety_bar.h"
#include "widgets/stop_ack_table.h"
#include "widgets/telemetry_plot.h"
#include "support/settings_sandbox.h"

#include <QAction>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <vector>
#include <pty.h>
#include <unistd.h>
#include <signal.h>

using loopscope::app::gui::MainWindow;
using loopscope::widgets::DeviceTree;
using loopscope::widgets::JogPanel;

namespace {

// The window on the simulated lab after its first scan, with the first
// moteus servo's jog panel open (titled title), telemetry flowing and torque
// on. Null (with the reason in *why) when any step did not happen.
JogPanel *openFirstMoteusWithTorque(MainWindow &window, const QString &title, QString *key, QString *why)
{
    window.resize(1366, 768);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return *why = QStringLiteral("window not exposed"), nullptr;
    auto *devices = window.deviceController();
    if (!QTest::qWaitFor([&] { return !devices->scanning() && window.deviceTree()->deviceCount() >= 7; }, 60000))
        return *why = QStringLiteral("the first scan found fewer than 7 devices"), nullptr;
    for (const QString &k : devices->actuatorKeys())
        if (key->isEmpty() && k.contains(QStringLiteral("moteus")))
            *key = k;
    if (key->isEmpty())
        return *why = QStringLiteral("no moteus servo"), nullptr;
    JogPanel *panel = window.jogArea()->open(*key, title);
    if (!panel)
        return *why = QStringLiteral("no jog panel"), nullptr;
    auto *jog = window.jogArea()->controller(*key);
    if (!QTest::qWaitFor([&] { return jog->samplesSeen() > 5; }, 10000))
        return *why = QStringLiteral("no telemetry"), nullptr;
    panel->findChild<QCheckBox *>(QStringLiteral("torqueCheck"))->click();
    if (!panel->torqueEnabled())
        return *why = QStringLiteral("torque did not go on"), nullptr;
    return panel;
}

} // namespace

class TestJogFlow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(m_settingsDir.enter(QStringLiteral("loopscope-test-jog-flow")), qPrintable(m_settingsDir.error()));
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
        // UDP, the moteus bus, the Dynamixel bus, and the lab's cameras when it has some.
        const bool cameras = !window.labController()->cameraUrls().isEmpty();
        QCOMPARE(tree->groupCount(), cameras ? 4 : 3);
        if (cameras)
            QCOMPARE(tree->groupTitle(3), QString("Cameras"));
        QCOMPARE(devices->busCount(), 2);

        // Selecting the servo opens its jog panel.
        QVERIFY(tree->selectKey(moteusKey));
        JogPanel *panel = window.jogArea()->panel(moteusKey);
        QVERIFY(panel);
        // The moteus tab says what its device watchdog covers.
        auto *watchdog = panel->findChild<QLabel *>("watchdogLabel");
        QVERIFY(watchdog);
        QVERIFY2(watchdog->text().contains("covers every jog mode"), qPrintable(watchdog->text()));
        QVERIFY(watchdog->toolTip().contains("position mode 10"));
        QVERIFY(watchdog->toolTip().contains("current (9)"));
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

        // Esc while the slider has the keyboard: the E-STOP stops every actuator on every bus.
        panel->slider()->setFocus();
        const loopscope::widgets::JogLimits limitsBefore = panel->limits();
        QTest::keyClick(panel->slider(), Qt::Key_Escape);
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
        // Focus went to nothing editable: arrow keys after the E-STOP change no limit.
        QWidget *focused = QApplication::focusWidget();
        QVERIFY(focused);
        QVERIFY2(!qobject_cast<QAbstractSpinBox *>(focused) && !qobject_cast<QLineEdit *>(focused)
                     && !qobject_cast<QComboBox *>(focused),
                 focused->metaObject()->className());
        for (Qt::Key key : {Qt::Key_Up, Qt::Key_Up, Qt::Key_Down, Qt::Key_PageUp, Qt::Key_Right})
            QTest::keyClick(QApplication::focusWidget(), key);
        QCOMPARE(panel->limits(), limitsBefore);
        QCOMPARE(loopscope::app::gui::JogController::loadLimits(moteusKey, limitsBefore), limitsBefore); // nothing stored either
        // The E-STOP bar says so, with one acknowledged stop per actuator.
        QCOMPARE(window.safetyBar()->stateText(), QString("LATCHED"));
        QTRY_COMPARE_WITH_TIMEOUT(window.safetyBar()->chipRow()->chips().size(), 7, 5000);
        for (const loopscope::widgets::SafetyChip &chip : window.safetyBar()->chipRow()->chips())
            QCOMPARE(chip.kind, loopscope::widgets::SafetyChip::Kind::StopAcknowledged);

        window.releaseEstopAction()->trigger();
        QVERIFY(!devices->estopRaised());
        QVERIFY(panel->motionAllowed());
        QVERIFY(torque->isEnabled());
        QVERIFY(!panel->torqueEnabled()); // released, but nothing moves until torque is enabled again
        QCOMPARE(window.safetyBar()->stateText(), QString("Released"));
        QVERIFY(window.safetyBar()->chipRow()->chips().isEmpty());
    }

    // The simulator dies while a servo is jogged: within a second the panel
    // says the link is lost (inputs off, torque unknown, a banner) and the
    // E-STOP bar shows it; when the simulator is back the panel comes back by
    // itself with torque off, and only a new torque-on moves the servo.
    void lostLinkShowsInThePanelAndComesBack()
    {
        loopscope::app::gui::MainWindowOptions options;
        options.enumeratePorts = false;
        MainWindow window(options);
        QString key, why;
        JogPanel *panel = openFirstMoteusWithTorque(window, QStringLiteral("moteus #1"), &key, &why);
        QVERIFY2(panel, qPrintable(why));
        auto *jog = window.jogArea()->controller(key);
        auto *torque = panel->findChild<QCheckBox *>(QStringLiteral("torqueCheck"));
        QTRY_COMPARE_WITH_TIMEOUT(window.safetyBar()->chipRow()->chips().size(), 1, 2000);
        QCOMPARE(window.safetyBar()->chipRow()->chips().first().kind, loopscope::widgets::SafetyChip::Kind::TorqueOn);

        QElapsedTimer sinceKill;
        window.labController()->stopSimulator();
        sinceKill.start();
        QTRY_VERIFY_WITH_TIMEOUT(panel->linkLost(), 1000);
        qInfo("link lost shown %lld ms after the simulator stopped", static_cast<long long>(sinceKill.elapsed()));
        QVERIFY(!panel->slider()->isEnabled());
        QVERIFY(!torque->isEnabled());
        QCOMPARE(torque->checkState(), Qt::PartiallyChecked); // unknown, not "on"
        QVERIFY(!panel->torqueEnabled());
        auto *banner = panel->findChild<QLabel *>(QStringLiteral("linkLostBanner"));
        QVERIFY(banner && banner->isVisible());
        QVERIFY(banner->text().contains(QStringLiteral("Link lost")));
        QTRY_VERIFY_WITH_TIMEOUT(!window.safetyBar()->chipRow()->chips().isEmpty()
                                     && window.safetyBar()->chipRow()->chips().first().kind
                                            == loopscope::widgets::SafetyChip::Kind::LinkLost,
                                 1000);
        // A jog key does nothing while the link is lost.
        const double before = panel->commandValue();
        QTest::keyClick(panel, Qt::Key_Right);
        QCOMPARE(panel->commandValue(), before);

        loopscope::app::gui::SimLabConfig config = options.simConfig;
        config.echoDeviceCount = options.simDeviceCount;
        QString error;
        QVERIFY2(window.labController()->startSimulator(config, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->linkLost(), 15000);
        QVERIFY(!banner->isVisible());
        QVERIFY(panel->slider()->isEnabled());
        QVERIFY(torque->isEnabled());
        QCOMPARE(torque->checkState(), Qt::Unchecked); // back, but off until the user enables it
        const int samples = jog->samplesSeen();
        QTRY_VERIFY_WITH_TIMEOUT(jog->samplesSeen() > samples + 5, 10000); // telemetry flows again
    }

    // The simulator is killed (SIGKILL, no restart) while a servo is held in
    // hold-to-run: the jog stops at once — the hold is released (button up,
    // nothing held), every motion control is off, torque shows unknown — and
    // the banner and the status line say which device was lost and when.
    void killedSimulatorStopsTheJogAndNamesTheDevice()
    {
        const QString title = QStringLiteral("moteus #1 (bench A)");
        loopscope::app::gui::MainWindowOptions options;
        options.enumeratePorts = false;
        MainWindow window(options);
        QString key, why;
        JogPanel *panel = openFirstMoteusWithTorque(window, title, &key, &why);
        QVERIFY2(panel, qPrintable(why));
        auto *torque = panel->findChild<QCheckBox *>(QStringLiteral("torqueCheck"));
        panel->setHoldToRun(true);
        auto *hold = panel->findChild<QPushButton *>(QStringLiteral("holdButton"));
        QVERIFY(hold && hold->isEnabled());
        QTest::mousePress(hold, Qt::LeftButton);
        QVERIFY(panel->held());
        QVERIFY(hold->isDown());

        window.labController()->setAutoRestart(false);
        const qint64 pid = window.labController()->simulatorProcessId();
        QVERIFY(pid > 0);
        QElapsedTimer sinceKill;
        QVERIFY(::kill(pid_t(pid), SIGKILL) == 0);
        sinceKill.start();
        QTRY_VERIFY_WITH_TIMEOUT(panel->linkLost(), 2000);
        qInfo("device loss shown %lld ms after SIGKILL", static_cast<long long>(sinceKill.elapsed()));
        QVERIFY(!panel->held());
        QVERIFY(!hold->isDown());
        QVERIFY(!hold->isEnabled());
        QVERIFY(!panel->slider()->isEnabled());
        QVERIFY(!torque->isEnabled());
        QCOMPARE(torque->checkState(), Qt::PartiallyChecked);
        auto *banner = panel->findChild<QLabel *>(QStringLiteral("linkLostBanner"));
        QVERIFY(banner && banner->isVisible());
        const QRegularExpression clock(QStringLiteral("\\b\\d\\d:\\d\\d:\\d\\d\\b"));
        QVERIFY2(banner->text().contains(title), qPrintable(banner->text()));
        QVERIFY2(banner->text().contains(clock), qPrintable(banner->text()));
        QCOMPARE(panel->linkLostText(), banner->text());
        auto *status = panel->findChild<QLabel *>(QStringLiteral("jogStatus"));
        QVERIFY(status);
        QVERIFY2(status->text().contains(clock) && status->text().contains(QStringLiteral("stopped")),
                 qPrintable(status->text()));
        // Releasing the mouse later moves nothing, and a jog key does nothing.
        QTest::mouseRelease(hold, Qt::LeftButton);
        const double before = panel->commandValue();
        QTest::keyClick(panel, Qt::Key_Right);
        QCOMPARE(panel->commandValue(), before);
        QVERIFY(panel->linkLost());
    }

    // Two successive starts of the simulated lab, as two runs of the app: the
    // moteus #1 key is the same both times (the stable link path, not the
    // PTY the simulator happened to get), so its soft limits come back.
    void stableKeysAcrossLabRestarts()
    {
        using loopscope::app::gui::DeviceController;
        using loopscope::app::gui::JogController;
        using loopscope::app::gui::LabController;
        QStringList keys, ptys;
        for (int run = 0; run < 2; ++run) {
            // The second run holds the PTY the first run's servo had (opening
            // PTYs until it comes up: other processes take and free PTYs
            // meanwhile), so the simulator cannot get that number again.
            std::vector<int> spares;
            const auto closeSpares = qScopeGuard([&] {
                for (int fd : spares)
                    ::close(fd);
            });
            for (int i = 0; run == 1 && i < 64; ++i) {
                int master = -1, slave = -1;
                char name[64] = {};
                QCOMPARE(::openpty(&master, &slave, name, nullptr, nullptr), 0);
                spares.push_back(master);
                spares.push_back(slave);
                if (QString::fromLocal8Bit(name) == ptys[0])
                    break;
            }
            LabController lab;
            QString error;
            QVERIFY2(lab.startSimulator({}, &error), qPrintable(error));
            QCOMPARE(lab.ptyLinkDir(), LabController::defaultPtyLinkDir());
            QString pty;
            for (const loopscope::devices::SimEndpoint &e : lab.endpoints())
                if (e.kind == QLatin1String("moteus-fdcanusb"))
                    pty = QFileInfo(e.ptyPath).canonicalFilePath();
            QVERIFY(pty.startsWith(QLatin1String("/dev/pts/")));
            ptys << pty;
            QVERIFY(lab.serialPorts().contains(QDir(lab.ptyLinkDir()).filePath("moteus-fdcanusb")));

            DeviceController devices;
            devices.setScanPorts(lab.serialPorts(), false);
            QVERIFY(devices.scan());
            QTRY_VERIFY_WITH_TIMEOUT(!devices.scanning(), 60000);
            QString key;
            for (const loopscope::devices::DeviceIdentity &d : devices.lastScan().devices)
                if (d.protocol == QLatin1String("moteus") && d.id == 1)
                    key = d.uniqueKey();
            QVERIFY2(!key.isEmpty(), qPrintable(devices.lastScan().errors.join("; ")));
            QVERIFY2(key.contains(lab.ptyLinkDir()), qPrintable(key));
            loopscope::devices::Bus *bus = nullptr;
            int index = -1;
            QVERIFY(devices.findActuator(key, &bus, &index)); // the bus opened the port by its link too
            QVERIFY(bus && index >= 0);
            keys << key;

            loopscope::widgets::JogLimits defaults;
            if (run == 0) {
                loopscope::widgets::JogLimits limits = JogController::loadLimits(key, defaults);
                limits.minPositionDeg = -33;
                limits.maxPositionDeg = 44;
                JogController::saveLimits(key, limits);
            } else {
                const loopscope::widgets::JogLimits limits = JogController::loadLimits(key, defaults);
                QCOMPARE(limits.minPositionDeg, -33.0);
                QCOMPARE(limits.maxPositionDeg, 44.0);
            }
        }
        QCOMPARE(keys.size(), 2);
        QVERIFY2(ptys[0] != ptys[1], qPrintable(ptys.join(", ")));
        QCOMPARE(keys[0], keys[1]);
    }

private:
    loopscope::testsupport::SettingsSandbox m_settingsDir;
};

QTEST_MAIN(TestJogFlow)
#include "test_jog_flow.moc"
