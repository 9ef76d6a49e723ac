// Fuzz target: bytes from an RS485 bus. The decoder must never crash whatever the
// chunking, must account for every byte it drops, and every frame it yields must
// re-encode to bytes that decode to the same frame.
#include "devices/moteus/multiplex.h"
#include "devices/moteus/rs485_frame.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

using namespace loopscope::devices::moteus;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));

    Rs485Decoder whole;
    whole.feed(bytes);
    whole.finish();
    if (whole.bufferedBytes() != 0)
        std::abort();

    Rs485Decoder chunked;
    const qsizetype step = size ? 1 + qsizetype(data[0] % 7) : 1;
    for (qsizetype i = 0; i < bytes.size(); i += step)
        chunked.feed(bytes.sliced(i, std::min(step, bytes.size() - i)));
    chunked.finish();

    // Chunking must not change what is decoded.
    if (chunked.framesDecoded() != whole.framesDecoded())
        std::abort();
    while (const auto frame = whole.next()) {
        const auto other = chunked.next();
        if (!other || *other != *frame)
            std::abort();
        Rs485Decoder again;
        again.feed(encodeRs485Frame(*frame));
        if (again.next() != frame)
            std::abort();
        (void)parseReply(frame->payload);
    }
    return 0;
}
