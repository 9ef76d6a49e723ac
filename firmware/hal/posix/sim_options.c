#include "sim_options.h"

#include "dxl_servo.h"

#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

void sim_print_help(FILE *out)
{
    fputs("Usage: loopscope-sim [options]\n"
          "Runs simulated Loopscope devices: UDP echo devices, each echoing every\n"
          "datagram back unchanged (RFC 862) and answering the discovery request\n"
          "\"LOOPSCOPE-DISCOVER 1\\n\" with \"LOOPSCOPE-ID 1\\n\" and name=, model=, serial=,\n"
          "firmware=, kind= lines; and simulated servo buses on pseudo-terminals.\n"
          "\n"
          "UDP echo options:\n"
          "  --udp-echo N          number of UDP echo devices, 1..64 (default 2, or none\n"
          "                        when a servo bus is given and --udp-echo is not)\n"
          "  --udp-host HOST       address to bind, IPv4 or IPv6 (default 127.0.0.1)\n"
          "  --udp-base-port P     device i (1-based) listens on P+i-1; 0 = ephemeral\n"
          "                        ports (default 0)\n"
          "  --delay-us D          fixed delay before every echo, microseconds (default 0)\n"
          "  --jitter-us J         plus a uniform random delay 0..J microseconds (default 0)\n"
          "  --drop R              ratio of echoes dropped, 0..1 (default 0)\n"
          "  --reorder R           ratio of echoes held back and sent after the next one\n"
          "                        (or after 10 ms if none comes), 0..1 (default 0)\n"
          "  --duplicate R         ratio of echoes sent twice, 0..1 (default 0)\n"
          "  --seed S              seed of the impairment PRNG (default 1)\n"
          "\n"
          "Servo bus options (IDS: a list such as 1-12, 1,3,5 or 1-3,7; at most 32):\n"
          "  --moteus IDS          moteus controllers (IDs 1..126) on one PTY speaking the\n"
          "                        fdcanusb / moteus-UART line protocol (can send / rcv,\n"
          "                        optional \" *XX\" CRC-8)\n"
          "  --moteus-rs485 IDS    moteus controllers on another PTY, RS485 framing\n"
          "                        (54 AB ... CRC-16)\n"
          "  --dynamixel IDS       Dynamixel Protocol 2.0 servos (IDs 0..252) on one PTY\n"
          "  --dynamixel-baud B    the servos' baud rate: 9600, 57600 (default), 115200,\n"
          "                        1000000, 2000000, 3000000, 4000000 or 4500000; a host\n"
          "                        port set to another rate gets no answer\n"
          "  --dynamixel-model M   model number: 1020 XM430-W350 (default), 1060 XL430-W250,\n"
          "                        1120 XM540-W270; or per ID, e.g. 1-3:1020,4-6:1060\n"
          "                        (IDs not listed get 1020 or a plain M given too)\n"
          "  --reply-delay-us D    device turnaround before a reply, microseconds, for every\n"
          "                        bus (defaults: moteus 100, dynamixel 0 plus the servo's\n"
          "                        Return Delay Time, 500 us by default)\n"
          "  --moteus-reply-delay-us D     the same for the moteus buses only\n"
          "  --dynamixel-reply-delay-us D  the same for the Dynamixel bus only\n"
          "  --wire-time           delay every reply by its bytes x 10 / baud, as on a real\n"
          "                        wire (default; fdcanusb 921600, RS485 3000000, Dynamixel\n"
          "                        the servo's baud)\n"
          "  --no-wire-time        replies take no wire time\n"
          "  --servo-watchdog-ms T moteus watchdog when a command leaves register 0x027 at\n"
          "                        0 (default 100)\n"
          "  --pty-link-dir DIR    also create symlinks DIR/moteus-fdcanusb,\n"
          "                        DIR/moteus-rs485 and DIR/dynamixel to the PTYs\n"
          "\n",
          out);
    fputs("Camera options (served by loopscope-camsim, found next to loopscope-sim):\n"
          "  --cameras N           simulated cameras streaming RTSP/H.264 on 127.0.0.1, 0..4\n"
          "                        (default 0); 2 make a stereo pair (cam0 left, cam1\n"
          "                        right); every frame carries the video clock code\n"
          "  --camera-size WxH     frame size, e.g. 640x360, 1280x720 (default), 1920x1080\n"
          "  --camera-fps F        frames per second, 1..120 (default 30)\n"
          "  --camera-port P       RTSP port, 0 = any free port (default 8554)\n"
          "\n"
          "  --exit-with-parent    exit (SIGTERM) when the parent process dies; without it\n"
          "                        the simulator keeps running (servo watchdogs still act)\n"
          "  --help                show this text and exit\n"
          "Options also accept the form --name=value. Discovery replies are never impaired.\n"
          "\n"
          "Output: after binding, one line per UDP echo device\n"
          "  udp-echo <index> <host>:<port> name=<name> serial=<serial>\n"
          "(IPv6 hosts in brackets), then one line per servo bus\n"
          "  moteus-fdcanusb <pty-path> ids=<list>\n"
          "  moteus-rs485 <pty-path> ids=<list>\n"
          "  dynamixel <pty-path> ids=<list> baud=<B>\n"
          "(<list> comma-separated, ascending), then one line per camera\n"
          "  camera <index> rtsp://127.0.0.1:<port>/cam<index> <w>x<h>@<fps>\n"
          "(index from 0), then the line \"ready\".\n"
          "Counters of every bus (bytes, frames, CRC errors, malformed, truncated, wrong\n"
          "baud, ...) go to stderr on SIGUSR1 and at exit.\n"
          "\n"
          "Exit codes: 0 stopped by SIGINT/SIGTERM, 1 runtime error, 2 bad arguments,\n"
          "3 cannot bind (for example the port is in use), cannot open a PTY or cannot\n"
          "start the camera simulator.\n",
          out);
}

