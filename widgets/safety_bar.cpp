#include "widgets/safety_bar.h"

#include "widgets/estop_button.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QToolButton>

namespace loopscope::widgets {

namespace {
constexpr int kChipPad = 7;
constexpr int kChipGap = 5;

QColor chipColour(SafetyChip::Kind kind)
{
    switch (kind) {
    case SafetyChip::Kind::TorqueOn: return QColor(0xff, 0xe0, 0x8a);         // live: amber
    case SafetyChip::Kind::LinkLost: return QColor(0xff, 0xb3, 0x80);         // orange
    case SafetyChip::Kind::StopAcknowledged: return QColor(0xc8, 0xe6, 0xc9); // green
    case SafetyChip::Kind::StopUnconfirmed: return QColor(0xff, 0x9e, 0x9e);  // red
    }
    return Qt::lightGray;
}
} // namespace

SafetyChipRow::SafetyChipRow(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("safetyChips"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

QString SafetyChipRow::chipText(const SafetyChip &chip)
{
    switch (chip.kind) {
    case SafetyChip::Kind::TorqueOn: return tr("%1: torque on, %2").arg(chip.device, chip.detail);
    case SafetyChip::Kind::LinkLost: return tr("%1: link lost").arg(chip.device);
    case SafetyChip::Kind::StopAcknowledged: return tr("%1: stopped %2").arg(chip.device, chip.detail);
    case SafetyChip::Kind::StopUnconfirmed: return tr("%1: stop NOT confirmed").arg(chip.device);
    }
    return chip.device;
}

void SafetyChipRow::setChips(const QList<SafetyChip> &chips)
{
    // Called at display rate: the same chips are not laid out again (a
    // geometry update here relaid the whole window 30 times a second).
    if (chips == m_chips)
        return;
    m_chips = chips;
    QStringList lines;
    for (const SafetyChip &chip : chips)
        lines << chipText(chip) + (chip.kind == SafetyChip::Kind::StopUnconfirmed && !chip.detail.isEmpty()
                                       ? QStringLiteral(" (%1)").arg(chip.detail)
                                       : QString());
    setToolTip(lines.join(QLatin1Char('\n')));
    updateGeometry();
    update();
}

int SafetyChipRow::chipWidth(const QString &text) const
{
    return fontMetrics().horizontalAdvance(text) + 2 * kChipPad;
}

int SafetyChipRow::shownCount() const
{
    const int available = width();
    int x = 0;
    for (int i = 0; i < m_chips.size(); ++i) {
        const int w = chipWidth(chipText(m_chips[i]));
        const bool last = i == m_chips.size() - 1;
        // Leave room for the "+N" chip unless this is the last one.
        const int reserve = last ? 0 : chipWidth(QStringLiteral("+%1").arg(m_chips.size() - i - 1)) + kChipGap;
        if (x + w + reserve > available)
            return i;
        x += w + kChipGap;
    }
    return int(m_chips.size());
}

QSize SafetyChipRow::sizeHint() const
{
    int w = 0;
    for (const SafetyChip &chip : m_chips)
        w += chipWidth(chipText(chip)) + kChipGap;
    return QSize(std::max(w, 40), fontMetrics().height() + 8);
}

QSize SafetyChipRow::minimumSizeHint() const
{
    return QSize(40, fontMetrics().height() + 8);
}

void SafetyChipRow::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int h = fontMetrics().height() + 4;
    const int y = (height() - h) / 2;
    const int shown = shownCount();
    int x = 0;
    auto draw = [&](const QString &text, const QColor &fill) {
        const QRectF r(x + 0.5, y + 0.5, chipWidth(text) - 1, h - 1);
        QPainterPath path;
        path.addRoundedRect(r, h / 2.0, h / 2.0);
        p.fillPath(path, fill);
        p.setPen(fill.darker(160));
        p.drawPath(path);
        p.setPen(Qt::black);
        p.drawText(r, Qt::AlignCenter, text);
        x += chipWidth(text) + kChipGap;
    };
    for (int i = 0; i < shown; ++i)
        draw(chipText(m_chips[i]), chipColour(m_chips[i].kind));
    if (shown < m_chips.size())
        draw(QStringLiteral("+%1").arg(m_chips.size() - shown), palette().color(QPalette::Button));
}

SafetyBar::SafetyBar(EstopButton *button, QAction *release, QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("safetyBar"));
    auto *releaseButton = new QToolButton(this);
    releaseButton->setObjectName(QStringLiteral("releaseEstopButton"));
    releaseButton->setDefaultAction(release);
    releaseButton->setFocusPolicy(Qt::NoFocus);
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("estopState"));
    QFont bold = m_state->font();
    bold.setBold(true);
    m_state->setFont(bold);
    m_chips = new SafetyChipRow(this);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->addWidget(button);
    layout->addWidget(releaseButton);
    layout->addWidget(m_state);
    layout->addWidget(m_chips, 1);
    setLatched(false, {});
}

void SafetyBar::setLatched(bool latched, const QString &summary)
{
    m_latched = latched;
    m_state->setText(latched ? tr("LATCHED") : tr("Released"));
    m_state->setStyleSheet(latched ? QStringLiteral("color: #b00000;") : QString());
    m_state->setToolTip(summary);
}

void SafetyBar::setChips(const QList<SafetyChip> &chips)
{
    m_chips->setChips(chips);
}

QString SafetyBar::stateText() const
{
    return m_state->text();
}

} // namespace loopscope::widgets
