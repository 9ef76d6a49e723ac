#include "dxl_servo.h"

#include <math.h>
#include <string.h>

#define TICKS_PER_REV 4096.0f
#define RPM_PER_UNIT 0.229f
#define AMPS_PER_UNIT 0.00269f
#define ACCEL_RPM2_PER_UNIT 214.577f
#define PWM_FULL 885.0f
#define WATCHDOG_UNIT_NS 20000000ull
#define WATCHDOG_EXPIRED 0xff

enum { F_RO = 1, F_SIGNED = 2, F_GOAL = 4, F_CURRENT = 8 /* only on models with current control */ };

/* X-series control table (protocols.md §2 and the ROBOTIS e-Manual); the
 * model-specific defaults and ranges are set from ls_dxl_model_spec. */
static const ls_dxl_field k_fields[] = {
    {0, 2, F_RO, 0, 65535, LS_DXL_MODEL_XM430_W350},
    {2, 4, F_RO, 0, 0, 0},
    {6, 1, F_RO, 0, 255, LS_DXL_FIRMWARE},
    {7, 1, 0, 0, 252, 1},
    {8, 1, 0, 0, 7, 1},
    {9, 1, 0, 0, 254, 250},
    {10, 1, 0, 0, 13, 0},
    {11, 1, 0, 0, 16, 3},
    {12, 1, 0, 0, 255, 255},
    {13, 1, 0, 2, 2, 2},
    {20, 4, F_SIGNED, -1044479, 1044479, 0},
    {24, 4, 0, 0, 1023, 10},
    {31, 1, 0, 0, 100, 80},
    {32, 2, 0, 95, 160, 160},
    {34, 2, 0, 95, 160, 95},
    {36, 2, 0, 0, 885, 885},
    {38, 2, F_CURRENT, 0, 1193, 1193},
    {44, 4, 0, 0, 1023, 200},
    {48, 4, 0, 0, 4095, 4095},
    {52, 4, 0, 0, 4095, 0},
    {60, 1, 0, 0, 3, 0},
    {63, 1, 0, 0, 255, 52},
    {64, 1, 0, 0, 1, 0},
    {65, 1, 0, 0, 1, 0},
    {68, 1, 0, 0, 2, 2},
    {69, 1, F_RO, 0, 1, 0},
    {70, 1, F_RO, 0, 255, 0},
    {76, 2, 0, 0, 16383, 1920},
    {78, 2, 0, 0, 16383, 100},
    {80, 2, 0, 0, 16383, 0},
    {82, 2, 0, 0, 16383, 0},
    {84, 2, 0, 0, 16383, 800},
    {88, 2, 0, 0, 16383, 0},
    {90, 2, 0, 0, 16383, 0},
    {98, 1, 0, 0, 127, 0},
    {100, 2, F_SIGNED | F_GOAL, -885, 885, 0},
    {102, 2, F_SIGNED | F_GOAL | F_CURRENT, -1193, 1193, 0},
    {104, 4, F_SIGNED | F_GOAL, -1023, 1023, 0},
    {108, 4, 0, 0, 32767, 0},
    {112, 4, 0, 0, 32767, 0},
    {116, 4, F_SIGNED | F_GOAL, -1048575, 1048575, 0},
    {120, 2, F_RO, 0, 32767, 0},
    {122, 1, F_RO, 0, 1, 0},
    {123, 1, F_RO, 0, 255, 0},
    {124, 2, F_RO | F_SIGNED, -885, 885, 0},
    {126, 2, F_RO | F_SIGNED, -32768, 32767, 0},
    {128, 4, F_RO | F_SIGNED, INT32_MIN, INT32_MAX, 0},
    {132, 4, F_RO | F_SIGNED, INT32_MIN, INT32_MAX, 0},
    {136, 4, F_RO | F_SIGNED, INT32_MIN, INT32_MAX, 0},
    {140, 4, F_RO | F_SIGNED, INT32_MIN, INT32_MAX, 0},
    {144, 2, F_RO, 0, 65535, 0},
    {146, 1, F_RO, 0, 255, 0},
    {147, 1, F_RO, 0, 1, 0},
};
#define BASE_FIELD_COUNT (sizeof k_fields / sizeof k_fields[0])
#define INDIRECT_LOW 64
#define INDIRECT_HIGH 661

