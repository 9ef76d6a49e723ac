#pragma once
// Internal: the shared state of a VideoDecoder (public side and decoder thread).

#include "core/video/ffmpeg_support.h"
#include "core/video/playing_rate.h"
#include "core/video/video_decoder.h"

#include <atomic>
#include <mutex>
#include <thread>

namespace loopscope::core {

struct VideoDecoder::Impl
{
    Impl(VideoDecoder *owner, const VideoSourceOptions &opts)
        : q(owner), options(opts), pool(opts.poolFrames), packetSink(opts.packetSink)
    {
    }
    VideoPacketSink currentPacketSink() const
    {
        std::lock_guard<std::mutex> guard(sinkLock);
        return packetSink;
    }

    void setState(VideoStreamState newState, const QString &newReason);
    void setInfo(const QString &codecName, const QString &path, const QString &note, double fps);
    void setSizes(int srcW, int srcH, int outW, int outH);
    void run(); // the decoder thread (video_decode_loop.cpp)

    VideoDecoder *q;
    VideoSourceOptions options;
    VideoStreamRecorders recorders;
    FramePool pool;
    LatestFrameMailbox mailbox;
    std::thread thread;
    std::atomic<bool> stopRequested{false};
    ffmpeg::Interrupt interrupt;

    mutable std::mutex infoLock; // the fields below up to the atomics
    VideoStreamState state = VideoStreamState::Invalid;
    QString reason;
    QString codec, decoderPath, decoderNote;
    double nominalFps = 0;
    int srcWidth = 0, srcHeight = 0, outWidth = 0, outHeight = 0;
    QString recordingPath;       // active recording
    QString recordingError;
    QString pendingRecordPath;   // requested, opened by the decoder thread
    bool stopRecordingRequested = false;

    std::atomic<int64_t> packets{0}, bytes{0}, framesDecoded{0}, framesPublished{0}, framesDisplayed{0};
    std::atomic<int64_t> droppedDecoder{0}, decodeErrors{0}, gaps{0}, reconnects{0};
    std::atomic<int64_t> clockCodeFrames{0}, clockSkewFrames{0}, recordedPackets{0};

    PlayingRate decodedRate;   // start, connect, decoded frames (decoder thread)
    PlayingRate displayedRate; // displayed frames (the consumer thread)

    mutable std::mutex sinkLock; // packetSink: set from any thread, called on the decoder thread
    VideoPacketSink packetSink;
    // Counts setPacketSink calls: a new sink (a new recording) starts at the next keyframe.
    std::atomic<uint64_t> sinkGeneration{0};

    // Rates for stats(): the previous sample.
    mutable std::mutex rateLock;
    mutable int64_t rateNs = 0, rateDecoded = 0, rateDisplayed = 0, rateBytes = 0;
    mutable double fpsDecoded = 0, fpsDisplayed = 0, bitrateBps = 0;
};

} // namespace loopscope::core
