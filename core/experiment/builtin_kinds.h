#pragma once
// The probe kinds Loopscope ships. The registry calls
// registerBuiltinProbeKinds() once, on first use, for the kinds that need
// only core. Kinds that need devices (the simulator, buses) are added by
// devices::registerDeviceProbeKinds(), which the app and the CLI call at
// start-up.

#include <QVariantMap>

namespace loopscope::core {

class ProbeRegistry;

void registerBuiltinProbeKinds(ProbeRegistry &registry);

// One per area (defined next to the probes they create).
void registerSystemProbeKinds(ProbeRegistry &registry); // hiccup, timer, deadline: core/experiment/system_probe_kinds.cpp
void registerMqttProbeKind(ProbeRegistry &registry);    // mqtt: core/experiment/mqtt_probe_kind.cpp

// The mqtt kind's parameters as the probe's configuration (a fleet agent
// that relays for another host's probe builds its relay from them).
struct MqttProbeConfig;
MqttProbeConfig mqttProbeConfig(const QVariantMap &params);

} // namespace loopscope::core
