#pragma once
// `loopscope-cli jog ...`: moves one actuator within soft limits, with the
// device watchdog armed and the keep-alive fed, and stops it at the end.

#include <QStringList>

namespace loopscope::cli {

int runJog(const QStringList &args);

} // namespace loopscope::cli
