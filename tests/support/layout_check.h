#pragma once
// What a person sees as "cut off" in a window, found from the widget tree:
// a visible widget that lies partly outside the window or outside its parent,
// and a label, button, combo or spin box narrower than it needs to show its
// text. Content inside scroll areas may legitimately extend past the visible
// part and is only checked for squeezed text. Header-only: only the GUI tests
// (which link QtWidgets) include it.

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QStringList>
#include <QTabBar>
#include <QWidget>

namespace loopscope::testsupport {

inline QString describeWidget(const QWidget *w)
{
    QString text;
    if (auto *label = qobject_cast<const QLabel *>(w))
        text = label->text();
    else if (auto *button = qobject_cast<const QAbstractButton *>(w))
        text = button->text();
    else if (auto *combo = qobject_cast<const QComboBox *>(w))
        text = combo->currentText();
    QString name = QString::fromLatin1(w->metaObject()->className());
    if (!w->objectName().isEmpty())
        name += QStringLiteral("#") + w->objectName();
    if (!text.isEmpty())
        name += QStringLiteral(" \"%1\"").arg(text.left(40));
    return name;
}

// A dock that is a tab behind another: Qt parks it outside the window.
inline bool insideHiddenDock(const QWidget *w, const QWidget *window)
{
    for (const QWidget *p = w; p && p != window; p = p->parentWidget())
        if (auto *dock = qobject_cast<const QDockWidget *>(p))
            return dock->visibleRegion().isEmpty();
    return false;
}

inline bool insideScrolledContent(const QWidget *w, const QWidget *window)
{
    for (const QWidget *p = w->parentWidget(); p && p != window; p = p->parentWidget())
        if (auto *area = qobject_cast<const QAbstractScrollArea *>(p->parentWidget()))
            if (area->viewport() == p)
                return true;
    return false;
}

// One line per problem; empty when nothing visible is clipped.
inline QStringList clippedWidgets(QWidget *window)
{
    QStringList problems;
    const QRect windowRect = window->rect();
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (!w->isVisible() || w->isWindow() || w->width() <= 0 || w->height() <= 0)
            continue;
        if (w->window() != window)
            continue; // a floating dock or a popup
        if (qobject_cast<QTabBar *>(w->parentWidget()))
            continue; // a tab bar's own scroll buttons
        if (w->inherits("QDockWidgetTitleButton"))
            continue; // drawn by the style at its own size
        if (insideHiddenDock(w, window))
            continue;
        const bool scrolled = insideScrolledContent(w, window);
        if (!scrolled) {
            const QRect inWindow(w->mapTo(window, QPoint(0, 0)), w->size());
            if (!windowRect.contains(inWindow))
                problems << QStringLiteral("%1 at %2,%3 %4×%5 is outside the window")
                                .arg(describeWidget(w))
                                .arg(inWindow.x())
                                .arg(inWindow.y())
                                .arg(inWindow.width())
                                .arg(inWindow.height());
            else if (QWidget *parent = w->parentWidget(); parent && !parent->rect().contains(w->geometry()))
                problems << QStringLiteral("%1 sticks out of its parent %2").arg(describeWidget(w), describeWidget(parent));
        }
        int needed = 0;
        if (auto *label = qobject_cast<QLabel *>(w)) {
            if (!label->wordWrap() && !label->text().isEmpty() && label->pixmap().isNull())
                needed = label->minimumSizeHint().width();
        } else if (qobject_cast<QAbstractButton *>(w) || qobject_cast<QComboBox *>(w)
                   || qobject_cast<QAbstractSpinBox *>(w)) {
            needed = w->minimumSizeHint().width();
        }
        if (needed > 0 && w->width() + 1 < needed)
            problems << QStringLiteral("%1 is %2 px wide but needs %3").arg(describeWidget(w)).arg(w->width()).arg(needed);
    }
    return problems;
}

} // namespace loopscope::testsupport
