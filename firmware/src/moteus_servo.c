#include "moteus_servo.h"

#include "fw_version.h"

#include <math.h>
#include <string.h>

#define MAX_SUBFRAME_COUNT 64u

size_t ls_varuint_read(const uint8_t *data, size_t length, uint32_t *value)
{
    uint32_t result = 0;
    for (size_t i = 0; i < length && i < 5; ++i) {
        result |= (uint32_t)(data[i] & 0x7fu) << (7 * i);
        if (!(data[i] & 0x80u)) {
            *value = result;
            return i + 1;
        }
    }
    return 0;
}

size_t ls_varuint_write(uint32_t value, uint8_t *out, size_t capacity)
{
    size_t used = 0;
    do {
        if (used == capacity)
            return 0;
        uint8_t byte = (uint8_t)(value & 0x7fu);
        value >>= 7;
        if (value)
            byte |= 0x80u;
        out[used++] = byte;
    } while (value);
    return used;
}

int32_t ls_moteus_firmware_number(void)
{
    const char *text = LS_FW_VERSION_STRING;
    int32_t parts[3] = {0, 0, 0};
    int index = 0;
    for (; *text && index < 3; ++text) {
        if (*text == '.')
            ++index;
        else if (*text >= '0' && *text <= '9')
            parts[index] = parts[index] * 10 + (*text - '0');
    }
    return (parts[0] << 16) | ((parts[1] & 0xff) << 8) | (parts[2] & 0xff);
}

static void reset_commands(ls_moteus_commands *c)
{
    c->q_current_a = 0.0f;
    c->d_current_a = 0.0f;
    c->position_rev = NAN;
    c->velocity_rps = 0.0f;
    c->feedforward_nm = 0.0f;
    c->kp_scale = 1.0f;
    c->kd_scale = 1.0f;
    c->max_torque_nm = NAN;
    c->stop_position_rev = NAN;
    c->watchdog_s = 0.0f;
    c->velocity_limit_rps = NAN;
    c->accel_limit_rps2 = NAN;
    c->ilimit_scale = 1.0f;
    c->bounds_min_rev = 0.0f; /* the firmware's CommandData defaults */
    c->bounds_max_rev = 0.0f;
}

void ls_moteus_servo_init(ls_moteus_servo *servo, uint8_t id, uint32_t default_watchdog_ms, uint64_t now_ns)
{
    memset(servo, 0, sizeof *servo);
    servo->id = id;
    servo->mode = LS_MOTEUS_MODE_STOPPED;
    servo->default_watchdog_ms = default_watchdog_ms ? default_watchdog_ms : LS_MOTEUS_DEFAULT_WATCHDOG_MS;
    servo->timeout_mode = LS_MOTEUS_MODE_ZERO_VELOCITY;
    servo->timeout_max_torque_nm = LS_MOTEUS_DEFAULT_TIMEOUT_MAX_TORQUE_NM;
    reset_commands(&servo->commands);
    ls_moteus_diag_init(&servo->diag);
    ls_servo_params params;
    ls_servo_params_moteus(&params);
    ls_servo_init(&servo->model, &params, 0.0f, now_ns);
}

int ls_moteus_mode(const ls_moteus_servo *servo)
{
    if (servo->model.fault)
        return LS_MOTEUS_MODE_FAULT;
    if (servo->model.timed_out)
        return LS_MOTEUS_MODE_TIMEOUT;
    return servo->mode;
}

int32_t ls_moteus_uuid_word(const ls_moteus_servo *servo, unsigned i)
{
    /* Fixed per ID: "LSIM", then the ID, then two constant words. */
    static const uint32_t words[4] = {0x4d49534cu, 0x00000000u, 0x12c0ffeeu, 0x0000abcdu};
    return (int32_t)(words[i & 3u] | (i == 1 ? servo->id : 0u));
}

