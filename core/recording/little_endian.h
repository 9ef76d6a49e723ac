#pragma once
// Little-endian serialization into a QByteArray, the byte order and the
// String/Bytes/length-prefix shapes of the MCAP specification
// (https://mcap.dev/spec#serialization). Appends only; putU64At patches a
// length written earlier.

#include <QByteArray>
#include <QByteArrayView>
#include <cstdint>

namespace loopscope::core::le {

inline void appendU8(QByteArray &out, uint8_t value)
{
    out.append(static_cast<char>(value));
}

inline void appendU16(QByteArray &out, uint16_t value)
{
    const char bytes[2] = {static_cast<char>(value & 0xff), static_cast<char>(value >> 8)};
    out.append(bytes, 2);
}

inline void appendU32(QByteArray &out, uint32_t value)
{
    char bytes[4];
    for (int i = 0; i < 4; ++i)
        bytes[i] = static_cast<char>((value >> (8 * i)) & 0xff);
    out.append(bytes, 4);
}

inline void appendU64(QByteArray &out, uint64_t value)
{
    char bytes[8];
    for (int i = 0; i < 8; ++i)
        bytes[i] = static_cast<char>((value >> (8 * i)) & 0xff);
    out.append(bytes, 8);
}

// MCAP String (and uint32 length-prefixed Bytes): uint32 byte length, then the bytes.
inline void appendPrefixed32(QByteArray &out, QByteArrayView bytes)
{
    appendU32(out, static_cast<uint32_t>(bytes.size()));
    out.append(bytes.data(), bytes.size());
}

// uint64 length-prefixed Bytes.
inline void appendPrefixed64(QByteArray &out, QByteArrayView bytes)
{
    appendU64(out, static_cast<uint64_t>(bytes.size()));
    out.append(bytes.data(), bytes.size());
}

// Overwrites 8 bytes at offset (which must already exist) with value.
inline void putU64At(QByteArray &out, qsizetype offset, uint64_t value)
{
    char *p = out.data() + offset;
    for (int i = 0; i < 8; ++i)
        p[i] = static_cast<char>((value >> (8 * i)) & 0xff);
}

inline uint16_t readU16(const char *p)
{
    const auto *b = reinterpret_cast<const unsigned char *>(p);
    return static_cast<uint16_t>(b[0] | (b[1] << 8));
}

inline uint32_t readU32(const char *p)
{
    const auto *b = reinterpret_cast<const unsigned char *>(p);
    return static_cast<uint32_t>(b[0]) | (static_cast<uint32_t>(b[1]) << 8) |
           (static_cast<uint32_t>(b[2]) << 16) | (static_cast<uint32_t>(b[3]) << 24);
}

inline uint64_t readU64(const char *p)
{
    return static_cast<uint64_t>(readU32(p)) | (static_cast<uint64_t>(readU32(p + 4)) << 32);
}

} // namespace loopscope::core::le
