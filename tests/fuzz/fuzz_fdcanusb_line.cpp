// Fuzz target: bytes from an fdcanusb adapter or a moteus UART. The splitter must
// stay bounded, the line parser must never crash and must say why it rejects,
// and every accepted frame line must format back to a line that parses the same.
#include "devices/moteus/fdcanusb_line.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

using namespace loopscope::devices::moteus;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));

    FdcanusbLineSplitter splitter(80);
    const qsizetype split = size ? qsizetype(data[0]) % qsizetype(size) : 0;
    splitter.feed(bytes.first(split));
    splitter.feed(bytes.sliced(split));
    if (splitter.bufferedBytes() > 80)
        std::abort();

    const auto check = [](QByteArrayView line) {
        QString error;
        const auto parsed = parseFdcanusbLine(line, &error);
        if (!parsed) {
            if (error.isEmpty())
                std::abort();
            return;
        }
        if (parsed->kind == FdcanusbLine::Kind::Send || parsed->kind == FdcanusbLine::Kind::Receive) {
            const QByteArray formatted = parsed->kind == FdcanusbLine::Kind::Send
                                             ? makeCanSendLine(parsed->frame(), parsed->hadChecksum)
                                             : makeReceiveLine(parsed->frame(), parsed->hadChecksum);
            const auto again = parseFdcanusbLine(formatted);
            if (!again || again->data != parsed->data || again->arbitrationId != parsed->arbitrationId ||
                again->hadChecksum != parsed->hadChecksum)
                std::abort();
        }
    };
    while (const auto line = splitter.nextLine())
        check(*line);
    check(bytes); // the whole input as one line
    return 0;
}
