#pragma once
// The devices side of the GUI: runs discovery (devices::Scanner, off the GUI
// thread), turns every serial bus it found into a devices::Bus (moteus or
// Dynamixel backend) registered with ONE app-wide EmergencyStop, and runs the
// display-rate timer (~30 Hz) that feeds every bus's keep-alive (heartbeat())
// and drains every telemetry ring — so the devices' watchdogs are fed only
// while the GUI event loop runs. Views read the samples drained in the last
// tick (newSamples) when ticked() fires; nothing travels per sample.
// It also keeps every device's status (online / lost / fault / torque on),
// from what it sees of its buses and from whoever reports a failure.

#include "core/analysis/link_budget.h"
#include "devices/common/bus.h"
#include "devices/common/device_status.h"
#include "devices/common/emergency_stop.h"
#include "devices/discovery/scanner.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QStringList>
#include <QTimer>
#include <memory>
#include <vector>

namespace loopscope::devices {
struct Protocol;
}

namespace loopscope::app::gui {

class DeviceController : public QObject
{
    Q_OBJECT
public:
    explicit DeviceController(QObject *parent = nullptr);
    ~DeviceController() override; // cancels a scan, stops every bus

    devices::EmergencyStop &emergencyStop() { return m_estop; }

    // What Scan covers: explicit serial ports (the simulator's PTYs, scanned
    // first), /dev/ttyUSB* + /dev/ttyACM* when enumerate is set, UDP targets.
    void setScanPorts(const QStringList &ports, bool enumerate);
    void setUdpTargets(const std::vector<devices::DiscoveryTarget> &targets);
    // Dynamixel bauds tried on every port (empty: all eight).
    void setDynamixelBauds(const std::vector<int> &bauds) { m_dynamixelBauds = bauds; }

    // Starts a scan (stops the buses first: the scan needs their ports).
    // False while one runs.
    bool scan();
    void cancelScan();
    bool scanning() const { return m_scanning; }
    const devices::ScanResult &lastScan() const { return m_lastScan; }

    int busCount() const { return int(m_buses.size()); }
    devices::Bus *bus(int index) const;
    // Finds an actuator by DeviceIdentity::uniqueKey().
    bool findActuator(const QString &key, devices::Bus **bus, int *index) const;
    QStringList actuatorKeys() const;

    // Samples of one actuator drained in the last tick (valid until the next).
    const std::vector<devices::TelemetrySample> &newSamples(const QString &key) const;

    // E-STOP: pressNs is core::monotonicNs() taken when the key/button was pressed.
    void raiseEstop(std::int64_t pressNs);
    void releaseEstop();
    bool estopRaised() const { return m_estop.isRaised(); }

    // Writes 1 ms to a ttyUSB port's latency timer; empty on success, else why not.
    QString setLatencyTimerToOneMs(const QString &portPath);

    // The link budget of a bus, prefilled from its protocol, baud and devices.
    core::LinkBudgetInput budgetFor(int busIndex) const;
    // The protocol descriptor of the bus an actuator is on (null when on none).
    const devices::Protocol *protocolOf(const QString &key) const;

    // --- Device status, by DeviceIdentity::uniqueKey() (actuators and UDP
    // devices alike). A scan sets what it found online. Then the buses
    // update it: a disconnect (serial read/write error, vanished port) marks
    // every device on the bus lost with the error; a device that sends no
    // reply for kSilentLostMs while its bus runs (or tries to open) is lost ("not
    // answering"); a reply marks it online again and carries its fault and
    // whether its torque is on. Code that sees a device fail elsewhere (a
    // benchmark, a jog command) reports it with the setters; a later reply
    // from the device clears a lost mark. deviceStatusChanged on every change.
    devices::DeviceStatus deviceStatus(const QString &key) const;
    void setDeviceStatus(const QString &key, const devices::DeviceStatus &status);
    void setDeviceLost(const QString &key, const QString &reason); // reason: "read error: ..."
    void setDeviceOnline(const QString &key);
    void setDeviceFault(const QString &key, int faultCode, const QString &faultText); // 0 and "": cleared
    void setDeviceTorque(const QString &key, bool on);

    static constexpr int kTickMs = 33;
    static constexpr int kSilentLostMs = 1000;

signals:
    void scanStarted();
    void scanProgress(double fraction, const QString &text);
    void scanFinished();
    void busesAboutToChange(); // buses are going away: drop every pointer to them
    void busesChanged();
    void ticked();
    void estopChanged(bool raised);
    void busStateChanged(int busIndex, const QString &text);
    void faultChanged(const QString &key, int faultCode, const QString &faultText);
    void deviceStatusChanged(const QString &key, const loopscope::devices::DeviceStatus &status);

private:
    struct BusEntry
    {
        std::unique_ptr<devices::Bus> bus;
        QString protocol;
        const devices::Protocol *descriptor = nullptr; // from the ProtocolRegistry
        QString portPath;
        int baud = 0;
        QStringList keys; // per actuator index
    };
    void onTick();
    void onScanDone();
    void stopBuses();
    void createBuses(const devices::ScanResult &result);
    void onBusState(int busIndex, devices::BusState state, const QString &message);
    void updateStatusFromSamples(const BusEntry &entry, qint64 nowMs);

    devices::EmergencyStop m_estop;
    devices::Scanner m_scanner;
    bool m_scanning = false;
    devices::ScanResult m_lastScan;
    QStringList m_ports;
    bool m_enumerate = true;
    std::vector<int> m_dynamixelBauds;
    std::vector<devices::DiscoveryTarget> m_udpTargets;
    std::vector<BusEntry> m_buses;
    QHash<QString, std::vector<devices::TelemetrySample>> m_fresh;
    QHash<QString, devices::DeviceStatus> m_status;
    QHash<QString, qint64> m_lastHeardMs; // per actuator key, on m_clock
    QElapsedTimer m_clock;
    QTimer m_timer;
};

} // namespace loopscope::app::gui
