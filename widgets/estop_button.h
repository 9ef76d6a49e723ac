#pragma once
// The big red E-STOP button. Pressing it emits stopPressed() at once (on
// mouse press, not release: every millisecond counts). While latched it shows
// "E-STOP ACTIVE" and stays red until the app releases it.

#include <QPushButton>

namespace loopscope::widgets {

class EstopButton : public QPushButton
{
    Q_OBJECT
public:
    explicit EstopButton(QWidget *parent = nullptr);

    void setLatched(bool latched);
    bool isLatched() const { return m_latched; }

signals:
    void stopPressed();

protected:
    void mousePressEvent(QMouseEvent *event) override;

private:
    void updateLook();
    bool m_latched = false;
};

} // namespace loopscope::widgets
