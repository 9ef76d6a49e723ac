#ifndef LOOPSCOPE_DXL_SERVO_H
#define LOOPSCOPE_DXL_SERVO_H
/*
 * One simulated Dynamixel X-series servo (XM430-W350 by default): the control
 * table as a byte array with access rules, coupled to the servo model.
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

#define LS_DXL_TABLE_BYTES 256
#define LS_DXL_MODEL_XM430_W350 1020
#define LS_DXL_MODEL_XL430_W250 1060
#define LS_DXL_FIRMWARE 48

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
    LS_DXL_ADDR_PRESENT_TEMPERATURE = 146
};

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
    ls_servo_model model;
    int registered; /* a REG_WRITE waits for ACTION */
    uint16_t registered_address;
    uint16_t registered_length;
    uint8_t registered_data[LS_DXL_TABLE_BYTES];
} ls_dxl_servo;

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
/* The error byte's alert bit (0x80) when a hardware error is set. */
uint8_t ls_dxl_alert(const ls_dxl_servo *servo);

#ifdef __cplusplus
}
#endif
#endif
