#include "app/gui/library_view.h"

#include "app/gui/dialog_folder.h"
#include "core/experiment/experiment.h"
#include "core/library/run_comparison.h"
#include "core/library/run_library.h"
#include "core/report/html_report.h"
#include "core/report/pdf_report.h"
#include "core/report/report_model.h"
#include "widgets/comparison_view.h"
#include "widgets/interval_max_chart.h"
#include "widgets/live_run_view.h"
#include "widgets/run_list_model.h"
#include "widgets/run_view.h"
#include "widgets/spec_text.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPointer>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace loopscope::app::gui {

namespace {
constexpr qint64 kTrashKeptMs = 7LL * 24 * 3600 * 1000;
} // namespace

LibraryView::LibraryView(core::RunLibrary *library, QWidget *parent) : QWidget(parent), m_library(library)
{
    setObjectName(QStringLiteral("libraryView"));
    m_confirmDelete = [this](const QStringList &names, std::function<void()> proceed) {
        const QString text = names.size() == 1
                                 ? tr("Delete the run \"%1\" from the library?").arg(names.front())
                                 : tr("Delete %n runs from the library?", nullptr, int(names.size()));
        auto *box = new QMessageBox(QMessageBox::Question, tr("Delete runs"), text,
                                    QMessageBox::Yes | QMessageBox::No, this);
        box->setInformativeText(tr("Undo (Ctrl+Z) brings them back until you quit."));
        box->setAttribute(Qt::WA_DeleteOnClose);
        connect(box, &QMessageBox::finished, this, [proceed](int result) {
            if (result == QMessageBox::Yes)
                proceed();
        });
        box->open();
    };
    buildActions();
    buildLayout();
    // Runs trashed by a session that ended without emptying its trash (a
    // crash) are deleted for good a week later.
    if (m_library && m_library->isOpen())
        m_library->emptyTrash(kTrashKeptMs, {}, nullptr);
    refresh();
}

LibraryView::~LibraryView() = default;

void LibraryView::setConfirmDelete(ConfirmDelete confirm)
{
    m_confirmDelete = std::move(confirm);
}

