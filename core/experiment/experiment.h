#pragma once
// Experiments as data. An experiment is a probe kind, its parameters, the
// environment fingerprint and the results. Each probe kind describes its
// parameters once (ParamSpec); the GUI's form, the CLI's flags
// (`loopscope-cli bench <kind> --<key> VALUE`) and the report's method
// section are all generated from that one description.
//
// The parameter descriptions themselves (ParamSpec, ProbeKindSpec) live in
// core/bench/param_spec.h, beside the probes. Probe kinds are registered in
// the ProbeRegistry: the host probes and MQTT on first use
// (registerBuiltinProbeKinds, builtin_kinds.cpp), the device kinds by
// devices::registerDeviceProbeKinds. Presets are named experiments for the
// lab's common questions.

#include "core/bench/param_spec.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantMap>
#include <functional>
#include <memory>
#include <vector>

namespace loopscope::core {

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
