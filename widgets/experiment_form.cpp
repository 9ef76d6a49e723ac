#include "widgets/experiment_form.h"
#include "widgets/spec_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <climits>
#include <cmath>

namespace loopscope::widgets {

namespace {

bool hasRange(const core::ParamSpec &p)
{
    return p.min != p.max;
}

// Decimals needed to show v exactly (up to 6).
int decimalsFor(double v)
{
    for (int d = 0; d < 6; ++d) {
        const double scaled = v * std::pow(10.0, d);
        if (std::abs(scaled - std::round(scaled)) < 1e-6)
            return d;
    }
    return 6;
}

QString suffixFor(const core::ParamSpec &p)
{
    return p.unit.isEmpty() ? QString() : QLatin1Char(' ') + p.unit;
}

} // namespace

// A spin box signals only acceptable values (and its line edit's signals are
// blocked while it sets a value): both are watched, so a value set by code and
// a number typed out of range are both seen at once.
void ExperimentForm::watchTyping(QAbstractSpinBox *spin)
{
    if (auto *edit = spin->findChild<QLineEdit *>())
        connect(edit, &QLineEdit::textChanged, this, [this] { revalidate(); });
}

ExperimentForm::ExperimentForm(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *basic = new QWidget(this);
    m_basic = new QFormLayout(basic);
    m_basic->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(basic);

    m_moreButton = new QToolButton(this);
    m_moreButton->setObjectName(QStringLiteral("moreButton"));
    m_moreButton->setText(tr("More"));
    m_moreButton->setToolTip(tr("Show or hide the advanced parameters"));
    m_moreButton->setCheckable(true);
    m_moreButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_moreButton->setArrowType(Qt::RightArrow);
    m_moreButton->setAutoRaise(true);
    layout->addWidget(m_moreButton);

    m_moreBox = new QWidget(this);
    m_advanced = new QFormLayout(m_moreBox);
    m_advanced->setContentsMargins(12, 0, 0, 0);
    m_moreBox->setVisible(false);
    layout->addWidget(m_moreBox);
    connect(m_moreButton, &QToolButton::toggled, this, [this](bool on) {
        m_moreBox->setVisible(on);
        m_moreButton->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    });

    m_messageLabel = new QLabel(this);
    m_messageLabel->setObjectName(QStringLiteral("formMessage"));
    m_messageLabel->setWordWrap(true);
    m_messageLabel->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_messageLabel->setVisible(false);
    layout->addWidget(m_messageLabel);
    layout->addStretch(1);
    m_moreButton->setVisible(false);
}

ExperimentForm::~ExperimentForm() = default;

void ExperimentForm::clearEditors()
{
    while (m_basic->rowCount() > 0)
        m_basic->removeRow(0);
    while (m_advanced->rowCount() > 0)
        m_advanced->removeRow(0);
    m_editors.clear();
}

void ExperimentForm::setSpec(const core::ProbeKindSpec &spec)
{
    m_filling = true;
    clearEditors();
    m_spec = spec;
    bool anyAdvanced = false;
    for (const core::ParamSpec &param : m_spec.params) {
        QWidget *widget = createEditor(param);
        widget->setObjectName(QStringLiteral("param-%1").arg(param.key));
        widget->setToolTip(paramHelp(param));
        widget->setWhatsThis(paramHelp(param));
        auto *label = new QLabel(paramLabel(param));
        label->setToolTip(paramHelp(param));
        label->setBuddy(widget);
        (param.advanced ? m_advanced : m_basic)->addRow(label, widget);
        anyAdvanced = anyAdvanced || param.advanced;
        m_editors.push_back({param.key, widget});
    }
    m_moreButton->setVisible(anyAdvanced);
    m_moreButton->setChecked(false);
    m_filling = false;
    resetToDefaults();
}

QWidget *ExperimentForm::createEditor(const core::ParamSpec &param)
{
    QWidget *widget = nullptr;
    switch (param.type) {
    case core::ParamType::Int: {
        auto *spin = new QSpinBox;
        const double lo = hasRange(param) ? std::max(param.min, double(INT_MIN)) : double(INT_MIN);
        const double hi = hasRange(param) ? std::min(param.max, double(INT_MAX)) : double(INT_MAX);
        spin->setRange(int(lo), int(hi));
        spin->setSuffix(suffixFor(param));
        spin->setKeyboardTracking(true);
        connect(spin, &QSpinBox::textChanged, this, [this] { revalidate(); });
        watchTyping(spin);
        widget = spin;
        break;
    }
    case core::ParamType::Double: {
        auto *spin = new QDoubleSpinBox;
        int decimals = std::max({3, decimalsFor(param.defaultValue.toDouble())});
        if (hasRange(param))
            decimals = std::max({decimals, decimalsFor(param.min), decimalsFor(param.max)});
        spin->setDecimals(std::min(decimals, 6));
        if (hasRange(param))
            spin->setRange(param.min, param.max);
        else
            spin->setRange(-1e12, 1e12);
        spin->setSuffix(suffixFor(param));
        connect(spin, &QDoubleSpinBox::textChanged, this, [this] { revalidate(); });
        watchTyping(spin);
        widget = spin;
        break;
    }
    case core::ParamType::Bool: {
        auto *check = new QCheckBox;
        connect(check, &QCheckBox::toggled, this, [this] { revalidate(); });
        widget = check;
        break;
    }
    case core::ParamType::Choice: {
        auto *combo = new QComboBox;
        combo->addItems(param.choices);
        connect(combo, &QComboBox::currentIndexChanged, this, [this] { revalidate(); });
        widget = combo;
        break;
    }
    case core::ParamType::String: {
        auto *edit = new QLineEdit;
        edit->setClearButtonEnabled(true);
        if (!param.help.isEmpty())
            edit->setPlaceholderText(paramHelp(param));
        connect(edit, &QLineEdit::textChanged, this, [this] { revalidate(); });
        widget = edit;
        break;
    }
    }
    return widget;
}

void ExperimentForm::showValue(const core::ParamSpec &param, QWidget *editor, const QVariant &value)
{
    if (auto *spin = qobject_cast<QSpinBox *>(editor))
        spin->setValue(int(std::clamp<qint64>(value.toLongLong(), INT_MIN, INT_MAX)));
    else if (auto *dspin = qobject_cast<QDoubleSpinBox *>(editor))
        dspin->setValue(value.toDouble());
    else if (auto *check = qobject_cast<QCheckBox *>(editor))
        check->setChecked(value.toBool());
    else if (auto *combo = qobject_cast<QComboBox *>(editor))
        combo->setCurrentIndex(std::max(0, int(param.choices.indexOf(value.toString()))));
    else if (auto *edit = qobject_cast<QLineEdit *>(editor))
        edit->setText(value.toString());
}

QVariant ExperimentForm::editorValue(const core::ParamSpec &param, QWidget *editor) const
{
    (void)param;
    if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
        if (spin->hasAcceptableInput())
            return QVariant::fromValue(qint64(spin->value()));
        // As typed, so validateParams names the bad value; a number in the
        // user's locale is handed over as a number.
        bool ok = false;
        const qint64 typed = spin->locale().toLongLong(spin->cleanText(), &ok);
        return ok ? QVariant::fromValue(typed) : QVariant(spin->cleanText());
    }
    if (auto *dspin = qobject_cast<QDoubleSpinBox *>(editor)) {
        if (dspin->hasAcceptableInput())
            return dspin->value();
        bool ok = false;
        const double typed = dspin->locale().toDouble(dspin->cleanText(), &ok);
        return ok ? QVariant(typed) : QVariant(dspin->cleanText());
    }
    if (auto *check = qobject_cast<QCheckBox *>(editor))
        return check->isChecked();
    if (auto *combo = qobject_cast<QComboBox *>(editor))
        return combo->currentText();
    if (auto *edit = qobject_cast<QLineEdit *>(editor))
        return edit->text();
    return {};
}

