#include "widgets/estop_button.h"

#include <QMouseEvent>

namespace loopscope::widgets {

EstopButton::EstopButton(QWidget *parent) : QPushButton(parent)
{
    setObjectName(QStringLiteral("estopButton"));
    setFocusPolicy(Qt::NoFocus); // never steals the jog panel's keyboard focus
    setMinimumSize(150, 40);
    setToolTip(tr("Emergency stop: stops every actuator on every bus (Esc)."));
    updateLook();
}

void EstopButton::setLatched(bool latched)
{
    m_latched = latched;
    updateLook();
}

void EstopButton::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        emit stopPressed();
    QPushButton::mousePressEvent(event);
}

void EstopButton::updateLook()
{
    setText(m_latched ? tr("E-STOP ACTIVE") : tr("E-STOP"));
    setStyleSheet(m_latched
                      ? QStringLiteral("QPushButton { background: #7f0000; color: #ffeb3b; font-weight: bold;"
                                       " font-size: 15px; border: 3px solid #ffeb3b; border-radius: 6px;"
                                       " padding: 4px 14px; }")
                      : QStringLiteral("QPushButton { background: #d50000; color: white; font-weight: bold;"
                                       " font-size: 15px; border: 2px solid #7f0000; border-radius: 6px;"
                                       " padding: 4px 14px; }"
                                       "QPushButton:pressed { background: #9b0000; }"));
}

} // namespace loopscope::widgets
