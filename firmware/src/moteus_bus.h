#ifndef LOOPSCOPE_MOTEUS_BUS_H
#define LOOPSCOPE_MOTEUS_BUS_H
/*
 * A bus of simulated moteus controllers behind one serial endpoint, speaking
 * either the fdcanusb / moteus-UART line protocol or the legacy RS485 framing
 * (protocols.md §1, "Transports"). Bytes from the host go in through
 * ls_moteus_bus_on_bytes(); replies leave through the bus's serial_tx queue
 * after reply_delay_us and their wire time.
 *
 * fdcanusb lines: "can send <HEXID> <HEXDATA> [B] [F]" → "OK", then for a
 * reply-wanted frame (ID bit 15) to an ID on the bus (or 0x7f: every ID, in
 * ascending order) "rcv <HEXID> <HEXDATA> [E] B F" with source and destination
 * swapped and the payload padded with 0x50 to a CAN-FD length. "can on",
 * "can off" → "OK"; anything else → "ERR <text>". A line may end in " *XX",
 * the CRC-8 (poly 0x97) of everything before '*'; once one did, every later
 * line must, and every answer then carries one too.
 *
 * RS485: 54 AB | source (bit 7: reply wanted) | dest | varuint size | payload
 * | CRC-16/CCITT-FALSE little-endian; the reply swaps source and destination.
 * A partial frame is dropped after LS_MOTEUS_RX_SILENCE_MS without bytes.
 */
#include "moteus_servo.h"
#include "serial_tx.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifndef LS_BUS_MAX_SERVOS
#define LS_BUS_MAX_SERVOS 32
#endif
#ifndef LS_MOTEUS_RX_BYTES
#define LS_MOTEUS_RX_BYTES 1024
#endif
#ifndef LS_MOTEUS_LINE_MAX
#define LS_MOTEUS_LINE_MAX 256
#endif
#define LS_MOTEUS_RX_SILENCE_MS 50u
#define LS_MOTEUS_BROADCAST 0x7f
#define LS_MOTEUS_RS485_MAX_PAYLOAD 253
#define LS_BUS_TICK_NS 20000000ull /* models advance at least this often */

typedef enum ls_moteus_transport {
    LS_MOTEUS_TRANSPORT_NONE = 0,
    LS_MOTEUS_TRANSPORT_FDCANUSB,
    LS_MOTEUS_TRANSPORT_RS485
} ls_moteus_transport;

typedef struct ls_moteus_bus
{
    ls_moteus_transport transport;
    ls_moteus_servo servos[LS_BUS_MAX_SERVOS]; /* ascending IDs */
    unsigned servo_count;
    uint32_t reply_delay_us;
    ls_serial_tx tx;
    uint8_t rx[LS_MOTEUS_RX_BYTES];
    size_t rx_length;
    int rx_overflow; /* current line too long */
    uint64_t last_rx_ns;
    uint64_t last_tick_ns;
    int crc_required; /* fdcanusb: a line carried " *XX" */
    ls_bus_stats stats;
} ls_moteus_bus;

/* ids: 1..126, any order (sorted here; duplicates dropped); at most
 * LS_BUS_MAX_SERVOS. wire_baud 0: replies take no wire time. */
void ls_moteus_bus_init(ls_moteus_bus *bus, ls_moteus_transport transport, const uint8_t *ids, unsigned count,
                        uint32_t default_watchdog_ms, uint32_t reply_delay_us, uint32_t wire_baud, void *link,
                        uint64_t now_ns);
void ls_moteus_bus_on_bytes(ls_moteus_bus *bus, const uint8_t *data, size_t length, uint64_t now_ns);
void ls_moteus_bus_poll(ls_moteus_bus *bus, uint64_t now_ns);
uint64_t ls_moteus_bus_next_due_ns(const ls_moteus_bus *bus);
ls_moteus_servo *ls_moteus_bus_find(ls_moteus_bus *bus, unsigned id);

/* Internal to the transports (moteus_fdcanusb.c, moteus_rs485.c). */
void ls_moteus_fdcanusb_on_bytes(ls_moteus_bus *bus, const uint8_t *data, size_t length, uint64_t now_ns);
void ls_moteus_rs485_on_bytes(ls_moteus_bus *bus, const uint8_t *data, size_t length, uint64_t now_ns);

#ifdef __cplusplus
}
#endif
#endif
