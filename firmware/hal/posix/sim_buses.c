#include "sim_buses.h"

#include "dxl_bus.h"
#include "hal.h"
#include "moteus_bus.h"
#include "posix_link.h"
#include "pty_port.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

enum { KIND_FDCANUSB = 1, KIND_RS485, KIND_DYNAMIXEL };
enum { FDCANUSB_WIRE_BAUD = 921600, RS485_WIRE_BAUD = 3000000, RX_CHUNK = 4096 };

typedef struct sim_bus
{
    int kind;
    const char *name;
    pty_port port;
    posix_link link;
    ls_moteus_bus *moteus;
    ls_dxl_bus *dynamixel;
} sim_bus;

static sim_bus g_buses[SIM_MAX_BUSES];
static unsigned g_bus_count;
static ls_moteus_bus g_moteus_buses[2];
static ls_dxl_bus g_dxl_bus;

static void print_ids(const sim_id_list *ids)
{
    for (unsigned i = 0; i < ids->count; ++i)
        printf("%s%u", i ? "," : "", ids->ids[i]);
}

static int open_bus(const sim_options *options, int kind, const sim_id_list *ids, char *error,
                    size_t capacity)
{
    sim_bus *bus = &g_buses[g_bus_count];
    memset(bus, 0, sizeof *bus);
    bus->kind = kind;
    bus->name = kind == KIND_FDCANUSB ? "moteus-fdcanusb" : kind == KIND_RS485 ? "moteus-rs485" : "dynamixel";
    if (pty_open(&bus->port, error, capacity) != 0)
        return -1;
    if (options->pty_link_dir[0] &&
        pty_link(&bus->port, options->pty_link_dir, bus->name, error, capacity) != 0) {
        pty_close(&bus->port); /* not counted: a bus is listed once its device is set up */
        return -1;
    }
    bus->link.fd = bus->port.master;
    const uint64_t now_ns = ls_hal_time_ns();
    if (kind == KIND_DYNAMIXEL) {
        bus->dynamixel = &g_dxl_bus;
        ls_dxl_bus_init(bus->dynamixel, ids->ids, ids->count, options->dynamixel_baud,
                        (uint16_t)options->dynamixel_model, options->dynamixel_reply_delay_us,
                        options->wire_time, &bus->link, now_ns);
        for (unsigned k = 0; k < ids->count; ++k) {
            const uint16_t model = options->dynamixel_models[ids->ids[k]];
            if (model)
                ls_dxl_bus_set_model(bus->dynamixel, ids->ids[k], model, now_ns);
        }
    } else {
        bus->moteus = &g_moteus_buses[kind == KIND_FDCANUSB ? 0 : 1];
        const uint32_t wire =
            options->wire_time ? (kind == KIND_FDCANUSB ? FDCANUSB_WIRE_BAUD : RS485_WIRE_BAUD) : 0;
        ls_moteus_bus_init(bus->moteus,
                           kind == KIND_FDCANUSB ? LS_MOTEUS_TRANSPORT_FDCANUSB : LS_MOTEUS_TRANSPORT_RS485,
                           ids->ids, ids->count, options->servo_watchdog_ms, options->moteus_reply_delay_us,
                           wire, &bus->link, now_ns);
    }
    ++g_bus_count;
    printf("%s %s ids=", bus->name, bus->port.path);
    print_ids(ids);
    if (kind == KIND_DYNAMIXEL)
        printf(" baud=%u", options->dynamixel_baud);
    printf("\n");
    return 0;
}

int sim_buses_open(const sim_options *options, char *error, size_t error_capacity)
{
    g_bus_count = 0;
    if (options->moteus.count && open_bus(options, KIND_FDCANUSB, &options->moteus, error, error_capacity))
        return -1;
    if (options->moteus_rs485.count &&
        open_bus(options, KIND_RS485, &options->moteus_rs485, error, error_capacity))
        return -1;
    if (options->dynamixel.count &&
        open_bus(options, KIND_DYNAMIXEL, &options->dynamixel, error, error_capacity))
        return -1;
    return 0;
}

unsigned sim_buses_pollfds(struct pollfd *fds)
{
    for (unsigned i = 0; i < g_bus_count; ++i) {
        fds[i].fd = g_buses[i].port.master;
        fds[i].events = POLLIN;
        fds[i].revents = 0;
    }
    return g_bus_count;
}

void sim_buses_on_readable(unsigned index)
{
    if (index >= g_bus_count)
        return;
    sim_bus *bus = &g_buses[index];
    static uint8_t chunk[RX_CHUNK];
    for (;;) {
        const ssize_t n = read(bus->port.master, chunk, sizeof chunk);
        if (n <= 0)
            return; /* EAGAIN: drained */
        const uint64_t now_ns = ls_hal_time_ns();
        if (bus->dynamixel)
            ls_dxl_bus_on_bytes(bus->dynamixel, chunk, (size_t)n, pty_host_baud(bus->port.master), now_ns);
        else
            ls_moteus_bus_on_bytes(bus->moteus, chunk, (size_t)n, now_ns);
        /* Replies due now go out at once, before more input. */
        sim_buses_poll(now_ns);
        if ((size_t)n < sizeof chunk)
            return;
    }
}

uint64_t sim_buses_next_due_ns(void)
{
    uint64_t due = UINT64_MAX;
    for (unsigned i = 0; i < g_bus_count; ++i) {
        const uint64_t bus_due = g_buses[i].dynamixel ? ls_dxl_bus_next_due_ns(g_buses[i].dynamixel)
                                                      : ls_moteus_bus_next_due_ns(g_buses[i].moteus);
        if (bus_due < due)
            due = bus_due;
    }
    return due;
}

void sim_buses_poll(uint64_t now_ns)
{
    for (unsigned i = 0; i < g_bus_count; ++i) {
        if (g_buses[i].dynamixel)
            ls_dxl_bus_poll(g_buses[i].dynamixel, now_ns);
        else
            ls_moteus_bus_poll(g_buses[i].moteus, now_ns);
    }
}

void sim_buses_print_stats(FILE *out)
{
    for (unsigned i = 0; i < g_bus_count; ++i) {
        const sim_bus *bus = &g_buses[i];
        const ls_bus_stats *s = bus->dynamixel ? &bus->dynamixel->stats : &bus->moteus->stats;
        const ls_serial_tx *tx = bus->dynamixel ? &bus->dynamixel->tx : &bus->moteus->tx;
        fprintf(out,
                "loopscope-sim: %s %s rx_bytes=%llu frames=%llu replies=%llu crc_errors=%llu malformed=%llu "
                "truncated=%llu garbage_bytes=%llu wrong_baud_bytes=%llu unknown_id=%llu tx_lost=%llu\n",
                bus->name, bus->port.path, (unsigned long long)s->rx_bytes, (unsigned long long)s->frames,
                (unsigned long long)s->replies, (unsigned long long)s->crc_errors,
                (unsigned long long)s->malformed, (unsigned long long)s->truncated,
                (unsigned long long)s->garbage_bytes, (unsigned long long)s->wrong_baud_bytes,
                (unsigned long long)s->unknown_id, (unsigned long long)(tx->overflowed + tx->write_errors));
    }
    fflush(out);
}

void sim_buses_close(void)
{
    for (unsigned i = 0; i < g_bus_count; ++i)
        pty_close(&g_buses[i].port);
    g_bus_count = 0;
}
