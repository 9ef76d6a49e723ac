#pragma once
// The one rule for naming a run, wherever a run is named: every
// `loopscope-cli bench` command's --name, the GUI's experiment wizard, and
// ExperimentRunner itself (so no other path can slip past it). A run's name
// is also the base name of its files, so it is a safe file name everywhere:
// letters, digits, '.', '_' and '-', not starting with '.', at most
// kMaxRunNameLength characters.

#include <QString>

namespace loopscope::core {

inline constexpr int kMaxRunNameLength = 200;

// "" when name is a valid run name; else why not, naming the name
// ("'a<b' has '<': use letters, digits, '.', '_' and '-'"). Translated
// (context loopscope::CoreTexts).
QString runNameProblem(const QString &name);

} // namespace loopscope::core