void LibraryView::buildActions()
{
    auto make = [this](const QString &text, const QKeySequence &key, const QString &name, auto slot) {
        auto *action = new QAction(text, this);
        action->setObjectName(name);
        if (!key.isEmpty()) {
            action->setShortcut(key);
            action->setToolTip(QStringLiteral("%1 (%2)").arg(text, key.toString(QKeySequence::NativeText)));
        }
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        return action;
    };
    m_openAction = make(tr("Open"), QKeySequence(Qt::Key_Return), QStringLiteral("libraryOpen"),
                        &LibraryView::openSelected);
    m_openAction->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    m_compareAction = make(tr("Compare"), QKeySequence(Qt::CTRL | Qt::Key_K),
                           QStringLiteral("libraryCompare"), &LibraryView::compareSelected);
    m_reportAction = make(tr("Report…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R),
                          QStringLiteral("libraryReport"), &LibraryView::reportSelected);
    m_editAction = make(tr("Edit note/tags…"), QKeySequence(Qt::Key_F2), QStringLiteral("libraryEdit"),
                        &LibraryView::editSelected);
    m_deleteAction = make(tr("Delete"), QKeySequence(QKeySequence::Delete), QStringLiteral("libraryDelete"),
                          &LibraryView::deleteSelected);
    m_undoAction = make(tr("Undo delete"), QKeySequence(QKeySequence::Undo), QStringLiteral("libraryUndo"),
                        [this] { undoDelete(); });
    m_refreshAction = make(tr("Refresh"), QKeySequence(Qt::CTRL | Qt::Key_F5), // F5 alone scans for devices
                           QStringLiteral("libraryRefresh"), &LibraryView::refresh);
    m_findAction = make(tr("Find"), QKeySequence(QKeySequence::Find), QStringLiteral("libraryFind"), [this] {
        m_filter->setFocus(Qt::ShortcutFocusReason);
        m_filter->selectAll();
    });
}

void LibraryView::buildLayout()
{
    auto *top = new QHBoxLayout;
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("libraryKind"));
    m_kind->addItem(tr("All kinds"), QString());
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("libraryFilter"));
    m_filter->setPlaceholderText(tr("Filter by name, note or tag (Ctrl+F)"));
    m_filter->setClearButtonEnabled(true);
    top->addWidget(new QLabel(tr("Kind:"), this));
    top->addWidget(m_kind);
    top->addWidget(m_filter, 1);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &LibraryView::refresh);
    connect(m_filter, &QLineEdit::textChanged, this, &LibraryView::refresh);

    m_model = new widgets::RunListModel(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("libraryTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSortingEnabled(true);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->setVisible(false);
    connect(m_table, &QTableView::doubleClicked, this, &LibraryView::openSelected);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &LibraryView::updateActions);

    auto *buttons = new QHBoxLayout;
    for (QAction *action : {m_openAction, m_compareAction, m_reportAction, m_editAction, m_deleteAction,
                            m_undoAction, m_refreshAction}) {
        auto *button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        buttons->addWidget(button);
    }
    buttons->addStretch(1);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("libraryStatus"));
    m_status->setTextFormat(Qt::PlainText);
    buttons->addWidget(m_status);

    auto *listPane = new QWidget(this);
    auto *listLayout = new QVBoxLayout(listPane);
    listLayout->setContentsMargins(0, 0, 0, 0);
    listLayout->addLayout(top);
    listLayout->addWidget(m_table, 1);
    listLayout->addLayout(buttons);

    m_detail = new QTabWidget(this);
    m_runView = new widgets::RunView(m_detail);
    // Zooming the stored run's timeline reads that window from the library at
    // full resolution; the run itself carries only the downsampled series.
    m_runView->intervalMaxChart()->setZoomable(true);
    connect(m_runView->intervalMaxChart(), &widgets::IntervalMaxChart::zoomRequested, this,
            &LibraryView::showIntervalWindow);
    connect(m_runView->intervalMaxChart(), &widgets::IntervalMaxChart::zoomReset, this, [this] {
        if (m_runView->runId() > 0)
            openRun(m_runView->runId());
    });
    m_comparison = new widgets::ComparisonView(m_detail);
    m_detail->addTab(m_runView, tr("Run"));
    m_detail->addTab(m_comparison, tr("Comparison"));

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(listPane);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 2);
    // A few runs stay in view on a 768-pixel screen; the splitter moves the rest.
    m_table->setMinimumHeight(m_table->fontMetrics().height() * 7);
    splitter->setSizes({2, 3});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
}

bool LibraryView::libraryReady()
{
    if (m_library && m_library->isOpen())
        return true;
    fail(tr("No result library is open."));
    return false;
}

void LibraryView::fail(const QString &message)
{
    m_lastError = message;
    m_status->setText(message);
    m_status->setStyleSheet(QStringLiteral("color: #b02020;"));
}

void LibraryView::inform(const QString &message)
{
    m_status->setText(message);
    m_status->setStyleSheet(QString());
}

void LibraryView::refresh()
{
    if (!libraryReady()) {
        m_model->setRuns({});
        updateActions();
        return;
    }
    const QList<qint64> selected = selectedIds();
    QString error;
    const std::vector<core::RunSummary> all = m_library->list({}, &error);
    if (!error.isEmpty()) {
        fail(tr("Cannot list the runs: %1").arg(error));
        return;
    }
    QStringList kinds;
    for (const core::RunSummary &run : all)
        kinds << run.kind;
    refreshKinds(kinds);

    core::RunFilter filter;
    filter.kind = kindFilter();
    filter.text = m_filter->text().trimmed();
    std::vector<core::RunSummary> runs =
        filter.kind.isEmpty() && filter.text.isEmpty() ? all : m_library->list(filter, &error);
    if (!error.isEmpty()) {
        fail(tr("Cannot list the runs: %1").arg(error));
        return;
    }
    const int shown = static_cast<int>(runs.size());
    m_model->setRuns(std::move(runs));
    selectIds(selected);
    inform(shown == static_cast<int>(all.size()) ? tr("%n run(s)", nullptr, shown)
                                                 : tr("%1 of %2 runs").arg(shown).arg(all.size()));
    updateActions();
}

