#include "camsim_options.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

void camsim_print_help(FILE *out)
{
    fputs("Usage: loopscope-camsim [options]\n"
          "Serves simulated cameras as RTSP/H.264 streams on 127.0.0.1: a textured\n"
          "background and an orange ball moving in 3D, seen by a stereo pair (camera 0\n"
          "left, camera 1 right, baseline 0.1 m), with the video clock code\n"
          "(docs/video_clock_code.md) of CLOCK_REALTIME drawn into every frame.\n"
          "\n"
          "  --cameras N         number of cameras, 1..4 (default 2); mount points /cam0..\n"
          "  --width W           frame width, even, 160..3840 (default 1280)\n"
          "  --height H          frame height, even, 128..2160 (default 720); the width\n"
          "                      must be at least 0.5625 x the height (the clock code)\n"
          "  --fps F             frames per second, 1..120 (default 30)\n"
          "  --port P            RTSP port on 127.0.0.1, 0 = any free port (default 8554)\n"
          "  --bitrate-kbps K    H.264 bitrate per camera, 100..200000 (default about\n"
          "                      0.1 bit per pixel, at least 300)\n"
          "  --exit-with-parent  exit (SIGTERM) when the parent process dies\n"
          "  --help              show this text and exit\n"
          "Options also accept the form --name=value.\n"
          "\n"
          "Output: one line per camera\n"
          "  camera <index> rtsp://127.0.0.1:<port>/cam<index> <w>x<h>@<fps>\n"
          "then the line \"ready\". Encoding: x264 (ultrafast, zerolatency, a keyframe\n"
          "every second), RTP payload with SPS/PPS every second. Frames are rendered\n"
          "only while a client watches the camera.\n"
          "\n"
          "Exit codes: 0 stopped by SIGINT/SIGTERM, 1 runtime error, 2 bad arguments,\n"
          "3 cannot serve (port in use, or a GStreamer element is missing).\n",
          out);
}

static int parse_unsigned(const char *text, unsigned long max, unsigned *out)
{
    if (!text || !*text || *text == '-' || *text == '+')
        return -1;
    char *end = NULL;
    errno = 0;
    const unsigned long value = strtoul(text, &end, 10);
    if (errno != 0 || *end != '\0' || value > max)
        return -1;
    *out = (unsigned)value;
    return 0;
}

int camsim_parse_options(int argc, char **argv, camsim_options *options, char *error, size_t error_capacity)
{
    memset(options, 0, sizeof *options);
    options->camera_count = 2;
    options->width = 1280;
    options->height = 720;
    options->fps = 30;
    options->port = CAMSIM_DEFAULT_PORT;

    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        if (strncmp(arg, "--", 2) != 0) {
            snprintf(error, error_capacity, "unexpected argument '%s'", arg);
            return -1;
        }
        char name[64];
        const char *equals = strchr(arg, '=');
        size_t name_length = equals ? (size_t)(equals - arg) : strlen(arg);
        if (name_length >= sizeof name)
            name_length = sizeof name - 1;
        memcpy(name, arg, name_length);
        name[name_length] = '\0';

        if (strcmp(name, "--help") == 0 || strcmp(name, "--exit-with-parent") == 0) {
            if (equals) {
                snprintf(error, error_capacity, "option %s takes no value", name);
                return -1;
            }
            if (strcmp(name, "--help") == 0)
                options->help = 1;
            else
                options->exit_with_parent = 1;
            continue;
        }
        static const char *const valued[] = {"--cameras", "--width", "--height", "--fps", "--port",
                                             "--bitrate-kbps"};
        int known = 0;
        for (size_t k = 0; k < sizeof valued / sizeof valued[0]; ++k)
            known |= strcmp(name, valued[k]) == 0;
        if (!known) {
            snprintf(error, error_capacity, "unknown option '%s'", name);
            return -1;
        }
        const char *value = NULL;
        if (equals) {
            value = equals + 1;
        } else if (i + 1 < argc) {
            value = argv[++i];
        } else {
            snprintf(error, error_capacity, "option %s needs a value", name);
            return -1;
        }
        int bad = 0;
        if (strcmp(name, "--cameras") == 0)
            bad = parse_unsigned(value, CAMSIM_MAX_CAMERAS, &options->camera_count) || options->camera_count == 0;
        else if (strcmp(name, "--width") == 0)
            bad = parse_unsigned(value, 3840, &options->width) || options->width < 160 || options->width % 2;
        else if (strcmp(name, "--height") == 0)
            bad = parse_unsigned(value, 2160, &options->height) || options->height < 128 || options->height % 2;
        else if (strcmp(name, "--fps") == 0)
            bad = parse_unsigned(value, 120, &options->fps) || options->fps == 0;
        else if (strcmp(name, "--port") == 0)
            bad = parse_unsigned(value, 65535, &options->port);
        else /* --bitrate-kbps */
            bad = parse_unsigned(value, 200000, &options->bitrate_kbps) || options->bitrate_kbps < 100;
        if (bad) {
            snprintf(error, error_capacity, "bad value '%s' for %s (see --help for the allowed range)", value,
                     name);
            return -1;
        }
    }
    if (options->width * 10000u < options->height * 5625u) {
        snprintf(error, error_capacity,
                 "frame %ux%u is too narrow: the clock code needs a width of at least 0.5625 x the height",
                 options->width, options->height);
        return -1;
    }
    return 0;
}

unsigned camsim_bitrate_kbps(const camsim_options *options)
{
    if (options->bitrate_kbps)
        return options->bitrate_kbps;
    const unsigned long long kbps =
        (unsigned long long)options->width * options->height * options->fps / 10000u;
    return kbps < 300 ? 300u : (unsigned)kbps;
}
