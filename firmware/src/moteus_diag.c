#include "moteus_diag.h"

#include "moteus_servo.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Room a single command's reply may need (the largest is a telemetry blob). */
#define RESPONSE_MAX 320u
#define VALUE_LIMIT 1e9 /* configuration values beyond this are refused */

/* ---- output ring ---- */

static size_t out_free(const ls_moteus_diag *d)
{
    return sizeof d->out - d->out_count;
}

static void out_bytes(ls_moteus_diag *d, const void *data, size_t length)
{
    const uint8_t *bytes = (const uint8_t *)data;
    for (size_t i = 0; i < length && d->out_count < sizeof d->out; ++i) {
        d->out[(d->out_head + d->out_count) % sizeof d->out] = bytes[i];
        ++d->out_count;
    }
}

static void out_text(ls_moteus_diag *d, const char *text)
{
    out_bytes(d, text, strlen(text));
}

/* ---- numbers as text ---- */

/* printf's "%f" for the values the simulator holds (|v| <= VALUE_LIMIT). */
static void format_float(double value, char *buf)
{
    if (isnan(value)) {
        strcpy(buf, "nan");
        return;
    }
    if (isinf(value) || fabs(value) > VALUE_LIMIT) {
        strcpy(buf, value < 0 ? "-inf" : "inf");
        return;
    }
    char *p = buf;
    if (value < 0) {
        *p++ = '-';
        value = -value;
    }
    const uint64_t scaled = (uint64_t)(value * 1e6 + 0.5);
    uint64_t whole = scaled / 1000000u;
    uint32_t frac = (uint32_t)(scaled % 1000000u);
    char digits[24];
    int n = 0;
    do {
        digits[n++] = (char)('0' + whole % 10u);
        whole /= 10u;
    } while (whole);
    while (n)
        *p++ = digits[--n];
    *p++ = '.';
    for (int i = 5; i >= 0; --i) {
        p[i] = (char)('0' + frac % 10u);
        frac /= 10u;
    }
    p[6] = '\0';
    if (buf[0] == '-' && strcmp(buf, "-0.000000") == 0)
        memmove(buf, buf + 1, strlen(buf)); /* no "-0.000000" for a value that rounds to 0 */
}

static void format_int(long value, char *buf)
{
    char digits[24];
    int n = 0;
    unsigned long magnitude = value < 0 ? 0ul - (unsigned long)value : (unsigned long)value;
    do {
        digits[n++] = (char)('0' + magnitude % 10u);
        magnitude /= 10u;
    } while (magnitude);
    if (value < 0)
        *buf++ = '-';
    while (n)
        *buf++ = digits[--n];
    *buf = '\0';
}

/* A whole token as a number: [+-]digits[.digits][e[+-]digits], "nan" or
 * "inf"; 0 or -1. Written here rather than taken from strtod, which in a
 * microcontroller's C library allocates from the heap the firmware does
 * not have. The result is correctly rounded for up to 19 significant digits
 * and exponents whose power of ten is exact (|e| <= 22), which covers every
 * value a diagnostic line carries. */
