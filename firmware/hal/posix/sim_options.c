#include "sim_options.h"

#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

void sim_print_help(FILE *out)
{
    fputs("Usage: loopscope-sim [options]\n"
          "Runs simulated Loopscope devices on UDP: each echoes every datagram back\n"
          "unchanged (RFC 862) and answers the discovery request \"LOOPSCOPE-DISCOVER 1\\n\"\n"
          "with \"LOOPSCOPE-ID 1\\n\" and name=, model=, serial=, firmware=, kind= lines.\n"
          "\n"
          "Options:\n"
          "  --udp-echo N          number of UDP echo devices, 1..64 (default 2)\n"
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
          "  --exit-with-parent    exit (SIGTERM) when the parent process dies\n"
          "  --help                show this text and exit\n"
          "Options also accept the form --name=value. Discovery replies are never impaired.\n"
          "\n"
          "Output: after binding, one line per device\n"
          "  udp-echo <index> <host>:<port> name=<name> serial=<serial>\n"
          "(IPv6 hosts in brackets), then the line \"ready\".\n"
          "\n"
          "Exit codes: 0 stopped by SIGINT/SIGTERM, 1 runtime error, 2 bad arguments,\n"
          "3 cannot bind (for example the port is in use).\n",
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

int sim_parse_options(int argc, char **argv, sim_options *options, char *error, size_t error_capacity)
{
    memset(options, 0, sizeof *options);
    options->device_count = 2;
    strcpy(options->host, "127.0.0.1");
    options->impair.seed = 1;

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
        if (strcmp(name, "--exit-with-parent") == 0) {
            options->exit_with_parent = 1;
            continue;
        }
        static const char *const valued[] = {"--udp-echo", "--udp-host",  "--udp-base-port",
                                             "--delay-us", "--jitter-us", "--drop",
                                             "--reorder",  "--duplicate", "--seed"};
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
    if (options->base_port != 0 && options->base_port + options->device_count - 1 > 65535) {
        snprintf(error, error_capacity, "ports %u..%u exceed 65535: lower --udp-base-port or --udp-echo",
                 options->base_port, options->base_port + options->device_count - 1);
        return -1;
    }
    return 0;
}
