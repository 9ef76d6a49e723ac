/* The moteus codec and servo against the published vectors (protocols.md §1). */
#include "fw_test.h"
#include "hal.h"
#include "ls_crc.h"
#include "moteus_servo.h"

#include <string.h>

/* The servo code never sends; the test links no HAL. */
int ls_hal_serial_write(void *link, const uint8_t *data, size_t length)
{
    (void)link, (void)data, (void)length;
    return 0;
}

static void test_crcs(void)
{
    const uint8_t check[] = "123456789";
    FW_CHECK(ls_crc8_moteus(0, check, 9) == 0x94);
    FW_CHECK(ls_crc16_ccitt(0xffff, check, 9) == 0x29b1);
    FW_CHECK(ls_crc16_dxl(0, check, 9) == 0xfee8);
    const uint8_t rs485[] = {0x54, 0xab, 0x80, 0x01, 0x02, 0x11, 0x00};
    FW_CHECK(ls_crc16_ccitt(0xffff, rs485, sizeof rs485) == 0xf253); /* sent LE: 53 F2 */
}

static void test_encode_reply_vector(void)
{
    uint8_t expected[32];
    const size_t n = fw_hex("2404000a005000000170ff230d181400", expected, sizeof expected);
    uint8_t built[32] = {0x24, 0x04, 0x00};
    ls_moteus_encode(LS_MOTEUS_KIND_INT, LS_MOTEUS_INT16, 10.0f, built + 3);
    ls_moteus_encode(LS_MOTEUS_KIND_POSITION, LS_MOTEUS_INT16, 0.008f, built + 5);
    ls_moteus_encode(LS_MOTEUS_KIND_VELOCITY, LS_MOTEUS_INT16, 0.064f, built + 7);
    ls_moteus_encode(LS_MOTEUS_KIND_TORQUE, LS_MOTEUS_INT16, -1.44f, built + 9);
    built[11] = 0x23;
    built[12] = 0x0d;
    ls_moteus_encode(LS_MOTEUS_KIND_VOLTAGE, LS_MOTEUS_INT8, 12.0f, built + 13);
    ls_moteus_encode(LS_MOTEUS_KIND_TEMPERATURE, LS_MOTEUS_INT8, 20.0f, built + 14);
    ls_moteus_encode(LS_MOTEUS_KIND_INT, LS_MOTEUS_INT8, 0.0f, built + 15);
    FW_CHECK(n == 16);
    FW_CHECK(memcmp(built, expected, n) == 0);

    FW_CHECK_NEAR(ls_moteus_decode(LS_MOTEUS_KIND_POSITION, LS_MOTEUS_INT16, expected + 5), 0.008, 1e-6);
    FW_CHECK_NEAR(ls_moteus_decode(LS_MOTEUS_KIND_VELOCITY, LS_MOTEUS_INT16, expected + 7), 0.064, 1e-6);
    FW_CHECK_NEAR(ls_moteus_decode(LS_MOTEUS_KIND_TORQUE, LS_MOTEUS_INT16, expected + 9), -1.44, 1e-6);
    FW_CHECK_NEAR(ls_moteus_decode(LS_MOTEUS_KIND_VOLTAGE, LS_MOTEUS_INT8, expected + 13), 12.0, 1e-6);
}

static void test_nan_and_saturation(void)
{
    uint8_t out[4];
    ls_moteus_encode(LS_MOTEUS_KIND_POSITION, LS_MOTEUS_INT16, NAN, out);
    FW_CHECK(out[0] == 0x00 && out[1] == 0x80);
    FW_CHECK(isnan(ls_moteus_decode(LS_MOTEUS_KIND_POSITION, LS_MOTEUS_INT16, out)));
    ls_moteus_encode(LS_MOTEUS_KIND_POSITION, LS_MOTEUS_INT16, 10.0f, out); /* 100000 raw */
    FW_CHECK(out[0] == 0xff && out[1] == 0x7f);
    ls_moteus_encode(LS_MOTEUS_KIND_POSITION, LS_MOTEUS_INT16, -10.0f, out); /* not NaN */
    FW_CHECK(out[0] == 0x01 && out[1] == 0x80);
    ls_moteus_encode(LS_MOTEUS_KIND_TORQUE, LS_MOTEUS_INT8, -100.0f, out);
    FW_CHECK(out[0] == 0x81);
    ls_moteus_encode(LS_MOTEUS_KIND_TIME, LS_MOTEUS_INT32, 0.25f, out);
    FW_CHECK(out[0] == 0x90 && out[1] == 0xd0 && out[2] == 0x03 && out[3] == 0x00); /* 250000 */
    uint8_t var[5];
    FW_CHECK(ls_varuint_write(300, var, sizeof var) == 2 && var[0] == 0xac && var[1] == 0x02);
    uint32_t value = 0;
    FW_CHECK(ls_varuint_read(var, 2, &value) == 2 && value == 300);
    FW_CHECK(ls_varuint_read(var, 1, &value) == 0); /* truncated */
}

