#pragma once
// The exit codes of loopscope-cli, in one place: the help text, the commands
// and the tests all use these names.

#include <QString>

namespace loopscope::cli {

inline constexpr int kExitSuccess = 0;
inline constexpr int kExitMeasurementFailed = 1; // device unreachable, all datagrams lost, ...
inline constexpr int kExitUsage = 2;             // bad option or value
inline constexpr int kExitIoError = 3;           // writing the results failed
inline constexpr int kExitInterrupted = 4;       // stopped by the user; results so far written
inline constexpr int kExitSimulatorFailed = 5;   // --sim: the simulator did not start
inline constexpr int kExitRegression = 6;       // compare: a ratio exceeded its --max-ratio limit
inline constexpr int kExitDeviceVanished = 7;   // the device went away while in use (port or link gone)

// The EXIT CODES section of every help text.
QString exitCodesHelp();

} // namespace loopscope::cli
