#include "widgets/counters_view.h"

#include "widgets/flow_layout.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>
#include <iterator>

namespace loopscope::widgets {

namespace {
const char *const kKnownCounters[] = {"sent",    "received", "lost",        "duplicated", "reordered",
                                      "foreign", "late",     "send_errors", "refused"};
constexpr int kKnownCount = static_cast<int>(std::size(kKnownCounters));

QString formatUs(qint64 ns)
{
    return QLocale().toString(static_cast<double>(ns) / 1000.0, 'f', 1);
}
} // namespace

PercentileRow PercentileRow::fromHistogram(const QString &channel, const core::HdrHistogram &histogram)
{
    PercentileRow row;
    row.channel = channel;
    row.count = histogram.totalCount();
    if (row.count == 0)
        return row;
    row.p50Ns = histogram.valueAtPercentile(50);
    row.p90Ns = histogram.valueAtPercentile(90);
    row.p99Ns = histogram.valueAtPercentile(99);
    row.p999Ns = histogram.valueAtPercentile(99.9);
    row.p9999Ns = histogram.valueAtPercentile(99.99);
    row.maxNs = histogram.max();
    return row;
}

CountersView::CountersView(QWidget *parent) : QWidget(parent)
{
    // The counters flow into as many rows as the width needs.
    m_grid = new QWidget(this);
    new FlowLayout(m_grid, 18, 2);

    const QString titles[] = {tr("Sent"),       tr("Received"),    tr("Lost"),
                              tr("Duplicated"), tr("Reordered"),   tr("Foreign"),
                              tr("Late"),       tr("Send errors"), tr("Refused")};
    static_assert(std::size(titles) == kKnownCount);
    for (int i = 0; i < kKnownCount; ++i)
        addCounter(QLatin1String(kKnownCounters[i]), titles[i]);
    m_gridCells = kKnownCount;

    m_table = new QTableWidget(0, 8, this);
    m_table->setObjectName(QStringLiteral("percentileTable"));
    // Short headers (the unit once, in the first) so the figures keep their room.
    m_table->setHorizontalHeaderLabels({tr("Channel (values in µs)"), tr("Count"), QStringLiteral("p50"),
                                        QStringLiteral("p90"), QStringLiteral("p99"), QStringLiteral("p99.9"),
                                        QStringLiteral("p99.99"), tr("Max")});
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setMaximumHeight(110);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_grid);
    layout->addWidget(m_table);
}

QLabel *CountersView::addCounter(const QString &name, const QString &title)
{
    auto *cell = new QWidget(m_grid);
    auto *row = new QHBoxLayout(cell);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(4);
    row->addWidget(new QLabel(title + QLatin1Char(':'), cell));
    auto *value = new QLabel(QStringLiteral("–"), cell);
    value->setObjectName(QStringLiteral("counter_") + name);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    value->setMinimumWidth(value->fontMetrics().horizontalAdvance(QStringLiteral("0000000")));
    QFont bold = value->font();
    bold.setBold(true);
    value->setFont(bold);
    row->addWidget(value);
    m_grid->layout()->addWidget(cell);
    m_values.insert(name, value);
    return value;
}

QLabel *CountersView::valueLabel(const QString &name)
{
    if (QLabel *label = m_values.value(name))
        return label;
    // A counter this view does not know by name: shown with its raw name.
    ++m_gridCells;
    return addCounter(name, name);
}

void CountersView::setCounters(const std::vector<core::ProbeCounter> &counters)
{
    qint64 sent = -1;
    for (const core::ProbeCounter &counter : counters)
        if (counter.name == QLatin1String("sent"))
            sent = counter.value;
    const QLocale locale;
    for (const core::ProbeCounter &counter : counters) {
        m_raw.insert(counter.name, counter.value);
        QString text = locale.toString(counter.value);
        if (counter.name == QLatin1String("lost") && sent > 0)
            text += QStringLiteral(" (%1 %)").arg(locale.toString(100.0 * counter.value / sent, 'f', 2));
        valueLabel(counter.name)->setText(text);
    }
}

void CountersView::setPercentileRows(const std::vector<PercentileRow> &rows)
{
    m_table->setRowCount(static_cast<int>(rows.size()));
    int r = 0;
    for (const PercentileRow &row : rows) {
        const QString cells[] = {
            row.channel,         QLocale().toString(row.count), formatUs(row.p50Ns),   formatUs(row.p90Ns),
            formatUs(row.p99Ns), formatUs(row.p999Ns),          formatUs(row.p9999Ns), formatUs(row.maxNs)};
        for (int c = 0; c < 8; ++c) {
            QTableWidgetItem *item = m_table->item(r, c);
            if (!item) {
                item = new QTableWidgetItem;
                item->setTextAlignment(c == 0 ? Qt::AlignLeft | Qt::AlignVCenter
                                              : Qt::AlignRight | Qt::AlignVCenter);
                m_table->setItem(r, c, item);
            }
            item->setText(cells[c]);
            if (c == 0)
                item->setToolTip(cells[c]);
        }
        ++r;
    }
}

void CountersView::clear()
{
    for (QLabel *label : std::as_const(m_values))
        label->setText(QStringLiteral("–"));
    m_raw.clear();
    m_table->setRowCount(0);
}

qint64 CountersView::counterValue(const QString &name) const
{
    return m_raw.value(name, -1);
}

QString CountersView::counterText(const QString &name) const
{
    const QLabel *label = m_values.value(name);
    return label ? label->text() : QString();
}

int CountersView::percentileRowCount() const
{
    return m_table->rowCount();
}

QString CountersView::percentileCell(int row, int column) const
{
    const QTableWidgetItem *item = m_table->item(row, column);
    return item ? item->text() : QString();
}

} // namespace loopscope::widgets
