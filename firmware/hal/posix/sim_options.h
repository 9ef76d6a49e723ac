#ifndef LOOPSCOPE_SIM_OPTIONS_H
#define LOOPSCOPE_SIM_OPTIONS_H
/* Command line of loopscope-sim (see sim_print_help). */
#include "impair.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define SIM_MAX_DEVICES 64
#define SIM_MAX_BUS_IDS 32
#define SIM_DEFAULT_ECHO_DEVICES 2
#define SIM_MAX_CAMERAS 4

/* A list of servo IDs given as "1-12" or "1,3,5" (or both: "1-3,7"). */
typedef struct sim_id_list
{
    unsigned count;
    uint8_t ids[SIM_MAX_BUS_IDS];
} sim_id_list;

typedef struct sim_options
{
    unsigned device_count;
    char host[256];
    unsigned base_port; /* 0: ephemeral ports */
    ls_impair_config impair;
    int exit_with_parent;
    int help;
    int udp_echo_given;       /* --udp-echo was on the command line */
    sim_id_list moteus;       /* --moteus: fdcanusb line protocol bus */
    sim_id_list moteus_rs485; /* --moteus-rs485: RS485 framing bus */
    sim_id_list dynamixel;    /* --dynamixel: Protocol 2.0 bus */
    unsigned dynamixel_baud;  /* --dynamixel-baud (default 57600) */
    unsigned dynamixel_model; /* --dynamixel-model (default 1020) */
    uint16_t dynamixel_models[256]; /* --dynamixel-model IDS:M,...: per ID (0: dynamixel_model) */
    unsigned moteus_reply_delay_us;
    unsigned dynamixel_reply_delay_us;
    unsigned servo_watchdog_ms; /* --servo-watchdog-ms: moteus default watchdog */
    int wire_time;              /* --wire-time (default) / --no-wire-time */
    char pty_link_dir[256];     /* --pty-link-dir: stable symlinks to the PTYs */
    unsigned camera_count;      /* --cameras: simulated cameras served by loopscope-camsim (0: none) */
    unsigned camera_width;      /* --camera-size WxH (default 1280x720) */
    unsigned camera_height;
    unsigned camera_fps;        /* --camera-fps (default 30) */
    unsigned camera_port;       /* --camera-port: RTSP port, 0 = any free port (default 8554) */
} sim_options;

/* Returns 0 on success, or -1 with a message in error. */
int sim_parse_options(int argc, char **argv, sim_options *options, char *error, size_t error_capacity);
void sim_print_help(FILE *out);

#endif
