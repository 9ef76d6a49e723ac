#pragma once
// The video side of the main window: owns the two camera decoders (added by
// URL or the simulated pair, which LabController owns), their frame sources for
// the stereo view, the vision worker (calibration, rectification, tracking),
// per-stream recording (remux, no re-encoding) and the tracked-position CSV.
// No painting here; the Video dock (video_dock.h) shows it.

#include "app/gui/lab_controller.h"
#include "core/histogram/hdr_histogram.h"
#include "core/video/video_decoder.h"
#include "core/vision/vision_worker.h"
#include "widgets/video_frame_source.h"

#include <QFile>
#include <QObject>
#include <QPointer>
#include <QSize>
#include <QString>
#include <QTextStream>

#include <array>
#include <functional>
#include <memory>
#include <vector>

namespace loopscope::app::gui {

class VideoController : public QObject
{
    Q_OBJECT
public:
    // lab: the owner of the simulated pair's process (the main window's);
    // null: a LabController of its own.
    explicit VideoController(LabController *lab = nullptr, QObject *parent = nullptr);
    ~VideoController() override;

    // Opens one or two streams (right may be empty). False with a clear message.
    bool openCameras(const QString &leftUrl, const QString &rightUrl, QString *error);
    // Shows a simulated stereo pair: the lab's when it runs, else a camera
    // simulator the lab controller starts (loopscope-sim --cameras 2). Again
    // while that pair is shown: nothing new starts.
    bool openSimulatedPair(QString *error, int width = 1280, int height = 720);
    bool showsSimulatedPair() const { return m_simulatedPair; }
    LabController *lab() const { return m_lab; }
    void closeCameras();
    bool hasCameras() const { return !m_decoders.empty(); }
    QStringList urls() const;

    widgets::VideoFrameSource *leftSource() const;
    widgets::VideoFrameSource *rightSource() const;
    core::VideoDecoder *decoder(int side) const;
    core::VisionWorker &vision() { return *m_vision; }

    // Recording every stream into dir (<name>_left.mkv, ...), no re-encoding.
    bool startRecording(const QString &dir, QStringList *files, QString *error);
    void stopRecording();
    bool isRecording() const { return m_recording; }

    // File > Record session: every stream's packets, now and for the streams
    // opened later, go to the sink this makes for the stream's name ("left",
    // "right"); an empty factory stops it.
    using PacketSinkFactory = std::function<core::VideoPacketSink(const QString &stream)>;
    void setPacketSinkFactory(PacketSinkFactory factory);

    // CSV of tracked positions: time_s,frame_left,frame_right,u_left,v_left,u_right,v_right,x_m,y_m,z_m,valid
    bool startTrackCsv(const QString &path, QString *error);
    void stopTrackCsv();
    bool isRecordingTrack() const { return m_csv.isOpen(); }

    // Takes the tracking results since the last call (written to the CSV when recording).
    std::vector<core::StereoTrackResult> pollTracking();
    // Per stream: state, fps, dropped, stage p99s, camera-to-display p50/p99 (since opened).
    QString statsText();

signals:
    void camerasChanged();
    void streamStateChanged(int side, const QString &text);

private:
    PacketSinkFactory m_packetSinks;
    bool openStreams(const QStringList &urls, QString *error);

    struct Stream
    {
        std::unique_ptr<core::VideoDecoder> decoder;
        std::unique_ptr<widgets::DecoderFrameSource> source;
        std::array<core::HdrHistogram, 5> stages; // demux, decode, convert, handoff, camera-to-display
    };
    std::vector<std::unique_ptr<Stream>> m_decoders;
    QPointer<LabController> m_lab; // the main window's may go first when the window closes
    bool m_simulatedPair = false; // the streams are a simulated pair of m_lab's
    QSize m_shownSize;            // and its size
    std::unique_ptr<core::VisionWorker> m_vision;
    bool m_recording = false;
    QFile m_csv;
    QTextStream m_csvStream;
};

} // namespace loopscope::app::gui
