#include "core/experiment/builtin_kinds.h"

namespace loopscope::core {

void registerBuiltinProbeKinds(ProbeRegistry &registry)
{
    (void)registry;
    registerSystemProbeKinds(registry);
    registerMqttProbeKind(registry);
}

} // namespace loopscope::core
