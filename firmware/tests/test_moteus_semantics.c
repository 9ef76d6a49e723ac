/* The simulated moteus against the firmware's semantics (fw/bldc_servo*.h,
 * fw/moteus_controller.cc): which modes the watchdog times out, what the
 * servo does after a timeout, trajectory complete with limits, the integer
 * encodings, the registers around the position commands, and defined
 * behaviour for every float a register can be written with. */
#include "fw_test.h"
#include "hal.h"
#include "moteus_servo.h"

#include <string.h>

int ls_hal_serial_write(void *link, const uint8_t *data, size_t length)
{
    (void)link, (void)data, (void)length;
    return 0;
}

#define MS 1000000ull
#define T0 (10000ull * MS)

/* A request being built. */
typedef struct frame
{
    uint8_t data[LS_MOTEUS_MAX_FRAME];
    size_t used;
} frame;

static void put(frame *f, uint8_t byte)
{
    if (f->used < sizeof f->data)
        f->data[f->used++] = byte;
}

static void put_reg(frame *f, unsigned reg)
{
    f->used += ls_varuint_write(reg, f->data + f->used, sizeof f->data - f->used);
}

/* One register written as `type` (0 int8 .. 3 float) from raw bytes. */
static void write_raw(frame *f, unsigned type, unsigned reg, const uint8_t *bytes)
{
    put(f, (uint8_t)(0x01u | (type << 2)));
    put_reg(f, reg);
    for (unsigned i = 0; i < ls_moteus_width_bytes(type); ++i)
        put(f, bytes[i]);
}

static void write_float(frame *f, unsigned reg, float value)
{
    uint8_t bytes[4];
    memcpy(bytes, &value, 4);
    write_raw(f, LS_MOTEUS_FLOAT, reg, bytes);
}

static void write_int(frame *f, unsigned type, unsigned reg, int32_t value)
{
    uint8_t bytes[4];
    ls_moteus_encode_int(type, value, bytes);
    write_raw(f, type, reg, bytes);
}

static void read_one(frame *f, unsigned type, unsigned reg)
{
    put(f, (uint8_t)(0x11u | (type << 2)));
    put_reg(f, reg);
}

typedef struct reply
{
    uint8_t data[LS_MOTEUS_MAX_FRAME];
    size_t length;
} reply;

static reply send(ls_moteus_servo *servo, const frame *f, uint64_t now_ns)
{
    reply r;
    r.length = ls_moteus_handle_frame(servo, f->data, f->used, r.data, sizeof r.data, now_ns);
    return r;
}

/* The reply to a lone read_one: 1 with the value's bytes at *value_at, 0 for
 * a read error (its code in *error), -1 for anything else. */
static int parse_single(const reply *r, unsigned type, unsigned reg, const uint8_t **value_at, unsigned *error)
{
    uint8_t expect[8];
    size_t n = 0;
    expect[n++] = (uint8_t)(0x21u | (type << 2));
    n += ls_varuint_write(reg, expect + n, sizeof expect - n);
    if (r->length == n + ls_moteus_width_bytes(type) && memcmp(r->data, expect, n) == 0) {
        *value_at = r->data + n;
        return 1;
    }
    expect[0] = 0x31;
    if (r->length == n + 1 && memcmp(r->data, expect, n) == 0) {
        *error = r->data[n];
        return 0;
    }
    return -1;
}

/* Reads one register as float; NaN when the servo answers with an error. */
static float read_float(ls_moteus_servo *servo, unsigned reg, uint64_t now_ns)
{
    frame f = {{0}, 0};
    read_one(&f, LS_MOTEUS_FLOAT, reg);
    const reply r = send(servo, &f, now_ns);
    const uint8_t *at = NULL;
    unsigned error = 0;
    if (parse_single(&r, LS_MOTEUS_FLOAT, reg, &at, &error) != 1)
        return NAN;
    float value;
    memcpy(&value, at, 4);
    return value;
}

static int read_mode(ls_moteus_servo *servo, uint64_t now_ns)
{
    return (int)read_float(servo, LS_MOTEUS_REG_MODE, now_ns);
}

static void command_stop(ls_moteus_servo *servo, uint64_t now_ns)
{
    frame f = {{0}, 0};
    write_int(&f, LS_MOTEUS_INT8, LS_MOTEUS_REG_MODE, 0);
    send(servo, &f, now_ns);
}

/* ------------------------------------------------------------ watchdog */

