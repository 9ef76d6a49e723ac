#include "widgets/chart_legend.h"

#include <QLabel>
#include <QVBoxLayout>

namespace loopscope::widgets {

ChartLegend::ChartLegend(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("chartLegend"));
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(8, 0, 8, 2);
    m_layout->setSpacing(0);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
}

void ChartLegend::setEntries(const std::vector<std::pair<QString, QColor>> &entries)
{
    if (entries == m_entries)
        return; // nothing to lay out again
    m_entries = entries;
    while (m_labels.size() > qsizetype(entries.size()))
        delete m_labels.takeLast();
    while (m_labels.size() < qsizetype(entries.size())) {
        auto *label = new QLabel(this);
        label->setTextFormat(Qt::RichText);
        label->setWordWrap(true);
        label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Minimum);
        m_layout->addWidget(label);
        m_labels << label;
    }
    for (qsizetype i = 0; i < m_labels.size(); ++i) {
        const auto &[name, color] = entries[size_t(i)];
        QLabel *label = m_labels[i];
        // The name comes from a probe or a user: escaped.
        label->setText(QStringLiteral("<span style=\"color:%1\">&#9632;</span>&nbsp;%2")
                           .arg(color.name(), name.toHtmlEscaped()));
        label->setProperty("seriesName", name);
        label->setToolTip(name);
    }
    setVisible(!entries.empty());
    updateGeometry();
}

QStringList ChartLegend::names() const
{
    QStringList out;
    for (const QLabel *label : m_labels)
        out << label->property("seriesName").toString();
    return out;
}

} // namespace loopscope::widgets
