#include "core/video/decode_session.h"

#include "core/video/frame_converter.h"

#include <QCoreApplication>

#include <cmath>

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/hwcontext.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libavutil/pixdesc.h>
#include <libswscale/swscale.h>
}

namespace loopscope::core {

namespace {

void noFree(void *, uint8_t *) {}

AVPixelFormat pickHardwareFormat(AVCodecContext *ctx, const AVPixelFormat *formats)
{
    const auto wanted = AVPixelFormat(reinterpret_cast<intptr_t>(ctx->opaque));
    for (const AVPixelFormat *p = formats; *p != AV_PIX_FMT_NONE; ++p)
        if (*p == wanted)
            return *p;
    // The hardware cannot do this stream: take the first software format.
    for (const AVPixelFormat *p = formats; *p != AV_PIX_FMT_NONE; ++p) {
        const AVPixFmtDescriptor *desc = av_pix_fmt_desc_get(*p);
        if (desc && !(desc->flags & AV_PIX_FMT_FLAG_HWACCEL))
            return *p;
    }
    return AV_PIX_FMT_NONE;
}

} // namespace

DecodeSession::DecodeSession(const VideoSourceOptions &options, ffmpeg::Interrupt *interrupt)
    : m_options(options), m_interrupt(interrupt), m_kind(ffmpeg::classifyUrl(options.url))
{
    m_packet = av_packet_alloc();
    m_frame = av_frame_alloc();
    m_dst = av_frame_alloc();
}

DecodeSession::~DecodeSession()
{
    sws_freeContext(m_sws);
    av_frame_free(&m_dst);
    av_frame_free(&m_swFrame);
    av_frame_free(&m_frame);
    av_packet_free(&m_packet);
    avcodec_free_context(&m_codec);
    av_buffer_unref(&m_hwDevice);
    avformat_close_input(&m_format);
}

bool DecodeSession::open(QString *error)
{
    ffmpeg::initOnce();
    const QString shown = ffmpeg::redactUrl(m_options.url);
    if (!m_packet || !m_frame || !m_dst) {
        *error = QCoreApplication::translate("loopscope::CoreTexts", "out of memory");
        return false;
    }
    m_format = avformat_alloc_context();
    if (!m_format) {
        *error = QCoreApplication::translate("loopscope::CoreTexts", "out of memory");
        return false;
    }
    m_format->interrupt_callback.callback = &ffmpeg::Interrupt::callback;
    m_format->interrupt_callback.opaque = m_interrupt;
    if (!m_kind.isFile)
        m_format->flags |= AVFMT_FLAG_NOBUFFER;

    const AVInputFormat *forced = nullptr;
    if (!m_kind.inputFormat.isEmpty()) {
        forced = av_find_input_format(m_kind.inputFormat.toUtf8().constData());
        if (!forced) {
            *error = QCoreApplication::translate("loopscope::CoreTexts", "%1: this FFmpeg has no %2 input")
                         .arg(shown, m_kind.inputFormat);
            return false;
        }
    }
    AVDictionary *opts = ffmpeg::demuxOptions(m_options, m_kind);
    const QByteArray url = m_kind.url.toUtf8();
    int rc = avformat_open_input(&m_format, url.constData(), forced, &opts);
    av_dict_free(&opts);
    if (rc < 0) {
        // avformat_open_input frees the context on failure.
        if (m_interrupt->timedOut.load())
            *error = QCoreApplication::translate("loopscope::CoreTexts", "%1: no answer within %2 s")
                         .arg(shown)
                         .arg(m_options.connectTimeoutS);
        else if (rc == AVERROR_HTTP_UNAUTHORIZED || rc == AVERROR_HTTP_FORBIDDEN)
            *error = QCoreApplication::translate("loopscope::CoreTexts",
                                                 "%1: access denied (%2): check the user name and password")
                         .arg(shown, ffmpeg::errorString(rc));
        else
            *error = QCoreApplication::translate("loopscope::CoreTexts", "%1: cannot open: %2")
                         .arg(shown, ffmpeg::errorString(rc));
        return false;
    }
    rc = avformat_find_stream_info(m_format, nullptr);
    if (rc < 0) {
        *error =
            m_interrupt->timedOut.load()
                ? QCoreApplication::translate("loopscope::CoreTexts", "%1: no stream information within %2 s")
                      .arg(shown)
                      .arg(m_options.connectTimeoutS)
                : QCoreApplication::translate("loopscope::CoreTexts",
                                              "%1: cannot read stream information: %2")
                      .arg(shown, ffmpeg::errorString(rc));
        return false;
    }
    m_streamIndex = av_find_best_stream(m_format, AVMEDIA_TYPE_VIDEO, -1, -1, nullptr, 0);
    if (m_streamIndex < 0) {
        *error = QCoreApplication::translate("loopscope::CoreTexts", "%1: no video stream in the source")
                     .arg(shown);
        return false;
    }
    return openDecoder(error);
}

bool DecodeSession::tryHardware(const void *codecPtr)
{
    const auto *codec = static_cast<const AVCodec *>(codecPtr);
    const QString wanted = m_options.hwaccel.trimmed().toLower();
    if (wanted.isEmpty() || wanted == QLatin1String("none"))
        return false;
    QStringList tried;
    for (int i = 0;; ++i) {
        const AVCodecHWConfig *config = avcodec_get_hw_config(codec, i);
        if (!config)
            break;
        if (!(config->methods & AV_CODEC_HW_CONFIG_METHOD_HW_DEVICE_CTX))
            continue;
        const QString typeName = QString::fromLatin1(av_hwdevice_get_type_name(config->device_type));
        if (wanted != QLatin1String("auto") && wanted != typeName)
            continue;
        tried << typeName;
        AVBufferRef *device = nullptr;
        const int rc = av_hwdevice_ctx_create(&device, config->device_type, nullptr, nullptr, 0);
        if (rc < 0) {
            m_decoderNote += QCoreApplication::translate("loopscope::CoreTexts", "%1 unavailable (%2); ")
                                 .arg(typeName, ffmpeg::errorString(rc));
            continue;
        }
        m_hwDevice = device;
        m_codec->hw_device_ctx = av_buffer_ref(device);
        m_codec->opaque = reinterpret_cast<void *>(intptr_t(config->pix_fmt));
        m_codec->get_format = &pickHardwareFormat;
        m_hwPixFmt = config->pix_fmt;
        m_decoderPath = typeName;
        return true;
    }
    if (tried.isEmpty())
        m_decoderNote +=
            QCoreApplication::translate("loopscope::CoreTexts", "no %1 hardware decoder for %2; ")
                .arg(wanted, QString::fromLatin1(codec->name));
    m_decoderNote += QCoreApplication::translate("loopscope::CoreTexts", "software decode");
    return false;
}

bool DecodeSession::openDecoder(QString *error)
{
    const AVStream *st = m_format->streams[m_streamIndex];
    const AVCodec *codec = avcodec_find_decoder(st->codecpar->codec_id);
    if (!codec) {
        *error = QCoreApplication::translate("loopscope::CoreTexts", "no decoder for codec '%1'")
                     .arg(QString::fromLatin1(avcodec_get_name(st->codecpar->codec_id)));
        return false;
    }
    m_codec = avcodec_alloc_context3(codec);
    if (!m_codec || avcodec_parameters_to_context(m_codec, st->codecpar) < 0) {
        *error = QCoreApplication::translate("loopscope::CoreTexts", "cannot set up the %1 decoder")
                     .arg(QString::fromLatin1(codec->name));
        return false;
    }
    auto configure = [&] {
        m_codec->pkt_timebase = st->time_base;
        m_codec->thread_count = m_options.threads;
        if (m_kind.isFile) {
            m_codec->thread_type = FF_THREAD_FRAME | FF_THREAD_SLICE; // throughput
        } else {
            // Live: a frame out per packet in (frame threads would hold threads-1 frames).
            m_codec->flags |= AV_CODEC_FLAG_LOW_DELAY;
            m_codec->thread_type = FF_THREAD_SLICE;
        }
    };
    configure();
    tryHardware(codec);
    int rc = avcodec_open2(m_codec, codec, nullptr);
    if (rc < 0 && m_hwDevice) {
        m_decoderNote = QCoreApplication::translate("loopscope::CoreTexts",
                                                    "%1 decoder failed to open (%2); software decode")
                            .arg(m_decoderPath, ffmpeg::errorString(rc));
        avcodec_free_context(&m_codec);
        av_buffer_unref(&m_hwDevice);
        m_hwPixFmt = -1;
        m_decoderPath = QStringLiteral("software");
        m_codec = avcodec_alloc_context3(codec);
        if (!m_codec || avcodec_parameters_to_context(m_codec, st->codecpar) < 0) {
            *error = QCoreApplication::translate("loopscope::CoreTexts", "cannot set up the %1 decoder")
                         .arg(QString::fromLatin1(codec->name));
            return false;
        }
        configure();
        rc = avcodec_open2(m_codec, codec, nullptr);
    }
    if (rc < 0) {
        *error = QCoreApplication::translate("loopscope::CoreTexts", "cannot open the %1 decoder: %2")
                     .arg(QString::fromLatin1(codec->name), ffmpeg::errorString(rc));
        return false;
    }
    return true;
}

DecodeSession::ReadResult DecodeSession::read(QString *error)
{
    av_packet_unref(m_packet);
    const int rc = av_read_frame(m_format, m_packet);
    if (rc >= 0)
        return m_packet->stream_index == m_streamIndex ? ReadResult::Packet : ReadResult::OtherStream;
    if (m_interrupt->stop && m_interrupt->stop->load())
        return ReadResult::Stopped;
    if (m_interrupt->timedOut.load()) {
        *error = QCoreApplication::translate("loopscope::CoreTexts", "no data for %1 s")
                     .arg(m_options.readTimeoutS);
        return ReadResult::TimedOut;
    }
    if (rc == AVERROR_EOF) {
        *error = m_kind.isFile ? QCoreApplication::translate("loopscope::CoreTexts", "end of file")
                               : QCoreApplication::translate("loopscope::CoreTexts", "the stream ended");
        return ReadResult::EndOfFile;
    }
    *error = QCoreApplication::translate("loopscope::CoreTexts", "reading the stream failed: %1")
                 .arg(ffmpeg::errorString(rc));
    return ReadResult::Error;
}

bool DecodeSession::rewind()
{
    if (avformat_seek_file(m_format, -1, INT64_MIN, 0, INT64_MAX, 0) < 0 &&
        av_seek_frame(m_format, m_streamIndex, 0, AVSEEK_FLAG_BACKWARD) < 0)
        return false;
    avcodec_flush_buffers(m_codec);
    return true;
}

bool DecodeSession::send(int64_t demuxNs, bool flush)
{
    m_codec->reordered_opaque = demuxNs;
    const int rc = avcodec_send_packet(m_codec, flush ? nullptr : m_packet);
    return rc >= 0 || rc == AVERROR(EAGAIN) || rc == AVERROR_EOF;
}

DecodeSession::ReceiveResult DecodeSession::receive(int64_t *demuxNs)
{
    const int rc = avcodec_receive_frame(m_codec, m_frame);
    if (rc == AVERROR(EAGAIN))
        return ReceiveResult::Again;
    if (rc == AVERROR_EOF)
        return ReceiveResult::End;
    if (rc < 0)
        return ReceiveResult::Error;
    *demuxNs = m_frame->reordered_opaque;
    if (m_hwPixFmt >= 0 && m_frame->format == m_hwPixFmt) {
        if (!m_swFrame)
            m_swFrame = av_frame_alloc();
        av_frame_unref(m_swFrame);
        if (!m_swFrame || av_hwframe_transfer_data(m_swFrame, m_frame, 0) < 0)
            return ReceiveResult::Error;
        av_frame_copy_props(m_swFrame, m_frame);
    } else if (m_swFrame) {
        av_frame_free(&m_swFrame);
    }
    return ReceiveResult::Frame;
}

void DecodeSession::outputSize(int srcWidth, int srcHeight, int *outWidth, int *outHeight) const
{
    double scale = 1.0;
    if (m_options.maxWidth > 0 && srcWidth > m_options.maxWidth)
        scale = std::min(scale, double(m_options.maxWidth) / srcWidth);
    if (m_options.maxHeight > 0 && srcHeight > m_options.maxHeight)
        scale = std::min(scale, double(m_options.maxHeight) / srcHeight);
    if (scale >= 1.0) {
        *outWidth = srcWidth;
        *outHeight = srcHeight;
        return;
    }
    *outWidth = std::max(2, int(std::lround(srcWidth * scale)) & ~1);
    *outHeight = std::max(2, int(std::lround(srcHeight * scale)) & ~1);
}

bool DecodeSession::canShare(int outWidth, int outHeight) const
{
    const AVFrame *src = m_swFrame ? m_swFrame : m_frame;
    return src && src->buf[0] && src->width == outWidth && src->height == outHeight &&
           (src->format == AV_PIX_FMT_YUV420P || src->format == AV_PIX_FMT_YUVJ420P || src->format == AV_PIX_FMT_NV12);
}

bool DecodeSession::convert(VideoFrame &out)
{
    const AVFrame *src = frame();
    if (src->width <= 0 || src->height <= 0)
        return false;
    const int dstFormat = out.format() == VideoPixelFormat::Yuv420p ? AV_PIX_FMT_YUV420P : AV_PIX_FMT_RGB32;
    const VideoColor color = videoColorFromFfmpeg(src->colorspace, src->color_range, src->format, src->height);
    if (!m_sws || m_swsSrcW != src->width || m_swsSrcH != src->height || m_swsSrcFmt != src->format ||
        m_swsDstW != out.width() || m_swsDstH != out.height() || m_swsDstFmt != dstFormat || !(m_swsColor == color)) {
        sws_freeContext(m_sws);
        m_sws = sws_alloc_context();
        if (!m_sws)
            return false;
        const bool scaling = out.width() != src->width || out.height() != src->height;
        av_opt_set_int(m_sws, "srcw", src->width, 0);
        av_opt_set_int(m_sws, "srch", src->height, 0);
        av_opt_set_int(m_sws, "src_format", src->format, 0);
        av_opt_set_int(m_sws, "dstw", out.width(), 0);
        av_opt_set_int(m_sws, "dsth", out.height(), 0);
        av_opt_set_int(m_sws, "dst_format", dstFormat, 0);
        av_opt_set_int(m_sws, "sws_flags", scaling ? SWS_FAST_BILINEAR : SWS_POINT, 0);
        av_opt_set_int(m_sws, "threads", m_options.threads > 0 ? m_options.threads : 0, 0);
        if (sws_init_context(m_sws, nullptr, nullptr) < 0) {
            sws_freeContext(m_sws);
            m_sws = nullptr;
            return false;
        }
        // The colour the stream declares: applied when converting to RGB, kept (range too) for YUV.
        const int *table = sws_getCoefficients(swsColorspaceFor(color.matrix));
        const int srcFull = color.range == VideoColorRange::Full ? 1 : 0;
        const int dstFull = dstFormat == AV_PIX_FMT_RGB32 ? 1 : srcFull;
        sws_setColorspaceDetails(m_sws, table, srcFull, table, dstFull, 0, 1 << 16, 1 << 16);
        m_swsSrcW = src->width;
        m_swsSrcH = src->height;
        m_swsSrcFmt = src->format;
        m_swsDstW = out.width();
        m_swsDstH = out.height();
        m_swsDstFmt = dstFormat;
        m_swsColor = color;
    }
    // Wrap the pooled buffer (no copy, no free) so sws writes straight into it.
    av_frame_unref(m_dst);
    m_dst->format = dstFormat;
    m_dst->width = out.width();
    m_dst->height = out.height();
    for (int i = 0; i < out.planeCount(); ++i) {
        const VideoPlane plane = out.plane(i);
        m_dst->data[i] = out.planeData(i);
        m_dst->linesize[i] = plane.stride;
        m_dst->buf[i] = av_buffer_create(out.planeData(i), size_t(plane.stride) * size_t(plane.height), &noFree,
                                         nullptr, 0);
        if (!m_dst->buf[i]) {
            av_frame_unref(m_dst);
            return false;
        }
    }
    const int rc = sws_scale_frame(m_sws, m_dst, src);
    av_frame_unref(m_dst);
    out.color = color;
    return rc >= 0;
}

const AVStream *DecodeSession::stream() const
{
    return m_format && m_streamIndex >= 0 ? m_format->streams[m_streamIndex] : nullptr;
}

double DecodeSession::timeBaseS() const
{
    const AVStream *st = stream();
    return st ? av_q2d(st->time_base) : 0.0;
}

QString DecodeSession::codecName() const
{
    const AVStream *st = stream();
    return st ? QString::fromLatin1(avcodec_get_name(st->codecpar->codec_id)) : QString();
}

QString DecodeSession::formatName() const
{
    return m_format && m_format->iformat ? QString::fromLatin1(m_format->iformat->name) : QString();
}

double DecodeSession::nominalFps() const
{
    const AVStream *st = stream();
    if (!st)
        return 0;
    const AVRational r = st->avg_frame_rate.num > 0 ? st->avg_frame_rate : st->r_frame_rate;
    return r.num > 0 && r.den > 0 ? av_q2d(r) : 0.0;
}

int DecodeSession::threadCount() const
{
    return m_codec ? m_codec->thread_count : 0;
}

} // namespace loopscope::core
