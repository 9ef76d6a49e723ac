#pragma once
// CAN-FD framing of moteus multiplex payloads (protocols.md §1 "Transports").
//   arbitration ID = destination (bits 0-6) | source << 8 | 0x8000 if a reply is
//   wanted | prefix << 16 (13-bit prefix; 0 normally).
//   Destination 0x7f = broadcast. Payloads are padded with 0x50 (NOP) up to a valid
//   CAN-FD length: 0..8, 12, 16, 20, 24, 32, 48, 64.

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <cstdint>
#include <optional>

namespace loopscope::devices::moteus {

inline constexpr uint8_t kBroadcastId = 0x7f;
inline constexpr uint8_t kHostId = 0x00; // conventional source of the host
inline constexpr int kMaxCanFdPayload = 64;
inline constexpr uint8_t kPaddingByte = 0x50;

struct CanAddress
{
    uint8_t source = kHostId; // 0..127
    uint8_t destination = 1;  // 0..127 (0x7f broadcast)
    bool replyWanted = true;
    uint16_t prefix = 0; // 0..0x1fff

    bool operator==(const CanAddress &) const = default;
};

uint32_t makeArbitrationId(const CanAddress &address);
CanAddress parseArbitrationId(uint32_t arbitrationId);

// Smallest valid CAN-FD data length >= size; -1 if size > 64.
int canFdLength(qsizetype size);

struct CanFdFrame
{
    uint32_t arbitrationId = 0;
    QByteArray data;           // already padded to a CAN-FD length
    bool bitRateSwitch = true; // BRS
    bool fdFormat = true;      // FD (as opposed to classic CAN)

    // A frame carrying `payload` (a multiplex payload) to `address`, padded with
    // 0x50. nullopt with a reason if the payload exceeds 64 bytes.
    static std::optional<CanFdFrame> make(const CanAddress &address, QByteArrayView payload,
                                          QString *error = nullptr);
    CanAddress address() const { return parseArbitrationId(arbitrationId); }
};

} // namespace loopscope::devices::moteus
