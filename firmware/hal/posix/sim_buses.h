#ifndef LOOPSCOPE_SIM_BUSES_H
#define LOOPSCOPE_SIM_BUSES_H
/* The simulator's servo buses, each on its own PTY (see sim_print_help). */
#include "sim_options.h"

#include <poll.h>
#include <stdint.h>
#include <stdio.h>

#define SIM_MAX_BUSES 3

/* Opens the PTYs, starts the buses and prints one line per bus. Returns 0,
 * or -1 with a message in error. */
int sim_buses_open(const sim_options *options, char *error, size_t error_capacity);
/* Fills one pollfd per bus; returns how many. */
unsigned sim_buses_pollfds(struct pollfd *fds);
/* Reads what the host wrote to bus `index` and feeds it to the devices. */
void sim_buses_on_readable(unsigned index);
/* Earliest time a bus has work to do (UINT64_MAX: none). */
uint64_t sim_buses_next_due_ns(void);
void sim_buses_poll(uint64_t now_ns);
void sim_buses_print_stats(FILE *out);
void sim_buses_close(void);

#endif
