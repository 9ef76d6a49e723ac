#pragma once
// The Help menu's windows: About (Loopscope's version and git revision and
// the versions of the libraries it runs on), Keyboard shortcuts (generated
// from the window's own actions, so it never disagrees with them, plus the
// jog panel's keys), and the user manual (docs/manual, Markdown with
// screenshots, shown in a browser of its own: no network, no web engine).

#include <QDialog>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

class QTableWidget;
class QTextBrowser;

namespace loopscope::app::gui {

// "Loopscope 0.1.0 (abc123)", "Qt 6.4.2", "FFmpeg 5.1.6 (…)", "OpenCV 4.6.0",
// "libmosquitto 2.0.11", "SQLite 3.40.1" — the libraries loaded at run time.
QStringList componentVersions();

// Every action under root with a shortcut: (text without '&', shortcut),
// sorted by text, each pair once.
QList<QPair<QString, QString>> actionShortcuts(const QWidget *root);

// The manual's start page: $LOOPSCOPE_MANUAL_DIR, the installed
// share/loopscope/manual beside the executable, or the source tree's
// docs/manual. Empty when none is there.
QString manualIndexPath();

class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);
    QString text() const { return m_text; }

private:
    QString m_text;
};

class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ShortcutsDialog(const QWidget *root, QWidget *parent = nullptr);
    QTableWidget *table() const { return m_table; }

private:
    QTableWidget *m_table = nullptr;
};

class ManualDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ManualDialog(QWidget *parent = nullptr);
    QTextBrowser *browser() const { return m_browser; }
    bool loaded() const { return m_loaded; }

private:
    QTextBrowser *m_browser = nullptr;
    bool m_loaded = false;
};

} // namespace loopscope::app::gui
