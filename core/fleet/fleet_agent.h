#pragma once
// A fleet agent: one headless Loopscope on one host, reached through the
// broker. It announces itself (retained presence: name, host fingerprint,
// version, the probe kinds it offers, the devices it sees; the last will
// says "offline"), accepts run requests for its allowed kinds, validates
// their parameters against the kind's ParamSpec before anything starts,
// runs them through the one run path (ExperimentRunner, stored in its own
// library), streams every closed interval (histogram in the library's blob
// format, counters) and the final result, and stops a run on "cancel".
//
// Allow-list: by default every kind that does not drive actuators; a kind
// that does (ProbeKindSpec::drivesActuators) only when allowActuators is
// set, and then within the kind's own soft limits and device watchdog.
// One run at a time: a request while busy is refused with the reason.

#include "core/fleet/fleet_link.h"

#include <QJsonArray>
#include <QString>
#include <QStringList>
#include <memory>

namespace loopscope::core {
class RunLibrary;
}

namespace loopscope::core::fleet {

struct AgentConfig
{
    QString name;
    QString prefix; // empty: kDefaultPrefix
    MqttLogin login;
    QStringList allowedKinds; // empty: every kind that does not drive actuators
    bool allowActuators = false;
    RunLibrary *library = nullptr; // where the agent stores its runs (null: not stored)
    QJsonArray devices;            // what it sees, for the presence

};

class FleetAgent
{
public:
    explicit FleetAgent(AgentConfig config);
    ~FleetAgent();

    bool start(QString *error);  // connects and announces itself
    void step(int timeoutMs);    // one turn: requests, the running experiment
    void stop();                 // ends a run (cancelled), says offline, disconnects
    bool busy() const;
    QString lastEvent() const;   // one line about what just happened (for its log)
    QStringList offeredKinds() const;
    bool allows(const QString &kind, QString *why) const;
    FleetLink &link();

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::core::fleet
