#ifndef LOOPSCOPE_DXL_SERVO_H
#define LOOPSCOPE_DXL_SERVO_H
/*
 * One simulated Dynamixel X-series servo: the control table of its model
 * (XM430-W350 1020, XL430-W250 1060, XM540-W270 1120; ROBOTIS e-Manual) as a
 * byte array with access rules, coupled to the servo model with that model's
 * stall torque, no-load speed and torque constant.
 *
 * Per model: XL430-W250 has no Current Limit (38) or Goal Current (102), no
 * current (0) or current-based position (5) mode, and its address 126 is
 * Present Load (0.1 % of stall torque); its limits (temperature 72 °C,
 * voltage 6.0-14.0 V, velocity limit 265) and gains differ. A write that
 * touches no field of the model (e.g. 102 on an XL430) is an access error;
 * a write across fields skips the gaps between them.
 *
 * Indirect addressing: Indirect Address 1..28 (168..222, 2 B each, RAM,
 * 64..661, default 224 + n - 1) map Indirect Data 1..28 (224..251); Indirect
 * Address 29..56 (578..632, default 634 + n - 29) map Indirect Data 29..56
 * (634..661). A read of Indirect Data returns the mapped bytes; a write goes
 * to the mapped bytes with the mapped fields' rules (read-only, EEPROM locked
 * by torque, range; a multi-byte field must be covered whole in one write).
 *
 * Access rules: read-only fields reject writes (access error); EEPROM fields
 * (addresses < 64) reject writes while Torque Enable is 1 (access error); a
 * write must cover whole fields (data length error); out-of-range values
 * (data range error) reject the whole write. Present values are refreshed
 * from the model before every read.
 *
 * Bus watchdog (address 98, 1..127 × 20 ms, 0 off): while torque is on, when
 * no instruction reaches the servo for that long, it stops (torque off), the
 * field reads 0xFF (-1, "expired") and writes to the goal fields (100..116)
 * get a data range error until 0 (or a new timeout) is written to 98.
 */
#include "dxl_packet.h"
#include "servo_model.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define LS_DXL_TABLE_BYTES 662 /* addresses 0..661 */
#define LS_DXL_MODEL_XM430_W350 1020
#define LS_DXL_MODEL_XL430_W250 1060
#define LS_DXL_MODEL_XM540_W270 1120
#define LS_DXL_FIRMWARE 48
#define LS_DXL_MAX_FIELDS 128
#define LS_DXL_INDIRECT_COUNT 28 /* per block */

enum {
    LS_DXL_ADDR_MODEL = 0,
    LS_DXL_ADDR_FIRMWARE = 6,
    LS_DXL_ADDR_ID = 7,
    LS_DXL_ADDR_BAUD = 8,
    LS_DXL_ADDR_RETURN_DELAY = 9,
    LS_DXL_ADDR_OPERATING_MODE = 11,
    LS_DXL_ADDR_SHUTDOWN = 63,
    LS_DXL_ADDR_TORQUE_ENABLE = 64,
    LS_DXL_ADDR_LED = 65,
    LS_DXL_ADDR_STATUS_RETURN_LEVEL = 68,
    LS_DXL_ADDR_REGISTERED = 69,
    LS_DXL_ADDR_HARDWARE_ERROR = 70,
    LS_DXL_ADDR_BUS_WATCHDOG = 98,
    LS_DXL_ADDR_GOAL_PWM = 100,
    LS_DXL_ADDR_GOAL_CURRENT = 102,
    LS_DXL_ADDR_GOAL_VELOCITY = 104,
    LS_DXL_ADDR_PROFILE_ACCELERATION = 108,
    LS_DXL_ADDR_PROFILE_VELOCITY = 112,
    LS_DXL_ADDR_GOAL_POSITION = 116,
    LS_DXL_ADDR_PRESENT_CURRENT = 126,
    LS_DXL_ADDR_PRESENT_VELOCITY = 128,
    LS_DXL_ADDR_PRESENT_POSITION = 132,
    LS_DXL_ADDR_PRESENT_VOLTAGE = 144,
    LS_DXL_ADDR_PRESENT_TEMPERATURE = 146,
    LS_DXL_ADDR_INDIRECT_ADDRESS_1 = 168,
    LS_DXL_ADDR_INDIRECT_DATA_1 = 224,
    LS_DXL_ADDR_INDIRECT_ADDRESS_29 = 578,
    LS_DXL_ADDR_INDIRECT_DATA_29 = 634
};