/* Stall torque / current and no-load speed at 12 V (11.1 V for the XL430,
 * its recommended supply), gains and limits from each model's e-Manual page. */
static const ls_dxl_model_spec k_models[] = {
    {LS_DXL_MODEL_XM430_W350, "XM430-W350", 1, 80, 95, 160, 200, 1193, 1920, 0, 800, 4.1f, 2.3f, 46.0f, 12.0f},
    {LS_DXL_MODEL_XL430_W250, "XL430-W250", 0, 72, 60, 140, 265, 0, 1000, 4000, 640, 1.4f, 1.3f, 57.0f, 11.1f},
    {LS_DXL_MODEL_XM540_W270, "XM540-W270", 1, 80, 95, 160, 128, 2047, 1920, 0, 800, 10.6f, 4.4f, 30.0f,
     12.0f},
};

const ls_dxl_model_spec *ls_dxl_model_find(uint16_t number)
{
    for (unsigned i = 0; i < sizeof k_models / sizeof k_models[0]; ++i) {
        if (k_models[i].number == number)
            return &k_models[i];
    }
    return NULL;
}

static void add_field(ls_dxl_servo *s, uint16_t address, uint8_t size, uint8_t flags, int32_t min, int32_t max,
                      int32_t value)
{
    if (s->field_count < LS_DXL_MAX_FIELDS) {
        const ls_dxl_field f = {address, size, flags, min, max, value};
        s->fields[s->field_count++] = f;
    }
}

/* This model's fields: the X-series list with its own defaults and ranges,
 * then the 56 Indirect Address fields. */
static void build_fields(ls_dxl_servo *s)
{
    const ls_dxl_model_spec *m = s->spec;
    s->field_count = 0;
    for (unsigned i = 0; i < BASE_FIELD_COUNT; ++i) {
        ls_dxl_field f = k_fields[i];
        if ((f.flags & F_CURRENT) && !m->has_current)
            continue;
        switch (f.address) {
        case 31: f.value = m->temperature_limit; break;
        case 32: f.min = m->voltage_low; f.max = m->voltage_high; f.value = m->voltage_high; break;
        case 34: f.min = m->voltage_low; f.max = m->voltage_high; f.value = m->voltage_low; break;
        case 38: f.max = m->current_limit; f.value = m->current_limit; break;
        case 44: f.value = m->velocity_limit; break;
        case 76: f.value = m->velocity_i_gain; break;
        case 80: f.value = m->position_d_gain; break;
        case 84: f.value = m->position_p_gain; break;
        case 102: f.min = -m->current_limit; f.max = m->current_limit; break;
        case 126:
            if (!m->has_current) { /* Present Load, 0.1 % */
                f.min = -1000;
                f.max = 1000;
            }
            break;
        default: break;
        }
        add_field(s, f.address, f.size, f.flags, f.min, f.max, f.value);
        if (f.address == 147) {
            for (unsigned k = 0; k < LS_DXL_INDIRECT_COUNT; ++k)
                add_field(s, (uint16_t)(LS_DXL_ADDR_INDIRECT_ADDRESS_1 + 2 * k), 2, 0, INDIRECT_LOW, INDIRECT_HIGH,
                          (int32_t)(LS_DXL_ADDR_INDIRECT_DATA_1 + k));
        }
    }
    for (unsigned k = 0; k < LS_DXL_INDIRECT_COUNT; ++k)
        add_field(s, (uint16_t)(LS_DXL_ADDR_INDIRECT_ADDRESS_29 + 2 * k), 2, 0, INDIRECT_LOW, INDIRECT_HIGH,
                  (int32_t)(LS_DXL_ADDR_INDIRECT_DATA_29 + k));
}

static int32_t get(const ls_dxl_servo *s, uint16_t address, unsigned size, int is_signed)
{
    uint32_t raw = 0;
    for (unsigned i = 0; i < size; ++i)
        raw |= (uint32_t)s->table[address + i] << (8 * i);
    if (is_signed && size == 2)
        return (int16_t)(uint16_t)raw;
    if (is_signed && size == 1)
        return (int8_t)(uint8_t)raw;
    return (int32_t)raw;
}

static int32_t decode(const uint8_t *data, const ls_dxl_field *f)
{
    uint32_t raw = 0;
    for (unsigned i = 0; i < f->size; ++i)
        raw |= (uint32_t)data[i] << (8 * i);
    if ((f->flags & F_SIGNED) && f->size == 2)
        return (int16_t)(uint16_t)raw;
    return (int32_t)raw;
}

