// The main window's dock arrangement: the default one (devices above the
// benchmark form on the left; video, control loop and E-STOP stop times as
// tabs on the right; the benchmark, Workbench, Library and jog panels as the
// main area), View > Reset layout, and named layouts saved in the settings.

#include "app/gui/bench_dock.h"
#include "app/gui/devices_dock.h"
#include "app/gui/loop_dock.h"
#include "app/gui/main_window.h"
#include "app/gui/safety_dock.h"
#include "app/gui/settings_keys.h"

#include <QAction>
#include <QDockWidget>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QToolBar>
#include <QUrl>

namespace loopscope::app::gui {

namespace keys = settings;

namespace {
QString layoutKey(const QString &name)
{
    return QStringLiteral("%1/%2").arg(QLatin1String(keys::kLayoutsGroup),
                                       QString::fromLatin1(QUrl::toPercentEncoding(name)));
}
} // namespace

QDockWidget *MainWindow::videoDock() const
{
    return findChild<QDockWidget *>(QStringLiteral("videoDock"));
}

void MainWindow::applyDefaultLayout()
{
    QDockWidget *video = videoDock();
    const QList<QDockWidget *> docks{m_devicesDock, m_benchDock, video, m_loopDock, m_safetyDock};
    for (QDockWidget *dock : docks)
        if (dock) {
            dock->setFloating(false);
            dock->show();
        }
    addDockWidget(Qt::LeftDockWidgetArea, m_devicesDock);
    addDockWidget(Qt::LeftDockWidgetArea, m_benchDock);
    splitDockWidget(m_devicesDock, m_benchDock, Qt::Vertical);
    QDockWidget *right = video ? video : m_loopDock;
    addDockWidget(Qt::RightDockWidgetArea, right);
    if (right != m_loopDock)
        tabifyDockWidget(right, m_loopDock);
    tabifyDockWidget(right, m_safetyDock);
    right->raise();
    m_safetyToolBar->show();
    // About a fifth of the width each side, the rest for the main area.
    const int w = std::max(width(), 1024);
    resizeDocks({m_devicesDock, right}, {std::clamp(w / 5, 270, 380), std::clamp(w * 3 / 10, 360, 620)},
                Qt::Horizontal);
    resizeDocks({m_devicesDock, m_benchDock}, {height() * 2 / 5, height() * 3 / 5}, Qt::Vertical);
}

void MainWindow::restoreLayout(const QByteArray &state)
{
    restoreState(state);
    m_safetyToolBar->show(); // no stored layout hides the E-STOP
}

QStringList MainWindow::savedLayoutNames() const
{
    QSettings s;
    s.beginGroup(QLatin1String(keys::kLayoutsGroup));
    QStringList names;
    for (const QString &key : s.childKeys())
        names << QUrl::fromPercentEncoding(key.toLatin1());
    names.sort(Qt::CaseInsensitive);
    return names;
}

void MainWindow::saveLayoutAs(const QString &name)
{
    QSettings s;
    s.setValue(layoutKey(name), saveState());
    rebuildLayoutsMenu();
}

bool MainWindow::restoreNamedLayout(const QString &name)
{
    const QByteArray state = QSettings().value(layoutKey(name)).toByteArray();
    if (state.isEmpty())
        return false;
    restoreLayout(state);
    return true;
}

void MainWindow::deleteNamedLayout(const QString &name)
{
    QSettings().remove(layoutKey(name));
    rebuildLayoutsMenu();
}

void MainWindow::buildLayoutsMenu(QMenu *view)
{
    QAction *reset = view->addAction(tr("&Reset layout"));
    reset->setObjectName(QStringLiteral("resetLayoutAction"));
    reset->setToolTip(tr("Puts every dock back where it starts: devices and benchmark left; video, control loop and "
                         "E-STOP stop times right."));
    connect(reset, &QAction::triggered, this, &MainWindow::applyDefaultLayout);
    m_layoutsMenu = view->addMenu(tr("&Layouts"));
    m_layoutsMenu->setObjectName(QStringLiteral("layoutsMenu"));
    rebuildLayoutsMenu();
}

void MainWindow::rebuildLayoutsMenu()
{
    if (!m_layoutsMenu)
        return;
    m_layoutsMenu->clear();
    QAction *save = m_layoutsMenu->addAction(tr("&Save current layout as…"));
    save->setObjectName(QStringLiteral("saveLayoutAction"));
    connect(save, &QAction::triggered, this, [this] {
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Save layout"), tr("Name of this layout:"),
                                                   QLineEdit::Normal, {}, &ok)
                                 .trimmed();
        if (!ok || name.isEmpty())
            return;
        if (savedLayoutNames().contains(name)
            && QMessageBox::question(this, tr("Save layout"), tr("Replace the layout \"%1\"?").arg(name))
                   != QMessageBox::Yes)
            return;
        saveLayoutAs(name);
    });
    const QStringList names = savedLayoutNames();
    if (names.isEmpty()) {
        m_layoutsMenu->addAction(tr("(no saved layouts)"))->setEnabled(false);
        return;
    }
    m_layoutsMenu->addSeparator();
    for (const QString &name : names)
        connect(m_layoutsMenu->addAction(name), &QAction::triggered, this, [this, name] { restoreNamedLayout(name); });
    m_layoutsMenu->addSeparator();
    QMenu *remove = m_layoutsMenu->addMenu(tr("&Delete"));
    for (const QString &name : names)
        connect(remove->addAction(name), &QAction::triggered, this, [this, name] { deleteNamedLayout(name); });
}

} // namespace loopscope::app::gui
