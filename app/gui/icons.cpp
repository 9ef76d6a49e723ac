#include "app/gui/icons.h"

#include <QString>

namespace loopscope::app::gui {

QIcon resourceIcon(const char *name)
{
    QIcon icon;
    for (const int size : {24, 48})
        icon.addFile(QStringLiteral(":/icons/%1-%2.png").arg(QLatin1String(name)).arg(size),
                     QSize(size, size));
    if (qstrcmp(name, "loopscope") == 0)
        icon.addFile(QStringLiteral(":/icons/loopscope-256.png"), QSize(256, 256));
    return icon;
}

} // namespace loopscope::app::gui
