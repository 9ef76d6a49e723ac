#pragma once
// A warning shown window-modal but never blocking: no nested event loop.

#include <QMessageBox>

namespace loopscope::app::gui {

inline void openWarningBox(QWidget *parent, const QString &title, const QString &message)
{
    auto *box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace loopscope::app::gui
