/*
 * The I/O board: the UDP echo and discovery device (firmware/src/udp_echo,
 * the same code as loopscope-sim's) behind this board's own IPv4 stack
 * (firmware/src/ls_net) on the LAN9118. It answers ARP for its address,
 * ICMP echo, "LOOPSCOPE-DISCOVER 1" with its identity, and echoes every
 * other datagram to its UDP port back to the sender. The address and port
 * are in the configuration word (QEMU's user network: 10.0.2.15, port 7).
 */
#include "cortexm.h"
#include "lan9118.h"

#include "hal.h"
#include "ls_net.h"
#include "udp_echo.h"

#define LS_MPS2_CORE_HZ 25000000u /* the AN386's (and QEMU's mps2) system clock */

typedef struct ls_board_config
{
    uint32_t magic;
    uint8_t ip[4];
    uint32_t port;
} ls_board_config;

__attribute__((section(".node_config"), used)) const ls_board_config ls_board_config_word = {
    0x4C534231u /* "LSB1" */, {LS_BOARD_IP}, LS_BOARD_PORT,
};

/* The endpoint the echo device sends from (its `link`). */
typedef struct endpoint
{
    ls_net *net;
    uint16_t port;
} endpoint;

static ls_net g_net;
static endpoint g_endpoint;
static ls_echo_device g_echo;
static uint8_t g_frame[LS_NET_FRAME_MAX];

int ls_hal_udp_send(void *link, const ls_hal_peer *peer, const uint8_t *data, size_t length)
{
    const endpoint *e = (const endpoint *)link;
    return ls_net_udp_send(e->net, peer, e->port, data, length);
}

int ls_hal_serial_write(void *link, const uint8_t *data, size_t length)
{
    (void)link;
    (void)data;
    (void)length;
    return -1; /* no serial bus on this board */
}

static void on_udp(void *context, uint16_t local_port, const ls_hal_peer *peer, const uint8_t *data, size_t length)
{
    (void)context;
    if (local_port == g_endpoint.port)
        ls_echo_on_datagram(&g_echo, peer, data, length, ls_hal_time_ns());
}

int main(void)
{
    ls_systick_init(LS_MPS2_CORE_HZ);
    ls_irq_enable();
    uint8_t mac[6];
    if (ls_lan9118_init(mac) != 0)
        for (;;)
            ls_wait_for_interrupt(); /* no Ethernet controller: nothing to serve */
    ls_net_init(&g_net, mac, ls_board_config_word.ip, ls_lan9118_send, (void *)0, on_udp, (void *)0);
    g_endpoint.net = &g_net;
    g_endpoint.port = (uint16_t)ls_board_config_word.port;
    const ls_impair_config none = {0};
    ls_echo_init(&g_echo, 1, &none, &g_endpoint);

    for (;;) {
        size_t length;
        while ((length = ls_lan9118_receive(g_frame, sizeof g_frame)) > 0)
            ls_net_on_frame(&g_net, g_frame, length);
        const uint64_t now = ls_hal_time_ns();
        if (now >= ls_echo_next_due_ns(&g_echo))
            ls_echo_poll(&g_echo, now);
        /* Sleep until the next frame (the controller's interrupt) or tick. */
        ls_irq_disable();
        if (!ls_lan9118_rx_pending())
            ls_wait_for_interrupt();
        ls_irq_enable();
    }
}
