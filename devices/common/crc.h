#pragma once
// Checksums of the wire protocols Loopscope speaks (see protocols.md). Pure functions.
//   crc8Fdcanusb:    CRC-8, poly 0x97, init 0x00, not reflected, no final xor
//                    (fdcanusb/moteus UART line suffix " *XX"); "123456789" -> 0x94.
//   crc16CcittFalse: CRC-16/CCITT-FALSE, poly 0x1021, init 0xFFFF, not reflected
//                    (mjlib RS485 multiplex framing); "123456789" -> 0x29B1.
//   crc16Dynamixel:  CRC-16, poly 0x8005, init 0x0000, not reflected
//                    (ROBOTIS Protocol 2.0); "123456789" -> 0xFEE8.
// Each takes an optional running value so a checksum can be computed in pieces.

#include <QByteArrayView>
#include <cstdint>

namespace loopscope::devices {

uint8_t crc8Fdcanusb(QByteArrayView data, uint8_t crc = 0x00);
uint16_t crc16CcittFalse(QByteArrayView data, uint16_t crc = 0xFFFF);
uint16_t crc16Dynamixel(QByteArrayView data, uint16_t crc = 0x0000);

} // namespace loopscope::devices
