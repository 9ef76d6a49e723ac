#include "core/video/stream_recorder.h"

#include "core/video/ffmpeg_support.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
}

namespace loopscope::core {

struct StreamRecorder::Impl
{
    AVFormatContext *out = nullptr;
    AVStream *outStream = nullptr;
    AVRational inTimeBase{1, 90000};
    QString path;
    bool started = false;     // first keyframe written
    bool headerWritten = false;
    int64_t firstDts = AV_NOPTS_VALUE;
    int64_t lastDts = AV_NOPTS_VALUE;
    int64_t packets = 0;
};

StreamRecorder::StreamRecorder() : d(std::make_unique<Impl>()) {}

StreamRecorder::~StreamRecorder()
{
    QString ignored;
    close(&ignored);
}

bool StreamRecorder::checkWritable(const QString &path, QString *error)
{
    const QFileInfo info(path);
    if (path.isEmpty()) {
        *error = QCoreApplication::translate("loopscope::CoreTexts", "no file name given for the recording");
        return false;
    }
    if (!info.absoluteDir().exists()) {
        *error = QCoreApplication::translate("loopscope::CoreTexts",
                                             "cannot record to %1: the folder %2 does not exist")
                     .arg(path, info.absolutePath());
        return false;
    }
    const bool existed = info.exists();
    QFile probe(path);
    if (!probe.open(QIODevice::WriteOnly | QIODevice::Append)) {
        *error = QCoreApplication::translate("loopscope::CoreTexts", "cannot record to %1: %2")
                     .arg(path, probe.errorString());
        return false;
    }
    probe.close();
    if (!existed)
        QFile::remove(path);
    return true;
}

bool StreamRecorder::open(const QString &path, const AVStream *input, QString *error)
{
    QString ignored;
    close(&ignored);
    if (!input) {
        *error = QCoreApplication::translate("loopscope::CoreTexts", "cannot record: no stream is open");
        return false;
    }
    if (!checkWritable(path, error))
        return false;
    const QByteArray file = QFile::encodeName(path);
    int rc = avformat_alloc_output_context2(&d->out, nullptr, nullptr, file.constData());
    if (rc < 0 || !d->out) {
        *error = QCoreApplication::translate(
                     "loopscope::CoreTexts",
                     "cannot record to %1: unknown container for this file name (use .mkv, .mp4 or .ts)")
                     .arg(path);
        d->out = nullptr;
        return false;
    }
    d->outStream = avformat_new_stream(d->out, nullptr);
    if (!d->outStream || avcodec_parameters_copy(d->outStream->codecpar, input->codecpar) < 0) {
        *error = QCoreApplication::translate("loopscope::CoreTexts", "cannot record to %1: out of memory")
                     .arg(path);
        avformat_free_context(d->out);
        d->out = nullptr;
        return false;
    }
    d->outStream->codecpar->codec_tag = 0;
    d->outStream->time_base = input->time_base;
    d->inTimeBase = input->time_base;
    rc = avio_open(&d->out->pb, file.constData(), AVIO_FLAG_WRITE);
    if (rc < 0) {
        *error = QCoreApplication::translate("loopscope::CoreTexts", "cannot record to %1: %2")
                     .arg(path, ffmpeg::errorString(rc));
        avformat_free_context(d->out);
        d->out = nullptr;
        return false;
    }
    d->path = path;
    d->started = false;
    d->headerWritten = false;
    d->firstDts = d->lastDts = AV_NOPTS_VALUE;
    d->packets = 0;
    return true;
}

bool StreamRecorder::write(const AVPacket *packet, QString *error)
{
    if (!d->out || !packet)
        return false;
    if (!d->started) {
        if (!(packet->flags & AV_PKT_FLAG_KEY))
            return true;
        const int rc = avformat_write_header(d->out, nullptr);
        if (rc < 0) {
            *error = QCoreApplication::translate("loopscope::CoreTexts", "cannot record to %1: %2")
                         .arg(d->path, ffmpeg::errorString(rc));
            return false;
        }
        d->headerWritten = true;
        d->started = true;
    }
    AVPacket *copy = av_packet_clone(packet);
    if (!copy) {
        *error =
            QCoreApplication::translate("loopscope::CoreTexts", "recording %1: out of memory").arg(d->path);
        return false;
    }
    copy->stream_index = 0;
    // Time from the first recorded packet; keep dts strictly increasing.
    int64_t dts = copy->dts != AV_NOPTS_VALUE ? copy->dts : copy->pts;
    if (dts == AV_NOPTS_VALUE)
        dts = d->lastDts == AV_NOPTS_VALUE ? 0 : d->lastDts + 1;
    if (d->firstDts == AV_NOPTS_VALUE)
        d->firstDts = dts;
    int64_t pts = copy->pts != AV_NOPTS_VALUE ? copy->pts : dts;
    dts -= d->firstDts;
    pts -= d->firstDts;
    if (d->lastDts != AV_NOPTS_VALUE && dts <= d->lastDts)
        dts = d->lastDts + 1;
    if (pts < dts)
        pts = dts;
    d->lastDts = dts;
    copy->dts = dts;
    copy->pts = pts;
    av_packet_rescale_ts(copy, d->inTimeBase, d->outStream->time_base);
    copy->pos = -1;
    const int rc = av_interleaved_write_frame(d->out, copy);
    av_packet_free(&copy);
    if (rc < 0) {
        *error = QCoreApplication::translate("loopscope::CoreTexts", "recording %1 failed: %2 (disk full?)")
                     .arg(d->path, ffmpeg::errorString(rc));
        return false;
    }
    d->packets++;
    return true;
}

bool StreamRecorder::close(QString *error)
{
    if (!d->out)
        return true;
    bool ok = true;
    if (d->headerWritten) {
        const int rc = av_write_trailer(d->out);
        if (rc < 0) {
            *error = QCoreApplication::translate("loopscope::CoreTexts", "finishing %1 failed: %2")
                         .arg(d->path, ffmpeg::errorString(rc));
            ok = false;
        }
    }
    if (d->out->pb) {
        if (d->out->pb->error < 0 && ok) {
            *error = QCoreApplication::translate("loopscope::CoreTexts", "writing %1 failed: %2")
                         .arg(d->path, ffmpeg::errorString(d->out->pb->error));
            ok = false;
        }
        avio_closep(&d->out->pb);
    }
    avformat_free_context(d->out);
    d->out = nullptr;
    d->outStream = nullptr;
    return ok;
}

bool StreamRecorder::isOpen() const
{
    return d->out != nullptr;
}

QString StreamRecorder::path() const
{
    return d->path;
}

int64_t StreamRecorder::packetsWritten() const
{
    return d->packets;
}

} // namespace loopscope::core
