/* The I/O board's IPv4 stack (src/ls_net) on the host: ARP replies for its
 * address only, ICMP echo, UDP in (checksum checked) and out (checksum
 * right), and malformed frames dropped and counted. */
#include "fw_test.h"
#include "ls_net.h"

#include <string.h>

static const uint8_t k_mac[6] = {0x52, 0x54, 0x00, 0x12, 0x34, 0x56};
static const uint8_t k_ip[4] = {10, 0, 2, 15};
static const uint8_t k_host_mac[6] = {0x52, 0x55, 0x0a, 0x00, 0x02, 0x02};
static const uint8_t k_host_ip[4] = {10, 0, 2, 2};

static uint8_t g_out[1600];
static size_t g_out_length;
static int g_outputs;

static int capture(void *link, const uint8_t *frame, size_t length)
{
    (void)link;
    memcpy(g_out, frame, length);
    g_out_length = length;
    ++g_outputs;
    return 0;
}

static uint16_t g_udp_port;
static uint8_t g_udp_data[64];
static size_t g_udp_length;
static ls_hal_peer g_udp_peer;

static void on_udp(void *context, uint16_t port, const ls_hal_peer *peer, const uint8_t *data, size_t length)
{
    (void)context;
    g_udp_port = port;
    g_udp_peer = *peer;
    g_udp_length = length < sizeof g_udp_data ? length : sizeof g_udp_data;
    memcpy(g_udp_data, data, g_udp_length);
}

static void put16(uint8_t *p, uint16_t v)
{
    p[0] = (uint8_t)(v >> 8);
    p[1] = (uint8_t)v;
}

static uint16_t get16(const uint8_t *p)
{
    return (uint16_t)((p[0] << 8) | p[1]);
}

/* Ethernet + IPv4 from the host to the board; returns the IP payload. */
static uint8_t *ip_frame(uint8_t *f, uint8_t protocol, size_t payload, uint16_t flags)
{
    memcpy(f, k_mac, 6);
    memcpy(f + 6, k_host_mac, 6);
    put16(f + 12, 0x0800);
    uint8_t *ip = f + 14;
    memset(ip, 0, 20);
    ip[0] = 0x45;
    put16(ip + 2, (uint16_t)(20 + payload));
    put16(ip + 6, flags);
    ip[8] = 64;
    ip[9] = protocol;
    memcpy(ip + 12, k_host_ip, 4);
    memcpy(ip + 16, k_ip, 4);
    put16(ip + 10, ls_net_checksum(ip, 20, 0));
    return ip + 20;
}

static uint32_t pseudo(const uint8_t *src, const uint8_t *dst, uint16_t length)
{
    return (uint32_t)get16(src) + get16(src + 2) + get16(dst) + get16(dst + 2) + 17u + length;
}

