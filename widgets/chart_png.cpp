#include "widgets/chart_png.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QImageWriter>
#include <QPixmap>
#include <QWidget>

namespace loopscope::widgets {

QString saveWidgetPng(const QWidget *widget, const QString &path)
{
    if (path.isEmpty())
        return QCoreApplication::translate("ChartPng", "No file name was given for the PNG image.");
    QFileInfo info(path);
    if (!info.absoluteDir().exists())
        return QCoreApplication::translate("ChartPng", "Cannot write %1: the folder %2 does not exist.")
            .arg(path, info.absolutePath());
    if (widget->width() <= 0 || widget->height() <= 0)
        return QCoreApplication::translate("ChartPng", "Cannot export the chart: it has no size yet.");
    const QImage image = const_cast<QWidget *>(widget)->grab().toImage();
    if (image.isNull())
        return QCoreApplication::translate("ChartPng",
                                           "Cannot export the chart: drawing it into an image failed.");
    QImageWriter writer(path, "png");
    if (!writer.write(image))
        return QCoreApplication::translate("ChartPng", "Cannot write %1: %2").arg(path, writer.errorString());
    return {};
}

} // namespace loopscope::widgets
