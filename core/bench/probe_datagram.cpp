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
    putU32(buffer + 8, static_cast<uint32_t>(intended >> 32));
    putU32(buffer + 12, static_cast<uint32_t>(intended));
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
    d.intendedNs = static_cast<int64_t>((uint64_t(getU32(data + 8)) << 32) | getU32(data + 12));
    if (out != nullptr)
        *out = d;
    return d.nonce == expectedNonce ? DatagramClass::Ok : DatagramClass::WrongNonce;
}

} // namespace loopscope::core