static void test_command_vector(void)
{
    ls_moteus_servo servo;
    ls_moteus_servo_init(&servo, 1, 100, 1000000000ull);
    uint8_t command[32];
    const size_t n = fw_hex("01000a07206000200150ff140400130d", command, sizeof command);
    uint8_t reply[64];
    const size_t r = ls_moteus_handle_frame(&servo, command, n, reply, sizeof reply, 1000000000ull);
    FW_CHECK_NEAR(servo.commands.position_rev, 0.0096, 1e-6);
    FW_CHECK_NEAR(servo.commands.velocity_rps, 0.072, 1e-6);
    FW_CHECK_NEAR(servo.commands.feedforward_nm, -1.76, 1e-6);
    FW_CHECK(ls_moteus_mode(&servo) == LS_MOTEUS_MODE_POSITION);
    /* Same layout as the published reply: 4×int16 from 0, then 3×int8 from 0x0D. */
    FW_CHECK(r == 16);
    FW_CHECK(reply[0] == 0x24 && reply[1] == 0x04 && reply[2] == 0x00);
    FW_CHECK(reply[3] == 0x0a && reply[4] == 0x00);
    FW_CHECK(reply[11] == 0x23 && reply[12] == 0x0d);
    FW_CHECK_NEAR(ls_moteus_decode(LS_MOTEUS_KIND_VOLTAGE, LS_MOTEUS_INT8, reply + 13), 24.0, 0.5);
    FW_CHECK(reply[15] == 0x00);

    /* Unknown register: a read error subframe; write to a read-only one: a write error. */
    const uint8_t bad[] = {0x11, 0x7e, 0x01, 0x01, 0x05};
    const size_t e = ls_moteus_handle_frame(&servo, bad, sizeof bad, reply, sizeof reply, 1000000000ull);
    FW_CHECK(e == 6);
    FW_CHECK(reply[0] == 0x30 && reply[1] == 0x01 && reply[3] == 0x31 && reply[4] == 0x7e);
    /* Truncated write: counted as malformed, no crash. */
    const uint8_t cut[] = {0x0d, 0x20, 0x00};
    ls_moteus_handle_frame(&servo, cut, sizeof cut, reply, sizeof reply, 1000000000ull);
    FW_CHECK(servo.stats.malformed == 1);
}

static void test_servo_moves_and_times_out(void)
{
    ls_moteus_servo servo;
    const uint64_t t0 = 5000000000ull;
    ls_moteus_servo_init(&servo, 3, 100, t0);
    /* mode 10, position 0.5 rev (float), watchdog NaN-free default */
    uint8_t frame[16] = {0x01, 0x00, 0x0a, 0x0d, 0x20};
    const float target = 0.5f;
    memcpy(frame + 5, &target, 4);
    uint8_t reply[64];
    ls_moteus_handle_frame(&servo, frame, 9, reply, sizeof reply, t0);
    for (int i = 1; i <= 10; ++i) /* keep feeding for 1 s */
        ls_moteus_handle_frame(&servo, frame, 9, reply, sizeof reply, t0 + (uint64_t)i * 90000000ull);
    FW_CHECK_NEAR(servo.model.position_rev, 0.5, 0.02);
    FW_CHECK(ls_moteus_mode(&servo) == LS_MOTEUS_MODE_POSITION);
    ls_servo_advance(&servo.model, t0 + 900000000ull + 150000000ull);
    FW_CHECK(ls_moteus_mode(&servo) == LS_MOTEUS_MODE_TIMEOUT);
    /* Latched: a new position command does not leave mode 11; stop does. */
    ls_moteus_handle_frame(&servo, frame, 9, reply, sizeof reply, t0 + 1100000000ull);
    FW_CHECK(ls_moteus_mode(&servo) == LS_MOTEUS_MODE_TIMEOUT);
    const uint8_t stop[] = {0x01, 0x00, 0x00};
    ls_moteus_handle_frame(&servo, stop, sizeof stop, reply, sizeof reply, t0 + 1200000000ull);
    FW_CHECK(ls_moteus_mode(&servo) == LS_MOTEUS_MODE_STOPPED);
    FW_CHECK(servo.model.temperature_c >= servo.model.params.ambient_c);
}

int main(void)
{
    test_crcs();
    test_encode_reply_vector();
    test_nan_and_saturation();
    test_command_vector();
    test_servo_moves_and_times_out();
    return fw_report("firmware_moteus_vector");
}