static void test_watchdog_scope(void)
{
    /* Position times out; current, zero-velocity and brake never do. */
    static const int modes[] = {LS_MOTEUS_MODE_POSITION, LS_MOTEUS_MODE_STAY_WITHIN, LS_MOTEUS_MODE_CURRENT,
                                LS_MOTEUS_MODE_ZERO_VELOCITY, LS_MOTEUS_MODE_BRAKE};
    for (size_t i = 0; i < sizeof modes / sizeof modes[0]; ++i) {
        ls_moteus_servo servo;
        ls_moteus_servo_init(&servo, 1, 100, T0);
        frame f = {{0}, 0};
        write_int(&f, LS_MOTEUS_INT8, LS_MOTEUS_REG_MODE, modes[i]);
        if (modes[i] == LS_MOTEUS_MODE_POSITION)
            write_float(&f, LS_MOTEUS_REG_COMMAND_POSITION, 0.0f);
        if (modes[i] == LS_MOTEUS_MODE_STAY_WITHIN) {
            write_float(&f, LS_MOTEUS_REG_STAY_WITHIN_LOWER, -0.5f);
            write_float(&f, LS_MOTEUS_REG_STAY_WITHIN_UPPER, 0.5f);
        }
        if (modes[i] == LS_MOTEUS_MODE_CURRENT)
            write_float(&f, LS_MOTEUS_REG_COMMAND_Q_CURRENT, 1.0f);
        send(&servo, &f, T0);
        FW_CHECK(read_mode(&servo, T0) == modes[i]);
        /* 1 s without a command: ten times the watchdog. */
        const int mode = read_mode(&servo, T0 + 1000 * MS);
        const int times_out = modes[i] == LS_MOTEUS_MODE_POSITION || modes[i] == LS_MOTEUS_MODE_STAY_WITHIN;
        if (mode != (times_out ? LS_MOTEUS_MODE_TIMEOUT : modes[i]))
            fprintf(stderr, "mode %d reads %d after 1 s without commands\n", modes[i], mode);
        FW_CHECK(mode == (times_out ? LS_MOTEUS_MODE_TIMEOUT : modes[i]));
        if (modes[i] == LS_MOTEUS_MODE_CURRENT) {
            /* Still driving: 0.1 N·m on the shaft, and it turns. */
            FW_CHECK(read_float(&servo, LS_MOTEUS_REG_TORQUE, T0 + 1000 * MS) > 0.05f);
            FW_CHECK(read_float(&servo, LS_MOTEUS_REG_VELOCITY, T0 + 1000 * MS) > 0.5f);
        }
    }
}

static void test_watchdog_values(void)
{
    /* 0x027: NaN none, negative at once, inf never, 0 the default. */
    static const float timeouts[] = {NAN, -1.0f, INFINITY, 4.6e19f, 0.0f, 0.5f};
    static const int expired_at_300ms[] = {0, 1, 0, 0, 1, 0};
    for (size_t i = 0; i < sizeof timeouts / sizeof timeouts[0]; ++i) {
        ls_moteus_servo servo;
        ls_moteus_servo_init(&servo, 1, 100, T0);
        frame f = {{0}, 0};
        write_int(&f, LS_MOTEUS_INT8, LS_MOTEUS_REG_MODE, LS_MOTEUS_MODE_POSITION);
        write_float(&f, LS_MOTEUS_REG_COMMAND_POSITION, 0.0f);
        write_float(&f, LS_MOTEUS_REG_COMMAND_WATCHDOG, timeouts[i]);
        send(&servo, &f, T0);
        const int mode = read_mode(&servo, T0 + 300 * MS);
        FW_CHECK(mode == (expired_at_300ms[i] ? LS_MOTEUS_MODE_TIMEOUT : LS_MOTEUS_MODE_POSITION));
    }
}

/* Spins the shaft at ~3 rev/s under velocity control, lets the watchdog
 * expire and returns the velocity 60 ms after the expiry; *torque_sign gets
 * torque·velocity in the middle of it. */
static float spin_then_expire(int timeout_mode, float *torque_velocity, int *mode_after)
{
    ls_moteus_servo servo;
    ls_moteus_servo_init(&servo, 1, 100, T0);
    servo.timeout_mode = timeout_mode;
    uint64_t now = T0;
    for (int i = 0; i < 50; ++i, now += 20 * MS) { /* 1 s, fed every 20 ms */
        frame f = {{0}, 0};
        write_int(&f, LS_MOTEUS_INT8, LS_MOTEUS_REG_MODE, LS_MOTEUS_MODE_POSITION);
        write_float(&f, LS_MOTEUS_REG_COMMAND_POSITION, NAN);
        write_float(&f, LS_MOTEUS_REG_COMMAND_VELOCITY, 3.0f);
        send(&servo, &f, now);
    }
    const uint64_t fed = now - 20 * MS;
    FW_CHECK_NEAR(read_float(&servo, LS_MOTEUS_REG_VELOCITY, fed), 3.0, 0.3);
    const uint64_t expiry = fed + 100 * MS;
    *torque_velocity = read_float(&servo, LS_MOTEUS_REG_TORQUE, expiry + 30 * MS) *
                       read_float(&servo, LS_MOTEUS_REG_VELOCITY, expiry + 30 * MS);
    *mode_after = read_mode(&servo, expiry + 60 * MS);
    return read_float(&servo, LS_MOTEUS_REG_VELOCITY, expiry + 60 * MS);
}

static void test_brakes_after_timeout(void)
{
    float coast_tv, brake_tv;
    int coast_mode, brake_mode;
    const float coasting = spin_then_expire(0, &coast_tv, &coast_mode);
    const float braking = spin_then_expire(LS_MOTEUS_MODE_ZERO_VELOCITY, &brake_tv, &brake_mode);
    /* The default timeout mode is 12. */
    ls_moteus_servo fresh;
    ls_moteus_servo_init(&fresh, 1, 100, T0);
    FW_CHECK(fresh.timeout_mode == LS_MOTEUS_MODE_ZERO_VELOCITY);
    FW_CHECK(coast_mode == LS_MOTEUS_MODE_TIMEOUT && brake_mode == LS_MOTEUS_MODE_TIMEOUT);
    /* Coasting keeps most of its speed for 60 ms; damping takes most of it. */
    FW_CHECK(coasting > 2.0f);
    FW_CHECK(braking < 0.5f * coasting);
    FW_CHECK(brake_tv < 0.0f); /* the torque opposes the motion */
    FW_CHECK(coast_tv == 0.0f);
}

