/* The HAL on POSIX: CLOCK_MONOTONIC and non-blocking UDP sockets. */
#include "hal.h"
#include "posix_link.h"

#include <netinet/in.h>
#include <sys/socket.h>
#include <time.h>

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
