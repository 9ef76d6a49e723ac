#include "dxl_bus.h"

#include "ls_crc.h"

#include <string.h>

#define REPLY_BYTES (LS_DXL_TABLE_BYTES + 8)

void ls_dxl_bus_init(ls_dxl_bus *bus, const uint8_t *ids, unsigned count, uint32_t baud,
                     uint16_t model_number, uint32_t reply_delay_us, int wire_time, void *link,
                     uint64_t now_ns)
{
    memset(bus, 0, sizeof *bus);
    bus->reply_delay_us = reply_delay_us;
    bus->wire_time = wire_time;
    bus->last_rx_ns = now_ns;
    bus->last_tick_ns = now_ns;
    ls_serial_tx_init(&bus->tx, link, 0);
    int index = ls_dxl_baud_index(baud);
    if (index < 0)
        index = 1;
    for (unsigned id = 0; id < LS_DXL_BROADCAST && bus->servo_count < LS_DXL_MAX_SERVOS; ++id) {
        for (unsigned i = 0; i < count; ++i) {
            if (ids[i] == id) {
                ls_dxl_servo_init(&bus->servos[bus->servo_count++], (uint8_t)id, (uint8_t)index, model_number,
                                  now_ns);
                break;
            }
        }
    }
}

int ls_dxl_bus_set_model(ls_dxl_bus *bus, uint8_t id, uint16_t model_number, uint64_t now_ns)
{
    for (unsigned i = 0; i < bus->servo_count; ++i) {
        ls_dxl_servo *s = &bus->servos[i];
        if (ls_dxl_id(s) == id) {
            ls_dxl_servo_init(s, id, s->table[LS_DXL_ADDR_BAUD], model_number, now_ns);
            return 0;
        }
    }
    return -1;
}

static void drop(ls_dxl_bus *bus, size_t count)
{
    if (count > bus->rx_length)
        count = bus->rx_length;
    memmove(bus->rx, bus->rx + count, bus->rx_length - count);
    bus->rx_length -= count;
}

/* Queues a status packet from servo (as `id`) unless its Status Return Level
 * says otherwise. A servo answers reply_delay_us plus its Return Delay Time
 * after the request; when it answers in a chain (broadcast PING, SYNC/BULK
 * READ), also not before its Return Delay Time after the previous status
 * packet of the chain has ended (bus->chain_end_ns). */
static void send_status(ls_dxl_bus *bus, ls_dxl_servo *servo, uint8_t id, uint8_t instruction, uint8_t error,
                        const uint8_t *params, size_t length, uint64_t now_ns)
{
    const uint8_t level = servo->table[LS_DXL_ADDR_STATUS_RETURN_LEVEL];
    const int is_read =
        instruction == LS_DXL_READ || instruction == LS_DXL_SYNC_READ || instruction == LS_DXL_BULK_READ;
    if (instruction != LS_DXL_PING && (level == 0 || (level == 1 && !is_read)))
        return;
    uint8_t body[REPLY_BYTES];
    body[0] = LS_DXL_STATUS;
    body[1] = (uint8_t)(error | ls_dxl_alert(servo));
    if (length > 0) /* params may be NULL for an empty status (memcpy's arguments must not be) */
        memcpy(body + 2, params, length);
    uint8_t packet[LS_SERIAL_TX_SLOT_BYTES];
    const size_t packet_length = ls_dxl_build(id, body, length + 2, packet, sizeof packet);
    bus->tx.wire_baud = bus->wire_time ? ls_dxl_baud(servo) : 0;
    const uint64_t return_delay_ns = ls_dxl_return_delay_ns(servo);
    uint64_t ready_ns = now_ns + (uint64_t)bus->reply_delay_us * 1000u + return_delay_ns;
    if (bus->chain == 2 && bus->chain_end_ns + return_delay_ns > ready_ns)
        ready_ns = bus->chain_end_ns + return_delay_ns;
    const uint64_t end_ns =
        packet_length ? ls_serial_tx_submit(&bus->tx, packet, packet_length, ready_ns) : 0;
    if (end_ns) {
        ++bus->stats.replies;
        if (bus->chain) {
            bus->chain = 2;
            bus->chain_end_ns = end_ns;
        }
    }
}

