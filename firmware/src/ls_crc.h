#ifndef LOOPSCOPE_LS_CRC_H
#define LOOPSCOPE_LS_CRC_H
/*
 * The three checksums the servo protocols use (bitwise, table-free: small
 * enough for any target):
 *   CRC-8 poly 0x97, init 0          — moteus UART line suffix " *XX"
 *                                      (check "123456789" = 0x94)
 *   CRC-16/CCITT-FALSE poly 0x1021, init 0xFFFF, not reflected
 *                                    — moteus RS485 framing (check 0x29B1)
 *   CRC-16 poly 0x8005, init 0, not reflected
 *                                    — Dynamixel Protocol 2.0 (check 0xFEE8)
 * Each takes the running value so a checksum can be built in pieces.
 */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

uint8_t ls_crc8_moteus(uint8_t crc, const uint8_t *data, size_t length);
uint16_t ls_crc16_ccitt(uint16_t crc, const uint8_t *data, size_t length);
uint16_t ls_crc16_dxl(uint16_t crc, const uint8_t *data, size_t length);

#ifdef __cplusplus
}
#endif
#endif
