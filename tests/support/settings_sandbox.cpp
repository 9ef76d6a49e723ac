#include "support/settings_sandbox.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>

namespace loopscope::testsupport {

bool SettingsSandbox::enter(const QString &applicationName)
{
    QStandardPaths::setTestModeEnabled(true);
    if (!m_dir.isValid())
        return false;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("LoopscopeTest"));
    QCoreApplication::setApplicationName(applicationName);
    const QByteArray binDir = qgetenv("LOOPSCOPE_BIN_DIR");
    if (!binDir.isEmpty() && qEnvironmentVariableIsEmpty("LOOPSCOPE_SIM"))
        qputenv("LOOPSCOPE_SIM", binDir + "/loopscope-sim");
    return true;
}

} // namespace loopscope::testsupport