static float *command_slot(ls_moteus_commands *c, unsigned reg)
{
    switch (reg) {
    case LS_MOTEUS_REG_COMMAND_Q_CURRENT:
        return &c->q_current_a;
    case LS_MOTEUS_REG_COMMAND_D_CURRENT:
        return &c->d_current_a;
    case LS_MOTEUS_REG_COMMAND_POSITION:
        return &c->position_rev;
    case LS_MOTEUS_REG_COMMAND_VELOCITY:
        return &c->velocity_rps;
    case LS_MOTEUS_REG_COMMAND_FEEDFORWARD:
    case LS_MOTEUS_REG_STAY_WITHIN_FEEDFORWARD:
        return &c->feedforward_nm;
    case LS_MOTEUS_REG_COMMAND_KP_SCALE:
    case LS_MOTEUS_REG_STAY_WITHIN_KP_SCALE:
        return &c->kp_scale;
    case LS_MOTEUS_REG_COMMAND_KD_SCALE:
    case LS_MOTEUS_REG_STAY_WITHIN_KD_SCALE:
        return &c->kd_scale;
    case LS_MOTEUS_REG_COMMAND_MAX_TORQUE:
    case LS_MOTEUS_REG_STAY_WITHIN_MAX_TORQUE:
        return &c->max_torque_nm;
    case LS_MOTEUS_REG_COMMAND_STOP_POSITION:
        return &c->stop_position_rev;
    case LS_MOTEUS_REG_COMMAND_WATCHDOG:
    case LS_MOTEUS_REG_STAY_WITHIN_TIMEOUT:
        return &c->watchdog_s;
    case LS_MOTEUS_REG_COMMAND_VELOCITY_LIMIT:
        return &c->velocity_limit_rps;
    case LS_MOTEUS_REG_COMMAND_ACCEL_LIMIT:
        return &c->accel_limit_rps2;
    case LS_MOTEUS_REG_COMMAND_ILIMIT_SCALE:
    case LS_MOTEUS_REG_STAY_WITHIN_ILIMIT_SCALE:
        return &c->ilimit_scale;
    case LS_MOTEUS_REG_STAY_WITHIN_LOWER:
        return &c->bounds_min_rev;
    case LS_MOTEUS_REG_STAY_WITHIN_UPPER:
        return &c->bounds_max_rev;
    default:
        return NULL;
    }
}

static int in_range(unsigned reg, unsigned first, unsigned count)
{
    return reg >= first && reg < first + count;
}

/* Write-only registers: the firmware refuses to read them (error 1). */
static int write_only(unsigned reg)
{
    return in_range(reg, LS_MOTEUS_REG_SET_OUTPUT_NEAREST, 3) || in_range(reg, LS_MOTEUS_REG_UUID1 + 4, 4);
}

