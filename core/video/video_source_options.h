#pragma once
// What a video stream is and how to open it, and the states it goes through.

#include <QJsonObject>
#include "core/video/video_packet.h"

#include <QString>

#include <cstdint>

namespace loopscope::core {

enum class VideoStreamState {
    Invalid = 0,        // not started
    Connecting,         // opening the URL (bounded by connectTimeoutS)
    WaitingForKeyframe, // connected, nothing decodable yet (reason says for how long)
    Playing,            // frames are being decoded and published
    Reconnecting,       // the stream died; retrying with back-off (reason says why)
    Failed,             // gave up: reason() says why (wrong URL, refused, auth, ...)
    Stopped,            // stopped by the user, or a file reached its end
};
QString videoStreamStateName(VideoStreamState state); // "playing", "waiting for a keyframe", ...

enum class RtspTransport {
    Invalid = 0,
    Tcp, // interleaved in the RTSP connection (default: passes firewalls, no loss)
    Udp,
};

struct VideoSourceOptions
{
    // rtsp://..., udp://127.0.0.1:5000, tcp://host:port, http://.../mjpeg,
    // file:/path or /path/to/file.mp4, /dev/video0 (V4L2), v4l2:/dev/video0.
    QString url;
    QString name;                   // label for stats/files, e.g. "left"; default derived from the URL
    RtspTransport rtspTransport = RtspTransport::Tcp;
    QString hwaccel = QStringLiteral("none"); // "none", "auto", or an FFmpeg device type ("vaapi", "cuda", ...)
    int threads = 0;                // decoder threads; 0 = FFmpeg's choice (one per core)
    int maxWidth = 0;               // scale down (aspect kept) to fit; 0 = no limit
    int maxHeight = 0;
    // Frames as RGB32 converted on the decoder thread, instead of the
    // decoder's own YUV planes (converted by the display, on the GPU where
    // there is one). For measuring what the conversion costs.
    bool outputRgb32 = false;
    double connectTimeoutS = 5.0;   // bound on opening and on each blocking read
    double readTimeoutS = 5.0;      // no packet for this long -> the stream is dead
    double keyframeTimeoutS = 5.0;  // WaitingForKeyframe reason turns into "no keyframe received in N s"
    bool reconnect = true;          // live streams: retry with back-off after a loss
    double backoffMinS = 0.5;
    double backoffMaxS = 8.0;
    bool realtimeFiles = true;      // files: pace at their frame rate (false: as fast as possible)
    bool loopFiles = false;         // files: start again at the end instead of Stopped
    bool readClockCode = true;      // look for docs/video_clock_code.md in every frame
    int poolFrames = 8;             // frames alive at once (decoder + mailbox + consumers)
    // Optional: every compressed packet as received, on the decoder thread
    // (a session recording); VideoDecoder::setPacketSink changes it later.
    VideoPacketSink packetSink;

    QJsonObject toJson() const;
    // A clear message when the options cannot work (empty URL, bad numbers), else empty.
    QString validate() const;
};

} // namespace loopscope::core