void LibraryView::refreshKinds(const QStringList &kindsInLibrary)
{
    const QString current = kindFilter();
    QStringList kinds = kindsInLibrary;
    for (const core::ProbeKindSpec &spec : core::ProbeRegistry::instance().kinds())
        kinds << spec.kind;
    if (!current.isEmpty())
        kinds << current;
    kinds.removeDuplicates();
    kinds.removeAll(QString());
    std::sort(kinds.begin(), kinds.end());
    QStringList shown;
    for (int i = 1; i < m_kind->count(); ++i)
        shown << m_kind->itemData(i).toString();
    if (shown == kinds)
        return;
    const QSignalBlocker block(m_kind);
    while (m_kind->count() > 1)
        m_kind->removeItem(1);
    for (const QString &kind : kinds) {
        const core::ProbeKindSpec *spec = core::ProbeRegistry::instance().find(kind);
        m_kind->addItem(spec ? QStringLiteral("%1 (%2)").arg(widgets::kindTitle(*spec), kind) : kind, kind);
    }
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(current)));
}

void LibraryView::setKindFilter(const QString &kind)
{
    int index = m_kind->findData(kind);
    if (index < 0) {
        m_kind->addItem(kind, kind);
        index = m_kind->count() - 1;
    }
    if (index == m_kind->currentIndex())
        refresh();
    else
        m_kind->setCurrentIndex(index); // refreshes
}

QString LibraryView::kindFilter() const
{
    return m_kind->currentData().toString();
}

void LibraryView::setTextFilter(const QString &text)
{
    if (m_filter->text() == text)
        refresh();
    else
        m_filter->setText(text); // refreshes
}

QString LibraryView::textFilter() const
{
    return m_filter->text();
}

QList<qint64> LibraryView::selectedIds() const
{
    QModelIndexList rows = m_table->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    QList<qint64> ids;
    for (const QModelIndex &index : rows)
        ids << m_model->idAt(index.row());
    return ids;
}

void LibraryView::selectIds(const QList<qint64> &ids)
{
    QItemSelection selection;
    int first = -1;
    for (qint64 id : ids) {
        const int row = m_model->rowOfId(id);
        if (row < 0)
            continue;
        if (first < 0)
            first = row;
        selection.select(m_model->index(row, 0), m_model->index(row, widgets::RunListModel::ColumnCount - 1));
    }
    QItemSelectionModel *model = m_table->selectionModel();
    model->select(selection, QItemSelectionModel::ClearAndSelect);
    if (first >= 0)
        model->setCurrentIndex(m_model->index(first, 0), QItemSelectionModel::NoUpdate);
    updateActions();
}

int LibraryView::rowCount() const
{
    return m_model->rowCount();
}

QList<qint64> LibraryView::listedIds() const
{
    QList<qint64> ids;
    for (const core::RunSummary &run : m_model->runs())
        ids << run.id;
    return ids;
}

QString LibraryView::statusText() const
{
    return m_status->text();
}

void LibraryView::updateActions()
{
    const int selected = static_cast<int>(m_table->selectionModel()->selectedRows().size());
    m_openAction->setEnabled(selected == 1);
    m_compareAction->setEnabled(selected >= 2);
    m_reportAction->setEnabled(selected >= 1);
    m_editAction->setEnabled(selected == 1);
    m_deleteAction->setEnabled(selected >= 1);
    m_undoAction->setEnabled(!m_deleted.empty());
}