static ls_moteus_kind register_kind(unsigned reg)
{
    if (in_range(reg, LS_MOTEUS_REG_SERIAL_NUMBER1, 3) || in_range(reg, LS_MOTEUS_REG_UUID1, 8))
        return LS_MOTEUS_KIND_IDENTITY;
    switch (reg) {
    case LS_MOTEUS_REG_MODE:
    case LS_MOTEUS_REG_TRAJECTORY_COMPLETE:
    case LS_MOTEUS_REG_HOME_STATE:
    case LS_MOTEUS_REG_FAULT:
    case LS_MOTEUS_REG_AUX1_GPIO_STATUS:
    case LS_MOTEUS_REG_AUX2_GPIO_STATUS:
    case LS_MOTEUS_REG_MILLISECOND_COUNTER:
    case LS_MOTEUS_REG_DRIVER_FAULT1:
    case LS_MOTEUS_REG_DRIVER_FAULT2:
    case LS_MOTEUS_REG_UUID_MASK_CAPABLE:
        return LS_MOTEUS_KIND_INT;
    case LS_MOTEUS_REG_MODEL:
    case LS_MOTEUS_REG_FIRMWARE:
    case LS_MOTEUS_REG_MAP_VERSION:
    case LS_MOTEUS_REG_ID:
        return LS_MOTEUS_KIND_IDENTITY;
    case LS_MOTEUS_REG_POSITION:
    case LS_MOTEUS_REG_ABS_POSITION:
    case LS_MOTEUS_REG_COMMAND_POSITION:
    case LS_MOTEUS_REG_COMMAND_STOP_POSITION:
    case LS_MOTEUS_REG_CONTROL_POSITION:
    case LS_MOTEUS_REG_ERROR_POSITION:
    case LS_MOTEUS_REG_STAY_WITHIN_LOWER:
    case LS_MOTEUS_REG_STAY_WITHIN_UPPER:
    case LS_MOTEUS_REG_ENCODER0_POSITION:
    case LS_MOTEUS_REG_SET_OUTPUT_NEAREST:
    case LS_MOTEUS_REG_SET_OUTPUT_EXACT:
        return LS_MOTEUS_KIND_POSITION;
    case LS_MOTEUS_REG_VELOCITY:
    case LS_MOTEUS_REG_COMMAND_VELOCITY:
    case LS_MOTEUS_REG_COMMAND_VELOCITY_LIMIT:
    case LS_MOTEUS_REG_CONTROL_VELOCITY:
    case LS_MOTEUS_REG_ERROR_VELOCITY:
    case LS_MOTEUS_REG_ENCODER0_VELOCITY:
        return LS_MOTEUS_KIND_VELOCITY;
    case LS_MOTEUS_REG_COMMAND_ACCEL_LIMIT:
        return LS_MOTEUS_KIND_ACCELERATION;
    case LS_MOTEUS_REG_TORQUE:
    case LS_MOTEUS_REG_COMMAND_FEEDFORWARD:
    case LS_MOTEUS_REG_COMMAND_MAX_TORQUE:
    case LS_MOTEUS_REG_POSITION_KP:
    case LS_MOTEUS_REG_POSITION_KI:
    case LS_MOTEUS_REG_POSITION_KD:
    case LS_MOTEUS_REG_POSITION_FEEDFORWARD:
    case LS_MOTEUS_REG_POSITION_COMMAND_TORQUE:
    case LS_MOTEUS_REG_CONTROL_TORQUE:
    case LS_MOTEUS_REG_ERROR_TORQUE:
    case LS_MOTEUS_REG_STAY_WITHIN_FEEDFORWARD:
    case LS_MOTEUS_REG_STAY_WITHIN_MAX_TORQUE:
        return LS_MOTEUS_KIND_TORQUE;
    case LS_MOTEUS_REG_Q_CURRENT:
    case LS_MOTEUS_REG_D_CURRENT:
    case LS_MOTEUS_REG_COMMAND_Q_CURRENT:
    case LS_MOTEUS_REG_COMMAND_D_CURRENT:
        return LS_MOTEUS_KIND_CURRENT;
    case LS_MOTEUS_REG_VOLTAGE:
        return LS_MOTEUS_KIND_VOLTAGE;
    case LS_MOTEUS_REG_POWER:
        return LS_MOTEUS_KIND_POWER;
    case LS_MOTEUS_REG_MOTOR_TEMPERATURE:
    case LS_MOTEUS_REG_BOARD_TEMPERATURE:
        return LS_MOTEUS_KIND_TEMPERATURE;
    case LS_MOTEUS_REG_COMMAND_WATCHDOG:
    case LS_MOTEUS_REG_STAY_WITHIN_TIMEOUT:
        return LS_MOTEUS_KIND_TIME;
    case LS_MOTEUS_REG_COMMAND_KP_SCALE:
    case LS_MOTEUS_REG_COMMAND_KD_SCALE:
    case LS_MOTEUS_REG_COMMAND_ILIMIT_SCALE:
    case LS_MOTEUS_REG_STAY_WITHIN_KP_SCALE:
    case LS_MOTEUS_REG_STAY_WITHIN_KD_SCALE:
    case LS_MOTEUS_REG_STAY_WITHIN_ILIMIT_SCALE:
    case LS_MOTEUS_REG_REQUIRE_REINDEX:
        return LS_MOTEUS_KIND_SCALE;
    default:
        return LS_MOTEUS_KIND_NONE;
    }
}

/* A register's value: `real` for scaled kinds, `integer` for plain ones. */
typedef struct reg_value
{
    float real;
    int32_t integer;
} reg_value;

static int controlling_position(const ls_servo_model *m)
{
    return m->command.control == LS_SERVO_POSITION || m->command.control == LS_SERVO_STAY_WITHIN;
}

static float encoder_fraction(const ls_moteus_servo *servo)
{
    /* The on-board encoder sees the rotor (direct drive: the output without
     * the offsets 0x130/0x131 added), as a fraction of a turn in [0, 1). */
    const float rotor = servo->model.position_rev - servo->output_offset_rev;
    const float fraction = rotor - floorf(rotor);
    return isfinite(fraction) && fraction < 1.0f ? fraction : 0.0f;
}

