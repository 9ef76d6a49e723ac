#include "app/cli/library_option.h"

#include "core/library/run_library.h"

namespace loopscope::cli {

std::vector<OptionSpec> libraryOptions()
{
    return {{QStringLiteral("library"), QStringLiteral("FILE"),
             QStringLiteral("Store the run in this result library (SQLite). Default: $LOOPSCOPE_LIBRARY, else "
                            "the library in the user's data folder that the GUI shows."),
             {}},
            {QStringLiteral("no-library"), {}, QStringLiteral("Do not store the run in the result library."), {}}};
}

bool openRunLibrary(const ParsedOptions &options, core::RunLibrary *library, QString *warning)
{
    if (options.isSet(QStringLiteral("no-library")))
        return false;
    const QString path = options.isSet(QStringLiteral("library")) ? options.value(QStringLiteral("library"))
                                                                   : core::RunLibrary::defaultPath();
    QString error;
    if (!library->open(path, &error)) {
        *warning = QStringLiteral("the run is not stored: cannot open the result library %1: %2").arg(path, error);
        return false;
    }
    return true;
}

} // namespace loopscope::cli
