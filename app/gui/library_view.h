#pragma once
// The result library in the GUI: the list of stored runs (filter by kind and
// text), and what a person does with them — open one (its charts restored),
// compare two or more, export an HTML or PDF report, edit the note and tags,
// delete (with confirmation, and Undo within the session: the deleted runs are
// kept in memory and stored again). Every read and write goes through the
// RunLibrary handed in; the report writers are only called when asked.
//
// Shortcuts (while the view has focus): Return opens, Ctrl+K compares,
// Del deletes, Ctrl+Z undoes the last delete, F2 edits the note, Ctrl+F5
// refreshes, Ctrl+F goes to the text filter. The actions are the widget's
// actions() (for a menu).

#include "core/library/run_data.h"

#include <QList>
#include <QStringList>
#include <QWidget>
#include <functional>
#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QTabWidget;
class QTableView;

namespace loopscope::core {
class RunLibrary;
}

namespace loopscope::widgets {
class ComparisonView;
class RunListModel;
class RunView;
} // namespace loopscope::widgets

namespace loopscope::app::gui {

class LibraryView : public QWidget
{
    Q_OBJECT
public:
    // The library must outlive the view; it may be null or closed (the view
    // then says so and does nothing).
    explicit LibraryView(core::RunLibrary *library, QWidget *parent = nullptr);
    ~LibraryView() override;

    // Asked before deleting: calls proceed() to go ahead (at once or later,
    // never nested in an event loop). The default opens a window-modal
    // question box; tests replace it.
    using ConfirmDelete = std::function<void(const QStringList &runNames, std::function<void()> proceed)>;
    void setConfirmDelete(ConfirmDelete confirm);

    // --- what the buttons do, callable directly (tests, the main window) ---
    bool openRun(qint64 id);
    // The shown run's max-per-interval chart zoomed into fromS..toS, read
    // from the library at full resolution (what a drag across it does).
    void showIntervalWindow(double fromS, double toS);
    // baselineId: the run the comparison is against (0: the first of ids).
    bool compareRuns(const QList<qint64> &ids, qint64 baselineId = 0);
    // Writes the report of one run (or the comparison of several against
    // baselineId, 0: the first of ids): HTML and/or PDF (an empty path skips
    // that format).
    bool exportReport(const QList<qint64> &ids, qint64 baselineId, const QString &htmlPath,
                      const QString &pdfPath);
    // The same with the baseline baselineFor(ids) picks.
    bool exportReport(const QList<qint64> &ids, const QString &htmlPath, const QString &pdfPath);
    // The GUI's one baseline rule, for Compare and Report alike: the baseline
    // the user picked in the comparison view when it shows these runs, else
    // the oldest of them (by start time, then id).
    qint64 baselineFor(const QList<qint64> &ids) const;
    bool deleteRuns(const QList<qint64> &ids); // no confirmation; can be undone
    bool undoDelete();                         // stores the last deleted runs again
    bool setNoteAndTags(qint64 id, const QString &note, const QStringList &tags);
    int undoDepth() const { return static_cast<int>(m_deleted.size()); }
    // Deletes for good the runs this view moved to the library's trash (the
    // window calls it before the library closes); Undo has nothing left.
    void emptyTrash();

    // Filters (the combo box and the line edit show them).
    void setKindFilter(const QString &kind); // empty: every kind
    QString kindFilter() const;
    void setTextFilter(const QString &text);
    QString textFilter() const;

    // Selection in the list, in the list's order. Compare (Ctrl+K) and
    // Report (Ctrl+Shift+R) take their baseline from baselineFor().
    QList<qint64> selectedIds() const;
    void selectIds(const QList<qint64> &ids);

    // Read-only views for tests.
    int rowCount() const;
    QList<qint64> listedIds() const;
    QString lastError() const { return m_lastError; }
    QString statusText() const;
    QTableView *table() const { return m_table; }
    QComboBox *kindCombo() const { return m_kind; }
    QLineEdit *filterEdit() const { return m_filter; }
    widgets::RunListModel *model() const { return m_model; }
    widgets::RunView *runView() const { return m_runView; }
    widgets::ComparisonView *comparisonView() const { return m_comparison; }
    QAction *openAction() const { return m_openAction; }
    QAction *compareAction() const { return m_compareAction; }
    QAction *reportAction() const { return m_reportAction; }
    QAction *deleteAction() const { return m_deleteAction; }
    QAction *undoAction() const { return m_undoAction; }
    QAction *editAction() const { return m_editAction; }
    QAction *refreshAction() const { return m_refreshAction; }

public slots:
    // Lists the runs again (call it when a run was added or finished).
    void refresh();

signals:
    void runOpened(qint64 id);
    void comparisonOpened(const QList<qint64> &ids);
    void runsChanged(); // after a delete, an undo or an edit

private slots:
    void openSelected();
    void compareSelected();
    void reportSelected();
    void deleteSelected();
    void editSelected();
    void updateActions();

private:
    void buildActions();
    void buildLayout();
    void refreshKinds(const QStringList &kindsInLibrary);
    bool loadRuns(const QList<qint64> &ids, std::vector<core::RunData> *runs);
    bool libraryReady();
    void fail(const QString &message);
    void inform(const QString &message);

    core::RunLibrary *m_library = nullptr;
    ConfirmDelete m_confirmDelete;
    std::vector<std::pair<QString, QString>> m_shownChannels; // tag, title of the run in the Run tab
    std::vector<QList<qint64>> m_deleted; // undo stack of trashed run ids, newest last
    QString m_lastError;

    QComboBox *m_kind = nullptr;
    QLineEdit *m_filter = nullptr;
    QTableView *m_table = nullptr;
    widgets::RunListModel *m_model = nullptr;
    QLabel *m_status = nullptr;
    QTabWidget *m_detail = nullptr;
    widgets::RunView *m_runView = nullptr;
    widgets::ComparisonView *m_comparison = nullptr;

    QAction *m_openAction = nullptr;
    QAction *m_compareAction = nullptr;
    QAction *m_reportAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_editAction = nullptr;
    QAction *m_refreshAction = nullptr;
    QAction *m_findAction = nullptr;
};

} // namespace loopscope::app::gui
