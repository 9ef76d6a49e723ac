/* Dynamixel per-model control tables, indirect addressing, FAST SYNC/BULK
 * READ, CLEAR and the float-to-integer conversions, against the ROBOTIS
 * e-Manual (X-series control tables, Protocol 2.0 page). */
#include "dxl_bus.h"
#include "fw_capture.h"
#include "fw_test.h"
#include "hal.h"
#include "ls_crc.h"

#include <math.h>
#include <string.h>

#define MS 1000000ull

static int write_n(ls_dxl_servo *s, uint16_t address, int32_t value, unsigned size, uint64_t now)
{
    uint8_t bytes[4];
    for (unsigned i = 0; i < size; ++i)
        bytes[i] = (uint8_t)((uint32_t)value >> (8 * i));
    return ls_dxl_servo_write(s, address, bytes, (uint16_t)size, now);
}

static int32_t read_n(ls_dxl_servo *s, uint16_t address, unsigned size, uint64_t now)
{
    uint8_t bytes[4] = {0};
    FW_CHECK(ls_dxl_servo_read(s, address, (uint16_t)size, bytes, now) == LS_DXL_ERR_NONE);
    uint32_t raw = 0;
    for (unsigned i = 0; i < size; ++i)
        raw |= (uint32_t)bytes[i] << (8 * i);
    if (size == 2)
        return (int16_t)raw;
    if (size == 1)
        return (int32_t)raw;
    return (int32_t)raw;
}

static void test_models(void)
{
    static ls_dxl_servo xm, xl, xm540;
    ls_dxl_servo_init(&xm, 1, 1, LS_DXL_MODEL_XM430_W350, 0);
    ls_dxl_servo_init(&xl, 2, 1, LS_DXL_MODEL_XL430_W250, 0);
    ls_dxl_servo_init(&xm540, 3, 1, LS_DXL_MODEL_XM540_W270, 0);
    FW_CHECK(read_n(&xm, 0, 2, 0) == 1020 && read_n(&xl, 0, 2, 0) == 1060 && read_n(&xm540, 0, 2, 0) == 1120);
    /* Defaults per model: temperature limit, voltage limits, velocity limit, gains. */
    FW_CHECK(read_n(&xm, 31, 1, 0) == 80 && read_n(&xl, 31, 1, 0) == 72);
    FW_CHECK(read_n(&xm, 32, 2, 0) == 160 && read_n(&xl, 32, 2, 0) == 140 && read_n(&xl, 34, 2, 0) == 60);
    FW_CHECK(read_n(&xm, 44, 4, 0) == 200 && read_n(&xl, 44, 4, 0) == 265 && read_n(&xm540, 44, 4, 0) == 128);
    FW_CHECK(read_n(&xl, 80, 2, 0) == 4000 && read_n(&xl, 84, 2, 0) == 640 && read_n(&xl, 76, 2, 0) == 1000);
    FW_CHECK(read_n(&xm, 38, 2, 0) == 1193 && read_n(&xm540, 38, 2, 0) == 2047);
    /* Ranges per model. */
    FW_CHECK(write_n(&xl, 32, 150, 2, 0) == LS_DXL_ERR_DATA_RANGE);
    FW_CHECK(write_n(&xl, 34, 60, 2, 0) == LS_DXL_ERR_NONE);
    FW_CHECK(write_n(&xm, 34, 60, 2, 0) == LS_DXL_ERR_DATA_RANGE);
    FW_CHECK(write_n(&xm, 38, 2047, 2, 0) == LS_DXL_ERR_DATA_RANGE);
    FW_CHECK(write_n(&xm540, 38, 2047, 2, 0) == LS_DXL_ERR_NONE);
    /* XL430: no Current Limit, no Goal Current, no current modes. */
    FW_CHECK(write_n(&xl, 38, 100, 2, 0) == LS_DXL_ERR_ACCESS);
    FW_CHECK(write_n(&xl, 102, 100, 2, 0) == LS_DXL_ERR_ACCESS);
    FW_CHECK(write_n(&xl, 11, 0, 1, 0) == LS_DXL_ERR_DATA_RANGE);
    FW_CHECK(write_n(&xl, 11, 5, 1, 0) == LS_DXL_ERR_DATA_RANGE);
    FW_CHECK(write_n(&xl, 11, 16, 1, 0) == LS_DXL_ERR_NONE);
    FW_CHECK(write_n(&xm, 11, 0, 1, 0) == LS_DXL_ERR_NONE);
    FW_CHECK(write_n(&xm540, 11, 5, 1, 0) == LS_DXL_ERR_NONE);
    FW_CHECK(write_n(&xm, 102, 100, 2, 0) == LS_DXL_ERR_NONE);
    /* A write across fields skips the XL430's gap at 102..103. */
    uint8_t goals[8] = {0};
    FW_CHECK(ls_dxl_servo_write(&xl, 100, goals, 8, 0) == LS_DXL_ERR_NONE);

    /* PWM mode at full duty: each settles near its own no-load speed (XL430
     * 57 rpm, XM430 46 rpm, XM540 30 rpm at their supply voltage); 126 is
     * Present Load (0.1 %) on the XL430 and Present Current on the others. */
    ls_dxl_servo *all[3] = {&xm, &xl, &xm540};
    int32_t speed[3];
    int32_t at_126[3];
    for (unsigned i = 0; i < 3; ++i) {
        FW_CHECK(write_n(all[i], 11, 16, 1, 0) == LS_DXL_ERR_NONE);
        FW_CHECK(write_n(all[i], 64, 1, 1, 0) == LS_DXL_ERR_NONE);
        FW_CHECK(write_n(all[i], 100, 885, 2, 0) == LS_DXL_ERR_NONE);
        speed[i] = read_n(all[i], 128, 4, 3000 * MS);
        at_126[i] = read_n(all[i], 126, 2, 3000 * MS);
    }
    FW_CHECK(speed[1] > speed[0] && speed[0] > speed[2] && speed[2] > 0);
    FW_CHECK(speed[1] * 0.229 < 57.5 && speed[0] * 0.229 < 46.5 && speed[2] * 0.229 < 30.5);
    FW_CHECK(at_126[1] > 0 && at_126[1] <= 1000);
    FW_CHECK(at_126[0] > 0 && at_126[2] > at_126[0]); /* XM540 draws more current at full duty */
}

