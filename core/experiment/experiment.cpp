#include "core/experiment/experiment.h"

#include "core/experiment/builtin_kinds.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <cmath>

namespace loopscope::core {

ProbeRegistry &ProbeRegistry::instance()
{
    static ProbeRegistry *registry = [] {
        auto *r = new ProbeRegistry;
        registerBuiltinProbeKinds(*r);
        return r;
    }();
    return *registry;
}

void ProbeRegistry::add(ProbeKindSpec spec)
{
    for (ProbeKindSpec &k : m_kinds) {
        if (k.kind == spec.kind) {
            k = std::move(spec);
            return;
        }
    }
    m_kinds.push_back(std::move(spec));
}

const ProbeKindSpec *ProbeRegistry::find(const QString &kind) const
{
    for (const ProbeKindSpec &k : m_kinds)
        if (k.kind == kind)
            return &k;
    return nullptr;
}

std::unique_ptr<LatencyProbe> ProbeRegistry::create(const QString &kind, const QVariantMap &params, QString *error,
                                                    QVariantMap *validated) const
{
    const ProbeKindSpec *spec = find(kind);
    if (!spec) {
        QStringList known;
        for (const ProbeKindSpec &k : m_kinds)
            known << k.kind;
        *error = QCoreApplication::translate("loopscope::CoreTexts", "unknown probe kind '%1' (known: %2)")
                     .arg(kind, known.join(QStringLiteral(", ")));
        return nullptr;
    }
    const QVariantMap complete = validateParams(*spec, params, error);
    if (complete.isEmpty() && !spec->params.empty())
        return nullptr;
    if (validated)
        *validated = complete;
    if (!spec->create) {
        *error = QCoreApplication::translate("loopscope::CoreTexts", "probe kind '%1' cannot be created here")
                     .arg(kind);
        return nullptr;
    }
    return spec->create(complete, error);
}

QJsonObject Experiment::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("name"), name);
    o.insert(QStringLiteral("kind"), kind);
    o.insert(QStringLiteral("params"), QJsonObject::fromVariantMap(params));
    o.insert(QStringLiteral("note"), note);
    o.insert(QStringLiteral("under_load"), underLoad);
    if (underLoad)
        o.insert(QStringLiteral("load"), QJsonObject::fromVariantMap(load));
    return o;
}

Experiment Experiment::fromJson(const QJsonObject &json)
{
    Experiment e;
    e.name = json.value(QStringLiteral("name")).toString();
    e.kind = json.value(QStringLiteral("kind")).toString();
    e.params = json.value(QStringLiteral("params")).toObject().toVariantMap();
    e.note = json.value(QStringLiteral("note")).toString();
    e.underLoad = json.value(QStringLiteral("under_load")).toBool();
    e.load = json.value(QStringLiteral("load")).toObject().toVariantMap();
    return e;
}

const std::vector<Preset> &presets()
{
    static const std::vector<Preset> list = [] {
        std::vector<Preset> p;
        {
            Preset x{QStringLiteral("udp-100hz-200b"),
                     QStringLiteral(QT_TRANSLATE_NOOP("loopscope::Presets", "UDP 100 Hz, 200-byte payload")),
                     QStringLiteral(QT_TRANSLATE_NOOP(
                         "loopscope::Presets",
                         "What round trip does a 100 Hz command stream of 200-byte datagrams see? "
                         "10 s by default; set the duration to hours for a soak test.")),
                     {}};
            x.experiments.push_back({QStringLiteral("udp-100hz-200b"), QStringLiteral("udp-echo"),
                                     {{QStringLiteral("rate"), 100.0},
                                      {QStringLiteral("payload"), 200},
                                      {QStringLiteral("duration"), 10.0}},
                                     {}, false, {}});
            p.push_back(x);
        }
        {
            Preset x{QStringLiteral("deadline-1khz"),
                     QStringLiteral(
                         QT_TRANSLATE_NOOP("loopscope::Presets", "1 kHz control loop: deadline misses")),
                     QStringLiteral(QT_TRANSLATE_NOOP(
                         "loopscope::Presets",
                         "How often does a 1 kHz loop on this host miss its deadline, and by how much?")),
                     {}};
            x.experiments.push_back({QStringLiteral("deadline-1khz"), QStringLiteral("deadline"),
                                     {{QStringLiteral("rate"), 1000.0}, {QStringLiteral("duration"), 60.0}},
                                     {}, false, {}});
            p.push_back(x);
        }
        {
            Preset x{QStringLiteral("servo-poll-12"),
                     QStringLiteral(QT_TRANSLATE_NOOP("loopscope::Presets", "12-servo poll")),
                     QStringLiteral(QT_TRANSLATE_NOOP(
                         "loopscope::Presets",
                         "How long does one poll of 12 servos take on the bus (simulated unless "
                         "a port is given)?")),
                     {}};
            x.experiments.push_back({QStringLiteral("servo-poll-12"), QStringLiteral("control-loop"),
                                     {{QStringLiteral("servos"), 12}, {QStringLiteral("duration"), 30.0}},
                                     {}, false, {}});
            p.push_back(x);
        }
        {
            Preset x{
                QStringLiteral("hiccups-idle-vs-load"),
                QStringLiteral(QT_TRANSLATE_NOOP("loopscope::Presets", "Host hiccups idle vs under load")),
                QStringLiteral(QT_TRANSLATE_NOOP(
                    "loopscope::Presets",
                    "How much does this host stall a sleeping thread, idle and with CPU, memory "
                    "and network load?")),
                {}};
            x.experiments.push_back({QStringLiteral("hiccups-idle"), QStringLiteral("hiccup"),
                                     {{QStringLiteral("duration"), 60.0}},
                                     {}, false, {}});
            x.experiments.push_back({QStringLiteral("hiccups-under-load"), QStringLiteral("hiccup"),
                                     {{QStringLiteral("duration"), 60.0}},
                                     {}, true, {}});
            p.push_back(x);
        }
        {
            Preset x{QStringLiteral("stereo-1080p"),
                     QStringLiteral(QT_TRANSLATE_NOOP("loopscope::Presets", "Stereo 1080p latency")),
                     QStringLiteral(QT_TRANSLATE_NOOP(
                         "loopscope::Presets",
                         "What is the camera-to-display latency of a 1080p stereo pair (the simulated "
                         "pair unless URLs are given)?")),
                     {}};
            x.experiments.push_back({QStringLiteral("stereo-1080p"), QStringLiteral("video"),
                                     {{QStringLiteral("size"), QStringLiteral("1920x1080")},
                                      {QStringLiteral("streams"), 2},
                                      {QStringLiteral("duration"), 30.0}},
                                     {}, false, {}});
            p.push_back(x);
        }
        return p;
    }();
    return list;
}

} // namespace loopscope::core