static void put(ls_dxl_servo *s, uint16_t address, unsigned size, int32_t value)
{
    for (unsigned i = 0; i < size; ++i)
        s->table[address + i] = (uint8_t)((uint32_t)value >> (8 * i));
}

int32_t ls_dxl_clamp_round(float value, int32_t low, int32_t high)
{
    if (isnan(value))
        return 0;
    const double r = round((double)value); /* exact for every float; compared before any cast */
    if (r <= (double)low)
        return low;
    if (r >= (double)high)
        return high;
    return (int32_t)r;
}

#define clamp_round ls_dxl_clamp_round

static void load_defaults(ls_dxl_servo *s, int keep_id, int keep_baud)
{
    const uint8_t id = s->table[LS_DXL_ADDR_ID];
    const uint8_t baud = s->table[LS_DXL_ADDR_BAUD];
    memset(s->table, 0, sizeof s->table);
    for (unsigned i = 0; i < s->field_count; ++i)
        put(s, s->fields[i].address, s->fields[i].size, s->fields[i].value);
    put(s, LS_DXL_ADDR_MODEL, 2, s->model_number);
    if (keep_id)
        s->table[LS_DXL_ADDR_ID] = id;
    if (keep_baud)
        s->table[LS_DXL_ADDR_BAUD] = baud;
}

static float present_rev(const ls_dxl_servo *s)
{
    return s->model.position_rev;
}

/* Goal position field → model revolutions (homing offset applied). */
static float goal_rev(const ls_dxl_servo *s)
{
    return (float)(get(s, LS_DXL_ADDR_GOAL_POSITION, 4, 1) - get(s, 20, 4, 1)) / TICKS_PER_REV;
}

static void reset_ram(ls_dxl_servo *s, uint64_t now_ns)
{
    for (unsigned i = 0; i < s->field_count; ++i) {
        if (s->fields[i].address >= LS_DXL_ADDR_TORQUE_ENABLE)
            put(s, s->fields[i].address, s->fields[i].size, s->fields[i].value);
    }
    ls_servo_stop(&s->model, now_ns);
    ls_servo_set_watchdog(&s->model, 0, now_ns);
    put(s, LS_DXL_ADDR_GOAL_POSITION, 4,
        clamp_round(present_rev(s) * TICKS_PER_REV, -1048575, 1048575) + get(s, 20, 4, 1));
    s->registered = 0;
}

void ls_dxl_servo_init(ls_dxl_servo *s, uint8_t id, uint8_t baud_index, uint16_t model_number,
                       uint64_t now_ns)
{
    memset(s, 0, sizeof *s);
    s->model_number = model_number;
    s->spec = ls_dxl_model_find(model_number);
    if (!s->spec)
        s->spec = ls_dxl_model_find(LS_DXL_MODEL_XM430_W350);
    build_fields(s);
    load_defaults(s, 0, 0);
    s->table[LS_DXL_ADDR_ID] = id;
    s->table[LS_DXL_ADDR_BAUD] = baud_index;
    ls_servo_params params;
    ls_servo_params_xm430(&params);
    /* Scale the XM430-W350 mechanics to this model's stall torque (gains and
     * friction with it, so the loops keep their shape) and take its speed,
     * torque constant, winding resistance and supply. */
    const float ratio = s->spec->stall_torque_nm / params.torque_limit_nm;
    params.inertia_kgm2 *= ratio;
    params.viscous_nm_per_rps *= ratio;
    params.coulomb_nm *= ratio;
    params.kp_nm_per_rev *= ratio;
    params.kd_nm_per_rps *= ratio;
    params.velocity_ki_nm_per_rev *= ratio;
    params.integral_limit_nm *= ratio;
    params.torque_limit_nm = s->spec->stall_torque_nm;
    params.no_load_speed_rps = s->spec->no_load_rpm / 60.0f;
    params.torque_constant_nm_per_a = s->spec->stall_torque_nm / s->spec->stall_current_a;
    params.winding_ohm = s->spec->supply_v / s->spec->stall_current_a;
    params.supply_v = s->spec->supply_v;
    params.over_temperature_c = 1000.0f; /* the control table's limits apply (refresh) */
    params.under_voltage_v = 0.0f;
    params.over_voltage_v = 1000.0f;
    ls_servo_init(&s->model, &params, 0.5f, now_ns);
    reset_ram(s, now_ns);
}

