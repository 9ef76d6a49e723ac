// Fuzz target: the bytes of an identity reply and the text of a discovery
// target both come from outside. Neither parser may crash, and what they
// accept must be consistent.
#include "devices/echo/echo_discovery.h"
#include "devices/echo/protocol.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

using namespace loopscope::devices;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));

    QString error;
    if (const auto identity = parseIdentityReply(bytes, &error)) {
        // Whatever was accepted survives a round trip through our own encoder
        // (unless invalid UTF-8, now U+FFFD, made the reply outgrow 512 bytes).
        const QByteArray encoded = makeIdentityReply(*identity);
        const auto again = parseIdentityReply(encoded);
        if (encoded.size() <= 512 &&
            (!again || again->name != identity->name || again->serial != identity->serial))
            std::abort();
    } else if (error.isEmpty()) {
        std::abort(); // a rejection always says why
    }
    (void)isDiscoveryRequest(bytes);

    DiscoveryTarget target;
    error.clear();
    if (DiscoveryTarget::parse(QString::fromUtf8(bytes), &target, &error)) {
        if (target.host.isEmpty() || target.firstPort == 0 || target.lastPort < target.firstPort ||
            target.lastPort - target.firstPort >= 1024)
            std::abort();
    } else if (error.isEmpty()) {
        std::abort();
    }
    return 0;
}