static void test_indirect(void)
{
    static ls_dxl_servo s;
    ls_dxl_servo_init(&s, 1, 1, LS_DXL_MODEL_XM430_W350, 0);
    /* Defaults: Indirect Address n = 224 + n - 1 and 634 + n - 29. */
    FW_CHECK(read_n(&s, 168, 2, 0) == 224 && read_n(&s, 222, 2, 0) == 251);
    FW_CHECK(read_n(&s, 578, 2, 0) == 634 && read_n(&s, 632, 2, 0) == 661);
    const uint16_t blocks[2][2] = {{LS_DXL_ADDR_INDIRECT_ADDRESS_1, LS_DXL_ADDR_INDIRECT_DATA_1},
                                   {LS_DXL_ADDR_INDIRECT_ADDRESS_29, LS_DXL_ADDR_INDIRECT_DATA_29}};
    uint64_t now = 0;
    for (unsigned b = 0; b < 2; ++b) {
        const uint16_t slot = blocks[b][0];
        const uint16_t data = blocks[b][1];
        FW_CHECK(write_n(&s, 64, 0, 1, now) == LS_DXL_ERR_NONE);
        /* Data 1..4 → Present Position (132..135), 5..8 → Goal Position (116..119). */
        uint8_t map[16];
        for (unsigned k = 0; k < 4; ++k) {
            map[2 * k] = (uint8_t)(132 + k);
            map[2 * k + 1] = 0;
            map[8 + 2 * k] = (uint8_t)(116 + k);
            map[8 + 2 * k + 1] = 0;
        }
        FW_CHECK(ls_dxl_servo_write(&s, slot, map, 16, now) == LS_DXL_ERR_NONE);
        FW_CHECK(read_n(&s, (uint16_t)(data), 4, now) == read_n(&s, 132, 4, now));
        /* Goal Position through Indirect Data: the servo moves there. */
        const int32_t target = read_n(&s, 132, 4, now) + (b ? -512 : 512);
        FW_CHECK(write_n(&s, 64, 1, 1, now) == LS_DXL_ERR_NONE);
        FW_CHECK(write_n(&s, (uint16_t)(data + 4), target, 4, now) == LS_DXL_ERR_NONE);
        FW_CHECK(read_n(&s, 116, 4, now) == target);
        now += 2000 * MS;
        const int32_t present = read_n(&s, (uint16_t)data, 4, now);
        FW_CHECK(present > target - 40 && present < target + 40);
        FW_CHECK(present == read_n(&s, 132, 4, now));
        /* The mapped field's rules: out of the position limits (mode 3), read only,
         * a multi-byte field written in part. */
        FW_CHECK(write_n(&s, (uint16_t)(data + 4), 5000, 4, now) == LS_DXL_ERR_DATA_RANGE);
        FW_CHECK(read_n(&s, 116, 4, now) == target);
        FW_CHECK(write_n(&s, (uint16_t)data, 1000, 4, now) == LS_DXL_ERR_ACCESS);
        FW_CHECK(write_n(&s, (uint16_t)(data + 4), 7, 1, now) == LS_DXL_ERR_DATA_LENGTH);
        /* Indirect Address itself: RAM, 64..661 (no EEPROM address). */
        FW_CHECK(write_n(&s, slot, 11, 2, now) == LS_DXL_ERR_DATA_RANGE);
        FW_CHECK(write_n(&s, slot, 662, 2, now) == LS_DXL_ERR_DATA_RANGE);
        FW_CHECK(write_n(&s, (uint16_t)(slot + 16), 65, 2, now) == LS_DXL_ERR_NONE); /* data 9 → LED */
        FW_CHECK(write_n(&s, (uint16_t)(data + 8), 1, 1, now) == LS_DXL_ERR_NONE);
        FW_CHECK(read_n(&s, 65, 1, now) == 1);
        FW_CHECK(write_n(&s, (uint16_t)(data + 8), 2, 1, now) == LS_DXL_ERR_DATA_RANGE);
        FW_CHECK(write_n(&s, (uint16_t)(data + 8), 0, 1, now) == LS_DXL_ERR_NONE);
    }
}

