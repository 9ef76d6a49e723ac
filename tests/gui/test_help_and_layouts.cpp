// The Help menu and the dock layouts of the real main window (offscreen, no
// simulator): About lists the versions of the libraries actually loaded, the
// shortcuts window is generated from the window's own actions, the manual
// opens, View > Reset layout brings every dock back, named layouts are saved
// and restored, and no stored layout hides the E-STOP bar.

#include "app/gui/help_dialogs.h"
#include "app/gui/main_window.h"
#include "support/settings_sandbox.h"
#include "widgets/jog_panel.h"

#include <QAction>
#include <QDir>
#include <QHash>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QRegularExpression>
#include <QSettings>
#include <QTableWidget>
#include <QTextBrowser>
#include <QToolBar>
#include <QtTest>

using loopscope::app::gui::MainWindow;
using loopscope::app::gui::MainWindowOptions;

class TestHelpAndLayouts : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(m_dir.enter(QStringLiteral("loopscope-test-help")), qPrintable(m_dir.error()));
    }

    void aboutListsLoadedVersions()
    {
        loopscope::app::gui::AboutDialog about;
        const QString text = about.text();
        for (const char *part : {"Loopscope ", "Qt 6.", "FFmpeg ", "libavcodec ", "OpenCV 4.", "libmosquitto ", "SQLite 3."})
            QVERIFY2(text.contains(QLatin1String(part)), qPrintable(QStringLiteral("%1 missing in:\n%2").arg(part, text)));
        QVERIFY(!text.contains(QStringLiteral("not available")));
        QVERIFY(text.contains(QString::fromLatin1(qVersion())));
    }

    void shortcutsComeFromTheActions()
    {
        MainWindowOptions options;
        options.startSimulator = false;
        options.enumeratePorts = false;
        MainWindow window(options);
        const auto rows = loopscope::app::gui::actionShortcuts(&window);
        // Every action with a shortcut is listed, with that shortcut.
        int withShortcut = 0;
        for (const QAction *action : window.findChildren<QAction *>())
            if (!action->shortcut().isEmpty()) {
                ++withShortcut;
                const QString keys = action->shortcut().toString(QKeySequence::NativeText);
                bool found = false;
                for (const auto &row : rows)
                    found = found || row.second == keys;
                QVERIFY2(found, qPrintable(action->text() + " " + keys));
            }
        QVERIFY(withShortcut >= 8);
        // No key is claimed twice where both could fire (Qt then runs neither):
        // a window-wide shortcut must not equal any other action's.
        QHash<QKeySequence, const QAction *> windowWide;
        QList<const QAction *> scoped;
        for (const QAction *action : window.findChildren<QAction *>())
            for (const QKeySequence &key : action->shortcuts()) {
                if (key.isEmpty())
                    continue;
                if (action->shortcutContext() == Qt::WindowShortcut || action->shortcutContext() == Qt::ApplicationShortcut) {
                    const QAction *other = windowWide.value(key);
                    if (other && other != action)
                        QFAIL(qPrintable(key.toString() + ": " + action->text() + " / " + other->text()));
                    windowWide.insert(key, action);
                } else {
                    scoped << action;
                }
            }
        for (const QAction *action : scoped)
            for (const QKeySequence &key : action->shortcuts())
                if (windowWide.contains(key))
                    QFAIL(qPrintable(key.toString() + ": " + action->text() + " / " + windowWide.value(key)->text()));
        QVERIFY(window.estopAction()->shortcut() == QKeySequence(Qt::Key_Escape));
        loopscope::app::gui::ShortcutsDialog dialog(&window);
        QCOMPARE(dialog.table()->rowCount(), int(rows.size() + loopscope::widgets::JogPanel::keyHelp().size()));
        bool escListed = false;
        for (int i = 0; i < dialog.table()->rowCount(); ++i)
            escListed = escListed || dialog.table()->item(i, 1)->text() == QKeySequence(Qt::Key_Escape).toString(QKeySequence::NativeText);
        QVERIFY(escListed);
        // The Help menu has all three.
        for (const char *name : {"manualAction", "shortcutsAction", "aboutAction"})
            QVERIFY2(window.findChild<QAction *>(QLatin1String(name)), name);
    }

    void manualOpens()
    {
        QVERIFY2(!loopscope::app::gui::manualIndexPath().isEmpty(), "docs/manual/index.md not found");
        loopscope::app::gui::ManualDialog manual;
        QVERIFY(manual.loaded());
        const QString text = manual.browser()->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("E-STOP")), qPrintable(text.left(300)));
        // Every image the manual shows is there (scripts/manual-screenshots.sh makes them).
        QFile file(loopscope::app::gui::manualIndexPath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString md = QString::fromUtf8(file.readAll());
        const QDir folder = QFileInfo(file.fileName()).dir();
        int images = 0;
        QRegularExpression image(QStringLiteral("!\\[[^\\]]*\\]\\(([^)]+)\\)"));
        for (auto it = image.globalMatch(md); it.hasNext(); ++images) {
            const QString path = it.next().captured(1);
            QVERIFY2(QImage(folder.filePath(path)).width() >= 1280, qPrintable(path));
        }
        QVERIFY(images >= 5);
    }

    void layoutsResetSaveAndRestore()
    {
        MainWindowOptions options;
        options.startSimulator = false;
        options.enumeratePorts = false;
        MainWindow window(options);
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QDockWidget *video = window.videoDock();
        QVERIFY(video);
        auto *devices = window.findChild<QDockWidget *>(QStringLiteral("devicesDock"));
        QVERIFY(devices && devices->isVisible());

        // A layout without the video and devices docks, and with the toolbar hidden by hand.
        video->hide();
        devices->hide();
        window.safetyToolBar()->hide();
        window.saveLayoutAs(QStringLiteral("Bench only"));
        QVERIFY(window.savedLayoutNames().contains(QStringLiteral("Bench only")));

        window.applyDefaultLayout(); // View > Reset layout
        QVERIFY(!video->isHidden());
        QVERIFY(!devices->isHidden());
        QVERIFY(window.safetyToolBar()->isVisible());
        QCOMPARE(window.dockWidgetArea(devices), Qt::LeftDockWidgetArea);
        QCOMPARE(window.dockWidgetArea(video), Qt::RightDockWidgetArea);

        QVERIFY(window.restoreNamedLayout(QStringLiteral("Bench only")));
        QVERIFY(video->isHidden());
        QVERIFY(devices->isHidden());
        QVERIFY2(window.safetyToolBar()->isVisible(), "a stored layout hid the E-STOP bar");
        QVERIFY(!window.restoreNamedLayout(QStringLiteral("no such layout")));

        // Names survive a restart; deleting one removes it.
        {
            MainWindow again(options);
            QVERIFY(again.savedLayoutNames().contains(QStringLiteral("Bench only")));
            again.deleteNamedLayout(QStringLiteral("Bench only"));
        }
        QVERIFY(!window.savedLayoutNames().contains(QStringLiteral("Bench only")));
        // The E-STOP bar cannot be switched off from a menu either.
        QVERIFY(!window.safetyToolBar()->toggleViewAction()->isVisible());
    }

private:
    loopscope::testsupport::SettingsSandbox m_dir;
};

QTEST_MAIN(TestHelpAndLayouts)
#include "test_help_and_layouts.moc"
