#pragma once
// Shared by the chart widgets: saves a widget's current look as a PNG file.

#include <QString>

class QWidget;

namespace loopscope::widgets {

// Empty on success, else a clear, translated message naming the path.
QString saveWidgetPng(const QWidget *widget, const QString &path);

} // namespace loopscope::widgets
