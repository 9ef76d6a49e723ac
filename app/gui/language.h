#pragma once
// The user interface language: which catalogues ship, and switching to one.
// Loopscope's catalogues are built into the resources (:/i18n/loopscope_XX.qm,
// from translations/*.ts); Qt's own texts (dialog and wizard buttons, context
// menus) come from Qt's qtbase_XX.qm in QLibraryInfo's translations folder.

#include <QList>
#include <QLocale>
#include <QString>

namespace loopscope::app::gui {

struct Language
{
    QString code;       // "en", "de", "ja", "zh_CN": what installLanguage and --lang take
    QString nativeName; // "English", "Deutsch", "日本語", "中文 (中国)"
};

// English (the source texts) first, then every shipped catalogue by code.
QList<Language> availableLanguages();

// Installs Loopscope's and Qt's translators for code, replacing the ones an
// earlier call installed, and makes QLocale(code) the default locale (numbers,
// dates). An empty code means the system locale. "en" (or any English)
// removes the translators. Widgets receive a LanguageChange event. Returns
// false when Loopscope has no catalogue for a non-English code (the texts are
// then English, the numbers still follow the locale).
bool installLanguage(const QString &code);

// The code of the installed Loopscope catalogue, "en" when none.
QString installedLanguage();

} // namespace loopscope::app::gui
