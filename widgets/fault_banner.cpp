#include "widgets/fault_banner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace loopscope::widgets {

FaultBanner::FaultBanner(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("faultBanner"));
    setFrameShape(QFrame::StyledPanel);
    setStyleSheet(QStringLiteral("#faultBanner { background: #fde2e1; border: 1px solid #c62828; }"
                                 "#faultBanner QLabel { color: #8e0000; font-weight: bold; }"));
    m_label = new QLabel(this);
    m_label->setObjectName(QStringLiteral("faultText"));
    m_label->setWordWrap(true);
    m_clear = new QPushButton(tr("Clear fault"), this);
    m_clear->setObjectName(QStringLiteral("clearFaultButton"));
    m_clear->setToolTip(tr("Sends a stop to the device, which clears a latched fault where the protocol allows."));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_clear);
    connect(m_clear, &QPushButton::clicked, this, &FaultBanner::clearRequested);
    setVisible(false);
}

void FaultBanner::setFault(int code, const QString &name)
{
    m_code = code;
    if (code == 0) {
        m_label->clear();
        setVisible(false);
        return;
    }
    const QString shown = name.isEmpty() ? tr("unknown fault") : name;
    m_label->setText(tr("Fault %1 (0x%2): %3").arg(code).arg(code, 0, 16).arg(shown));
    setVisible(true);
}

QString FaultBanner::text() const
{
    return m_label->text();
}

} // namespace loopscope::widgets
