#pragma once
// Edit > Preferences…: the language, the unit of angles (degrees, radians,
// revolutions), the data folder (result library and run files) and the theme
// (follow the system, light, dark). Stored with QSettings; the language and
// data folder take effect at the next start, units and theme at once.

#include "widgets/jog_panel.h"

#include <QDialog>
#include <QString>

class QComboBox;
class QLineEdit;

namespace loopscope::app::gui {

struct Preferences
{
    QString language;                                   // "" = follow the system, else "de", "ja", ...
    widgets::AngleUnit angleUnit = widgets::AngleUnit::Degrees;
    QString dataFolder;                                 // "" = the standard per-user folder
    QString theme = QStringLiteral("system");           // "system", "light", "dark"

    static Preferences load();
    void save() const;
    bool operator==(const Preferences &) const = default;
};

// The theme's palette for the whole application ("system" restores the style's own).
void applyTheme(const QString &theme);
// Before the main window exists: the stored data folder becomes the library's
// folder unless $LOOPSCOPE_LIBRARY already names one.
void applyDataFolder(const Preferences &preferences);

class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(const Preferences &current, QWidget *parent = nullptr);
    Preferences preferences() const;

    QComboBox *languageCombo() const { return m_language; }
    QComboBox *unitCombo() const { return m_unit; }
    QComboBox *themeCombo() const { return m_theme; }
    QLineEdit *dataFolderEdit() const { return m_folder; }

private:
    QComboBox *m_language = nullptr;
    QComboBox *m_unit = nullptr;
    QComboBox *m_theme = nullptr;
    QLineEdit *m_folder = nullptr;
};

} // namespace loopscope::app::gui
