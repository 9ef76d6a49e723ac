#pragma once
// The one way a `loopscope-cli bench ...` command runs a measurement: an
// experiment of a registered probe kind run by core::ExperimentRunner (probe
// → collector → recorder into the result library → files), polled here with
// progress on stderr, Ctrl-C and a hang limit, then the report on stdout and
// the exit code. The generated `bench KIND` commands and the hand-written
// `bench udp|loop` use it; what a command adds (its own flags, report lines,
// a verdict, fields in the JSON summary) are the hooks below.

#include "app/cli/cli_options.h"
#include "core/experiment/experiment.h"
#include "core/experiment/experiment_runner.h"
#include "devices/sim/sim_lab.h"

#include <QJsonObject>
#include <QString>
#include <functional>
#include <memory>
#include <vector>

namespace loopscope::core {
class SessionRecorder;
}

namespace loopscope::cli {

struct CliRun
{
    core::Experiment experiment;
    core::ExperimentRunOptions options; // library: filled in from --library/--no-library
    // The report's first line ("UDP echo round trip to HOST:PORT: ..."), and
    // what failed in the last stderr line ("measurement of HOST:PORT"); both
    // asked after the run, when a simulator's address is known.
    std::function<QString(core::ExperimentRunner &runner)> headline;
    std::function<QString(core::ExperimentRunner &runner)> subject;
    double expectedS = 0;   // expected length (progress, hang limit); 0 unknown
    double hangSlackS = 20; // stopped as hung this long after expectedS
    bool quiet = false;     // no progress on stderr
    QString stopMessage = QStringLiteral("stopping (interrupt again to exit at once)");
    // "cannot measure X" — the start of the message when the run cannot start.
    QString startFailure;
    // Optional: a progress line of the command's own every two seconds
    // (instead of the generic one).
    std::function<QString(core::ExperimentRunner &runner, double elapsedS)> progressLine;
    // Optional: the report's body instead of the headline, state line,
    // percentile table (µs) and counters (the streams of `bench video`).
    std::function<QString(core::ExperimentRunner &runner)> body;
    // Optional: report lines after the counters (link budget, real-time grant ...).
    std::function<QString(core::ExperimentRunner &runner)> extraReport;
    // Optional: after a run that did not fail, a reason to call it failed
    // ("all datagrams were lost"); "" when it is fine.
    std::function<QString(core::ExperimentRunner &runner)> verdict;
    // Optional: adds fields to the JSON summary written with --out.
    std::function<void(QJsonObject &root, core::ExperimentRunner &runner)> amendJson;
    // Optional, with --mcap: before the run starts, what the command records
    // besides the intervals and counters (bench video: the camera packets).
    std::function<void(core::SessionRecorder &recorder)> prepareRecording;
};

// The options a registered kind describes, taken from a command's parsed
// options by key (so reports label them like the GUI's form).
QVariantMap registryParams(const ParsedOptions &options, const QString &kind);
// A run of the registered kind, named name, with the parameters of options
// that the kind describes (so the report labels them like the GUI's form).
CliRun cliRunOfKind(const QString &kind, const QString &name, const ParsedOptions &options);
// Starts the simulated lab a --sim run measures; null with "the simulator
// failed to start: ..." in *why.
std::shared_ptr<devices::SimLab> startSimulator(const devices::SimEchoOptions &sim, QString *why);
// probe as the run's probe, with resource (the simulator it measures) kept
// alive until the probe is gone; resource may be null.
std::unique_ptr<core::LatencyProbe> probeWith(std::unique_ptr<core::LatencyProbe> probe,
                                              std::shared_ptr<void> resource);

// The value of a bench command's --name against the one rule for run names
// (core::runNameProblem): false with "bad value for --name: ..." in *error.
bool checkRunNameOption(const QString &name, QString *error);

// Runs it with the parsed options of the command (--library, --no-library)
// and returns the exit code.
int runCliExperiment(const ParsedOptions &options, CliRun run);
// Several runs side by side (the streams of `bench video`): each is its own
// stored run with its own files; Ctrl-C stops them all; the reports follow
// one another and the exit code is the worst of them. With more than one
// run, a progress line is "<s> s:" followed by each run's progressLine.
int runCliExperiments(const ParsedOptions &options, std::vector<CliRun> runs);

} // namespace loopscope::cli
