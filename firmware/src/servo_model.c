#include "servo_model.h"

#include <math.h>

#define TWO_PI 6.2831853f
#define REST_RPS 1e-4f
#define MAX_CATCH_UP_NS 10000000000ull
#define BRAKE_GAIN 10.0f
#define MAX_COMMAND_RPS 1e4f
#define MAX_COMMAND_NM 1e4f
#define MAX_COMMAND_REV 1e9f

void ls_servo_params_moteus(ls_servo_params *p)
{
    p->inertia_kgm2 = 0.001f;
    p->viscous_nm_per_rps = 0.01f;
    p->coulomb_nm = 0.02f;
    p->torque_limit_nm = 2.0f;
    p->no_load_speed_rps = 40.0f;
    p->torque_constant_nm_per_a = 0.1f;
    p->kp_nm_per_rev = 4.0f;
    p->kd_nm_per_rps = 0.2f;
    p->ki_nm_per_rev_s = 30.0f;
    p->velocity_ki_nm_per_rev = 4.0f; /* like moteus: kp on a control position advancing at v* */
    p->integral_limit_nm = 0.1f;
    p->integral_gate_rps = 0.02f;
    p->winding_ohm = 0.1f;
    p->thermal_capacity_j_per_c = 30.0f;
    p->thermal_resistance_c_per_w = 1.5f;
    p->ambient_c = 25.0f;
    p->over_temperature_c = 100.0f;
    p->supply_v = 24.0f;
    p->source_ohm = 0.02f;
    p->under_voltage_v = 10.0f;
    p->over_voltage_v = 44.0f;
    p->position_min_rev = -100.0f;
    p->position_max_rev = 100.0f;
    p->step_ns = 500000u;
}

void ls_servo_params_xm430(ls_servo_params *p)
{
    p->inertia_kgm2 = 0.005f;
    p->viscous_nm_per_rps = 0.5f;
    p->coulomb_nm = 0.05f;
    p->torque_limit_nm = 4.1f;
    p->no_load_speed_rps = 0.77f; /* 46 rpm at 12 V */
    p->torque_constant_nm_per_a = 1.78f;
    p->kp_nm_per_rev = 20.0f;
    p->kd_nm_per_rps = 1.0f;
    p->ki_nm_per_rev_s = 0.0f; /* Position I Gain (address 82) defaults to 0 */
    p->velocity_ki_nm_per_rev = 10.0f;
    p->integral_limit_nm = 1.0f;
    p->integral_gate_rps = 0.0f;
    p->winding_ohm = 5.2f;
    p->thermal_capacity_j_per_c = 15.0f;
    p->thermal_resistance_c_per_w = 3.0f;
    p->ambient_c = 25.0f;
    p->over_temperature_c = 80.0f;
    p->supply_v = 12.0f;
    p->source_ohm = 0.05f;
    p->under_voltage_v = 9.5f;
    p->over_voltage_v = 16.0f;
    p->position_min_rev = NAN;
    p->position_max_rev = NAN;
    p->step_ns = 500000u;
}

void ls_servo_command_default(ls_servo_command *c)
{
    c->control = LS_SERVO_OFF;
    c->position_rev = NAN;
    c->velocity_rps = 0.0f;
    c->feedforward_nm = 0.0f;
    c->kp_scale = 1.0f;
    c->kd_scale = 1.0f;
    c->ki_scale = 1.0f;
    c->max_torque_nm = NAN;
    c->velocity_limit_rps = NAN;
    c->accel_limit_rps2 = NAN;
    c->bounds_min_rev = NAN;
    c->bounds_max_rev = NAN;
}

