// The main window on a common lab laptop screen (1366×768), under the
// offscreen platform, with the simulated lab running: it starts no larger than
// 1280×720, opening jog tabs does not grow it, and every tab and dock, shown in
// turn, has nothing clipped — every visible widget lies inside the window and
// inside its parent, and no label or button is narrower than its text.

#include "app/gui/device_controller.h"
#include "app/gui/jog_area.h"
#include "app/gui/main_window.h"
#include "support/layout_check.h"
#include "support/settings_sandbox.h"
#include "widgets/device_tree.h"

#include <QDockWidget>
#include <QTabWidget>
#include <QtTest>

using loopscope::app::gui::MainWindow;
using loopscope::widgets::DeviceTree;

class TestLayout : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(m_settingsDir.enter(QStringLiteral("loopscope-test-layout")), qPrintable(m_settingsDir.error()));
    }

    void fitsALaptopScreen()
    {
        loopscope::app::gui::MainWindowOptions options;
        options.enumeratePorts = false; // only the simulator's ports
        MainWindow window(options);
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
        QVERIFY2(minimum.width() <= 1280 && minimum.height() <= 720,
                 qPrintable(QStringLiteral("minimum size %1×%2").arg(minimum.width()).arg(minimum.height())));

        DeviceTree *tree = window.deviceTree();
        QTRY_VERIFY_WITH_TIMEOUT(!window.deviceController()->scanning() && tree->deviceCount() >= 7, 60000);
        // Open two jog panels of each family (long titles: the keys): opening
        // tabs must not grow the window.
        QHash<const void *, int> perFamily;
        int opened = 0;
        for (const QString &key : window.deviceController()->actuatorKeys()) {
            int &count = perFamily[window.deviceController()->protocolOf(key)];
            if (count < 2 && window.jogArea()->open(key, key)) {
                ++count;
                ++opened;
            }
        }
        QCOMPARE(perFamily.size(), 2);
        QCOMPARE(opened, 4);
        QTest::qWait(300);
        QCOMPARE(window.size(), QSize(1366, 768));

        QStringList problems;
        auto check = [&](const QString &where) {
            QCoreApplication::processEvents();
            QTest::qWait(50);
            for (const QString &p : loopscope::testsupport::clippedWidgets(&window))
                problems << where + QStringLiteral(": ") + p;
        };
        QTabWidget *tabs = window.centralTabs();
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            check(QStringLiteral("tab \"%1\"").arg(tabs->tabText(i)));
        }
        for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
            dock->show();
            dock->raise();
            check(QStringLiteral("dock \"%1\"").arg(dock->windowTitle()));
        }
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

private:
    loopscope::testsupport::SettingsSandbox m_settingsDir;
};

QTEST_MAIN(TestLayout)
#include "test_layout.moc"
