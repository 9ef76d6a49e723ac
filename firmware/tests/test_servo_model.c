/* The servo model's controller: a moteus position step settles on the target
 * despite Coulomb friction (PID with anti-windup), velocity control tracks
 * its goal (moteus and a Dynamixel in velocity mode), and the integrator
 * stays out of torque-only commands, saturation and stopped motors. Model
 * time only: every figure here is simulated, nothing depends on the host. */
#include "dxl_servo.h"
#include "fw_test.h"
#include "hal.h"
#include "servo_model.h"

#include <string.h>

#define MS 1000000ull
#define DEG_PER_REV 360.0

int ls_hal_serial_write(void *link, const uint8_t *data, size_t length)
{
    (void)link;
    (void)data;
    (void)length;
    return 0;
}

typedef struct step_result
{
    double final_deg;   /* position at the end */
    double peak_deg;    /* furthest excursion in the step's direction */
    double settled_s;   /* last entry into ±0.2° of the target; -1 if outside at the end */
    double at_1s_deg;   /* position 1 s after the command */
    double worst_after; /* largest |error| from 1 s to the end */
} step_result;

/* A position step from 0 to target_deg on a model with `params`, for
 * duration_ms of model time sampled every millisecond. */
static step_result run_step(const ls_servo_params *params, double target_deg, unsigned duration_ms)
{
    ls_servo_model m;
    ls_servo_init(&m, params, 0.0f, 0);
    ls_servo_command c;
    ls_servo_command_default(&c);
    c.control = LS_SERVO_POSITION;
    c.position_rev = (float)(target_deg / DEG_PER_REV);
    FW_CHECK(ls_servo_apply(&m, &c, 0) == 0);
    step_result r = {0.0, 0.0, -1.0, 0.0, 0.0};
    const double direction = target_deg >= 0.0 ? 1.0 : -1.0;
    for (unsigned ms = 1; ms <= duration_ms; ++ms) {
        ls_servo_advance(&m, ms * MS);
        const double deg = m.position_rev * DEG_PER_REV;
        if (deg * direction > r.peak_deg * direction)
            r.peak_deg = deg;
        const double error = fabs(deg - target_deg);
        if (error > 0.2)
            r.settled_s = -1.0;
        else if (r.settled_s < 0.0)
            r.settled_s = ms / 1000.0;
        if (ms == 1000)
            r.at_1s_deg = deg;
        if (ms >= 1000 && error > r.worst_after)
            r.worst_after = error;
        r.final_deg = deg;
    }
    return r;
}

static void test_moteus_step_settles(void)
{
    ls_servo_params params;
    ls_servo_params_moteus(&params);
    const double targets[] = {10.0, -10.0, 1.0, 90.0};
    for (unsigned i = 0; i < sizeof targets / sizeof targets[0]; ++i) {
        const double target = targets[i];
        const step_result r = run_step(&params, target, 2000);
        const double overshoot = (r.peak_deg - target) / target;
        printf("moteus step %+.0f deg: at 1 s %.3f deg, settled (±0.2 deg) after %.3f s, overshoot %.1f %%\n",
               target, r.at_1s_deg, r.settled_s, overshoot * 100.0);
        FW_CHECK(r.settled_s >= 0.0 && r.settled_s <= 1.0);
        FW_CHECK(r.worst_after <= 0.2); /* holds: no hunting around the target */
        FW_CHECK(overshoot < 0.2);
    }
    /* Without the integral term the same gains stall short of the target
     * (kp·error < Coulomb friction): the reason the term is there. */
    params.integral_limit_nm = 0.0f;
    const step_result pd = run_step(&params, 10.0, 2000);
    FW_CHECK(fabs(pd.final_deg - 10.0) > 0.5);
}

static void test_moteus_velocity_tracks(void)
{
    ls_servo_params params;
    ls_servo_params_moteus(&params);
    ls_servo_model m;
    ls_servo_init(&m, &params, 0.0f, 0);
    ls_servo_command c;
    ls_servo_command_default(&c);
    c.control = LS_SERVO_POSITION; /* position NaN: velocity control */
    c.velocity_rps = (float)(60.0 / DEG_PER_REV);
    FW_CHECK(ls_servo_apply(&m, &c, 0) == 0);
    ls_servo_advance(&m, 1000 * MS);
    printf("moteus velocity 60 deg/s: %.2f deg/s after 1 s\n", m.velocity_rps * DEG_PER_REV);
    FW_CHECK_NEAR(m.velocity_rps * DEG_PER_REV, 60.0, 60.0 * 0.02);
}

