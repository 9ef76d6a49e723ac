/* The board's IPv4 stack (see ls_net.h). */
#include "ls_net.h"

#include <string.h>

#define ETH_HEADER 14u
#define ETHERTYPE_IPV4 0x0800u
#define ETHERTYPE_ARP 0x0806u
#define IP_HEADER 20u
#define IP_PROTO_ICMP 1u
#define IP_PROTO_UDP 17u
#define UDP_HEADER 8u
#define IP_TTL 64u

static uint16_t get16(const uint8_t *p)
{
    return (uint16_t)((p[0] << 8) | p[1]);
}

static void put16(uint8_t *p, uint16_t v)
{
    p[0] = (uint8_t)(v >> 8);
    p[1] = (uint8_t)v;
}

uint16_t ls_net_checksum(const uint8_t *data, size_t length, uint32_t sum)
{
    for (size_t i = 0; i + 1 < length; i += 2)
        sum += get16(data + i);
    if (length & 1u)
        sum += (uint32_t)data[length - 1] << 8;
    while (sum >> 16)
        sum = (sum & 0xffffu) + (sum >> 16);
    return (uint16_t)~sum;
}

/* The UDP pseudo-header's sum (RFC 768). */
static uint32_t pseudo_sum(const uint8_t *src, const uint8_t *dst, uint16_t udp_length)
{
    return (uint32_t)get16(src) + get16(src + 2) + get16(dst) + get16(dst + 2) + IP_PROTO_UDP + udp_length;
}

void ls_net_peer_make(ls_hal_peer *peer, const uint8_t ip[4], uint16_t port, const uint8_t mac[6])
{
    memset(peer, 0, sizeof *peer);
    memcpy(peer->bytes, ip, 4);
    put16(peer->bytes + 4, port);
    memcpy(peer->bytes + 6, mac, 6);
    peer->length = 12;
}

uint16_t ls_net_peer_port(const ls_hal_peer *peer)
{
    return get16(peer->bytes + 4);
}

void ls_net_init(ls_net *net, const uint8_t mac[6], const uint8_t ip[4], ls_net_output output, void *link,
                 ls_net_udp_handler on_udp, void *context)
{
    memset(net, 0, sizeof *net);
    memcpy(net->mac, mac, 6);
    memcpy(net->ip, ip, 4);
    net->output = output;
    net->link = link;
    net->on_udp = on_udp;
    net->context = context;
}

static int send_frame(ls_net *net, size_t length)
{
    if (net->output(net->link, net->tx, length) == 0) {
        ++net->stats.sent;
        return 0;
    }
    ++net->stats.send_errors;
    return -1;
}

/* Ethernet and IPv4 headers in net->tx toward dst_mac/dst_ip; returns the IP payload. */
static uint8_t *begin_ip(ls_net *net, const uint8_t *dst_mac, const uint8_t *dst_ip, uint8_t protocol,
                         size_t payload_length)
{
    uint8_t *eth = net->tx;
    memcpy(eth, dst_mac, 6);
    memcpy(eth + 6, net->mac, 6);
    put16(eth + 12, ETHERTYPE_IPV4);
    uint8_t *ip = eth + ETH_HEADER;
    ip[0] = 0x45; /* version 4, 5 words */
    ip[1] = 0;
    put16(ip + 2, (uint16_t)(IP_HEADER + payload_length));
    put16(ip + 4, net->ip_id++);
    put16(ip + 6, 0x4000); /* don't fragment */
    ip[8] = IP_TTL;
    ip[9] = protocol;
    put16(ip + 10, 0);
    memcpy(ip + 12, net->ip, 4);
    memcpy(ip + 16, dst_ip, 4);
    put16(ip + 10, ls_net_checksum(ip, IP_HEADER, 0));
    return ip + IP_HEADER;
}

static void on_arp(ls_net *net, const uint8_t *eth, const uint8_t *arp, size_t length)
{
    (void)eth;
    if (length < 28) {
        ++net->stats.bad_length;
        return;
    }
    /* Ethernet/IPv4 requests for our address only. */
    if (get16(arp) != 1 || get16(arp + 2) != ETHERTYPE_IPV4 || arp[4] != 6 || arp[5] != 4) {
        ++net->stats.unsupported;
        return;
    }
    if (get16(arp + 6) != 1 || memcmp(arp + 24, net->ip, 4) != 0) {
        ++net->stats.not_for_us;
        return;
    }
    uint8_t *out = net->tx;
    memcpy(out, arp + 8, 6);
    memcpy(out + 6, net->mac, 6);
    put16(out + 12, ETHERTYPE_ARP);
    uint8_t *reply = out + ETH_HEADER;
    put16(reply, 1);
    put16(reply + 2, ETHERTYPE_IPV4);
    reply[4] = 6;
    reply[5] = 4;
    put16(reply + 6, 2);
    memcpy(reply + 8, net->mac, 6);
    memcpy(reply + 14, net->ip, 4);
    memcpy(reply + 18, arp + 8, 6);  /* the asker's MAC */
    memcpy(reply + 24, arp + 14, 4); /* and address */
    /* A frame is at least 60 bytes before its FCS: pad. */
    memset(reply + 28, 0, 60 - ETH_HEADER - 28);
    if (send_frame(net, 60) == 0)
        ++net->stats.arp_replies;
}

