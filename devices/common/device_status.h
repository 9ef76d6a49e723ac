#pragma once
// What a device is doing now, as a view shows it beside its name: whether
// its link answers (online / lost, with the reason), its fault, and whether
// its torque is on. Pure data; who updates it is the owner of the devices
// (the GUI's DeviceController, from bus states, faults and telemetry).

#include <QString>

namespace loopscope::devices {

// 0 means unknown (STYLE rule 10): found by a scan, not heard from since.
enum class DeviceLink : int { Unknown = 0, Online, Lost };

struct DeviceStatus
{
    DeviceLink link = DeviceLink::Unknown;
    QString linkText;  // why it is lost: "read error: ...", "not answering"
    int faultCode = 0; // 0: none
    QString faultText;
    bool torqueOn = false;

    bool faulted() const { return faultCode != 0 || !faultText.isEmpty(); }
    bool operator==(const DeviceStatus &) const = default;
};

} // namespace loopscope::devices
