#ifndef LOOPSCOPE_CAMSIM_OPTIONS_H
#define LOOPSCOPE_CAMSIM_OPTIONS_H
/* Command line of loopscope-camsim (see camsim_print_help). */
#include <stddef.h>
#include <stdio.h>

#define CAMSIM_MAX_CAMERAS 4
#define CAMSIM_DEFAULT_PORT 8554

typedef struct camsim_options
{
    unsigned camera_count;  /* --cameras, 1..4 (default 2) */
    unsigned width;         /* --width, even, 160..3840 (default 1280) */
    unsigned height;        /* --height, even, 128..2160 (default 720) */
    unsigned fps;           /* --fps, 1..120 (default 30) */
    unsigned port;          /* --port, 0 = any free port (default 8554) */
    unsigned bitrate_kbps;  /* --bitrate-kbps; 0 = from the size and rate */
    int exit_with_parent;
    int help;
} camsim_options;

/* Returns 0 on success, or -1 with a message in error. */
int camsim_parse_options(int argc, char **argv, camsim_options *options, char *error, size_t error_capacity);
void camsim_print_help(FILE *out);
/* The encoder bitrate: the option, or about 0.1 bit per pixel (at least 300 kbit/s). */
unsigned camsim_bitrate_kbps(const camsim_options *options);

#endif
