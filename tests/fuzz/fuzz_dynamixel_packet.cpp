// Fuzz target: bytes from a Dynamixel bus. The incremental decoder and the
// one-packet parser must never crash, must agree, and every packet they accept
// must rebuild (stuffing, LEN, CRC) into bytes that parse to the same packet.
#include "devices/dynamixel/protocol2.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

using namespace loopscope::devices::dynamixel;

namespace {

QByteArray rebuild(const Packet &p)
{
    return p.isStatus() ? makeStatusPacket(p.id, p.errorByte, p.params)
                        : makeInstructionPacket(p.id, p.instruction, p.params);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));

    QString error;
    const auto single = parsePacket(bytes, &error);
    if (single) {
        if (rebuild(*single) != bytes) // the encoding is canonical
            std::abort();
    } else if (error.isEmpty()) {
        std::abort();
    }

    PacketDecoder decoder;
    const qsizetype step = size ? 1 + qsizetype(data[size - 1] % 5) : 1;
    for (qsizetype i = 0; i < bytes.size(); i += step)
        decoder.feed(bytes.sliced(i, std::min(step, bytes.size() - i)));
    decoder.finish();
    if (decoder.bufferedBytes() != 0)
        std::abort();
    bool first = true;
    while (const auto packet = decoder.next()) {
        if (first && single && *packet != *single)
            std::abort();
        first = false;
        const auto again = parsePacket(rebuild(*packet));
        if (!again || *again != *packet)
            std::abort();
        (void)parsePingReply(*packet);
        (void)errorNames(packet->errorByte);
    }
    if (single && first)
        std::abort(); // a valid packet alone must also come out of the decoder
    return 0;
}
