#pragma once
// The options of `loopscope-cli bench udp` (one table) and their conversion
// into a probe configuration, with every bad value named.

#include "app/cli/cli_options.h"
#include "app/cli/host_port.h"
#include "core/bench/udp_echo_probe.h"
#include "devices/sim/sim_lab.h"

namespace loopscope::cli {

const CommandSpec &benchUdpSpec();

struct BenchUdpSettings
{
    core::UdpProbeConfig probe;      // host/port filled in later when useSim
    bool targetGiven = false;
    HostPort target;
    bool useSim = false;
    devices::SimEchoOptions sim;     // one device
    QString outDir;                  // empty: write no files
    QString baseName;                // file names in outDir
    double intervalS = 1.0;
    bool quiet = false;

    // Expected length of the run (warm-up included), for progress and the
    // safety limit.
    double expectedRunS() const;
};

// False with a message naming the bad option and value.
bool buildBenchUdpSettings(const ParsedOptions &options, BenchUdpSettings *out, QString *error);

} // namespace loopscope::cli
