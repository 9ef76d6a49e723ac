#pragma once
// A banner shown above a jog panel while its device reports a fault: the
// fault code and its name, and a "Clear fault" button. Hidden when there is
// no fault.

#include <QFrame>
#include <QString>

class QLabel;
class QPushButton;

namespace loopscope::widgets {

class FaultBanner : public QFrame
{
    Q_OBJECT
public:
    explicit FaultBanner(QWidget *parent = nullptr);

    // code 0 hides the banner.
    void setFault(int code, const QString &name);
    void clearFault() { setFault(0, {}); }
    int faultCode() const { return m_code; }
    QString text() const;

signals:
    void clearRequested();

private:
    int m_code = 0;
    QLabel *m_label = nullptr;
    QPushButton *m_clear = nullptr;
};

} // namespace loopscope::widgets
