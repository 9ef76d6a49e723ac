#pragma once
// Internal helpers around the FFmpeg C API for core/video (not for other areas).

#include "core/video/video_source_options.h"

#include <QString>

#include <atomic>
#include <cstdint>

extern "C" {
#include <libavutil/dict.h>
}

namespace loopscope::core::ffmpeg {

// "libavformat 59.27.100, libavcodec 59.37.100" (the libraries loaded at run time).
QString libraryVersions();

QString errorString(int averror);
void initOnce(); // avdevice registration, quiet log level

// Every blocking libavformat call checks this: stop requested or deadline passed.
struct Interrupt
{
    const std::atomic<bool> *stop = nullptr;
    std::atomic<int64_t> deadlineNs{0}; // CLOCK_MONOTONIC; 0 = none
    std::atomic<bool> timedOut{false};
    void armFor(double seconds);
    static int callback(void *opaque);
};

struct SourceKind
{
    QString url;          // what avformat_open_input gets
    QString inputFormat;  // forced demuxer ("video4linux2"), empty to probe
    bool isFile = false;  // seekable local file: may be paced and looped
    bool isRtsp = false;
};
SourceKind classifyUrl(const QString &url);

// The low-latency demuxer options for this source (caller frees).
AVDictionary *demuxOptions(const VideoSourceOptions &options, const SourceKind &kind);

// Hides user:password@ in messages and file names.
QString redactUrl(const QString &url);

} // namespace loopscope::core::ffmpeg
