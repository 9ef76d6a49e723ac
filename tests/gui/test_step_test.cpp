// The step and sine tests of the jog panel, end to end under the offscreen
// platform: the simulated lab (one moteus servo on fdcanusb lines) is scanned
// by the real DeviceController, a JogController drives the servo through its
// devices::Bus, and the StepTestView shows the recording and its figures.
// Checked: the recording holds the command and a response that moves to the
// target, and the figures shown are core::analyseStep / analyseTracking of
// exactly that recording. No speed is asserted (a loaded 2-core machine).

#include "app/gui/device_controller.h"
#include "app/gui/jog_controller.h"
#include "app/gui/lab_controller.h"
#include "core/analysis/step_response.h"
#include "widgets/jog_panel.h"
#include "widgets/step_test_view.h"
#include "widgets/telemetry_plot.h"
#include "support/settings_sandbox.h"

#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <memory>

using loopscope::app::gui::DeviceController;
using loopscope::app::gui::JogController;
using loopscope::app::gui::LabController;
using loopscope::core::ResponseSample;
using loopscope::widgets::JogPanel;
using loopscope::widgets::ResponseTestKind;
using loopscope::widgets::ResponseTestSpec;
using loopscope::widgets::StepTestView;

namespace {
constexpr int kScanTimeoutMs = 60000;
constexpr int kTestTimeoutMs = 60000; // a 2 s test on a loaded machine; never a speed check
} // namespace

class TestStepTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_linkDir.isValid());
        QVERIFY2(m_settingsDir.enter(QStringLiteral("loopscope-test-step-test")), qPrintable(m_settingsDir.error()));

        loopscope::app::gui::SimLabConfig config;
        config.echoDeviceCount = 1;
        config.moteusIds = QStringLiteral("1");
        config.dynamixelIds.clear();
        config.ptyLinkDir = m_linkDir.path();
        m_lab = std::make_unique<LabController>();
        QString error;
        QVERIFY2(m_lab->startSimulator(config, &error), qPrintable(error));

        m_devices = std::make_unique<DeviceController>();
        m_devices->setScanPorts(m_lab->serialPorts(), false); // only the simulator's port
        QVERIFY(m_devices->scan());
        QTRY_VERIFY_WITH_TIMEOUT(!m_devices->scanning(), kScanTimeoutMs);
        for (const loopscope::devices::DeviceIdentity &d : m_devices->lastScan().devices)
            if (d.protocol == QLatin1String("moteus") && d.id == 1)
                m_key = d.uniqueKey();
        QVERIFY2(!m_key.isEmpty(), qPrintable(m_devices->lastScan().errors.join("; ")));

        m_panel = std::make_unique<JogPanel>();
        m_panel->resize(900, 700);
        m_panel->show();
        m_jog = std::make_unique<JogController>(m_devices.get(), m_key, m_panel.get());
        QVERIFY(m_jog->attached());
        QTRY_VERIFY_WITH_TIMEOUT(m_jog->samplesSeen() > 5, 20000);
    }

    void cleanupTestCase()
    {
        m_jog.reset();
        m_panel.reset();
        m_devices.reset();
        m_lab.reset();
    }

    void stepOfTenDegrees()
    {
        const double stepDeg = 10;
        const std::vector<ResponseSample> recording = runTest({ResponseTestKind::Step, stepDeg, 2.0, 1.0});
        StepTestView *view = m_panel->stepTestView();
        QVERIFY2(recording.size() >= 10, qPrintable(QString::number(recording.size())));

        // The command: flat, then one step of the amplitude (up, or down near the limit).
        const double before = recording.front().command;
        const double target = recording.back().command;
        QCOMPARE(std::abs(target - before), stepDeg);
        int changes = 0;
        for (std::size_t i = 1; i < recording.size(); ++i)
            changes += recording[i].command != recording[i - 1].command ? 1 : 0;
        QCOMPARE(changes, 1);
        QVERIFY(recording.front().timeS >= 0);
        QVERIFY(recording.back().timeS <= 2.0);
        QVERIFY(std::is_sorted(recording.begin(), recording.end(),
                               [](const ResponseSample &a, const ResponseSample &b) { return a.timeS < b.timeS; }));

        // The response moves toward the target: it ends far closer than it started.
        const double startError = std::abs(recording.front().response - target);
        const double endError = std::abs(recording.back().response - target);
        QVERIFY2(startError > 0.5 * stepDeg, qPrintable(QString::number(startError)));
        QVERIFY2(endError < 0.5 * stepDeg, qPrintable(QStringLiteral("from %1 to %2 (target %3)")
                                                          .arg(recording.front().response)
                                                          .arg(recording.back().response)
                                                          .arg(target)));

        // The figures shown are core::analyseStep of exactly this recording.
        const loopscope::core::StepMetrics expected = loopscope::core::analyseStep(recording);
        const loopscope::core::StepMetrics shown = view->stepMetrics();
        QVERIFY(expected.valid);
        QVERIFY(shown.valid);
        QCOMPARE(shown.target, target);
        QCOMPARE(shown.initial, expected.initial);
        QCOMPARE(shown.stepTimeS, expected.stepTimeS);
        QCOMPARE(shown.riseTimeS, expected.riseTimeS);
        QCOMPARE(shown.overshootPercent, expected.overshootPercent);
        QCOMPARE(shown.settlingTimeS, expected.settlingTimeS);
        QCOMPARE(shown.steadyStateError, expected.steadyStateError);
        QVERIFY2(shown.riseTimeS > 0, qPrintable(view->metricsText()));
        QVERIFY(shown.overshootPercent >= 0);
        const QString text = view->metricsText();
        QVERIFY2(text.contains(QStringLiteral("%1 ms").arg(shown.riseTimeS * 1000.0, 0, 'f', 1)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("%1 %").arg(shown.overshootPercent, 0, 'f', 1)), qPrintable(text));
        // Both series are plotted.
        QCOMPARE(view->plot()->pointCount(0), int(recording.size()));
        QCOMPARE(view->plot()->pointCount(1), int(recording.size()));
    }

    void shortSine()
    {
        const double amplitudeDeg = 10;
        const std::vector<ResponseSample> recording =
            runTest({ResponseTestKind::Sine, amplitudeDeg, 2.0, 1.0});
        StepTestView *view = m_panel->stepTestView();
        QVERIFY2(recording.size() >= 10, qPrintable(QString::number(recording.size())));
        const auto [minCommand, maxCommand] = std::minmax_element(
            recording.begin(), recording.end(),
            [](const ResponseSample &a, const ResponseSample &b) { return a.command < b.command; });
        QVERIFY2(maxCommand->command - minCommand->command > amplitudeDeg, "the command swings both ways");
        QVERIFY(maxCommand->command - minCommand->command <= 2 * amplitudeDeg + 1e-9);

        const loopscope::core::TrackingMetrics expected = loopscope::core::analyseTracking(recording);
        const loopscope::core::TrackingMetrics shown = view->trackingMetrics();
        QVERIFY(expected.valid);
        QVERIFY(shown.valid);
        QCOMPARE(shown.rmsError, expected.rmsError);
        QCOMPARE(shown.maxAbsError, expected.maxAbsError);
        QCOMPARE(shown.lagS, expected.lagS);
        QCOMPARE(shown.amplitudeRatio, expected.amplitudeRatio);
        QVERIFY2(shown.amplitudeRatio > 0 && shown.amplitudeRatio <= 1.5, qPrintable(view->metricsText()));
        QVERIFY(view->metricsText().contains(QStringLiteral("%1").arg(shown.amplitudeRatio, 0, 'f', 3)));
    }

    void cancelStopsTheTest()
    {
        StepTestView *view = m_panel->stepTestView();
        view->setSpec({ResponseTestKind::Sine, 5, 20.0, 0.5});
        QTest::mouseClick(view->findChild<QPushButton *>("runTestButton"), Qt::LeftButton);
        QVERIFY(m_jog->stepTestRunning());
        QVERIFY(view->isRunning());
        QTest::mouseClick(view->findChild<QPushButton *>("cancelTestButton"), Qt::LeftButton);
        QVERIFY(!m_jog->stepTestRunning());
        QVERIFY(!view->isRunning());
        QVERIFY(!view->trackingMetrics().valid);
        QVERIFY2(view->metricsText().contains(QLatin1String("cancelled")), qPrintable(view->metricsText()));
    }