/* What differs between the modelled X-series servos (e-Manual pages). */
typedef struct ls_dxl_model_spec
{
    uint16_t number;
    const char *name;
    int has_current;           /* 38, 102, modes 0 and 5, 126 Present Current (else Present Load) */
    uint8_t temperature_limit; /* default of 31, °C */
    uint16_t voltage_low;      /* range of 32/34 (0.1 V): min default = low, max default = high */
    uint16_t voltage_high;
    uint16_t velocity_limit; /* default of 44 */
    uint16_t current_limit;  /* default and maximum of 38 (0 without current) */
    uint16_t velocity_i_gain, position_d_gain, position_p_gain; /* defaults of 76, 80, 84 */
    float stall_torque_nm;   /* at supply_v */
    float stall_current_a;
    float no_load_rpm;
    float supply_v;
} ls_dxl_model_spec;

/* The spec for a model number, NULL when it is not modelled. */
const ls_dxl_model_spec *ls_dxl_model_find(uint16_t number);

typedef struct ls_dxl_field
{
    uint16_t address;
    uint8_t size;
    uint8_t flags;
    int32_t min;
    int32_t max;
    int32_t value; /* factory default */
} ls_dxl_field;

/* Hardware error bits (address 70). */
enum {
    LS_DXL_HW_VOLTAGE = 1,
    LS_DXL_HW_OVERHEAT = 4,
    LS_DXL_HW_ENCODER = 8,
    LS_DXL_HW_SHOCK = 16,
    LS_DXL_HW_OVERLOAD = 32
};

typedef struct ls_dxl_servo
{
    uint8_t table[LS_DXL_TABLE_BYTES];
    uint16_t model_number;
    const ls_dxl_model_spec *spec;
    ls_dxl_field fields[LS_DXL_MAX_FIELDS]; /* this model's table, ascending */
    unsigned field_count;
    ls_servo_model model;
    int registered; /* a REG_WRITE waits for ACTION */
    uint16_t registered_address;
    uint16_t registered_length;
    uint8_t registered_data[LS_DXL_TABLE_BYTES];
} ls_dxl_servo;

/* model_number: one of ls_dxl_model_find's (others get the XM430-W350 table
 * and report the number given). */
void ls_dxl_servo_init(ls_dxl_servo *servo, uint8_t id, uint8_t baud_index, uint16_t model_number,
                       uint64_t now_ns);
uint8_t ls_dxl_id(const ls_dxl_servo *servo);
/* Baud rate in bit/s from address 8 (0 for an invalid index). */
uint32_t ls_dxl_baud(const ls_dxl_servo *servo);
/* Baud index for a rate, or -1 when the X series has none. */
int ls_dxl_baud_index(uint32_t baud);
/* Return delay from address 9, nanoseconds. */
uint64_t ls_dxl_return_delay_ns(const ls_dxl_servo *servo);
/* Any instruction that reaches the servo feeds its bus watchdog. */
void ls_dxl_servo_touch(ls_dxl_servo *servo, uint64_t now_ns);
/* Advances the model and refreshes the present values / hardware error. */
void ls_dxl_servo_refresh(ls_dxl_servo *servo, uint64_t now_ns);
/* Reads length bytes from address (after a refresh); returns an error code. */
int ls_dxl_servo_read(ls_dxl_servo *servo, uint16_t address, uint16_t length, uint8_t *out, uint64_t now_ns);
/* Writes (all or nothing); returns an error code (LS_DXL_ERR_*). */
int ls_dxl_servo_write(ls_dxl_servo *servo, uint16_t address, const uint8_t *data, uint16_t length,
                       uint64_t now_ns);
/* option 0xFF: everything; 0x01: all but ID; 0x02: all but ID and baud. */
int ls_dxl_servo_factory_reset(ls_dxl_servo *servo, uint8_t option, uint64_t now_ns);
void ls_dxl_servo_reboot(ls_dxl_servo *servo, uint64_t now_ns);
/* CLEAR (0x10) with option 0x01 "DXL\"": Present Position back into one turn
 * (0..4095) without moving. Result fail while Moving (122) is 1; data range
 * error for another option or key. */
int ls_dxl_servo_clear_multi_turn(ls_dxl_servo *servo, const uint8_t *params, size_t length, uint64_t now_ns);
/* Float to integer for the table: NaN → 0, rounded, saturated to [low, high]
 * (also ±inf and values beyond the int32 range). */
int32_t ls_dxl_clamp_round(float value, int32_t low, int32_t high);
/* The error byte's alert bit (0x80) when a hardware error is set. */
uint8_t ls_dxl_alert(const ls_dxl_servo *servo);

#ifdef __cplusplus
}
#endif
#endif