static int read_integer(const ls_moteus_servo *servo, unsigned reg, unsigned type, int32_t *value)
{
    const ls_servo_model *m = &servo->model;
    if (in_range(reg, LS_MOTEUS_REG_UUID1, 4)) {
        *value = ls_moteus_uuid_word(servo, reg - LS_MOTEUS_REG_UUID1);
        return 0;
    }
    if (in_range(reg, LS_MOTEUS_REG_SERIAL_NUMBER1, 3)) {
        *value = ls_moteus_uuid_word(servo, reg - LS_MOTEUS_REG_SERIAL_NUMBER1) ^ 0x5a5a5a5a;
        return 0;
    }
    switch (reg) {
    case LS_MOTEUS_REG_MODE:
        *value = ls_moteus_mode(servo);
        return 0;
    case LS_MOTEUS_REG_TRAJECTORY_COMPLETE:
        *value = m->trajectory_done ? 1 : 0;
        return 0;
    case LS_MOTEUS_REG_HOME_STATE:
        *value = servo->home_state;
        return 0;
    case LS_MOTEUS_REG_FAULT:
        *value = m->fault;
        return 0;
    case LS_MOTEUS_REG_AUX1_GPIO_STATUS: /* no aux pins configured as digital inputs */
    case LS_MOTEUS_REG_AUX2_GPIO_STATUS:
    case LS_MOTEUS_REG_DRIVER_FAULT1: /* the gate driver reports no fault */
    case LS_MOTEUS_REG_DRIVER_FAULT2:
        *value = 0;
        return 0;
    case LS_MOTEUS_REG_UUID_MASK_CAPABLE:
        *value = 1;
        return 0;
    case LS_MOTEUS_REG_MILLISECOND_COUNTER: {
        const uint32_t ms = (uint32_t)(m->time_ns / 1000000u);
        /* As the firmware: the width's low bits, a float of the low 23 bits. */
        *value = (int32_t)(type == LS_MOTEUS_FLOAT ? ms % 8388608u : ms);
        return 0;
    }
    case LS_MOTEUS_REG_MODEL:
        *value = LS_MOTEUS_MODEL_NUMBER;
        return 0;
    case LS_MOTEUS_REG_FIRMWARE:
        *value = ls_moteus_firmware_number();
        return 0;
    case LS_MOTEUS_REG_MAP_VERSION:
        *value = LS_MOTEUS_MAP_VERSION;
        return 0;
    default:
        return -1; /* 0x110 among them: the firmware does not answer it */
    }
}

static int read_real(ls_moteus_servo *servo, unsigned reg, float *value)
{
    const ls_servo_model *m = &servo->model;
    const int positional = controlling_position(m);
    float *slot = command_slot(&servo->commands, reg);
    if (slot) {
        *value = *slot;
        return 0;
    }
    switch (reg) {
    case LS_MOTEUS_REG_POSITION:
        *value = m->position_rev;
        return 0;
    case LS_MOTEUS_REG_VELOCITY:
    case LS_MOTEUS_REG_ENCODER0_VELOCITY:
        *value = m->velocity_rps;
        return 0;
    case LS_MOTEUS_REG_TORQUE:
    case LS_MOTEUS_REG_POSITION_COMMAND_TORQUE:
    case LS_MOTEUS_REG_CONTROL_TORQUE:
        *value = m->torque_nm;
        return 0;
    case LS_MOTEUS_REG_Q_CURRENT:
        *value = m->current_a;
        return 0;
    case LS_MOTEUS_REG_D_CURRENT:
    case LS_MOTEUS_REG_ABS_POSITION: /* encoder source 1: none configured (the firmware default) */
    case LS_MOTEUS_REG_ERROR_TORQUE: /* the model applies the torque it commands */
        *value = 0.0f;
        return 0;
    case LS_MOTEUS_REG_POWER: {
        /* Electrical input: mechanical power plus the winding's loss. */
        const float omega = m->velocity_rps * 6.2831853f;
        *value = m->torque_nm * omega + m->current_a * m->current_a * m->params.winding_ohm;
        return 0;
    }
    case LS_MOTEUS_REG_MOTOR_TEMPERATURE:
        *value = m->temperature_c;
        return 0;
    case LS_MOTEUS_REG_VOLTAGE:
        *value = m->voltage_v;
        return 0;
    case LS_MOTEUS_REG_BOARD_TEMPERATURE:
        *value = m->params.ambient_c + (m->temperature_c - m->params.ambient_c) * 0.3f;
        return 0;
    /* The firmware's PID reports kp·error, ki integral and kd·error rate with
     * error = measured − desired; the torque is their negated sum. */
    case LS_MOTEUS_REG_POSITION_KP:
        *value = -m->p_term_nm;
        return 0;
    case LS_MOTEUS_REG_POSITION_KI:
        *value = -m->integral_nm;
        return 0;
    case LS_MOTEUS_REG_POSITION_KD:
        *value = -m->d_term_nm;
        return 0;
    case LS_MOTEUS_REG_POSITION_FEEDFORWARD:
        *value = servo->commands.feedforward_nm;
        return 0;
    case LS_MOTEUS_REG_CONTROL_POSITION:
        *value = positional ? m->setpoint_rev : NAN;
        return 0;
    case LS_MOTEUS_REG_CONTROL_VELOCITY:
        *value = positional ? m->setpoint_rps : NAN;
        return 0;
    case LS_MOTEUS_REG_ERROR_POSITION:
        *value = positional ? m->position_error_rev : 0.0f;
        return 0;
    case LS_MOTEUS_REG_ERROR_VELOCITY:
        *value = positional ? m->velocity_rps - m->setpoint_rps : 0.0f;
        return 0;
    case LS_MOTEUS_REG_ENCODER0_POSITION:
        *value = encoder_fraction(servo);
        return 0;
    default:
        return -1;
    }
}