static int parse_unsigned(const char *text, unsigned long long max, unsigned long long *out)
{
    if (!text || !*text || *text == '-' || *text == '+')
        return -1;
    char *end = NULL;
    errno = 0;
    const unsigned long long value = strtoull(text, &end, 10);
    if (errno != 0 || *end != '\0' || value > max)
        return -1;
    *out = value;
    return 0;
}

static int parse_ratio(const char *text, uint32_t *ppm)
{
    if (!text || !*text)
        return -1;
    char *end = NULL;
    errno = 0;
    const double value = strtod(text, &end);
    if (errno != 0 || *end != '\0' || !(value >= 0.0 && value <= 1.0))
        return -1;
    *ppm = (uint32_t)llround(value * LS_IMPAIR_PPM_ONE);
    return 0;
}

/* "1-12", "1,3,5", "1-3,7": IDs min_id..max_id, sorted, no duplicates. */
static int parse_ids(const char *text, unsigned min_id, unsigned max_id, sim_id_list *list)
{
    unsigned char seen[256] = {0};
    const char *p = text;
    if (!*p)
        return -1;
    while (*p) {
        char *end = NULL;
        if (*p < '0' || *p > '9')
            return -1;
        const unsigned long first = strtoul(p, &end, 10);
        unsigned long last = first;
        p = end;
        if (*p == '-') {
            ++p;
            if (*p < '0' || *p > '9')
                return -1;
            last = strtoul(p, &end, 10);
            p = end;
        }
        if (first < min_id || last > max_id || first > last)
            return -1;
        for (unsigned long id = first; id <= last; ++id)
            seen[id] = 1;
        if (*p == ',')
            ++p;
        else if (*p)
            return -1;
    }
    list->count = 0;
    for (unsigned id = 0; id < 256; ++id) {
        if (!seen[id])
            continue;
        if (list->count == SIM_MAX_BUS_IDS)
            return -1;
        list->ids[list->count++] = (uint8_t)id;
    }
    return 0;
}

/* "M" or "IDS:M" items separated by commas (IDS as parse_ids, one range
 * each: "1-3:1020,4-6:1060"); M a modelled Dynamixel model number. */
static int parse_dxl_models(const char *text, sim_options *options)
{
    char buffer[512];
    if (!*text || strlen(text) >= sizeof buffer)
        return -1;
    strcpy(buffer, text);
    for (char *item = buffer; item && *item;) {
        char *next = strchr(item, ',');
        if (next)
            *next++ = '\0';
        char *colon = strchr(item, ':');
        const char *model_text = colon ? colon + 1 : item;
        char *end = NULL;
        errno = 0;
        const unsigned long model = strtoul(model_text, &end, 10);
        if (errno || end == model_text || *end || model > 65535 || !ls_dxl_model_find((uint16_t)model))
            return -1;
        if (colon) {
            *colon = '\0';
            sim_id_list ids;
            if (parse_ids(item, 0, 252, &ids))
                return -1;
            for (unsigned i = 0; i < ids.count; ++i)
                options->dynamixel_models[ids.ids[i]] = (uint16_t)model;
        } else {
            options->dynamixel_model = (unsigned)model;
        }
        item = next;
    }
    return 0;
}

