#ifndef LOOPSCOPE_MOTEUS_SERVO_H
#define LOOPSCOPE_MOTEUS_SERVO_H
/*
 * One simulated moteus controller: the servo model behind the multiplex
 * register protocol. ls_moteus_handle_frame() takes one frame's payload (as
 * carried by CAN-FD, fdcanusb lines or RS485 framing) and builds the reply
 * payload. Writes are applied first (a write of the mode register (0x000)
 * starts a new command: the command registers 0x01C..0x029 return to their
 * defaults, then the frame's values fill them in), the command takes effect,
 * then the reads are answered — so a frame that commands and queries sees the
 * new mode. Unknown or read-only registers get a write error (0x30) or read
 * error (0x31) subframe; a malformed subframe ends the parse.
 *
 * Modes as the firmware (fw/bldc_servo*.h): any mode below 16 is accepted;
 * 1-4 (fault, enabling, calibrating) are ignored as the firmware ignores
 * them; 5-8 and 14 (raw PWM/voltage, inductance measurement) are reported
 * but not modelled (no torque). The watchdog (0x027, 0: default_watchdog_ms,
 * NaN: none, negative: expires at once) times out position (10) and
 * stay-within (13) only; on expiry the servo enters timeout_mode and reports
 * mode 11 until a stop. Zero-velocity (12), current (9) and brake (15) never
 * time out.
 */
#include "moteus_diag.h"
#include "moteus_registers.h"
#include "servo_model.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define LS_MOTEUS_MODEL_NUMBER 0x00000411 /* reported in register 0x100 */
#define LS_MOTEUS_MAP_VERSION 5
#define LS_MOTEUS_DEFAULT_WATCHDOG_MS 100u
#define LS_MOTEUS_DEFAULT_TIMEOUT_MAX_TORQUE_NM 5.0f /* servo.timeout_max_torque_Nm */
#define LS_MOTEUS_MAX_FRAME 64 /* CAN-FD payload */
enum { LS_MOTEUS_ERR_UNKNOWN_REGISTER = 1, LS_MOTEUS_ERR_READ_ONLY = 2, LS_MOTEUS_ERR_BAD_VALUE = 3 };

typedef struct ls_moteus_commands
{
    float q_current_a;
    float d_current_a;
    float position_rev;
    float velocity_rps;
    float feedforward_nm;
    float kp_scale;
    float kd_scale;
    float max_torque_nm;
    float stop_position_rev;
    float watchdog_s; /* 0: the device default; NaN: none */
    float velocity_limit_rps;
    float accel_limit_rps2;
    float ilimit_scale;
    float bounds_min_rev; /* stay-within (0x040/0x041) */
    float bounds_max_rev;
} ls_moteus_commands;

typedef struct ls_moteus_stats
{
    uint64_t frames;
    uint64_t malformed; /* frames whose parse stopped early */
    uint64_t register_errors;
} ls_moteus_stats;

typedef struct ls_moteus_servo
{
    uint8_t id;
    int mode; /* last commanded mode (fault/timeout reported over it) */
    uint32_t default_watchdog_ms;
    /* servo.timeout_mode: the mode entered when the watchdog expires
     * (firmware default 12, zero-velocity damping). */
    int timeout_mode;
    /* servo.timeout_max_torque_Nm: the torque limit of zero-velocity (mode
     * 12 and timeout mode 12); firmware default 5 N·m (NaN: the model's). */
    float timeout_max_torque_nm;
    int home_state;            /* 0x00C: 0 relative, 1 rotor, 2 output (after 0x130/0x131) */
    float output_offset_rev;   /* what 0x130/0x131 added to the reported position */
    ls_moteus_commands commands;
    ls_servo_model model;
    ls_moteus_stats stats;
    ls_moteus_diag diag; /* the diagnostic console on channel 1 (moteus_diag.h) */
} ls_moteus_servo;

void ls_moteus_servo_init(ls_moteus_servo *servo, uint8_t id, uint32_t default_watchdog_ms, uint64_t now_ns);
/* The mode register as read: 1 while faulted, 11 after a watchdog timeout. */
int ls_moteus_mode(const ls_moteus_servo *servo);
/* Firmware version as 0x00MMmmpp, from LS_FW_VERSION_STRING. */
int32_t ls_moteus_firmware_number(void);
/* Handles one frame; returns the reply payload length (0: nothing to send,
 * e.g. a frame with no reads). reply_capacity is at most LS_MOTEUS_MAX_FRAME
 * on CAN; replies are cut at whole subframes. */
/* The UUID word i (0..3) reported in 0x150.. and checked by 0x154.. */
int32_t ls_moteus_uuid_word(const ls_moteus_servo *servo, unsigned i);
size_t ls_moteus_handle_frame(ls_moteus_servo *servo, const uint8_t *payload, size_t length, uint8_t *reply,
                              size_t reply_capacity, uint64_t now_ns);

/* varuint helpers (7 bits per byte, LSB group first, at most 5 bytes).
 * read returns bytes consumed or 0 when truncated/too long; write returns
 * bytes written or 0 when it does not fit. */
size_t ls_varuint_read(const uint8_t *data, size_t length, uint32_t *value);
size_t ls_varuint_write(uint32_t value, uint8_t *out, size_t capacity);

#ifdef __cplusplus
}
#endif
#endif
