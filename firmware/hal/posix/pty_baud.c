/* Reads the baud rate of a PTY with TCGETS2, which also reports custom rates
 * set with BOTHER (e.g. 4.5 Mbit/s). Kept apart from <termios.h>: the kernel's
 * struct termios2 header cannot share a file with the C library's. */
#include "pty_port.h"

#include <asm/ioctls.h>
#include <asm/termbits.h>

int ioctl(int fd, unsigned long request, ...);

uint32_t pty_host_baud(int master)
{
    struct termios2 settings;
    if (ioctl(master, TCGETS2, &settings) != 0)
        return 0;
    return (uint32_t)settings.c_ospeed;
}
