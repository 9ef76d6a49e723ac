#include "core/video/video_packet_recording.h"

#include "core/recording/mcap_messages.h"
#include "core/recording/mcap_schemas.h"
#include "core/recording/session_recorder.h"

#include <QUrl>

namespace loopscope::core {

VideoPacketSink recordVideoPackets(SessionRecorder &recorder, const QString &camera)
{
    const McapJsonSchema schema = compressedVideoSchema();
    const uint16_t channel = recorder.addChannel(cameraVideoTopic(camera), schema.name, schema.json);
    SessionRecorder *target = &recorder;
    return [target, channel, camera](const VideoPacket &packet) {
        CompressedVideoMessage message;
        message.timestampNs = realtimeFromMonotonicNs(packet.receivedNs);
        message.frameId = camera;
        message.data = packet.data;
        message.format = packet.format;
        target->record(channel, message.timestampNs, compressedVideoJson(message));
    };
}

QString cameraNameOfUrl(const QString &url, int index)
{
    const QString last = QUrl(url).fileName();
    return last.isEmpty() ? QStringLiteral("camera-%1").arg(index) : last;
}

} // namespace loopscope::core
