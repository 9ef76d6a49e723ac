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

#include "app/cli/console.h"
#include "core/experiment/experiment.h"
#include "core/timing/fingerprint.h"

#include <QDateTime>

namespace loopscope::cli {

QVariantMap registryParams(const ParsedOptions &options, const QString &kind)
{
    QVariantMap out;
    const core::ProbeKindSpec *spec = core::ProbeRegistry::instance().find(kind);
    const QJsonObject given = options.toJson();
    if (!spec)
        return given.toVariantMap();
    for (const core::ParamSpec &p : spec->params)
        if (given.contains(p.key))
            out.insert(p.key, given.value(p.key).toVariant());
    return out;
}

CliRunStore::CliRunStore(const ParsedOptions &options, core::RunCollector &collector, core::LatencyProbe &probe)
    : m_probe(probe)
{
    QString warning;
    m_open = openRunLibrary(options, &m_library, &warning);
    if (!warning.isEmpty())
        printError(warning);
    if (m_open)
        m_recorder = std::make_unique<core::RunRecorder>(m_library, collector, probe);
}

void CliRunStore::begin(const QString &name, const QString &title, const QVariantMap &params, const QString &note)
{
    if (!m_recorder)
        return;
    core::RunData header;
    header.name = name;
    header.kind = m_probe.kind();
    header.title = title;
    header.params = params;
    header.note = note;
    header.fingerprint = core::EnvironmentFingerprint::capture().toJson();
    header.started = QDateTime::currentDateTime();
    header.state = QStringLiteral("running");
    m_name = name;
    QString error;
    if (!m_recorder->begin(header, &error)) {
        printError(QStringLiteral("the run is not stored: %1").arg(error));
        m_recorder.reset();
    }
}

CliRunStore::~CliRunStore()
{
    finish();
}

void CliRunStore::finish()
{
    if (!m_recorder || m_finished)
        return;
    m_finished = true;
    QString error;
    if (!m_recorder->finish(&error))
        printError(QStringLiteral("storing the run's end failed: %1").arg(error));
    else if (!m_recorder->lastError().isEmpty())
        printError(QStringLiteral("some intervals were not stored: %1").arg(m_recorder->lastError()));
}

QString CliRunStore::storedLine() const
{
    if (!m_recorder || m_recorder->runId() <= 0)
        return {};
    return QStringLiteral("stored as run %1 (%2) in %3\n").arg(m_recorder->runId()).arg(m_name, m_library.path());
}

} // namespace loopscope::cli
