#include "core/video/video_decoder.h"

#include "core/timing/realtime.h"
#include "core/video/clock_code.h"
#include "core/video/stream_recorder.h"
#include "core/video/video_decoder_impl.h"

#include <QCoreApplication>

namespace loopscope::core {

void VideoDecoder::Impl::setState(VideoStreamState newState, const QString &newReason)
{
    {
        std::lock_guard<std::mutex> guard(infoLock);
        if (state == newState && reason == newReason)
            return;
        state = newState;
        reason = newReason;
    }
    emit q->stateChanged(newState, newReason);
}

void VideoDecoder::Impl::setInfo(const QString &codecName, const QString &path, const QString &note, double fps)
{
    std::lock_guard<std::mutex> guard(infoLock);
    codec = codecName;
    decoderPath = path;
    decoderNote = note;
    nominalFps = fps;
}

void VideoDecoder::Impl::setSizes(int srcW, int srcH, int outW, int outH)
{
    std::lock_guard<std::mutex> guard(infoLock);
    srcWidth = srcW;
    srcHeight = srcH;
    outWidth = outW;
    outHeight = outH;
}

VideoDecoder::VideoDecoder(const VideoSourceOptions &options, QObject *parent)
    : QObject(parent), d(std::make_unique<Impl>(this, options))
{
    qRegisterMetaType<loopscope::core::VideoStreamState>();
    d->interrupt.stop = &d->stopRequested;
    if (d->options.name.isEmpty())
        d->options.name = ffmpeg::redactUrl(d->options.url);
}

VideoDecoder::~VideoDecoder()
{
    requestStop();
    wait();
}

bool VideoDecoder::start(QString *error)
{
    if (d->thread.joinable()) {
        *error = QCoreApplication::translate("loopscope::CoreTexts", "the stream is already running");
        return false;
    }
    const QString problem = d->options.validate();
    if (!problem.isEmpty()) {
        *error = problem;
        d->setState(VideoStreamState::Failed, problem);
        return false;
    }
    d->stopRequested.store(false);
    const int64_t startNs = monotonicNs();
    d->decodedRate.start(startNs);
    d->displayedRate.start(startNs);
    d->setState(VideoStreamState::Connecting, QString());
    d->thread = std::thread([this] { d->run(); });
    return true;
}

void VideoDecoder::requestStop()
{
    d->stopRequested.store(true);
}

void VideoDecoder::wait()
{
    if (d->thread.joinable())
        d->thread.join();
}

bool VideoDecoder::isRunning() const
{
    const VideoStreamState s = state();
    return d->thread.joinable() && s != VideoStreamState::Failed && s != VideoStreamState::Stopped;
}

const VideoSourceOptions &VideoDecoder::options() const
{
    return d->options;
}

VideoStreamState VideoDecoder::state() const
{
    std::lock_guard<std::mutex> guard(d->infoLock);
    return d->state;
}

QString VideoDecoder::reason() const
{
    std::lock_guard<std::mutex> guard(d->infoLock);
    return d->reason;
}

VideoStreamRecorders &VideoDecoder::recorders()
{
    return d->recorders;
}

VideoStreamStats VideoDecoder::stats() const
{
    VideoStreamStats s;
    {
        std::lock_guard<std::mutex> guard(d->infoLock);
        s.state = d->state;
        s.reason = d->reason;
        s.codec = d->codec;
        s.decoderPath = d->decoderPath;
        s.decoderNote = d->decoderNote;
        s.nominalFps = d->nominalFps;
        s.sourceWidth = d->srcWidth;
        s.sourceHeight = d->srcHeight;
        s.outputWidth = d->outWidth;
        s.outputHeight = d->outHeight;
        s.recordingPath = d->recordingPath;
        s.recordingError = d->recordingError;
    }
    s.packets = d->packets.load();
    s.bytes = d->bytes.load();
    s.framesDecoded = d->framesDecoded.load();
    s.framesPublished = d->framesPublished.load();
    s.framesDisplayed = d->framesDisplayed.load();
    s.droppedDecoder = d->droppedDecoder.load();
    s.droppedDisplay = d->mailbox.replaced();
    s.decodeErrors = d->decodeErrors.load();
    s.gaps = d->gaps.load();
    s.reconnects = d->reconnects.load();
    s.clockCodeFrames = d->clockCodeFrames.load();
    s.clockSkewFrames = d->clockSkewFrames.load();
    s.recordedPackets = d->recordedPackets.load();

    std::lock_guard<std::mutex> guard(d->rateLock);
    const int64_t now = monotonicNs();
    if (d->rateNs == 0) {
        d->rateNs = now;
        d->rateDecoded = s.framesDecoded;
        d->rateDisplayed = s.framesDisplayed;
        d->rateBytes = s.bytes;
    } else if (now - d->rateNs >= 500'000'000) {
        const double dt = double(now - d->rateNs) / 1e9;
        d->fpsDecoded = double(s.framesDecoded - d->rateDecoded) / dt;
        d->fpsDisplayed = double(s.framesDisplayed - d->rateDisplayed) / dt;
        d->bitrateBps = double(s.bytes - d->rateBytes) * 8.0 / dt;
        d->rateNs = now;
        d->rateDecoded = s.framesDecoded;
        d->rateDisplayed = s.framesDisplayed;
        d->rateBytes = s.bytes;
    }
    const PlayingRate::Snapshot decoded = d->decodedRate.snapshot();
    const PlayingRate::Snapshot displayed = d->displayedRate.snapshot();
    s.connectS = decoded.connectS;
    s.firstFrameS = decoded.firstFrameS;
    s.playingS = decoded.playingS;
    s.fpsPlayingDecoded = decoded.fps;
    s.fpsPlayingDisplayed = displayed.fps;
    s.fpsDecoded = d->fpsDecoded;
    s.fpsDisplayed = d->fpsDisplayed;
    s.bitrateBps = d->bitrateBps;
    return s;
}

FramePtr VideoDecoder::takeLatest()
{
    FramePtr frame = d->mailbox.take();
    if (frame)
        d->recorders.handoffNs.record(std::max<int64_t>(0, monotonicNs() - frame->times.publishedNs));
    return frame;
}

void VideoDecoder::markDisplayed(const VideoFrame &frame, uint64_t displayRealtimeUs)
{
    d->framesDisplayed.fetch_add(1, std::memory_order_relaxed);
    d->displayedRate.frame(monotonicNs());
    if (!frame.hasClockCode)
        return;
    const uint64_t now = displayRealtimeUs ? displayRealtimeUs : ClockCode::nowRealtimeUs();
    const int64_t latencyUs = ClockCode::latencyUs(now, frame.clockCodeUs);
    if (latencyUs < 0) {
        d->clockSkewFrames.fetch_add(1, std::memory_order_relaxed);
        return;
    }
    d->recorders.cameraToDisplayNs.record(latencyUs * 1000);
    // The first stage of the breakdown: the camera, its encoder and the
    // network, up to the packet that made this frame leaving the demuxer.
    if (frame.times.demuxNs > 0) {
        const int64_t demuxRealtimeUs = (frame.times.demuxNs + realtimeMinusMonotonicNs()) / 1000;
        const int64_t toDemuxUs = ClockCode::latencyUs(uint64_t(demuxRealtimeUs), frame.clockCodeUs);
        if (toDemuxUs >= 0)
            d->recorders.cameraToDemuxNs.record(toDemuxUs * 1000);
    }
}

void VideoDecoder::recordPaintNs(int64_t paintNs)
{
    if (paintNs >= 0)
        d->recorders.paintNs.record(paintNs);
}

bool VideoDecoder::startRecording(const QString &path, QString *error)
{
    if (!StreamRecorder::checkWritable(path, error)) {
        std::lock_guard<std::mutex> guard(d->infoLock);
        d->recordingError = *error;
        return false;
    }
    std::lock_guard<std::mutex> guard(d->infoLock);
    d->pendingRecordPath = path;
    d->stopRecordingRequested = false;
    d->recordingError.clear();
    return true;
}

void VideoDecoder::setPacketSink(VideoPacketSink sink)
{
    std::lock_guard<std::mutex> guard(d->sinkLock);
    d->packetSink = std::move(sink);
    d->sinkGeneration.fetch_add(1, std::memory_order_release);
}

void VideoDecoder::stopRecording()
{
    std::lock_guard<std::mutex> guard(d->infoLock);
    d->pendingRecordPath.clear();
    d->stopRecordingRequested = true;
}

} // namespace loopscope::core
