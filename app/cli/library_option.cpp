#include "app/cli/library_option.h"

#include "core/library/run_library.h"

namespace loopscope::cli {

OptionSpec libraryOption()
{
    return {
        QStringLiteral("library"),
        QStringLiteral("PATH"),
        QStringLiteral("The result library (an SQLite file); default $LOOPSCOPE_LIBRARY, else the library in "
                       "the user's data folder that the GUI shows too."),
        {}};
}

QString libraryPath(const ParsedOptions &options)
{
    const QString given = options.value(QStringLiteral("library"));
    return options.isSet(QStringLiteral("library")) && !given.isEmpty() ? given
                                                                        : core::RunLibrary::defaultPath();
}

bool openLibrary(const ParsedOptions &options, core::RunLibrary *library, QString *error)
{
    if (options.isSet(QStringLiteral("library")) && options.value(QStringLiteral("library")).isEmpty()) {
        *error = QStringLiteral("bad value for --library: an empty path");
        return false;
    }
    return library->open(libraryPath(options), error);
}

std::vector<OptionSpec> libraryOptions()
{
    OptionSpec library = libraryOption();
    library.valueName = QStringLiteral("FILE");
    library.description = QStringLiteral("Store the run in this result library (SQLite). Default: $LOOPSCOPE_LIBRARY, "
                                         "else the library in the user's data folder that the GUI shows.");
    return {library,
            {QStringLiteral("no-library"), {}, QStringLiteral("Do not store the run in the result library."), {}}};
}

CommandSpec withLibraryOptions(CommandSpec spec)
{
    for (OptionSpec &o : libraryOptions())
        spec.options.push_back(std::move(o));
    return spec;
}

bool openRunLibrary(const ParsedOptions &options, core::RunLibrary *library, QString *warning)
{
    if (options.isSet(QStringLiteral("no-library")))
        return false;
    QString error;
    if (!openLibrary(options, library, &error)) {
        *warning = QStringLiteral("the run is not stored: cannot open the result library %1: %2")
                       .arg(libraryPath(options), error);
        return false;
    }
    return true;
}

} // namespace loopscope::cli