bool LibraryView::loadRuns(const QList<qint64> &ids, std::vector<core::RunData> *runs)
{
    if (!libraryReady())
        return false;
    if (ids.isEmpty()) {
        fail(tr("Select a run first."));
        return false;
    }
    for (qint64 id : ids) {
        QString error;
        std::optional<core::RunData> run = m_library->load(id, &error);
        if (!run) {
            fail(tr("Cannot load run #%1: %2").arg(id).arg(error));
            return false;
        }
        runs->push_back(std::move(*run));
    }
    return true;
}

bool LibraryView::openRun(qint64 id)
{
    std::vector<core::RunData> runs;
    if (!loadRuns({id}, &runs))
        return false;
    m_runView->setRun(runs.front());
    m_shownChannels.clear();
    for (const core::RunChannel &c : runs.front().channels)
        m_shownChannels.push_back({c.tag, c.title});
    m_detail->setCurrentWidget(m_runView);
    inform(tr("Opened \"%1\"").arg(runs.front().name));
    emit runOpened(id);
    return true;
}

void LibraryView::showIntervalWindow(double fromS, double toS)
{
    const qint64 id = m_runView->runId();
    if (id <= 0 || !libraryReady())
        return;
    widgets::IntervalMaxChart *chart = m_runView->intervalMaxChart();
    qint64 intervals = 0;
    bool exact = true;
    for (const auto &[tag, title] : m_shownChannels) {
        QString error;
        const core::IntervalSeries window =
            m_library->intervalWindow(id, tag, fromS, toS, widgets::IntervalMaxChart::kMaxPoints, &error);
        if (!error.isEmpty()) {
            fail(tr("Cannot read the intervals of run %1: %2").arg(id).arg(error));
            return;
        }
        intervals += window.intervalCount();
        exact = exact && window.exact();
        chart->setPoints(widgets::channelSeriesName(title, tag), widgets::intervalMaxPointsOf(window));
    }
    chart->showTimeWindow(fromS, toS);
    inform(exact ? tr("%1–%2 s: %n interval(s), all shown (right-click: whole run)", nullptr,
                      int(intervals))
                       .arg(QLocale().toString(fromS, 'f', 1), QLocale().toString(toS, 'f', 1))
                 : tr("%1–%2 s: %n interval(s), highest per group (drag: zoom in, right-click: whole run)",
                      nullptr, int(intervals))
                       .arg(QLocale().toString(fromS, 'f', 1), QLocale().toString(toS, 'f', 1)));
}

qint64 LibraryView::baselineFor(const QList<qint64> &ids) const
{
    if (ids.isEmpty())
        return 0;
    QList<qint64> shown = m_comparison->runIds();
    QList<qint64> wanted = ids;
    std::sort(shown.begin(), shown.end());
    std::sort(wanted.begin(), wanted.end());
    if (shown == wanted && m_comparison->baselineRunId() > 0)
        return m_comparison->baselineRunId();
    // "Before" vs "after": the oldest run is the baseline until the user picks another.
    qint64 oldest = ids.front();
    for (qint64 id : ids) {
        const core::RunSummary *run = m_model->runAt(m_model->rowOfId(id));
        const core::RunSummary *best = m_model->runAt(m_model->rowOfId(oldest));
        if (!run || !best)
            continue;
        if (run->started < best->started || (run->started == best->started && id < oldest))
            oldest = id;
    }
    return oldest;
}

bool LibraryView::compareRuns(const QList<qint64> &ids, qint64 baselineId)
{
    if (ids.size() < 2) {
        fail(tr("Select two or more runs to compare."));
        return false;
    }
    std::vector<core::RunData> loaded;
    if (!loadRuns(ids, &loaded))
        return false;
    QString error;
    std::optional<std::vector<core::RunData>> runs = core::baselineFirst(std::move(loaded), baselineId, &error);
    if (!runs) {
        fail(tr("Cannot compare: %1").arg(error));
        return false;
    }
    m_comparison->setRuns(std::move(*runs)); // the baseline first
    m_detail->setCurrentWidget(m_comparison);
    inform(tr("Comparing %n run(s)", nullptr, int(ids.size())));
    emit comparisonOpened(ids);
    return true;
}

