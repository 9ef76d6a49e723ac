#ifndef LOOPSCOPE_DXL_PACKET_H
#define LOOPSCOPE_DXL_PACKET_H
/*
 * Dynamixel Protocol 2.0 packets (protocols.md §2):
 *   FF FF FD 00 | ID | LEN_L LEN_H | INST | params | CRC_L CRC_H
 * LEN counts INST, the (stuffed) params and the CRC. From INST on, every
 * FF FF FD is sent as FF FF FD FD; the CRC (poly 0x8005, init 0) covers the
 * stuffed bytes from the first FF to the last param. A status packet is
 * INST 0x55 followed by the error byte and its params.
 *
 * FAST SYNC READ (0x8A, params as SYNC READ) and FAST BULK READ (0x9A, as
 * BULK READ) are answered by one status packet with ID 0xFE that the servos
 * build together in the order listed: after INST 0x55, per servo ERR, ID,
 * its data and a CRC over the packet from its first byte to that servo's
 * data, so the last servo's CRC is the packet's. LEN covers every listed
 * servo's part (4 + data length each). These replies are not stuffed (the
 * SDK reads them without unstuffing).
 */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define LS_DXL_BROADCAST 0xfe
#define LS_DXL_HEADER_BYTES 7 /* FF FF FD 00 ID LEN_L LEN_H */
#define LS_DXL_MAX_BODY 600   /* INST + params, unstuffed */

enum {
    LS_DXL_PING = 0x01,
    LS_DXL_READ = 0x02,
    LS_DXL_WRITE = 0x03,
    LS_DXL_REG_WRITE = 0x04,
    LS_DXL_ACTION = 0x05,
    LS_DXL_FACTORY_RESET = 0x06,
    LS_DXL_REBOOT = 0x08,
    LS_DXL_CLEAR = 0x10,
    LS_DXL_STATUS = 0x55,
    LS_DXL_SYNC_READ = 0x82,
    LS_DXL_SYNC_WRITE = 0x83,
    LS_DXL_BULK_READ = 0x92,
    LS_DXL_FAST_SYNC_READ = 0x8a,
    LS_DXL_BULK_WRITE = 0x93,
    LS_DXL_FAST_BULK_READ = 0x9a
};

/* Status error byte: bit 7 alert (a hardware error is set), low bits a code. */
enum {
    LS_DXL_ERR_NONE = 0,
    LS_DXL_ERR_RESULT_FAIL = 1,
    LS_DXL_ERR_INSTRUCTION = 2,
    LS_DXL_ERR_CRC = 3,
    LS_DXL_ERR_DATA_RANGE = 4,
    LS_DXL_ERR_DATA_LENGTH = 5,
    LS_DXL_ERR_DATA_LIMIT = 6,
    LS_DXL_ERR_ACCESS = 7,
    LS_DXL_ERR_ALERT = 0x80
};

/* Builds a packet around `body` (INST and params, unstuffed). Returns its
 * length, 0 when it does not fit in capacity. */
size_t ls_dxl_build(uint8_t id, const uint8_t *body, size_t body_length, uint8_t *out, size_t capacity);
/* Removes byte stuffing in place (FF FF FD FD → FF FF FD); returns the new length. */
size_t ls_dxl_unstuff(uint8_t *data, size_t length);

#ifdef __cplusplus
}
#endif
#endif