static void test_timeout_damping_uses_command_kd(void)
{
    /* A torque-style position command (kp and kd scale 0, feed-forward
     * only) times out into zero-velocity damping with its own kd_scale 0:
     * the drive torque goes, nothing brakes, the shaft coasts. */
    ls_moteus_servo servo;
    ls_moteus_servo_init(&servo, 1, 100, T0);
    uint64_t now = T0;
    for (int i = 0; i < 25; ++i, now += 20 * MS) {
        frame f = {{0}, 0};
        write_int(&f, LS_MOTEUS_INT8, LS_MOTEUS_REG_MODE, LS_MOTEUS_MODE_POSITION);
        write_float(&f, LS_MOTEUS_REG_COMMAND_POSITION, NAN);
        write_float(&f, LS_MOTEUS_REG_COMMAND_FEEDFORWARD, 0.05f);
        write_float(&f, LS_MOTEUS_REG_COMMAND_KP_SCALE, 0.0f);
        write_float(&f, LS_MOTEUS_REG_COMMAND_KD_SCALE, 0.0f);
        send(&servo, &f, now);
    }
    const uint64_t expiry = now - 20 * MS + 100 * MS;
    const float before = read_float(&servo, LS_MOTEUS_REG_VELOCITY, expiry - 10 * MS);
    FW_CHECK(read_float(&servo, LS_MOTEUS_REG_TORQUE, expiry - 10 * MS) > 0.02f);
    FW_CHECK(before > 0.5f);
    FW_CHECK(read_mode(&servo, expiry + 30 * MS) == LS_MOTEUS_MODE_TIMEOUT);
    FW_CHECK(read_float(&servo, LS_MOTEUS_REG_TORQUE, expiry + 30 * MS) == 0.0f);
    FW_CHECK(read_float(&servo, LS_MOTEUS_REG_VELOCITY, expiry + 60 * MS) > 0.8f * before);
}

static void test_timeout_mode_commanded(void)
{
    /* Mode 11 can be commanded; only a stop leaves it. */
    ls_moteus_servo servo;
    ls_moteus_servo_init(&servo, 1, 100, T0);
    frame f = {{0}, 0};
    write_int(&f, LS_MOTEUS_INT8, LS_MOTEUS_REG_MODE, LS_MOTEUS_MODE_TIMEOUT);
    send(&servo, &f, T0);
    FW_CHECK(read_mode(&servo, T0 + MS) == LS_MOTEUS_MODE_TIMEOUT);
    frame p = {{0}, 0};
    write_int(&p, LS_MOTEUS_INT8, LS_MOTEUS_REG_MODE, LS_MOTEUS_MODE_POSITION);
    send(&servo, &p, T0 + 2 * MS);
    FW_CHECK(read_mode(&servo, T0 + 3 * MS) == LS_MOTEUS_MODE_TIMEOUT);
    command_stop(&servo, T0 + 4 * MS);
    FW_CHECK(read_mode(&servo, T0 + 5 * MS) == LS_MOTEUS_MODE_STOPPED);
}

/* ------------------------------------------------- trajectory complete */

/* A limited position command (position may be NaN) sent with a read of
 * 0x00B; returns the flag from the reply, -1 when the reply has none. */
static int limited_command(ls_moteus_servo *servo, float position, float velocity, float velocity_limit,
                           float accel_limit, uint64_t now_ns)
{
    frame f = {{0}, 0};
    write_int(&f, LS_MOTEUS_INT8, LS_MOTEUS_REG_MODE, LS_MOTEUS_MODE_POSITION);
    write_float(&f, LS_MOTEUS_REG_COMMAND_POSITION, position);
    write_float(&f, LS_MOTEUS_REG_COMMAND_VELOCITY, velocity);
    write_float(&f, LS_MOTEUS_REG_COMMAND_VELOCITY_LIMIT, velocity_limit);
    write_float(&f, LS_MOTEUS_REG_COMMAND_ACCEL_LIMIT, accel_limit);
    read_one(&f, LS_MOTEUS_INT8, LS_MOTEUS_REG_TRAJECTORY_COMPLETE);
    const reply r = send(servo, &f, now_ns);
    const uint8_t *at = NULL;
    unsigned error = 0;
    if (parse_single(&r, LS_MOTEUS_INT8, LS_MOTEUS_REG_TRAJECTORY_COMPLETE, &at, &error) != 1)
        return -1;
    return *at;
}