static uint16_t u16(const uint8_t *p)
{
    return (uint16_t)(p[0] | (p[1] << 8));
}

/* The servo with `id` that hears this baud rate, or NULL. */
static ls_dxl_servo *find(ls_dxl_bus *bus, uint8_t id, uint32_t baud)
{
    for (unsigned i = 0; i < bus->servo_count; ++i) {
        ls_dxl_servo *s = &bus->servos[i];
        if (ls_dxl_id(s) == id && (baud == 0 || ls_dxl_baud(s) == baud))
            return s;
    }
    return NULL;
}

static void read_reply(ls_dxl_bus *bus, ls_dxl_servo *s, uint8_t instruction, uint16_t address,
                       uint16_t length, uint64_t now_ns)
{
    uint8_t data[LS_DXL_TABLE_BYTES];
    const int error = ls_dxl_servo_read(s, address, length, data, now_ns);
    send_status(bus, s, ls_dxl_id(s), instruction, (uint8_t)error, data, error ? 0 : length, now_ns);
}

/* One instruction to one servo (id is the address it was reached by). */
static void handle_unicast(ls_dxl_bus *bus, ls_dxl_servo *s, int broadcast, uint8_t instruction,
                           const uint8_t *p, size_t n, uint64_t now_ns)
{
    const uint8_t id = ls_dxl_id(s);
    uint8_t error = LS_DXL_ERR_NONE;
    switch (instruction) {
    case LS_DXL_PING: {
        const uint8_t params[3] = {(uint8_t)(s->model_number & 0xff), (uint8_t)(s->model_number >> 8),
                                   s->table[LS_DXL_ADDR_FIRMWARE]};
        send_status(bus, s, id, instruction, 0, params, 3, now_ns);
        return;
    }
    case LS_DXL_READ:
        if (broadcast)
            return;
        if (n != 4) {
            error = LS_DXL_ERR_DATA_LENGTH;
            break;
        }
        read_reply(bus, s, instruction, u16(p), u16(p + 2), now_ns);
        return;
    case LS_DXL_WRITE:
        error = n < 3 ? LS_DXL_ERR_DATA_LENGTH
                      : (uint8_t)ls_dxl_servo_write(s, u16(p), p + 2, (uint16_t)(n - 2), now_ns);
        break;
    case LS_DXL_REG_WRITE:
        if (n < 3 || n - 2 > LS_DXL_TABLE_BYTES) {
            error = LS_DXL_ERR_DATA_LENGTH;
            break;
        }
        s->registered = 1;
        s->registered_address = u16(p);
        s->registered_length = (uint16_t)(n - 2);
        memcpy(s->registered_data, p + 2, n - 2);
        s->table[LS_DXL_ADDR_REGISTERED] = 1;
        break;
    case LS_DXL_ACTION:
        if (!s->registered) {
            error = LS_DXL_ERR_RESULT_FAIL;
            break;
        }
        s->registered = 0;
        s->table[LS_DXL_ADDR_REGISTERED] = 0;
        error = (uint8_t)ls_dxl_servo_write(s, s->registered_address, s->registered_data,
                                            s->registered_length, now_ns);
        break;
    case LS_DXL_FACTORY_RESET:
        if (broadcast)
            return;
        error = n != 1 ? LS_DXL_ERR_DATA_LENGTH : (uint8_t)ls_dxl_servo_factory_reset(s, p[0], now_ns);
        break;
    case LS_DXL_REBOOT:
        ls_dxl_servo_reboot(s, now_ns);
        break;
    case LS_DXL_CLEAR:
        error = (uint8_t)ls_dxl_servo_clear_multi_turn(s, p, n, now_ns);
        break;
    default:
        error = LS_DXL_ERR_INSTRUCTION;
        break;
    }
    if (!broadcast)
        send_status(bus, s, id, instruction, error, NULL, 0, now_ns);
}

