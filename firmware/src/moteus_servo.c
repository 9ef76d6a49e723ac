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
}

void ls_moteus_servo_init(ls_moteus_servo *servo, uint8_t id, uint32_t default_watchdog_ms, uint64_t now_ns)
{
    memset(servo, 0, sizeof *servo);
    servo->id = id;
    servo->mode = LS_MOTEUS_MODE_STOPPED;
    servo->default_watchdog_ms = default_watchdog_ms ? default_watchdog_ms : LS_MOTEUS_DEFAULT_WATCHDOG_MS;
    servo->timeout_mode = LS_MOTEUS_MODE_ZERO_VELOCITY;
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
        return &c->feedforward_nm;
    case LS_MOTEUS_REG_COMMAND_KP_SCALE:
        return &c->kp_scale;
    case LS_MOTEUS_REG_COMMAND_KD_SCALE:
        return &c->kd_scale;
    case LS_MOTEUS_REG_COMMAND_MAX_TORQUE:
        return &c->max_torque_nm;
    case LS_MOTEUS_REG_COMMAND_STOP_POSITION:
        return &c->stop_position_rev;
    case LS_MOTEUS_REG_COMMAND_WATCHDOG:
        return &c->watchdog_s;
    case LS_MOTEUS_REG_COMMAND_VELOCITY_LIMIT:
        return &c->velocity_limit_rps;
    case LS_MOTEUS_REG_COMMAND_ACCEL_LIMIT:
        return &c->accel_limit_rps2;
    default:
        return NULL;
    }
}

static ls_moteus_kind register_kind(unsigned reg)
{
    switch (reg) {
    case LS_MOTEUS_REG_MODE:
    case LS_MOTEUS_REG_TRAJECTORY_COMPLETE:
    case LS_MOTEUS_REG_HOME_STATE:
    case LS_MOTEUS_REG_FAULT:
    case LS_MOTEUS_REG_MODEL:
    case LS_MOTEUS_REG_FIRMWARE:
    case LS_MOTEUS_REG_MAP_VERSION:
    case LS_MOTEUS_REG_ID:
        return LS_MOTEUS_KIND_INT;
    case LS_MOTEUS_REG_POSITION:
    case LS_MOTEUS_REG_COMMAND_POSITION:
    case LS_MOTEUS_REG_COMMAND_STOP_POSITION:
        return LS_MOTEUS_KIND_POSITION;
    case LS_MOTEUS_REG_VELOCITY:
    case LS_MOTEUS_REG_COMMAND_VELOCITY:
    case LS_MOTEUS_REG_COMMAND_VELOCITY_LIMIT:
        return LS_MOTEUS_KIND_VELOCITY;
    case LS_MOTEUS_REG_COMMAND_ACCEL_LIMIT:
        return LS_MOTEUS_KIND_ACCELERATION;
    case LS_MOTEUS_REG_TORQUE:
    case LS_MOTEUS_REG_COMMAND_FEEDFORWARD:
    case LS_MOTEUS_REG_COMMAND_MAX_TORQUE:
        return LS_MOTEUS_KIND_TORQUE;
    case LS_MOTEUS_REG_Q_CURRENT:
    case LS_MOTEUS_REG_D_CURRENT:
    case LS_MOTEUS_REG_COMMAND_Q_CURRENT:
    case LS_MOTEUS_REG_COMMAND_D_CURRENT:
        return LS_MOTEUS_KIND_CURRENT;
    case LS_MOTEUS_REG_VOLTAGE:
        return LS_MOTEUS_KIND_VOLTAGE;
    case LS_MOTEUS_REG_MOTOR_TEMPERATURE:
    case LS_MOTEUS_REG_BOARD_TEMPERATURE:
        return LS_MOTEUS_KIND_TEMPERATURE;
    case LS_MOTEUS_REG_COMMAND_WATCHDOG:
        return LS_MOTEUS_KIND_TIME;
    case LS_MOTEUS_REG_COMMAND_KP_SCALE:
    case LS_MOTEUS_REG_COMMAND_KD_SCALE:
        return LS_MOTEUS_KIND_SCALE;
    default:
        return LS_MOTEUS_KIND_NONE;
    }
}

static int read_register(ls_moteus_servo *servo, unsigned reg, float *value)
{
    const ls_servo_model *m = &servo->model;
    float *slot = command_slot(&servo->commands, reg);
    if (slot) {
        *value = *slot;
        return 0;
    }
    switch (reg) {
    case LS_MOTEUS_REG_MODE:
        *value = (float)ls_moteus_mode(servo);
        return 0;
    case LS_MOTEUS_REG_POSITION:
        *value = m->position_rev;
        return 0;
    case LS_MOTEUS_REG_VELOCITY:
        *value = m->velocity_rps;
        return 0;
    case LS_MOTEUS_REG_TORQUE:
        *value = m->torque_nm;
        return 0;
    case LS_MOTEUS_REG_Q_CURRENT:
        *value = m->current_a;
        return 0;
    case LS_MOTEUS_REG_D_CURRENT:
        *value = 0.0f;
        return 0;
    case LS_MOTEUS_REG_MOTOR_TEMPERATURE:
        *value = m->temperature_c;
        return 0;
    case LS_MOTEUS_REG_TRAJECTORY_COMPLETE:
        *value = (float)m->trajectory_done;
        return 0;
    case LS_MOTEUS_REG_HOME_STATE:
        *value = 0.0f;
        return 0;
    case LS_MOTEUS_REG_VOLTAGE:
        *value = m->voltage_v;
        return 0;
    case LS_MOTEUS_REG_BOARD_TEMPERATURE:
        *value = m->params.ambient_c + (m->temperature_c - m->params.ambient_c) * 0.3f;
        return 0;
    case LS_MOTEUS_REG_FAULT:
        *value = (float)m->fault;
        return 0;
    case LS_MOTEUS_REG_MODEL:
        *value = (float)LS_MOTEUS_MODEL_NUMBER;
        return 0;
    case LS_MOTEUS_REG_FIRMWARE:
        *value = (float)ls_moteus_firmware_number();
        return 0;
    case LS_MOTEUS_REG_MAP_VERSION:
        *value = (float)LS_MOTEUS_MAP_VERSION;
        return 0;
    case LS_MOTEUS_REG_ID:
        *value = (float)servo->id;
        return 0;
    default:
        return -1;
    }
}