static void test_trajectory_complete_resent(void)
{
    ls_moteus_servo servo;
    ls_moteus_servo_init(&servo, 1, 100, T0);
    int first_done = -1, zero_seen = 0;
    float position_at_done = NAN;
    for (int i = 0; i < 300; ++i) { /* 3 s, the same command every 10 ms */
        const uint64_t now = T0 + (uint64_t)i * 10 * MS;
        const int done = limited_command(&servo, 0.5f, 0.0f, 1.0f, 4.0f, now);
        FW_CHECK(done >= 0);
        if (done < 0)
            break;
        if (done == 0)
            zero_seen = 1;
        if (done == 1 && first_done < 0) {
            first_done = i;
            position_at_done = read_float(&servo, LS_MOTEUS_REG_CONTROL_POSITION, now);
        }
        if (first_done >= 0)
            FW_CHECK(done == 1); /* stays complete while the same command comes again */
    }
    FW_CHECK(zero_seen);      /* not complete while moving */
    FW_CHECK(first_done > 0); /* and complete at the target */
    /* 0.5 rev at 1 rev/s with 4 rev/s² takes 0.75 s: no earlier than that. */
    FW_CHECK(first_done >= 70);
    FW_CHECK_NEAR(position_at_done, 0.5, 1e-4);
    FW_CHECK_NEAR(servo.model.position_rev, 0.5, 0.02);
}

static void test_trajectory_complete_velocity_ramp(void)
{
    /* Velocity control with an acceleration limit: the control velocity
     * ramps at the limit and the trajectory completes when it arrives. */
    ls_moteus_servo servo;
    ls_moteus_servo_init(&servo, 1, 100, T0);
    int first_done = -1;
    float ramp_at_100ms = NAN;
    for (int i = 0; i < 100; ++i) {
        const uint64_t now = T0 + (uint64_t)i * 10 * MS;
        const int done = limited_command(&servo, NAN, 3.0f, 2.0f, 4.0f, now); /* the limit clamps 3 rev/s */
        FW_CHECK(done >= 0);
        if (i == 10)
            ramp_at_100ms = read_float(&servo, LS_MOTEUS_REG_CONTROL_VELOCITY, now);
        if (done == 1 && first_done < 0)
            first_done = i;
        if (first_done >= 0)
            FW_CHECK(done == 1);
    }
    FW_CHECK_NEAR(ramp_at_100ms, 0.4, 0.03); /* 4 rev/s² for 0.1 s */
    FW_CHECK(first_done >= 48 && first_done <= 52); /* 2 rev/s at 4 rev/s²: 0.5 s */
    FW_CHECK_NEAR(read_float(&servo, LS_MOTEUS_REG_CONTROL_VELOCITY, T0 + 1000 * MS), 2.0, 1e-4);
}

/* ----------------------------------------------------------- encodings */

static void test_truncation(void)
{
    uint8_t out[4];
    /* 1.9 LSB reads as 1 and -1.9 as -1: the firmware truncates. */
    ls_moteus_encode(LS_MOTEUS_KIND_POSITION, LS_MOTEUS_INT16, 0.00019f, out);
    FW_CHECK(out[0] == 0x01 && out[1] == 0x00);
    ls_moteus_encode(LS_MOTEUS_KIND_POSITION, LS_MOTEUS_INT16, -0.00019f, out);
    FW_CHECK(out[0] == 0xff && out[1] == 0xff);
    ls_moteus_encode(LS_MOTEUS_KIND_TORQUE, LS_MOTEUS_INT8, 1.4f, out); /* 2.8 LSB */
    FW_CHECK(out[0] == 0x02);
    ls_moteus_encode(LS_MOTEUS_KIND_VOLTAGE, LS_MOTEUS_INT32, 23.9995f, out); /* 23999.5 LSB */
    FW_CHECK(out[0] == 0xbf && out[1] == 0x5d && out[2] == 0x00 && out[3] == 0x00);
    /* ±inf is not saturated but sent as the NaN integer (ScaleSaturate). */
    ls_moteus_encode(LS_MOTEUS_KIND_VELOCITY, LS_MOTEUS_INT8, INFINITY, out);
    FW_CHECK(out[0] == 0x80);
    ls_moteus_encode(LS_MOTEUS_KIND_VELOCITY, LS_MOTEUS_INT16, -INFINITY, out);
    FW_CHECK(out[0] == 0x00 && out[1] == 0x80);
    /* Finite values beyond the range saturate to ±max. */
    ls_moteus_encode(LS_MOTEUS_KIND_POSITION, LS_MOTEUS_INT32, 4.6e19f, out);
    FW_CHECK(out[0] == 0xff && out[1] == 0xff && out[2] == 0xff && out[3] == 0x7f);
    ls_moteus_encode(LS_MOTEUS_KIND_POSITION, LS_MOTEUS_INT32, -4.6e19f, out);
    FW_CHECK(out[0] == 0x01 && out[1] == 0x00 && out[2] == 0x00 && out[3] == 0x80);

    /* Through the servo: a position of 0.12349 rev reads 1234 as int16. */
    ls_moteus_servo servo;
    ls_moteus_servo_init(&servo, 1, 100, T0);
    frame f = {{0}, 0};
    write_float(&f, LS_MOTEUS_REG_SET_OUTPUT_EXACT, 0.12349f);
    read_one(&f, LS_MOTEUS_INT16, LS_MOTEUS_REG_POSITION);
    const reply r = send(&servo, &f, T0);
    const uint8_t *at = NULL;
    unsigned error = 0;
    FW_CHECK(parse_single(&r, LS_MOTEUS_INT16, LS_MOTEUS_REG_POSITION, &at, &error) == 1);
    FW_CHECK(at && at[0] == 0xd2 && at[1] == 0x04);
}

