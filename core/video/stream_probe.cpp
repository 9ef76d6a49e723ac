#include "core/video/stream_probe.h"

#include "core/video/decode_session.h"

#include <atomic>

extern "C" {
#include <libavformat/avformat.h>
}

namespace loopscope::core {

StreamInfo probeStream(const VideoSourceOptions &options)
{
    StreamInfo info;
    const QString problem = options.validate();
    if (!problem.isEmpty()) {
        info.error = problem;
        return info;
    }
    std::atomic<bool> never{false};
    ffmpeg::Interrupt interrupt;
    interrupt.stop = &never;
    interrupt.armFor(options.connectTimeoutS);
    DecodeSession session(options, &interrupt);
    if (!session.open(&info.error))
        return info;
    const AVStream *st = session.stream();
    info.ok = true;
    info.codec = session.codecName();
    info.width = st->codecpar->width;
    info.height = st->codecpar->height;
    info.fps = session.nominalFps();
    info.isLive = !session.isFile();
    if (!info.isLive && st->duration != AV_NOPTS_VALUE)
        info.durationS = double(st->duration) * session.timeBaseS();
    info.format = session.formatName();
    return info;
}

} // namespace loopscope::core
