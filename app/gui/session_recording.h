#pragma once
// File > Record session: one MCAP file with everything the lab does while it
// records — every actuator's telemetry (drained by the DeviceController's
// display tick) and every command the buses accept (Bus::setCommandObserver),
// E-STOP raises with each device's acknowledgement and releases, every
// benchmark and Workbench run's interval percentiles and counters, and the
// cameras' H.264 packets as received — on one clock (Unix-epoch time).
// The writing happens on the recorder's own thread (core::SessionRecorder);
// the GUI thread only hands over what it already drained.

#include "core/experiment/experiment_runner.h"
#include "core/recording/bench_recording.h"
#include "core/recording/session_recorder.h"
#include "core/video/video_packet.h"
#include "devices/common/actuator_recording.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <functional>
#include <list>
#include <memory>

namespace loopscope::app::gui {

class DeviceController;

class SessionRecording : public QObject
{
    Q_OBJECT
public:
    explicit SessionRecording(DeviceController *devices, QObject *parent = nullptr);
    ~SessionRecording() override; // stops (the file is completed)

    // Starts recording into path (replaced). False with a clear message.
    bool start(const QString &path, QString *error);
    // Completes the file; false with why when it is incomplete (disk full).
    bool stop(QString *error = nullptr);
    bool isRecording() const { return m_recording; }
    QString path() const { return m_recorder.path(); }
    // "12,345 messages, 3.2 MB in 14 chunks" for the status bar; the write
    // error once there is one.
    QString summary() const;
    const core::SessionRecorder &recorder() const { return m_recorder; }

    // Cameras: how to give a stream's packets to the recording. The video
    // side calls setPacketSink(sinkFor(name)) on each decoder when told
    // (camerasRecordingChanged) and for every stream it opens while recording.
    core::VideoPacketSink cameraSink(const QString &camera);

    // Runs (the UDP benchmark, the Workbench queue): before
    // ExperimentRunner::start, prepareRun wraps options.onInterval (null
    // when not recording); after start, runStarted; after finish, runFinished.
    core::BenchRecording *prepareRun(core::ExperimentRunOptions &options);
    void runStarted(core::BenchRecording *recording, core::ExperimentRunner &runner);
    void runFinished(core::BenchRecording *recording, core::ExperimentRunner &runner);

signals:
    // Recording started or stopped (message: the summary, or why it ended).
    void recordingChanged(bool recording, const QString &message);

private:
    void onTick();
    void attachBuses();
    void detachBuses();
    devices::ActuatorRecording *actuator(const QString &key);
    void recordEstop(bool raised);

    DeviceController *m_devices;
    core::SessionRecorder m_recorder;
    bool m_recording = false;
    QHash<QString, std::shared_ptr<devices::ActuatorRecording>> m_actuators; // by device key
    // Runs' recordings live as long as this object: a run that outlives a
    // recording keeps a valid sink (its messages are then dropped).
    std::list<std::unique_ptr<core::BenchRecording>> m_runs;
    uint16_t m_estopChannel = 0;
    std::size_t m_acksRecorded = 0;
};

} // namespace loopscope::app::gui