/* Fills *value for a read of `reg` as `type`; -1: the firmware answers
 * this read with an error (unknown, write-only, or an identity register
 * read in another width than int32). */
static int read_register(ls_moteus_servo *servo, unsigned reg, unsigned type, reg_value *value)
{
    const ls_moteus_kind kind = register_kind(reg);
    if (kind == LS_MOTEUS_KIND_NONE || write_only(reg))
        return -1;
    if (kind == LS_MOTEUS_KIND_IDENTITY)
        return type == LS_MOTEUS_INT32 ? read_integer(servo, reg, type, &value->integer) : -1;
    if (kind == LS_MOTEUS_KIND_INT)
        return read_integer(servo, reg, type, &value->integer);
    return read_real(servo, reg, &value->real);
}

static void encode_value(unsigned reg, unsigned type, const reg_value *value, uint8_t *out)
{
    const ls_moteus_kind kind = register_kind(reg);
    if (kind == LS_MOTEUS_KIND_INT || kind == LS_MOTEUS_KIND_IDENTITY)
        ls_moteus_encode_int(type, value->integer, out);
    else
        ls_moteus_encode(kind, type, value->real, out);
}

/* Largest |position| 0x130/0x131 accept: the firmware keeps positions as
 * int64 with 48 fraction bits (±32768 rev). */
#define MAX_OUTPUT_REV 32767.0f

static int set_output(ls_moteus_servo *servo, unsigned reg, float position)
{
    ls_servo_model *m = &servo->model;
    if (!(fabsf(position) <= MAX_OUTPUT_REV))
        return LS_MOTEUS_ERR_BAD_VALUE; /* NaN, inf or beyond the firmware's range */
    float target = position;
    if (reg == LS_MOTEUS_REG_SET_OUTPUT_NEAREST) {
        /* The on-board encoder is absolute over one turn: keep its
         * fraction, choose the whole turns nearest the request. */
        float fraction = encoder_fraction(servo);
        if (fraction >= 0.5f)
            fraction -= 1.0f;
        target = fraction + roundf(position - fraction);
    }
    const float delta = target - m->position_rev;
    m->position_rev = target;
    m->setpoint_rev += delta;
    servo->output_offset_rev += delta;
    servo->home_state = 2; /* homed to the output */
    return 0;
}

/* Returns 0 or an error code; *discard is set by a UUID mask that does not
 * match (the firmware then drops the whole frame). */
