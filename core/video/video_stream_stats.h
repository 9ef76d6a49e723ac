#pragma once
// Counters and latency recorders of one video stream. Recorders have one
// writer each: the decoder thread writes demux/decode/convert; the consumer
// (the one thread that takes frames) writes handoff/camera_to_demux/camera_to_display; the
// GUI writes paint. Readers (RunCollector, the GUI's stats panel) take
// intervals from any thread.

#include "core/histogram/interval_recorder.h"
#include "core/video/video_source_options.h"

#include <QString>

#include <cstdint>

namespace loopscope::core {

struct VideoStreamRecorders
{
    IntervalRecorder demuxNs;           // av_read_frame call that returned the packet (waits included)
    IntervalRecorder decodeNs;          // packet demuxed -> frame out of the decoder
    IntervalRecorder convertNs;         // frame decoded -> ready to publish (shared or converted, clock code read)
    IntervalRecorder handoffNs;         // published -> taken by the consumer
    IntervalRecorder cameraToDemuxNs;   // camera clock code -> its packet demuxed (camera, encoder, network)
    IntervalRecorder cameraToDisplayNs; // camera clock code -> displayed (CLOCK_REALTIME)
    IntervalRecorder paintNs;           // GUI: cost of painting one frame
};

// A consistent-enough snapshot (atomics read one by one).
struct VideoStreamStats
{
    VideoStreamState state = VideoStreamState::Invalid;
    QString reason;            // why Failed/Reconnecting/WaitingForKeyframe; empty when Playing
    QString codec;             // "h264", "mjpeg", ...
    QString decoderPath;       // "software" or the hardware device type ("vaapi")
    QString decoderNote;       // e.g. "vaapi unavailable (...): software decode"
    int sourceWidth = 0, sourceHeight = 0;   // decoded size
    int outputWidth = 0, outputHeight = 0;   // converted size (after maxWidth/maxHeight)
    double nominalFps = 0;     // from the stream, 0 when unknown
    int64_t packets = 0;
    int64_t bytes = 0;
    int64_t framesDecoded = 0;
    int64_t framesPublished = 0;
    int64_t framesDisplayed = 0;        // taken by the consumer and marked displayed
    int64_t droppedDecoder = 0;         // decoded but not published (pool exhausted)
    int64_t droppedDisplay = 0;         // published but replaced before being taken
    int64_t decodeErrors = 0;           // packets/frames the decoder rejected (corruption)
    int64_t gaps = 0;                   // stream losses (each followed by a reconnect attempt)
    int64_t reconnects = 0;             // successful reconnections
    int64_t clockCodeFrames = 0;        // frames where the clock code was read
    int64_t clockSkewFrames = 0;        // code from the future (clocks disagree): not recorded
    // Over the playing time (first to last frame): the rate of the stream
    // itself, whatever the connection took (PlayingRate).
    double connectS = -1;               // start -> first connection; -1 not yet
    double firstFrameS = -1;            // start -> first decoded frame; -1 not yet
    double playingS = 0;                // first -> last decoded frame
    double fpsPlayingDecoded = 0;
    double fpsPlayingDisplayed = 0;
    double fpsDecoded = 0;              // over the last ~1 s
    double fpsDisplayed = 0;
    double bitrateBps = 0;              // over the last ~1 s
    QString recordingPath;              // non-empty while recording
    QString recordingError;             // last recording error
    int64_t recordedPackets = 0;
};

} // namespace loopscope::core
