#pragma once
// `loopscope-cli bench <kind>` for every probe kind in the experiment
// registry that has no hand-written command (hiccup, timer, deadline, mqtt,
// ...): the options are generated from the kind's parameter descriptions
// (the same ones the GUI's form and the report use), plus the options every
// run shares (--out, --name, --note, --library, --under-load, ...).

#include "app/cli/cli_options.h"

#include <QStringList>

namespace loopscope::core {
struct ProbeKindSpec;
struct ParamSpec;
}

namespace loopscope::cli {

// The option table of one kind (generated; cached per kind).
const CommandSpec &benchExperimentSpec(const core::ProbeKindSpec &kind);
bool hasBenchExperiment(const QString &kind);
// One parameter of a kind as an option (--KEY VALUE), as every command shows it.
OptionSpec paramOption(const core::ParamSpec &p, const QString &prefix = {});
int runBenchExperiment(const QString &kind, const QStringList &args);

} // namespace loopscope::cli
