#pragma once
// A layout that places its items left to right and wraps to a new row when
// the width runs out (rows of buttons and counters that must fit a narrow
// dock as well as a wide one). Its minimum width is that of its widest item,
// and its height follows the width (heightForWidth), so a dock or window that
// holds it never has to grow for a row of buttons.

#include <QLayout>
#include <QList>
#include <initializer_list>

namespace loopscope::widgets {

class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget *parent = nullptr, int horizontalSpacing = 6, int verticalSpacing = 4);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override { return int(m_items.size()); }
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    int arrange(const QRect &rect, bool apply) const; // the height used

    QList<QLayoutItem *> m_items;
    int m_hSpacing;
    int m_vSpacing;
};

// Widgets that must stay side by side in a flow (a label and its field): one
// widget holding them in a row, for FlowLayout::addWidget.
QWidget *flowGroup(QWidget *parent, std::initializer_list<QWidget *> parts);

} // namespace loopscope::widgets