static void put_u16(uint8_t *p, uint16_t value)
{
    p[0] = (uint8_t)(value & 0xff);
    p[1] = (uint8_t)(value >> 8);
}

/* FAST SYNC READ (p: addr, len, ids) or FAST BULK READ (p: (id, addr, len)*):
 * one status packet from ID 0xFE, each listed servo's part in turn. */
static void handle_fast_read(ls_dxl_bus *bus, uint8_t instruction, const uint8_t *p, size_t n, uint32_t baud,
                             uint64_t now_ns)
{
    const int sync = instruction == LS_DXL_FAST_SYNC_READ;
    const size_t first = sync ? 4u : 0u;
    const size_t stride = sync ? 1u : 5u;
    if (n < 5 || (n - first) % stride) {
        ++bus->stats.malformed;
        return;
    }
    uint32_t total = 1; /* INST, then 4 + length per servo */
    for (size_t at = first; at < n; at += stride)
        total += 4u + (sync ? u16(p + 2) : u16(p + at + 3));
    uint8_t packet[LS_SERIAL_TX_SLOT_BYTES];
    if (LS_DXL_HEADER_BYTES + total > sizeof packet) {
        ++bus->stats.malformed;
        return;
    }
    static const uint8_t header[5] = {0xff, 0xff, 0xfd, 0x00, LS_DXL_BROADCAST};
    memcpy(packet, header, sizeof header);
    put_u16(packet + 5, (uint16_t)total);
    packet[7] = LS_DXL_STATUS;
    size_t length = 8;
    const ls_dxl_servo *leader = NULL;
    for (size_t at = first; at < n; at += stride) {
        const uint8_t id = p[at];
        const uint16_t address = sync ? u16(p) : u16(p + at + 1);
        const uint16_t count = sync ? u16(p + 2) : u16(p + at + 3);
        ls_dxl_servo *s = find(bus, id, baud);
        if (!s || s->table[LS_DXL_ADDR_STATUS_RETURN_LEVEL] == 0)
            break; /* the chain stops here: the next servo waits for this part */
        ls_dxl_servo_touch(s, now_ns);
        uint8_t *part = packet + length;
        const int error = ls_dxl_servo_read(s, address, count, part + 2, now_ns);
        if (error)
            memset(part + 2, 0, count);
        part[0] = (uint8_t)(error | ls_dxl_alert(s));
        part[1] = id;
        length += 2u + count;
        put_u16(packet + length, ls_crc16_dxl(0, packet, length));
        length += 2;
        if (!leader)
            leader = s;
    }
    if (!leader)
        return;
    bus->tx.wire_baud = bus->wire_time ? ls_dxl_baud(leader) : 0;
    const uint64_t ready_ns =
        now_ns + (uint64_t)bus->reply_delay_us * 1000u + ls_dxl_return_delay_ns(leader);
    if (ls_serial_tx_submit(&bus->tx, packet, length, ready_ns))
        ++bus->stats.replies;
}