static int write_register(ls_moteus_servo *servo, unsigned reg, unsigned type, const uint8_t *raw,
                          int *mode_written, int *discard)
{
    const ls_moteus_kind kind = register_kind(reg);
    if (reg == LS_MOTEUS_REG_MODE) {
        /* The firmware reads the mode as int8_t and accepts anything below
         * kNumModes (16); a negative mode matches none of its modes, which
         * the simulator refuses the same way. */
        const int mode = ls_moteus_decode_int8(type, raw);
        if (mode < 0 || mode >= LS_MOTEUS_MODE_COUNT)
            return LS_MOTEUS_ERR_UNKNOWN_REGISTER;
        reset_commands(&servo->commands);
        *mode_written = mode;
        return 0;
    }
    if (in_range(reg, LS_MOTEUS_REG_UUID1 + 4, 4)) {
        if (ls_moteus_decode_int32(type, raw) != ls_moteus_uuid_word(servo, reg - (LS_MOTEUS_REG_UUID1 + 4)))
            *discard = 1;
        return 0;
    }
    const float value = ls_moteus_decode(kind, type, raw);
    if (reg == LS_MOTEUS_REG_SET_OUTPUT_NEAREST || reg == LS_MOTEUS_REG_SET_OUTPUT_EXACT)
        return set_output(servo, reg, value);
    if (reg == LS_MOTEUS_REG_REQUIRE_REINDEX) {
        servo->home_state = 0;
        return 0;
    }
    float *slot = command_slot(&servo->commands, reg);
    if (slot) {
        *slot = value;
        return 0;
    }
    return kind == LS_MOTEUS_KIND_NONE ? LS_MOTEUS_ERR_UNKNOWN_REGISTER : LS_MOTEUS_ERR_READ_ONLY;
}

/* Zero-velocity as the firmware's ISR_DoZeroVelocity: derivative only
 * (kp and the integral off) toward velocity 0, limited to
 * timeout_max_torque_nm. */
static void zero_velocity_command(const ls_moteus_servo *servo, float kd_scale, ls_servo_command *command)
{
    ls_servo_command_default(command);
    command->control = LS_SERVO_POSITION;
    command->kp_scale = 0.0f;
    command->ki_scale = 0.0f;
    command->kd_scale = kd_scale;
    command->max_torque_nm = servo->timeout_max_torque_nm;
}

/* What runs after a watchdog expiry, per servo.timeout_mode (the firmware's
 * ISR_DoPositionTimeout): 0 stopped, 10 hold velocity 0, 12 zero-velocity
 * damping, 15 brake, anything else stopped. Zero-velocity damps with the
 * kd_scale of the command that timed out, as the firmware (its data is the
 * last command): a command with kd_scale 0 coasts after its timeout. */
static void timeout_command(const ls_moteus_servo *servo, float kd_scale, ls_servo_command *command)
{
    ls_servo_command_default(command);
    switch (servo->timeout_mode) {
    case LS_MOTEUS_MODE_POSITION:
        command->control = LS_SERVO_POSITION;
        break;
    case LS_MOTEUS_MODE_ZERO_VELOCITY:
        /* The same bounds ls_servo_apply() gives a commanded kd_scale. */
        zero_velocity_command(servo, isnan(kd_scale) ? 1.0f : fminf(fmaxf(kd_scale, 0.0f), 10.0f), command);
        break;
    case LS_MOTEUS_MODE_BRAKE:
        command->control = LS_SERVO_BRAKE;
        break;
    default:
        break; /* stopped: the shaft coasts */
    }
}

/* The watchdog of a position or stay-within command (status timeout_s). */
static uint64_t command_watchdog_ns(const ls_moteus_servo *servo)
{
    const float seconds = servo->commands.watchdog_s;
    if (seconds == 0.0f)
        return (uint64_t)servo->default_watchdog_ms * 1000000u;
    if (isnan(seconds))
        return 0; /* none */
    if (seconds < 0.0f)
        return 1; /* the firmware times out at once (timeout_s <= 0) */
    return ls_servo_seconds_to_ns(seconds, 0); /* inf or beyond 31 years: never */
}