static void send(ls_dxl_bus *bus, uint8_t id, const uint8_t *body, size_t length, uint64_t now_ns)
{
    uint8_t packet[256];
    const size_t n = ls_dxl_build(id, body, length, packet, sizeof packet);
    ls_dxl_bus_on_bytes(bus, packet, n, 57600, now_ns);
}

static void flush(ls_dxl_bus *bus, uint64_t now_ns)
{
    g_out_length = 0;
    ls_dxl_bus_poll(bus, now_ns);
}

/* Hand-built fast reply part: ERR, ID, data, CRC over the packet so far. */
static size_t part(uint8_t *packet, size_t at, uint8_t error, uint8_t id, const uint8_t *data, size_t n)
{
    packet[at++] = error;
    packet[at++] = id;
    memcpy(packet + at, data, n);
    at += n;
    const uint16_t crc = ls_crc16_dxl(0, packet, at);
    packet[at++] = (uint8_t)(crc & 0xff);
    packet[at++] = (uint8_t)(crc >> 8);
    return at;
}

static void test_fast_read(void)
{
    static ls_dxl_bus bus;
    const uint8_t ids[] = {1, 2, 3};
    uint64_t now = 1000 * MS;
    ls_dxl_bus_init(&bus, ids, 3, 57600, LS_DXL_MODEL_XM430_W350, 0, 1, NULL, now);
    ls_dxl_bus_set_model(&bus, 3, LS_DXL_MODEL_XL430_W250, now);
    const uint8_t position[4] = {0x00, 0x08, 0x00, 0x00}; /* 2048 at rest */

    /* FAST SYNC READ of Present Position from 1 and 2. */
    const uint8_t fast_sync[] = {LS_DXL_FAST_SYNC_READ, 132, 0, 4, 0, 1, 2};
    send(&bus, LS_DXL_BROADCAST, fast_sync, sizeof fast_sync, now);
    uint8_t expected[128] = {0xff, 0xff, 0xfd, 0x00, 0xfe, 17, 0, 0x55};
    size_t n = part(expected, 8, 0, 1, position, 4);
    n = part(expected, n, 0, 2, position, 4);
    flush(&bus, now + 100 * MS);
    FW_CHECK(n == 24 && g_out_length == n && memcmp(g_out, expected, n) == 0);
    FW_CHECK(ls_crc16_dxl(0, g_out, n - 2) == (uint16_t)(g_out[n - 2] | g_out[n - 1] << 8));

    /* FAST BULK READ: position of 3, temperature of 1 (25 °C), in that order. */
    now += 200 * MS;
    const uint8_t fast_bulk[] = {LS_DXL_FAST_BULK_READ, 3, 132, 0, 4, 0, 1, 146, 0, 1, 0};
    send(&bus, LS_DXL_BROADCAST, fast_bulk, sizeof fast_bulk, now);
    const uint8_t temperature = 25;
    expected[5] = 1 + 8 + 5;
    n = part(expected, 8, 0, 3, position, 4);
    n = part(expected, n, 0, 1, &temperature, 1);
    flush(&bus, now + 100 * MS);
    FW_CHECK(g_out_length == n && memcmp(g_out, expected, n) == 0);

    /* A servo's error goes in its own ERR field (zeros for its data). */
    now += 200 * MS;
    const uint8_t zeros[4] = {0};
    const uint8_t fast_bad[] = {LS_DXL_FAST_BULK_READ, 1, 132, 0, 4, 0, 2, 0x94, 0x02, 4, 0};
    send(&bus, LS_DXL_BROADCAST, fast_bad, sizeof fast_bad, now);
    expected[5] = 17;
    n = part(expected, 8, 0, 1, position, 4);
    n = part(expected, n, LS_DXL_ERR_ACCESS, 2, zeros, 4); /* 660 + 4 > 662 bytes */
    flush(&bus, now + 100 * MS);
    FW_CHECK(g_out_length == n && memcmp(g_out, expected, n) == 0);

    /* A missing ID cuts the chain: LEN promises three parts, two... one arrives. */
    now += 200 * MS;
    const uint8_t fast_gap[] = {LS_DXL_FAST_SYNC_READ, 132, 0, 4, 0, 1, 9, 2};
    send(&bus, LS_DXL_BROADCAST, fast_gap, sizeof fast_gap, now);
    flush(&bus, now + 100 * MS);
    FW_CHECK(g_out_length == 16 && g_out[5] == 25 && g_out[9] == 1);

    /* Unicast: instruction error from that servo, as SYNC READ. */
    now += 200 * MS;
    send(&bus, 1, fast_sync, sizeof fast_sync, now);
    flush(&bus, now + 100 * MS);
    FW_CHECK(g_out_length == 11 && g_out[4] == 1 && g_out[8] == LS_DXL_ERR_INSTRUCTION);

    /* The fast reply is one packet: it starts one Return Delay Time after the
     * request (not one per servo as a SYNC READ chain) and ends its wire time
     * later. */
    now += 200 * MS;
    send(&bus, LS_DXL_BROADCAST, fast_sync, sizeof fast_sync, now);
    FW_CHECK(bus.tx.count == 1 && bus.tx.slots[bus.tx.head].due_ns == now + 500000u + ls_serial_wire_ns(24, 57600));
    flush(&bus, now + 100 * MS);
}