uint8_t ls_dxl_id(const ls_dxl_servo *s)
{
    return s->table[LS_DXL_ADDR_ID];
}

uint32_t ls_dxl_baud(const ls_dxl_servo *s)
{
    static const uint32_t rates[] = {9600, 57600, 115200, 1000000, 2000000, 3000000, 4000000, 4500000};
    const uint8_t index = s->table[LS_DXL_ADDR_BAUD];
    return index < 8 ? rates[index] : 0;
}

int ls_dxl_baud_index(uint32_t baud)
{
    static const uint32_t rates[] = {9600, 57600, 115200, 1000000, 2000000, 3000000, 4000000, 4500000};
    for (int i = 0; i < 8; ++i) {
        if (rates[i] == baud)
            return i;
    }
    return -1;
}

uint64_t ls_dxl_return_delay_ns(const ls_dxl_servo *s)
{
    return (uint64_t)s->table[LS_DXL_ADDR_RETURN_DELAY] * 2000u;
}

uint8_t ls_dxl_alert(const ls_dxl_servo *s)
{
    return s->table[LS_DXL_ADDR_HARDWARE_ERROR] ? LS_DXL_ERR_ALERT : 0;
}

void ls_dxl_servo_touch(ls_dxl_servo *s, uint64_t now_ns)
{
    ls_servo_feed(&s->model, now_ns);
}

static float amps(int32_t units)
{
    return (float)units * AMPS_PER_UNIT;
}

/* Turns the control table's goals into a model command (torque on) or stops. */
static void update_model(ls_dxl_servo *s, uint64_t now_ns)
{
    if (!s->table[LS_DXL_ADDR_TORQUE_ENABLE]) {
        if (s->model.command.control != LS_SERVO_OFF)
            ls_servo_stop(&s->model, now_ns);
        return;
    }
    const float kt = s->model.params.torque_constant_nm_per_a;
    ls_servo_command c;
    ls_servo_command_default(&c);
    c.max_torque_nm = s->spec->has_current ? amps(get(s, 38, 2, 0)) * kt
                                           : (float)get(s, 36, 2, 0) / PWM_FULL * s->model.params.torque_limit_nm;
    const int32_t profile_velocity = get(s, LS_DXL_ADDR_PROFILE_VELOCITY, 4, 0);
    const int32_t profile_accel = get(s, LS_DXL_ADDR_PROFILE_ACCELERATION, 4, 0);
    switch (s->table[LS_DXL_ADDR_OPERATING_MODE]) {
    case 0: /* current */
        c.control = LS_SERVO_TORQUE;
        c.feedforward_nm = amps(get(s, LS_DXL_ADDR_GOAL_CURRENT, 2, 1)) * kt;
        break;
    case 1: /* velocity */
        c.control = LS_SERVO_POSITION;
        c.velocity_rps = (float)get(s, LS_DXL_ADDR_GOAL_VELOCITY, 4, 1) * RPM_PER_UNIT / 60.0f;
        c.kd_scale = (float)get(s, 78, 2, 0) / 100.0f;  /* Velocity P Gain, default 100 */
        c.ki_scale = (float)get(s, 76, 2, 0) / 1920.0f; /* Velocity I Gain, default 1920 */
        break;
    case 16: /* PWM */
        c.control = LS_SERVO_TORQUE;
        c.feedforward_nm =
            (float)get(s, LS_DXL_ADDR_GOAL_PWM, 2, 1) / PWM_FULL * s->model.params.torque_limit_nm;
        break;
    default: /* 3 position, 4 extended position, 5 current-based position */
        c.control = LS_SERVO_POSITION;
        c.position_rev = goal_rev(s);
        c.kp_scale = (float)get(s, 84, 2, 0) / 800.0f;
        if (profile_velocity > 0)
            c.velocity_limit_rps = (float)profile_velocity * RPM_PER_UNIT / 60.0f;
        if (profile_accel > 0)
            c.accel_limit_rps2 = (float)profile_accel * ACCEL_RPM2_PER_UNIT / 3600.0f;
        if (s->table[LS_DXL_ADDR_OPERATING_MODE] == 5)
            c.max_torque_nm =
                fminf(c.max_torque_nm, fabsf(amps(get(s, LS_DXL_ADDR_GOAL_CURRENT, 2, 1))) * kt);
        break;
    }
    if (s->model.fault || s->model.timed_out)
        ls_servo_stop(&s->model, now_ns);
    ls_servo_apply(&s->model, &c, now_ns);
}

