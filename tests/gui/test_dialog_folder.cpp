// Where the library, report and export file dialogs open: the last folder
// the user chose while it exists, else an existing Documents folder, else
// home — never a folder that does not exist. HOME is a temporary folder, so
// Documents can be made and removed.

#include "app/gui/dialog_folder.h"
#include "app/gui/settings_keys.h"
#include "support/settings_sandbox.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace loopscope::app::gui;

class TestDialogFolder : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.enter(QStringLiteral("loopscope-test-dialog-folder")), qPrintable(m_sandbox.error()));
        QVERIFY(m_home.isValid());
        qputenv("HOME", QFile::encodeName(m_home.path()));
        QCOMPARE(QDir::homePath(), QDir(m_home.path()).absolutePath());
    }

    void firstExistingFolderSkipsMissingOnes()
    {
        QTemporaryDir a;
        QVERIFY(a.isValid());
        const QString missing = QDir(a.path()).filePath("not-there");
        QCOMPARE(firstExistingFolder({missing, QString(), a.path()}), QDir(a.path()).absolutePath());
        QCOMPARE(firstExistingFolder({missing}), QDir::homePath());
        // A file is not a folder.
        QFile file(QDir(a.path()).filePath("plain.txt"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        QCOMPARE(firstExistingFolder({file.fileName()}), QDir::homePath());
    }

    void fallsBackToDocumentsThenHome()
    {
        QSettings().remove(settings::kLastDialogFolder);
        const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        QVERIFY2(documents.startsWith(m_home.path()), qPrintable(documents));
        QDir(documents).removeRecursively();
        // No Documents folder: home, not the missing ~/Documents.
        QCOMPARE(dialogStartFolder(), QDir::homePath());
        QVERIFY(QDir().mkpath(documents));
        QCOMPARE(dialogStartFolder(), QDir(documents).absolutePath());
    }

    void remembersTheLastFolderWhileItExists()
    {
        QTemporaryDir chosen;
        QVERIFY(chosen.isValid());
        // A file the user names (not written yet) remembers its folder.
        rememberDialogFolder(QDir(chosen.path()).filePath("report.pdf"));
        QCOMPARE(QSettings().value(settings::kLastDialogFolder).toString(), QDir(chosen.path()).absolutePath());
        QCOMPARE(dialogStartFolder(), QDir(chosen.path()).absolutePath());
        // A chosen folder is remembered as it is.
        const QString sub = QDir(chosen.path()).filePath("exports");
        QVERIFY(QDir().mkpath(sub));
        rememberDialogFolder(sub);
        QCOMPARE(dialogStartFolder(), QDir(sub).absolutePath());
        rememberDialogFolder(QString()); // ignored
        QCOMPARE(dialogStartFolder(), QDir(sub).absolutePath());
        // Gone: never proposed.
        QVERIFY(QDir(chosen.path()).removeRecursively());
        const QString start = dialogStartFolder();
        QVERIFY2(QFileInfo(start).isDir(), qPrintable(start));
        QVERIFY(start != QDir(sub).absolutePath());
    }

private:
    loopscope::testsupport::SettingsSandbox m_sandbox;
    QTemporaryDir m_home;
};

QTEST_MAIN(TestDialogFolder)
#include "test_dialog_folder.moc"
