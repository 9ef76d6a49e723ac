#pragma once
// Wires one JogPanel to one actuator on a devices::Bus: torque, mode and
// setpoints go to the bus (newest wins; soft limits clamp on the host and are
// persisted per DeviceIdentity::uniqueKey()), telemetry drained by the
// DeviceController each display tick goes to the panel's plot and readouts,
// faults to the banner, and the step / sine tests run from here (setpoints on
// a GUI timer, the response from the telemetry ring).

#include "core/analysis/step_response.h"
#include "devices/common/bus.h"
#include "widgets/jog_panel.h"
#include "widgets/step_test_view.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <array>
#include <vector>

namespace loopscope::app::gui {

class DeviceController;

class JogController : public QObject
{
    Q_OBJECT
public:
    JogController(DeviceController *devices, const QString &key, widgets::JogPanel *panel, QObject *parent = nullptr);

    QString key() const { return m_key; }
    widgets::JogPanel *panel() const { return m_panel; }
    bool attached() const { return m_bus != nullptr; }
    // The soft limits stored for a device key (defaults when none are stored).
    static widgets::JogLimits loadLimits(const QString &key, const widgets::JogLimits &defaults);
    static void saveLimits(const QString &key, const widgets::JogLimits &limits);

    // The watchdog that stops the device itself when commands stop coming,
    // and whether the app's heartbeat keeps this bus commanding.
    double deviceWatchdogS() const { return devices::BusOptions{}.deviceWatchdogS; }
    bool heartbeatFresh() const { return m_bus && m_bus->heartbeatFresh(); }

    int samplesSeen() const { return m_samplesSeen; }
    double lastPositionDeg() const { return m_lastPositionDeg; }
    bool stepTestRunning() const { return m_test.running; }

private:
    void attach();
    void detach();
    void setupChannels();
    void onTick();
    void onSetpoint(widgets::JogMode mode, double value);
    void onTorque(bool enabled);
    void onModeChanged(widgets::JogMode mode);
    void onStop();
    void onLimitsEdited(const widgets::JogLimits &limits);
    void startTest(const widgets::ResponseTestSpec &spec);
    void testStep();
    void finishTest(bool cancelled);
    void record(const devices::TelemetrySample &sample);
    void applyEstopState();
    void updateLinkState();

    DeviceController *m_devices;
    QString m_key;
    widgets::JogPanel *m_panel;
    devices::Bus *m_bus = nullptr;
    int m_index = -1;
    bool m_channelsReady = false;
    bool m_wasConnected = false; // lost means: was connected, is not now
    bool m_modeChangeNeedsTorqueOff = false;
    bool m_needTorque = false;        // a stop switched the drive off: re-enable before the next setpoint
    bool m_reenableNextTick = false;  // Dynamixel mode change: torque back on after the bus applied the off
    std::int64_t m_t0Ns = 0;
    int m_samplesSeen = 0;
    double m_lastPositionDeg = 0;
    // Telemetry channel → plot channel (-1: not plotted).
    std::vector<int> m_plotChannel;
    int m_positionChannel = -1, m_velocityChannel = -1, m_effortChannel = -1;
    int m_faultPlot = -1;

    struct Test
    {
        bool running = false;
        bool commandsDone = false; // the duration is over: finish once the telemetry caught up
        widgets::ResponseTestSpec spec;
        std::int64_t startNs = 0;
        std::int64_t endNs = 0;        // startNs + duration: samples after it are not recorded
        std::int64_t lastSampleNs = 0; // newest telemetry seen during the test
        double startDeg = 0;
        double current = 0;
        std::vector<std::pair<std::int64_t, double>> commands; // time → commanded
        std::vector<core::ResponseSample> samples;
        QTimer timer;
    } m_test;
};

} // namespace loopscope::app::gui
