#pragma once
// Where benchmark commands store their runs: --library PATH, else
// $LOOPSCOPE_LIBRARY, else the user's data folder (RunLibrary::defaultPath);
// --no-library stores nothing. A library that cannot be opened never stops
// a measurement: the command says so and measures anyway.

#include "app/cli/cli_options.h"

#include <vector>

namespace loopscope::core {
class RunLibrary;
}

namespace loopscope::cli {

// --library PATH, for any command that reads the library (runs, compare, report).
OptionSpec libraryOption();
// --library PATH, else $LOOPSCOPE_LIBRARY, else RunLibrary::defaultPath().
QString libraryPath(const ParsedOptions &options);
// Opens the library the options name; false with a message (an empty --library is refused).
bool openLibrary(const ParsedOptions &options, core::RunLibrary *library, QString *error);

// For the bench commands, which store runs: --library FILE and --no-library.
std::vector<OptionSpec> libraryOptions();
CommandSpec withLibraryOptions(CommandSpec spec); // appends libraryOptions()

// Opens the library the options name into *library. Returns false when
// storing is off (--no-library) or the library cannot be opened; in the
// latter case *warning says why.
bool openRunLibrary(const ParsedOptions &options, core::RunLibrary *library, QString *warning);

} // namespace loopscope::cli

#include "core/library/run_library.h"

#include <memory>

namespace loopscope::cli {

// A hand-written bench command's run in the result library: opened from the
// options, header stored at begin(), intervals as the collector closes them,
// the final state at finish(). Problems are printed, never fatal.
// The options a registry kind describes, taken from a hand-written command's
// parsed options by key (so reports label them like the GUI's form).
QVariantMap registryParams(const ParsedOptions &options, const QString &kind);

class CliRunStore
{
public:
    CliRunStore(const ParsedOptions &options, core::RunCollector &collector, core::LatencyProbe &probe);
    ~CliRunStore(); // finishes a begun run (e.g. the probe did not start)
    void begin(const QString &name, const QString &title, const QVariantMap &params, const QString &note = {});
    void finish();
    QString storedLine() const; // "stored as run 12 (name) in FILE\n", or ""

private:
    core::RunLibrary m_library;
    std::unique_ptr<core::RunRecorder> m_recorder;
    core::LatencyProbe &m_probe;
    QString m_name;
    bool m_open = false;
    bool m_finished = false;
};

} // namespace loopscope::cli
