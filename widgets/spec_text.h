#pragma once
// The texts of the probe-kind and preset tables in the user's language. The
// tables (core/experiment, core/bench, devices/bench) hold English texts
// marked with QT_TRANSLATE_NOOP in four contexts; lupdate collects them into
// the GUI's catalogue and these functions look them up where they are shown.
// The core itself, the CLI and the stored runs keep the English texts.

#include "core/bench/param_spec.h"
#include "core/experiment/experiment.h"

#include <QString>
#include <QVariant>

namespace loopscope::widgets {

QString paramLabel(const core::ParamSpec &p);      // "loopscope::ParamLabels"; the key when empty
QString paramHelp(const core::ParamSpec &p);       // "loopscope::ParamHelp"
QString kindTitle(const core::ProbeKindSpec &k);   // "loopscope::ProbeKinds"
QString kindSummary(const core::ProbeKindSpec &k); // "loopscope::ProbeKinds"
QString presetTitle(const core::Preset &p);        // "loopscope::Presets"
QString presetQuestion(const core::Preset &p);     // "loopscope::Presets"
QString stateName(const QString &english);         // "loopscope::StateNames": bus, stream states
QString channelTitle(const QString &english);      // "loopscope::ChannelTitles": a probe channel's title
// core::formatParam for people: numbers in the current locale, yes/no translated.
QString formatParamValue(const core::ParamSpec &p, const QVariant &value);

} // namespace loopscope::widgets
