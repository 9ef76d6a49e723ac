#pragma once
// `loopscope-cli discover ...`: lists the UDP echo devices that answer a
// discovery request, as a table or JSON.

#include <QStringList>

namespace loopscope::cli {

int runDiscover(const QStringList &args); // args after "discover"; returns an exit code

} // namespace loopscope::cli