static int parse_number(const char *text, double *value)
{
    const char *p = text;
    int negative = 0;
    if (*p == '+' || *p == '-')
        negative = *p++ == '-';
    if (strcmp(p, "nan") == 0 || strcmp(p, "inf") == 0) {
        *value = p[0] == 'n' ? (double)NAN : (negative ? -(double)INFINITY : (double)INFINITY);
        return 0;
    }
    uint64_t mantissa = 0;
    int digits = 0, exponent = 0, any = 0;
    for (; *p >= '0' && *p <= '9'; ++p, any = 1) {
        if (digits < 19) {
            mantissa = mantissa * 10u + (uint64_t)(*p - '0');
            digits += mantissa != 0;
        } else {
            ++exponent; /* digits beyond 19 only scale */
        }
    }
    if (*p == '.') {
        for (++p; *p >= '0' && *p <= '9'; ++p, any = 1) {
            if (digits < 19) {
                mantissa = mantissa * 10u + (uint64_t)(*p - '0');
                digits += mantissa != 0;
                --exponent;
            }
        }
    }
    if (!any)
        return -1;
    if (*p == 'e' || *p == 'E') {
        ++p;
        int exp_negative = 0, exp_value = 0, exp_any = 0;
        if (*p == '+' || *p == '-')
            exp_negative = *p++ == '-';
        for (; *p >= '0' && *p <= '9'; ++p, exp_any = 1)
            if (exp_value < 10000)
                exp_value = exp_value * 10 + (*p - '0');
        if (!exp_any)
            return -1;
        exponent += exp_negative ? -exp_value : exp_value;
    }
    if (*p != '\0')
        return -1;
    double result = (double)mantissa;
    if (mantissa != 0 && exponent > 330) {
        result = (double)INFINITY;
    } else if (mantissa == 0 || exponent < -360) {
        result = 0.0;
    } else {
        /* Below 1e-300 the scale would overflow: divide in steps first. */
        int e = exponent;
        while (e < -300) {
            result /= 1e100;
            e += 100;
        }
        double scale = 1.0;
        for (int k = e < 0 ? -e : e; k > 0; --k)
            scale *= 10.0;
        result = e < 0 ? result / scale : result * scale;
    }
    *value = negative ? -result : result;
    return 0;
}

/* ---- tokens ---- */

/* Splits off the next space-separated token (modifies the line). */
static char *next_token(char **cursor)
{
    char *p = *cursor;
    while (*p == ' ')
        ++p;
    char *start = p;
    while (*p && *p != ' ')
        ++p;
    if (*p)
        *p++ = '\0';
    *cursor = p;
    return start;
}

/* ---- configuration ---- */

typedef enum entry_id
{
    CONF_ID,
    CONF_POSITION_MIN,
    CONF_POSITION_MAX,
    CONF_KP,
    CONF_KI,
    CONF_KD,
    CONF_ILIMIT,
    CONF_DEFAULT_TIMEOUT,
    CONF_TIMEOUT_MODE,
    CONF_TIMEOUT_MAX_TORQUE,
    CONF_COUNT
} entry_id;

static const struct
{
    const char *name;
    int is_integer;
} k_entries[CONF_COUNT] = {
    {"id.id", 1},
    {"servopos.position_min", 0},
    {"servopos.position_max", 0},
    {"servo.pid_position.kp", 0},
    {"servo.pid_position.ki", 0},
    {"servo.pid_position.kd", 0},
    {"servo.pid_position.ilimit", 0},
    {"servo.default_timeout_s", 0},
    {"servo.timeout_mode", 1},
    {"servo.timeout_max_torque_Nm", 0},
};

static double entry_value(const ls_moteus_servo *servo, entry_id id)
{
    const ls_servo_params *p = &servo->model.params;
    switch (id) {
    case CONF_ID:
        return servo->id;
    case CONF_POSITION_MIN:
        return p->position_min_rev;
    case CONF_POSITION_MAX:
        return p->position_max_rev;
    case CONF_KP:
        return p->kp_nm_per_rev;
    case CONF_KI:
        return p->ki_nm_per_rev_s;
    case CONF_KD:
        return p->kd_nm_per_rps;
    case CONF_ILIMIT:
        return p->integral_limit_nm;
    case CONF_DEFAULT_TIMEOUT: /* 0 ms is "no watchdog", the firmware's NaN */
        return servo->default_watchdog_ms ? servo->default_watchdog_ms / 1000.0 : (double)NAN;
    case CONF_TIMEOUT_MODE:
        return servo->timeout_mode;
    case CONF_TIMEOUT_MAX_TORQUE:
        return servo->timeout_max_torque_nm;
    default:
        return NAN;
    }
}

