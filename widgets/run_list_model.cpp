#include "widgets/run_list_model.h"

#include <QBrush>
#include <QColor>
#include <QLocale>
#include <algorithm>

namespace loopscope::widgets {

RunListModel::RunListModel(QObject *parent) : QAbstractTableModel(parent) {}

void RunListModel::setRuns(std::vector<core::RunSummary> runs)
{
    beginResetModel();
    m_runs = std::move(runs);
    applySort();
    endResetModel();
}

const core::RunSummary *RunListModel::runAt(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_runs.size()))
        return nullptr;
    return &m_runs[static_cast<std::size_t>(row)];
}

qint64 RunListModel::idAt(int row) const
{
    const core::RunSummary *run = runAt(row);
    return run ? run->id : 0;
}

int RunListModel::rowOfId(qint64 id) const
{
    for (std::size_t i = 0; i < m_runs.size(); ++i) {
        if (m_runs[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

int RunListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_runs.size());
}

int RunListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RunListModel::formatMicros(qint64 ns)
{
    return QLocale().toString(static_cast<double>(ns) / 1000.0, 'f', 1);
}

QVariant RunListModel::displayValue(const core::RunSummary &run, int column) const
{
    const bool hasSamples = run.samples > 0;
    switch (column) {
    case Started:
        return run.started.isValid()
                   ? run.started.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))
                   : QString();
    case Name:
        return run.name;
    case Kind:
        return run.title.isEmpty() ? run.kind : run.title;
    case State:
        if (run.state == QLatin1String("finished"))
            return tr("finished");
        if (run.state == QLatin1String("stopped"))
            return tr("stopped");
        if (run.state == QLatin1String("failed"))
            return tr("failed");
        if (run.state == QLatin1String("interrupted"))
            return tr("interrupted");
        if (run.state == QLatin1String("running"))
            return tr("running");
        return run.state;
    case Duration:
        return tr("%1 s").arg(QLocale().toString(run.durationS, 'f', 1));
    case Samples:
        return QLocale().toString(run.samples);
    case P50:
        return hasSamples ? formatMicros(run.p50Ns) : QString();
    case P99:
        return hasSamples ? formatMicros(run.p99Ns) : QString();
    case Max:
        return hasSamples ? formatMicros(run.maxNs) : QString();
    case Host:
        return run.host;
    case Note: {
        QString text = run.note.section(QLatin1Char('\n'), 0, 0);
        if (!run.tags.isEmpty())
            text = QStringLiteral("[%1] %2").arg(run.tags.join(QStringLiteral(", ")), text);
        return text.trimmed();
    }
    default:
        return {};
    }
}

QVariant RunListModel::sortValue(const core::RunSummary &run, int column)
{
    switch (column) {
    case Started:
        return run.started;
    case Name:
        return run.name.toLower();
    case Kind:
        return run.kind;
    case State:
        return run.state;
    case Duration:
        return run.durationS;
    case Samples:
        return run.samples;
    case P50:
        return run.p50Ns;
    case P99:
        return run.p99Ns;
    case Max:
        return run.maxNs;
    case Host:
        return run.host.toLower();
    case Note:
        return run.note.toLower();
    default:
        return {};
    }
}

QVariant RunListModel::data(const QModelIndex &index, int role) const
{
    const core::RunSummary *run = index.isValid() ? runAt(index.row()) : nullptr;
    if (!run)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return displayValue(*run, index.column());
    case Qt::ToolTipRole:
        if (index.column() == Note)
            return run->note;
        if (index.column() == State || index.column() == Name)
            return QStringLiteral("%1 (#%2)").arg(run->name).arg(run->id);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() >= Duration && index.column() <= Max)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ForegroundRole:
        if (index.column() == State &&
            (run->state == QLatin1String("failed") || run->state == QLatin1String("interrupted")))
            return QBrush(QColor(0xb0, 0x20, 0x20));
        return {};
    case IdRole:
        return run->id;
    case SortRole:
        return sortValue(*run, index.column());
    default:
        return {};
    }
}

QVariant RunListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Started:
        return tr("Started");
    case Name:
        return tr("Name");
    case Kind:
        return tr("Kind");
    case State:
        return tr("State");
    case Duration:
        return tr("Duration");
    case Samples:
        return tr("Samples");
    case P50:
        return tr("p50 (µs)");
    case P99:
        return tr("p99 (µs)");
    case Max:
        return tr("Max (µs)");
    case Host:
        return tr("Host");
    case Note:
        return tr("Note");
    default:
        return {};
    }
}

void RunListModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= ColumnCount)
        return;
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<qint64> idsBefore;
    for (const QModelIndex &index : before)
        idsBefore.push_back(idAt(index.row()));
    m_sortColumn = column;
    m_sortOrder = order;
    applySort();
    for (int i = 0; i < before.size(); ++i) {
        const int row = rowOfId(idsBefore[static_cast<std::size_t>(i)]);
        changePersistentIndex(before[i], row < 0 ? QModelIndex() : index(row, before[i].column()));
    }
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void RunListModel::applySort()
{
    if (m_sortColumn < 0)
        return;
    const int column = m_sortColumn;
    const bool ascending = m_sortOrder == Qt::AscendingOrder;
    std::stable_sort(m_runs.begin(), m_runs.end(), [column, ascending](const auto &a, const auto &b) {
        const QVariant va = sortValue(a, column);
        const QVariant vb = sortValue(b, column);
        const QPartialOrdering order = QVariant::compare(va, vb);
        if (order == QPartialOrdering::Unordered || order == QPartialOrdering::Equivalent)
            return false;
        return ascending ? order == QPartialOrdering::Less : order == QPartialOrdering::Greater;
    });
}

} // namespace loopscope::widgets
