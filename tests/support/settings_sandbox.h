#pragma once
// The sandbox every GUI test runs in: QStandardPaths in test mode, QSettings
// written into a temporary folder of the test's own, the organisation and an
// application name of the test's own, and the simulator taken from the build
// (LOOPSCOPE_BIN_DIR) — so no test reads or writes the user's settings or
// data. Call once, in initTestCase().

#include <QString>
#include <QTemporaryDir>

namespace loopscope::testsupport {

class SettingsSandbox
{
public:
    // False (with the reason in error()) when the folder could not be made.
    bool enter(const QString &applicationName);
    QString path() const { return m_dir.path(); }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }
    QString error() const { return m_dir.errorString(); }

private:
    QTemporaryDir m_dir;
};

} // namespace loopscope::testsupport