/* 0, or -1 when the value is out of range for the entry. */
static int set_entry(ls_moteus_servo *servo, entry_id id, double value)
{
    ls_servo_params *p = &servo->model.params;
    const int whole = isfinite(value) && value == floor(value);
    if (k_entries[id].is_integer && !whole)
        return -1;
    if (!isnan(value) && !(fabs(value) <= VALUE_LIMIT))
        return -1;
    switch (id) {
    case CONF_ID: /* 0 and 127 (broadcast) address no single servo */
        if (value < 1 || value > 126)
            return -1;
        servo->id = (uint8_t)value;
        return 0;
    case CONF_POSITION_MIN:
        p->position_min_rev = (float)value;
        return 0;
    case CONF_POSITION_MAX:
        p->position_max_rev = (float)value;
        return 0;
    case CONF_KP:
    case CONF_KI:
    case CONF_KD:
    case CONF_ILIMIT:
        if (isnan(value) || value < 0)
            return -1;
        *(id == CONF_KP ? &p->kp_nm_per_rev
                        : id == CONF_KI ? &p->ki_nm_per_rev_s
                                        : id == CONF_KD ? &p->kd_nm_per_rps : &p->integral_limit_nm) = (float)value;
        return 0;
    case CONF_DEFAULT_TIMEOUT:
        if (isnan(value)) {
            servo->default_watchdog_ms = 0;
            return 0;
        }
        if (value < 0.001 || value > 4e6) /* whole milliseconds, at least one */
            return -1;
        servo->default_watchdog_ms = (uint32_t)(value * 1000.0 + 0.5);
        return 0;
    case CONF_TIMEOUT_MODE:
        if (value != LS_MOTEUS_MODE_STOPPED && value != LS_MOTEUS_MODE_POSITION &&
            value != LS_MOTEUS_MODE_ZERO_VELOCITY && value != LS_MOTEUS_MODE_BRAKE)
            return -1;
        servo->timeout_mode = (int)value;
        return 0;
    case CONF_TIMEOUT_MAX_TORQUE:
        if (isnan(value) || value < 0)
            return -1;
        servo->timeout_max_torque_nm = (float)value;
        return 0;
    default:
        return -1;
    }
}

static void set_defaults(ls_moteus_servo *servo)
{
    ls_servo_params defaults;
    ls_servo_params_moteus(&defaults);
    ls_servo_params *p = &servo->model.params;
    p->position_min_rev = defaults.position_min_rev;
    p->position_max_rev = defaults.position_max_rev;
    p->kp_nm_per_rev = defaults.kp_nm_per_rev;
    p->ki_nm_per_rev_s = defaults.ki_nm_per_rev_s;
    p->kd_nm_per_rps = defaults.kd_nm_per_rps;
    p->integral_limit_nm = defaults.integral_limit_nm;
    servo->default_watchdog_ms = LS_MOTEUS_DEFAULT_WATCHDOG_MS;
    servo->timeout_mode = LS_MOTEUS_MODE_ZERO_VELOCITY;
    servo->timeout_max_torque_nm = LS_MOTEUS_DEFAULT_TIMEOUT_MAX_TORQUE_NM;
    /* id.id stays: the simulator's bus has no second servo to take its place */
}

static int find_entry(const char *name)
{
    for (int i = 0; i < CONF_COUNT; ++i) {
        if (strcmp(k_entries[i].name, name) == 0)
            return i;
    }
    return -1;
}

/* Whether some entry's name starts with "group." */
static int group_known(const char *name)
{
    const char *dot = strchr(name, '.');
    const size_t length = dot ? (size_t)(dot - name) : strlen(name);
    for (int i = 0; i < CONF_COUNT; ++i) {
        if (strncmp(k_entries[i].name, name, length) == 0 && k_entries[i].name[length] == '.')
            return 1;
    }
    return 0;
}

