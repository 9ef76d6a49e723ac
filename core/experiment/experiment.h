#pragma once
// Experiments as data. An experiment is a probe kind, its parameters, the
// environment fingerprint and the results. Each probe kind describes its
// parameters once (ParamSpec); the GUI's form, the CLI's flags
// (`loopscope-cli bench <kind> --<key> VALUE`) and the report's method
// section are all generated from that one description.
//
// Probe kinds register themselves in the ProbeRegistry (see
// registerBuiltinProbeKinds in probe_registry.cpp); presets are named
// experiments for the lab's common questions.

#include "core/bench/probe.h"

#include <QJsonObject>
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
    // Creates the probe from validated parameters (every key present, typed
    // and in range). Returns null with a clear message in *error.
    std::function<std::unique_ptr<LatencyProbe>(const QVariantMap &params, QString *error)> create;
    // Optional: a short name used for the run ("hiccup-1ms"), from the params.
    std::function<QString(const QVariantMap &params)> describe;

    const ParamSpec *find(const QString &key) const;
};

// Fills in defaults, converts strings ("100", "true") to the declared type
// and checks ranges and choices. Unknown keys are an error. Returns the
// complete map, or an empty map with a message naming the key and value.
QVariantMap validateParams(const ProbeKindSpec &spec, const QVariantMap &given, QString *error);
// A parameter value the way a person writes it: "100 Hz", "true", "qos 1".
QString formatParam(const ParamSpec &p, const QVariant &value);

class ProbeRegistry
{
public:
    static ProbeRegistry &instance(); // the built-in kinds are registered on first use

    void add(ProbeKindSpec spec); // replaces a kind with the same name
    const ProbeKindSpec *find(const QString &kind) const;
    const std::vector<ProbeKindSpec> &kinds() const { return m_kinds; }

    // validateParams + create in one call.
    std::unique_ptr<LatencyProbe> create(const QString &kind, const QVariantMap &params, QString *error,
                                         QVariantMap *validated = nullptr) const;

private:
    std::vector<ProbeKindSpec> m_kinds;
};

// A named, saved experiment: what to run and with which parameters.
struct Experiment
{
    QString name;           // user-visible; default from the kind's describe()
    QString kind;
    QVariantMap params;     // validated, complete
    QString note;           // free user text (escaped in reports)
    bool underLoad = false; // run the load generator beside the probe
    QVariantMap load;       // load generator parameters (see load_generator.h)

    QJsonObject toJson() const;
    static Experiment fromJson(const QJsonObject &json);
};

struct Preset
{
    QString id;          // "udp-100hz-200b", ...
    QString title;       // "UDP 100 Hz, 200-byte payload"
    QString question;    // the lab question it answers, one sentence
    std::vector<Experiment> experiments; // one or more, run in order as a queue
};
const std::vector<Preset> &presets();

} // namespace loopscope::core
