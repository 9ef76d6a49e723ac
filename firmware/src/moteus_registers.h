#ifndef LOOPSCOPE_MOTEUS_REGISTERS_H
#define LOOPSCOPE_MOTEUS_REGISTERS_H
/*
 * moteus multiplex register numbers, value kinds and the scaling of each
 * integer width (protocols.md §1): value = raw × LSB; the most negative
 * integer of a width means NaN. Encoding follows the firmware's
 * ScaleSaturate (fw/moteus_controller.cc): a non-finite value (NaN or ±inf)
 * becomes the NaN integer, a finite one is divided by the LSB in float,
 * limited to ±max and truncated toward zero. Plain integers (mode, fault,
 * ...) are cast as the firmware's IntMapping does: the low bytes of the value.
 */
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
    LS_MOTEUS_REG_MODE = 0x000,
    LS_MOTEUS_REG_POSITION = 0x001,
    LS_MOTEUS_REG_VELOCITY = 0x002,
    LS_MOTEUS_REG_TORQUE = 0x003,
    LS_MOTEUS_REG_Q_CURRENT = 0x004,
    LS_MOTEUS_REG_D_CURRENT = 0x005,
    LS_MOTEUS_REG_ABS_POSITION = 0x006,
    LS_MOTEUS_REG_POWER = 0x007,
    LS_MOTEUS_REG_MOTOR_TEMPERATURE = 0x00A,
    LS_MOTEUS_REG_TRAJECTORY_COMPLETE = 0x00B,
    LS_MOTEUS_REG_HOME_STATE = 0x00C,
    LS_MOTEUS_REG_VOLTAGE = 0x00D,
    LS_MOTEUS_REG_BOARD_TEMPERATURE = 0x00E,
    LS_MOTEUS_REG_FAULT = 0x00F,
    LS_MOTEUS_REG_COMMAND_Q_CURRENT = 0x01C,
    LS_MOTEUS_REG_COMMAND_D_CURRENT = 0x01D,
    LS_MOTEUS_REG_COMMAND_POSITION = 0x020,
    LS_MOTEUS_REG_COMMAND_VELOCITY = 0x021,
    LS_MOTEUS_REG_COMMAND_FEEDFORWARD = 0x022,
    LS_MOTEUS_REG_COMMAND_KP_SCALE = 0x023,
    LS_MOTEUS_REG_COMMAND_KD_SCALE = 0x024,
    LS_MOTEUS_REG_COMMAND_MAX_TORQUE = 0x025,
    LS_MOTEUS_REG_COMMAND_STOP_POSITION = 0x026,
    LS_MOTEUS_REG_COMMAND_WATCHDOG = 0x027,
    LS_MOTEUS_REG_COMMAND_VELOCITY_LIMIT = 0x028,
    LS_MOTEUS_REG_COMMAND_ACCEL_LIMIT = 0x029,
    LS_MOTEUS_REG_COMMAND_ILIMIT_SCALE = 0x02B,
    LS_MOTEUS_REG_POSITION_KP = 0x030,
    LS_MOTEUS_REG_POSITION_KI = 0x031,
    LS_MOTEUS_REG_POSITION_KD = 0x032,
    LS_MOTEUS_REG_POSITION_FEEDFORWARD = 0x033,
    LS_MOTEUS_REG_POSITION_COMMAND_TORQUE = 0x034,
    LS_MOTEUS_REG_CONTROL_POSITION = 0x038,
    LS_MOTEUS_REG_CONTROL_VELOCITY = 0x039,
    LS_MOTEUS_REG_CONTROL_TORQUE = 0x03A,
    LS_MOTEUS_REG_ERROR_POSITION = 0x03B,
    LS_MOTEUS_REG_ERROR_VELOCITY = 0x03C,
    LS_MOTEUS_REG_ERROR_TORQUE = 0x03D,
    LS_MOTEUS_REG_STAY_WITHIN_LOWER = 0x040,
    LS_MOTEUS_REG_STAY_WITHIN_UPPER = 0x041,
    LS_MOTEUS_REG_STAY_WITHIN_FEEDFORWARD = 0x042,
    LS_MOTEUS_REG_STAY_WITHIN_KP_SCALE = 0x043,
    LS_MOTEUS_REG_STAY_WITHIN_KD_SCALE = 0x044,
    LS_MOTEUS_REG_STAY_WITHIN_MAX_TORQUE = 0x045,
    LS_MOTEUS_REG_STAY_WITHIN_TIMEOUT = 0x046,
    LS_MOTEUS_REG_STAY_WITHIN_ILIMIT_SCALE = 0x047,
    LS_MOTEUS_REG_ENCODER0_POSITION = 0x050,
    LS_MOTEUS_REG_ENCODER0_VELOCITY = 0x051,
    LS_MOTEUS_REG_AUX1_GPIO_STATUS = 0x05E,
    LS_MOTEUS_REG_AUX2_GPIO_STATUS = 0x05F,
    LS_MOTEUS_REG_MILLISECOND_COUNTER = 0x070,
    LS_MOTEUS_REG_MODEL = 0x100,
    LS_MOTEUS_REG_FIRMWARE = 0x101,
    LS_MOTEUS_REG_MAP_VERSION = 0x102,
    LS_MOTEUS_REG_ID = 0x110,
    LS_MOTEUS_REG_SERIAL_NUMBER1 = 0x120, /* ..0x122 */
    LS_MOTEUS_REG_SET_OUTPUT_NEAREST = 0x130,
    LS_MOTEUS_REG_SET_OUTPUT_EXACT = 0x131,
    LS_MOTEUS_REG_REQUIRE_REINDEX = 0x132,
    LS_MOTEUS_REG_DRIVER_FAULT1 = 0x140,
    LS_MOTEUS_REG_DRIVER_FAULT2 = 0x141,
    LS_MOTEUS_REG_UUID1 = 0x150, /* ..0x153 */
    LS_MOTEUS_REG_UUID_MASK_CAPABLE = 0x158
};

