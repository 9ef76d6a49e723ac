// The decoder thread of a VideoDecoder: connect, read, decode, convert,
// publish; reconnect with back-off after a loss.

#include "core/timing/realtime.h"
#include "core/video/annex_b.h"
#include "core/video/clock_code.h"
#include "core/video/decode_session.h"
#include "core/video/stream_recorder.h"
#include "core/video/video_decoder_impl.h"

#include <QCoreApplication>

#include <algorithm>
#include <chrono>
#include <cmath>

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
}

namespace loopscope::core {

namespace {

enum class PlayOutcome { Stopped, EndOfFile, Lost };

// Sleeps up to seconds; returns false when a stop was requested meanwhile.
bool sleepUnlessStopped(const std::atomic<bool> &stop, double seconds)
{
    const int64_t until = monotonicNs() + int64_t(seconds * 1e9);
    while (!stop.load()) {
        const int64_t left = until - monotonicNs();
        if (left <= 0)
            return true;
        std::this_thread::sleep_for(std::chrono::nanoseconds(std::min<int64_t>(left, 20'000'000)));
    }
    return false;
}

QString seconds(double s)
{
    return QString::number(s, 'g', 3);
}

struct PlayContext
{
    VideoDecoder::Impl &d;
    DecodeSession &session;
    StreamRecorder &recorder;
    int64_t &frameIndex;
    bool gotFrame = false;
    int64_t openedNs = 0;
    int64_t paceStartNs = 0;
    double paceFirstPtsS = NAN;
    int lastSrcW = 0, lastSrcH = 0;
    bool keyframeTimeoutShown = false;
    // The packet tap (VideoDecoder::setPacketSink): this session's stream in Annex B.
    AnnexBConverter annexB;
    QString annexBFormat; // "" when the codec cannot be passed on
    bool annexBErrorShown = false;
    bool tapSawKeyframe = false; // packets before this session's first keyframe cannot be decoded: not passed
    uint64_t tapGeneration = 0;  // the sink the keyframe was seen for (VideoDecoder::setPacketSink)