void ls_dxl_servo_refresh(ls_dxl_servo *s, uint64_t now_ns)
{
    ls_servo_model *m = &s->model;
    ls_servo_advance(m, now_ns);
    if (m->timed_out) {
        s->table[LS_DXL_ADDR_BUS_WATCHDOG] = WATCHDOG_EXPIRED;
        s->table[LS_DXL_ADDR_TORQUE_ENABLE] = 0;
        ls_servo_set_watchdog(m, 0, now_ns);
        ls_servo_stop(m, now_ns);
    }
    uint8_t error = s->table[LS_DXL_ADDR_HARDWARE_ERROR];
    const float volts = m->voltage_v * 10.0f;
    if (volts > (float)get(s, 32, 2, 0) || volts < (float)get(s, 34, 2, 0))
        error |= LS_DXL_HW_VOLTAGE;
    if (m->temperature_c > (float)s->table[31])
        error |= LS_DXL_HW_OVERHEAT;
    s->table[LS_DXL_ADDR_HARDWARE_ERROR] = error;
    if ((error & s->table[LS_DXL_ADDR_SHUTDOWN]) && s->table[LS_DXL_ADDR_TORQUE_ENABLE]) {
        s->table[LS_DXL_ADDR_TORQUE_ENABLE] = 0;
        ls_servo_stop(m, now_ns);
    }
    const int32_t offset = get(s, 20, 4, 1);
    const float velocity_units = m->velocity_rps * 60.0f / RPM_PER_UNIT;
    const int32_t position =
        clamp_round(m->position_rev * TICKS_PER_REV, INT32_MIN / 2, INT32_MAX / 2) + offset;
    put(s, 120, 2, (int32_t)((now_ns / 1000000u) % 32768u));
    put(s, 122, 1, fabsf(velocity_units) > (float)get(s, 24, 4, 0));
    put(s, 123, 1, m->trajectory_done ? 0x01 : 0x02);
    put(s, 124, 2, clamp_round(m->torque_nm / m->params.torque_limit_nm * PWM_FULL, -885, 885));
    if (s->spec->has_current)
        put(s, LS_DXL_ADDR_PRESENT_CURRENT, 2, clamp_round(m->current_a / AMPS_PER_UNIT, -32767, 32767));
    else /* Present Load, 0.1 % of the stall torque */
        put(s, LS_DXL_ADDR_PRESENT_CURRENT, 2, clamp_round(m->torque_nm / m->params.torque_limit_nm * 1000.0f, -1000, 1000));
    put(s, LS_DXL_ADDR_PRESENT_VELOCITY, 4, clamp_round(velocity_units, -1000000, 1000000));
    put(s, LS_DXL_ADDR_PRESENT_POSITION, 4, position);
    put(s, 136, 4, clamp_round(m->setpoint_rps * 60.0f / RPM_PER_UNIT, -1000000, 1000000));
    put(s, 140, 4, clamp_round(m->setpoint_rev * TICKS_PER_REV, INT32_MIN / 2, INT32_MAX / 2) + offset);
    put(s, LS_DXL_ADDR_PRESENT_VOLTAGE, 2, clamp_round(volts, 0, 65535));
    put(s, LS_DXL_ADDR_PRESENT_TEMPERATURE, 1, clamp_round(m->temperature_c, 0, 255));
}

/* The table byte an access to `address` reaches: Indirect Data bytes lead
 * to the address their Indirect Address holds (-1 when that is itself
 * Indirect Data: no chains). */
