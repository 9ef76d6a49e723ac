#include "core/mqtt/mqtt_payload.h"

#include <cstring>

namespace loopscope::core {

namespace {

void putU32(uint8_t *p, uint32_t v) noexcept
{
    p[0] = static_cast<uint8_t>(v >> 24);
    p[1] = static_cast<uint8_t>(v >> 16);
    p[2] = static_cast<uint8_t>(v >> 8);
    p[3] = static_cast<uint8_t>(v);
}

void putI64(uint8_t *p, int64_t value) noexcept
{
    const auto v = static_cast<uint64_t>(value);
    putU32(p, static_cast<uint32_t>(v >> 32));
    putU32(p + 4, static_cast<uint32_t>(v));
}

uint32_t getU32(const uint8_t *p) noexcept
{
    return (uint32_t(p[0]) << 24) | (uint32_t(p[1]) << 16) | (uint32_t(p[2]) << 8) | uint32_t(p[3]);
}

int64_t getI64(const uint8_t *p) noexcept
{
    return static_cast<int64_t>((uint64_t(getU32(p)) << 32) | getU32(p + 4));
}

constexpr std::size_t kOffVersion = 4;
constexpr std::size_t kOffHops = 5;
constexpr std::size_t kOffStamped = 6;
constexpr std::size_t kOffFlags = 7;
constexpr std::size_t kOffRunId = 8;
constexpr std::size_t kOffSequence = 12;
constexpr std::size_t kOffIntended = 16;
constexpr std::size_t kOffSent = 24;

uint8_t *relaySlot(uint8_t *data, int index) noexcept
{
    return data + MqttProbeHeader::kFixedBytes + MqttProbeHeader::kRelayStampBytes * std::size_t(index);
}

const uint8_t *relaySlot(const uint8_t *data, int index) noexcept
{
    return data + MqttProbeHeader::kFixedBytes + MqttProbeHeader::kRelayStampBytes * std::size_t(index);
}

} // namespace

const char *mqttPayloadClassName(MqttPayloadClass c)
{
    switch (c) {
    case MqttPayloadClass::Ok:
        return "ok";
    case MqttPayloadClass::TooShort:
        return "too short";
    case MqttPayloadClass::WrongMagic:
        return "wrong magic";
    case MqttPayloadClass::WrongVersion:
        return "wrong version";
    case MqttPayloadClass::BadHeader:
        return "bad header";
    case MqttPayloadClass::Invalid:
        break;
    }
    return "invalid";
}

bool encodeMqttPayload(const MqttProbeHeader &header, uint8_t *buffer, std::size_t size) noexcept
{
    const std::size_t needed = MqttProbeHeader::headerBytes(header.hops);
    if (buffer == nullptr || needed == 0 || size < needed || header.stamped < 0 ||
        header.stamped >= header.hops)
        return false;
    std::memset(buffer, 0, size);
    putU32(buffer, MqttProbeHeader::kMagic);
    buffer[kOffVersion] = MqttProbeHeader::kVersion;
    buffer[kOffHops] = static_cast<uint8_t>(header.hops);
    buffer[kOffStamped] = static_cast<uint8_t>(header.stamped);
    buffer[kOffFlags] = header.warmup ? MqttProbeHeader::kFlagWarmup : 0;
    putU32(buffer + kOffRunId, header.runId);
    putU32(buffer + kOffSequence, header.sequence);
    putI64(buffer + kOffIntended, header.intendedNs);
    putI64(buffer + kOffSent, header.sentNs);
    for (int i = 0; i < header.stamped; ++i) {
        uint8_t *slot = relaySlot(buffer, i);
        putI64(slot, header.relays[std::size_t(i)].receivedNs);
        putI64(slot + 8, header.relays[std::size_t(i)].forwardedNs);
    }
    return true;
}

MqttPayloadClass parseMqttPayload(const uint8_t *data, std::size_t size, MqttProbeHeader *out) noexcept
{
    if (data == nullptr || size < MqttProbeHeader::kFixedBytes)
        return MqttPayloadClass::TooShort;
    if (getU32(data) != MqttProbeHeader::kMagic)
        return MqttPayloadClass::WrongMagic;
    if (data[kOffVersion] != MqttProbeHeader::kVersion)
        return MqttPayloadClass::WrongVersion;
    const int hops = data[kOffHops];
    const int stamped = data[kOffStamped];
    const uint8_t flags = data[kOffFlags];
    if (hops < 1 || hops > MqttProbeHeader::kMaxHops || stamped >= hops ||
        (flags & ~MqttProbeHeader::kFlagWarmup) != 0)
        return MqttPayloadClass::BadHeader;
    if (size < MqttProbeHeader::headerBytes(hops))
        return MqttPayloadClass::TooShort;
    if (out) {
        MqttProbeHeader h;
        h.hops = hops;
        h.stamped = stamped;
        h.warmup = (flags & MqttProbeHeader::kFlagWarmup) != 0;
        h.runId = getU32(data + kOffRunId);
        h.sequence = getU32(data + kOffSequence);
        h.intendedNs = getI64(data + kOffIntended);
        h.sentNs = getI64(data + kOffSent);
        for (int i = 0; i < stamped; ++i) {
            const uint8_t *slot = relaySlot(data, i);
            h.relays[std::size_t(i)] = {getI64(slot), getI64(slot + 8)};
        }
        *out = h;
    }
    return MqttPayloadClass::Ok;
}

bool stampMqttRelay(uint8_t *data, std::size_t size, int64_t receivedNs, int64_t forwardedNs) noexcept
{
    if (parseMqttPayload(data, size, nullptr) != MqttPayloadClass::Ok)
        return false;
    const int hops = data[kOffHops];
    const int stamped = data[kOffStamped];
    if (stamped + 1 >= hops)
        return false; // the last traversal ends at the final subscriber, not at a relay
    uint8_t *slot = relaySlot(data, stamped);
    putI64(slot, receivedNs);
    putI64(slot + 8, forwardedNs);
    data[kOffStamped] = static_cast<uint8_t>(stamped + 1);
    return true;
}

} // namespace loopscope::core
