#pragma once
// A probe kind described as data: its parameters (ParamSpec: key, label,
// unit, type, default, range, choices, help) and how to make the probe from
// them (ProbeKindSpec). The GUI's form, the CLI's flags and the report's
// method section are all generated from this one description; the registry
// of kinds is core/experiment/experiment.h.

#include "core/bench/probe.h"

#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantMap>
#include <functional>
#include <memory>
#include <vector>

namespace loopscope::core {

enum class ParamType { Int, Double, Bool, String, Choice };

struct ParamSpec
{
    QString key;          // CLI flag and JSON key: lower-case, dashes ("payload", "rate")
    QString label;        // form label: "Payload"
    QString unit;         // "Hz", "B", "s", "µs", "" ...
    ParamType type = ParamType::Double;
    QVariant defaultValue;
    double min = 0, max = 0; // for Int/Double (inclusive); ignored when min == max
    QStringList choices;     // for Choice
    QString help;            // one sentence, shown as tooltip / in --help / in the report
    bool advanced = false;   // hidden behind "More" in the form
};

// Everything the GUI, CLI and report need to know about one probe kind.
struct ProbeKindSpec
{
    QString kind;    // "hiccup", "timer", "deadline", "mqtt", "udp-echo", ...
    QString title;   // "Host hiccups"
    QString summary; // one paragraph for --help and the wizard
    QString method;  // the method in plain words, for the report
    std::vector<ParamSpec> params;
    // Commands actuators (even only to hold them): a fleet agent refuses it
    // unless started with --allow-actuators (see core/fleet/fleet_agent.h).
    bool drivesActuators = false;
    // Creates the probe from validated parameters (every key present, typed
    // and in range). Returns null with a clear message in *error.
    std::function<std::unique_ptr<LatencyProbe>(const QVariantMap &params, QString *error)> create;
    // Optional: what is wrong with parameters that are each typed and in
    // range (an MQTT topic prefix with wildcards); ""
    // when they are fine. validateParams asks it last, so the CLI (a usage
    // error), the GUI's form and create() all see the same answer.
    std::function<QString(const QVariantMap &params)> check;
    // Optional: a short name used for the run ("hiccup-1ms"), from the params.
    std::function<QString(const QVariantMap &params)> describe;

    const ParamSpec *find(const QString &key) const;
};

// A parameter description in one call (what every kind's table is made of).
ParamSpec makeParam(QString key, QString label, QString unit, ParamType type, QVariant defaultValue, double min,
                    double max, QString help, bool advanced = false);

// Fills in defaults, converts strings ("100", "true") to the declared type
// and checks ranges and choices, then the kind's check(). Unknown keys are
// an error. Returns the complete map, or an empty map with a message naming
// the key and value.
QVariantMap validateParams(const ProbeKindSpec &spec, const QVariantMap &given, QString *error);
// A parameter value the way a person writes it: "100 Hz", "true", "qos 1".
QString formatParam(const ParamSpec &p, const QVariant &value);

} // namespace loopscope::core
