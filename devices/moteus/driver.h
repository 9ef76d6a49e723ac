#pragma once
// moteus driver: an Actuator over a MoteusLink (fdcanusb lines or RS485
// framing), plus the bus backend that owns the serial port, and the probe /
// ID-sweep helpers discovery uses.
//
//   identify   reads 0x100 model, 0x101 firmware, 0x102 register map, 0x110 ID
//   command    mode 10 (position) with the command registers in one exchange
//              with the telemetry query: Position = position + velocity;
//              Velocity = position NaN + velocity; Torque = kp/kd scale 0 +
//              feedforward torque. kp/kd scale, max torque, watchdog timeout.
//   stop       mode 0 (also clears faults and the watchdog timeout, mode 11)
//   query      mode, position, velocity, torque, q current, temperatures,
//              voltage, fault — decoded with names (mode/fault).
// Angles are degrees at this interface (device unit: revolutions).

#include "devices/common/bus.h"
#include "devices/common/device.h"
#include "devices/moteus/moteus_link.h"
#include "devices/moteus/multiplex.h"
#include "devices/transport/serial_link.h"

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace loopscope::devices::moteus {

// Indices of MoteusActuator::telemetryChannels() in TelemetrySample::values.
enum MoteusChannel : int {
    ChannelPosition = 0, // deg
    ChannelVelocity,     // deg/s
    ChannelTorque,       // N·m
    ChannelCurrent,      // A (q axis)
    ChannelTemperature,  // °C (motor; board when the motor has no sensor)
    ChannelVoltage,      // V
    ChannelCount
};

class MoteusActuator : public Actuator
{
public:
    // link must outlive the actuator. address is what identity() shows
    // ("/dev/pts/3@921600").
    MoteusActuator(MoteusLink *link, int id, QString address, int replyTimeoutMs = 20);

    DeviceIdentity identity() const override { return m_identity; }
    std::vector<ParameterDescription> parameters() const override;
    std::vector<TelemetryChannel> telemetryChannels() const override;
    DeviceResult identify() override;
    DeviceResult readParameter(const QString &key, QVariant *value) override;
    DeviceResult writeParameter(const QString &key, const QVariant &value) override;

    std::vector<ControlMode> supportedModes() const override;
    DeviceResult enableTorque(bool enabled) override;
    DeviceResult command(const ActuatorCommand &command, TelemetrySample *reply) override;
    DeviceResult query(TelemetrySample *sample) override;
    DeviceResult stop(TelemetrySample *reply) override;
    DeviceResult setDeviceWatchdog(double timeoutS) override;

    int id() const { return m_id; }
    int registerMapVersion() const { return m_registerMapVersion; }
    double watchdogTimeoutS() const { return m_watchdogS; }
    // The payload command() would send (for tests and the cycle benchmark).
    QByteArray commandPayload(const ActuatorCommand &command) const;
    // Fills a sample from a decoded query (mode/fault names, unit conversion).
    static void fillSample(const QueryResult &result, TelemetrySample *sample);

private:
    DeviceResult exchange(const QByteArray &payload, QByteArray *reply);
    DeviceResult exchangeQuery(const QByteArray &payload, TelemetrySample *sample);

    MoteusLink *m_link;
    int m_id;
    int m_replyTimeoutMs;
    DeviceIdentity m_identity;
    int m_registerMapVersion = -1;
    double m_watchdogS = 0.1; // sent with every command (0x027)
    int m_lastDeviceMode = -1;
    QueryFormat m_queryFormat;
};

// --- probing (discovery) -------------------------------------------------
struct MoteusProbeResult
{
    int id = -1;
    DeviceIdentity identity;
};

// Probes one ID: a query with reply wanted, waiting up to timeoutMs; on a
// reply reads the identity registers. Replies that do not carry the
// registers asked for (late answers to an earlier request) do not count.
// False (no error text) when nothing answered; *error set only for
// transport failures.
bool probeMoteusId(MoteusLink *link, int id, const QString &address, int timeoutMs,
                   MoteusProbeResult *out, QString *error);
// Sweeps ids in order (probeMoteusId for each); cancel (may be null) is polled
// between IDs; progress(done, total) is called after each ID (may be empty).
std::vector<MoteusProbeResult> sweepMoteusIds(MoteusLink *link, const std::vector<int> &ids,
                                              const QString &address, int timeoutMs,
                                              const std::atomic<bool> *cancel,
                                              const std::function<void(int, int)> &progress,
                                              QString *error);
// Broadcast (ID 0x7f) read of register 0x110: waits up to timeoutMs for the
// first reply, then collects until no reply came for timeoutMs; returns the
// IDs that answered (sorted, unique). A reply counts only from a device ID
// (1..126) and carrying register 0x110 with that ID; the sources of other
// replies go to *ignored (sorted, unique) when given.
std::vector<int> broadcastMoteusIds(MoteusLink *link, int timeoutMs, QString *error,
                                    std::vector<int> *ignored = nullptr);

// --- bus backend ------------------------------------------------------------
enum class MoteusTransport : int { Invalid = 0, Fdcanusb, Rs485 };

struct MoteusBusConfig
{
    MoteusTransport transport = MoteusTransport::Fdcanusb;
    QString portPath;             // e.g. /dev/ttyACM0 or a simulator PTY (symlink ok)
    int baud = 921600;
    std::vector<int> ids;         // actuators on this bus
    int replyTimeoutMs = 20;
    SerialLinkKind linkKind = SerialLinkKind::Termios;
};

// Owns the serial link, the MoteusLink on top of it and one MoteusActuator per
// ID. open() (re)opens the port; the actuators survive reconnects.
class MoteusBusBackend : public BusBackend
{
public:
    explicit MoteusBusBackend(MoteusBusConfig config);
    ~MoteusBusBackend() override;
    QString address() const override;
    DeviceResult open() override;
    void close() override;
    bool isOpen() const override;
    int actuatorCount() const override { return int(m_actuators.size()); }
    Actuator *actuator(int index) override;

private:
    MoteusBusConfig m_config;
    std::unique_ptr<SerialLink> m_serial;
    std::unique_ptr<MoteusLink> m_link;
    std::vector<std::unique_ptr<MoteusActuator>> m_actuators;
};

} // namespace loopscope::devices::moteus
