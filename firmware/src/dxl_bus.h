#ifndef LOOPSCOPE_DXL_BUS_H
#define LOOPSCOPE_DXL_BUS_H
/*
 * A Dynamixel Protocol 2.0 bus of simulated servos behind one serial
 * endpoint. Bytes from the host go in with the baud rate the host's port is
 * set to: a servo only understands bytes sent at its own baud (address 8), so
 * at any other rate nobody answers (the bytes are counted as wrong-baud).
 *
 * The parser syncs on FF FF FD 00, checks LEN and the CRC (a bad CRC is
 * counted and gets no reply), unstuffs and dispatches; a partial packet is
 * dropped after LS_DXL_RX_SILENCE_MS without bytes. Replies are queued on the
 * bus in the order the protocol asks (broadcast PING: ascending ID; SYNC/BULK
 * READ: the order listed), each after reply_delay_us plus the servo's Return
 * Delay Time (address 9, 2 µs units). In those chains each servo waits for
 * the previous status packet to end — with wire time on, for its bytes to
 * cross the wire at the servo's baud rate — and then its own Return Delay
 * Time, as on a real bus: a SYNC READ of n servos spans at least
 * n × (return delay + status wire time). FAST SYNC/BULK READ replies are
 * one packet (dxl_packet.h) that starts the first servo's Return Delay Time
 * after the request; a listed servo that is missing or silent cuts it short
 * (the servos after it wait for its part), so the host sees a short packet.
 * CLEAR (0x10) resets the multi-turn count (dxl_servo.h).
 */
#include "dxl_servo.h"
#include "serial_tx.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifndef LS_DXL_MAX_SERVOS
#define LS_DXL_MAX_SERVOS 32
#endif
#ifndef LS_DXL_RX_BYTES
#define LS_DXL_RX_BYTES 2048
#endif
#define LS_DXL_RX_SILENCE_MS 50u
#define LS_DXL_TICK_NS 20000000ull

typedef struct ls_dxl_bus
{
    ls_dxl_servo servos[LS_DXL_MAX_SERVOS]; /* ascending IDs at start */
    unsigned servo_count;
    uint32_t reply_delay_us;
    int wire_time;
    ls_serial_tx tx;
    uint8_t rx[LS_DXL_RX_BYTES];
    size_t rx_length;
    uint64_t last_rx_ns;
    uint64_t last_tick_ns;
    int chain;             /* answering a chain: 0 no, 1 first status next, 2 chain_end_ns is valid */
    uint64_t chain_end_ns; /* when the chain's last queued status ends */
    ls_bus_stats stats;
} ls_dxl_bus;

/* ids: 0..252 (sorted here, duplicates dropped); baud: one of the X-series
 * rates (57600 if not). */
void ls_dxl_bus_init(ls_dxl_bus *bus, const uint8_t *ids, unsigned count, uint32_t baud,
                     uint16_t model_number, uint32_t reply_delay_us, int wire_time, void *link,
                     uint64_t now_ns);
/* Gives the servo with `id` another model (its table back to that model's
 * defaults, ID and baud kept); returns 0, or -1 when there is no such servo. */
int ls_dxl_bus_set_model(ls_dxl_bus *bus, uint8_t id, uint16_t model_number, uint64_t now_ns);
/* host_baud: the rate the host's port is set to (0: unknown, taken as a match). */
void ls_dxl_bus_on_bytes(ls_dxl_bus *bus, const uint8_t *data, size_t length, uint32_t host_baud,
                         uint64_t now_ns);
void ls_dxl_bus_poll(ls_dxl_bus *bus, uint64_t now_ns);
uint64_t ls_dxl_bus_next_due_ns(const ls_dxl_bus *bus);

#ifdef __cplusplus
}
#endif
#endif