static void test_identity_widths(void)
{
    ls_moteus_servo servo;
    ls_moteus_servo_init(&servo, 7, 100, T0);
    static const unsigned identity[] = {LS_MOTEUS_REG_MODEL,
                                        LS_MOTEUS_REG_FIRMWARE,
                                        LS_MOTEUS_REG_MAP_VERSION,
                                        LS_MOTEUS_REG_SERIAL_NUMBER1,
                                        LS_MOTEUS_REG_SERIAL_NUMBER1 + 2,
                                        LS_MOTEUS_REG_UUID1,
                                        LS_MOTEUS_REG_UUID1 + 3};
    for (size_t i = 0; i < sizeof identity / sizeof identity[0]; ++i) {
        for (unsigned type = 0; type < 4; ++type) {
            frame f = {{0}, 0};
            read_one(&f, type, identity[i]);
            const reply r = send(&servo, &f, T0);
            const uint8_t *at = NULL;
            unsigned error = 0;
            const int answered = parse_single(&r, type, identity[i], &at, &error);
            /* int32 only; every other width is read error 1. */
            FW_CHECK(answered == (type == LS_MOTEUS_INT32 ? 1 : 0));
            if (answered == 0)
                FW_CHECK(error == 1);
        }
    }
    frame f = {{0}, 0};
    read_one(&f, LS_MOTEUS_INT32, LS_MOTEUS_REG_MODEL);
    reply r = send(&servo, &f, T0);
    const uint8_t *at = NULL;
    unsigned error = 0;
    FW_CHECK(parse_single(&r, LS_MOTEUS_INT32, LS_MOTEUS_REG_MODEL, &at, &error) == 1);
    FW_CHECK(at && ls_moteus_decode_int32(LS_MOTEUS_INT32, at) == LS_MOTEUS_MODEL_NUMBER);
    /* 0x110 answers no width. */
    for (unsigned type = 0; type < 4; ++type) {
        frame g = {{0}, 0};
        read_one(&g, type, LS_MOTEUS_REG_ID);
        r = send(&servo, &g, T0);
        FW_CHECK(parse_single(&r, type, LS_MOTEUS_REG_ID, &at, &error) == 0 && error == 1);
    }
}

static void test_mode_writes(void)
{
    ls_moteus_servo servo;
    ls_moteus_servo_init(&servo, 1, 100, T0);
    /* Modes 1-4 are accepted (no write error) and ignored. */
    for (int mode = 1; mode <= 4; ++mode) {
        frame f = {{0}, 0};
        write_int(&f, LS_MOTEUS_INT8, LS_MOTEUS_REG_MODE, mode);
        const reply r = send(&servo, &f, T0);
        FW_CHECK(r.length == 0);
        FW_CHECK(read_mode(&servo, T0) == LS_MOTEUS_MODE_STOPPED);
    }
    /* 5-8 and 14 are accepted and reported (not modelled: no torque). */
    static const int reported[] = {5, 6, 7, 8, 14};
    for (size_t i = 0; i < sizeof reported / sizeof reported[0]; ++i) {
        frame f = {{0}, 0};
        write_int(&f, LS_MOTEUS_INT8, LS_MOTEUS_REG_MODE, reported[i]);
        const reply r = send(&servo, &f, T0);
        FW_CHECK(r.length == 0);
        FW_CHECK(read_mode(&servo, T0) == reported[i]);
        FW_CHECK(read_float(&servo, LS_MOTEUS_REG_TORQUE, T0 + 10 * MS) == 0.0f);
        command_stop(&servo, T0);
    }
    /* 16 and above: unknown register (error 1), as the firmware. */
    frame bad = {{0}, 0};
    write_int(&bad, LS_MOTEUS_INT8, LS_MOTEUS_REG_MODE, 16);
    reply r = send(&servo, &bad, T0);
    FW_CHECK(r.length == 3 && r.data[0] == 0x30 && r.data[1] == 0x00 && r.data[2] == 1);
    /* The firmware reads the mode as int8_t: int16 266 is mode 10, float 10.7 too. */
    frame wide = {{0}, 0};
    write_int(&wide, LS_MOTEUS_INT16, LS_MOTEUS_REG_MODE, 266);
    write_float(&wide, LS_MOTEUS_REG_COMMAND_POSITION, 0.0f);
    r = send(&servo, &wide, T0);
    FW_CHECK(r.length == 0 && read_mode(&servo, T0) == LS_MOTEUS_MODE_POSITION);
    command_stop(&servo, T0);
    frame real = {{0}, 0};
    write_float(&real, LS_MOTEUS_REG_MODE, 10.7f);
    write_float(&real, LS_MOTEUS_REG_COMMAND_POSITION, 0.0f);
    r = send(&servo, &real, T0);
    FW_CHECK(r.length == 0 && read_mode(&servo, T0) == LS_MOTEUS_MODE_POSITION);
    /* Integer reads of the mode keep its low byte (IntMapping). */
    frame q = {{0}, 0};
    read_one(&q, LS_MOTEUS_INT16, LS_MOTEUS_REG_MODE);
    r = send(&servo, &q, T0);
    const uint8_t *at = NULL;
    unsigned error = 0;
    FW_CHECK(parse_single(&r, LS_MOTEUS_INT16, LS_MOTEUS_REG_MODE, &at, &error) == 1);
    FW_CHECK(at && at[0] == 10 && at[1] == 0);
}

