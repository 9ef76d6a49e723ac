#pragma once
// The probe kinds that need devices or the simulator, for the experiment
// registry (core/experiment/experiment.h): "udp-echo", "control-loop" and
// "video". With no target/port/URL given, each starts the simulated lab it
// needs (loopscope-sim on loopback) when the probe is created, and stops it
// when the probe is destroyed. The app and the CLI call this at start-up.

namespace loopscope::core {
class ProbeRegistry;
}

namespace loopscope::devices {

void registerDeviceProbeKinds(core::ProbeRegistry &registry);

} // namespace loopscope::devices