static void apply_mode(ls_moteus_servo *servo, int mode, uint64_t now_ns)
{
    const ls_moteus_commands *c = &servo->commands;
    if (mode == LS_MOTEUS_MODE_STOPPED) {
        ls_servo_stop(&servo->model, now_ns);
        servo->mode = mode;
        return;
    }
    if (mode >= LS_MOTEUS_MODE_FAULT && mode <= 4)
        return; /* fault, enabling, calibrating: the firmware ignores the command */
    if (servo->model.fault || servo->model.timed_out)
        return; /* latched until a stop command */
    timeout_command(servo, c->kd_scale, &servo->model.timeout_command);
    if (mode == LS_MOTEUS_MODE_TIMEOUT) { /* commanded directly: the timeout behaviour at once */
        ls_servo_expire(&servo->model, now_ns);
        servo->mode = mode;
        return;
    }
    ls_servo_command command;
    ls_servo_command_default(&command);
    command.max_torque_nm = c->max_torque_nm;
    uint64_t watchdog_ns = 0;
    if (mode == LS_MOTEUS_MODE_POSITION || mode == LS_MOTEUS_MODE_STAY_WITHIN) {
        command.control = mode == LS_MOTEUS_MODE_POSITION ? LS_SERVO_POSITION : LS_SERVO_STAY_WITHIN;
        command.position_rev = c->position_rev;
        command.velocity_rps = c->velocity_rps;
        command.feedforward_nm = c->feedforward_nm;
        command.kp_scale = c->kp_scale;
        command.kd_scale = c->kd_scale;
        command.ki_scale = c->ilimit_scale;
        command.velocity_limit_rps = c->velocity_limit_rps;
        command.accel_limit_rps2 = c->accel_limit_rps2;
        command.bounds_min_rev = c->bounds_min_rev;
        command.bounds_max_rev = c->bounds_max_rev;
        watchdog_ns = command_watchdog_ns(servo);
    } else if (mode == LS_MOTEUS_MODE_ZERO_VELOCITY) {
        zero_velocity_command(servo, c->kd_scale, &command);
    } else if (mode == LS_MOTEUS_MODE_BRAKE) {
        command.control = LS_SERVO_BRAKE;
    } else if (mode == LS_MOTEUS_MODE_CURRENT) {
        command.control = LS_SERVO_TORQUE;
        command.feedforward_nm =
            isnan(c->q_current_a) ? 0.0f : c->q_current_a * servo->model.params.torque_constant_nm_per_a;
    } /* 5-8, 14: phase PWM/voltage and inductance measurement are not modelled: no torque */
    ls_servo_set_watchdog(&servo->model, watchdog_ns, now_ns);
    if (ls_servo_apply(&servo->model, &command, now_ns) == 0)
        servo->mode = mode;
}

typedef struct writer
{
    uint8_t *data;
    size_t capacity;
    size_t used;
} writer;

static int put_byte(writer *w, uint8_t byte)
{
    if (w->used >= w->capacity)
        return -1;
    w->data[w->used++] = byte;
    return 0;
}

static int put_varuint(writer *w, uint32_t value)
{
    const size_t n = ls_varuint_write(value, w->data + w->used, w->capacity - w->used);
    w->used += n;
    return n ? 0 : -1;
}

/* One error subframe (op 0x30 write / 0x31 read); all-or-nothing. */
static void put_error(writer *w, uint8_t op, unsigned reg, unsigned code)
{
    const size_t mark = w->used;
    if (put_byte(w, op) || put_varuint(w, reg) || put_varuint(w, code))
        w->used = mark;
}

/* Replies to a read of `count` registers from `start`: known registers in
 * contiguous runs, unknown ones as read errors. */
static void put_reads(ls_moteus_servo *servo, writer *w, unsigned type, unsigned start, unsigned count)
{
    unsigned reg = start;
    const unsigned end = start + count;
    while (reg < end) {
        reg_value value;
        if (read_register(servo, reg, type, &value) != 0) {
            ++servo->stats.register_errors;
            put_error(w, 0x31, reg, LS_MOTEUS_ERR_UNKNOWN_REGISTER);
            ++reg;
            continue;
        }
        unsigned run = 1;
        while (reg + run < end && read_register(servo, reg + run, type, &value) == 0)
            ++run;
        const size_t mark = w->used;
        const uint8_t op = (uint8_t)(0x20u | (type << 2) | (run <= 3 ? run : 0u));
        int failed = put_byte(w, op) || (run > 3 && put_varuint(w, run)) || put_varuint(w, reg);
        for (unsigned i = 0; i < run && !failed; ++i) {
            const unsigned bytes = ls_moteus_width_bytes(type);
            read_register(servo, reg + i, type, &value);
            if (w->used + bytes > w->capacity) {
                failed = 1;
                break;
            }
            encode_value(reg + i, type, &value, w->data + w->used);
            w->used += bytes;
        }
        if (failed) {
            w->used = mark;
            return; /* no room: the reply is cut here */
        }
        reg += run;
    }
}

