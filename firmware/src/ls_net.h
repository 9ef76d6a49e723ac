#ifndef LOOPSCOPE_LS_NET_H
#define LOOPSCOPE_LS_NET_H
/*
 * A small IPv4 stack for a board with an Ethernet MAC and no operating
 * system: Ethernet II (RFC 894), ARP replies for the board's address (RFC
 * 826), IPv4 without options or fragments (RFC 791), ICMP echo (RFC 792) and
 * UDP (RFC 768, checksums checked when present and always sent). No TCP, no
 * routing: every reply goes back to the Ethernet address the request came
 * from, so no ARP cache is needed. No allocation: one frame buffer inside.
 *
 * The driver hands each received frame to ls_net_on_frame() (from the main
 * loop, never from an interrupt); the stack calls `output` to send a frame
 * and `on_udp` for each datagram to a local port. A peer (ls_hal_peer) is
 * the sender's IPv4 address, UDP port and MAC (12 bytes), given back to
 * ls_net_udp_send() to answer.
 */
#include "hal.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define LS_NET_FRAME_MAX 1514u /* Ethernet without the FCS */
#define LS_NET_UDP_PAYLOAD_MAX (LS_NET_FRAME_MAX - 14u - 20u - 8u)

typedef int (*ls_net_output)(void *link, const uint8_t *frame, size_t length);
typedef void (*ls_net_udp_handler)(void *context, uint16_t local_port, const ls_hal_peer *peer, const uint8_t *data,
                                   size_t length);

typedef struct ls_net_stats
{
    uint32_t frames, not_for_us, arp_replies, icmp_echoes, udp_datagrams;
    uint32_t bad_length, bad_checksum, unsupported; /* dropped */
    uint32_t sent, send_errors;
} ls_net_stats;

typedef struct ls_net
{
    uint8_t mac[6];
    uint8_t ip[4];
    ls_net_output output;
    void *link;
    ls_net_udp_handler on_udp;
    void *context;
    uint16_t ip_id;
    uint8_t tx[LS_NET_FRAME_MAX];
    ls_net_stats stats;
} ls_net;

void ls_net_init(ls_net *net, const uint8_t mac[6], const uint8_t ip[4], ls_net_output output, void *link,
                 ls_net_udp_handler on_udp, void *context);
/* One received frame (without its FCS); anything malformed is counted and dropped. */
void ls_net_on_frame(ls_net *net, const uint8_t *frame, size_t length);
/* Sends a datagram from local_port to peer (as on_udp gave it). 0, or -1
 * (too long, the driver refused). */
int ls_net_udp_send(ls_net *net, const ls_hal_peer *peer, uint16_t local_port, const uint8_t *data, size_t length);

/* The peer's parts (for messages and tests). */
void ls_net_peer_make(ls_hal_peer *peer, const uint8_t ip[4], uint16_t port, const uint8_t mac[6]);
uint16_t ls_net_peer_port(const ls_hal_peer *peer);

/* The Internet checksum (RFC 1071) of data, starting from a partial sum. */
uint16_t ls_net_checksum(const uint8_t *data, size_t length, uint32_t sum);

#ifdef __cplusplus
}
#endif
#endif