/* ---------------------------------------------------- more registers */

static void test_output_registers(void)
{
    ls_moteus_servo servo;
    ls_moteus_servo_init(&servo, 1, 100, T0);
    FW_CHECK(read_float(&servo, LS_MOTEUS_REG_HOME_STATE, T0) == 0.0f);
    frame f = {{0}, 0};
    write_float(&f, LS_MOTEUS_REG_SET_OUTPUT_EXACT, 2.25f);
    FW_CHECK(send(&servo, &f, T0).length == 0);
    FW_CHECK_NEAR(read_float(&servo, LS_MOTEUS_REG_POSITION, T0), 2.25, 1e-6);
    FW_CHECK(read_float(&servo, LS_MOTEUS_REG_HOME_STATE, T0) == 2.0f);
    /* The on-board encoder still sees the rotor: at 0 rev it reads 0. */
    FW_CHECK_NEAR(read_float(&servo, LS_MOTEUS_REG_ENCODER0_POSITION, T0), 0.0, 1e-6);
    /* Nearest: the encoder's fraction (0) with the whole turns nearest 7.4. */
    frame n = {{0}, 0};
    write_float(&n, LS_MOTEUS_REG_SET_OUTPUT_NEAREST, 7.4f);
    send(&servo, &n, T0);
    FW_CHECK_NEAR(read_float(&servo, LS_MOTEUS_REG_POSITION, T0), 7.0, 1e-6);
    /* Require reindex: back to relative. */
    frame x = {{0}, 0};
    write_float(&x, LS_MOTEUS_REG_REQUIRE_REINDEX, 1.0f);
    send(&servo, &x, T0);
    FW_CHECK(read_float(&servo, LS_MOTEUS_REG_HOME_STATE, T0) == 0.0f);
    /* These are write-only: reads are errors. */
    FW_CHECK(isnan(read_float(&servo, LS_MOTEUS_REG_SET_OUTPUT_EXACT, T0)));
    /* Out of the firmware's range or not finite: a write error. */
    frame bad = {{0}, 0};
    write_float(&bad, LS_MOTEUS_REG_SET_OUTPUT_EXACT, NAN);
    const reply r = send(&servo, &bad, T0);
    FW_CHECK(r.length == 4 && r.data[0] == 0x30);
    FW_CHECK_NEAR(read_float(&servo, LS_MOTEUS_REG_POSITION, T0), 7.0, 1e-6);
}

static void test_stay_within(void)
{
    ls_moteus_servo servo;
    ls_moteus_servo_init(&servo, 1, 100, T0);
    frame f = {{0}, 0};
    write_int(&f, LS_MOTEUS_INT8, LS_MOTEUS_REG_MODE, LS_MOTEUS_MODE_STAY_WITHIN);
    write_float(&f, LS_MOTEUS_REG_STAY_WITHIN_LOWER, -0.2f);
    write_float(&f, LS_MOTEUS_REG_STAY_WITHIN_UPPER, 0.2f);
    write_float(&f, LS_MOTEUS_REG_COMMAND_WATCHDOG, NAN);
    send(&servo, &f, T0);
    FW_CHECK(read_mode(&servo, T0) == LS_MOTEUS_MODE_STAY_WITHIN);
    FW_CHECK_NEAR(read_float(&servo, LS_MOTEUS_REG_STAY_WITHIN_LOWER, T0), -0.2, 1e-6);
    FW_CHECK_NEAR(read_float(&servo, LS_MOTEUS_REG_STAY_WITHIN_UPPER, T0), 0.2, 1e-6);
    /* Inside the bounds: no torque. */
    FW_CHECK(read_float(&servo, LS_MOTEUS_REG_TORQUE, T0 + 20 * MS) == 0.0f);
    /* Moved outside (the output is declared at 0.5): pulled back to 0.2. */
    frame out = {{0}, 0};
    write_float(&out, LS_MOTEUS_REG_SET_OUTPUT_EXACT, 0.5f);
    send(&servo, &out, T0 + 20 * MS);
    FW_CHECK(read_float(&servo, LS_MOTEUS_REG_TORQUE, T0 + 22 * MS) < -0.5f);
    /* Back inside (it coasts on past the bound, where nothing holds it). */
    const float back = read_float(&servo, LS_MOTEUS_REG_POSITION, T0 + 2000 * MS);
    FW_CHECK(back <= 0.21f && back >= -0.2f);
}

