#pragma once
// A compressed video packet as the decoder thread received it, for a
// session recording (foxglove.CompressedVideo): H.264/H.265 in Annex B with
// the parameter sets in front of each keyframe (annex_b.h), no re-encode.

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <functional>

namespace loopscope::core {

struct VideoPacket
{
    QByteArray data;        // one access unit, Annex B
    int64_t receivedNs = 0; // monotonicNs() when the demuxer returned it
    bool keyframe = false;
    QString format; // "h264" or "h265" (Foxglove's names)
    QString stream; // the stream's name (VideoSourceOptions::name or its URL)
};

// Called on the decoder thread for every packet of the video stream from
// the first keyframe of each connection on (earlier packets cannot be
// decoded); must be cheap (a SessionRecorder::record is). Packets of codecs
// other than H.264/H.265 are not passed.
using VideoPacketSink = std::function<void(const VideoPacket &packet)>;

} // namespace loopscope::core
