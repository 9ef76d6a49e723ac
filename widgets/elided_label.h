#pragma once
// A one-line label that shortens its text with "…" when it is narrower than
// the text (device names, paths, URLs) instead of widening its window; the
// full text is in the tooltip. Its minimum width is a few characters.

#include <QString>
#include <QWidget>

namespace loopscope::widgets {

class ElidedLabel : public QWidget
{
    Q_OBJECT
public:
    explicit ElidedLabel(const QString &text = {}, QWidget *parent = nullptr,
                         Qt::TextElideMode mode = Qt::ElideMiddle);

    QString text() const { return m_text; }
    void setText(const QString &text);
    bool isElided() const; // the text does not fit the current width

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString m_text;
    Qt::TextElideMode m_mode;
};

} // namespace loopscope::widgets