static void handle_sync_bulk(ls_dxl_bus *bus, uint8_t instruction, const uint8_t *p, size_t n, uint32_t baud,
                             uint64_t now_ns)
{
    if (instruction == LS_DXL_FAST_SYNC_READ || instruction == LS_DXL_FAST_BULK_READ) {
        handle_fast_read(bus, instruction, p, n, baud, now_ns);
        return;
    }
    bus->chain = 1; /* the replies to this request form a chain */
    if (instruction == LS_DXL_SYNC_READ || instruction == LS_DXL_SYNC_WRITE) {
        if (n < 4) {
            ++bus->stats.malformed;
            return;
        }
        const uint16_t address = u16(p);
        const uint16_t length = u16(p + 2);
        const size_t stride = instruction == LS_DXL_SYNC_READ ? 1u : 1u + length;
        if (length == 0 || (n - 4) % stride) {
            ++bus->stats.malformed;
            return;
        }
        for (size_t at = 4; at < n; at += stride) {
            ls_dxl_servo *s = find(bus, p[at], baud);
            if (!s)
                continue;
            ls_dxl_servo_touch(s, now_ns);
            if (instruction == LS_DXL_SYNC_READ)
                read_reply(bus, s, instruction, address, length, now_ns);
            else
                ls_dxl_servo_write(s, address, p + at + 1, length, now_ns);
        }
        return;
    }
    /* BULK READ: (id, addr, len)*; BULK WRITE: (id, addr, len, data)* */
    size_t at = 0;
    while (at < n) {
        if (n - at < 5) {
            ++bus->stats.malformed;
            return;
        }
        const uint16_t address = u16(p + at + 1);
        const uint16_t length = u16(p + at + 3);
        const size_t data_length = instruction == LS_DXL_BULK_WRITE ? length : 0;
        if (n - at - 5 < data_length) {
            ++bus->stats.malformed;
            return;
        }
        ls_dxl_servo *s = find(bus, p[at], baud);
        if (s) {
            ls_dxl_servo_touch(s, now_ns);
            if (instruction == LS_DXL_BULK_READ)
                read_reply(bus, s, instruction, address, length, now_ns);
            else
                ls_dxl_servo_write(s, address, p + at + 5, length, now_ns);
        }
        at += 5 + data_length;
    }
}

static void handle_packet(ls_dxl_bus *bus, uint8_t id, const uint8_t *body, size_t length, uint32_t baud,
                          uint64_t now_ns)
{
    ++bus->stats.frames;
    bus->chain = 0;
    const uint8_t instruction = body[0];
    const uint8_t *p = body + 1;
    const size_t n = length - 1;
    if (instruction == LS_DXL_STATUS)
        return; /* another device's status: not for us */
    if (instruction == LS_DXL_SYNC_READ || instruction == LS_DXL_SYNC_WRITE ||
        instruction == LS_DXL_BULK_READ || instruction == LS_DXL_BULK_WRITE ||
        instruction == LS_DXL_FAST_SYNC_READ || instruction == LS_DXL_FAST_BULK_READ) {
        if (id == LS_DXL_BROADCAST) {
            handle_sync_bulk(bus, instruction, p, n, baud, now_ns);
        } else {
            ls_dxl_servo *s = find(bus, id, baud);
            if (s)
                send_status(bus, s, id, instruction, LS_DXL_ERR_INSTRUCTION, NULL, 0, now_ns);
        }
        return;
    }
    if (id == LS_DXL_BROADCAST) {
        /* servos[] is in ascending ID order unless IDs were changed: answer in ID order. */
        bus->chain = 1;
        int done[LS_DXL_MAX_SERVOS] = {0};
        for (unsigned k = 0; k < bus->servo_count; ++k) {
            int best = -1;
            for (unsigned i = 0; i < bus->servo_count; ++i) {
                if (!done[i] && (best < 0 || ls_dxl_id(&bus->servos[i]) < ls_dxl_id(&bus->servos[best])))
                    best = (int)i;
            }
            done[best] = 1;
            ls_dxl_servo *s = &bus->servos[best];
            if (baud != 0 && ls_dxl_baud(s) != baud)
                continue;
            ls_dxl_servo_touch(s, now_ns);
            handle_unicast(bus, s, instruction != LS_DXL_PING, instruction, p, n, now_ns);
        }
        return;
    }
    ls_dxl_servo *s = find(bus, id, baud);
    if (!s) {
        ++bus->stats.unknown_id;
        return;
    }
    ls_dxl_servo_touch(s, now_ns);
    handle_unicast(bus, s, 0, instruction, p, n, now_ns);
}

