#include "app/gui/lab_status_label.h"

#include "app/gui/lab_controller.h"

namespace loopscope::app::gui {

namespace {
const QString kRestartLink = QStringLiteral("restart");
}

LabStatusLabel::LabStatusLabel(LabController *lab, QWidget *parent) : QLabel(parent), m_lab(lab)
{
    setObjectName(QStringLiteral("labStatus"));
    setTextFormat(Qt::RichText);
    setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(m_lab, &LabController::statusChanged, this, &LabStatusLabel::follow);
    connect(this, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link == kRestartLink && m_lab)
            m_lab->restartSimulator();
    });
    follow();
}

void LabStatusLabel::follow()
{
    if (!m_lab)
        return;
    const QString text = m_lab->statusText().toHtmlEscaped();
    setToolTip(m_lab->simulatorRunning() ? tr("loopscope-sim, process %1").arg(m_lab->simulatorProcessId())
                                         : QString());
    if (m_lab->labState() == LabController::LabState::Stopped)
        setText(QStringLiteral("%1 <a href=\"%2\">%3</a>").arg(text, kRestartLink, tr("Restart")));
    else
        setText(text);
}

} // namespace loopscope::app::gui