static int resolve(const ls_dxl_servo *s, uint32_t address)
{
    uint32_t slot = 0;
    if (address >= LS_DXL_ADDR_INDIRECT_DATA_1 && address < LS_DXL_ADDR_INDIRECT_DATA_1 + LS_DXL_INDIRECT_COUNT)
        slot = LS_DXL_ADDR_INDIRECT_ADDRESS_1 + 2 * (address - LS_DXL_ADDR_INDIRECT_DATA_1);
    else if (address >= LS_DXL_ADDR_INDIRECT_DATA_29 &&
             address < LS_DXL_ADDR_INDIRECT_DATA_29 + LS_DXL_INDIRECT_COUNT)
        slot = LS_DXL_ADDR_INDIRECT_ADDRESS_29 + 2 * (address - LS_DXL_ADDR_INDIRECT_DATA_29);
    else
        return (int)address;
    const uint32_t target = (uint32_t)get(s, (uint16_t)slot, 2, 0);
    const int chained = (target >= LS_DXL_ADDR_INDIRECT_DATA_1 &&
                         target < LS_DXL_ADDR_INDIRECT_DATA_1 + LS_DXL_INDIRECT_COUNT) ||
                        target >= LS_DXL_ADDR_INDIRECT_DATA_29;
    return chained || target >= LS_DXL_TABLE_BYTES ? -1 : (int)target;
}

int ls_dxl_servo_read(ls_dxl_servo *s, uint16_t address, uint16_t length, uint8_t *out, uint64_t now_ns)
{
    if (length == 0)
        return LS_DXL_ERR_DATA_LENGTH;
    if ((uint32_t)address + length > LS_DXL_TABLE_BYTES)
        return LS_DXL_ERR_ACCESS;
    ls_dxl_servo_refresh(s, now_ns);
    for (uint32_t i = 0; i < length; ++i) {
        const int at = resolve(s, address + i);
        out[i] = at < 0 ? 0 : s->table[at];
    }
    return LS_DXL_ERR_NONE;
}

static int check_field(const ls_dxl_servo *s, const ls_dxl_field *f, int32_t value)
{
    if (f->flags & F_RO)
        return LS_DXL_ERR_ACCESS;
    if (f->address < LS_DXL_ADDR_TORQUE_ENABLE && s->table[LS_DXL_ADDR_TORQUE_ENABLE])
        return LS_DXL_ERR_ACCESS; /* EEPROM is locked while torque is on */
    if (value < f->min || value > f->max)
        return LS_DXL_ERR_DATA_RANGE;
    if ((f->flags & F_GOAL) && s->table[LS_DXL_ADDR_BUS_WATCHDOG] == WATCHDOG_EXPIRED)
        return LS_DXL_ERR_DATA_RANGE;
    const int32_t magnitude = value < 0 ? -value : value;
    switch (f->address) {
    case LS_DXL_ADDR_OPERATING_MODE:
        if (value == 1 || value == 3 || value == 4 || value == 16)
            return 0;
        return (value == 0 || value == 5) && s->spec->has_current ? 0 : LS_DXL_ERR_DATA_RANGE;
    case LS_DXL_ADDR_GOAL_PWM:
        return magnitude <= get(s, 36, 2, 0) ? 0 : LS_DXL_ERR_DATA_RANGE;
    case LS_DXL_ADDR_GOAL_CURRENT:
        return magnitude <= get(s, 38, 2, 0) ? 0 : LS_DXL_ERR_DATA_RANGE;
    case LS_DXL_ADDR_GOAL_VELOCITY:
        return magnitude <= get(s, 44, 4, 0) ? 0 : LS_DXL_ERR_DATA_RANGE;
    case LS_DXL_ADDR_GOAL_POSITION:
        if (s->table[LS_DXL_ADDR_OPERATING_MODE] == 3 &&
            (value < get(s, 52, 4, 0) || value > get(s, 48, 4, 0)))
            return LS_DXL_ERR_DATA_RANGE;
        return 0;
    default:
        return 0;
    }
}

