#pragma once
// The UDP probe's datagram: pure data and functions, no I/O.
//
// Layout (big-endian), 16-byte header then zero padding up to the payload size:
//   offset 0  u32 magic      0x4C530000 | 16-bit per-run nonce ("LS" + nonce)
//   offset 4  u32 sequence   0, 1, 2, ... per run
//   offset 8  u64 intended   intended send time, CLOCK_MONOTONIC ns
//   offset 16 ...            zero padding
//
// A peer echo (a fleet agent serving the probe, core/fleet/peer_echo.h)
// stamps its own clock into the padding of datagrams of 32 bytes or more:
//   offset 16 i64 peer received  when the datagram arrived, the peer's CLOCK_REALTIME ns
//   offset 24 i64 peer sent      when its echo left, the peer's CLOCK_REALTIME ns
// An echo device returns the padding unchanged: both zero, no peer stamps.

#include <cstddef>
#include <cstdint>

namespace loopscope::core {

struct ProbeDatagram
{
    static constexpr std::size_t kHeaderBytes = 16;
    static constexpr std::size_t kPeerStampedBytes = 32; // header + the peer's two stamps
    static constexpr uint32_t kMagicBase = 0x4C53'0000u;
    static constexpr uint32_t kMagicMask = 0xFFFF'0000u;

    uint16_t nonce = 0;
    uint32_t sequence = 0;
    int64_t intendedNs = 0;
    int64_t peerReceivedNs = 0; // 0: not stamped
    int64_t peerSentNs = 0;
    bool peerStamped() const { return peerReceivedNs != 0 && peerSentNs != 0; }
};

enum class DatagramClass {
    Invalid = 0,
    Ok,
    TooShort,   // fewer than kHeaderBytes
    WrongMagic, // not a Loopscope probe datagram
    WrongNonce, // a probe datagram of another run
};

const char *datagramClassName(DatagramClass c);

// Writes header and zero padding into buffer[0, size). Returns false (and
// writes nothing) when size < kHeaderBytes. No allocation.
bool encodeProbeDatagram(const ProbeDatagram &datagram, uint8_t *buffer, std::size_t size) noexcept;

// Classifies data as a datagram of the run with expectedNonce; fills *out
// when the header could be read (also for WrongNonce).
DatagramClass decodeProbeDatagram(const uint8_t *data, std::size_t size, uint16_t expectedNonce,
                                  ProbeDatagram *out) noexcept;

// The peer's stamps, in place (data of at least kPeerStampedBytes; false,
// changing nothing, when shorter or not a probe datagram).
bool stampProbeDatagram(uint8_t *data, std::size_t size, int64_t peerReceivedNs, int64_t peerSentNs) noexcept;

} // namespace loopscope::core