static void parse(ls_dxl_bus *bus, uint32_t baud, uint64_t now_ns)
{
    static const uint8_t header[4] = {0xff, 0xff, 0xfd, 0x00};
    for (;;) {
        size_t start = 0;
        for (; start < bus->rx_length; ++start) {
            const size_t avail = bus->rx_length - start;
            const size_t check = avail < 4 ? avail : 4;
            if (memcmp(bus->rx + start, header, check) == 0)
                break;
        }
        bus->stats.garbage_bytes += start;
        drop(bus, start);
        if (bus->rx_length < LS_DXL_HEADER_BYTES)
            return;
        const uint16_t length_field = u16(bus->rx + 5);
        if (length_field < 3 || LS_DXL_HEADER_BYTES + (size_t)length_field > LS_DXL_RX_BYTES) {
            ++bus->stats.malformed;
            drop(bus, 1);
            continue;
        }
        const size_t total = LS_DXL_HEADER_BYTES + length_field;
        if (bus->rx_length < total)
            return;
        const uint16_t crc = ls_crc16_dxl(0, bus->rx, total - 2);
        if (u16(bus->rx + total - 2) != crc) {
            ++bus->stats.crc_errors;
            drop(bus, 1);
            continue;
        }
        uint8_t body[LS_DXL_RX_BYTES];
        const uint8_t id = bus->rx[4];
        size_t body_length = length_field - 2u;
        memcpy(body, bus->rx + LS_DXL_HEADER_BYTES, body_length);
        drop(bus, total);
        body_length = ls_dxl_unstuff(body, body_length);
        handle_packet(bus, id, body, body_length, baud, now_ns);
    }
}

void ls_dxl_bus_on_bytes(ls_dxl_bus *bus, const uint8_t *data, size_t length, uint32_t host_baud,
                         uint64_t now_ns)
{
    bus->stats.rx_bytes += length;
    int heard = host_baud == 0;
    for (unsigned i = 0; i < bus->servo_count && !heard; ++i)
        heard = ls_dxl_baud(&bus->servos[i]) == host_baud;
    if (!heard) {
        bus->stats.wrong_baud_bytes += length; /* noise to every servo on the bus */
        bus->last_rx_ns = now_ns;
        return;
    }
    if (bus->rx_length > 0 && now_ns - bus->last_rx_ns > (uint64_t)LS_DXL_RX_SILENCE_MS * 1000000u) {
        ++bus->stats.truncated;
        bus->rx_length = 0;
    }
    bus->last_rx_ns = now_ns;
    while (length > 0) {
        size_t room = LS_DXL_RX_BYTES - bus->rx_length;
        if (room == 0) {
            bus->stats.garbage_bytes += 1;
            drop(bus, 1);
            room = 1;
        }
        const size_t take = length < room ? length : room;
        memcpy(bus->rx + bus->rx_length, data, take);
        bus->rx_length += take;
        data += take;
        length -= take;
        parse(bus, host_baud, now_ns);
    }
}

void ls_dxl_bus_poll(ls_dxl_bus *bus, uint64_t now_ns)
{
    ls_serial_tx_poll(&bus->tx, now_ns);
    if (now_ns - bus->last_tick_ns >= LS_DXL_TICK_NS) {
        bus->last_tick_ns = now_ns;
        for (unsigned i = 0; i < bus->servo_count; ++i)
            ls_dxl_servo_refresh(&bus->servos[i], now_ns);
    }
}

uint64_t ls_dxl_bus_next_due_ns(const ls_dxl_bus *bus)
{
    const uint64_t tick_ns = bus->last_tick_ns + LS_DXL_TICK_NS;
    const uint64_t tx_ns = ls_serial_tx_next_due_ns(&bus->tx);
    return tx_ns < tick_ns ? tx_ns : tick_ns;
}
