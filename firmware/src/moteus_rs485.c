/* The legacy mjlib RS485 framing of a moteus bus (see moteus_bus.h). */
#include "ls_crc.h"
#include "moteus_bus.h"

#include <string.h>

#define HEADER_0 0x54
#define HEADER_1 0xab

static void drop(ls_moteus_bus *bus, size_t count)
{
    if (count > bus->rx_length)
        count = bus->rx_length;
    memmove(bus->rx, bus->rx + count, bus->rx_length - count);
    bus->rx_length -= count;
}

static void send_reply(ls_moteus_bus *bus, uint8_t servo_id, uint8_t host, const uint8_t *payload,
                       size_t length, uint64_t ready_ns)
{
    uint8_t frame[LS_MOTEUS_RS485_MAX_PAYLOAD + 16];
    size_t used = 0;
    frame[used++] = HEADER_0;
    frame[used++] = HEADER_1;
    frame[used++] = servo_id;
    frame[used++] = host;
    used += ls_varuint_write((uint32_t)length, frame + used, 5);
    memcpy(frame + used, payload, length);
    used += length;
    const uint16_t crc = ls_crc16_ccitt(0xffff, frame, used);
    frame[used++] = (uint8_t)(crc & 0xff);
    frame[used++] = (uint8_t)(crc >> 8);
    if (ls_serial_tx_submit(&bus->tx, frame, used, ready_ns))
        ++bus->stats.replies;
}

static void handle_frame(ls_moteus_bus *bus, uint8_t source, uint8_t dest, const uint8_t *payload,
                         size_t length, uint64_t now_ns)
{
    ++bus->stats.frames;
    const int reply_wanted = (source & 0x80u) != 0;
    const uint64_t ready_ns = now_ns + (uint64_t)bus->reply_delay_us * 1000u;
    int matched = 0;
    for (unsigned i = 0; i < bus->servo_count; ++i) {
        ls_moteus_servo *servo = &bus->servos[i];
        if (dest != LS_MOTEUS_BROADCAST && servo->id != dest)
            continue;
        matched = 1;
        uint8_t reply[LS_MOTEUS_RS485_MAX_PAYLOAD];
        const size_t reply_length =
            ls_moteus_handle_frame(servo, payload, length, reply, sizeof reply, now_ns);
        if (reply_wanted && reply_length > 0)
            send_reply(bus, servo->id, (uint8_t)(source & 0x7fu), reply, reply_length, ready_ns);
    }
    if (!matched)
        ++bus->stats.unknown_id;
}

/* Parses every complete frame in the buffer; keeps a partial one. */
static void parse(ls_moteus_bus *bus, uint64_t now_ns)
{
    for (;;) {
        size_t start = 0;
        while (start < bus->rx_length && !(bus->rx[start] == HEADER_0 &&
                                           (start + 1 == bus->rx_length || bus->rx[start + 1] == HEADER_1)))
            ++start;
        bus->stats.garbage_bytes += start;
        drop(bus, start);
        if (bus->rx_length < 5)
            return;
        uint32_t size = 0;
        const size_t size_bytes = ls_varuint_read(bus->rx + 4, bus->rx_length - 4, &size);
        if (size_bytes == 0) {
            if (bus->rx_length - 4 < 5)
                return; /* the size may still be arriving */
            ++bus->stats.malformed;
            drop(bus, 1);
            continue;
        }
        if (size > LS_MOTEUS_RS485_MAX_PAYLOAD) {
            ++bus->stats.malformed;
            drop(bus, 1);
            continue;
        }
        const size_t total = 4 + size_bytes + size + 2;
        if (bus->rx_length < total)
            return;
        const uint16_t crc = ls_crc16_ccitt(0xffff, bus->rx, total - 2);
        if ((uint16_t)(bus->rx[total - 2] | (bus->rx[total - 1] << 8)) != crc) {
            ++bus->stats.crc_errors;
            drop(bus, 1);
            continue;
        }
        uint8_t payload[LS_MOTEUS_RS485_MAX_PAYLOAD];
        memcpy(payload, bus->rx + 4 + size_bytes, size);
        const uint8_t source = bus->rx[2];
        const uint8_t dest = bus->rx[3];
        drop(bus, total);
        handle_frame(bus, source, dest, payload, size, now_ns);
    }
}

void ls_moteus_rs485_on_bytes(ls_moteus_bus *bus, const uint8_t *data, size_t length, uint64_t now_ns)
{
    if (bus->rx_length > 0 && now_ns - bus->last_rx_ns > (uint64_t)LS_MOTEUS_RX_SILENCE_MS * 1000000u) {
        ++bus->stats.truncated;
        bus->rx_length = 0;
    }
    while (length > 0) {
        size_t room = LS_MOTEUS_RX_BYTES - bus->rx_length;
        if (room == 0) { /* cannot happen with a bounded frame size; stay safe */
            bus->stats.garbage_bytes += bus->rx_length;
            bus->rx_length = 0;
            room = LS_MOTEUS_RX_BYTES;
        }
        const size_t take = length < room ? length : room;
        memcpy(bus->rx + bus->rx_length, data, take);
        bus->rx_length += take;
        data += take;
        length -= take;
        parse(bus, now_ns);
    }
}
