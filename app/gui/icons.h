#pragma once
// The application's own icons (resources/icons, rendered to PNG at build
// time and embedded under :/icons): the window icon and the toolbar
// actions' (E-STOP, scan, start, stop, record).

#include <QIcon>

namespace loopscope::app::gui {

// name: an SVG's base name in resources/icons/actions ("estop", "scan",
// "start", "stop", "record") or "loopscope"; 24 px and 48 px images.
QIcon resourceIcon(const char *name);

} // namespace loopscope::app::gui
