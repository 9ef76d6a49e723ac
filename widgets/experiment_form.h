#pragma once
// A parameter form generated from a probe kind's description (ProbeKindSpec):
// one editor per ParamSpec — QSpinBox / QDoubleSpinBox with the declared range
// and the unit as suffix, QCheckBox for yes/no, QComboBox for choices and
// QLineEdit for text — labelled with the parameter's label, its help as the
// tooltip; advanced parameters sit in a collapsible "More" group.
//
// Validity is decided by core::validateParams, so the form rejects exactly
// what the CLI rejects, with the same message. A number typed outside its
// range stays in the editor as typed (it is not clamped silently) and makes
// the form invalid until it is corrected.

#include "core/experiment/experiment.h"

#include <QString>
#include <QVariantMap>
#include <QWidget>
#include <vector>

class QAbstractSpinBox;
class QFormLayout;
class QLabel;
class QToolButton;

namespace loopscope::widgets {

class ExperimentForm : public QWidget
{
    Q_OBJECT
public:
    explicit ExperimentForm(QWidget *parent = nullptr);
    ~ExperimentForm() override;

    // Rebuilds the form for a kind and fills it with the kind's defaults. The
    // form keeps its own copy of the description.
    void setSpec(const core::ProbeKindSpec &spec);
    const core::ProbeKindSpec &spec() const { return m_spec; }

    // The validated, complete values; empty when the form is invalid (see message()).
    QVariantMap values() const;
    // What the editors hold, as typed (not validated). For keys whose editor
    // holds a number outside its range this is the typed text.
    QVariantMap rawValues() const;
    // Validates the map (missing keys take their defaults) and shows it. On
    // bad values nothing changes and false is returned with the message.
    bool setValues(const QVariantMap &values, QString *error = nullptr);
    void resetToDefaults();

    bool isValid() const { return m_message.isEmpty(); }
    QString message() const { return m_message; } // core::validateParams' message, "" when valid

    // The editor of a parameter (QSpinBox, QDoubleSpinBox, QCheckBox,
    // QComboBox or QLineEdit), or nullptr when the kind has no such key.
    QWidget *editor(const QString &key) const;
    int editorCount() const { return int(m_editors.size()); }
    bool isMoreExpanded() const;
    void setMoreExpanded(bool expanded);
    QToolButton *moreButton() const { return m_moreButton; }

signals:
    // Emitted whenever the validity or the message changes.
    void validityChanged(bool valid, const QString &message);
    // Emitted when any value is edited (after the validity was updated).
    void valuesEdited();

private:
    struct Editor
    {
        QString key;
        QWidget *widget = nullptr;
    };

    void clearEditors();
    QWidget *createEditor(const core::ParamSpec &param);
    void showValue(const core::ParamSpec &param, QWidget *editor, const QVariant &value);
    QVariant editorValue(const core::ParamSpec &param, QWidget *editor) const;
    void revalidate();
    void watchTyping(QAbstractSpinBox *spin);

    core::ProbeKindSpec m_spec;
    std::vector<Editor> m_editors;
    QFormLayout *m_basic = nullptr;
    QFormLayout *m_advanced = nullptr;
    QWidget *m_moreBox = nullptr;
    QToolButton *m_moreButton = nullptr;
    QLabel *m_messageLabel = nullptr;
    QString m_message;
    bool m_filling = false;
};

} // namespace loopscope::widgets
