#pragma once
// The names users give their devices ("left hip", "bench camera"), kept in
// QSettings by a device's identity key (devices::DeviceLabel::identityKey:
// its serial number when it reports one, else family + port + ID; a
// camera's URL), so a name survives a rescan and a restart.

#include <QString>

namespace loopscope::app::gui {

class DeviceNames
{
public:
    QString name(const QString &identityKey) const; // "" when it has none
    void setName(const QString &identityKey, const QString &name); // "" forgets it

    static QString cameraIdentityKey(const QString &url);
};

} // namespace loopscope::app::gui
