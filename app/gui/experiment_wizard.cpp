#include "app/gui/experiment_wizard.h"

#include "core/experiment/run_name.h"

#include "core/bench/load_generator.h"
#include "widgets/experiment_form.h"
#include "widgets/spec_text.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QVBoxLayout>
#include <QWizardPage>
#include <functional>

namespace loopscope::app::gui {

namespace {

constexpr int kChoiceTypeRole = Qt::UserRole + 1; // "preset" or "kind"
constexpr int kChoiceIdRole = Qt::UserRole + 2;

// A page whose completeness is a function of the wizard's state.
class CheckedPage : public QWizardPage
{
public:
    explicit CheckedPage(std::function<bool()> complete) : m_complete(std::move(complete)) {}
    bool isComplete() const override { return m_complete(); }
    void recheck() { emit completeChanged(); }

private:
    std::function<bool()> m_complete;
};

QString choiceKey(const QListWidgetItem *item)
{
    if (!item)
        return {};
    return item->data(kChoiceTypeRole).toString() + QLatin1Char(':') + item->data(kChoiceIdRole).toString();
}

} // namespace

ExperimentWizard::ExperimentWizard(QWidget *parent) : QWizard(parent)
{
    setObjectName(QStringLiteral("experimentWizard"));
    setWindowTitle(tr("New experiment"));
    setWizardStyle(QWizard::ClassicStyle);
    const core::ProbeRegistry &registry = core::ProbeRegistry::instance();

    // 1. Preset or probe kind.
    auto *choose = new CheckedPage([this] {
        const QListWidgetItem *item = m_choices->currentItem();
        return item && (item->flags() & Qt::ItemIsEnabled);
    });
    choose->setTitle(tr("What do you want to measure?"));
    choose->setSubTitle(tr("Pick a preset for a common question, or a probe to set up yourself."));
    m_choices = new QListWidget(choose);
    m_choices->setObjectName(QStringLiteral("experimentChoices"));
    auto addHeader = [this](const QString &text) {
        auto *item = new QListWidgetItem(text, m_choices);
        QFont font = item->font();
        font.setBold(true);
        item->setFont(font);
        item->setFlags(Qt::NoItemFlags);
    };
    addHeader(tr("Presets"));
    for (const core::Preset &p : core::presets()) {
        auto *item = new QListWidgetItem(widgets::presetTitle(p), m_choices);
        item->setData(kChoiceTypeRole, QStringLiteral("preset"));
        item->setData(kChoiceIdRole, p.id);
        item->setToolTip(widgets::presetQuestion(p));
        bool usable = !p.experiments.empty();
        for (const core::Experiment &x : p.experiments)
            usable = usable && registry.find(x.kind);
        if (!usable) {
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
            item->setToolTip(tr("%1 (its probe is not available in this build)").arg(widgets::presetQuestion(p)));
        }
    }
    addHeader(tr("Probes"));
    for (const core::ProbeKindSpec &k : registry.kinds()) {
        auto *item = new QListWidgetItem(QStringLiteral("%1 (%2)").arg(widgets::kindTitle(k), k.kind), m_choices);
        item->setData(kChoiceTypeRole, QStringLiteral("kind"));
        item->setData(kChoiceIdRole, k.kind);
        item->setToolTip(widgets::kindSummary(k));
    }
    m_choiceInfo = new QLabel(choose);
    m_choiceInfo->setWordWrap(true);
    auto *chooseLayout = new QVBoxLayout(choose);
    chooseLayout->addWidget(m_choices, 1);
    chooseLayout->addWidget(m_choiceInfo);
    connect(m_choices, &QListWidget::currentItemChanged, this, [this, choose] {
        onChoiceChanged();
        choose->recheck();
    });
    connect(m_choices, &QListWidget::itemDoubleClicked, this, [this](QListWidgetItem *item) {
        if (item->flags() & Qt::ItemIsEnabled)
            next();
    });
    setPage(ChoosePage, choose);

    // 2. The generated parameter form.
    auto *params = new CheckedPage([this] { return m_form->isValid(); });
    params->setTitle(tr("Parameters"));
    m_kindSummary = new QLabel(params);
    m_kindSummary->setWordWrap(true);
    m_form = new widgets::ExperimentForm(params);
    m_form->setObjectName(QStringLiteral("experimentForm"));
    auto *paramsLayout = new QVBoxLayout(params);
    paramsLayout->addWidget(m_kindSummary);
    paramsLayout->addWidget(m_form, 1);
    connect(m_form, &widgets::ExperimentForm::validityChanged, params, [params] { params->recheck(); });
    setPage(ParamsPage, params);

    // 3. Name, note, load.
    auto *details = new CheckedPage(
        [this] { return nameProblem().isEmpty() && (!m_underLoad->isChecked() || m_loadForm->isValid()); });
    details->setTitle(tr("Name and conditions"));
    m_name = new QLineEdit(details);
    m_name->setObjectName(QStringLiteral("experimentName"));
    m_name->setPlaceholderText(tr("Default: from the probe and its parameters"));
    m_name->setToolTip(tr("Also the base name of the run's files: letters, digits, '.', '_' and '-'."));
    m_nameProblem = new QLabel(details);
    m_nameProblem->setObjectName(QStringLiteral("experimentNameProblem"));
    m_nameProblem->setWordWrap(true);
    m_nameProblem->hide();
    connect(m_name, &QLineEdit::textChanged, details, [this, details] {
        const QString problem = nameProblem();
        m_nameProblem->setText(problem.isEmpty() ? QString() : tr("This name cannot be used: %1").arg(problem));
        m_nameProblem->setVisible(!problem.isEmpty());
        details->recheck();
    });
    m_note = new QPlainTextEdit(details);
    m_note->setObjectName(QStringLiteral("experimentNote"));
    m_note->setPlaceholderText(tr("What is special about this run (cable, kernel, load, ...)"));
    m_note->setMaximumHeight(80);
    m_underLoad = new QCheckBox(tr("Run under load (CPU, memory, loopback network)"), details);
    m_underLoad->setObjectName(QStringLiteral("underLoad"));
    m_underLoad->setToolTip(tr("Runs the load generator beside the probe, to compare with the same probe idle."));
    m_presetInfo = new QLabel(details);
    m_presetInfo->setWordWrap(true);
    m_loadForm = new widgets::ExperimentForm(details);
    m_loadForm->setObjectName(QStringLiteral("loadForm"));
    m_loadForm->setSpec(core::LoadGenerator::spec());
    m_loadForm->setEnabled(false);
    auto *detailsLayout = new QVBoxLayout(details);
    auto *top = new QFormLayout;
    top->addRow(tr("Name:"), m_name);
    top->addRow(QString(), m_nameProblem);
    top->addRow(tr("Note:"), m_note);
    detailsLayout->addLayout(top);
    detailsLayout->addWidget(m_presetInfo);
    detailsLayout->addWidget(m_underLoad);
    detailsLayout->addWidget(m_loadForm, 1);
    connect(m_underLoad, &QCheckBox::toggled, this, [this, details] {
        const core::Preset *p = preset();
        bool presetLoads = false;
        if (p)
            for (const core::Experiment &x : p->experiments)
                presetLoads = presetLoads || x.underLoad;
        m_loadForm->setEnabled(m_underLoad->isChecked() || presetLoads);
        details->recheck();
    });
    connect(m_loadForm, &widgets::ExperimentForm::validityChanged, details, [details] { details->recheck(); });
    setPage(DetailsPage, details);

    // The first usable entry is selected, so Next works at once.
    for (int i = 0; i < m_choices->count(); ++i) {
        if (m_choices->item(i)->flags() & Qt::ItemIsEnabled) {
            m_choices->setCurrentRow(i);
            break;
        }
    }
    resize(560, 520);
}

ExperimentWizard::~ExperimentWizard() = default;

bool ExperimentWizard::selectPreset(const QString &presetId)
{
    for (int i = 0; i < m_choices->count(); ++i) {
        QListWidgetItem *item = m_choices->item(i);
        if (item->data(kChoiceTypeRole).toString() == QLatin1String("preset") &&
            item->data(kChoiceIdRole).toString() == presetId && (item->flags() & Qt::ItemIsEnabled)) {
            m_choices->setCurrentItem(item);
            prepareForm();
            return true;
        }
    }
    return false;
}

bool ExperimentWizard::selectKind(const QString &kind)
{
    for (int i = 0; i < m_choices->count(); ++i) {
        QListWidgetItem *item = m_choices->item(i);
        if (item->data(kChoiceTypeRole).toString() == QLatin1String("kind") &&
            item->data(kChoiceIdRole).toString() == kind) {
            m_choices->setCurrentItem(item);
            prepareForm();
            return true;
        }
    }
    return false;
}

QString ExperimentWizard::selectedPreset() const
{
    const QListWidgetItem *item = m_choices->currentItem();
    if (!item || item->data(kChoiceTypeRole).toString() != QLatin1String("preset"))
        return {};
    return item->data(kChoiceIdRole).toString();
}

QString ExperimentWizard::selectedKind() const
{
    if (const core::Preset *p = preset())
        return p->experiments.empty() ? QString() : p->experiments.front().kind;
    const QListWidgetItem *item = m_choices->currentItem();
    if (!item || item->data(kChoiceTypeRole).toString() != QLatin1String("kind"))
        return {};
    return item->data(kChoiceIdRole).toString();
}

const core::Preset *ExperimentWizard::preset() const
{
    const QString id = selectedPreset();
    if (id.isEmpty())
        return nullptr;
    for (const core::Preset &p : core::presets())
        if (p.id == id)
            return &p;
    return nullptr;
}

void ExperimentWizard::onChoiceChanged()
{
    const QListWidgetItem *item = m_choices->currentItem();
    if (const core::Preset *p = preset()) {
        QStringList names;
        for (const core::Experiment &x : p->experiments)
            names << (x.underLoad ? tr("%1 (under load)").arg(x.name) : x.name);
        m_choiceInfo->setText(tr("%1\nRuns: %2").arg(widgets::presetQuestion(*p), names.join(QStringLiteral(", "))));
    } else if (const core::ProbeKindSpec *k = core::ProbeRegistry::instance().find(selectedKind())) {
        m_choiceInfo->setText(widgets::kindSummary(*k));
    } else {
        m_choiceInfo->setText(item ? item->toolTip() : QString());
    }
}

void ExperimentWizard::initializePage(int id)
{
    if (id == ParamsPage || id == DetailsPage)
        prepareForm();
    QWizard::initializePage(id);
}

// Fills the forms for the current choice, unless they already show it (so
// going Back and Next keeps what the user typed).
void ExperimentWizard::prepareForm()
{
    const QString key = choiceKey(m_choices->currentItem());
    if (key == m_formPreparedFor)
        return;
    m_formPreparedFor = key;
    const core::ProbeKindSpec *spec = core::ProbeRegistry::instance().find(selectedKind());
    if (!spec)
        return;
    m_form->setSpec(*spec);
    m_kindSummary->setText(widgets::kindSummary(*spec));
    const core::Preset *p = preset();
    bool presetLoads = false;
    if (p) {
        QString error;
        if (!m_form->setValues(p->experiments.front().params, &error))
            m_kindSummary->setText(widgets::kindSummary(*spec) + QLatin1Char('\n') + error);
        QStringList loaded;
        for (const core::Experiment &x : p->experiments) {
            if (x.underLoad) {
                presetLoads = true;
                loaded << x.name;
                if (!x.load.isEmpty())
                    m_loadForm->setValues(x.load);
            }
        }
        m_presetInfo->setText(
            tr("This preset runs %n experiment(s); the parameters apply to each.", nullptr, int(p->experiments.size())) +
            (loaded.isEmpty() ? QString() : QLatin1Char(' ') + tr("Under load: %1.").arg(loaded.join(QStringLiteral(", ")))));
    } else {
        m_presetInfo->clear();
    }
    m_presetInfo->setVisible(p != nullptr);
    m_underLoad->setText(p ? tr("Run every experiment under load") : tr("Run under load (CPU, memory, loopback network)"));
    m_loadForm->setEnabled(m_underLoad->isChecked() || presetLoads);
}

QString ExperimentWizard::nameProblem() const
{
    const QString name = m_name->text().trimmed();
    return name.isEmpty() ? QString() : core::runNameProblem(name);
}

std::vector<core::Experiment> ExperimentWizard::experiments() const
{
    std::vector<core::Experiment> out;
    const QVariantMap values = m_form->values();
    if (values.isEmpty() && !m_form->spec().params.empty())
        return out;
    const QString name = m_name->text().trimmed();
    const QString note = m_note->toPlainText().trimmed();
    const bool loadAll = m_underLoad->isChecked();
    const QVariantMap load = m_loadForm->values();
    const core::Preset *p = preset();
    if (!p) {
        core::Experiment x;
        x.name = name;
        x.kind = m_form->spec().kind;
        x.params = values;
        x.note = note;
        x.underLoad = loadAll;
        if (loadAll)
            x.load = load;
        out.push_back(x);
        return out;
    }
    // A preset: apply what the user changed relative to the preset's first
    // experiment to every experiment of the same kind.
    const core::ProbeKindSpec &spec = m_form->spec();
    QString ignored;
    const QVariantMap base = core::validateParams(spec, p->experiments.front().params, &ignored);
    QVariantMap changes;
    for (auto it = values.constBegin(); it != values.constEnd(); ++it)
        if (base.value(it.key()) != it.value())
            changes.insert(it.key(), it.value());
    for (const core::Experiment &preset : p->experiments) {
        core::Experiment x = preset;
        if (x.kind == spec.kind)
            for (auto it = changes.constBegin(); it != changes.constEnd(); ++it)
                x.params.insert(it.key(), it.value());
        if (!name.isEmpty())
            x.name = p->experiments.size() > 1 ? QStringLiteral("%1-%2").arg(name, preset.name) : name;
        x.note = note;
        x.underLoad = preset.underLoad || loadAll;
        x.load = x.underLoad ? load : QVariantMap();
        out.push_back(x);
    }
    return out;
}

} // namespace loopscope::app::gui
