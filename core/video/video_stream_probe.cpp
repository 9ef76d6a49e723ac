#include "core/video/video_stream_probe.h"

#include "core/timing/realtime.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <thread>

namespace loopscope::core {

struct VideoStreamProbe::Impl
{
    explicit Impl(const VideoProbeOptions &o) : options(o), decoder(o.source) {}

    void consume();

    VideoProbeOptions options;
    VideoDecoder decoder;
    std::thread consumer;
    std::atomic<bool> stop{false};
    std::atomic<bool> userStop{false};
    std::atomic<int64_t> startNs{0};
    std::atomic<int64_t> endNs{0};
    std::mutex wakeLock;
    std::condition_variable wake;
    bool frameSignalled = false;
};

void VideoStreamProbe::Impl::consume()
{
    const int64_t periodNs = options.consumerRateHz > 0 ? int64_t(1e9 / options.consumerRateHz) : 0;
    int64_t nextNs = monotonicNs();
    const int64_t durationNs = int64_t(options.durationS * 1e9);
    const int64_t warmupEndNs = startNs.load() + int64_t(options.warmupS * 1e9);
    while (!stop.load()) {
        if (periodNs > 0) {
            nextNs += periodNs;
            const int64_t now = monotonicNs();
            if (nextNs < now - periodNs) // fell behind (machine busy): no catch-up burst
                nextNs = now;
            sleepUntilNs(nextNs);
        } else {
            std::unique_lock<std::mutex> lock(wakeLock);
            wake.wait_for(lock, std::chrono::milliseconds(5), [this] { return frameSignalled || stop.load(); });
            frameSignalled = false;
        }
        if (FramePtr frame = decoder.takeLatest()) {
            if (monotonicNs() >= warmupEndNs)
                decoder.markDisplayed(*frame);
        }
        const VideoStreamState s = decoder.state();
        if (s == VideoStreamState::Failed || s == VideoStreamState::Stopped)
            break;
        if (durationNs > 0 && monotonicNs() - startNs.load() >= durationNs)
            break;
    }
    endNs.store(monotonicNs());
    decoder.requestStop();
}

VideoStreamProbe::VideoStreamProbe(const VideoProbeOptions &options) : d(std::make_unique<Impl>(options))
{
    QObject::connect(&d->decoder, &VideoDecoder::frameAvailable, &d->decoder, [this] {
        std::lock_guard<std::mutex> guard(d->wakeLock);
        d->frameSignalled = true;
        d->wake.notify_one();
    }, Qt::DirectConnection);
}

VideoStreamProbe::~VideoStreamProbe()
{
    requestStop();
    wait();
}

bool VideoStreamProbe::start(QString *error)
{
    if (!(d->options.durationS >= 0) || !(d->options.consumerRateHz >= 0) || d->options.consumerRateHz > 10000) {
        *error = QCoreApplication::translate(
            "loopscope::CoreTexts", "video probe: duration must be >= 0 s and consumer rate 0..10000 Hz");
        return false;
    }
    d->startNs.store(monotonicNs());
    if (!d->decoder.start(error))
        return false;
    d->consumer = std::thread([this] { d->consume(); });
    return true;
}

void VideoStreamProbe::requestStop()
{
    d->userStop.store(true);
    d->stop.store(true);
    d->decoder.requestStop();
    d->wake.notify_one();
}

void VideoStreamProbe::wait()
{
    if (d->consumer.joinable())
        d->consumer.join();
    d->decoder.wait();
}

ProbeState VideoStreamProbe::state() const
{
    const VideoStreamState s = d->decoder.state();
    switch (s) {
    case VideoStreamState::Invalid: return ProbeState::Invalid;
    case VideoStreamState::Connecting:
    case VideoStreamState::WaitingForKeyframe: return d->endNs.load() ? ProbeState::Finished : ProbeState::Starting;
    case VideoStreamState::Playing:
    case VideoStreamState::Reconnecting: return ProbeState::Running;
    case VideoStreamState::Failed: return ProbeState::Failed;
    case VideoStreamState::Stopped:
        return d->userStop.load() ? ProbeState::Stopped : ProbeState::Finished;
    }
    return ProbeState::Invalid;
}

QString VideoStreamProbe::failureReason() const
{
    return d->decoder.state() == VideoStreamState::Failed ? d->decoder.reason() : QString();
}

double VideoStreamProbe::progress() const
{
    if (d->options.durationS <= 0 || d->startNs.load() == 0)
        return -1;
    const int64_t end = d->endNs.load() ? d->endNs.load() : monotonicNs();
    return std::min(1.0, double(end - d->startNs.load()) / 1e9 / d->options.durationS);
}

std::vector<ProbeChannel> VideoStreamProbe::channels()
{
    VideoStreamRecorders &r = d->decoder.recorders();
    return {
        {QStringLiteral("demux"),
         QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ChannelTitles", "Demux (read one packet)")),
         &r.demuxNs},
        {QStringLiteral("decode"),
         QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ChannelTitles", "Decode (packet read to frame out)")),
         &r.decodeNs},
        {QStringLiteral("convert"),
         QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ChannelTitles", "Hand out or convert (+ clock code)")),
         &r.convertNs},
        {QStringLiteral("handoff"),
         QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ChannelTitles", "Hand-off (published to taken)")),
         &r.handoffNs},
        {QStringLiteral("camera_to_demux"),
         QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ChannelTitles", "Camera to demux (clock code)")),
         &r.cameraToDemuxNs},
        {QStringLiteral("camera_to_display"),
         QStringLiteral(QT_TRANSLATE_NOOP("loopscope::ChannelTitles", "Camera to display (clock code)")),
         &r.cameraToDisplayNs},
    };
}

std::vector<ProbeCounter> VideoStreamProbe::counters() const
{
    const VideoStreamStats s = d->decoder.stats();
    return {
        {QStringLiteral("packets"), s.packets},
        {QStringLiteral("bytes"), s.bytes},
        {QStringLiteral("frames_decoded"), s.framesDecoded},
        {QStringLiteral("frames_displayed"), s.framesDisplayed},
        {QStringLiteral("dropped_decoder"), s.droppedDecoder},
        {QStringLiteral("dropped_display"), s.droppedDisplay},
        {QStringLiteral("decode_errors"), s.decodeErrors},
        {QStringLiteral("gaps"), s.gaps},
        {QStringLiteral("clock_code_frames"), s.clockCodeFrames},
    };
}

QJsonObject VideoStreamProbe::parameters() const
{
    QJsonObject o = d->options.source.toJson();
    o[QStringLiteral("duration_s")] = d->options.durationS;
    o[QStringLiteral("consumer_rate_hz")] = d->options.consumerRateHz;
    o[QStringLiteral("warmup_s")] = d->options.warmupS;
    const VideoStreamStats s = d->decoder.stats();
    o[QStringLiteral("codec")] = s.codec;
    o[QStringLiteral("decoder_path")] = s.decoderPath;
    o[QStringLiteral("source_width")] = s.sourceWidth;
    o[QStringLiteral("source_height")] = s.sourceHeight;
    o[QStringLiteral("output_width")] = s.outputWidth;
    o[QStringLiteral("output_height")] = s.outputHeight;
    return o;
}

QString VideoStreamProbe::warning() const
{
    const VideoStreamStats s = d->decoder.stats();
    if (!s.decoderNote.isEmpty() && s.decoderPath == QLatin1String("software") &&
        d->options.source.hwaccel != QLatin1String("none"))
        return s.decoderNote;
    if (s.state == VideoStreamState::Reconnecting || s.state == VideoStreamState::WaitingForKeyframe)
        return s.reason;
    return {};
}

VideoDecoder &VideoStreamProbe::decoder()
{
    return d->decoder;
}

VideoStreamStats VideoStreamProbe::stats() const
{
    return d->decoder.stats();
}

double VideoStreamProbe::elapsedS() const
{
    if (!d->startNs.load())
        return 0;
    const int64_t end = d->endNs.load() ? d->endNs.load() : monotonicNs();
    return double(end - d->startNs.load()) / 1e9;
}

} // namespace loopscope::core
