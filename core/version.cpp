#include "core/version.h"

#include <QString>

namespace loopscope::core {

QString versionString()
{
    return QStringLiteral("%1 (%2)").arg(QLatin1String(kVersion), QLatin1String(kGitRevision));
}

} // namespace loopscope::core
