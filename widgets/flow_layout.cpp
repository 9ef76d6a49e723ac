#include "widgets/flow_layout.h"

#include <QHBoxLayout>
#include <QWidget>
#include <algorithm>

namespace loopscope::widgets {

FlowLayout::FlowLayout(QWidget *parent, int horizontalSpacing, int verticalSpacing)
    : QLayout(parent), m_hSpacing(horizontalSpacing), m_vSpacing(verticalSpacing)
{
    setContentsMargins(0, 0, 0, 0);
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
    invalidate();
}

QLayoutItem *FlowLayout::itemAt(int index) const
{
    return index >= 0 && index < m_items.size() ? m_items.at(index) : nullptr;
}

QLayoutItem *FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= m_items.size())
        return nullptr;
    QLayoutItem *item = m_items.takeAt(index);
    invalidate();
    return item;
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    QSize size;
    for (const QLayoutItem *item : m_items)
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // One row of everything: what it would like with room to spare.
    int width = 0;
    int height = 0;
    int visible = 0;
    for (const QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize hint = item->sizeHint();
        width += hint.width() + (visible++ ? m_hSpacing : 0);
        height = std::max(height, hint.height());
    }
    const QMargins m = contentsMargins();
    return QSize(width + m.left() + m.right(), height + m.top() + m.bottom());
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::arrange(const QRect &rect, bool apply) const
{
    const QMargins m = contentsMargins();
    const QRect area = rect.marginsRemoved(m);
    int x = area.x();
    int y = area.y();
    int rowHeight = 0;
    // Items of one row share its height (centred), so buttons and labels line up.
    QList<QPair<QLayoutItem *, QPoint>> row;
    const auto widthOf = [&area](const QLayoutItem *item) {
        return std::max(std::min(item->sizeHint().width(), area.width()), item->minimumSize().width());
    };
    auto flushRow = [&]() {
        if (apply)
            for (const auto &[item, at] : row) {
                const int height = item->sizeHint().height();
                item->setGeometry(QRect(at.x(), at.y() + (rowHeight - height) / 2, widthOf(item), height));
            }
        row.clear();
    };
    for (QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize hint = item->sizeHint();
        const int width = widthOf(item);
        if (!row.isEmpty() && x + width > area.right() + 1) {
            flushRow();
            x = area.x();
            y += rowHeight + m_vSpacing;
            rowHeight = 0;
        }
        row.append({item, QPoint(x, y)});
        x += width + m_hSpacing;
        rowHeight = std::max(rowHeight, hint.height());
    }
    flushRow();
    return y + rowHeight - rect.y() + m.bottom();
}

QWidget *flowGroup(QWidget *parent, std::initializer_list<QWidget *> parts)
{
    auto *group = new QWidget(parent);
    auto *row = new QHBoxLayout(group);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(4);
    for (QWidget *part : parts)
        row->addWidget(part);
    return group;
}

} // namespace loopscope::widgets
