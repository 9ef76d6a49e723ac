#ifndef LOOPSCOPE_MOTEUS_REGISTERS_H
#define LOOPSCOPE_MOTEUS_REGISTERS_H
/*
 * moteus multiplex register numbers, value kinds and the scaling of each
 * integer width (protocols.md §1): value = raw × LSB; the most negative
 * integer of a width means NaN; encoders round and saturate.
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
    LS_MOTEUS_REG_MODEL = 0x100,
    LS_MOTEUS_REG_FIRMWARE = 0x101,
    LS_MOTEUS_REG_MAP_VERSION = 0x102,
    LS_MOTEUS_REG_ID = 0x110
};

enum {
    LS_MOTEUS_MODE_STOPPED = 0,
    LS_MOTEUS_MODE_FAULT = 1,
    LS_MOTEUS_MODE_CURRENT = 9,
    LS_MOTEUS_MODE_POSITION = 10,
    LS_MOTEUS_MODE_TIMEOUT = 11,
    LS_MOTEUS_MODE_ZERO_VELOCITY = 12,
    LS_MOTEUS_MODE_BRAKE = 15
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
    LS_MOTEUS_KIND_SCALE
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

#ifdef __cplusplus
}
#endif
#endif
