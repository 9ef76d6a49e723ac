#include "devices/moteus/can_frame.h"

#include <QCoreApplication>

namespace loopscope::devices::moteus {

uint32_t makeArbitrationId(const CanAddress &address)
{
    return uint32_t(address.destination & 0x7f) | uint32_t(address.source & 0x7f) << 8 |
           (address.replyWanted ? 0x8000u : 0u) | uint32_t(address.prefix & 0x1fff) << 16;
}

CanAddress parseArbitrationId(uint32_t arbitrationId)
{
    CanAddress address;
    address.destination = static_cast<uint8_t>(arbitrationId & 0x7f);
    address.source = static_cast<uint8_t>((arbitrationId >> 8) & 0x7f);
    address.replyWanted = (arbitrationId & 0x8000u) != 0;
    address.prefix = static_cast<uint16_t>((arbitrationId >> 16) & 0x1fff);
    return address;
}

int canFdLength(qsizetype size)
{
    static constexpr int kLengths[] = {12, 16, 20, 24, 32, 48, 64};
    if (size < 0)
        return -1;
    if (size <= 8)
        return int(size);
    for (int length : kLengths) {
        if (size <= length)
            return length;
    }
    return -1;
}

std::optional<CanFdFrame> CanFdFrame::make(const CanAddress &address, QByteArrayView payload, QString *error)
{
    const int length = canFdLength(payload.size());
    if (length < 0) {
        if (error)
            *error =
                QCoreApplication::translate("loopscope::DeviceTexts",
                                            "payload of %1 bytes does not fit a CAN-FD frame (at most %2)")
                    .arg(payload.size())
                    .arg(kMaxCanFdPayload);
        return std::nullopt;
    }
    CanFdFrame frame;
    frame.arbitrationId = makeArbitrationId(address);
    frame.data = payload.toByteArray();
    frame.data.append(length - payload.size(), static_cast<char>(kPaddingByte));
    return frame;
}

} // namespace loopscope::devices::moteus