void ls_servo_init(ls_servo_model *m, const ls_servo_params *params, float position_rev, uint64_t now_ns)
{
    m->params = *params;
    if (m->params.step_ns == 0)
        m->params.step_ns = 500000u;
    ls_servo_command_default(&m->command);
    ls_servo_command_default(&m->timeout_command);
    m->position_rev = position_rev;
    m->velocity_rps = 0.0f;
    m->torque_nm = 0.0f;
    m->current_a = 0.0f;
    m->temperature_c = params->ambient_c;
    m->voltage_v = params->supply_v;
    m->setpoint_rev = position_rev;
    m->setpoint_rps = 0.0f;
    m->integral_nm = 0.0f;
    m->p_term_nm = 0.0f;
    m->d_term_nm = 0.0f;
    m->demanded_nm = 0.0f;
    m->position_error_rev = NAN;
    m->trajectory_done = 1;
    m->fault = 0;
    m->timed_out = 0;
    m->time_ns = now_ns;
    m->watchdog_ns = 0;
    m->fed_ns = now_ns;
}

static float clampf(float value, float low, float high)
{
    return value < low ? low : (value > high ? high : value);
}

static float signf(float value)
{
    return value > 0.0f ? 1.0f : (value < 0.0f ? -1.0f : 0.0f);
}

/* The velocity a velocity command (position NaN) aims at: within its limit. */
static float velocity_target(const ls_servo_command *c)
{
    if (isnan(c->velocity_limit_rps))
        return c->velocity_rps;
    return clampf(c->velocity_rps, -fabsf(c->velocity_limit_rps), fabsf(c->velocity_limit_rps));
}

/* Moves the position setpoint toward the commanded position within the
 * velocity and acceleration limits; then it advances at the commanded velocity. */
static void step_trajectory(ls_servo_model *m, float dt)
{
    const ls_servo_command *c = &m->command;
    if (isnan(c->position_rev)) {
        /* Velocity control: the velocity limit clamps the target; an
         * acceleration limit ramps toward it (complete once reached). */
        m->setpoint_rev = m->position_rev;
        const float target = velocity_target(c);
        const float step = fabsf(c->accel_limit_rps2) * dt;
        const float dv = target - m->setpoint_rps;
        if (isnan(c->accel_limit_rps2) || !(fabsf(dv) > step)) {
            m->setpoint_rps = target;
            m->trajectory_done = 1;
        } else {
            m->setpoint_rps += signf(dv) * step;
        }
        return;
    }
    const int limited = !isnan(c->velocity_limit_rps) || !isnan(c->accel_limit_rps2);
    if (!limited || m->trajectory_done) {
        m->setpoint_rps = c->velocity_rps;
        m->setpoint_rev += c->velocity_rps * dt;
        m->trajectory_done = 1;
        return;
    }
    const float vmax = isnan(c->velocity_limit_rps) ? INFINITY : fabsf(c->velocity_limit_rps);
    const float amax = isnan(c->accel_limit_rps2) ? INFINITY : fabsf(c->accel_limit_rps2);
    const float error = c->position_rev - m->setpoint_rev;
    float wanted =
        signf(error) * fminf(vmax, isinf(amax) ? fabsf(error) / dt : sqrtf(2.0f * amax * fabsf(error)));
    const float dv = clampf(wanted - m->setpoint_rps, -amax * dt, amax * dt);
    m->setpoint_rps += dv;
    const float move = m->setpoint_rps * dt;
    if (fabsf(move) >= fabsf(error) || fabsf(error) < 1e-6f) {
        m->setpoint_rev = c->position_rev;
        m->setpoint_rps = c->velocity_rps;
        m->trajectory_done = 1;
    } else {
        m->setpoint_rev += move;
    }
}

/* The bound a stay-within command is violating (NaN inside the bounds). */
static float violated_bound(const ls_servo_model *m)
{
    const ls_servo_command *c = &m->command;
    if (!isnan(c->bounds_min_rev) && m->position_rev < c->bounds_min_rev)
        return c->bounds_min_rev;
    if (!isnan(c->bounds_max_rev) && m->position_rev > c->bounds_max_rev)
        return c->bounds_max_rev;
    return NAN;
}

