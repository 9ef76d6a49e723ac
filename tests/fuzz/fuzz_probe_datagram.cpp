// Fuzz target: the UDP probe's datagram decoder must classify any bytes
// without crashing, and a datagram it accepts must re-encode to the same header.
#include "core/bench/probe_datagram.h"

#include <cstdlib>
#include <cstring>
#include <vector>

using namespace loopscope::core;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // The expected nonce is the one in the input itself half of the time.
    const uint16_t nonce = size >= 4 && (size & 1) ? uint16_t((data[2] << 8) | data[3]) : uint16_t(0x1234);
    ProbeDatagram datagram;
    const DatagramClass c = decodeProbeDatagram(data, size, nonce, &datagram);
    (void)datagramClassName(c);
    if (c == DatagramClass::Ok) {
        std::vector<uint8_t> again(size);
        if (!encodeProbeDatagram(datagram, again.data(), again.size()))
            std::abort();
        if (std::memcmp(again.data(), data, ProbeDatagram::kHeaderBytes) != 0)
            std::abort();
    } else if (c == DatagramClass::Invalid) {
        std::abort();
    }
    return 0;
}
