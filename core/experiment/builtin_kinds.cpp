#include "core/experiment/builtin_kinds.h"

namespace loopscope::core {

void registerBuiltinProbeKinds(ProbeRegistry &registry)
{
    (void)registry;
    // registerSystemProbeKinds(registry);  -- enabled by the system-probes change
    // registerMqttProbeKind(registry);     -- enabled by the MQTT probe change
}

} // namespace loopscope::core
