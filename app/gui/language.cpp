#include "app/gui/language.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QTranslator>
#include <algorithm>
#include <memory>

namespace loopscope::app::gui {

namespace {

const QString kCatalogueDir = QStringLiteral(":/i18n");
const QString kPrefix = QStringLiteral("loopscope_");

// The translators installed by installLanguage (the application holds only pointers).
struct Installed
{
    std::unique_ptr<QTranslator> loopscope;
    std::unique_ptr<QTranslator> qt;
    QString code = QStringLiteral("en");
};

Installed &installed()
{
    static Installed state;
    return state;
}

void removeInstalled()
{
    Installed &s = installed();
    for (auto *t : {&s.loopscope, &s.qt}) {
        if (*t) {
            QCoreApplication::removeTranslator(t->get());
            t->reset();
        }
    }
    s.code = QStringLiteral("en");
}

QString nativeName(const QString &code)
{
    const QLocale locale(code);
    QString name = locale.nativeLanguageName();
    if (!name.isEmpty())
        name[0] = name[0].toUpper(); // "español" in a list of languages reads "Español"
    if (code.contains(QLatin1Char('_')) && !locale.nativeTerritoryName().isEmpty())
        name += QStringLiteral(" (%1)").arg(locale.nativeTerritoryName());
    return name.isEmpty() ? code : name;
}

} // namespace

QList<Language> availableLanguages()
{
    QList<Language> out{{QStringLiteral("en"), QStringLiteral("English")}};
    QStringList files = QDir(kCatalogueDir).entryList({kPrefix + QStringLiteral("*.qm")}, QDir::Files);
    std::sort(files.begin(), files.end());
    for (const QString &file : files) {
        const QString code = file.mid(kPrefix.size()).chopped(3);
        if (!code.isEmpty() && !code.startsWith(QLatin1String("en")))
            out.push_back({code, nativeName(code)});
    }
    return out;
}

bool installLanguage(const QString &code)
{
    removeInstalled();
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    QLocale::setDefault(locale);
    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return true;
    auto own = std::make_unique<QTranslator>();
    if (!own->load(locale, QStringLiteral("loopscope"), QStringLiteral("_"), kCatalogueDir))
        return false;
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        installed().qt = std::move(qt);
    }
    // Installed last, so it is searched first: Loopscope's own words win over Qt's.
    QCoreApplication::installTranslator(own.get());
    installed().code = QFileInfo(own->filePath()).completeBaseName().mid(kPrefix.size());
    installed().loopscope = std::move(own);
    return true;
}

QString installedLanguage()
{
    return installed().code;
}

} // namespace loopscope::app::gui