int main(void)
{
    /* RFC 1071 / the classic header example: checksum b861 verifies to 0. */
    const uint8_t header[20] = {0x45, 0x00, 0x00, 0x73, 0x00, 0x00, 0x40, 0x00, 0x40, 0x11,
                                0xb8, 0x61, 0xc0, 0xa8, 0x00, 0x01, 0xc0, 0xa8, 0x00, 0xc7};
    FW_CHECK(ls_net_checksum(header, 20, 0) == 0);

    ls_net net;
    ls_net_init(&net, k_mac, k_ip, capture, NULL, on_udp, NULL);
    uint8_t f[1600];

    /* ARP request for the board: answered with its MAC, to the asker. */
    memset(f, 0, sizeof f);
    memset(f, 0xff, 6);
    memcpy(f + 6, k_host_mac, 6);
    put16(f + 12, 0x0806);
    uint8_t *arp = f + 14;
    put16(arp, 1);
    put16(arp + 2, 0x0800);
    arp[4] = 6;
    arp[5] = 4;
    put16(arp + 6, 1);
    memcpy(arp + 8, k_host_mac, 6);
    memcpy(arp + 14, k_host_ip, 4);
    memcpy(arp + 24, k_ip, 4);
    ls_net_on_frame(&net, f, 42);
    FW_CHECK(g_outputs == 1 && g_out_length == 60);
    FW_CHECK(memcmp(g_out, k_host_mac, 6) == 0);
    FW_CHECK(get16(g_out + 14 + 6) == 2);
    FW_CHECK(memcmp(g_out + 14 + 8, k_mac, 6) == 0 && memcmp(g_out + 14 + 14, k_ip, 4) == 0);
    FW_CHECK(memcmp(g_out + 14 + 24, k_host_ip, 4) == 0);
    /* ... and not for another address. */
    arp[27] = 99;
    ls_net_on_frame(&net, f, 42);
    FW_CHECK(g_outputs == 1 && net.stats.not_for_us == 1);

    /* ICMP echo request -> echo reply with the same identifier, sequence and data. */
    uint8_t *icmp = ip_frame(f, 1, 16, 0);
    memset(icmp, 0, 16);
    icmp[0] = 8;
    put16(icmp + 4, 0x1234);
    put16(icmp + 6, 7);
    memcpy(icmp + 8, "pingdata", 8);
    put16(icmp + 2, ls_net_checksum(icmp, 16, 0));
    ls_net_on_frame(&net, f, 14 + 20 + 16);
    FW_CHECK(g_outputs == 2 && net.stats.icmp_echoes == 1);
    FW_CHECK(memcmp(g_out, k_host_mac, 6) == 0 && memcmp(g_out + 6, k_mac, 6) == 0);
    FW_CHECK(ls_net_checksum(g_out + 14, 20, 0) == 0);
    FW_CHECK(memcmp(g_out + 14 + 16, k_host_ip, 4) == 0);
    FW_CHECK(g_out[34] == 0 && ls_net_checksum(g_out + 34, 16, 0) == 0);
    FW_CHECK(get16(g_out + 34 + 4) == 0x1234 && get16(g_out + 34 + 6) == 7 && memcmp(g_out + 42, "pingdata", 8) == 0);

    /* UDP to port 7 with a right checksum: delivered with the sender as peer. */
    uint8_t *udp = ip_frame(f, 17, 8 + 5, 0x4000);
    put16(udp, 40000);
    put16(udp + 2, 7);
    put16(udp + 4, 13);
    put16(udp + 6, 0);
    memcpy(udp + 8, "hello", 5);
    put16(udp + 6, ls_net_checksum(udp, 13, pseudo(k_host_ip, k_ip, 13)));
    ls_net_on_frame(&net, f, 14 + 20 + 13);
    FW_CHECK(net.stats.udp_datagrams == 1 && g_udp_port == 7 && g_udp_length == 5 && memcmp(g_udp_data, "hello", 5) == 0);
    FW_CHECK(ls_net_peer_port(&g_udp_peer) == 40000);
    /* The answer: to the sender's MAC, address and port, checksums right, padded to 60 bytes. */
    FW_CHECK(ls_net_udp_send(&net, &g_udp_peer, 7, (const uint8_t *)"hello", 5) == 0);
    FW_CHECK(g_outputs == 3 && g_out_length == 60);
    FW_CHECK(memcmp(g_out, k_host_mac, 6) == 0);
    FW_CHECK(ls_net_checksum(g_out + 14, 20, 0) == 0);
    FW_CHECK(get16(g_out + 34) == 7 && get16(g_out + 36) == 40000 && get16(g_out + 38) == 13);
    FW_CHECK(ls_net_checksum(g_out + 34, 13, pseudo(k_ip, k_host_ip, 13)) == 0);
    FW_CHECK(memcmp(g_out + 42, "hello", 5) == 0);

    /* A wrong UDP checksum, a fragment, a truncated header, a short frame: dropped and counted. */
    udp[6] ^= 0x55;
    ls_net_on_frame(&net, f, 14 + 20 + 13);
    FW_CHECK(net.stats.bad_checksum == 1 && net.stats.udp_datagrams == 1);
    udp = ip_frame(f, 17, 13, 0x2000); /* more fragments */
    ls_net_on_frame(&net, f, 14 + 20 + 13);
    FW_CHECK(net.stats.unsupported == 1);
    ip_frame(f, 17, 200, 0); /* says 220 bytes, 40 arrive */
    ls_net_on_frame(&net, f, 14 + 40);
    FW_CHECK(net.stats.bad_length == 1);
    ls_net_on_frame(&net, f, 10);
    FW_CHECK(net.stats.bad_length == 2);
    FW_CHECK(g_outputs == 3);

    /* A datagram too long for one frame is refused. */
    static uint8_t big[LS_NET_UDP_PAYLOAD_MAX + 1];
    FW_CHECK(ls_net_udp_send(&net, &g_udp_peer, 7, big, sizeof big) == -1);
    return fw_report("test_net");
}
