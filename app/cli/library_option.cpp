#include "app/cli/library_option.h"

#include "app/cli/recording_option.h"

#include "app/cli/exit_codes.h"
#include "core/library/run_library.h"

#include <QFileInfo>

namespace loopscope::cli {

OptionSpec libraryOption()
{
    return {
        QStringLiteral("library"),
        QStringLiteral("PATH"),
        QStringLiteral("The result library: an SQLite file, or postgresql://USER@HOST[:PORT]/DB for a shared "
                       "one (password from PGPASSFILE or ~/.pgpass); default $LOOPSCOPE_LIBRARY, else the "
                       "library in the user's data folder that the GUI shows too."),
        {}};
}

QString libraryPath(const ParsedOptions &options)
{
    const QString given = options.value(QStringLiteral("library"));
    return options.isSet(QStringLiteral("library")) && !given.isEmpty() ? given
                                                                        : core::RunLibrary::defaultPath();
}

namespace {

bool emptyLibraryOption(const ParsedOptions &options, QString *error)
{
    if (options.isSet(QStringLiteral("library")) && options.value(QStringLiteral("library")).isEmpty()) {
        *error = QStringLiteral("bad value for --library: an empty path");
        return true;
    }
    return false;
}

} // namespace

int openLibraryToRead(const ParsedOptions &options, core::RunLibrary *library, QString *error)
{
    if (emptyLibraryOption(options, error))
        return kExitUsage;
    const QString path = libraryPath(options);
    if (!core::RunLibrary::isDatabaseUrl(path) && !QFileInfo::exists(path)) {
        *error =
            QStringLiteral("the result library %1 does not exist (nothing was created; the bench commands "
                           "create it when they store a run)")
                .arg(path);
        return kExitUsage;
    }
    return library->open(path, error) ? kExitSuccess : kExitIoError;
}

std::vector<OptionSpec> libraryOptions()
{
    OptionSpec library = libraryOption();
    library.valueName = QStringLiteral("FILE|URL");
    library.description =
        QStringLiteral("Store the run in this result library: an SQLite file, or "
                       "postgresql://USER@HOST[:PORT]/DB (password from PGPASSFILE or ~/.pgpass). "
                       "Default: $LOOPSCOPE_LIBRARY, else the library in the user's data folder "
                       "that the GUI shows.");
    return {library,
            {QStringLiteral("no-library"),
             {},
             QStringLiteral("Do not store the run in the result library."),
             {}}};
}

CommandSpec withLibraryOptions(CommandSpec spec)
{
    for (OptionSpec &o : libraryOptions())
        spec.options.push_back(std::move(o));
    spec.options.push_back(mcapOption()); // a bench run's other record (recording_option.h)
    return spec;
}

bool openRunLibrary(const ParsedOptions &options, core::RunLibrary *library, QString *warning)
{
    if (options.isSet(QStringLiteral("no-library")))
        return false;
    QString error;
    if (emptyLibraryOption(options, &error) || !library->open(libraryPath(options), &error)) {
        *warning = QStringLiteral("the run is not stored: cannot open the result library %1: %2")
                       .arg(libraryPath(options), error);
        return false;
    }
    return true;
}

} // namespace loopscope::cli
