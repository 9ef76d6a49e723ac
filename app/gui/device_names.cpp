#include "app/gui/device_names.h"

#include "app/gui/settings_keys.h"

#include <QSettings>
#include <QUrl>

namespace loopscope::app::gui {

namespace {
QString settingsKey(const QString &identityKey)
{
    return QLatin1String(settings::kDeviceNamesGroup) + QLatin1Char('/')
           + QString::fromLatin1(QUrl::toPercentEncoding(identityKey));
}
} // namespace

QString DeviceNames::name(const QString &identityKey) const
{
    if (identityKey.isEmpty())
        return {};
    return QSettings().value(settingsKey(identityKey)).toString();
}

void DeviceNames::setName(const QString &identityKey, const QString &name)
{
    if (identityKey.isEmpty())
        return;
    QSettings s;
    if (name.trimmed().isEmpty())
        s.remove(settingsKey(identityKey));
    else
        s.setValue(settingsKey(identityKey), name.trimmed());
}

QString DeviceNames::cameraIdentityKey(const QString &url)
{
    return QStringLiteral("camera|") + url;
}

} // namespace loopscope::app::gui
