// Fuzzes the I/O board's receive path as its main loop runs it: one
// Ethernet frame from the wire into the board's IPv4 stack (ARP, IPv4, ICMP,
// UDP), each datagram to its port answered as the echo device does (the
// reply is built, so the send path runs on what the parser accepted).

extern "C" {
#include "ls_net.h"
}

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace {
std::size_t g_bytesOut = 0;
ls_net g_net;

int output(void *, const uint8_t *frame, size_t length)
{
    // Whatever the stack sends must be a whole frame it built.
    if (length < 14 || length > LS_NET_FRAME_MAX)
        __builtin_trap();
    g_bytesOut += frame[length - 1] + length;
    return 0;
}

void onUdp(void *, uint16_t port, const ls_hal_peer *peer, const uint8_t *data, size_t length)
{
    ls_net_udp_send(&g_net, peer, port, data, length);
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const uint8_t mac[6] = {0x52, 0x54, 0x00, 0x12, 0x34, 0x56};
    static const uint8_t ip[4] = {10, 0, 2, 15};
    ls_net_init(&g_net, mac, ip, output, nullptr, onUdp, nullptr);
    // The driver never hands over more than a frame; copy so reads past the end are caught.
    uint8_t frame[LS_NET_FRAME_MAX];
    const std::size_t n = size < sizeof frame ? size : sizeof frame;
    std::memcpy(frame, data, n);
    ls_net_on_frame(&g_net, frame, n);
    return 0;
}
