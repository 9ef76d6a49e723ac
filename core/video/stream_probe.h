#pragma once
// Opens a URL briefly (bounded by a timeout) and reports what it carries —
// for "add camera" dialogs and the CLI's checks. Blocking: call off the GUI thread.

#include "core/video/video_source_options.h"

#include <QString>

namespace loopscope::core {

struct StreamInfo
{
    bool ok = false;
    QString error;      // clear message when !ok
    QString format;     // demuxer name: "rtsp", "mpegts", "mov,mp4,...", "video4linux2,v4l2"
    QString codec;      // "h264"
    int width = 0, height = 0;
    double fps = 0;     // 0 when unknown
    double durationS = 0; // files; 0 for live streams
    bool isLive = true;
};

StreamInfo probeStream(const VideoSourceOptions &options);

} // namespace loopscope::core