/* Returns 0 or an error code. */
static int write_register(ls_moteus_servo *servo, unsigned reg, float value, int *mode_written)
{
    if (reg == LS_MOTEUS_REG_MODE) {
        if (isnan(value))
            return LS_MOTEUS_ERR_BAD_VALUE;
        const int mode = (int)value;
        if (mode != LS_MOTEUS_MODE_STOPPED && mode != LS_MOTEUS_MODE_CURRENT &&
            mode != LS_MOTEUS_MODE_POSITION && mode != LS_MOTEUS_MODE_ZERO_VELOCITY &&
            mode != LS_MOTEUS_MODE_BRAKE)
            return LS_MOTEUS_ERR_BAD_VALUE;
        reset_commands(&servo->commands);
        *mode_written = mode;
        return 0;
    }
    float *slot = command_slot(&servo->commands, reg);
    if (slot) {
        *slot = value;
        return 0;
    }
    return register_kind(reg) == LS_MOTEUS_KIND_NONE ? LS_MOTEUS_ERR_UNKNOWN_REGISTER
                                                     : LS_MOTEUS_ERR_READ_ONLY;
}

static void apply_mode(ls_moteus_servo *servo, int mode, uint64_t now_ns)
{
    const ls_moteus_commands *c = &servo->commands;
    if (mode == LS_MOTEUS_MODE_STOPPED) {
        ls_servo_stop(&servo->model, now_ns);
        servo->mode = mode;
        return;
    }
    if (servo->model.fault || servo->model.timed_out)
        return; /* latched until a stop command */
    ls_servo_command command;
    ls_servo_command_default(&command);
    command.max_torque_nm = c->max_torque_nm;
    if (mode == LS_MOTEUS_MODE_POSITION) {
        command.control = LS_SERVO_POSITION;
        command.position_rev = c->position_rev;
        command.velocity_rps = c->velocity_rps;
        command.feedforward_nm = c->feedforward_nm;
        command.kp_scale = c->kp_scale;
        command.kd_scale = c->kd_scale;
        command.velocity_limit_rps = c->velocity_limit_rps;
        command.accel_limit_rps2 = c->accel_limit_rps2;
    } else if (mode == LS_MOTEUS_MODE_ZERO_VELOCITY) {
        command.control = LS_SERVO_POSITION;
    } else if (mode == LS_MOTEUS_MODE_BRAKE) {
        command.control = LS_SERVO_BRAKE;
    } else { /* current */
        command.control = LS_SERVO_TORQUE;
        command.feedforward_nm =
            isnan(c->q_current_a) ? 0.0f : c->q_current_a * servo->model.params.torque_constant_nm_per_a;
    }
    uint64_t watchdog_ns = 0;
    if (c->watchdog_s == 0.0f)
        watchdog_ns = (uint64_t)servo->default_watchdog_ms * 1000000u;
    else if (!isnan(c->watchdog_s) && c->watchdog_s > 0.0f)
        watchdog_ns = (uint64_t)((double)c->watchdog_s * 1e9);
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
        float value;
        if (read_register(servo, reg, &value) != 0) {
            ++servo->stats.register_errors;
            put_error(w, 0x31, reg, LS_MOTEUS_ERR_UNKNOWN_REGISTER);
            ++reg;
            continue;
        }
        unsigned run = 1;
        while (reg + run < end && read_register(servo, reg + run, &value) == 0)
            ++run;
        const size_t mark = w->used;
        const uint8_t op = (uint8_t)(0x20u | (type << 2) | (run <= 3 ? run : 0u));
        int failed = put_byte(w, op) || (run > 3 && put_varuint(w, run)) || put_varuint(w, reg);
        for (unsigned i = 0; i < run && !failed; ++i) {
            const unsigned bytes = ls_moteus_width_bytes(type);
            read_register(servo, reg + i, &value);
            if (w->used + bytes > w->capacity) {
                failed = 1;
                break;
            }
            ls_moteus_encode(register_kind(reg + i), type, value, w->data + w->used);
            w->used += bytes;
        }
        if (failed) {
            w->used = mark;
            return; /* no room: the reply is cut here */
        }
        reg += run;
    }
}

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
                      int *mode_written)
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
                if (pass != 0)
                    continue;
                const unsigned reg = start + i;
                const float value = ls_moteus_decode(register_kind(reg), type, p + pos);
                const int error = write_register(servo, reg, value, mode_written);
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
            if (op == 0x40 && pass == 0)
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
    int mode_written = -1;
    const int malformed = parse_pass(servo, payload, length, 0, &w, &mode_written) != 0;
    if (mode_written >= 0)
        apply_mode(servo, mode_written, now_ns);
    parse_pass(servo, payload, length, 1, &w, &mode_written);
    if (malformed)
        ++servo->stats.malformed;
    return w.used;
}
