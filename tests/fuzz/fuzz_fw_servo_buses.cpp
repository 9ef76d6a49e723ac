// Fuzzes the firmware's byte parsers as the simulator runs them: arbitrary
// bytes on a moteus fdcanusb-line bus, a moteus RS485 bus or a Dynamixel 2.0
// bus, delivered in chunks while simulated time advances. The first input
// byte picks the bus; the HAL below discards what the devices send back.

extern "C" {
#include "dxl_bus.h"
#include "hal.h"
#include "moteus_bus.h"
}

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace {
uint64_t g_nowNs = 0;
std::size_t g_bytesOut = 0;
} // namespace

extern "C" uint64_t ls_hal_time_ns(void) { return g_nowNs; }
extern "C" int ls_hal_udp_send(void *, const ls_hal_peer *, const uint8_t *, size_t length)
{
    g_bytesOut += length;
    return 0;
}
extern "C" int ls_hal_serial_write(void *, const uint8_t *, size_t length)
{
    g_bytesOut += length;
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    static ls_moteus_bus moteus;
    static ls_dxl_bus dxl;
    static const uint8_t ids[] = {1, 2, 3, 7, 126};
    const uint8_t selector = data[0] % 3;
    ++data;
    --size;
    g_nowNs = 1'000'000'000ULL;
    int sink = 0;
    if (selector == 2)
        ls_dxl_bus_init(&dxl, ids, 5, 57600, 1020, 0, 1, &sink, g_nowNs);
    else
        ls_moteus_bus_init(&moteus, selector == 0 ? LS_MOTEUS_TRANSPORT_FDCANUSB : LS_MOTEUS_TRANSPORT_RS485, ids,
                           5, 100, 50, selector == 0 ? 921600 : 3000000, &sink, g_nowNs);
    // Chunks of 1..16 bytes, time advancing 0..1.5 ms between them.
    std::size_t offset = 0;
    while (offset < size) {
        const std::size_t chunk = 1 + (data[offset] & 0x0f);
        const std::size_t n = chunk < size - offset ? chunk : size - offset;
        if (selector == 2)
            ls_dxl_bus_on_bytes(&dxl, data + offset, n, (data[offset] & 0x80) ? 1000000 : 57600, g_nowNs);
        else
            ls_moteus_bus_on_bytes(&moteus, data + offset, n, g_nowNs);
        g_nowNs += (data[offset] & 0x70) * 12'500ULL;
        if (selector == 2)
            ls_dxl_bus_poll(&dxl, g_nowNs);
        else
            ls_moteus_bus_poll(&moteus, g_nowNs);
        offset += n;
    }
    // Let every queued reply and the servo physics run out.
    for (int i = 0; i < 50; ++i) {
        g_nowNs += 2'000'000ULL;
        if (selector == 2)
            ls_dxl_bus_poll(&dxl, g_nowNs);
        else
            ls_moteus_bus_poll(&moteus, g_nowNs);
    }
    return 0;
}
