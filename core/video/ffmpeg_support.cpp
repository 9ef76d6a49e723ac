#include "core/video/ffmpeg_support.h"

#include "core/timing/realtime.h"

#include <QFileInfo>
#include <QUrl>

#include <mutex>

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavdevice/avdevice.h>
#include <libavformat/avformat.h>
#include <libavutil/error.h>
#include <libavutil/log.h>
}

namespace loopscope::core::ffmpeg {

QString libraryVersions()
{
    auto dotted = [](unsigned v) { return QStringLiteral("%1.%2.%3").arg(v >> 16).arg((v >> 8) & 0xff).arg(v & 0xff); };
    return QStringLiteral("FFmpeg %1 (libavformat %2, libavcodec %3)")
        .arg(QString::fromLatin1(av_version_info()), dotted(avformat_version()), dotted(avcodec_version()));
}

QString errorString(int averror)
{
    char buf[AV_ERROR_MAX_STRING_SIZE] = {};
    av_strerror(averror, buf, sizeof buf);
    return QString::fromLocal8Bit(buf);
}

void initOnce()
{
    static std::once_flag once;
    std::call_once(once, [] {
        avdevice_register_all();
        if (qEnvironmentVariableIsEmpty("LOOPSCOPE_FFMPEG_LOG"))
            av_log_set_level(AV_LOG_FATAL);
        else
            av_log_set_level(AV_LOG_VERBOSE);
    });
}

void Interrupt::armFor(double seconds)
{
    timedOut.store(false, std::memory_order_relaxed);
    deadlineNs.store(monotonicNs() + int64_t(seconds * 1e9), std::memory_order_relaxed);
}

int Interrupt::callback(void *opaque)
{
    auto *self = static_cast<Interrupt *>(opaque);
    if (self->stop && self->stop->load(std::memory_order_relaxed))
        return 1;
    const int64_t deadline = self->deadlineNs.load(std::memory_order_relaxed);
    if (deadline != 0 && monotonicNs() > deadline) {
        self->timedOut.store(true, std::memory_order_relaxed);
        return 1;
    }
    return 0;
}

SourceKind classifyUrl(const QString &url)
{
    SourceKind kind;
    kind.url = url.trimmed();
    const QString lower = kind.url.toLower();
    if (lower.startsWith(QLatin1String("v4l2:"))) {
        kind.url = kind.url.mid(5);
        kind.inputFormat = QStringLiteral("video4linux2");
    } else if (lower.startsWith(QLatin1String("/dev/video"))) {
        kind.inputFormat = QStringLiteral("video4linux2");
    } else if (lower.startsWith(QLatin1String("file:"))) {
        kind.isFile = true;
    } else if (!lower.contains(QLatin1String("://"))) {
        kind.isFile = true; // a plain path
    }
    kind.isRtsp = lower.startsWith(QLatin1String("rtsp://")) || lower.startsWith(QLatin1String("rtsps://"));
    return kind;
}

AVDictionary *demuxOptions(const VideoSourceOptions &options, const SourceKind &kind)
{
    AVDictionary *dict = nullptr;
    if (!kind.isFile) {
        av_dict_set(&dict, "fflags", "nobuffer", 0);
        av_dict_set(&dict, "probesize", "500000", 0);
        av_dict_set(&dict, "analyzeduration", "500000", 0); // µs
    }
    const QByteArray timeoutUs = QByteArray::number(qint64(options.readTimeoutS * 1e6));
    if (kind.isRtsp) {
        av_dict_set(&dict, "rtsp_transport", options.rtspTransport == RtspTransport::Udp ? "udp" : "tcp", 0);
        av_dict_set(&dict, "timeout", timeoutUs.constData(), 0);
        av_dict_set(&dict, "reorder_queue_size", "0", 0);
    } else if (kind.url.startsWith(QLatin1String("udp://"), Qt::CaseInsensitive)) {
        av_dict_set(&dict, "timeout", timeoutUs.constData(), 0);
        av_dict_set(&dict, "fifo_size", "1000000", 0);
        av_dict_set(&dict, "overrun_nonfatal", "1", 0);
    } else if (kind.url.startsWith(QLatin1String("tcp://"), Qt::CaseInsensitive)
               || kind.url.startsWith(QLatin1String("http"), Qt::CaseInsensitive)) {
        av_dict_set(&dict, "timeout", timeoutUs.constData(), 0);
    }
    return dict;
}

QString redactUrl(const QString &url)
{
    QUrl parsed(url);
    if (parsed.isValid() && !parsed.password().isEmpty()) {
        parsed.setPassword(QStringLiteral("***"));
        return parsed.toString();
    }
    return url;
}

} // namespace loopscope::core::ffmpeg