static float controller_torque(ls_servo_model *m, float dt)
{
    const ls_servo_command *c = &m->command;
    const ls_servo_params *p = &m->params;
    m->p_term_nm = 0.0f;
    m->d_term_nm = 0.0f;
    m->position_error_rev = NAN;
    if (m->fault)
        return 0.0f; /* after a watchdog expiry m->command is the timeout command */
    switch (c->control) {
    case LS_SERVO_POSITION: {
        step_trajectory(m, dt);
        m->d_term_nm = p->kd_nm_per_rps * c->kd_scale * (m->setpoint_rps - m->velocity_rps);
        if (!isnan(c->position_rev)) {
            m->position_error_rev = m->position_rev - m->setpoint_rev;
            m->p_term_nm = -p->kp_nm_per_rev * c->kp_scale * m->position_error_rev;
        }
        return c->feedforward_nm + m->p_term_nm + m->d_term_nm + m->integral_nm;
    }
    case LS_SERVO_STAY_WITHIN: {
        const float bound = violated_bound(m);
        m->setpoint_rps = 0.0f;
        m->trajectory_done = 1;
        if (isnan(bound)) {
            m->setpoint_rev = m->position_rev;
            return c->feedforward_nm;
        }
        m->setpoint_rev = bound;
        m->position_error_rev = m->position_rev - bound;
        m->p_term_nm = -p->kp_nm_per_rev * c->kp_scale * m->position_error_rev;
        m->d_term_nm = -p->kd_nm_per_rps * c->kd_scale * m->velocity_rps;
        return c->feedforward_nm + m->p_term_nm + m->d_term_nm;
    }
    case LS_SERVO_TORQUE:
        return c->feedforward_nm;
    case LS_SERVO_BRAKE:
        return -BRAKE_GAIN * p->kd_nm_per_rps * m->velocity_rps;
    case LS_SERVO_OFF:
    default:
        return 0.0f;
    }
}

/* The integral term: position error (velocity error when the position is
 * NaN) times ki·kp_scale·ki_scale, clamped to ±integral_limit_nm, and frozen
 * while the output is saturated in the direction it would grow (anti-windup).
 * Under position control it also holds while the shaft moves faster than
 * integral_gate_rps: it is there to beat the friction that stalls the shaft
 * short of the target, not to wind up during the approach and overshoot.
 * demanded/applied: the controller's torque before and after the limits. */
static void integrate(ls_servo_model *m, float demanded, float applied, float dt)
{
    const ls_servo_command *c = &m->command;
    const ls_servo_params *p = &m->params;
    if (c->control != LS_SERVO_POSITION || m->fault || m->timed_out || !(p->integral_limit_nm > 0.0f)) {
        m->integral_nm = 0.0f;
        return;
    }
    const float gain = c->kp_scale * c->ki_scale;
    const float rate = isnan(c->position_rev)
                           ? gain * p->velocity_ki_nm_per_rev * (m->setpoint_rps - m->velocity_rps)
                           : gain * p->ki_nm_per_rev_s * (m->setpoint_rev - m->position_rev);
    if (applied != demanded && rate * demanded > 0.0f)
        return;
    if (!isnan(c->position_rev) && p->integral_gate_rps > 0.0f &&
        fabsf(m->velocity_rps) > p->integral_gate_rps)
        return;
    m->integral_nm = clampf(m->integral_nm + rate * dt, -p->integral_limit_nm, p->integral_limit_nm);
}

static void check_faults(ls_servo_model *m)
{
    const ls_servo_params *p = &m->params;
    if (m->fault)
        return;
    if (m->temperature_c > p->over_temperature_c)
        m->fault = LS_SERVO_FAULT_OVER_TEMPERATURE;
    else if (m->voltage_v < p->under_voltage_v)
        m->fault = LS_SERVO_FAULT_UNDER_VOLTAGE;
    else if (m->voltage_v > p->over_voltage_v)
        m->fault = LS_SERVO_FAULT_OVER_VOLTAGE;
}

