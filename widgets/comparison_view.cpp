#include "widgets/comparison_view.h"

#include "widgets/percentile_chart.h"
#include "widgets/run_view.h"
#include "widgets/spec_text.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>
#include <limits>

namespace loopscope::widgets {

namespace {
const QColor kHighlight(0xff, 0xc8, 0xc8);

QTableWidgetItem *readOnlyItem(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

const QString kCountKey = QStringLiteral("count");
// Fingerprint keys that always differ between two runs: not a difference of the machine.
const QStringList kIgnoredFingerprintKeys{QStringLiteral("captured_at_utc")};

QString valueText(const QString &key, double value)
{
    if (key == kCountKey)
        return QLocale().toString(static_cast<qint64>(value));
    return QLocale().toString(value / 1000.0, 'f', 1);
}

QString ratioText(double ratio)
{
    if (std::isinf(ratio))
        return QStringLiteral("∞");
    if (std::isnan(ratio))
        return QStringLiteral("—");
    return QLocale().toString(ratio, 'f', 2) + QStringLiteral("×");
}

QString metricLabel(const QString &key)
{
    if (key == QLatin1String("max"))
        return ComparisonView::tr("max");
    if (key == QLatin1String("mean"))
        return ComparisonView::tr("mean");
    if (key == kCountKey)
        return ComparisonView::tr("samples");
    return key;
}
} // namespace

ComparisonView::ComparisonView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("comparisonView"));
    auto *top = new QHBoxLayout;
    m_baselineCombo = new QComboBox(this);
    m_baselineCombo->setObjectName(QStringLiteral("comparisonBaseline"));
    m_channelCombo = new QComboBox(this);
    m_channelCombo->setObjectName(QStringLiteral("comparisonChannel"));
    top->addWidget(new QLabel(tr("Baseline:"), this));
    top->addWidget(m_baselineCombo, 1);
    top->addWidget(new QLabel(tr("Channel:"), this));
    top->addWidget(m_channelCombo, 1);
    connect(m_baselineCombo, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0)
            setBaseline(index);
    });
    connect(m_channelCombo, &QComboBox::currentIndexChanged, this, [this](int) {
        showChannel();
        emit channelChanged(channel());
    });

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("comparisonMessage"));
    m_message->setTextFormat(Qt::PlainText);
    m_message->setWordWrap(true);

    m_chart = new PercentileChart(this);
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->verticalHeader()->setVisible(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_fingerprint = new QTableWidget(this);
    m_fingerprint->setObjectName(QStringLiteral("comparisonFingerprint"));
    m_fingerprint->setEditTriggers(QAbstractItemView::NoEditTriggers);

    auto *tables = new QSplitter(Qt::Horizontal, this);
    tables->addWidget(m_table);
    tables->addWidget(m_fingerprint);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_chart);
    splitter->addWidget(tables);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_message);
    layout->addWidget(splitter, 1);
    clear();
}

void ComparisonView::clear()
{
    m_runs.clear();
    m_shown.clear();
    m_comparison = {};
    m_compared = false;
    m_baseline = 0;
    {
        const QSignalBlocker b1(m_baselineCombo);
        const QSignalBlocker b2(m_channelCombo);
        m_baselineCombo->clear();
        m_channelCombo->clear();
    }
    m_chart->clear();
    m_table->clear();
    m_table->setRowCount(0);
    m_table->setColumnCount(0);
    m_fingerprint->clear();
    m_fingerprint->setRowCount(0);
    m_fingerprint->setColumnCount(0);
    m_message->setText(tr("Select two or more runs in the library and press Compare."));
}

void ComparisonView::setRuns(std::vector<core::RunData> runs)
{
    clear();
    m_runs = std::move(runs);
    if (m_runs.size() < 2) {
        m_message->setText(tr("A comparison needs two or more runs."));
        return;
    }
    {
        const QSignalBlocker block(m_baselineCombo);
        for (int i = 0; i < runCount(); ++i)
            m_baselineCombo->addItem(seriesName(i));
        m_baselineCombo->setCurrentIndex(0);
    }
    rebuild();
}

