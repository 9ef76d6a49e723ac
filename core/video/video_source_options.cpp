#include "core/video/video_source_options.h"

#include <QCoreApplication>

namespace loopscope::core {

QString videoStreamStateName(VideoStreamState state)
{
    switch (state) {
    case VideoStreamState::Invalid:
        return QStringLiteral(QT_TRANSLATE_NOOP("loopscope::StateNames", "not started"));
    case VideoStreamState::Connecting:
        return QStringLiteral(QT_TRANSLATE_NOOP("loopscope::StateNames", "connecting"));
    case VideoStreamState::WaitingForKeyframe:
        return QStringLiteral(QT_TRANSLATE_NOOP("loopscope::StateNames", "waiting for a keyframe"));
    case VideoStreamState::Playing:
        return QStringLiteral(QT_TRANSLATE_NOOP("loopscope::StateNames", "playing"));
    case VideoStreamState::Reconnecting:
        return QStringLiteral(QT_TRANSLATE_NOOP("loopscope::StateNames", "reconnecting"));
    case VideoStreamState::Failed:
        return QStringLiteral(QT_TRANSLATE_NOOP("loopscope::StateNames", "failed"));
    case VideoStreamState::Stopped:
        return QStringLiteral(QT_TRANSLATE_NOOP("loopscope::StateNames", "stopped"));
    }
    return QStringLiteral(QT_TRANSLATE_NOOP("loopscope::StateNames", "unknown"));
}

QJsonObject VideoSourceOptions::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("url")] = url;
    o[QStringLiteral("name")] = name;
    o[QStringLiteral("rtsp_transport")] = rtspTransport == RtspTransport::Udp ? QStringLiteral("udp") : QStringLiteral("tcp");
    o[QStringLiteral("hwaccel")] = hwaccel;
    o[QStringLiteral("threads")] = threads;
    o[QStringLiteral("max_width")] = maxWidth;
    o[QStringLiteral("max_height")] = maxHeight;
    o[QStringLiteral("pixel_format")] = outputRgb32 ? QStringLiteral("rgb32") : QStringLiteral("native");
    o[QStringLiteral("connect_timeout_s")] = connectTimeoutS;
    o[QStringLiteral("read_timeout_s")] = readTimeoutS;
    o[QStringLiteral("keyframe_timeout_s")] = keyframeTimeoutS;
    o[QStringLiteral("reconnect")] = reconnect;
    o[QStringLiteral("backoff_min_s")] = backoffMinS;
    o[QStringLiteral("backoff_max_s")] = backoffMaxS;
    o[QStringLiteral("realtime_files")] = realtimeFiles;
    o[QStringLiteral("read_clock_code")] = readClockCode;
    return o;
}

QString VideoSourceOptions::validate() const
{
    if (url.trimmed().isEmpty())
        return QCoreApplication::translate("loopscope::CoreTexts", "no stream URL given");
    if (threads < 0 || threads > 64)
        return QCoreApplication::translate("loopscope::CoreTexts", "decoder threads must be 0..64, not %1")
            .arg(threads);
    if (maxWidth < 0 || maxHeight < 0 || maxWidth > 16384 || maxHeight > 16384)
        return QCoreApplication::translate("loopscope::CoreTexts", "maximum size must be 0..16384 pixels");
    if (!(connectTimeoutS > 0) || !(readTimeoutS > 0) || !(keyframeTimeoutS > 0))
        return QCoreApplication::translate("loopscope::CoreTexts", "timeouts must be positive");
    if (!(backoffMinS > 0) || backoffMaxS < backoffMinS)
        return QCoreApplication::translate("loopscope::CoreTexts",
                                           "reconnect back-off must satisfy 0 < min <= max");
    if (poolFrames < 3 || poolFrames > 64)
        return QCoreApplication::translate("loopscope::CoreTexts", "frame pool must hold 3..64 frames");
    if (rtspTransport == RtspTransport::Invalid)
        return QCoreApplication::translate("loopscope::CoreTexts", "RTSP transport must be tcp or udp");
    return {};
}

} // namespace loopscope::core
