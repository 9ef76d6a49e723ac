#ifndef LOOPSCOPE_HAL_H
#define LOOPSCOPE_HAL_H
/*
 * The hardware abstraction layer the portable device code (firmware/src) needs.
 * Everything here is implemented once per target: hal/posix makes the
 * loopscope-sim simulator, hal/stm32f4 (the servo node) and hal/mps2 (the I/O
 * board, on src/ls_net) implement the same few functions for a Cortex-M4. The device code never allocates
 * memory and never includes an operating-system header.
 */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Room for the largest peer address a HAL uses (a POSIX sockaddr_in6 is 28
 * bytes). The device code treats it as opaque bytes: it copies a peer from a
 * received datagram and hands it back to ls_hal_udp_send. */
#define LS_HAL_PEER_BYTES 28

#ifdef __cplusplus
#define LS_HAL_ALIGN8 alignas(8)
#else
#define LS_HAL_ALIGN8 _Alignas(8)
#endif

typedef struct ls_hal_peer
{
    LS_HAL_ALIGN8 uint8_t bytes[LS_HAL_PEER_BYTES];
    uint32_t length; /* meaningful bytes in `bytes` */
} ls_hal_peer;

/* Monotonic time in nanoseconds (any epoch; never goes backwards). */
uint64_t ls_hal_time_ns(void);

/* Sends one datagram from the endpoint `link` (an opaque handle the HAL gave
 * the device when it was created: a socket, the board's endpoint, ...) to `peer`.
 * Returns 0 on success, a negative value when the datagram was not sent (the
 * device counts it and carries on: UDP may lose datagrams anyway). */
int ls_hal_udp_send(void *link, const ls_hal_peer *peer, const uint8_t *data, size_t length);

/* Writes bytes to the serial endpoint `link` (a PTY on POSIX, a UART with DMA
 * on a board). Returns 0 when all were accepted, negative when some were lost
 * (nobody reading, buffer full): the device counts it and carries on. */
int ls_hal_serial_write(void *link, const uint8_t *data, size_t length);

#ifdef __cplusplus
}
#endif
#endif