QString ComparisonView::seriesName(int runIndex) const
{
    // "#3 udp-echo-20261202-101400": the same name the reports and the CLI give the run.
    return core::runLabel(m_runs[static_cast<std::size_t>(runIndex)]);
}

qint64 ComparisonView::baselineRunId() const
{
    return m_runs.size() >= 2 ? m_runs[static_cast<std::size_t>(m_baseline)].id : 0;
}

QList<qint64> ComparisonView::runIds() const
{
    QList<qint64> ids;
    for (const core::RunData &run : m_runs)
        ids << run.id;
    return ids;
}

bool ComparisonView::setBaselineRunId(qint64 id)
{
    for (int i = 0; i < runCount(); ++i) {
        if (m_runs[static_cast<std::size_t>(i)].id == id) {
            setBaseline(i);
            return true;
        }
    }
    return false;
}

void ComparisonView::setBaseline(int runIndex)
{
    if (runIndex < 0 || runIndex >= runCount() || m_runs.size() < 2)
        return;
    const bool changed = runIndex != m_baseline;
    m_baseline = runIndex;
    if (m_baselineCombo->currentIndex() != runIndex) {
        const QSignalBlocker block(m_baselineCombo);
        m_baselineCombo->setCurrentIndex(runIndex);
    }
    rebuild();
    if (changed)
        emit baselineChanged(runIndex);
}

void ComparisonView::rebuild()
{
    const QString previousChannel = channel();
    const core::RunData &baseline = m_runs[static_cast<std::size_t>(m_baseline)];
    std::vector<core::RunData> candidates;
    for (int i = 0; i < runCount(); ++i) {
        if (i != m_baseline)
            candidates.push_back(m_runs[static_cast<std::size_t>(i)]);
    }
    {
        const QSignalBlocker block(m_channelCombo);
        m_channelCombo->clear();
        for (const core::RunChannel &c : baseline.channels)
            m_channelCombo->addItem(c.title.isEmpty() ? c.tag : channelTitle(c.title), c.tag);
        int keep = m_channelCombo->findData(previousChannel);
        if (keep < 0)
            keep = m_channelCombo->findData(core::RunComparison::firstCommonChannel(baseline, candidates));
        m_channelCombo->setCurrentIndex(keep >= 0 ? keep : 0);
    }
    showChannel();
    showFingerprint();
}

QStringList ComparisonView::channels() const
{
    QStringList tags;
    for (int i = 0; i < m_channelCombo->count(); ++i)
        tags << m_channelCombo->itemData(i).toString();
    return tags;
}

QString ComparisonView::channel() const
{
    return m_channelCombo->currentData().toString();
}

void ComparisonView::setChannel(const QString &tag)
{
    const int index = m_channelCombo->findData(tag);
    if (index >= 0)
        m_channelCombo->setCurrentIndex(index);
}

int ComparisonView::shownIndexOf(int runIndex) const
{
    for (std::size_t m = 0; m < m_shown.size(); ++m) {
        if (m_shown[m] == runIndex)
            return static_cast<int>(m);
    }
    return -1;
}

const core::ComparisonRow *ComparisonView::comparisonRow(const QString &key) const
{
    return m_compared ? m_comparison.row(key) : nullptr;
}

int ComparisonView::tableRowOf(const QString &statKey) const
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem *item = m_table->item(row, 0);
        if (item && item->data(Qt::UserRole).toString() == statKey)
            return row;
    }
    return -1;
}

