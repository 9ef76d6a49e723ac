#include "app/cli/servo_session.h"

#include "devices/discovery/serial_port_scan.h"
#include "devices/common/protocol.h"

namespace loopscope::cli {

std::unique_ptr<devices::BusBackend> makeBackend(const BusSpec &bus, const std::vector<int> &ids)
{
    return bus.protocol && bus.protocol->makeBackend ? bus.protocol->makeBackend(bus.port, bus.baud, ids) : nullptr;
}

bool firstContact(devices::BusBackend &backend, const BusSpec &bus, QString *error)
{
    const devices::DeviceResult opened = backend.open();
    if (!opened) {
        *error = QStringLiteral("cannot open %1: %2").arg(bus.port, devices::explainOpenError(bus.port, opened.error));
        return false;
    }
    // A reply lost right after the port opened (a busy bus, a loaded host,
    // an emulated node) is not yet silence: a few tries before giving up.
    constexpr int kAttempts = 3;
    for (int i = 0; i < backend.actuatorCount(); ++i) {
        devices::Actuator *actuator = backend.actuator(i);
        devices::DeviceResult r = actuator->identify();
        for (int attempt = 1; !r && attempt < kAttempts; ++attempt)
            r = actuator->identify();
        if (!r) {
            *error = QStringLiteral("%1 does not answer: %2 (%3 attempts)")
                         .arg(deviceName(bus, actuator->identity().id), r.error)
                         .arg(kAttempts);
            backend.close();
            return false;
        }
    }
    backend.close();
    return true;
}

QString deviceName(const BusSpec &bus, int id)
{
    const QString protocol = bus.protocol ? bus.protocol->title : QStringLiteral("?");
    return QStringLiteral("%1 #%2 on %3@%4").arg(protocol).arg(id).arg(bus.port).arg(bus.baud);
}

} // namespace loopscope::cli