static void test_listed_registers(void)
{
    ls_moteus_servo servo;
    ls_moteus_servo_init(&servo, 5, 100, T0);
    /* Stopped: no control position or velocity. */
    FW_CHECK(isnan(read_float(&servo, LS_MOTEUS_REG_CONTROL_POSITION, T0)));
    FW_CHECK(isnan(read_float(&servo, LS_MOTEUS_REG_CONTROL_VELOCITY, T0)));
    FW_CHECK(read_float(&servo, LS_MOTEUS_REG_ABS_POSITION, T0) == 0.0f); /* no source 1 */
    FW_CHECK(read_float(&servo, LS_MOTEUS_REG_AUX1_GPIO_STATUS, T0) == 0.0f);
    FW_CHECK(read_float(&servo, LS_MOTEUS_REG_DRIVER_FAULT1, T0) == 0.0f);
    FW_CHECK(read_float(&servo, LS_MOTEUS_REG_UUID_MASK_CAPABLE, T0) == 1.0f);
    FW_CHECK(read_float(&servo, LS_MOTEUS_REG_COMMAND_ILIMIT_SCALE, T0) == 1.0f);
    /* The millisecond counter advances with time. */
    const float ms0 = read_float(&servo, LS_MOTEUS_REG_MILLISECOND_COUNTER, T0);
    const float ms1 = read_float(&servo, LS_MOTEUS_REG_MILLISECOND_COUNTER, T0 + 250 * MS);
    FW_CHECK_NEAR(ms1 - ms0, 250.0, 1.0);
    /* Serial number and UUID: int32, the UUID as ls_moteus_uuid_word. */
    frame id = {{0}, 0};
    read_one(&id, LS_MOTEUS_INT32, LS_MOTEUS_REG_UUID1 + 1);
    reply r = send(&servo, &id, T0);
    const uint8_t *at = NULL;
    unsigned error = 0;
    FW_CHECK(parse_single(&r, LS_MOTEUS_INT32, LS_MOTEUS_REG_UUID1 + 1, &at, &error) == 1);
    FW_CHECK(at && ls_moteus_decode_int32(LS_MOTEUS_INT32, at) == ls_moteus_uuid_word(&servo, 1));
    frame sn = {{0}, 0};
    read_one(&sn, LS_MOTEUS_INT32, LS_MOTEUS_REG_SERIAL_NUMBER1);
    r = send(&servo, &sn, T0);
    FW_CHECK(parse_single(&r, LS_MOTEUS_INT32, LS_MOTEUS_REG_SERIAL_NUMBER1, &at, &error) == 1);

    /* A position command 0.25 rev away: the PID terms as the firmware names them. */
    frame f = {{0}, 0};
    write_int(&f, LS_MOTEUS_INT8, LS_MOTEUS_REG_MODE, LS_MOTEUS_MODE_POSITION);
    write_float(&f, LS_MOTEUS_REG_COMMAND_POSITION, 0.25f);
    write_float(&f, LS_MOTEUS_REG_COMMAND_ILIMIT_SCALE, 0.5f);
    send(&servo, &f, T0 + 300 * MS);
    const uint64_t t = T0 + 301 * MS;
    FW_CHECK_NEAR(read_float(&servo, LS_MOTEUS_REG_COMMAND_ILIMIT_SCALE, t), 0.5, 1e-6);
    FW_CHECK_NEAR(read_float(&servo, LS_MOTEUS_REG_CONTROL_POSITION, t), 0.25, 1e-6);
    FW_CHECK_NEAR(read_float(&servo, LS_MOTEUS_REG_CONTROL_VELOCITY, t), 0.0, 1e-6);
    const float error_rev = read_float(&servo, LS_MOTEUS_REG_ERROR_POSITION, t);
    const float position = read_float(&servo, LS_MOTEUS_REG_POSITION, t);
    FW_CHECK(error_rev < -0.2f); /* measured − desired */
    FW_CHECK_NEAR(error_rev, position - 0.25f, 2e-3);
    FW_CHECK_NEAR(read_float(&servo, LS_MOTEUS_REG_POSITION_KP, t), servo.model.params.kp_nm_per_rev * error_rev,
                  0.02);
    /* Accelerating toward the target: power flows in. */
    FW_CHECK(read_float(&servo, LS_MOTEUS_REG_POWER, t) > 0.0f);
    /* Encoder 0: the rotor's fraction of a turn. */
    const float p2 = read_float(&servo, LS_MOTEUS_REG_POSITION, T0 + 2000 * MS);
    const float e2 = read_float(&servo, LS_MOTEUS_REG_ENCODER0_POSITION, T0 + 2000 * MS);
    FW_CHECK(e2 >= 0.0f && e2 < 1.0f);
    FW_CHECK_NEAR(e2, p2 - floorf(p2), 1e-4);
}

static void test_uuid_mask(void)
{
    ls_moteus_servo servo;
    ls_moteus_servo_init(&servo, 2, 100, T0);
    /* A frame addressed to another UUID is dropped whole. */
    frame f = {{0}, 0};
    write_int(&f, LS_MOTEUS_INT32, LS_MOTEUS_REG_UUID1 + 4, ls_moteus_uuid_word(&servo, 0) ^ 1);
    write_int(&f, LS_MOTEUS_INT8, LS_MOTEUS_REG_MODE, LS_MOTEUS_MODE_POSITION);
    read_one(&f, LS_MOTEUS_INT8, LS_MOTEUS_REG_MODE);
    FW_CHECK(send(&servo, &f, T0).length == 0);
    FW_CHECK(servo.mode == LS_MOTEUS_MODE_STOPPED);
    frame g = {{0}, 0};
    write_int(&g, LS_MOTEUS_INT32, LS_MOTEUS_REG_UUID1 + 4, ls_moteus_uuid_word(&servo, 0));
    read_one(&g, LS_MOTEUS_INT8, LS_MOTEUS_REG_MODE);
    FW_CHECK(send(&servo, &g, T0).length == 3);
}

