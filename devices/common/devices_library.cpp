// Anchors the loopscope_devices library; the real code lives beside it in one
// folder per device family (see STYLE.md).
namespace loopscope::devices {
const char *libraryName() { return "loopscope_devices"; }
} // namespace loopscope::devices
