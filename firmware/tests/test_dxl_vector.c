/* Dynamixel 2.0 packets and the simulated bus against the published vectors
 * (protocols.md §2), with a HAL that captures what the bus writes. */
#include "dxl_bus.h"
#include "fw_capture.h"
#include "fw_test.h"
#include "hal.h"
#include "ls_crc.h"

#include <string.h>

static void check_crc(const char *hex, uint8_t low, uint8_t high)
{
    uint8_t bytes[64];
    const size_t n = fw_hex(hex, bytes, sizeof bytes);
    const uint16_t crc = ls_crc16_dxl(0, bytes, n);
    FW_CHECK((crc & 0xff) == low && (crc >> 8) == high);
}

static void test_vectors(void)
{
    check_crc("fffffd0001030001", 0x19, 0x4e);
    check_crc("fffffd00fe030001", 0x31, 0x42);
    check_crc("fffffd0001070055000604"
              "26",
              0x65, 0x5d);
    check_crc("fffffd00010700028400"
              "0400",
              0x1d, 0x15);
    check_crc("fffffd000109000374000002"
              "0000",
              0xca, 0x89);
    uint8_t packet[32];
    const uint8_t ping[] = {LS_DXL_PING};
    FW_CHECK(ls_dxl_build(1, ping, 1, packet, sizeof packet) == 10);
    FW_CHECK(packet[5] == 3 && packet[8] == 0x19 && packet[9] == 0x4e);
}

static void test_stuffing(void)
{
    const uint8_t body[] = {LS_DXL_WRITE, 0x74, 0x00, 0xff, 0xff, 0xfd, 0x01};
    uint8_t packet[32];
    const size_t n = ls_dxl_build(1, body, sizeof body, packet, sizeof packet);
    FW_CHECK(n == 7 + 8 + 2);
    FW_CHECK(packet[5] == 10); /* LEN counts the stuffed FD */
    FW_CHECK(packet[13] == 0xfd && packet[14] == 0x01);
    uint8_t copy[16];
    memcpy(copy, packet + 7, 8);
    FW_CHECK(ls_dxl_unstuff(copy, 8) == sizeof body);
    FW_CHECK(memcmp(copy, body, sizeof body) == 0);
}

static void send(ls_dxl_bus *bus, uint8_t id, const uint8_t *body, size_t length, uint32_t baud,
                 uint64_t now_ns)
{
    uint8_t packet[128];
    const size_t n = ls_dxl_build(id, body, length, packet, sizeof packet);
    ls_dxl_bus_on_bytes(bus, packet, n, baud, now_ns);
}

static void flush(ls_dxl_bus *bus, uint64_t now_ns)
{
    g_out_length = 0;
    ls_dxl_bus_poll(bus, now_ns);
}

