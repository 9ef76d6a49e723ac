#pragma once
// A discovered UDP echo device exposed through the common Device
// interface, so the device tree shows it beside the servos: identity
// (transport "udp", protocol "udp-echo") and the probe round trip. It has no
// actuator. identify() repeats the discovery exchange with this one device.

#include "devices/common/device.h"
#include "devices/echo/echo_discovery.h"

namespace loopscope::devices {

class EchoDevice : public Device
{
public:
    explicit EchoDevice(const DiscoveredDevice &discovered, int identifyTimeoutMs = 500);

    // The identity a discovered echo device gets (no object needed).
    static DeviceIdentity identityOf(const DiscoveredDevice &discovered);
    // Whether an identity is one identityOf() made, and how people call the
    // family ("UDP echo board"): what a view needs without naming it.
    static bool isEchoDevice(const DeviceIdentity &identity);
    static QString familyTitle();

    DeviceIdentity identity() const override { return m_identity; }
    std::vector<ParameterDescription> parameters() const override;   // name, serial (read-only)
    std::vector<TelemetryChannel> telemetryChannels() const override; // probe_rtt_ms
    DeviceResult identify() override; // blocking: call from a worker thread
    DeviceResult readParameter(const QString &key, QVariant *value) override;
    DeviceResult writeParameter(const QString &key, const QVariant &value) override; // always fails: read-only

    const DiscoveredDevice &discovered() const { return m_discovered; }

private:
    DiscoveredDevice m_discovered;
    DeviceIdentity m_identity;
    int m_timeoutMs;
};

} // namespace loopscope::devices
