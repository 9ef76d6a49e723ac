#pragma once
// `loopscope-cli bench udp ...`: runs a UdpEchoProbe with a RunCollector,
// shows progress, prints the percentile table and counters, writes files.

#include <QStringList>

namespace loopscope::cli {

// args: the arguments after "bench udp". Returns an exit code (exit_codes.h).
int runBenchUdp(const QStringList &args);

} // namespace loopscope::cli
