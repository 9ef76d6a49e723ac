#include "core/bench/probe_datagram.h"

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

uint32_t getU32(const uint8_t *p) noexcept
{
    return (uint32_t(p[0]) << 24) | (uint32_t(p[1]) << 16) | (uint32_t(p[2]) << 8) | uint32_t(p[3]);
}

void putI64(uint8_t *p, int64_t v) noexcept
{
    putU32(p, static_cast<uint32_t>(static_cast<uint64_t>(v) >> 32));
    putU32(p + 4, static_cast<uint32_t>(static_cast<uint64_t>(v)));
}

int64_t getI64(const uint8_t *p) noexcept
{
    return static_cast<int64_t>((uint64_t(getU32(p)) << 32) | getU32(p + 4));
}

} // namespace

const char *datagramClassName(DatagramClass c)
{
    switch (c) {
    case DatagramClass::Ok:
        return "ok";
    case DatagramClass::TooShort:
        return "too short";
    case DatagramClass::WrongMagic:
        return "wrong magic";
    case DatagramClass::WrongNonce:
        return "wrong nonce";
    case DatagramClass::Invalid:
        break;
    }
    return "invalid";
}

bool encodeProbeDatagram(const ProbeDatagram &datagram, uint8_t *buffer, std::size_t size) noexcept
{
    if (buffer == nullptr || size < ProbeDatagram::kHeaderBytes)
        return false;
    const auto intended = static_cast<uint64_t>(datagram.intendedNs);
    putU32(buffer, ProbeDatagram::kMagicBase | datagram.nonce);
    putU32(buffer + 4, datagram.sequence);
    putI64(buffer + 8, static_cast<int64_t>(intended));
    std::memset(buffer + ProbeDatagram::kHeaderBytes, 0, size - ProbeDatagram::kHeaderBytes);
    return true;
}

DatagramClass decodeProbeDatagram(const uint8_t *data, std::size_t size, uint16_t expectedNonce,
                                  ProbeDatagram *out) noexcept
{
    if (data == nullptr || size < ProbeDatagram::kHeaderBytes)
        return DatagramClass::TooShort;
    const uint32_t magic = getU32(data);
    if ((magic & ProbeDatagram::kMagicMask) != ProbeDatagram::kMagicBase)
        return DatagramClass::WrongMagic;
    ProbeDatagram d;
    d.nonce = static_cast<uint16_t>(magic & 0xFFFFu);
    d.sequence = getU32(data + 4);
    d.intendedNs = getI64(data + 8);
    if (size >= ProbeDatagram::kPeerStampedBytes) {
        d.peerReceivedNs = getI64(data + 16);
        d.peerSentNs = getI64(data + 24);
    }
    if (out != nullptr)
        *out = d;
    return d.nonce == expectedNonce ? DatagramClass::Ok : DatagramClass::WrongNonce;
}

bool stampProbeDatagram(uint8_t *data, std::size_t size, int64_t peerReceivedNs, int64_t peerSentNs) noexcept
{
    if (data == nullptr || size < ProbeDatagram::kPeerStampedBytes ||
        (getU32(data) & ProbeDatagram::kMagicMask) != ProbeDatagram::kMagicBase)
        return false;
    putI64(data + 16, peerReceivedNs);
    putI64(data + 24, peerSentNs);
    return true;
}

} // namespace loopscope::core