int ls_dxl_servo_write(ls_dxl_servo *s, uint16_t address, const uint8_t *data, uint16_t length,
                       uint64_t now_ns)
{
    if (length == 0)
        return LS_DXL_ERR_DATA_LENGTH;
    if ((uint32_t)address + length > LS_DXL_TABLE_BYTES)
        return LS_DXL_ERR_ACCESS;
    ls_dxl_servo_refresh(s, now_ns);
    /* Stage the bytes where they land (Indirect Data → mapped addresses), then
     * check every field they touch as a whole before anything changes. */
    static uint8_t staged[LS_DXL_TABLE_BYTES]; /* static: off a small target's stack */
    static uint8_t hit[LS_DXL_TABLE_BYTES];
    memset(hit, 0, sizeof hit);
    for (uint32_t i = 0; i < length; ++i) {
        const int at = resolve(s, address + i);
        if (at < 0)
            continue;
        staged[at] = data[i];
        hit[at] = 1;
    }
    int any = 0;
    for (unsigned i = 0; i < s->field_count; ++i) {
        const ls_dxl_field *f = &s->fields[i];
        unsigned covered = 0;
        for (unsigned b = 0; b < f->size; ++b)
            covered += hit[f->address + b];
        if (covered == 0)
            continue;
        if (covered != f->size)
            return LS_DXL_ERR_DATA_LENGTH;
        const int error = check_field(s, f, decode(staged + f->address, f));
        if (error)
            return error;
        any = 1;
    }
    if (!any)
        return LS_DXL_ERR_ACCESS; /* no field of this model there (e.g. Goal Current on an XL430) */
    const int mode_before = s->table[LS_DXL_ADDR_OPERATING_MODE];
    for (unsigned i = 0; i < s->field_count; ++i) {
        const ls_dxl_field *f = &s->fields[i];
        if (!hit[f->address])
            continue;
        memcpy(s->table + f->address, staged + f->address, f->size);
    }
    if (hit[LS_DXL_ADDR_BUS_WATCHDOG])
        ls_servo_set_watchdog(&s->model, (uint64_t)s->table[LS_DXL_ADDR_BUS_WATCHDOG] * WATCHDOG_UNIT_NS,
                              now_ns);
    if (s->table[LS_DXL_ADDR_OPERATING_MODE] != mode_before)
        put(s, LS_DXL_ADDR_GOAL_POSITION, 4,
            clamp_round(present_rev(s) * TICKS_PER_REV, -1048575, 1048575) + get(s, 20, 4, 1));
    if (s->table[LS_DXL_ADDR_TORQUE_ENABLE] &&
        (s->table[LS_DXL_ADDR_HARDWARE_ERROR] & s->table[LS_DXL_ADDR_SHUTDOWN])) {
        s->table[LS_DXL_ADDR_TORQUE_ENABLE] = 0; /* only a reboot clears a shutdown */
        update_model(s, now_ns);
        return LS_DXL_ERR_RESULT_FAIL;
    }
    update_model(s, now_ns);
    return LS_DXL_ERR_NONE;
}

int ls_dxl_servo_factory_reset(ls_dxl_servo *s, uint8_t option, uint64_t now_ns)
{
    if (option != 0xff && option != 0x01 && option != 0x02)
        return LS_DXL_ERR_DATA_RANGE;
    if (s->table[LS_DXL_ADDR_TORQUE_ENABLE])
        return LS_DXL_ERR_ACCESS;
    load_defaults(s, option != 0xff, option == 0x02);
    reset_ram(s, now_ns);
    return LS_DXL_ERR_NONE;
}

void ls_dxl_servo_reboot(ls_dxl_servo *s, uint64_t now_ns)
{
    ls_servo_advance(&s->model, now_ns);
    reset_ram(s, now_ns);
    ls_dxl_servo_refresh(s, now_ns);
}

int ls_dxl_servo_clear_multi_turn(ls_dxl_servo *s, const uint8_t *p, size_t n, uint64_t now_ns)
{
    static const uint8_t key[5] = {0x01, 0x44, 0x58, 0x4c, 0x22}; /* option 1, "DXL\"" */
    if (n != sizeof key || memcmp(p, key, sizeof key) != 0)
        return LS_DXL_ERR_DATA_RANGE;
    ls_dxl_servo_refresh(s, now_ns);
    if (s->table[122])
        return LS_DXL_ERR_RESULT_FAIL; /* only while the servo stands still */
    const int32_t present = get(s, LS_DXL_ADDR_PRESENT_POSITION, 4, 1);
    const int32_t turns = (present >= 0 ? present : present - 4095) / 4096;
    if (turns == 0)
        return LS_DXL_ERR_NONE;
    /* Shift the model, its set point and the goal by whole turns: no motion. */
    s->model.position_rev -= (float)turns;
    s->model.setpoint_rev -= (float)turns;
    s->model.command.position_rev -= (float)turns;
    put(s, LS_DXL_ADDR_GOAL_POSITION, 4, get(s, LS_DXL_ADDR_GOAL_POSITION, 4, 1) - turns * 4096);
    ls_dxl_servo_refresh(s, now_ns);
    return LS_DXL_ERR_NONE;
}
