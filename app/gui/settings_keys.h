#pragma once
// Every QSettings key of the GUI, in one place.

namespace loopscope::app::gui::settings {

inline constexpr char kOrganization[] = "Loopscope";
inline constexpr char kApplication[] = "loopscope";

inline constexpr char kBenchTarget[] = "bench/target"; // "HOST:PORT"
inline constexpr char kBenchRateHz[] = "bench/rateHz";
inline constexpr char kBenchPayloadBytes[] = "bench/payloadBytes";
inline constexpr char kBenchDurationS[] = "bench/durationS";
inline constexpr char kBenchWarmupS[] = "bench/warmupS";
inline constexpr char kPercentileLogY[] = "charts/percentileLogY";
inline constexpr char kWindowGeometry[] = "window/geometry";
inline constexpr char kWindowState[] = "window/state"; // docks and toolbars
// The folder the last file dialog of the library, report and export flows
// ended in (dialog_folder.h); the key is the one the export dialogs used first.
inline constexpr char kLastDialogFolder[] = "export/lastDir";
inline constexpr char kWorkbenchQueue[] = "workbench/queue";                   // JSON array (ExperimentQueue::toJson)
inline constexpr char kWorkbenchRecordGuiHiccups[] = "workbench/recordGuiHiccups"; // bool
// Named dock layouts (View > Layouts): "layouts/<percent-encoded name>" = QMainWindow::saveState().
inline constexpr char kLayoutsGroup[] = "layouts";
// Preferences (Edit > Preferences…).
inline constexpr char kLanguage[] = "ui/language";     // "" = follow the system, else "de", "ja", "zh_CN" ...
inline constexpr char kAngleUnit[] = "ui/angleUnit";   // "deg", "rad" or "rev"
inline constexpr char kTheme[] = "ui/theme";           // "system", "light" or "dark"
inline constexpr char kDataFolder[] = "data/folder";   // "" = the standard per-user data folder
// Soft limits per device: "softLimits/<percent-encoded uniqueKey>/minPositionDeg" ...
inline constexpr char kSoftLimitsGroup[] = "softLimits";
// The names users give devices: "deviceNames/<percent-encoded identity key>" = name
// (identity key: devices::DeviceLabel::identityKey, "camera|<url>" for a camera).
inline constexpr char kDeviceNamesGroup[] = "deviceNames";
// The device tree's optional columns shown (QStringList of DeviceTree::columnIds()).
inline constexpr char kDeviceTreeColumns[] = "devices/treeColumns";
// The Fleet tab: the broker (no password: a file or the environment has it),
// whether to connect at start (it was connected when the window closed), the
// last kind and the checked agents.
inline constexpr char kFleetBrokerUrl[] = "fleet/brokerUrl";
inline constexpr char kFleetUsername[] = "fleet/username";
inline constexpr char kFleetPasswordFile[] = "fleet/passwordFile";
inline constexpr char kFleetCaFile[] = "fleet/caFile";
inline constexpr char kFleetCertFile[] = "fleet/certFile";
inline constexpr char kFleetKeyFile[] = "fleet/keyFile";
inline constexpr char kFleetPrefix[] = "fleet/prefix";
inline constexpr char kFleetConnectAtStart[] = "fleet/connectAtStart"; // bool
inline constexpr char kFleetKind[] = "fleet/kind";
inline constexpr char kFleetAgents[] = "fleet/agents"; // QStringList

} // namespace loopscope::app::gui::settings
