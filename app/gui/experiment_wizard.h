#pragma once
// Builds experiments in three steps: 1. a preset for a common lab question or
// a probe kind, 2. the kind's parameters in a form generated from its
// description, 3. a name, a note and "run under load" with the load
// generator's own generated form. The result is one or more experiments (a
// preset may hold several, e.g. idle and under load) for the queue.

#include "core/experiment/experiment.h"

#include <QString>
#include <QWizard>
#include <vector>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;

namespace loopscope::widgets {
class ExperimentForm;
}

namespace loopscope::app::gui {

class ExperimentWizard : public QWizard
{
    Q_OBJECT
public:
    enum PageId { ChoosePage = 0, ParamsPage, DetailsPage };

    explicit ExperimentWizard(QWidget *parent = nullptr);
    ~ExperimentWizard() override;

    // Selects the first page's entry; false when there is no such (usable) entry.
    bool selectPreset(const QString &presetId);
    bool selectKind(const QString &kind);
    QString selectedPreset() const; // "" when a kind is selected
    QString selectedKind() const;   // the kind of the form (a preset's first experiment's kind)

    // The experiments as set up so far (valid once the form pages are complete).
    std::vector<core::Experiment> experiments() const;

    widgets::ExperimentForm *form() const { return m_form; }
    widgets::ExperimentForm *loadForm() const { return m_loadForm; }
    QLineEdit *nameEdit() const { return m_name; }
    // Why the typed name cannot name a run (core::runNameProblem), "" when
    // it can or is empty (the default name); the page cannot finish while set.
    QString nameProblem() const;
    QPlainTextEdit *noteEdit() const { return m_note; }
    QCheckBox *underLoadBox() const { return m_underLoad; }
    QListWidget *choiceList() const { return m_choices; }

protected:
    void initializePage(int id) override;

private:
    const core::Preset *preset() const;
    void onChoiceChanged();
    void prepareForm();

    QListWidget *m_choices = nullptr;
    QLabel *m_choiceInfo = nullptr;
    QLabel *m_kindSummary = nullptr;
    widgets::ExperimentForm *m_form = nullptr;
    QLineEdit *m_name = nullptr;
    QLabel *m_nameProblem = nullptr;
    QPlainTextEdit *m_note = nullptr;
    QCheckBox *m_underLoad = nullptr;
    QLabel *m_presetInfo = nullptr;
    widgets::ExperimentForm *m_loadForm = nullptr;
    QString m_formPreparedFor; // the choice the form was last filled for
};

} // namespace loopscope::app::gui
