#include "app/gui/preferences.h"

#include "app/gui/language.h"
#include "app/gui/settings_keys.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPalette>
#include <QPushButton>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

namespace loopscope::app::gui {

namespace keys = settings;

namespace {
QString unitCode(widgets::AngleUnit unit)
{
    switch (unit) {
    case widgets::AngleUnit::Radians: return QStringLiteral("rad");
    case widgets::AngleUnit::Revolutions: return QStringLiteral("rev");
    case widgets::AngleUnit::Degrees: break;
    }
    return QStringLiteral("deg");
}

widgets::AngleUnit unitFromCode(const QString &code)
{
    if (code == QLatin1String("rad"))
        return widgets::AngleUnit::Radians;
    if (code == QLatin1String("rev"))
        return widgets::AngleUnit::Revolutions;
    return widgets::AngleUnit::Degrees;
}
} // namespace

Preferences Preferences::load()
{
    QSettings s;
    Preferences p;
    p.language = s.value(keys::kLanguage).toString();
    p.angleUnit = unitFromCode(s.value(keys::kAngleUnit).toString());
    p.dataFolder = s.value(keys::kDataFolder).toString();
    const QString theme = s.value(keys::kTheme, QStringLiteral("system")).toString();
    p.theme = theme == QLatin1String("light") || theme == QLatin1String("dark") ? theme : QStringLiteral("system");
    return p;
}

void Preferences::save() const
{
    QSettings s;
    s.setValue(keys::kLanguage, language);
    s.setValue(keys::kAngleUnit, unitCode(angleUnit));
    s.setValue(keys::kDataFolder, dataFolder);
    s.setValue(keys::kTheme, theme);
}

void applyTheme(const QString &theme)
{
    static const QString systemStyle = QApplication::style() ? QApplication::style()->name() : QString();
    if (theme == QLatin1String("system")) {
        if (!systemStyle.isEmpty())
            QApplication::setStyle(QStyleFactory::create(systemStyle));
        QApplication::setPalette(QApplication::style()->standardPalette());
        return;
    }
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QPalette p = QApplication::style()->standardPalette();
    if (theme == QLatin1String("dark")) {
        const QColor window(0x2b, 0x2d, 0x30), base(0x1e, 0x1f, 0x22), text(0xe6, 0xe6, 0xe6);
        p.setColor(QPalette::Window, window);
        p.setColor(QPalette::WindowText, text);
        p.setColor(QPalette::Base, base);
        p.setColor(QPalette::AlternateBase, window);
        p.setColor(QPalette::Text, text);
        p.setColor(QPalette::Button, window);
        p.setColor(QPalette::ButtonText, text);
        p.setColor(QPalette::ToolTipBase, base);
        p.setColor(QPalette::ToolTipText, text);
        p.setColor(QPalette::Highlight, QColor(0x3d, 0x7e, 0xd6));
        p.setColor(QPalette::HighlightedText, Qt::white);
        p.setColor(QPalette::PlaceholderText, QColor(0x90, 0x90, 0x90));
        p.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
        for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
            p.setColor(QPalette::Disabled, role, QColor(0x80, 0x80, 0x80));
    }
    QApplication::setPalette(p);
}

void applyDataFolder(const Preferences &preferences)
{
    if (preferences.dataFolder.isEmpty() || qEnvironmentVariableIsSet("LOOPSCOPE_LIBRARY"))
        return;
    qputenv("LOOPSCOPE_LIBRARY", QDir(preferences.dataFolder).filePath(QStringLiteral("library.sqlite")).toLocal8Bit());
}

PreferencesDialog::PreferencesDialog(const Preferences &current, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Preferences"));
    setObjectName(QStringLiteral("preferencesDialog"));
    m_language = new QComboBox;
    m_language->setObjectName(QStringLiteral("languageCombo"));
    m_language->addItem(tr("Follow the system"), QString());
    for (const Language &language : availableLanguages())
        m_language->addItem(language.nativeName, language.code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(current.language)));

    m_unit = new QComboBox;
    m_unit->setObjectName(QStringLiteral("angleUnitCombo"));
    m_unit->addItem(tr("Degrees (°)"), int(widgets::AngleUnit::Degrees));
    m_unit->addItem(tr("Radians (rad)"), int(widgets::AngleUnit::Radians));
    m_unit->addItem(tr("Revolutions (rev)"), int(widgets::AngleUnit::Revolutions));
    m_unit->setCurrentIndex(std::max(0, m_unit->findData(int(current.angleUnit))));

    m_theme = new QComboBox;
    m_theme->setObjectName(QStringLiteral("themeCombo"));
    m_theme->addItem(tr("Follow the system"), QStringLiteral("system"));
    m_theme->addItem(tr("Light"), QStringLiteral("light"));
    m_theme->addItem(tr("Dark"), QStringLiteral("dark"));
    m_theme->setCurrentIndex(std::max(0, m_theme->findData(current.theme)));

    m_folder = new QLineEdit(current.dataFolder);
    m_folder->setObjectName(QStringLiteral("dataFolderEdit"));
    m_folder->setPlaceholderText(tr("The standard folder for your user"));
    auto *browse = new QPushButton(tr("Choose…"));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString start = m_folder->text().isEmpty() || !QDir(m_folder->text()).exists() ? QDir::homePath()
                                                                                              : m_folder->text();
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Data folder"), start);
        if (!dir.isEmpty())
            m_folder->setText(dir);
    });
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);

    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(tr("Language:"), m_language);
    form->addRow(tr("Angles in:"), m_unit);
    form->addRow(tr("Theme:"), m_theme);
    form->addRow(tr("Data folder:"), folderRow);
    auto *note = new QLabel(tr("The language and the data folder take effect when Loopscope starts next; the unit "
                               "of angles and the theme at once. The data folder holds the result library and the "
                               "files of every run."));
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
}

Preferences PreferencesDialog::preferences() const
{
    Preferences p;
    p.language = m_language->currentData().toString();
    p.angleUnit = widgets::AngleUnit(m_unit->currentData().toInt());
    p.dataFolder = m_folder->text().trimmed();
    p.theme = m_theme->currentData().toString();
    return p;
}

} // namespace loopscope::app::gui
