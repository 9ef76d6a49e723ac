#pragma once
// SIGTERM, SIGINT and SIGHUP end the GUI like File > Quit: the event loop
// quits, so the main window stores its runs as stopped and every simulator
// the app started is stopped before the process exits. A second signal of
// the same kind ends the process at once (the default action). The children
// also exit by themselves when the app dies any other way (SIGKILL, crash):
// loopscope-sim runs with --exit-with-parent.

class QObject;

namespace loopscope::app::gui {

// Call once, after the QCoreApplication exists. False when the signals
// cannot be caught (they then keep their default action).
bool quitOnTerminationSignals(QObject *parent);

} // namespace loopscope::app::gui