static void test_integrator_limits(void)
{
    ls_servo_params params;
    ls_servo_params_moteus(&params);
    ls_servo_model m;
    ls_servo_init(&m, &params, 0.0f, 0);
    ls_servo_command c;
    ls_servo_command_default(&c);
    /* Torque below the friction: the shaft cannot move, the output is
     * saturated all along, and the integrator must not wind up. */
    c.control = LS_SERVO_POSITION;
    c.position_rev = 0.25f;
    c.max_torque_nm = 0.01f;
    FW_CHECK(ls_servo_apply(&m, &c, 0) == 0);
    ls_servo_advance(&m, 2000 * MS);
    FW_CHECK(fabs(m.position_rev) < 1e-6);
    FW_CHECK(fabs(m.integral_nm) < 1e-6);
    /* A shaft held by friction stronger than the controller (unsaturated
     * output): the integral grows to its limit and no further. */
    ls_servo_params sticky = params;
    sticky.coulomb_nm = 1.5f;
    ls_servo_model held;
    ls_servo_init(&held, &sticky, 0.0f, 0);
    c.max_torque_nm = NAN;
    FW_CHECK(ls_servo_apply(&held, &c, 0) == 0);
    ls_servo_advance(&held, 10000 * MS);
    FW_CHECK(fabs(held.position_rev) < 1e-6);
    FW_CHECK_NEAR(held.integral_nm, params.integral_limit_nm, 1e-6);
    /* A stop clears it; a torque-only command (kp, kd scale 0) adds none. */
    ls_servo_stop(&held, 10000 * MS);
    FW_CHECK(held.integral_nm == 0.0f);
    ls_servo_init(&m, &params, 0.0f, 0);
    ls_servo_command_default(&c);
    c.control = LS_SERVO_POSITION;
    c.kp_scale = 0.0f;
    c.kd_scale = 0.0f;
    c.feedforward_nm = 0.05f;
    FW_CHECK(ls_servo_apply(&m, &c, 0) == 0);
    ls_servo_advance(&m, 100 * MS);
    FW_CHECK(m.integral_nm == 0.0f);
    FW_CHECK_NEAR(m.torque_nm, 0.05, 1e-6); /* pure feed-forward */
}

static void write_u8(ls_dxl_servo *s, uint16_t address, uint8_t value, uint64_t now_ns)
{
    FW_CHECK(ls_dxl_servo_write(s, address, &value, 1, now_ns) == LS_DXL_ERR_NONE);
}

static void write_i32(ls_dxl_servo *s, uint16_t address, int32_t value, uint64_t now_ns)
{
    uint8_t bytes[4];
    for (int i = 0; i < 4; ++i)
        bytes[i] = (uint8_t)((uint32_t)value >> (8 * i));
    FW_CHECK(ls_dxl_servo_write(s, address, bytes, 4, now_ns) == LS_DXL_ERR_NONE);
}

/* Present Velocity (address 128) in °/s after `seconds` at goal `units` (0.229 rpm). */
static double dxl_velocity_after(uint16_t velocity_i_gain, int32_t units, unsigned seconds)
{
    static ls_dxl_servo s;
    ls_dxl_servo_init(&s, 1, 1, LS_DXL_MODEL_XM430_W350, 0);
    write_u8(&s, LS_DXL_ADDR_OPERATING_MODE, 1, 0);
    const uint8_t gain[2] = {(uint8_t)(velocity_i_gain & 0xff), (uint8_t)(velocity_i_gain >> 8)};
    FW_CHECK(ls_dxl_servo_write(&s, 76, gain, 2, 0) == LS_DXL_ERR_NONE);
    write_u8(&s, LS_DXL_ADDR_TORQUE_ENABLE, 1, 0);
    write_i32(&s, LS_DXL_ADDR_GOAL_VELOCITY, units, 0);
    uint8_t raw[4];
    FW_CHECK(ls_dxl_servo_read(&s, LS_DXL_ADDR_PRESENT_VELOCITY, 4, raw, seconds * 1000 * MS) == 0);
    const int32_t present = (int32_t)(raw[0] | raw[1] << 8 | raw[2] << 16 | (uint32_t)raw[3] << 24);
    return present * 0.229 * 6.0;
}

static void test_dxl_velocity_tracks(void)
{
    const int32_t units = 22; /* 22 × 0.229 rpm = 30.2 °/s */
    const double goal = units * 0.229 * 6.0;
    const double tracked = dxl_velocity_after(1920, units, 2);
    printf("Dynamixel velocity mode, goal %.2f deg/s: %.2f deg/s after 2 s (Velocity I Gain 1920)\n", goal,
           tracked);
    FW_CHECK(fabs(tracked - 30.0) <= 30.0 * 0.05);
    FW_CHECK(fabs(tracked - goal) <= goal * 0.05);
    const double reverse = dxl_velocity_after(1920, -units, 2);
    FW_CHECK(fabs(reverse + goal) <= goal * 0.05);
    /* Velocity I Gain 0 leaves only the P term, which friction defeats. */
    const double p_only = dxl_velocity_after(0, units, 2);
    printf("Dynamixel velocity mode, goal %.2f deg/s: %.2f deg/s with Velocity I Gain 0\n", goal, p_only);
    FW_CHECK(p_only < goal * 0.5);
}

int main(void)
{
    test_moteus_step_settles();
    test_moteus_velocity_tracks();
    test_integrator_limits();
    test_dxl_velocity_tracks();
    return fw_report("firmware_servo_model");
}
