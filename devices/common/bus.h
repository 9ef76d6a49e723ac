#pragma once
// The per-bus runtime: one plain blocking thread (std::jthread) per bus that
// owns the bus's transport and actuators (through a BusBackend) and runs the
// poll loop:
//
//   every 1/pollRateHz:
//     E-STOP raised (new)    → stop every actuator first, record ack latency
//     heartbeat stale        → stop commanding motion (optionally send stop once)
//     per actuator: newest setpoint from the mailbox → command() (+ telemetry),
//                   else → query()
//     each sample → the actuator's TelemetryRing (GUI drains at display rate)
//   link lost (read/write error, port gone) → state Disconnected (< 1 s),
//     reopen every reconnectIntervalMs, re-identify, resume; the first sample
//     after a reconnect has gap = true and the gap is listed in gaps().
//
// Setpoints are a mailbox per actuator: only the newest matters. The bus keeps
// resending the newest motion setpoint each cycle (that feeds the device
// watchdog) while the app heartbeat is fresh. The app calls heartbeat() from
// its GUI event loop (display-rate timer); with no heartbeat for
// heartbeatTimeoutMs the bus stops commanding motion, discards the setpoint,
// and the devices' own watchdogs stop them if the whole process dies.
// Soft limits clamp every command before it leaves the host.
//
// State changes go out as Qt signals (queued to receivers in other threads);
// state() can also be polled. Data never travels by signal.

#include "devices/common/device.h"
#include "devices/common/emergency_stop.h"
#include "devices/common/telemetry_ring.h"

#include <QObject>
#include <QString>
#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace loopscope::devices {

// What a bus thread runs on: a transport plus a fixed list of actuators that
// stay valid across reconnects (the backend reopens the same link). All
// methods are called on the bus thread only (construction aside).
class BusBackend
{
public:
    virtual ~BusBackend() = default;
    virtual QString address() const = 0; // "/dev/pts/3@921600"
    virtual DeviceResult open() = 0;     // opens the link; clear error when it fails
    virtual void close() = 0;
    virtual bool isOpen() const = 0;
    virtual int actuatorCount() const = 0;
    virtual Actuator *actuator(int index) = 0; // 0 <= index < actuatorCount()
};

enum class BusState : int { Invalid = 0, Stopped, Connecting, Connected, Disconnected };
QString busStateName(BusState state);

struct BusOptions
{
    QString name;            // shown in trees and E-STOP acknowledgements
    double pollRateHz = 200; // 1..2000
    int reconnectIntervalMs = 300;
    int heartbeatTimeoutMs = 300;
    bool stopOnHeartbeatLoss = true; // send one stop when the heartbeat goes stale
    double deviceWatchdogS = 0.25;   // set on each actuator when connected/torque enabled; 0 = leave
    std::size_t telemetryCapacity = 4096;
};

struct TelemetryGap
{
    int actuatorIndex = -1;
    std::int64_t startNs = 0; // last good sample (or the loss detection time)
    std::int64_t endNs = 0;   // first sample after the reconnect
};

struct BusCounters
{
    std::uint64_t cycles = 0;
    std::uint64_t commands = 0;
    std::uint64_t queries = 0;
    std::uint64_t errors = 0;
    std::uint64_t reconnects = 0;
    std::uint64_t heartbeatLosses = 0;
    std::uint64_t clampedCommands = 0; // commands changed by soft limits
};

class Bus : public QObject
{
    Q_OBJECT
public:
    // estop may be null (tests); it must outlive the bus.
    Bus(std::unique_ptr<BusBackend> backend, BusOptions options, EmergencyStop *estop,
        QObject *parent = nullptr);
    ~Bus() override; // stops the thread (sends no stop: devices' watchdogs take over)

    void start(); // starts the thread (connects, then polls)
    void stop();  // joins the thread; closes the link
    bool isRunning() const;

    BusState state() const { return m_state.load(std::memory_order_acquire); }
    QString lastError() const;
    QString name() const { return m_options.name; }
    QString address() const;
    int actuatorCount() const;
    // Snapshots taken on the bus thread after each (re)identify.
    DeviceIdentity identity(int index) const;
    std::vector<TelemetryChannel> telemetryChannels(int index) const;
    std::vector<ParameterDescription> parameters(int index) const;
    std::vector<ControlMode> supportedModes(int index) const;

    // --- from any thread (GUI / CLI) ---
    // Newest wins. Returns false (and drops it) for a motion setpoint while
    // the E-STOP is raised or the index is out of range. A Stopped command
    // sends one stop.
    bool setSetpoint(int index, const ActuatorCommand &command);
    void clearSetpoint(int index); // stop commanding (device watchdog takes over)
    void requestTorque(int index, bool enabled);
    void setSoftLimits(int index, const SoftLimits &limits);
    SoftLimits softLimits(int index) const;
    // Told every setpoint the bus accepted, as it will be sent (soft limits
    // applied), on the thread that called setSetpoint: a session recording
    // sees every command to every actuator. Empty: nobody. Any thread.
    using CommandObserver = std::function<void(int index, const ActuatorCommand &sent)>;
    void setCommandObserver(CommandObserver observer);
    void heartbeat(); // call from the GUI event loop
    bool heartbeatFresh() const;

    TelemetryRing &telemetry(int index); // the consumer side: one reader thread
    std::vector<TelemetryGap> gaps() const;
    BusCounters counters() const;
    // Wakes the poll loop now (E-STOP does this).
    void wake();

signals:
    void stateChanged(loopscope::devices::BusState state, const QString &message);
    void faultChanged(int index, int faultCode, const QString &faultText);
    void heartbeatLost();

private:
    struct Impl;
    friend struct Impl;
    BusOptions m_options;
    std::atomic<BusState> m_state{BusState::Stopped};
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::devices
