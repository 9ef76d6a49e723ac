// Anchors the loopscope_widgets library; each view lives in its own file.
namespace loopscope::widgets {
const char *libraryName() { return "loopscope_widgets"; }
} // namespace loopscope::widgets
