#ifndef LOOPSCOPE_SIM_CAMERAS_H
#define LOOPSCOPE_SIM_CAMERAS_H
/*
 * loopscope-sim --cameras N: runs loopscope-camsim (the executable beside
 * loopscope-sim) as a child process with --exit-with-parent, and relays its
 * "camera <index> <url> <w>x<h>@<fps>" lines to stdout before loopscope-sim's
 * own "ready".
 */
#include "sim_options.h"

#include <signal.h>
#include <stddef.h>

/* Starts the camera simulator and waits for its "ready" (stop signals are
 * delivered inside the wait, through wait_mask). Returns 0 when it serves,
 * 1 when *stop was set while waiting (nothing left running), or -1 with a
 * message in error. Does nothing when options->camera_count is 0. */
int sim_cameras_start(const sim_options *options, const sigset_t *wait_mask, volatile sig_atomic_t *stop,
                      char *error, size_t error_capacity);

/* Terminates the camera simulator (SIGTERM, then SIGKILL after 3 s) and reaps it. */
void sim_cameras_stop(void);

#endif
