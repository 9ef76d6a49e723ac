/* The HAL on POSIX: CLOCK_MONOTONIC, non-blocking UDP sockets and PTY masters. */
#include "hal.h"
#include "posix_link.h"

#include <errno.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

_Static_assert(sizeof(struct sockaddr_in6) <= LS_HAL_PEER_BYTES, "ls_hal_peer too small for IPv6");

uint64_t ls_hal_time_ns(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint64_t)now.tv_sec * 1000000000ull + (uint64_t)now.tv_nsec;
}

int ls_hal_udp_send(void *link, const ls_hal_peer *peer, const uint8_t *data, size_t length)
{
    const posix_link *socket_link = (const posix_link *)link;
    const ssize_t sent = sendto(socket_link->fd, data, length, MSG_DONTWAIT,
                                (const struct sockaddr *)peer->bytes, (socklen_t)peer->length);
    return sent == (ssize_t)length ? 0 : -1;
}

int ls_hal_serial_write(void *link, const uint8_t *data, size_t length)
{
    const posix_link *pty = (const posix_link *)link;
    if (!pty)
        return -1;
    size_t done = 0;
    while (done < length) {
        const ssize_t n = write(pty->fd, data + done, length - done);
        if (n > 0) {
            done += (size_t)n;
        } else if (n < 0 && errno == EINTR) {
            continue;
        } else {
            return -1; /* EAGAIN: nobody reads and the buffer is full; the rest is lost */
        }
    }
    return 0;
}
