#pragma once
// One video stream: a plain blocking decoder thread (FFmpeg: libavformat
// demux, libavcodec decode, libswscale convert once into pooled RGB32
// buffers) publishing into a latest-frame mailbox. Every blocking FFmpeg call
// has a deadline (interrupt callback), so a wrong URL, a refused connection
// or a dead stream turns into a clear state instead of a hang; live streams
// reconnect with exponential back-off and count a gap.
//
// Threads: start()/requestStop()/stats()/startRecording() from any thread;
// takeLatest()/markDisplayed() from ONE consumer thread; recordPaintNs()
// from the GUI thread. stateChanged and frameAvailable are emitted from the
// decoder thread (connect queued, or they arrive in the receiver's thread).

#include "core/video/frame_mailbox.h"
#include "core/video/video_frame.h"
#include "core/video/video_source_options.h"
#include "core/video/video_stream_stats.h"

#include <QObject>
#include <QString>

#include <memory>

namespace loopscope::core {

class VideoDecoder : public QObject
{
    Q_OBJECT
public:
    explicit VideoDecoder(const VideoSourceOptions &options, QObject *parent = nullptr);
    ~VideoDecoder() override; // stops and joins the thread

    // Validates the options and starts the thread; false with a message when
    // the options are unusable. Connection errors arrive later as Failed.
    bool start(QString *error);
    void requestStop(); // returns at once; blocking calls are interrupted
    void wait();        // joins the decoder thread
    bool isRunning() const;

    const VideoSourceOptions &options() const;
    VideoStreamState state() const;
    QString reason() const;
    VideoStreamStats stats() const;
    VideoStreamRecorders &recorders();

    // Consumer side. The newest frame (null when nothing new); records the
    // hand-off time. Older untaken frames were counted as droppedDisplay.
    FramePtr takeLatest();
    // The frame reached the screen (or the CLI's display tick): counts a
    // displayed frame and, when the frame carries a clock code, records
    // camera-to-display latency against displayRealtimeUs (0 = now).
    void markDisplayed(const VideoFrame &frame, uint64_t displayRealtimeUs = 0);
    // GUI side: cost of painting one frame.
    void recordPaintNs(int64_t paintNs);

    // Remux the stream's packets into a file (.mkv, .mp4, .ts) without
    // re-encoding, from the next keyframe. False with a clear message when the
    // path cannot be written; later errors (disk full) in stats().recordingError.
    bool startRecording(const QString &path, QString *error);
    void stopRecording();

    // Every compressed packet of the stream as received (Annex B H.264/H.265,
    // parameter sets before keyframes), on the decoder thread, from now on;
    // an empty sink stops it. Any thread.
    void setPacketSink(VideoPacketSink sink);

signals:
    void stateChanged(loopscope::core::VideoStreamState state, const QString &reason);
    // A frame was published into an empty mailbox (at most one signal per take).
    void frameAvailable();

public:
    struct Impl; // internal (video_decoder_impl.h)

private:
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::core

Q_DECLARE_METATYPE(loopscope::core::VideoStreamState)
