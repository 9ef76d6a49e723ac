#pragma once
// `loopscope-cli fingerprint [--json]`: the environment fingerprint that is
// attached to every result.

#include <QStringList>

namespace loopscope::cli {

int runFingerprint(const QStringList &args); // args after "fingerprint"; returns an exit code

} // namespace loopscope::cli
