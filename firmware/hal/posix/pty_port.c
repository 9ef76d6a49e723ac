#include "pty_port.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pty.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <termios.h>
#include <unistd.h>

int pty_open(pty_port *port, char *error, size_t error_capacity)
{
    memset(port, 0, sizeof *port);
    port->master = port->slave = -1;
    struct termios raw;
    memset(&raw, 0, sizeof raw);
    cfmakeraw(&raw);
    raw.c_cflag |= CLOCAL | CREAD;
    cfsetspeed(&raw, B57600);
    char name[128];
    if (openpty(&port->master, &port->slave, name, &raw, NULL) != 0) {
        snprintf(error, error_capacity, "cannot open a pseudo-terminal: %s", strerror(errno));
        return -1;
    }
    snprintf(port->path, sizeof port->path, "%s", name);
    fcntl(port->master, F_SETFL, fcntl(port->master, F_GETFL) | O_NONBLOCK);
    fcntl(port->master, F_SETFD, FD_CLOEXEC);
    fcntl(port->slave, F_SETFD, FD_CLOEXEC);
    return 0;
}

int pty_link(pty_port *port, const char *dir, const char *name, char *error, size_t error_capacity)
{
    char path[sizeof port->link_path];
    const int n = snprintf(path, sizeof path, "%s/%s", dir, name);
    if (n < 0 || (size_t)n >= sizeof path) {
        snprintf(error, error_capacity, "--pty-link-dir path too long");
        return -1;
    }
    struct stat info;
    if (lstat(path, &info) == 0) {
        if (!S_ISLNK(info.st_mode)) {
            snprintf(error, error_capacity, "cannot create link %s: a file that is not a symlink is there",
                     path);
            return -1;
        }
        unlink(path);
    }
    if (symlink(port->path, path) != 0) {
        snprintf(error, error_capacity, "cannot create link %s: %s", path, strerror(errno));
        return -1;
    }
    snprintf(port->link_path, sizeof port->link_path, "%s", path);
    return 0;
}

void pty_close(pty_port *port)
{
    if (port->link_path[0]) {
        /* Only remove the link if it still points to this PTY. */
        char target[sizeof port->path];
        const ssize_t n = readlink(port->link_path, target, sizeof target - 1);
        if (n > 0) {
            target[n] = '\0';
            if (strcmp(target, port->path) == 0)
                unlink(port->link_path);
        }
        port->link_path[0] = '\0';
    }
    if (port->master >= 0)
        close(port->master);
    if (port->slave >= 0)
        close(port->slave);
    port->master = port->slave = -1;
}