static void format_entry(const ls_moteus_servo *servo, int index, char *buf)
{
    const double value = entry_value(servo, (entry_id)index);
    if (k_entries[index].is_integer)
        format_int((long)value, buf);
    else
        format_float(value, buf);
}

/* Emits "name value\r\n" lines while they fit; ends with OK. */
static void continue_enumerate(ls_moteus_servo *servo)
{
    ls_moteus_diag *d = &servo->diag;
    while (d->enumerate_next >= 0) {
        if (d->enumerate_next >= d->enumerate_end) {
            if (out_free(d) < 4)
                return;
            out_text(d, "OK\r\n");
            d->enumerate_next = -1;
            return;
        }
        char value[32];
        format_entry(servo, d->enumerate_next, value);
        const char *name = k_entries[d->enumerate_next].name;
        if (out_free(d) < strlen(name) + strlen(value) + 3)
            return;
        out_text(d, name);
        out_text(d, " ");
        out_text(d, value);
        out_text(d, "\r\n");
        ++d->enumerate_next;
    }
}

static void conf_enumerate(ls_moteus_servo *servo, const char *group)
{
    ls_moteus_diag *d = &servo->diag;
    d->enumerate_next = CONF_COUNT;
    d->enumerate_end = 0;
    const size_t length = strlen(group);
    for (int i = 0; i < CONF_COUNT; ++i) {
        const int match = length == 0 || (strncmp(k_entries[i].name, group, length) == 0 &&
                                           k_entries[i].name[length] == '.' && !strchr(group, '.'));
        if (match) {
            if (d->enumerate_next == CONF_COUNT)
                d->enumerate_next = i;
            d->enumerate_end = i + 1;
        }
    }
    if (d->enumerate_end == 0) {
        d->enumerate_next = -1;
        out_text(d, "ERR unknown group\r\n");
        return;
    }
    continue_enumerate(servo);
}

static void conf_command(ls_moteus_servo *servo, char *args)
{
    ls_moteus_diag *d = &servo->diag;
    const char *sub = next_token(&args);
    if (strcmp(sub, "get") == 0 || strcmp(sub, "set") == 0) {
        const char *name = next_token(&args);
        const int index = find_entry(name);
        if (!group_known(name)) {
            out_text(d, "ERR unknown group\r\n");
        } else if (sub[0] == 'g') {
            if (index < 0) {
                out_text(d, "ERR error reading\r\n");
                return;
            }
            char value[32];
            format_entry(servo, index, value);
            out_text(d, value);
            out_text(d, "\r\n");
        } else {
            double value;
            const char *text = next_token(&args);
            if (index < 0 || parse_number(text, &value) != 0 || set_entry(servo, (entry_id)index, value) != 0)
                out_text(d, "ERR error setting\r\n");
            else
                out_text(d, "OK\r\n");
        }
    } else if (strcmp(sub, "enumerate") == 0) {
        conf_enumerate(servo, next_token(&args));
    } else if (strcmp(sub, "list") == 0) {
        out_text(d, "id\r\nservo\r\nservopos\r\nOK\r\n");
    } else if (strcmp(sub, "default") == 0) {
        set_defaults(servo);
        out_text(d, "OK\r\n");
    } else if (strcmp(sub, "load") == 0 || strcmp(sub, "write") == 0) {
        out_text(d, "OK\r\n"); /* no flash: the values live in RAM until the simulator exits */
    } else {
        out_text(d, "ERR unknown subcommand\r\n");
    }
}

/* ---- telemetry (mjlib telemetry format) ---- */

enum
{
    TEL_FINAL = 0,
    TEL_BOOLEAN = 2,
    TEL_FIXEDUINT = 4,
    TEL_FLOAT32 = 7,
    TEL_OBJECT = 16,
    TEL_FIXEDARRAY = 19
};

typedef enum field_type
{
    F_U8,
    F_U32,
    F_U64,
    F_BOOL,
    F_F32,
    F_U32X3,
    F_U8X20
} field_type;

