#include "devices/common/crc.h"

namespace loopscope::devices {

// Bitwise (MSB first) implementations: these frames are short, so a table buys
// little and the loops stay obviously equal to the definitions.

uint8_t crc8Fdcanusb(QByteArrayView data, uint8_t crc)
{
    for (char c : data) {
        crc ^= static_cast<uint8_t>(c);
        for (int bit = 0; bit < 8; ++bit)
            crc = (crc & 0x80) ? static_cast<uint8_t>((crc << 1) ^ 0x97) : static_cast<uint8_t>(crc << 1);
    }
    return crc;
}

namespace {

uint16_t crc16Msb(QByteArrayView data, uint16_t crc, uint16_t poly)
{
    for (char c : data) {
        crc ^= static_cast<uint16_t>(static_cast<uint8_t>(c) << 8);
        for (int bit = 0; bit < 8; ++bit)
            crc = (crc & 0x8000) ? static_cast<uint16_t>((crc << 1) ^ poly) : static_cast<uint16_t>(crc << 1);
    }
    return crc;
}

} // namespace

uint16_t crc16CcittFalse(QByteArrayView data, uint16_t crc)
{
    return crc16Msb(data, crc, 0x1021);
}

uint16_t crc16Dynamixel(QByteArrayView data, uint16_t crc)
{
    return crc16Msb(data, crc, 0x8005);
}

} // namespace loopscope::devices