bool LibraryView::exportReport(const QList<qint64> &ids, const QString &htmlPath, const QString &pdfPath)
{
    return exportReport(ids, baselineFor(ids), htmlPath, pdfPath);
}

bool LibraryView::exportReport(const QList<qint64> &ids, qint64 baselineId, const QString &htmlPath,
                               const QString &pdfPath)
{
    if (htmlPath.isEmpty() && pdfPath.isEmpty()) {
        fail(tr("No report file given."));
        return false;
    }
    std::vector<core::RunData> runs;
    if (!loadRuns(ids, &runs))
        return false;
    core::ReportModel model;
    QString error;
    core::ReportOptions options;
    options.baselineId = runs.size() > 1 ? baselineId : 0;
    if (!core::buildReportModel(runs, options, &model, &error)) {
        fail(tr("Cannot build the report: %1").arg(error));
        return false;
    }
    if (!htmlPath.isEmpty() && !core::writeHtmlReport(model, htmlPath, &error)) {
        fail(tr("Cannot write the HTML report %1: %2").arg(htmlPath, error));
        return false;
    }
    if (!pdfPath.isEmpty() && !core::writePdfReport(model, pdfPath, &error)) {
        fail(tr("Cannot write the PDF report %1: %2").arg(pdfPath, error));
        return false;
    }
    QStringList written;
    for (const QString &path : {htmlPath, pdfPath}) {
        if (!path.isEmpty())
            written << QFileInfo(path).fileName();
    }
    inform(tr("Report written: %1").arg(written.join(QStringLiteral(", "))));
    return true;
}

bool LibraryView::deleteRuns(const QList<qint64> &ids)
{
    if (!libraryReady())
        return false;
    // Into the library's trash: every row stays, so Undo restores the run
    // exactly (a day-long one too) and nothing is copied into memory.
    QList<qint64> removed;
    for (const qint64 id : ids) {
        QString error;
        if (!m_library->trash(id, &error)) {
            fail(tr("Cannot delete run %1: %2").arg(id).arg(error));
            break;
        }
        if (m_runView->runId() == id)
            m_runView->clear();
        removed << id;
    }
    const bool all = removed.size() == ids.size();
    if (!removed.isEmpty())
        m_deleted.push_back(removed);
    refresh();
    if (all)
        inform(tr("Deleted %n run(s); Ctrl+Z undoes.", nullptr, int(ids.size())));
    else
        fail(m_lastError);
    emit runsChanged();
    return all;
}

void LibraryView::emptyTrash()
{
    if (m_deleted.empty() || !m_library || !m_library->isOpen())
        return;
    QList<qint64> ids;
    for (const QList<qint64> &group : m_deleted)
        ids += group;
    m_deleted.clear();
    QString error;
    if (m_library->emptyTrash(0, ids, &error) < 0)
        fail(tr("Cannot empty the trash of the library: %1").arg(error));
    updateActions();
}

bool LibraryView::undoDelete()
{
    if (m_deleted.empty()) {
        fail(tr("Nothing to undo."));
        return false;
    }
    if (!libraryReady())
        return false;
    QList<qint64> ids = m_deleted.back();
    m_deleted.pop_back();
    QList<qint64> restored;
    for (qsizetype i = 0; i < ids.size(); ++i) {
        QString error;
        if (!m_library->restore(ids[i], &error)) {
            // Keep what could not be restored, so a second Undo can retry.
            m_deleted.push_back(ids.mid(i));
            refresh();
            fail(tr("Cannot restore run %1: %2").arg(ids[i]).arg(error));
            emit runsChanged();
            return false;
        }
        restored << ids[i];
    }
    refresh();
    selectIds(restored);
    inform(tr("Restored %n run(s).", nullptr, int(restored.size())));
    emit runsChanged();
    return true;
}

