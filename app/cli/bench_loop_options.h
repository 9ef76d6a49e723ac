#pragma once
// The options of `loopscope-cli bench loop` (one table) and their conversion
// into a control-loop probe configuration, with every bad value named.

#include "app/cli/cli_options.h"
#include "app/cli/device_spec.h"
#include "devices/bench/control_loop_probe.h"
#include "devices/sim/sim_lab.h"

namespace loopscope::cli {

const CommandSpec &benchLoopSpec();

struct BenchLoopSettings
{
    BusSpec bus;
    devices::ControlLoopConfig probe;   // port filled in later with --sim
    bool useSim = false;
    devices::SimEchoOptions sim;        // the requested IDs on the requested bus
    QString outDir;
    QString baseName;
    double intervalS = 1.0;
    bool quiet = false;

    double expectedRunS() const;
};

bool buildBenchLoopSettings(const ParsedOptions &options, BenchLoopSettings *out, QString *error);

} // namespace loopscope::cli
