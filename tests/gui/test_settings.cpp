// Settings persist: values entered in one window appear in the next one.

#include "app/gui/bench_panel.h"
#include "app/gui/main_window.h"
#include "app/gui/settings_keys.h"
#include "widgets/percentile_chart.h"
#include "support/settings_sandbox.h"

#include <QDockWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using loopscope::app::gui::MainWindow;
using loopscope::app::gui::MainWindowOptions;

class TestSettings : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(m_dir.enter(QStringLiteral("loopscope-test-settings")), qPrintable(m_dir.error()));
        QSettings().clear();
    }

    void valuesSurviveARestart()
    {
        MainWindowOptions options;
        options.startSimulator = false; // settings only: no lab needed
        QSize savedSize;
        {
            MainWindow window(options);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            auto *panel = window.benchPanel();
            panel->setTarget("127.0.0.1:7123");
            panel->setRateHz(2500);
            panel->setPayloadBytes(200);
            panel->setDurationS(42);
            panel->setWarmupS(1.5);
            window.percentileChart()->setLogScaleY(true);
            window.resize(1100, 760);
            savedSize = window.size();
            window.findChild<QDockWidget *>("devicesDock")->hide();
            QVERIFY(window.close());
        }
        QSettings settings;
        QCOMPARE(settings.value(loopscope::app::gui::settings::kBenchTarget).toString(),
                 QString("127.0.0.1:7123"));
        QVERIFY(!settings.value(loopscope::app::gui::settings::kWindowState).toByteArray().isEmpty());

        MainWindow again(options);
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        auto *panel = again.benchPanel();
        QCOMPARE(panel->target(), QString("127.0.0.1:7123"));
        QCOMPARE(panel->rateHz(), 2500.0);
        QCOMPARE(panel->payloadBytes(), 200);
        QCOMPARE(panel->durationS(), 42.0);
        QCOMPARE(panel->warmupS(), 1.5);
        QVERIFY(again.percentileChart()->logScaleY());
        QVERIFY(savedSize != QSize(1280, 820)); // not the default size
        QCOMPARE(again.size(), savedSize);
        QVERIFY(again.findChild<QDockWidget *>("devicesDock")->isHidden());
    }

private:
    loopscope::testsupport::SettingsSandbox m_dir;
};

QTEST_MAIN(TestSettings)
#include "test_settings.moc"
