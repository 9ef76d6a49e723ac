#pragma once
// `loopscope-cli scan ...`: one discovery scan (serial ports x protocols x
// bauds x IDs, and UDP echo devices) with progress on stderr and the merged
// device table on stdout.

#include <QStringList>

namespace loopscope::cli {

int runScan(const QStringList &args);

} // namespace loopscope::cli