/* ------------------------------------------------- hostile float writes */

static void test_hostile_floats(void)
{
    static const float values[] = {NAN, INFINITY, -INFINITY, 4.6e19f, -4.6e19f, 3.4e38f, -1.0f};
    for (size_t v = 0; v < sizeof values / sizeof values[0]; ++v) {
        ls_moteus_servo servo;
        ls_moteus_servo_init(&servo, 1, 100, T0);
        uint64_t now = T0;
        /* Every register the map knows, and some beyond, in a position command. */
        for (unsigned reg = 0; reg <= 0x160; ++reg, now += MS) {
            frame f = {{0}, 0};
            if (reg != LS_MOTEUS_REG_MODE)
                write_int(&f, LS_MOTEUS_INT8, LS_MOTEUS_REG_MODE, reg % 2 ? LS_MOTEUS_MODE_POSITION : 13);
            write_float(&f, reg, values[v]);
            for (unsigned type = 0; type < 4; ++type)
                read_one(&f, type, reg);
            send(&servo, &f, now);
            if (ls_moteus_mode(&servo) == LS_MOTEUS_MODE_FAULT || ls_moteus_mode(&servo) == LS_MOTEUS_MODE_TIMEOUT)
                command_stop(&servo, now);
        }
        /* The state stays finite and the servo answers. */
        FW_CHECK(isfinite(servo.model.position_rev) && isfinite(servo.model.velocity_rps));
        FW_CHECK(isfinite(servo.model.torque_nm));
        const int mode = read_mode(&servo, now + 500 * MS);
        FW_CHECK(mode >= 0 && mode < LS_MOTEUS_MODE_COUNT);
    }
    /* All command registers at once, held for a second in each mode that drives. */
    static const int driving[] = {LS_MOTEUS_MODE_POSITION, LS_MOTEUS_MODE_STAY_WITHIN, LS_MOTEUS_MODE_CURRENT,
                                  LS_MOTEUS_MODE_ZERO_VELOCITY};
    for (size_t v = 0; v < sizeof values / sizeof values[0]; ++v) {
        for (size_t m = 0; m < sizeof driving / sizeof driving[0]; ++m) {
            ls_moteus_servo servo;
            ls_moteus_servo_init(&servo, 1, 100, T0);
            uint64_t now = T0;
            for (int i = 0; i < 50; ++i, now += 20 * MS) {
                frame f = {{0}, 0};
                write_int(&f, LS_MOTEUS_INT8, LS_MOTEUS_REG_MODE, driving[m]);
                static const unsigned regs[] = {0x01c, 0x020, 0x021, 0x022, 0x023, 0x024, 0x025,
                                                0x028, 0x029, 0x02b, 0x040, 0x041};
                for (size_t k = 0; k < sizeof regs / sizeof regs[0]; ++k)
                    write_float(&f, regs[k], values[v]);
                send(&servo, &f, now);
            }
            FW_CHECK(isfinite(servo.model.position_rev) && isfinite(servo.model.velocity_rps));
            FW_CHECK(isfinite(servo.model.torque_nm) && isfinite(servo.model.setpoint_rev));
        }
    }
    /* The mode register converts as the firmware's target does: NaN is 0
     * (stop), inf saturates to INT32_MAX whose low byte (-1) is refused. */
    ls_moteus_servo servo;
    ls_moteus_servo_init(&servo, 1, 100, T0);
    FW_CHECK(ls_moteus_float_to_int32(NAN) == 0);
    FW_CHECK(ls_moteus_float_to_int32(INFINITY) == INT32_MAX);
    FW_CHECK(ls_moteus_float_to_int32(-4.6e19f) == INT32_MIN);
    FW_CHECK(ls_moteus_float_to_int32(-2.9f) == -2);
    frame f = {{0}, 0};
    write_float(&f, LS_MOTEUS_REG_MODE, INFINITY);
    const reply r = send(&servo, &f, T0);
    FW_CHECK(r.length == 3 && r.data[0] == 0x30 && r.data[2] == 1);
    FW_CHECK(ls_servo_seconds_to_ns(INFINITY, 7) == 7 && ls_servo_seconds_to_ns(4.6e19f, 7) == 7);
    FW_CHECK(ls_servo_seconds_to_ns(NAN, 7) == 7 && ls_servo_seconds_to_ns(-4.6e19f, 7) == 7);
    FW_CHECK(ls_servo_seconds_to_ns(0.25f, 7) == 250000000ull);
}

int main(void)
{
    test_watchdog_scope();
    test_watchdog_values();
    test_brakes_after_timeout();
    test_timeout_damping_uses_command_kd();
    test_timeout_mode_commanded();
    test_trajectory_complete_resent();
    test_trajectory_complete_velocity_ramp();
    test_truncation();
    test_identity_widths();
    test_mode_writes();
    test_output_registers();
    test_stay_within();
    test_listed_registers();
    test_uuid_mask();
    test_hostile_floats();
    return fw_report("firmware_moteus_semantics");
}
