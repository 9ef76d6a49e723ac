#include "widgets/stop_ack_table.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace loopscope::widgets {

StopAckTable::StopAckTable(QWidget *parent) : QWidget(parent)
{
    m_state = new QLabel(tr("E-STOP not raised."), this);
    m_state->setObjectName(QStringLiteral("estopStateLabel"));
    m_state->setWordWrap(true);
    m_table = new QTableWidget(0, 3, this);
    m_table->setObjectName(QStringLiteral("stopAckTable"));
    m_table->setHorizontalHeaderLabels({tr("Device"), tr("Stop acknowledged after"), tr("Bus")});
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_state);
    layout->addWidget(m_table, 1);
}

void StopAckTable::setRows(const QList<StopAckRow> &rows)
{
    m_rows = rows;
    m_table->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        const StopAckRow &row = rows[i];
        m_table->setItem(i, 0, new QTableWidgetItem(row.device));
        auto *time =
            new QTableWidgetItem(row.acknowledged ? tr("%1 ms").arg(QLocale().toString(row.latencyMs, 'f', 2))
                                                  : tr("not confirmed: %1").arg(row.error));
        time->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (!row.acknowledged)
            time->setForeground(QColor(198, 40, 40));
        m_table->setItem(i, 1, time);
        m_table->setItem(i, 2, new QTableWidgetItem(row.bus));
    }
}

QString StopAckTable::stateText() const
{
    return m_state->text();
}

void StopAckTable::setStateText(const QString &text)
{
    m_state->setText(text);
}

int StopAckTable::rowCount() const
{
    return int(m_rows.size());
}

StopAckRow StopAckTable::row(int index) const
{
    return index >= 0 && index < m_rows.size() ? m_rows[index] : StopAckRow{};
}

} // namespace loopscope::widgets
