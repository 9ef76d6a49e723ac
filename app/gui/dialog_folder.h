#pragma once
// Where the file dialogs of the library, report and export flows open: the
// last folder the user chose in any of them (QSettings, kLastDialogFolder),
// while it still exists; else the Documents folder when there is one; else
// the home folder. A folder that does not exist is never proposed.

#include <QString>
#include <QStringList>

namespace loopscope::app::gui {

// The first of candidates that is an existing folder; the home folder when
// none is.
QString firstExistingFolder(const QStringList &candidates);

// The folder a dialog starts in (see above).
QString dialogStartFolder();

// Remembers the folder of what the user chose: a folder, or the folder of a
// file (which need not exist yet). An empty path is ignored.
void rememberDialogFolder(const QString &fileOrFolder);

} // namespace loopscope::app::gui
