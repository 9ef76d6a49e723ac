#include "moteus_bus.h"

#include <string.h>

void ls_moteus_bus_init(ls_moteus_bus *bus, ls_moteus_transport transport, const uint8_t *ids, unsigned count,
                        uint32_t default_watchdog_ms, uint32_t reply_delay_us, uint32_t wire_baud, void *link,
                        uint64_t now_ns)
{
    memset(bus, 0, sizeof *bus);
    bus->transport = transport;
    bus->reply_delay_us = reply_delay_us;
    bus->last_rx_ns = now_ns;
    bus->last_tick_ns = now_ns;
    ls_serial_tx_init(&bus->tx, link, wire_baud);
    for (unsigned id = 1; id < LS_MOTEUS_BROADCAST && bus->servo_count < LS_BUS_MAX_SERVOS; ++id) {
        for (unsigned i = 0; i < count; ++i) {
            if (ids[i] == id) {
                ls_moteus_servo_init(&bus->servos[bus->servo_count++], (uint8_t)id, default_watchdog_ms,
                                     now_ns);
                break;
            }
        }
    }
}

ls_moteus_servo *ls_moteus_bus_find(ls_moteus_bus *bus, unsigned id)
{
    for (unsigned i = 0; i < bus->servo_count; ++i) {
        if (bus->servos[i].id == id)
            return &bus->servos[i];
    }
    return NULL;
}

void ls_moteus_bus_on_bytes(ls_moteus_bus *bus, const uint8_t *data, size_t length, uint64_t now_ns)
{
    bus->stats.rx_bytes += length;
    if (bus->transport == LS_MOTEUS_TRANSPORT_FDCANUSB)
        ls_moteus_fdcanusb_on_bytes(bus, data, length, now_ns);
    else if (bus->transport == LS_MOTEUS_TRANSPORT_RS485)
        ls_moteus_rs485_on_bytes(bus, data, length, now_ns);
    bus->last_rx_ns = now_ns;
}

void ls_moteus_bus_poll(ls_moteus_bus *bus, uint64_t now_ns)
{
    ls_serial_tx_poll(&bus->tx, now_ns);
    if (now_ns - bus->last_tick_ns >= LS_BUS_TICK_NS) {
        bus->last_tick_ns = now_ns;
        for (unsigned i = 0; i < bus->servo_count; ++i)
            ls_servo_advance(&bus->servos[i].model, now_ns);
    }
}

uint64_t ls_moteus_bus_next_due_ns(const ls_moteus_bus *bus)
{
    const uint64_t tick_ns = bus->last_tick_ns + LS_BUS_TICK_NS;
    const uint64_t tx_ns = ls_serial_tx_next_due_ns(&bus->tx);
    return tx_ns < tick_ns ? tx_ns : tick_ns;
}
