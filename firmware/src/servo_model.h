#ifndef LOOPSCOPE_SERVO_MODEL_H
#define LOOPSCOPE_SERVO_MODEL_H
/*
 * A rotary servo: rigid inertia with viscous and Coulomb friction, a torque
 * limit that falls with speed, motor current, winding temperature and supply
 * voltage, a PD/velocity/torque controller with an optional velocity and
 * acceleration limited trajectory, faults and a command watchdog. Position
 * control adds an integral of the position error, velocity control (position
 * NaN) an integral of the velocity error; the integrator is clamped to
 * ±integral_limit_nm and stops integrating while the torque is saturated
 * (anti-windup) or, under position control, while the shaft moves faster than
 * integral_gate_rps.
 *
 * Integrated with semi-implicit Euler at a fixed step (params.step_ns), lazily:
 * every call that takes `now_ns` first advances the state up to that time, so
 * the protocol code simply calls ls_servo_advance() before it reads or writes.
 * Units: positions in revolutions, velocities in rev/s, torque in N·m (all at
 * the output shaft). The equations are in firmware/README.md.
 */
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Fault codes (the moteus numbering; 0 = none). */
enum {
    LS_SERVO_FAULT_NONE = 0,
    LS_SERVO_FAULT_OVER_VOLTAGE = 34,
    LS_SERVO_FAULT_OVER_TEMPERATURE = 38,
    LS_SERVO_FAULT_OUTSIDE_LIMIT = 39,
    LS_SERVO_FAULT_UNDER_VOLTAGE = 40
};

typedef enum ls_servo_control {
    LS_SERVO_OFF = 0,  /* no torque: the shaft coasts */
    LS_SERVO_POSITION, /* kp·kp_scale·(p*-p) + kd·kd_scale·(v*-v) + ff + integral; p* NaN: no position term */
    LS_SERVO_TORQUE,   /* feed-forward torque only */
    LS_SERVO_BRAKE,    /* windings shorted: damping only */
    LS_SERVO_STAY_WITHIN /* feed-forward only between bounds_min/max; outside, the position term pulls
                          * back to the violated bound (velocity target 0) */
} ls_servo_control;

typedef struct ls_servo_params
{
    float inertia_kgm2;
    float viscous_nm_per_rps;
    float coulomb_nm;
    float torque_limit_nm;
    float no_load_speed_rps; /* available torque falls to 0 at this speed; 0: no such limit */
    float torque_constant_nm_per_a;
    float kp_nm_per_rev; /* base gains; commands scale them */
    float kd_nm_per_rps;
    float ki_nm_per_rev_s;        /* integral gain on the position error (position control) */
    float velocity_ki_nm_per_rev; /* integral gain on the velocity error (position NaN) */
    float integral_limit_nm;      /* |integral term| ≤ this; 0: no integral term */
    float integral_gate_rps;      /* position control integrates only while |v| ≤ this; 0: always */
    float winding_ohm;
    float thermal_capacity_j_per_c;
    float thermal_resistance_c_per_w;
    float ambient_c;
    float over_temperature_c;
    float supply_v;
    float source_ohm; /* supply sag per ampere of motor current */
    float under_voltage_v;
    float over_voltage_v;
    float position_min_rev; /* NaN: no limit */
    float position_max_rev;
    uint32_t step_ns;
} ls_servo_params;

typedef struct ls_servo_command
{
    ls_servo_control control;
    float position_rev; /* NaN: no position term (velocity control) */
    float velocity_rps;
    float feedforward_nm;
    float kp_scale;
    float kd_scale;
    float ki_scale;           /* scales both integral gains (with kp_scale) */
    float max_torque_nm;      /* NaN: the model's limit */
    float velocity_limit_rps; /* NaN: none — the setpoint jumps to the target */
    float accel_limit_rps2;   /* NaN: none */
    float bounds_min_rev;     /* LS_SERVO_STAY_WITHIN only; NaN: no bound */
    float bounds_max_rev;
} ls_servo_command;

typedef struct ls_servo_model
{
    ls_servo_params params;
    ls_servo_command command;
    float position_rev;
    float velocity_rps;
    float torque_nm;
    float current_a;
    float temperature_c;
    float voltage_v;
    float setpoint_rev; /* trajectory setpoint (position control) */
    float setpoint_rps;
    float integral_nm; /* the controller's integral term */
    float p_term_nm;   /* the controller's last proportional and derivative terms */
    float d_term_nm;
    float demanded_nm;       /* the controller's output before the torque limits */
    float position_error_rev; /* position − setpoint (NaN without a position term) */
    int trajectory_done;
    int fault;            /* LS_SERVO_FAULT_*; the model is off while set */
    int timed_out;        /* the watchdog expired; the model is off while set */
    uint64_t time_ns;     /* integrated up to this time */
    uint64_t watchdog_ns; /* 0: no watchdog */
    uint64_t fed_ns;      /* last time the watchdog was fed */
    /* What runs after the watchdog expires (control OFF by default: the shaft
     * coasts). Set it after ls_servo_init(); it is kept across commands. */
    ls_servo_command timeout_command;
} ls_servo_model;

/* Parameters of a moteus-like direct-drive servo and of an XM430-W350-like
 * geared servo (12 V). */
void ls_servo_params_moteus(ls_servo_params *params);
void ls_servo_params_xm430(ls_servo_params *params);
/* A command with no control, NaN position, zero velocity/torque, scales 1 (kp, kd, ki),
 * no torque/velocity/acceleration limits. */
void ls_servo_command_default(ls_servo_command *command);

void ls_servo_init(ls_servo_model *model, const ls_servo_params *params, float position_rev, uint64_t now_ns);
/* Integrates up to now_ns (gaps longer than 10 s are skipped at rest). */
void ls_servo_advance(ls_servo_model *model, uint64_t now_ns);
/* Applies a new command (and feeds the watchdog). Ignored while faulted or
 * timed out; entering position control outside the position limits faults
 * with LS_SERVO_FAULT_OUTSIDE_LIMIT. Returns 0, or -1 when ignored. */
int ls_servo_apply(ls_servo_model *model, const ls_servo_command *command, uint64_t now_ns);
/* Torque off; clears faults and the timed-out latch. */
void ls_servo_stop(ls_servo_model *model, uint64_t now_ns);
/* Watchdog: expires when now - last feed > timeout while the controller is on;
 * timeout_command then runs (timed_out set) until ls_servo_stop(). */
void ls_servo_set_watchdog(ls_servo_model *model, uint64_t timeout_ns, uint64_t now_ns);
/* Enters the timed-out state now, as an expiry would. */
void ls_servo_expire(ls_servo_model *model, uint64_t now_ns);
/* Seconds to a watchdog timeout in ns, defined for every float: NaN, ±inf,
 * values beyond ~584 years (they do not fit) and negative values give
 * `none` (UINT64_MAX when the caller wants "never"); 0 gives 0. */
uint64_t ls_servo_seconds_to_ns(float seconds, uint64_t none);
void ls_servo_feed(ls_servo_model *model, uint64_t now_ns);

#ifdef __cplusplus
}
#endif
#endif