typedef struct tel_field
{
    const char *name;
    field_type type;
} tel_field;

static const tel_field k_firmware_fields[] = {
    {"version", F_U32}, {"serial_number", F_U32X3}, {"model", F_U32}, {"family", F_U8}, {"hwrev", F_U8}, {NULL, F_U8}};
static const tel_field k_git_fields[] = {{"hash", F_U8X20}, {"dirty", F_BOOL}, {"timestamp", F_U64}, {NULL, F_U8}};
static const tel_field k_servo_stats_fields[] = {
    {"mode", F_U8},          {"fault", F_U8},       {"position", F_F32}, {"velocity", F_F32},
    {"torque_Nm", F_F32},    {"q_A", F_F32},        {"temperature_C", F_F32},
    {"bus_V", F_F32},        {NULL, F_U8}};

static const struct
{
    const char *name;
    const tel_field *fields;
} k_channels[] = {{"firmware", k_firmware_fields}, {"git", k_git_fields}, {"servo_stats", k_servo_stats_fields}};
#define CHANNEL_COUNT (sizeof k_channels / sizeof k_channels[0])

typedef struct blob
{
    uint8_t data[RESPONSE_MAX - 40];
    size_t used;
} blob;

static void blob_byte(blob *b, uint8_t byte)
{
    if (b->used < sizeof b->data)
        b->data[b->used++] = byte;
}

static void blob_uint(blob *b, uint64_t value, unsigned bytes)
{
    for (unsigned i = 0; i < bytes; ++i)
        blob_byte(b, i < 8 ? (uint8_t)(value >> (8 * i)) : 0u); /* wider fields are zero-extended */
}

static void blob_string(blob *b, const char *text)
{
    const size_t length = strlen(text); /* names are short: a one-byte varuint */
    blob_byte(b, (uint8_t)length);
    for (size_t i = 0; i < length; ++i)
        blob_byte(b, (uint8_t)text[i]);
}

static void write_schema(blob *b, const tel_field *fields)
{
    blob_byte(b, TEL_OBJECT);
    blob_byte(b, 0); /* object flags */
    for (const tel_field *f = fields; f->name; ++f) {
        blob_byte(b, 0); /* field flags */
        blob_string(b, f->name);
        blob_byte(b, 0); /* no aliases */
        switch (f->type) {
        case F_U32X3:
        case F_U8X20:
            blob_byte(b, TEL_FIXEDARRAY);
            blob_byte(b, f->type == F_U32X3 ? 3 : 20);
            blob_byte(b, TEL_FIXEDUINT);
            blob_byte(b, f->type == F_U32X3 ? 4 : 1);
            break;
        case F_BOOL:
            blob_byte(b, TEL_BOOLEAN);
            break;
        case F_F32:
            blob_byte(b, TEL_FLOAT32);
            break;
        default:
            blob_byte(b, TEL_FIXEDUINT);
            blob_byte(b, f->type == F_U8 ? 1 : f->type == F_U32 ? 4 : 8);
            break;
        }
        blob_byte(b, 0); /* no default */
    }
    const uint8_t final_field[] = {0, 0, 0, TEL_FINAL, 0}; /* flags, "", no aliases, final, no default */
    for (size_t i = 0; i < sizeof final_field; ++i)
        blob_byte(b, final_field[i]);
}

static void blob_float(blob *b, float value)
{
    uint32_t bits;
    memcpy(&bits, &value, sizeof bits);
    blob_uint(b, bits, 4);
}