bool LibraryView::setNoteAndTags(qint64 id, const QString &note, const QStringList &tags)
{
    if (!libraryReady())
        return false;
    QString error;
    if (!m_library->setNoteAndTags(id, note, tags, &error)) {
        fail(tr("Cannot save the note of run #%1: %2").arg(id).arg(error));
        return false;
    }
    refresh();
    selectIds({id});
    emit runsChanged();
    return true;
}

void LibraryView::openSelected()
{
    const QList<qint64> ids = selectedIds();
    if (ids.size() != 1) {
        fail(tr("Select one run to open."));
        return;
    }
    openRun(ids.front());
}

void LibraryView::compareSelected()
{
    const QList<qint64> ids = selectedIds();
    compareRuns(ids, baselineFor(ids));
}

void LibraryView::reportSelected()
{
    const QList<qint64> ids = selectedIds();
    if (ids.isEmpty()) {
        fail(tr("Select a run first."));
        return;
    }
    // The baseline is fixed now, as the user sees it, not when the dialog closes.
    const qint64 baselineId = baselineFor(ids);
    const core::RunSummary *first = m_model->runAt(m_model->rowOfId(baselineId));
    const QString base = first ? first->name : QStringLiteral("report");
    auto *dialog = new QFileDialog(this, tr("Save report"));
    dialog->setObjectName(QStringLiteral("libraryReportDialog"));
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setNameFilters({tr("HTML report (*.html)"), tr("PDF report (*.pdf)")});
    dialog->setDirectory(dialogStartFolder());
    dialog->selectFile(base + QStringLiteral(".html"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::filterSelected, dialog, [dialog](const QString &filter) {
        dialog->setDefaultSuffix(filter.contains(QStringLiteral("*.pdf")) ? QStringLiteral("pdf")
                                                                          : QStringLiteral("html"));
    });
    dialog->setDefaultSuffix(QStringLiteral("html"));
    connect(dialog, &QFileDialog::fileSelected, this, [this, ids, baselineId](const QString &path) {
        rememberDialogFolder(path);
        const bool pdf = path.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive);
        exportReport(ids, baselineId, pdf ? QString() : path, pdf ? path : QString());
    });
    dialog->open();
}

void LibraryView::deleteSelected()
{
    const QList<qint64> ids = selectedIds();
    if (ids.isEmpty()) {
        fail(tr("Select a run first."));
        return;
    }
    QStringList names;
    for (qint64 id : ids) {
        const core::RunSummary *run = m_model->runAt(m_model->rowOfId(id));
        names << (run ? run->name : QString::number(id));
    }
    auto proceed = [view = QPointer<LibraryView>(this), ids] {
        if (view)
            view->deleteRuns(ids);
    };
    if (m_confirmDelete)
        m_confirmDelete(names, proceed);
    else
        proceed();
}

void LibraryView::editSelected()
{
    const QList<qint64> ids = selectedIds();
    const core::RunSummary *run = ids.size() == 1 ? m_model->runAt(m_model->rowOfId(ids.front())) : nullptr;
    if (!run) {
        fail(tr("Select one run to edit."));
        return;
    }
    const qint64 id = ids.front();
    auto *dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Note and tags of \"%1\"").arg(run->name));
    auto *form = new QFormLayout(dialog);
    auto *note = new QPlainTextEdit(run->note, dialog);
    auto *tags = new QLineEdit(run->tags.join(QStringLiteral(", ")), dialog);
    tags->setPlaceholderText(tr("idle, under-load, …"));
    form->addRow(tr("Note:"), note);
    form->addRow(tr("Tags (comma-separated):"), tags);
    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    form->addRow(box);
    connect(box, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    connect(dialog, &QDialog::accepted, this, [this, id, note, tags] {
        QStringList tagList;
        for (const QString &tag : tags->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (!tag.trimmed().isEmpty())
                tagList << tag.trimmed();
        }
        setNoteAndTags(id, note->toPlainText(), tagList);
    });
    dialog->open();
}

} // namespace loopscope::app::gui
