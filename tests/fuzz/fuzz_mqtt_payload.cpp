// Fuzz target: the MQTT probe's message parser must classify any bytes
// without crashing; a message it accepts must re-encode to the same header,
// and relay stamping must keep it a valid message.
#include "core/mqtt/mqtt_payload.h"

#include <cstdlib>
#include <cstring>
#include <vector>

using namespace loopscope::core;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    MqttProbeHeader header;
    const MqttPayloadClass c = parseMqttPayload(data, size, &header);
    (void)mqttPayloadClassName(c);
    if (c == MqttPayloadClass::Invalid)
        std::abort();
    if (c != MqttPayloadClass::Ok)
        return 0;
    const size_t headerBytes = MqttProbeHeader::headerBytes(header.hops);
    if (headerBytes == 0 || headerBytes > size)
        std::abort();
    std::vector<uint8_t> again(size);
    if (!encodeMqttPayload(header, again.data(), again.size()))
        std::abort();
    // Unstamped relay slots are not part of the header's meaning: compare the meaningful bytes.
    const size_t meaningful =
        MqttProbeHeader::kFixedBytes + MqttProbeHeader::kRelayStampBytes * size_t(header.stamped);
    if (std::memcmp(again.data(), data, meaningful) != 0)
        std::abort();
    std::vector<uint8_t> copy(data, data + size);
    const bool stamped = stampMqttRelay(copy.data(), copy.size(), 1, 2);
    if (stamped != (header.stamped + 1 < header.hops))
        std::abort();
    MqttProbeHeader after;
    if (parseMqttPayload(copy.data(), copy.size(), &after) != MqttPayloadClass::Ok)
        std::abort();
    if (after.stamped != header.stamped + (stamped ? 1 : 0))
        std::abort();
    return 0;
}