QVariantMap ExperimentForm::rawValues() const
{
    QVariantMap out;
    for (const Editor &e : m_editors)
        if (const core::ParamSpec *param = m_spec.find(e.key))
            out.insert(e.key, editorValue(*param, e.widget));
    return out;
}

QVariantMap ExperimentForm::values() const
{
    QString error;
    const QVariantMap out = core::validateParams(m_spec, rawValues(), &error);
    if (!error.isEmpty())
        return {};
    return out;
}

bool ExperimentForm::setValues(const QVariantMap &values, QString *error)
{
    QString why;
    const QVariantMap complete = core::validateParams(m_spec, values, &why);
    if (!why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    m_filling = true;
    for (const Editor &e : m_editors)
        if (const core::ParamSpec *param = m_spec.find(e.key))
            showValue(*param, e.widget, complete.value(e.key));
    m_filling = false;
    revalidate();
    return true;
}

void ExperimentForm::resetToDefaults()
{
    QString ignored;
    if (!setValues({}, &ignored)) {
        // A kind whose defaults do not validate: show them anyway and let the
        // message say what is wrong.
        m_filling = true;
        for (const Editor &e : m_editors)
            if (const core::ParamSpec *param = m_spec.find(e.key))
                showValue(*param, e.widget, param->defaultValue);
        m_filling = false;
        revalidate();
    }
}

QWidget *ExperimentForm::editor(const QString &key) const
{
    for (const Editor &e : m_editors)
        if (e.key == key)
            return e.widget;
    return nullptr;
}

bool ExperimentForm::isMoreExpanded() const
{
    return m_moreButton->isChecked();
}

void ExperimentForm::setMoreExpanded(bool expanded)
{
    m_moreButton->setChecked(expanded);
}

void ExperimentForm::revalidate()
{
    if (m_filling)
        return;
    QString error;
    core::validateParams(m_spec, rawValues(), &error);
    const bool changed = error != m_message;
    m_message = error;
    m_messageLabel->setText(error);
    m_messageLabel->setVisible(!error.isEmpty());
    if (changed)
        emit validityChanged(error.isEmpty(), error);
    emit valuesEdited();
}

} // namespace loopscope::widgets