static void test_clear_multi_turn(void)
{
    static ls_dxl_bus bus;
    const uint8_t ids[] = {1};
    uint64_t now = 1000 * MS;
    ls_dxl_bus_init(&bus, ids, 1, 57600, LS_DXL_MODEL_XM430_W350, 0, 1, NULL, now);
    const uint8_t extended[] = {LS_DXL_WRITE, 11, 0, 4};
    const uint8_t torque_on[] = {LS_DXL_WRITE, 64, 0, 1};
    const uint8_t goal[] = {LS_DXL_WRITE, 116, 0, 0x64, 0x20, 0, 0}; /* 8292 = 2 turns + 100 */
    const uint8_t clear[] = {LS_DXL_CLEAR, 0x01, 0x44, 0x58, 0x4c, 0x22};
    const uint8_t bad_clear[] = {LS_DXL_CLEAR, 0x01, 0x44, 0x58, 0x4c, 0x23};
    const uint8_t read_position[] = {LS_DXL_READ, 132, 0, 4, 0};
    const uint8_t read_goal[] = {LS_DXL_READ, 116, 0, 4, 0};
    send(&bus, 1, extended, sizeof extended, now);
    send(&bus, 1, torque_on, sizeof torque_on, now);
    send(&bus, 1, goal, sizeof goal, now);
    flush(&bus, now + 50 * MS);
    /* While it moves: result fail. */
    now += 100 * MS;
    send(&bus, 1, clear, sizeof clear, now);
    flush(&bus, now + 50 * MS);
    FW_CHECK(g_out_length == 11 && g_out[8] == LS_DXL_ERR_RESULT_FAIL);
    now += 20000 * MS;
    send(&bus, 1, bad_clear, sizeof bad_clear, now);
    flush(&bus, now + 50 * MS);
    FW_CHECK(g_out_length == 11 && g_out[8] == LS_DXL_ERR_DATA_RANGE);
    send(&bus, 1, read_position, sizeof read_position, now);
    flush(&bus, now + 50 * MS);
    const int32_t before = (int32_t)(g_out[9] | g_out[10] << 8 | g_out[11] << 16 | (uint32_t)g_out[12] << 24);
    FW_CHECK(before > 8192 && before < 8400);
    send(&bus, 1, clear, sizeof clear, now);
    flush(&bus, now + 50 * MS);
    FW_CHECK(g_out_length == 11 && g_out[8] == LS_DXL_ERR_NONE);
    now += 1000 * MS;
    send(&bus, 1, read_position, sizeof read_position, now);
    send(&bus, 1, read_goal, sizeof read_goal, now);
    flush(&bus, now + 50 * MS);
    FW_CHECK(g_out_length == 30);
    const int32_t after = (int32_t)(g_out[9] | g_out[10] << 8 | g_out[11] << 16 | (uint32_t)g_out[12] << 24);
    const int32_t goal_after =
        (int32_t)(g_out[15 + 9] | g_out[15 + 10] << 8 | g_out[15 + 11] << 16 | (uint32_t)g_out[15 + 12] << 24);
    FW_CHECK(after == before - 8192); /* same shaft angle, inside one turn, no motion */
    FW_CHECK(goal_after == 100);
}