static void on_icmp(ls_net *net, const uint8_t *eth, const uint8_t *ip, const uint8_t *icmp, size_t length)
{
    if (length < 8) {
        ++net->stats.bad_length;
        return;
    }
    if (ls_net_checksum(icmp, length, 0) != 0) {
        ++net->stats.bad_checksum;
        return;
    }
    if (icmp[0] != 8 || icmp[1] != 0) { /* echo request only */
        ++net->stats.unsupported;
        return;
    }
    if (length > LS_NET_FRAME_MAX - ETH_HEADER - IP_HEADER) {
        ++net->stats.bad_length;
        return;
    }
    uint8_t *reply = begin_ip(net, eth + 6, ip + 12, IP_PROTO_ICMP, length);
    memcpy(reply, icmp, length);
    reply[0] = 0; /* echo reply */
    put16(reply + 2, 0);
    put16(reply + 2, ls_net_checksum(reply, length, 0));
    if (send_frame(net, ETH_HEADER + IP_HEADER + length) == 0)
        ++net->stats.icmp_echoes;
}

static void on_udp(ls_net *net, const uint8_t *eth, const uint8_t *ip, const uint8_t *udp, size_t length)
{
    if (length < UDP_HEADER || get16(udp + 4) < UDP_HEADER || get16(udp + 4) > length) {
        ++net->stats.bad_length;
        return;
    }
    const uint16_t udp_length = get16(udp + 4);
    if (get16(udp + 6) != 0 && ls_net_checksum(udp, udp_length, pseudo_sum(ip + 12, ip + 16, udp_length)) != 0) {
        ++net->stats.bad_checksum;
        return;
    }
    ++net->stats.udp_datagrams;
    if (!net->on_udp)
        return;
    ls_hal_peer peer;
    ls_net_peer_make(&peer, ip + 12, get16(udp), eth + 6);
    net->on_udp(net->context, get16(udp + 2), &peer, udp + UDP_HEADER, udp_length - UDP_HEADER);
}

static void on_ipv4(ls_net *net, const uint8_t *eth, const uint8_t *ip, size_t length)
{
    if (length < IP_HEADER || (ip[0] >> 4) != 4) {
        ++net->stats.bad_length;
        return;
    }
    const size_t header = (size_t)(ip[0] & 0x0fu) * 4u;
    const size_t total = get16(ip + 2);
    if (header < IP_HEADER || total < header || total > length) {
        ++net->stats.bad_length;
        return;
    }
    if (ls_net_checksum(ip, header, 0) != 0) {
        ++net->stats.bad_checksum;
        return;
    }
    /* No fragments (more-fragments set, or an offset). */
    if ((get16(ip + 6) & 0x3fffu) != 0) {
        ++net->stats.unsupported;
        return;
    }
    static const uint8_t broadcast[4] = {255, 255, 255, 255};
    if (memcmp(ip + 16, net->ip, 4) != 0 && memcmp(ip + 16, broadcast, 4) != 0) {
        ++net->stats.not_for_us;
        return;
    }
    const uint8_t *payload = ip + header;
    const size_t payload_length = total - header;
    if (ip[9] == IP_PROTO_ICMP)
        on_icmp(net, eth, ip, payload, payload_length);
    else if (ip[9] == IP_PROTO_UDP)
        on_udp(net, eth, ip, payload, payload_length);
    else
        ++net->stats.unsupported;
}

void ls_net_on_frame(ls_net *net, const uint8_t *frame, size_t length)
{
    ++net->stats.frames;
    if (length < ETH_HEADER) {
        ++net->stats.bad_length;
        return;
    }
    static const uint8_t broadcast[6] = {0xff, 0xff, 0xff, 0xff, 0xff, 0xff};
    if (memcmp(frame, net->mac, 6) != 0 && memcmp(frame, broadcast, 6) != 0) {
        ++net->stats.not_for_us;
        return;
    }
    const uint16_t type = get16(frame + 12);
    if (type == ETHERTYPE_ARP)
        on_arp(net, frame, frame + ETH_HEADER, length - ETH_HEADER);
    else if (type == ETHERTYPE_IPV4)
        on_ipv4(net, frame, frame + ETH_HEADER, length - ETH_HEADER);
    else
        ++net->stats.unsupported;
}

int ls_net_udp_send(ls_net *net, const ls_hal_peer *peer, uint16_t local_port, const uint8_t *data, size_t length)
{
    if (peer->length < 12 || length > LS_NET_UDP_PAYLOAD_MAX) {
        ++net->stats.send_errors;
        return -1;
    }
    const uint8_t *dst_ip = peer->bytes;
    uint8_t *udp = begin_ip(net, peer->bytes + 6, dst_ip, IP_PROTO_UDP, UDP_HEADER + length);
    const uint16_t udp_length = (uint16_t)(UDP_HEADER + length);
    put16(udp, local_port);
    put16(udp + 2, ls_net_peer_port(peer));
    put16(udp + 4, udp_length);
    put16(udp + 6, 0);
    memcpy(udp + UDP_HEADER, data, length);
    uint16_t sum = ls_net_checksum(udp, udp_length, pseudo_sum(net->ip, dst_ip, udp_length));
    put16(udp + 6, sum == 0 ? 0xffffu : sum); /* 0 would mean "no checksum" */
    size_t frame = ETH_HEADER + IP_HEADER + udp_length;
    if (frame < 60) { /* the minimum frame */
        memset(net->tx + frame, 0, 60 - frame);
        frame = 60;
    }
    return send_frame(net, frame);
}
