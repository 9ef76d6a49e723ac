#pragma once
// `loopscope-cli bench loop ...`: runs a ControlLoopProbe with a RunCollector
// (same table, JSON, .hgrm, .hlog, CSV and progress as bench udp) and prints
// the link-budget prediction beside the measurement.

#include <QStringList>

namespace loopscope::cli {

int runBenchLoop(const QStringList &args);

} // namespace loopscope::cli