/* What the write pass found: the mode written (-1: none) and whether a UUID
 * mask did not match. */
typedef struct frame_state
{
    int mode_written;
    int discard;
} frame_state;

/* A 0x41 subframe: channel, size, then up to `max_size` bytes of the
 * diagnostic output, as many as fit the rest of the reply. */
static void put_stream_data(ls_moteus_servo *servo, writer *w, uint32_t channel, uint32_t max_size)
{
    const size_t mark = w->used;
    if (put_byte(w, 0x41) || put_varuint(w, channel)) {
        w->used = mark;
        return;
    }
    size_t room = w->capacity - w->used;
    room = room > 0 ? room - 1 : 0;
    if (room > 127)
        room = 127; /* the size stays a one-byte varuint */
    if (room > max_size)
        room = max_size;
    uint8_t *size_at = w->data + w->used++;
    if (w->used > w->capacity) {
        w->used = mark;
        return;
    }
    const size_t taken = ls_moteus_diag_take(servo, channel, w->data + w->used, room);
    *size_at = (uint8_t)taken;
    w->used += taken;
}

/* One pass over the frame. pass 0 applies writes, pass 1 answers reads.
 * Returns 0, or -1 when the frame is malformed (the rest is ignored). */
static int parse_pass(ls_moteus_servo *servo, const uint8_t *p, size_t n, int pass, writer *w,
                      frame_state *state)
{
    size_t pos = 0;
    while (pos < n) {
        const uint8_t op = p[pos++];
        if (op == 0x50)
            continue;
        const unsigned group = op & 0xf0u;
        if (group == 0x00 || group == 0x10) {
            const unsigned type = (op >> 2) & 3u;
            uint32_t count = op & 3u;
            size_t used;
            if (count == 0) {
                used = ls_varuint_read(p + pos, n - pos, &count);
                if (!used || count == 0 || count > MAX_SUBFRAME_COUNT)
                    return -1;
                pos += used;
            }
            uint32_t start;
            used = ls_varuint_read(p + pos, n - pos, &start);
            if (!used || start > 0xffffu)
                return -1;
            pos += used;
            if (group == 0x10) {
                if (pass == 1)
                    put_reads(servo, w, type, start, count);
                continue;
            }
            const unsigned bytes = ls_moteus_width_bytes(type);
            if (n - pos < (size_t)count * bytes)
                return -1;
            for (uint32_t i = 0; i < count; ++i, pos += bytes) {
                if (pass != 0 || state->discard)
                    continue;
                const unsigned reg = start + i;
                const int error = write_register(servo, reg, type, p + pos, &state->mode_written, &state->discard);
                if (error) {
                    ++servo->stats.register_errors;
                    put_error(w, 0x30, reg, (unsigned)error);
                }
            }
        } else if (op == 0x40 || op == 0x41 || op == 0x42) {
            uint32_t channel, size;
            size_t used = ls_varuint_read(p + pos, n - pos, &channel);
            if (!used)
                return -1;
            pos += used;
            used = ls_varuint_read(p + pos, n - pos, &size);
            if (!used)
                return -1;
            pos += used;
            if (op == 0x42) {
                if (pass == 1) /* poll: as much pending output as the reply has room for */
                    put_stream_data(servo, w, channel, size);
                continue;
            }
            if (n - pos < size)
                return -1;
            if (op == 0x40 && pass == 0 && !state->discard)
                ls_moteus_diag_receive(servo, channel, p + pos, size);
            pos += size;
        } else {
            return -1; /* replies, errors or unknown opcodes have no place in a request */
        }
    }
    return 0;
}

size_t ls_moteus_handle_frame(ls_moteus_servo *servo, const uint8_t *payload, size_t length, uint8_t *reply,
                              size_t reply_capacity, uint64_t now_ns)
{
    ++servo->stats.frames;
    ls_servo_advance(&servo->model, now_ns);
    writer w = {reply, reply_capacity, 0};
    frame_state state = {-1, 0};
    const int malformed = parse_pass(servo, payload, length, 0, &w, &state) != 0;
    if (malformed)
        ++servo->stats.malformed;
    if (state.discard)
        return 0; /* a UUID mask for another device: the firmware drops the frame */
    if (state.mode_written >= 0)
        apply_mode(servo, state.mode_written, now_ns);
    parse_pass(servo, payload, length, 1, &w, &state);
    return w.used;
}
