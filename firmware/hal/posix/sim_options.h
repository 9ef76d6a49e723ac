#ifndef LOOPSCOPE_SIM_OPTIONS_H
#define LOOPSCOPE_SIM_OPTIONS_H
/* Command line of loopscope-sim (see sim_print_help). */
#include "impair.h"

#include <stddef.h>
#include <stdio.h>

#define SIM_MAX_DEVICES 64

typedef struct sim_options
{
    unsigned device_count;
    char host[256];
    unsigned base_port; /* 0: ephemeral ports */
    ls_impair_config impair;
    int exit_with_parent;
    int help;
} sim_options;

/* Returns 0 on success, or -1 with a message in error. */
int sim_parse_options(int argc, char **argv, sim_options *options, char *error, size_t error_capacity);
void sim_print_help(FILE *out);

#endif