enum {
    LS_MOTEUS_MODE_STOPPED = 0,
    LS_MOTEUS_MODE_FAULT = 1,
    LS_MOTEUS_MODE_CURRENT = 9,
    LS_MOTEUS_MODE_POSITION = 10,
    LS_MOTEUS_MODE_TIMEOUT = 11,
    LS_MOTEUS_MODE_ZERO_VELOCITY = 12,
    LS_MOTEUS_MODE_STAY_WITHIN = 13,
    LS_MOTEUS_MODE_BRAKE = 15,
    LS_MOTEUS_MODE_COUNT = 16 /* kNumModes: writes of this or above are refused */
};

/* What a register holds decides its integer scaling. */
typedef enum ls_moteus_kind {
    LS_MOTEUS_KIND_NONE = 0, /* unknown register */
    LS_MOTEUS_KIND_INT,      /* plain integer (mode, fault, identity) */
    LS_MOTEUS_KIND_POSITION,
    LS_MOTEUS_KIND_VELOCITY,
    LS_MOTEUS_KIND_ACCELERATION,
    LS_MOTEUS_KIND_TORQUE,
    LS_MOTEUS_KIND_CURRENT,
    LS_MOTEUS_KIND_VOLTAGE,
    LS_MOTEUS_KIND_TEMPERATURE,
    LS_MOTEUS_KIND_TIME,
    LS_MOTEUS_KIND_SCALE,
    LS_MOTEUS_KIND_POWER,
    LS_MOTEUS_KIND_IDENTITY /* int32 only: other widths are read errors (firmware: `if (type != 2) break;`) */
} ls_moteus_kind;

/* Widths as in the opcode's type bits: 0 int8, 1 int16, 2 int32, 3 float. */
enum { LS_MOTEUS_INT8 = 0, LS_MOTEUS_INT16 = 1, LS_MOTEUS_INT32 = 2, LS_MOTEUS_FLOAT = 3 };

unsigned ls_moteus_width_bytes(unsigned type);
/* LSB of an integer width for a kind (1 for KIND_INT). */
float ls_moteus_lsb(ls_moteus_kind kind, unsigned type);
/* Encodes value (SI units; NaN allowed) as `type` into out (little-endian). */
void ls_moteus_encode(ls_moteus_kind kind, unsigned type, float value, uint8_t *out);
/* Decodes `type` bytes into SI units (NaN for the most negative integer,
 * except for KIND_INT). */
float ls_moteus_decode(ls_moteus_kind kind, unsigned type, const uint8_t *in);
/* An integer in `type` (int8/16/32 keep its low bytes; float converts it). */
void ls_moteus_encode_int(unsigned type, int32_t value, uint8_t *out);
/* An int32 write as the firmware's ReadInt32Mapping reads it: integer widths
 * sign-extend, a float converts as ls_moteus_float_to_int32. */
int32_t ls_moteus_decode_int32(unsigned type, const uint8_t *in);
/* A float as the firmware's Cortex-M4 converts it to int32 (vcvt): truncated
 * toward zero, saturated to INT32_MIN..INT32_MAX, NaN gives 0. */
int32_t ls_moteus_float_to_int32(float value);
/* An integer write as the firmware's ReadIntMapping reads it (static_cast to
 * int8_t): integer widths keep their low byte, a float is converted as above
 * and then keeps its low byte. */
int ls_moteus_decode_int8(unsigned type, const uint8_t *in);

#ifdef __cplusplus
}
#endif
#endif
