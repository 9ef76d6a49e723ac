#ifndef LOOPSCOPE_UDP_ECHO_H
#define LOOPSCOPE_UDP_ECHO_H
/*
 * A UDP echo device (RFC 862 shape): every datagram goes back to its sender
 * unchanged, through the device's impairments. The one exception is the exact
 * discovery request "LOOPSCOPE-DISCOVER 1\n", answered (immediately, without
 * impairments) by "LOOPSCOPE-ID 1\n" and the lines name=, model=, serial=,
 * firmware=, kind=udp-echo, each ending in "\n".
 */
#include "hal.h"
#include "impair.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define LS_ECHO_DISCOVERY_REQUEST "LOOPSCOPE-DISCOVER 1\n"
#define LS_ECHO_ID_HEADER "LOOPSCOPE-ID 1\n"
/* What the device calls itself; a board build sets its own. */
#ifndef LS_ECHO_MODEL
#define LS_ECHO_MODEL "loopscope-sim-echo"
#endif
#ifndef LS_ECHO_NAME_PREFIX
#define LS_ECHO_NAME_PREFIX "sim-echo-"
#endif
#define LS_ECHO_KIND "udp-echo"
#define LS_ECHO_TEXT_BYTES 32
#define LS_ECHO_IDENTITY_MAX 512

typedef struct ls_echo_device
{
    unsigned number; /* 1-based device number */
    char name[LS_ECHO_TEXT_BYTES];
    char serial[LS_ECHO_TEXT_BYTES];
    void *link;
    uint64_t echoed;
    uint64_t identified;
    ls_impair impair;
} ls_echo_device;

/* Device `number` (1..9999) is named sim-echo-<number> with serial
 * LS-ECHO-<number, 4 digits>; its impairment PRNG is derived from the seed
 * and the number, so each device has its own repeatable sequence. */
void ls_echo_init(ls_echo_device *device, unsigned number, const ls_impair_config *config, void *link);
int ls_echo_is_discovery_request(const uint8_t *data, size_t length);
/* Writes the identity reply into buffer; returns its length, 0 if it does not fit. */
size_t ls_echo_identity_reply(const ls_echo_device *device, char *buffer, size_t capacity);
/* One received datagram. */
void ls_echo_on_datagram(ls_echo_device *device, const ls_hal_peer *peer, const uint8_t *data, size_t length,
                         uint64_t now_ns);
void ls_echo_poll(ls_echo_device *device, uint64_t now_ns);
uint64_t ls_echo_next_due_ns(const ls_echo_device *device);

#ifdef __cplusplus
}
#endif
#endif
