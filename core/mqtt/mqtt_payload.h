#pragma once
// The MQTT probe's message header: pure data and functions, no I/O.
//
// Every message of a run has the same size (the "payload" parameter). The
// header sits at its start, zero padding fills the rest. Relays stamp their
// receive and forward times in place, in slots reserved by the publisher, so
// the message size never changes along the chain.
//
// Layout (big-endian):
//   offset 0   u32 magic       0x4C534D51 ("LSMQ")
//   offset 4   u8  version     1
//   offset 5   u8  hops        broker traversals of the chain, 1..8
//   offset 6   u8  stamped     relays that stamped so far, 0..hops-1
//   offset 7   u8  flags       bit 0: warm-up message; other bits zero
//   offset 8   u32 run id      random per run
//   offset 12  u32 sequence    0, 1, 2, ... per run
//   offset 16  i64 intended    intended publish time, CLOCK_MONOTONIC ns
//   offset 24  i64 sent        actual publish time, CLOCK_MONOTONIC ns
//   offset 32  (hops - 1) relay slots of 16 bytes each:
//              i64 received    when relay k got the message
//              i64 forwarded   when relay k handed it to its client library
//   then zero padding up to the message size.

#include <array>
#include <cstddef>
#include <cstdint>

namespace loopscope::core {

struct MqttRelayStamp
{
    int64_t receivedNs = 0;
    int64_t forwardedNs = 0;
};

struct MqttProbeHeader
{
    static constexpr uint32_t kMagic = 0x4C53'4D51u; // "LSMQ"
    static constexpr uint8_t kVersion = 1;
    static constexpr int kMaxHops = 8;
    static constexpr std::size_t kFixedBytes = 32;
    static constexpr std::size_t kRelayStampBytes = 16;
    static constexpr uint8_t kFlagWarmup = 0x01;

    // Bytes the header takes for a chain of `hops` traversals (0 when hops
    // is outside 1..kMaxHops).
    static constexpr std::size_t headerBytes(int hops) noexcept
    {
        return hops >= 1 && hops <= kMaxHops ? kFixedBytes + kRelayStampBytes * std::size_t(hops - 1) : 0;
    }

    int hops = 1;
    int stamped = 0;
    bool warmup = false;
    uint32_t runId = 0;
    uint32_t sequence = 0;
    int64_t intendedNs = 0;
    int64_t sentNs = 0;
    std::array<MqttRelayStamp, kMaxHops - 1> relays{}; // [0, stamped) are meaningful
};

enum class MqttPayloadClass {
    Invalid = 0,
    Ok,
    TooShort,     // shorter than the fixed header or than its hop count needs
    WrongMagic,   // not a Loopscope MQTT probe message
    WrongVersion, // a probe message of another format version
    BadHeader,    // hops outside 1..8, stamped >= hops, or unknown flags
};

const char *mqttPayloadClassName(MqttPayloadClass c);

// Writes the header (with header.stamped relay slots filled, the others
// zeroed) and zero padding into buffer[0, size). Returns false, writing
// nothing, when the header is invalid or size < headerBytes(hops).
bool encodeMqttPayload(const MqttProbeHeader &header, uint8_t *buffer, std::size_t size) noexcept;

// Parses data; fills *out (when given) only for Ok.
MqttPayloadClass parseMqttPayload(const uint8_t *data, std::size_t size, MqttProbeHeader *out) noexcept;

// A relay's stamp, in place: writes the next relay slot and increments
// `stamped`. Returns false, changing nothing, when data is not a valid
// message or every relay slot is already stamped.
bool stampMqttRelay(uint8_t *data, std::size_t size, int64_t receivedNs, int64_t forwardedNs) noexcept;

} // namespace loopscope::core
