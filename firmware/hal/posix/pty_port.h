#ifndef LOOPSCOPE_PTY_PORT_H
#define LOOPSCOPE_PTY_PORT_H
/*
 * A pseudo-terminal that plays a serial port: the simulator reads and writes
 * the master, a client opens the slave path like /dev/ttyUSB0. The simulator
 * keeps the slave open itself, so the master never reports a hang-up when a
 * client closes it (clients should flush when they open the port).
 */
#include <stddef.h>
#include <stdint.h>

typedef struct pty_port
{
    int master; /* non-blocking */
    int slave;  /* held open; raw mode */
    char path[128];
    char link_path[512]; /* symlink created for --pty-link-dir, or "" */
} pty_port;

/* Returns 0, or -1 with a message in error. */
int pty_open(pty_port *port, char *error, size_t error_capacity);
/* Creates dir/name → the slave path (replacing an old link). */
int pty_link(pty_port *port, const char *dir, const char *name, char *error, size_t error_capacity);
void pty_close(pty_port *port);
/* The baud rate the client set on the slave, read from the master
 * (Linux shares one termios between both ends); 0 when unknown. */
uint32_t pty_host_baud(int master);

#endif