private:
    std::vector<ResponseSample> runTest(const ResponseTestSpec &spec)
    {
        StepTestView *view = m_panel->stepTestView();
        view->setSpec(spec);
        auto *run = view->findChild<QPushButton *>("runTestButton");
        if (!run || !run->isEnabled()) {
            qWarning("the Run button is missing or disabled");
            return {};
        }
        QTest::mouseClick(run, Qt::LeftButton);
        if (!m_jog->stepTestRunning()) {
            qWarning("the test did not start: %s", qPrintable(view->metricsText()));
            return {};
        }
        if (!QTest::qWaitFor([&] { return !m_jog->stepTestRunning(); }, kTestTimeoutMs)) {
            qWarning("the test did not finish");
            return {};
        }
        if (view->isRunning())
            qWarning("the view still shows a running test");
        const auto &recording = view->recording();
        qInfo("%zu samples, %.3f..%.3f s: %s", recording.size(), recording.empty() ? 0.0 : recording.front().timeS,
              recording.empty() ? 0.0 : recording.back().timeS, qPrintable(view->metricsText()));
        return recording;
    }

    loopscope::testsupport::SettingsSandbox m_settingsDir;
    QTemporaryDir m_linkDir;
    std::unique_ptr<LabController> m_lab;
    std::unique_ptr<DeviceController> m_devices;
    std::unique_ptr<JogPanel> m_panel;
    std::unique_ptr<JogController> m_jog;
    QString m_key;
};

QTEST_MAIN(TestStepTest)
#include "test_step_test.moc"