/* "WxH": even sizes from 160x128 to 3840x2160 (the camera simulator's range). */
static int parse_size(const char *text, unsigned *width, unsigned *height)
{
    const char *x = strchr(text, 'x');
    if (!x || x == text || strlen(x + 1) == 0 || x - text > 8)
        return -1;
    char first[16];
    memcpy(first, text, (size_t)(x - text));
    first[x - text] = '\0';
    unsigned long long w = 0, h = 0;
    if (parse_unsigned(first, 3840, &w) || parse_unsigned(x + 1, 2160, &h))
        return -1;
    if (w < 160 || h < 128 || w % 2 || h % 2 || w * 10000 < h * 5625)
        return -1;
    *width = (unsigned)w;
    *height = (unsigned)h;
    return 0;
}

static int valid_baud(unsigned long long baud)
{
    static const unsigned rates[] = {9600, 57600, 115200, 1000000, 2000000, 3000000, 4000000, 4500000};
    for (size_t i = 0; i < sizeof rates / sizeof rates[0]; ++i) {
        if (rates[i] == baud)
            return 1;
    }
    return 0;
}

int sim_parse_options(int argc, char **argv, sim_options *options, char *error, size_t error_capacity)
{
    memset(options, 0, sizeof *options);
    options->device_count = SIM_DEFAULT_ECHO_DEVICES;
    strcpy(options->host, "127.0.0.1");
    options->impair.seed = 1;
    options->dynamixel_baud = 57600;
    options->dynamixel_model = 1020;
    options->moteus_reply_delay_us = 100;
    options->dynamixel_reply_delay_us = 0;
    options->servo_watchdog_ms = 100;
    options->wire_time = 1;
    options->camera_width = 1280;
    options->camera_height = 720;
    options->camera_fps = 30;
    options->camera_port = 8554;

    for (int i = 1; i < argc; ++i) {
        char name[64];
        const char *arg = argv[i];
        const char *value = NULL;
        if (strncmp(arg, "--", 2) != 0) {
            snprintf(error, error_capacity, "unexpected argument '%s'", arg);
            return -1;
        }
        const char *equals = strchr(arg, '=');
        size_t name_length = equals ? (size_t)(equals - arg) : strlen(arg);
        if (name_length >= sizeof name)
            name_length = sizeof name - 1;
        memcpy(name, arg, name_length);
        name[name_length] = '\0';

        if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0) {
            options->help = 1;
            continue;
        }
        if (strcmp(name, "--exit-with-parent") == 0 || strcmp(name, "--wire-time") == 0 ||
            strcmp(name, "--no-wire-time") == 0) {
            if (equals) {
                snprintf(error, error_capacity, "option %s takes no value", name);
                return -1;
            }
            if (strcmp(name, "--exit-with-parent") == 0)
                options->exit_with_parent = 1;
            else
                options->wire_time = strcmp(name, "--wire-time") == 0;
            continue;
        }
        static const char *const valued[] = {"--udp-echo",
                                             "--udp-host",
                                             "--udp-base-port",
                                             "--delay-us",
                                             "--jitter-us",
                                             "--drop",
                                             "--reorder",
                                             "--duplicate",
                                             "--seed",
                                             "--moteus",
                                             "--moteus-rs485",
                                             "--dynamixel",
                                             "--dynamixel-baud",
                                             "--dynamixel-model",
                                             "--reply-delay-us",
                                             "--moteus-reply-delay-us",
                                             "--dynamixel-reply-delay-us",
                                             "--servo-watchdog-ms",
                                             "--pty-link-dir",
                                             "--cameras",
                                             "--camera-size",
                                             "--camera-fps",
                                             "--camera-port"};
        int known = 0;
        for (size_t k = 0; k < sizeof valued / sizeof valued[0]; ++k)
            known |= strcmp(name, valued[k]) == 0;
        if (!known) {
            snprintf(error, error_capacity, "unknown option '%s'", name);
            return -1;
        }
        if (equals) {
            value = equals + 1;
        } else if (i + 1 < argc) {
            value = argv[++i];
        } else {
            snprintf(error, error_capacity, "option %s needs a value", name);
            return -1;
        }

        unsigned long long number = 0;
        int bad = 0;
        if (strcmp(name, "--udp-echo") == 0) {
            bad = parse_unsigned(value, SIM_MAX_DEVICES, &number) || number == 0;
            options->device_count = (unsigned)number;
            options->udp_echo_given = 1;
        } else if (strcmp(name, "--udp-host") == 0) {
            bad = !*value || strlen(value) >= sizeof options->host;
            if (!bad)
                strcpy(options->host, value);
        } else if (strcmp(name, "--udp-base-port") == 0) {
            bad = parse_unsigned(value, 65535, &number);
            options->base_port = (unsigned)number;
        } else if (strcmp(name, "--delay-us") == 0) {
            bad = parse_unsigned(value, 60000000, &number);
            options->impair.delay_us = (uint32_t)number;
        } else if (strcmp(name, "--jitter-us") == 0) {
            bad = parse_unsigned(value, 60000000, &number);
            options->impair.jitter_us = (uint32_t)number;
        } else if (strcmp(name, "--drop") == 0) {
            bad = parse_ratio(value, &options->impair.drop_ppm);
        } else if (strcmp(name, "--reorder") == 0) {
            bad = parse_ratio(value, &options->impair.reorder_ppm);
        } else if (strcmp(name, "--duplicate") == 0) {
            bad = parse_ratio(value, &options->impair.duplicate_ppm);
        } else if (strcmp(name, "--moteus") == 0) {
            bad = parse_ids(value, 1, 126, &options->moteus);
        } else if (strcmp(name, "--moteus-rs485") == 0) {
            bad = parse_ids(value, 1, 126, &options->moteus_rs485);
        } else if (strcmp(name, "--dynamixel") == 0) {
            bad = parse_ids(value, 0, 252, &options->dynamixel);
        } else if (strcmp(name, "--dynamixel-baud") == 0) {
            bad = parse_unsigned(value, 4500000, &number) || !valid_baud(number);
            options->dynamixel_baud = (unsigned)number;
        } else if (strcmp(name, "--dynamixel-model") == 0) {
            bad = parse_dxl_models(value, options);
        } else if (strcmp(name, "--reply-delay-us") == 0) {
            bad = parse_unsigned(value, 1000000, &number);
            options->moteus_reply_delay_us = (unsigned)number;
            options->dynamixel_reply_delay_us = (unsigned)number;
        } else if (strcmp(name, "--moteus-reply-delay-us") == 0) {
            bad = parse_unsigned(value, 1000000, &number);
            options->moteus_reply_delay_us = (unsigned)number;
        } else if (strcmp(name, "--dynamixel-reply-delay-us") == 0) {
            bad = parse_unsigned(value, 1000000, &number);
            options->dynamixel_reply_delay_us = (unsigned)number;
        } else if (strcmp(name, "--servo-watchdog-ms") == 0) {
            bad = parse_unsigned(value, 3600000, &number) || number == 0;
            options->servo_watchdog_ms = (unsigned)number;
        } else if (strcmp(name, "--pty-link-dir") == 0) {
            bad = !*value || strlen(value) >= sizeof options->pty_link_dir;
            if (!bad)
                strcpy(options->pty_link_dir, value);
        } else if (strcmp(name, "--cameras") == 0) {
            bad = parse_unsigned(value, SIM_MAX_CAMERAS, &number);
            options->camera_count = (unsigned)number;
        } else if (strcmp(name, "--camera-size") == 0) {
            bad = parse_size(value, &options->camera_width, &options->camera_height);
        } else if (strcmp(name, "--camera-fps") == 0) {
            bad = parse_unsigned(value, 120, &number) || number == 0;
            options->camera_fps = (unsigned)number;
        } else if (strcmp(name, "--camera-port") == 0) {
            bad = parse_unsigned(value, 65535, &number);
            options->camera_port = (unsigned)number;
        } else { /* --seed */
            bad = parse_unsigned(value, UINT64_MAX, &number);
            options->impair.seed = number;
        }
        if (bad) {
            snprintf(error, error_capacity, "bad value '%s' for %s (see --help for the allowed range)", value,
                     name);
            return -1;
        }
    }
    const int any_bus = options->moteus.count || options->moteus_rs485.count || options->dynamixel.count;
    if (any_bus && !options->udp_echo_given)
        options->device_count = 0;
    if (options->base_port != 0 && options->device_count > 0 &&
        options->base_port + options->device_count - 1 > 65535) {
        snprintf(error, error_capacity, "ports %u..%u exceed 65535: lower --udp-base-port or --udp-echo",
                 options->base_port, options->base_port + options->device_count - 1);
        return -1;
    }
    return 0;
}
