#pragma once
// The result library's list as a table: one row per stored run (a
// core::RunSummary), columns started, name, kind, state, duration, samples,
// p50, p99, max (µs), host, note. Sorting is done here (sort()), on the raw
// values, so a QTableView with sorting enabled sorts numbers as numbers.
// A view model only: it is handed the summaries, it never reads the library.

#include "core/library/run_library.h"

#include <QAbstractTableModel>
#include <vector>

namespace loopscope::widgets {

class RunListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Started, Name, Kind, State, Duration, Samples, P50, P99, Max, Host, Note, ColumnCount };
    enum Role {
        IdRole = Qt::UserRole + 1, // qint64 run id
        SortRole,                  // the raw value a column sorts by
    };

    explicit RunListModel(QObject *parent = nullptr);

    // Replaces the rows (keeps the current sort order).
    void setRuns(std::vector<core::RunSummary> runs);
    const std::vector<core::RunSummary> &runs() const { return m_runs; }
    const core::RunSummary *runAt(int row) const; // null when out of range
    qint64 idAt(int row) const;                   // 0 when out of range
    int rowOfId(qint64 id) const;                 // -1 when absent

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    // "1 234.5" µs with one decimal, as every table of the app shows latencies.
    static QString formatMicros(qint64 ns);

private:
    QVariant displayValue(const core::RunSummary &run, int column) const;
    static QVariant sortValue(const core::RunSummary &run, int column);
    void applySort();

    std::vector<core::RunSummary> m_runs;
    int m_sortColumn = -1; // -1: the order the library returned (newest first)
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};

} // namespace loopscope::widgets
