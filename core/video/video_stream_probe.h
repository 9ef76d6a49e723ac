#pragma once
// A video stream as a LatencyProbe, so RunCollector writes .hgrm/.hlog/JSON/CSV
// for video exactly like the other benchmarks. Owns a VideoDecoder and a
// display-like consumer thread that takes the newest frame at consumerRateHz
// (0 = as soon as one is published) and marks it displayed.
// Channels: demux, decode, convert, handoff, camera_to_display.

#include "core/bench/probe.h"
#include "core/video/video_decoder.h"

#include <memory>

namespace loopscope::core {

struct VideoProbeOptions
{
    VideoSourceOptions source;
    double durationS = 10;       // 0 = until stopped (files: until their end)
    double consumerRateHz = 60;  // 0 = take every frame as soon as published
    double warmupS = 0;          // values before this are not recorded
};

class VideoStreamProbe : public LatencyProbe
{
public:
    explicit VideoStreamProbe(const VideoProbeOptions &options);
    ~VideoStreamProbe() override;

    bool start(QString *error) override;
    void requestStop() override;
    void wait() override;
    ProbeState state() const override;
    QString failureReason() const override;
    double progress() const override;
    std::vector<ProbeChannel> channels() override;
    std::vector<ProbeCounter> counters() const override;
    QJsonObject parameters() const override;
    QString kind() const override { return QStringLiteral("video"); }
    QString warning() const override;

    VideoDecoder &decoder();
    VideoStreamStats stats() const;
    double elapsedS() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::core
