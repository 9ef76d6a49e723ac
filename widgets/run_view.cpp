#include "widgets/run_view.h"

#include "core/experiment/experiment.h"
#include "widgets/counters_view.h"
#include "widgets/interval_max_chart.h"
#include "widgets/spec_text.h"

#include <QHeaderView>
#include <QJsonValue>
#include <QLabel>
#include <QLocale>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace loopscope::widgets {

namespace {
QTableWidget *makeKeyValueTable(QWidget *parent, const QString &objectName, const QStringList &headers)
{
    auto *table = new QTableWidget(0, 2, parent);
    table->setObjectName(objectName);
    table->setHorizontalHeaderLabels(headers);
    table->horizontalHeader()->setStretchLastSection(true);
    table->verticalHeader()->setVisible(false);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    return table;
}

void appendKeyValue(QTableWidget *table, const QString &key, const QString &label, const QString &value,
                    const QString &tip = {})
{
    const int row = table->rowCount();
    table->insertRow(row);
    auto *labelItem = new QTableWidgetItem(label);
    labelItem->setData(Qt::UserRole, key);
    auto *valueItem = new QTableWidgetItem(value);
    if (!tip.isEmpty()) {
        labelItem->setToolTip(tip);
        valueItem->setToolTip(tip);
    }
    table->setItem(row, 0, labelItem);
    table->setItem(row, 1, valueItem);
}

QString jsonValueText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double: {
        const double v = value.toDouble();
        if (v == static_cast<double>(static_cast<qint64>(v)))
            return QString::number(static_cast<qint64>(v));
        return QLocale().toString(v, 'g', QLocale::FloatingPointShortest);
    }
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return {};
    default:
        return QStringLiteral("…");
    }
}
} // namespace

RunView::RunView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("runView"));
    auto *layout = new QVBoxLayout(this);
    m_header = new QLabel(this);
    m_header->setObjectName(QStringLiteral("runHeader"));
    m_header->setTextFormat(Qt::PlainText); // names come from users and devices
    QFont bold = m_header->font();
    bold.setBold(true);
    m_header->setFont(bold);
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("runState"));
    m_state->setTextFormat(Qt::PlainText);
    m_state->setWordWrap(true);
    m_note = new QLabel(this);
    m_note->setTextFormat(Qt::PlainText);
    m_note->setWordWrap(true);
    layout->addWidget(m_header);
    layout->addWidget(m_state);
    layout->addWidget(m_note);

    m_tabs = new QTabWidget(this);
    m_percentile = new PercentileChart(m_tabs);
    m_intervalMax = new IntervalMaxChart(m_tabs);
    m_counters = new CountersView(m_tabs);
    m_params = makeKeyValueTable(m_tabs, QStringLiteral("runParameters"), {tr("Parameter"), tr("Value")});
    m_fingerprint = makeKeyValueTable(m_tabs, QStringLiteral("runFingerprint"), {tr("Key"), tr("Value")});
    m_tabs->addTab(m_percentile, tr("Percentiles"));
    m_tabs->addTab(m_intervalMax, tr("Max per interval"));
    m_tabs->addTab(m_counters, tr("Counters"));
    m_tabs->addTab(m_params, tr("Parameters"));
    m_tabs->addTab(m_fingerprint, tr("Fingerprint"));
    layout->addWidget(m_tabs, 1);
    clear();
}

void RunView::clear()
{
    m_runId = 0;
    m_runName.clear();
    m_header->setText(tr("No run open"));
    m_state->clear();
    m_note->clear();
    m_note->setVisible(false);
    m_percentile->clear();
    m_intervalMax->clear();
    m_counters->clear();
    m_params->setRowCount(0);
    m_fingerprint->setRowCount(0);
}

void RunView::setRun(const core::RunData &run)
{
    clear();
    m_runId = run.id;
    m_runName = run.name;
    const QString kindText = run.title.isEmpty() ? run.kind : run.title;
    m_header->setText(tr("%1 — %2 (#%3)").arg(run.name, kindText).arg(run.id));

    QString state = tr("State: %1").arg(run.state);
    if (run.started.isValid())
        state +=
            tr(", started %1").arg(run.started.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
    state += tr(", %1 s").arg(QLocale().toString(run.durationS, 'f', 1));
    if (!run.failureReason.isEmpty())
        state += QLatin1Char('\n') + tr("Failure: %1").arg(run.failureReason);
    if (!run.warning.isEmpty())
        state += QLatin1Char('\n') + tr("Warning: %1").arg(run.warning);
    m_state->setText(state);
    const bool bad = run.state == QLatin1String("failed") || run.state == QLatin1String("interrupted");
    m_state->setStyleSheet(bad ? QStringLiteral("color: #b02020;") : QString());

    QString note = run.note;
    if (!run.tags.isEmpty())
        note = tr("Tags: %1").arg(run.tags.join(QStringLiteral(", "))) +
               (note.isEmpty() ? QString() : QStringLiteral("\n") + note);
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());

    showStoredRun(run, m_percentile, m_intervalMax, m_counters);
    fillParameters(run);
    fillFingerprint(run);
}

void RunView::fillParameters(const core::RunData &run)
{
    const core::ProbeKindSpec *spec = core::ProbeRegistry::instance().find(run.kind);
    // Declared parameters first, in their declared order; then anything else stored.
    QStringList done;
    if (spec) {
        for (const core::ParamSpec &p : spec->params) {
            if (!run.params.contains(p.key))
                continue;
            appendKeyValue(m_params, p.key, paramLabel(p), formatParamValue(p, run.params.value(p.key)), paramHelp(p));
            done << p.key;
        }
    }
    for (auto it = run.params.cbegin(); it != run.params.cend(); ++it) {
        if (done.contains(it.key()))
            continue;
        appendKeyValue(m_params, it.key(), it.key(), it.value().toString());
    }
}

void RunView::fillFingerprint(const core::RunData &run)
{
    for (auto it = run.fingerprint.constBegin(); it != run.fingerprint.constEnd(); ++it)
        appendKeyValue(m_fingerprint, it.key(), it.key(), jsonValueText(it.value()));
}

QString RunView::headerText() const
{
    return m_header->text();
}

QString RunView::stateText() const
{
    return m_state->text();
}

int RunView::parameterCount() const
{
    return m_params->rowCount();
}

int RunView::fingerprintCount() const
{
    return m_fingerprint->rowCount();
}

QString RunView::findInTable(const QTableWidget *table, const QString &key)
{
    for (int row = 0; row < table->rowCount(); ++row) {
        const QTableWidgetItem *label = table->item(row, 0);
        if (label && label->data(Qt::UserRole).toString() == key) {
            const QTableWidgetItem *value = table->item(row, 1);
            return value ? value->text() : QString();
        }
    }
    return {};
}

QString RunView::parameterText(const QString &key) const
{
    return findInTable(m_params, key);
}

QString RunView::fingerprintText(const QString &key) const
{
    return findInTable(m_fingerprint, key);
}

} // namespace loopscope::widgets
