#pragma once
// After an E-STOP: one row per actuator with the time from the key press to
// its acknowledged stop (or the error when the stop was not confirmed).

#include <QString>
#include <QWidget>

class QLabel;
class QTableWidget;

namespace loopscope::widgets {

struct StopAckRow
{
    QString device;  // display name
    QString bus;
    double latencyMs = -1;
    bool acknowledged = false;
    QString error;
};

class StopAckTable : public QWidget
{
    Q_OBJECT
public:
    explicit StopAckTable(QWidget *parent = nullptr);

    void setRows(const QList<StopAckRow> &rows);
    void setStateText(const QString &text);
    QString stateText() const;
    int rowCount() const;
    StopAckRow row(int index) const;
    QTableWidget *table() const { return m_table; }

private:
    QLabel *m_state = nullptr;
    QTableWidget *m_table = nullptr;
    QList<StopAckRow> m_rows;
};

} // namespace loopscope::widgets
