#include "app/cli/percentile_table.h"

#include <algorithm>

namespace loopscope::cli {

QString formatMicros(qint64 ns)
{
    const double us = static_cast<double>(ns) / 1000.0;
    int decimals = 0;
    if (us < 10)
        decimals = 3;
    else if (us < 100)
        decimals = 2;
    else if (us < 1000)
        decimals = 1;
    return QString::number(us, 'f', decimals);
}

QString percentileTable(const std::vector<TableChannel> &channels)
{
    struct Row
    {
        const char *label;
        double percentile; // < 0: max, > 100: count
    };
    static const Row rows[] = {
        {"p50", 50.0}, {"p90", 90.0}, {"p99", 99.0}, {"p99.9", 99.9}, {"p99.99", 99.99}, {"max", -1}, {"count", 101},
    };
    constexpr int kLabelWidth = 10;
    int columnWidth = 12;
    for (const TableChannel &channel : channels)
        columnWidth = std::max(columnWidth, static_cast<int>(channel.tag.size()) + 2);

    QString text = QStringLiteral("%1").arg(QStringLiteral("µs"), -kLabelWidth);
    for (const TableChannel &channel : channels)
        text += QStringLiteral("%1").arg(channel.tag, columnWidth);
    text += QLatin1Char('\n');
    for (const Row &row : rows) {
        text += QStringLiteral("%1").arg(QString::fromLatin1(row.label), -kLabelWidth);
        for (const TableChannel &channel : channels) {
            const core::HdrHistogram &h = *channel.histogram;
            QString cell;
            if (row.percentile > 100)
                cell = QString::number(h.totalCount());
            else if (h.totalCount() == 0)
                cell = QStringLiteral("-");
            else if (row.percentile < 0)
                cell = formatMicros(h.max());
            else
                cell = formatMicros(h.valueAtPercentile(row.percentile));
            text += QStringLiteral("%1").arg(cell, columnWidth);
        }
        text += QLatin1Char('\n');
    }
    for (const TableChannel &channel : channels) {
        if (!channel.title.isEmpty())
            text += QStringLiteral("  %1: %2\n").arg(channel.tag, channel.title);
    }
    return text;
}

qint64 counterValue(const std::vector<core::ProbeCounter> &counters, const QString &name)
{
    for (const core::ProbeCounter &counter : counters) {
        if (counter.name == name)
            return counter.value;
    }
    return 0;
}

QString counterTable(const std::vector<core::ProbeCounter> &counters)
{
    const qint64 sent = counterValue(counters, QStringLiteral("sent"));
    QString text;
    int nameWidth = 12;
    for (const core::ProbeCounter &counter : counters)
        nameWidth = std::max(nameWidth, int(counter.name.size()));
    for (const core::ProbeCounter &counter : counters) {
        QString line = QStringLiteral("  %1 %2").arg(counter.name, -nameWidth).arg(counter.value, 10);
        if (counter.name == QLatin1String("lost")) {
            const double percent = sent > 0 ? 100.0 * static_cast<double>(counter.value) / static_cast<double>(sent) : 0.0;
            line += QStringLiteral("  (%1 %)").arg(percent, 0, 'f', percent > 0 && percent < 0.01 ? 4 : 2);
        }
        text += line + QLatin1Char('\n');
    }
    return text;
}

} // namespace loopscope::cli
