#pragma once
// A camera stream into a session recording: every packet as received, as a
// foxglove.CompressedVideo message on /camera/<name>/video (frame_id: the
// camera's name, timestamp and log time: when the packet arrived, on the
// recording's Unix-epoch clock). Hand the sink to the stream
// (VideoSourceOptions::packetSink or VideoDecoder::setPacketSink).

#include "core/video/video_packet.h"

#include <QString>

namespace loopscope::core {

class SessionRecorder;

// recorder must outlive the sink (stop the stream or clear its sink first).
VideoPacketSink recordVideoPackets(SessionRecorder &recorder, const QString &camera);

// The camera's name in a topic: the URL's last path part ("cam0" of
// rtsp://host:8554/cam0), else "camera-<index>".
QString cameraNameOfUrl(const QString &url, int index);

} // namespace loopscope::core