static void test_bus(void)
{
    static ls_dxl_bus bus;
    const uint8_t ids[] = {3, 1, 2};
    uint64_t now = 1000000000ull;
    ls_dxl_bus_init(&bus, ids, 3, 57600, LS_DXL_MODEL_XM430_W350, 0, 1, NULL, now);
    const uint8_t ping[] = {LS_DXL_PING};
    send(&bus, LS_DXL_BROADCAST, ping, 1, 57600, now);
    flush(&bus, now + 100000000ull);
    FW_CHECK(g_out_length == 3 * 14);
    FW_CHECK(g_out[4] == 1 && g_out[14 + 4] == 2 && g_out[28 + 4] == 3);
    FW_CHECK(g_out[9] == (LS_DXL_MODEL_XM430_W350 & 0xff) && g_out[10] == (LS_DXL_MODEL_XM430_W350 >> 8));

    /* Wrong baud: nothing. */
    send(&bus, 1, ping, 1, 115200, now);
    flush(&bus, now + 200000000ull);
    FW_CHECK(g_out_length == 0 && bus.stats.wrong_baud_bytes == 10);

    /* Torque on, goal position +1024 ticks: the shaft follows. */
    now += 300000000ull;
    const uint8_t torque_on[] = {LS_DXL_WRITE, 64, 0, 1};
    send(&bus, 2, torque_on, sizeof torque_on, 57600, now);
    const uint8_t goal[] = {LS_DXL_WRITE, 116, 0, 0x00, 0x0c, 0, 0}; /* 3072 */
    send(&bus, 2, goal, sizeof goal, 57600, now);
    flush(&bus, now + 10000000ull);
    FW_CHECK(g_out_length == 2 * 11 && g_out[8] == 0 && g_out[11 + 8] == 0);
    now += 1500000000ull;
    const uint8_t read_position[] = {LS_DXL_READ, 132, 0, 4, 0};
    send(&bus, 2, read_position, sizeof read_position, 57600, now);
    flush(&bus, now + 10000000ull);
    FW_CHECK(g_out_length == 15);
    const int32_t position =
        (int32_t)(g_out[9] | g_out[10] << 8 | g_out[11] << 16 | (uint32_t)g_out[12] << 24);
    FW_CHECK(position > 3000 && position < 3140);

    /* EEPROM locked while torque is on. */
    const uint8_t mode[] = {LS_DXL_WRITE, 11, 0, 1};
    send(&bus, 2, mode, sizeof mode, 57600, now);
    flush(&bus, now + 20000000ull);
    FW_CHECK(g_out_length == 11 && g_out[8] == LS_DXL_ERR_ACCESS);

    /* Bus watchdog 5 × 20 ms: silence → torque off, 98 reads 0xFF, goals rejected. */
    const uint8_t watchdog[] = {LS_DXL_WRITE, 98, 0, 5};
    send(&bus, 2, watchdog, sizeof watchdog, 57600, now);
    now += 300000000ull;
    const uint8_t read_state[] = {LS_DXL_READ, 64, 0, 35, 0};
    send(&bus, 2, read_state, sizeof read_state, 57600, now);
    flush(&bus, now + 20000000ull);
    FW_CHECK(g_out_length == 11 + 46);
    FW_CHECK(g_out[11 + 9] == 0);         /* torque enable (64) */
    FW_CHECK(g_out[11 + 9 + 34] == 0xff); /* bus watchdog (98) */
    send(&bus, 2, goal, sizeof goal, 57600, now);
    flush(&bus, now + 40000000ull);
    FW_CHECK(g_out_length == 11 && g_out[8] == LS_DXL_ERR_DATA_RANGE);

    /* Wrong CRC: counted, no reply. */
    uint8_t packet[16];
    const size_t n = ls_dxl_build(1, ping, 1, packet, sizeof packet);
    packet[n - 1] ^= 0x55;
    ls_dxl_bus_on_bytes(&bus, packet, n, 57600, now);
    flush(&bus, now + 60000000ull);
    FW_CHECK(g_out_length == 0 && bus.stats.crc_errors == 1);
}

/* The times the bus scheduled its queued replies for, with the replying IDs. */
static unsigned queued(const ls_dxl_bus *bus, uint64_t *due_ns, uint8_t *ids, unsigned capacity)
{
    unsigned n = 0;
    for (; n < bus->tx.count && n < capacity; ++n) {
        const ls_serial_tx_slot *slot = &bus->tx.slots[(bus->tx.head + n) % LS_SERIAL_TX_SLOTS];
        due_ns[n] = slot->due_ns;
        ids[n] = slot->data[4];
    }
    return n;
}

/* SYNC/BULK READ and broadcast PING: each servo answers in turn, its Return
 * Delay Time (address 9, 2 µs units) after the previous status has ended. */