static void test_float_conversions(void)
{
    FW_CHECK(ls_dxl_clamp_round(NAN, -10, 10) == 0);
    FW_CHECK(ls_dxl_clamp_round(INFINITY, -10, 10) == 10);
    FW_CHECK(ls_dxl_clamp_round(-INFINITY, -10, 10) == -10);
    FW_CHECK(ls_dxl_clamp_round(4.6e19f, INT32_MIN, INT32_MAX) == INT32_MAX);
    FW_CHECK(ls_dxl_clamp_round(-4.6e19f, INT32_MIN, INT32_MAX) == INT32_MIN);
    FW_CHECK(ls_dxl_clamp_round(2147483648.0f, INT32_MIN, INT32_MAX) == INT32_MAX); /* 2^31 */
    FW_CHECK(ls_dxl_clamp_round(-2.5f, -10, 10) == -3 && ls_dxl_clamp_round(2.4f, -10, 10) == 2);

    /* A model state of NaN, inf or huge values reads as saturated table values. */
    static ls_dxl_servo s;
    const float bad[] = {NAN, INFINITY, -INFINITY, 4.6e19f, -4.6e19f};
    for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        ls_dxl_servo_init(&s, 1, 1, i % 2 ? LS_DXL_MODEL_XL430_W250 : LS_DXL_MODEL_XM430_W350, 0);
        ls_dxl_servo_refresh(&s, 0);
        s.model.position_rev = bad[i];
        s.model.velocity_rps = bad[i];
        s.model.torque_nm = bad[i];
        s.model.current_a = bad[i];
        s.model.temperature_c = bad[i];
        s.model.voltage_v = bad[i];
        s.model.setpoint_rev = bad[i];
        s.model.setpoint_rps = bad[i];
        uint8_t table[148];
        FW_CHECK(ls_dxl_servo_read(&s, 0, sizeof table, table, 0) == LS_DXL_ERR_NONE);
        const int32_t present = read_n(&s, 132, 4, 0);
        const int32_t load = read_n(&s, 126, 2, 0);
        FW_CHECK(isnan(bad[i]) ? present == 0 : (present == INT32_MAX / 2 || present == INT32_MIN / 2));
        FW_CHECK(load >= -32767 && load <= 32767);
        FW_CHECK(read_n(&s, 146, 1, 0) >= 0 && read_n(&s, 146, 1, 0) <= 255);
    }
}

int main(void)
{
    test_models();
    test_indirect();
    test_fast_read();
    test_clear_multi_turn();
    test_float_conversions();
    return fw_report("firmware_dxl_tables");
}