static void write_data(blob *b, const ls_moteus_servo *servo, unsigned channel)
{
    const ls_servo_model *m = &servo->model;
    if (channel == 0) { /* firmware */
        blob_uint(b, (uint32_t)ls_moteus_firmware_number(), 4);
        blob_uint(b, 0x4c53494du, 4); /* serial number: "LSIM", 0, the ID */
        blob_uint(b, 0, 4);
        blob_uint(b, servo->id, 4);
        blob_uint(b, LS_MOTEUS_MODEL_NUMBER, 4);
        blob_uint(b, 0, 1);
        blob_uint(b, 0, 1);
    } else if (channel == 1) { /* git: the simulator is not built from a moteus tree */
        blob_uint(b, 0, 20);
        blob_byte(b, 0);
        blob_uint(b, 0, 8);
    } else {
        blob_byte(b, (uint8_t)ls_moteus_mode(servo));
        blob_byte(b, (uint8_t)m->fault);
        blob_float(b, m->position_rev);
        blob_float(b, m->velocity_rps);
        blob_float(b, m->torque_nm);
        blob_float(b, m->current_a);
        blob_float(b, m->temperature_c);
        blob_float(b, m->voltage_v);
    }
}

static int find_channel(const char *name)
{
    for (unsigned i = 0; i < CHANNEL_COUNT; ++i) {
        if (strcmp(k_channels[i].name, name) == 0)
            return (int)i;
    }
    return -1;
}

static void emit_blob(ls_moteus_diag *d, const char *prefix, const char *name, const blob *b)
{
    uint8_t size[4];
    for (unsigned i = 0; i < 4; ++i)
        size[i] = (uint8_t)(b->used >> (8 * i));
    out_text(d, prefix);
    out_text(d, name);
    out_text(d, "\r\n");
    out_bytes(d, size, sizeof size);
    out_bytes(d, b->data, b->used);
}

static void tel_command(ls_moteus_servo *servo, char *args)
{
    ls_moteus_diag *d = &servo->diag;
    const char *sub = next_token(&args);
    if (strcmp(sub, "list") == 0) {
        for (unsigned i = 0; i < CHANNEL_COUNT; ++i) {
            out_text(d, k_channels[i].name);
            out_text(d, "\r\n");
        }
        out_text(d, "OK\r\n");
    } else if (strcmp(sub, "stop") == 0 || strcmp(sub, "text") == 0) {
        out_text(d, "OK\r\n"); /* nothing streams on its own here */
    } else if (strcmp(sub, "get") == 0 || strcmp(sub, "schema") == 0 || strcmp(sub, "rate") == 0 ||
               strcmp(sub, "fmt") == 0) {
        const char *name = next_token(&args);
        const int channel = find_channel(name);
        if (channel < 0) {
            out_text(d, "ERR unknown name\r\n");
            return;
        }
        blob b = {{0}, 0};
        if (sub[0] == 'g') {
            write_data(&b, servo, (unsigned)channel);
            emit_blob(d, "emit ", name, &b);
        } else if (sub[0] == 's') {
            write_schema(&b, k_channels[channel].fields);
            emit_blob(d, "schema ", name, &b);
        } else { /* rate, fmt: accepted; telemetry is sent only when asked for, in binary */
            out_text(d, "OK\r\n");
        }
    } else {
        out_text(d, "ERR unknown subcommand\r\n");
    }
}

/* ---- d (board debug) ---- */

/* Shifts the reported position so it reads `value` (the simulator has no
 * encoder fraction to keep, so "nearest" and "exact" agree). The setpoint and
 * a position target move with it: nothing moves. */
static void set_output_position(ls_moteus_servo *servo, double value)
{
    ls_servo_model *m = &servo->model;
    const float delta = (float)value - m->position_rev;
    m->position_rev = (float)value;
    m->setpoint_rev += delta;
    if (!isnan(m->command.position_rev))
        m->command.position_rev += delta;
    if (!isnan(servo->commands.position_rev))
        servo->commands.position_rev += delta;
}

