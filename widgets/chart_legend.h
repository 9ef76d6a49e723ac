#pragma once
// The legend under a chart: one line per series — a colour swatch and the
// series' full name, wrapped when the chart is narrow — so a long channel
// title ("Latency (from intended send time)") is readable at any dock width
// instead of being cut off as QtCharts' own legend does.

#include <QColor>
#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <utility>
#include <vector>

class QLabel;
class QVBoxLayout;

namespace loopscope::widgets {

class ChartLegend : public QWidget
{
    Q_OBJECT
public:
    explicit ChartLegend(QWidget *parent = nullptr);

    // (name, colour) in the order of the series.
    void setEntries(const std::vector<std::pair<QString, QColor>> &entries);

    QStringList names() const;
    QList<QLabel *> labels() const { return m_labels; }

private:
    std::vector<std::pair<QString, QColor>> m_entries; // what is shown
    QVBoxLayout *m_layout = nullptr;
    QList<QLabel *> m_labels;
};

} // namespace loopscope::widgets