static void test_return_delay_chain(void)
{
    static ls_dxl_bus bus;
    const uint8_t ids[] = {1, 2, 3, 4, 5, 6};
    uint64_t now = 2000000000ull;
    uint64_t due[8];
    uint8_t who[8];
    const uint64_t delay_ns = 250u * 2000u;                      /* the default 250 × 2 µs */
    const uint64_t status_ns = ls_serial_wire_ns(11 + 4, 57600); /* status with 4 data bytes */
    ls_dxl_bus_init(&bus, ids, 6, 57600, LS_DXL_MODEL_XM430_W350, 0, 1, NULL, now);
    /* SYNC READ of Present Position (132, 4 bytes) from 1..6. */
    const uint8_t sync_read[] = {LS_DXL_SYNC_READ, 132, 0, 4, 0, 1, 2, 3, 4, 5, 6};
    send(&bus, LS_DXL_BROADCAST, sync_read, sizeof sync_read, 57600, now);
    FW_CHECK(queued(&bus, due, who, 8) == 6);
    for (unsigned k = 0; k < 6; ++k) {
        FW_CHECK(who[k] == k + 1);
        FW_CHECK(due[k] == now + (k + 1) * (delay_ns + status_ns)); /* the end of status k */
    }
    printf("sync read of 6 at 57600 baud: last status ends %.3f ms after the request "
           "(6 x (0.500 ms return delay + %.3f ms wire))\n",
           (double)(due[5] - now) / 1e6, (double)status_ns / 1e6);
    FW_CHECK(due[5] - now >= 6 * delay_ns + 6 * status_ns);
    flush(&bus, now + 100000000ull);
    FW_CHECK(g_out_length == 6 * 15);

    /* Each servo's own delay: ID 2 answers at once (0), ID 3 after 2 µs × 10. */
    now += 200000000ull;
    const uint8_t delay_zero[] = {LS_DXL_WRITE, LS_DXL_ADDR_RETURN_DELAY, 0, 0};
    const uint8_t delay_ten[] = {LS_DXL_WRITE, LS_DXL_ADDR_RETURN_DELAY, 0, 10};
    send(&bus, 2, delay_zero, sizeof delay_zero, 57600, now);
    send(&bus, 3, delay_ten, sizeof delay_ten, 57600, now);
    flush(&bus, now + 100000000ull);
    FW_CHECK(g_out_length == 2 * 11 && g_out[8] == 0 && g_out[11 + 8] == 0);
    now += 200000000ull;
    const uint8_t sync_three[] = {LS_DXL_SYNC_READ, 132, 0, 4, 0, 3, 1, 2}; /* the order listed */
    send(&bus, LS_DXL_BROADCAST, sync_three, sizeof sync_three, 57600, now);
    FW_CHECK(queued(&bus, due, who, 8) == 3);
    FW_CHECK(who[0] == 3 && who[1] == 1 && who[2] == 2);
    FW_CHECK(due[0] == now + 20000u + status_ns);
    FW_CHECK(due[1] == due[0] + delay_ns + status_ns);
    FW_CHECK(due[2] == due[1] + status_ns);
    flush(&bus, now + 100000000ull);

    /* BULK READ: 4 bytes from ID 5, 1 byte (LED) from ID 4. */
    now += 200000000ull;
    const uint8_t bulk_read[] = {LS_DXL_BULK_READ, 5, 132, 0, 4, 0, 4, 65, 0, 1, 0};
    send(&bus, LS_DXL_BROADCAST, bulk_read, sizeof bulk_read, 57600, now);
    FW_CHECK(queued(&bus, due, who, 8) == 2);
    FW_CHECK(who[0] == 5 && who[1] == 4);
    FW_CHECK(due[0] == now + delay_ns + status_ns);
    FW_CHECK(due[1] == due[0] + delay_ns + ls_serial_wire_ns(11 + 1, 57600));
    flush(&bus, now + 100000000ull);

    /* Broadcast PING: ascending IDs, chained the same way (3 data bytes). */
    now += 200000000ull;
    const uint8_t ping[] = {LS_DXL_PING};
    send(&bus, LS_DXL_BROADCAST, ping, 1, 57600, now);
    FW_CHECK(queued(&bus, due, who, 8) == 6);
    const uint64_t ping_ns = ls_serial_wire_ns(14, 57600);
    uint64_t end = now;
    for (unsigned k = 0; k < 6; ++k) {
        FW_CHECK(who[k] == k + 1);
        const uint64_t delay = k + 1 == 2 ? 0u : (k + 1 == 3 ? 20000u : delay_ns);
        end += delay + ping_ns;
        FW_CHECK(due[k] == end);
    }
    flush(&bus, now + 100000000ull);
    FW_CHECK(g_out_length == 6 * 14);

    /* Without wire time the chain is the return delays alone. */
    ls_dxl_bus_init(&bus, ids, 6, 57600, LS_DXL_MODEL_XM430_W350, 0, 0, NULL, now);
    send(&bus, LS_DXL_BROADCAST, sync_read, sizeof sync_read, 57600, now);
    FW_CHECK(queued(&bus, due, who, 8) == 6);
    for (unsigned k = 0; k < 6; ++k)
        FW_CHECK(due[k] == now + (k + 1) * delay_ns);
    /* A unicast READ answers its own return delay after the request. */
    flush(&bus, now + 100000000ull);
    now += 200000000ull;
    const uint8_t read_position[] = {LS_DXL_READ, 132, 0, 4, 0};
    send(&bus, 4, read_position, sizeof read_position, 57600, now);
    FW_CHECK(queued(&bus, due, who, 8) == 1);
    FW_CHECK(who[0] == 4 && due[0] == now + delay_ns);
    flush(&bus, now + 100000000ull);
}

int main(void)
{
    test_vectors();
    test_stuffing();
    test_bus();
    test_return_delay_chain();
    return fw_report("firmware_dxl_vector");
}
