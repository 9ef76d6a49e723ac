#pragma once
// The small status icons of the device tree, drawn in code (no image
// files): a grey ring for a device not heard from yet, a green dot for one
// that answers, a red dot with "!" for a fault, a grey dot crossed out in red
// for a lost link, and a yellow bolt in the corner while its torque is on.

#include <QIcon>
#include <QString>

namespace loopscope::widgets {

// What a device row shows about its state.
struct DeviceTreeStatus
{
    enum class Link : int { Unknown = 0, Online, Lost };
    Link link = Link::Unknown;
    QString linkText; // why it is lost
    bool fault = false;
    QString faultText;
    bool torqueOn = false;

    bool operator==(const DeviceTreeStatus &) const = default;
};

// The icon of a status; the same status draws the same icon.
QIcon deviceStatusIcon(const DeviceTreeStatus &status);

} // namespace loopscope::widgets
