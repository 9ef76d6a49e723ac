#include "app/gui/dialog_folder.h"

#include "app/gui/settings_keys.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace loopscope::app::gui {

QString firstExistingFolder(const QStringList &candidates)
{
    for (const QString &candidate : candidates) {
        if (!candidate.isEmpty() && QFileInfo(candidate).isDir())
            return QDir(candidate).absolutePath();
    }
    return QDir::homePath();
}

QString dialogStartFolder()
{
    const QSettings settings;
    return firstExistingFolder({settings.value(settings::kLastDialogFolder).toString(),
                                QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
                                QDir::homePath()});
}

void rememberDialogFolder(const QString &fileOrFolder)
{
    if (fileOrFolder.isEmpty())
        return;
    const QFileInfo info(fileOrFolder);
    const QString folder = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
    QSettings().setValue(settings::kLastDialogFolder, folder);
}

} // namespace loopscope::app::gui