static void d_command(ls_moteus_servo *servo, char *args)
{
    ls_moteus_diag *d = &servo->diag;
    const char *sub = next_token(&args);
    if (strcmp(sub, "stop") == 0) {
        ls_servo_stop(&servo->model, servo->model.time_ns);
        servo->mode = LS_MOTEUS_MODE_STOPPED;
        out_text(d, "OK\r\n");
        return;
    }
    const int exact = strcmp(sub, "exact") == 0 || strcmp(sub, "index") == 0;
    if (exact || strcmp(sub, "rezero") == 0 || strcmp(sub, "nearest") == 0 || strcmp(sub, "cfg-set-output") == 0) {
        const char *text = next_token(&args);
        double value = 0.0;
        const int missing = *text == '\0';
        if ((!missing && parse_number(text, &value) != 0) || !isfinite(value) || fabs(value) > VALUE_LIMIT ||
            (exact && missing)) {
            out_text(d, exact ? "ERR missing index value\r\n" : "ERR invalid position\r\n");
            return;
        }
        set_output_position(servo, value);
        out_text(d, "OK\r\n");
        return;
    }
    out_text(d, "ERR unknown command\r\n");
}

/* ---- the console ---- */

static void run_line(ls_moteus_servo *servo, char *line)
{
    char *cursor = line;
    const char *group = next_token(&cursor);
    if (*group == '\0')
        return; /* empty lines get no answer, as mjlib's command manager */
    if (strcmp(group, "conf") == 0)
        conf_command(servo, cursor);
    else if (strcmp(group, "tel") == 0)
        tel_command(servo, cursor);
    else if (strcmp(group, "d") == 0)
        d_command(servo, cursor);
    else
        out_text(&servo->diag, "ERR unknown command\r\n");
}

/* Assembles lines from the input ring and runs them while their replies fit. */
static void pump(ls_moteus_servo *servo)
{
    ls_moteus_diag *d = &servo->diag;
    continue_enumerate(servo);
    while (d->enumerate_next < 0 && d->in_count > 0) {
        const uint8_t byte = d->in[d->in_head];
        const int end = byte == '\n' || byte == '\r';
        if (end && !d->discarding && d->line_length > 0 && out_free(d) < RESPONSE_MAX)
            return; /* the reply would not fit yet: wait for a poll */
        d->in_head = (d->in_head + 1) % sizeof d->in;
        --d->in_count;
        if (end) {
            if (!d->discarding && d->line_length > 0) {
                d->line[d->line_length] = '\0';
                run_line(servo, d->line);
            }
            d->discarding = 0;
            d->line_length = 0;
        } else if (d->discarding) {
            continue;
        } else if (d->line_length + 1 >= sizeof d->line) {
            d->discarding = 1; /* overlong: dropped up to its end */
            d->line_length = 0;
            ++d->overlong_lines;
        } else {
            d->line[d->line_length++] = byte == '\0' ? ' ' : (char)byte;
        }
    }
}

void ls_moteus_diag_init(ls_moteus_diag *diag)
{
    memset(diag, 0, sizeof *diag);
    diag->enumerate_next = -1;
}

void ls_moteus_diag_receive(ls_moteus_servo *servo, unsigned channel, const uint8_t *data, size_t length)
{
    ls_moteus_diag *d = &servo->diag;
    if (channel != LS_MOTEUS_DIAG_CHANNEL)
        return;
    for (size_t i = 0; i < length; ++i) {
        if (d->in_count == sizeof d->in) {
            d->dropped_bytes += (uint32_t)(length - i);
            break;
        }
        d->in[(d->in_head + d->in_count) % sizeof d->in] = data[i];
        ++d->in_count;
    }
    pump(servo);
}

size_t ls_moteus_diag_take(ls_moteus_servo *servo, unsigned channel, uint8_t *out, size_t capacity)
{
    ls_moteus_diag *d = &servo->diag;
    if (channel != LS_MOTEUS_DIAG_CHANNEL)
        return 0;
    pump(servo);
    size_t n = 0;
    for (; n < capacity && d->out_count > 0; ++n) {
        out[n] = d->out[d->out_head];
        d->out_head = (d->out_head + 1) % sizeof d->out;
        --d->out_count;
    }
    pump(servo);
    return n;
}