    void setUpPacketTap();
    void tapPacket(const AVPacket *pkt, int64_t receivedNs);
    void serviceRecording();
    void handleFrame(int64_t demuxNs);
    void drainDecoder(int64_t fallbackDemuxNs);
    PlayOutcome play(QString *why);
};

void PlayContext::serviceRecording()
{
    QString pending;
    bool stop = false;
    {
        std::lock_guard<std::mutex> guard(d.infoLock);
        pending.swap(d.pendingRecordPath);
        stop = d.stopRecordingRequested;
        d.stopRecordingRequested = false;
    }
    QString error;
    if ((stop || !pending.isEmpty()) && recorder.isOpen()) {
        recorder.close(&error);
        std::lock_guard<std::mutex> guard(d.infoLock);
        d.recordingPath.clear();
        if (!error.isEmpty())
            d.recordingError = error;
    }
    if (!pending.isEmpty()) {
        const bool ok = recorder.open(pending, session.stream(), &error);
        std::lock_guard<std::mutex> guard(d.infoLock);
        d.recordingPath = ok ? pending : QString();
        d.recordingError = ok ? QString() : error;
    }
}

void PlayContext::handleFrame(int64_t demuxNs)
{
    const int64_t decodedNs = monotonicNs();
    d.framesDecoded.fetch_add(1, std::memory_order_relaxed);
    d.decodedRate.frame(decodedNs);
    const AVFrame *f = session.frame();
    if (f->flags & AV_FRAME_FLAG_CORRUPT || f->decode_error_flags != 0)
        d.decodeErrors.fetch_add(1, std::memory_order_relaxed);
    if (!gotFrame) {
        gotFrame = true;
        d.setState(VideoStreamState::Playing, QString());
    }
    int outW = 0, outH = 0;
    session.outputSize(f->width, f->height, &outW, &outH);
    if (f->width != lastSrcW || f->height != lastSrcH) {
        lastSrcW = f->width;
        lastSrcH = f->height;
        d.setSizes(f->width, f->height, outW, outH);
    }
    const int64_t pts = f->best_effort_timestamp;
    const double ptsS = pts == AV_NOPTS_VALUE ? NAN : double(pts) * session.timeBaseS();
    int64_t convertStartNs = decodedNs;
    if (session.isFile() && d.options.realtimeFiles && std::isfinite(ptsS)) {
        if (!std::isfinite(paceFirstPtsS) || ptsS < paceFirstPtsS) {
            paceFirstPtsS = ptsS;
            paceStartNs = decodedNs;
        }
        const double dueInS = (double(paceStartNs) + (ptsS - paceFirstPtsS) * 1e9 - double(decodedNs)) / 1e9;
        if (dueInS > 0)
            sleepUnlessStopped(d.stopRequested, std::min(dueInS, 1.0));
        convertStartNs = monotonicNs();
    }
    const int srcW = f->width, srcH = f->height;
    FramePtr out;
    if (!d.options.outputRgb32 && session.canShare(outW, outH)) {
        // The decoder's own planes, by reference: no copy and no colour
        // conversion here (the display converts on the GPU).
        out = d.pool.acquireShell();
        if (!out) {
            d.droppedDecoder.fetch_add(1, std::memory_order_relaxed);
            return;
        }
        if (!out->adopt(session.frame())) {
            d.decodeErrors.fetch_add(1, std::memory_order_relaxed);
            return;
        }
    } else {
        // Scaling, another layout (4:2:2, 10 bit, ...) or RGB asked for: once, into a pooled buffer.
        out = d.pool.acquire(outW, outH, d.options.outputRgb32 ? VideoPixelFormat::Rgb32 : VideoPixelFormat::Yuv420p);
        if (!out) {
            d.droppedDecoder.fetch_add(1, std::memory_order_relaxed);
            return;
        }
        if (!session.convert(*out)) {
            d.decodeErrors.fetch_add(1, std::memory_order_relaxed);
            return;
        }
    }
    if (d.options.readClockCode) {
        const std::optional<uint64_t> code =
            out->format() == VideoPixelFormat::Rgb32
                ? ClockCode::readRgb32(out->pixels(), out->width(), out->height(), out->strideBytes())
                : ClockCode::readLuma(out->pixels(), out->width(), out->height(), out->strideBytes());
        if (code) {
            out->hasClockCode = true;
            out->clockCodeUs = *code;
            d.clockCodeFrames.fetch_add(1, std::memory_order_relaxed);
        }
    }
    const int64_t convertedNs = monotonicNs();
    out->frameIndex = frameIndex++;
    out->pts = pts == AV_NOPTS_VALUE ? INT64_MIN : pts;
    out->ptsS = ptsS;
    out->sourceWidth = srcW;
    out->sourceHeight = srcH;
    out->times.demuxNs = demuxNs;
    out->times.decodedNs = decodedNs;
    out->times.convertedNs = convertedNs;
    d.recorders.decodeNs.record(std::max<int64_t>(0, decodedNs - demuxNs));
    d.recorders.convertNs.record(std::max<int64_t>(0, convertedNs - convertStartNs));
    const bool wasEmpty = !d.mailbox.hasFrame();
    d.mailbox.publish(std::move(out));
    d.framesPublished.fetch_add(1, std::memory_order_relaxed);
    if (wasEmpty)
        emit d.q->frameAvailable();
}

void PlayContext::drainDecoder(int64_t fallbackDemuxNs)
{
    for (;;) {
        int64_t demuxNs = 0;
        const auto r = session.receive(&demuxNs);
        if (r == DecodeSession::ReceiveResult::Frame) {
            handleFrame(demuxNs > 0 ? demuxNs : fallbackDemuxNs);
            if (d.stopRequested.load())
                return;
            continue;
        }
        if (r == DecodeSession::ReceiveResult::Error)
            d.decodeErrors.fetch_add(1, std::memory_order_relaxed);
        return;
    }
}

void PlayContext::setUpPacketTap()
{
    const AVStream *stream = session.stream();
    if (!stream)
        return;
    const AVCodecParameters *par = stream->codecpar;
    const AnnexBCodec codec = par->codec_id == AV_CODEC_ID_H264   ? AnnexBCodec::H264
                              : par->codec_id == AV_CODEC_ID_HEVC ? AnnexBCodec::H265
                                                                  : AnnexBCodec::Invalid;
    if (codec == AnnexBCodec::Invalid)
        return;
    const QByteArray extradata =
        par->extradata && par->extradata_size > 0
            ? QByteArray(reinterpret_cast<const char *>(par->extradata), par->extradata_size)
            : QByteArray();
    QString error;
    if (annexB.setExtradata(codec, extradata, &error)) {
        annexBFormat = codec == AnnexBCodec::H264 ? QStringLiteral("h264") : QStringLiteral("h265");
    } else {
        // Said where a recording's problems are (the stream itself plays on).
        std::lock_guard<std::mutex> guard(d.infoLock);
        d.recordingError = error;
    }
}

void PlayContext::tapPacket(const AVPacket *pkt, int64_t receivedNs)
{
    if (annexBFormat.isEmpty())
        return;
    const VideoPacketSink sink = d.currentPacketSink();
    if (!sink)
        return;
    // A new sink (a new recording) starts at a keyframe too.
    if (const uint64_t generation = d.sinkGeneration.load(std::memory_order_acquire);
        generation != tapGeneration) {
        tapGeneration = generation;
        tapSawKeyframe = false;
    }
    VideoPacket packet;
    packet.keyframe = (pkt->flags & AV_PKT_FLAG_KEY) != 0;
    tapSawKeyframe = tapSawKeyframe || packet.keyframe;
    if (!tapSawKeyframe)
        return;
    packet.receivedNs = receivedNs;
    packet.format = annexBFormat;
    packet.stream = d.options.name;
    QString error;
    if (!annexB.convert(QByteArray::fromRawData(reinterpret_cast<const char *>(pkt->data), pkt->size),
                        packet.keyframe, &packet.data, &error)) {
        if (!annexBErrorShown) {
            annexBErrorShown = true;
            std::lock_guard<std::mutex> guard(d.infoLock);
            d.recordingError = error;
        }
        return;
    }
    sink(packet);
}

PlayOutcome PlayContext::play(QString *why)
{
    openedNs = monotonicNs();
    setUpPacketTap();
    d.setState(VideoStreamState::WaitingForKeyframe, QStringLiteral("waiting for a keyframe"));
    for (;;) {
        serviceRecording();
        d.interrupt.armFor(d.options.readTimeoutS);
        const int64_t t0 = monotonicNs();
        const auto r = session.read(why);
        const int64_t t1 = monotonicNs();
        if (r == DecodeSession::ReadResult::Stopped)
            return PlayOutcome::Stopped;
        if (r == DecodeSession::ReadResult::EndOfFile && session.isFile()) {
            session.send(t1, true);
            drainDecoder(t1);
            if (d.options.loopFiles && session.rewind()) {
                paceFirstPtsS = NAN;
                continue;
            }
            return PlayOutcome::EndOfFile;
        }
        if (r == DecodeSession::ReadResult::EndOfFile || r == DecodeSession::ReadResult::TimedOut ||
            r == DecodeSession::ReadResult::Error) {
            if (!gotFrame && r == DecodeSession::ReadResult::TimedOut)
                *why = QCoreApplication::translate("loopscope::CoreTexts", "no keyframe and no data for %1 s")
                           .arg(seconds(d.options.readTimeoutS));
            return PlayOutcome::Lost;
        }
        if (r == DecodeSession::ReadResult::OtherStream)
            continue;
        AVPacket *pkt = session.packet();
        d.packets.fetch_add(1, std::memory_order_relaxed);
        d.bytes.fetch_add(pkt->size, std::memory_order_relaxed);
        d.recorders.demuxNs.record(t1 - t0);
        if (pkt->flags & AV_PKT_FLAG_CORRUPT)
            d.decodeErrors.fetch_add(1, std::memory_order_relaxed);
        tapPacket(pkt, t1);
        if (recorder.isOpen()) {
            QString error;
            if (recorder.write(pkt, &error)) {
                d.recordedPackets.store(recorder.packetsWritten(), std::memory_order_relaxed);
            } else {
                QString ignored;
                recorder.close(&ignored);
                std::lock_guard<std::mutex> guard(d.infoLock);
                d.recordingPath.clear();
                d.recordingError = error;
            }
        }
        if (!session.send(t1))
            d.decodeErrors.fetch_add(1, std::memory_order_relaxed);
        drainDecoder(t1);
        if (d.stopRequested.load())
            return PlayOutcome::Stopped;
        if (!gotFrame && !keyframeTimeoutShown &&
            double(monotonicNs() - openedNs) / 1e9 > d.options.keyframeTimeoutS) {
            keyframeTimeoutShown = true;
            d.setState(VideoStreamState::WaitingForKeyframe,
                       QCoreApplication::translate("loopscope::CoreTexts", "no keyframe received in %1 s")
                           .arg(seconds(d.options.keyframeTimeoutS)));
        }
    }
}

} // namespace

void VideoDecoder::Impl::run()
{
    StreamRecorder recorder;
    double backoffS = options.backoffMinS;
    bool everConnected = false;
    int64_t frameIndex = 0;
    auto finish = [&](VideoStreamState finalState, const QString &why) {
        QString error;
        recorder.close(&error);
        {
            std::lock_guard<std::mutex> guard(infoLock);
            recordingPath.clear();
            if (!error.isEmpty())
                recordingError = error;
        }
        setState(finalState, why);
    };
    while (!stopRequested.load()) {
        QString why;
        bool played = false;
        {
            DecodeSession session(options, &interrupt);
            interrupt.armFor(options.connectTimeoutS);
            if (session.open(&why)) {
                if (everConnected)
                    reconnects.fetch_add(1);
                decodedRate.connected(monotonicNs());
                everConnected = true;
                setInfo(session.codecName(), session.decoderPath(), session.decoderNote(),
                        session.nominalFps());
                PlayContext ctx{*this, session, recorder, frameIndex};
                const PlayOutcome outcome = ctx.play(&why);
                played = ctx.gotFrame;
                QString error;
                recorder.close(&error); // a new session has a new stream: recording restarts on request
                if (recorder.packetsWritten() > 0 || !error.isEmpty()) {
                    std::lock_guard<std::mutex> guard(infoLock);
                    recordingPath.clear();
                    if (!error.isEmpty())
                        recordingError = error;
                }
                if (outcome == PlayOutcome::Stopped)
                    break;
                if (outcome == PlayOutcome::EndOfFile) {
                    finish(VideoStreamState::Stopped,
                           QCoreApplication::translate("loopscope::CoreTexts", "end of file"));
                    return;
                }
                gaps.fetch_add(1);
            } else if (stopRequested.load()) {
                break;
            } else if (!everConnected) {
                finish(VideoStreamState::Failed, why);
                return;
            }
        }
        if (!options.reconnect || ffmpeg::classifyUrl(options.url).isFile) {
            finish(VideoStreamState::Failed, why);
            return;
        }
        if (played)
            backoffS = options.backoffMinS;
        setState(VideoStreamState::Reconnecting,
                 QCoreApplication::translate("loopscope::CoreTexts", "%1; retrying in %2 s")
                     .arg(why, seconds(backoffS)));
        if (!sleepUnlessStopped(stopRequested, backoffS))
            break;
        backoffS = std::min(backoffS * 2.0, options.backoffMaxS);
    }
    finish(VideoStreamState::Stopped, QStringLiteral("stopped"));
}

} // namespace loopscope::core
