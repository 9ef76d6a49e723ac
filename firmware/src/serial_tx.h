#ifndef LOOPSCOPE_SERIAL_TX_H
#define LOOPSCOPE_SERIAL_TX_H
/*
 * The transmit side of one simulated serial bus: replies wait in a FIFO of
 * fixed slots until they are due, then go to ls_hal_serial_write() whole.
 * A bus is half-duplex and one device talks at a time, so each reply starts
 * when it is ready AND the previous one has finished; with a wire baud rate
 * set, a reply of n bytes also occupies the wire for n·10/baud seconds (8N1)
 * and is released at the end of that time, as the last byte would arrive.
 */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifndef LS_SERIAL_TX_SLOTS
#define LS_SERIAL_TX_SLOTS 64
#endif
#ifndef LS_SERIAL_TX_SLOT_BYTES
#define LS_SERIAL_TX_SLOT_BYTES 512
#endif

typedef struct ls_serial_tx_slot
{
    uint64_t due_ns;
    uint16_t length;
    uint8_t data[LS_SERIAL_TX_SLOT_BYTES];
} ls_serial_tx_slot;

typedef struct ls_serial_tx
{
    void *link;
    uint32_t wire_baud; /* 0: replies take no wire time */
    uint64_t busy_until_ns;
    ls_serial_tx_slot slots[LS_SERIAL_TX_SLOTS];
    unsigned head;
    unsigned count;
    uint64_t sent;
    uint64_t overflowed; /* replies lost: queue full or too long */
    uint64_t write_errors;
} ls_serial_tx;

void ls_serial_tx_init(ls_serial_tx *tx, void *link, uint32_t wire_baud);
/* Queues one reply the device is ready to send at ready_ns. Returns the time
 * it will be written, or 0 when it was lost (counted in overflowed). */
uint64_t ls_serial_tx_submit(ls_serial_tx *tx, const uint8_t *data, size_t length, uint64_t ready_ns);
/* Wire time of length bytes at baud (8N1), nanoseconds. */
uint64_t ls_serial_wire_ns(size_t length, uint32_t baud);
void ls_serial_tx_poll(ls_serial_tx *tx, uint64_t now_ns);
/* UINT64_MAX when nothing waits. */
uint64_t ls_serial_tx_next_due_ns(const ls_serial_tx *tx);

#ifdef __cplusplus
}
#endif
#endif

#ifndef LOOPSCOPE_SERIAL_BUS_STATS
#define LOOPSCOPE_SERIAL_BUS_STATS
#ifdef __cplusplus
extern "C" {
#endif
/* What a simulated bus counts about its input (printed by loopscope-sim). */
typedef struct ls_bus_stats
{
    uint64_t rx_bytes;
    uint64_t frames;  /* well-formed requests */
    uint64_t replies; /* replies queued */
    uint64_t crc_errors;
    uint64_t malformed;     /* bad syntax, bad lengths, unknown commands */
    uint64_t truncated;     /* partial frames abandoned after a silence */
    uint64_t garbage_bytes; /* bytes skipped while looking for a frame start */
    uint64_t wrong_baud_bytes;
    uint64_t unknown_id; /* requests to an ID nobody on the bus has */
} ls_bus_stats;
#ifdef __cplusplus
}
#endif
#endif