static void step(ls_servo_model *m, float dt)
{
    const ls_servo_params *p = &m->params;
    if (m->watchdog_ns && m->command.control != LS_SERVO_OFF && !m->timed_out &&
        m->time_ns - m->fed_ns > m->watchdog_ns)
        ls_servo_expire(m, m->time_ns);

    float limit = p->torque_limit_nm;
    if (!isnan(m->command.max_torque_nm))
        limit = fminf(limit, fabsf(m->command.max_torque_nm));
    const float demanded = controller_torque(m, dt);
    m->demanded_nm = demanded;
    float torque = clampf(demanded, -limit, limit);
    if (p->no_load_speed_rps > 0.0f && torque * m->velocity_rps > 0.0f) {
        const float available = p->torque_limit_nm * (1.0f - fabsf(m->velocity_rps) / p->no_load_speed_rps);
        torque = clampf(torque, -fmaxf(available, 0.0f), fmaxf(available, 0.0f));
    }
    integrate(m, demanded, torque, dt);
    m->torque_nm = torque;
    m->current_a = torque / p->torque_constant_nm_per_a;

    const float inertia_rev = p->inertia_kgm2 * TWO_PI; /* N·m per rev/s² */
    float net = torque - p->viscous_nm_per_rps * m->velocity_rps;
    float velocity = m->velocity_rps;
    if (fabsf(velocity) < REST_RPS) {
        /* Static friction holds the shaft until the drive exceeds it. */
        if (fabsf(net) <= p->coulomb_nm) {
            velocity = 0.0f;
            net = 0.0f;
        } else {
            net -= p->coulomb_nm * signf(net);
        }
        velocity += net / inertia_rev * dt;
    } else {
        const float next = velocity + (net - p->coulomb_nm * signf(velocity)) / inertia_rev * dt;
        /* Friction stops the shaft; it never reverses it. */
        velocity = (next * velocity < 0.0f && fabsf(net) <= p->coulomb_nm) ? 0.0f : next;
    }
    m->velocity_rps = velocity;
    m->position_rev += velocity * dt;

    const float heat_w = m->current_a * m->current_a * p->winding_ohm;
    const float loss_w = (m->temperature_c - p->ambient_c) / p->thermal_resistance_c_per_w;
    m->temperature_c += (heat_w - loss_w) / p->thermal_capacity_j_per_c * dt;
    m->voltage_v = p->supply_v - fabsf(m->current_a) * p->source_ohm;
    check_faults(m);
}

void ls_servo_advance(ls_servo_model *m, uint64_t now_ns)
{
    if (now_ns <= m->time_ns)
        return;
    if (now_ns - m->time_ns > MAX_CATCH_UP_NS && m->command.control == LS_SERVO_OFF &&
        fabsf(m->velocity_rps) < REST_RPS) {
        m->time_ns = now_ns - MAX_CATCH_UP_NS; /* at rest: the skipped time changes nothing but cooling */
        m->temperature_c = m->params.ambient_c + (m->temperature_c - m->params.ambient_c) * 0.5f;
    }
    const float dt = (float)m->params.step_ns * 1e-9f;
    while (now_ns - m->time_ns >= m->params.step_ns) {
        m->time_ns += m->params.step_ns;
        step(m, dt);
    }
}

static int outside_limits(const ls_servo_model *m, float position)
{
    const ls_servo_params *p = &m->params;
    return (!isnan(p->position_min_rev) && position < p->position_min_rev) ||
           (!isnan(p->position_max_rev) && position > p->position_max_rev);
}

/* NaN → nan_value; otherwise clamped to ±bound. */
static float bounded(float value, float nan_value, float bound)
{
    return isnan(value) ? nan_value : clampf(value, -bound, bound);
}