void ComparisonView::showChannel()
{
    m_chart->clear();
    m_table->clear();
    m_table->setRowCount(0);
    m_table->setColumnCount(0);
    m_shown.clear();
    m_compared = false;
    const QString tag = channel();
    if (m_runs.size() < 2 || tag.isEmpty()) {
        m_message->setText(m_runs.size() < 2 ? tr("A comparison needs two or more runs.")
                                             : tr("The baseline has no channel to compare."));
        return;
    }
    // The candidates that have the channel are compared; the others are named.
    m_shown.push_back(m_baseline);
    std::vector<core::RunData> candidates;
    QStringList missing;
    for (int i = 0; i < runCount(); ++i) {
        if (i == m_baseline)
            continue;
        if (m_runs[static_cast<std::size_t>(i)].channel(tag)) {
            m_shown.push_back(i);
            candidates.push_back(m_runs[static_cast<std::size_t>(i)]);
        } else {
            missing << seriesName(i);
        }
    }
    QString error;
    if (candidates.empty() ||
        !m_comparison.compare(m_runs[static_cast<std::size_t>(m_baseline)], candidates, tag, &error)) {
        m_shown.resize(1);
        m_message->setText(candidates.empty() ? tr("No other run has channel \"%1\".").arg(tag)
                                              : tr("Cannot compare these runs: %1").arg(error));
        return;
    }
    m_compared = true;

    const std::vector<core::HdrHistogram> &histograms = m_comparison.histograms();
    for (std::size_t m = 0; m < m_shown.size() && m < histograms.size(); ++m) {
        const std::vector<PercentilePoint> points = percentilePointsOf(histograms[m]);
        if (!points.empty())
            m_chart->setSeries(seriesName(m_shown[m]), points);
    }

    QStringList headers{tr("Statistic"), tr("%1 (baseline, µs)").arg(seriesName(m_shown.front()))};
    for (std::size_t m = 1; m < m_shown.size(); ++m)
        headers << tr("%1 (µs)").arg(seriesName(m_shown[m])) << tr("Ratio");
    m_table->setColumnCount(static_cast<int>(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    const std::vector<core::ComparisonRow> &rows = m_comparison.rows();
    m_table->setRowCount(static_cast<int>(rows.size()));
    QFont bold = m_table->font();
    bold.setBold(true);
    for (int row = 0; row < static_cast<int>(rows.size()); ++row) {
        const core::ComparisonRow &r = rows[static_cast<std::size_t>(row)];
        auto *label = readOnlyItem(metricLabel(r.key));
        label->setData(Qt::UserRole, r.key);
        m_table->setItem(row, 0, label);
        m_table->setItem(row, 1, readOnlyItem(valueText(r.key, r.baseline)));
        for (std::size_t c = 0; c < r.candidates.size(); ++c) {
            const int column = 2 * static_cast<int>(c + 1);
            m_table->setItem(row, column, readOnlyItem(valueText(r.key, r.candidates[c])));
            const double ratio = c < r.ratios.size() ? r.ratios[c] : std::numeric_limits<double>::quiet_NaN();
            auto *ratioItem = readOnlyItem(ratioText(ratio));
            ratioItem->setData(Qt::UserRole, ratio);
            // A latency above 1.2× the baseline is a regression; the sample count is not.
            if (r.key != kCountKey && ratio > kHighlightRatio) {
                ratioItem->setBackground(kHighlight);
                ratioItem->setForeground(QColor(0x80, 0x00, 0x00));
                ratioItem->setFont(bold);
                ratioItem->setToolTip(tr("More than %1× the baseline").arg(kHighlightRatio));
            }
            m_table->setItem(row, column + 1, ratioItem);
        }
    }
    m_table->resizeColumnsToContents();
    m_message->setText(
        missing.isEmpty()
            ? tr("Ratios are each run's value divided by the baseline's; above %1× is highlighted.")
                  .arg(kHighlightRatio)
            : tr("Without channel \"%1\": %2").arg(tag, missing.join(QStringLiteral(", "))));
}

void ComparisonView::showFingerprint()
{
    m_fingerprint->clear();
    m_fingerprint->setRowCount(0);
    // Every run against the baseline; a key is listed when any run differs.
    const core::RunData &baseline = m_runs[static_cast<std::size_t>(m_baseline)];
    std::vector<int> order{m_baseline};
    for (int i = 0; i < runCount(); ++i) {
        if (i != m_baseline)
            order.push_back(i);
    }
    QStringList keys;
    std::vector<std::vector<core::FingerprintDifference>> diffs(order.size());
    for (std::size_t m = 1; m < order.size(); ++m) {
        diffs[m] = core::RunComparison::diffJson(baseline.fingerprint,
                                                 m_runs[static_cast<std::size_t>(order[m])].fingerprint,
                                                 kIgnoredFingerprintKeys);
        for (const core::FingerprintDifference &d : diffs[m]) {
            if (!keys.contains(d.key))
                keys << d.key;
        }
    }
    QStringList headers{tr("Fingerprint")};
    for (int runIndex : order)
        headers << seriesName(runIndex);
    m_fingerprint->setColumnCount(static_cast<int>(headers.size()));
    m_fingerprint->setHorizontalHeaderLabels(headers);
    if (keys.isEmpty()) {
        m_fingerprint->setRowCount(1);
        m_fingerprint->setItem(0, 0, readOnlyItem(tr("(no differences)")));
        return;
    }
    m_fingerprint->setRowCount(static_cast<int>(keys.size()));
    for (int row = 0; row < keys.size(); ++row) {
        const QString &key = keys[row];
        auto *label = readOnlyItem(key);
        label->setData(Qt::UserRole, key);
        m_fingerprint->setItem(row, 0, label);
        QString baseValue;
        bool baseKnown = false;
        for (std::size_t m = 1; m < order.size() && !baseKnown; ++m) {
            for (const core::FingerprintDifference &d : diffs[m]) {
                if (d.key == key) {
                    baseValue = d.baseline;
                    baseKnown = true;
                }
            }
        }
        m_fingerprint->setItem(row, 1, readOnlyItem(baseValue));
        for (std::size_t m = 1; m < order.size(); ++m) {
            QString value = baseValue; // the same as the baseline unless listed
            for (const core::FingerprintDifference &d : diffs[m]) {
                if (d.key == key)
                    value = d.candidate;
            }
            auto *item = readOnlyItem(value);
            item->setToolTip(value);
            if (value != baseValue)
                item->setBackground(kHighlight);
            m_fingerprint->setItem(row, static_cast<int>(m) + 1, item);
        }
    }
    m_fingerprint->resizeColumnsToContents();
}

double ComparisonView::ratio(const QString &statKey, int runIndex) const
{
    const int m = shownIndexOf(runIndex);
    const int row = tableRowOf(statKey);
    if (m < 0 || row < 0)
        return std::numeric_limits<double>::quiet_NaN();
    if (m == 0)
        return 1.0;
    const QTableWidgetItem *item = m_table->item(row, 2 * m + 1);
    return item ? item->data(Qt::UserRole).toDouble() : std::numeric_limits<double>::quiet_NaN();
}

qint64 ComparisonView::valueNs(const QString &statKey, int runIndex) const
{
    const core::ComparisonRow *r = comparisonRow(statKey);
    const int m = shownIndexOf(runIndex);
    if (!r || m < 0)
        return -1;
    if (m == 0)
        return static_cast<qint64>(r->baseline);
    const auto c = static_cast<std::size_t>(m - 1);
    return c < r->candidates.size() ? static_cast<qint64>(r->candidates[c]) : -1;
}

bool ComparisonView::isHighlighted(const QString &statKey, int runIndex) const
{
    const int m = shownIndexOf(runIndex);
    const int row = tableRowOf(statKey);
    if (m <= 0 || row < 0)
        return false;
    const QTableWidgetItem *item = m_table->item(row, 2 * m + 1);
    return item && item->background().color() == kHighlight;
}

QStringList ComparisonView::fingerprintDiffLabels() const
{
    QStringList labels;
    for (int row = 0; row < m_fingerprint->rowCount(); ++row) {
        const QTableWidgetItem *item = m_fingerprint->item(row, 0);
        if (item && !item->data(Qt::UserRole).toString().isEmpty())
            labels << item->data(Qt::UserRole).toString();
    }
    return labels;
}

QString ComparisonView::fingerprintDiffValue(const QString &label, int runIndex) const
{
    // Columns: key, baseline, then the other runs in their given order.
    int column = -1;
    if (runIndex == m_baseline)
        column = 1;
    else if (runIndex >= 0 && runIndex < runCount())
        column = 2 + (runIndex < m_baseline ? runIndex : runIndex - 1);
    if (column < 0)
        return {};
    for (int row = 0; row < m_fingerprint->rowCount(); ++row) {
        const QTableWidgetItem *item = m_fingerprint->item(row, 0);
        if (item && item->data(Qt::UserRole).toString() == label) {
            const QTableWidgetItem *value = m_fingerprint->item(row, column);
            return value ? value->text() : QString();
        }
    }
    return {};
}

QString ComparisonView::messageText() const
{
    return m_message->text();
}

} // namespace loopscope::widgets