int ls_servo_apply(ls_servo_model *m, const ls_servo_command *command, uint64_t now_ns)
{
    ls_servo_advance(m, now_ns);
    if (m->fault || m->timed_out)
        return -1;
    const int was_position = m->command.control == LS_SERVO_POSITION;
    const int was_velocity = was_position && isnan(m->command.position_rev);
    const int was_stay = m->command.control == LS_SERVO_STAY_WITHIN;
    m->command = *command;
    ls_servo_command *c = &m->command;
    c->kp_scale = clampf(isnan(c->kp_scale) ? 1.0f : c->kp_scale, 0.0f, 10.0f);
    c->kd_scale = clampf(isnan(c->kd_scale) ? 1.0f : c->kd_scale, 0.0f, 10.0f);
    c->ki_scale = clampf(isnan(c->ki_scale) ? 1.0f : c->ki_scale, 0.0f, 10.0f);
    /* The integrator carries over between commands of one kind only. */
    if (c->control != LS_SERVO_POSITION || !was_position || was_velocity != isnan(c->position_rev))
        m->integral_nm = 0.0f;
    /* Defined for every float: NaN means 0, ±inf and absurd values are
     * bounded far beyond any real command (inf − inf would make the torque NaN). */
    c->velocity_rps = bounded(c->velocity_rps, 0.0f, MAX_COMMAND_RPS);
    c->feedforward_nm = bounded(c->feedforward_nm, 0.0f, MAX_COMMAND_NM);
    if (!isnan(c->position_rev))
        c->position_rev = bounded(c->position_rev, 0.0f, MAX_COMMAND_REV);
    if (c->control == LS_SERVO_STAY_WITHIN && !was_stay && outside_limits(m, m->position_rev)) {
        m->fault = LS_SERVO_FAULT_OUTSIDE_LIMIT;
        return -1;
    }
    if (c->control == LS_SERVO_POSITION) {
        if (!was_position && outside_limits(m, m->position_rev)) {
            m->fault = LS_SERVO_FAULT_OUTSIDE_LIMIT;
            return -1;
        }
        if (!isnan(c->position_rev)) {
            if (!isnan(m->params.position_min_rev) && c->position_rev < m->params.position_min_rev)
                c->position_rev = m->params.position_min_rev;
            if (!isnan(m->params.position_max_rev) && c->position_rev > m->params.position_max_rev)
                c->position_rev = m->params.position_max_rev;
        }
        const int limited = !isnan(c->velocity_limit_rps) || !isnan(c->accel_limit_rps2);
        if (!was_position) {
            m->setpoint_rev = m->position_rev;
            m->setpoint_rps = m->velocity_rps;
        }
        if (!limited && !isnan(c->position_rev)) {
            m->setpoint_rev = c->position_rev;
            m->setpoint_rps = c->velocity_rps;
        }
        /* A limited command whose target the setpoint already holds (the
         * same command sent again after the move) is complete at once. */
        const int at_target = !isnan(c->position_rev) && fabsf(c->position_rev - m->setpoint_rev) < 1e-6f &&
                              fabsf(c->velocity_rps - m->setpoint_rps) < 1e-6f;
        const int ramping = isnan(c->position_rev) && !isnan(c->accel_limit_rps2) &&
                            fabsf(velocity_target(c) - m->setpoint_rps) >= 1e-6f;
        m->trajectory_done = !limited || (isnan(c->position_rev) && !ramping) || (was_position && at_target);
    }
    m->fed_ns = now_ns;
    return 0;
}

void ls_servo_stop(ls_servo_model *m, uint64_t now_ns)
{
    ls_servo_advance(m, now_ns);
    ls_servo_command_default(&m->command);
    m->integral_nm = 0.0f;
    m->fault = 0;
    m->timed_out = 0;
    m->trajectory_done = 1;
    m->fed_ns = now_ns;
}

void ls_servo_set_watchdog(ls_servo_model *m, uint64_t timeout_ns, uint64_t now_ns)
{
    ls_servo_advance(m, now_ns);
    m->watchdog_ns = timeout_ns;
    m->fed_ns = now_ns;
}

void ls_servo_expire(ls_servo_model *m, uint64_t now_ns)
{
    ls_servo_advance(m, now_ns);
    if (m->timed_out)
        return;
    m->timed_out = 1;
    m->command = m->timeout_command;
    m->integral_nm = 0.0f;
    m->setpoint_rev = m->position_rev;
    m->setpoint_rps = m->command.velocity_rps;
    m->trajectory_done = 1;
}

uint64_t ls_servo_seconds_to_ns(float seconds, uint64_t none)
{
    /* 1e18 ns (31.7 years) is far inside uint64_t; anything longer is "never". */
    if (!(seconds >= 0.0f) || !(seconds <= 1e9f))
        return none;
    return (uint64_t)((double)seconds * 1e9);
}

void ls_servo_feed(ls_servo_model *m, uint64_t now_ns)
{
    ls_servo_advance(m, now_ns);
    m->fed_ns = now_ns;
}
